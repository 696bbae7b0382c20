package data

import "strings"

// Lang is one language as the project's packages name it: the ISO 639-1
// code the analysis stages use (lemma, paraphrase, rewrite, fix), the
// lower-case English name Meteor uses internally, the other spellings
// accepted for it, and the locale of its system dictionaries (hunspell,
// MyThes).
type Lang struct {
	Code    string   // ISO 639-1 code: en, cs, …; "" when the entry has none
	Name    string   // Meteor's internal name: english, czech, …
	Aliases []string // other accepted spellings (Meteor's short names cz, se, …)
	Locale  string   // dictionary locale under /usr/share: en_US, cs_CZ; "" when none
}

// langs is the one language-code table of the project. Meteor's own
// language table (package meteor, spec §1.3) is keyed by Name.
var langs = []Lang{
	{"en", "english", nil, "en_US"},
	{"cs", "czech", []string{"cz"}, "cs_CZ"},
	{"fr", "french", nil, "fr_FR"},
	{"es", "spanish", nil, "es_ES"},
	{"de", "german", nil, "de_DE"},
	{"ru", "russian", nil, "ru_RU"},
	{"", "arabic-buckwalter-reduced", []string{"ar-bw-red"}, ""},
	{"pt", "portuguese", nil, "pt_PT"},
	{"da", "danish", nil, ""},
	{"ro", "romanian", nil, "ro_RO"},
	{"hu", "hungarian", nil, ""},
	{"tr", "turkish", nil, ""},
	{"fi", "finnish", nil, ""},
	{"nl", "dutch", nil, ""},
	{"it", "italian", nil, "it_IT"},
	{"no", "norwegian", nil, ""},
	{"sv", "swedish", []string{"se"}, ""},
	{"", "other", []string{"xx"}, ""},
	// Meteor 1.5 has no Polish: it scores as "other" (after the "other"
	// entry, so that "other" finds that entry).
	{"pl", "other", []string{"polish"}, "pl_PL"},
}

// LookupLang finds a language by code, name or alias, ignoring case.
func LookupLang(s string) (Lang, bool) {
	k := strings.ToLower(s)
	for _, l := range langs {
		if k == l.Name || (l.Code != "" && k == l.Code) {
			return l, true
		}
		for _, a := range l.Aliases {
			if k == a {
				return l, true
			}
		}
	}
	return Lang{}, false
}

// Langs lists the known languages.
func Langs() []Lang { return append([]Lang(nil), langs...) }
