package lang

import (
	"fmt"
	"strings"
)

// Language is one language as every stage spells it.
type Language struct {
	// Code is the project's spelling: the ISO 639-1 code (en, cs, sv),
	// or, for Meteor's two pseudo-languages without one, Meteor's short
	// name (ar-bw-red, other). Signatures and the stage registries use it.
	Code string
	// Name is the lower-case English name, which for Meteor's languages
	// is Meteor's internal name (english, czech,
	// arabic-buckwalter-reduced, other); polish is not one of them.
	Name string
	// Locale is the locale of the system dictionaries under /usr/share
	// (hunspell, MyThes): en_US, cs_CZ; "" when none is known.
	Locale string
	// FreeDict is FreeDict's three-letter code (eng, ces); "" when none
	// is known.
	FreeDict string
}

// String returns the Code. Languages compare with ==.
func (l Language) String() string { return l.Code }

// IsZero reports whether l is the zero Language (no language).
func (l Language) IsZero() bool { return l.Code == "" }

// The languages that the project's stages name in code.
var (
	English  = Language{Code: "en", Name: "english", Locale: "en_US", FreeDict: "eng"}
	Czech    = Language{Code: "cs", Name: "czech", Locale: "cs_CZ", FreeDict: "ces"}
	German   = Language{Code: "de", Name: "german", Locale: "de_DE", FreeDict: "deu"}
	Russian  = Language{Code: "ru", Name: "russian", Locale: "ru_RU", FreeDict: "rus"}
	Romanian = Language{Code: "ro", Name: "romanian", Locale: "ro_RO", FreeDict: "rom"}
	Polish   = Language{Code: "pl", Name: "polish", Locale: "pl_PL", FreeDict: "pol"}
	French   = Language{Code: "fr", Name: "french", Locale: "fr_FR", FreeDict: "fra"}
	Spanish  = Language{Code: "es", Name: "spanish", Locale: "es_ES", FreeDict: "spa"}
)

// languages is the one language table of the project: Meteor's languages
// (spec §1.3), in Meteor's order, then the others the stages know.
// Meteor's own settings per language (short name, stemmer, modules, task)
// are package meteor's.
var languages = []Language{
	English,
	Czech,
	French,
	Spanish,
	German,
	Russian,
	{Code: "ar-bw-red", Name: "arabic-buckwalter-reduced"},
	{Code: "pt", Name: "portuguese", Locale: "pt_PT", FreeDict: "por"},
	{Code: "da", Name: "danish"},
	Romanian,
	{Code: "hu", Name: "hungarian"},
	{Code: "tr", Name: "turkish"},
	{Code: "fi", Name: "finnish"},
	{Code: "nl", Name: "dutch"},
	{Code: "it", Name: "italian", Locale: "it_IT", FreeDict: "ita"},
	{Code: "no", Name: "norwegian"},
	{Code: "sv", Name: "swedish"},
	{Code: "other", Name: "other"},
	// Not one of Meteor's languages: Meteor scores it as "other".
	Polish,
}

// aliases are the other accepted spellings (Meteor's short names where
// they are not the code) → Code.
var aliases = map[string]string{"cz": "cs", "se": "sv", "xx": "other"}

// Lookup finds a language by code, name or alias, ignoring case.
func Lookup(s string) (Language, bool) {
	k := strings.ToLower(s)
	if c, ok := aliases[k]; ok {
		k = c
	}
	for _, l := range languages {
		if k == l.Code || k == l.Name {
			return l, true
		}
	}
	return Language{}, false
}

// Parse is Lookup with an error that lists the known languages.
func Parse(s string) (Language, error) {
	if l, ok := Lookup(s); ok {
		return l, nil
	}
	return Language{}, &UnknownError{Spelling: s}
}

// UnknownError is the error of Parse and ParseTarget for a spelling no
// language has.
type UnknownError struct {
	Spelling string
	// Target says the spelling was read as a target language
	// (ParseTarget), whose known codes include the target-only languages'.
	Target bool
}

func (e *UnknownError) Error() string {
	known := Codes()
	if e.Target {
		for _, l := range targetOnly {
			known = append(known, l.Code)
		}
		return fmt.Sprintf("lang: unknown target language %q (known: %s; a sacrebleu pair SRC-TRG such as en-cs, or a tag with a region such as zh-CN or zh_CN, names its target language)", e.Spelling, strings.Join(known, ", "))
	}
	return fmt.Sprintf("lang: unknown language %q (known: %s)", e.Spelling, strings.Join(known, ", "))
}

// All lists the known languages, in Meteor's order.
func All() []Language { return append([]Language(nil), languages...) }

// Codes lists the Codes of the known languages, in Meteor's order.
func Codes() []string {
	out := make([]string, len(languages))
	for i, l := range languages {
		out[i] = l.Code
	}
	return out
}
