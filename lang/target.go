package lang

import "strings"

// targetOnly are the languages known only as the target language of the
// string metrics: sacrebleu picks BLEU's tokenizer for them (zh: zh,
// ja: ja-mecab, ko: ko-mecab). Lookup, and so Meteor and the stages, do
// not know them; ParseTarget and LookupTarget do.
var targetOnly = []Language{
	{Code: "zh", Name: "chinese"},
	{Code: "ja", Name: "japanese"},
	{Code: "ko", Name: "korean"},
}

// LookupTarget finds the target language a -l spelling names, ignoring
// case: any spelling Lookup accepts; the name or code of a language known
// only as a target (zh, chinese, ja, ko); sacrebleu's language pair
// SRC-TRG of two known languages (en-cs → cs); or a language tag with a
// region or script, BCP 47's zh-CN, zh-Hans, zh-Hant-TW (the region in
// capitals, as BCP 47 writes it: a lower-case zh-cn would read as a pair)
// or a POSIX locale zh_CN, cs_CZ.UTF-8 → the language.
func LookupTarget(s string) (Language, bool) {
	if l, ok := lookupTarget(s); ok {
		return l, true
	}
	if i := strings.IndexAny(s, ".@"); i > 0 { // POSIX locale: cs_CZ.UTF-8, sr_RS@latin
		s = s[:i]
	}
	if first, rest, ok := strings.Cut(s, "_"); ok { // POSIX locale: zh_CN
		l, known := lookupTarget(first)
		return l, known && subtags(strings.Split(rest, "_"), true)
	}
	parts := strings.Split(s, "-")
	if len(parts) < 2 {
		return Language{}, false
	}
	// A pair (en-cs, EN-CS), unless written as a language and its region
	// (sv-FI is Swedish in Finland, en-CZ English in Czechia).
	region := parts[0] == strings.ToLower(parts[0]) && len(parts[1]) == 2 && parts[1] == strings.ToUpper(parts[1])
	l, known := lookupTarget(parts[0])
	if !known {
		return Language{}, false
	}
	if len(parts) == 2 && !region {
		if tgt, ok := lookupTarget(parts[1]); ok { // sacrebleu's pair
			return tgt, true
		}
	}
	return l, subtags(parts[1:], false)
}

// ParseTarget is LookupTarget with an error that lists the known
// languages.
func ParseTarget(s string) (Language, error) {
	if l, ok := LookupTarget(s); ok {
		return l, nil
	}
	return Language{}, &UnknownError{Spelling: s, Target: true}
}

// lookupTarget is Lookup, then the languages known only as targets.
func lookupTarget(s string) (Language, bool) {
	if l, ok := Lookup(s); ok {
		return l, true
	}
	k := strings.ToLower(s)
	for _, l := range targetOnly {
		if k == l.Code || k == l.Name {
			return l, true
		}
	}
	return Language{}, false
}

// subtags reports whether tags are a language tag's script and region
// subtags: a script of four letters (Hans), a region of two letters or
// three digits (CN, 419). Outside a POSIX locale (anyCase false) a
// two-letter region must be in capitals, as BCP 47 writes it, so that a
// lower-case pair of codes (en-hr) is never read as a region.
func subtags(tags []string, anyCase bool) bool {
	if len(tags) == 0 || len(tags) > 2 {
		return false
	}
	for i, t := range tags {
		switch {
		case len(t) == 4 && i == 0 && letters(t):
		case len(t) == 2 && letters(t) && (anyCase || strings.ToUpper(t) == t):
		case len(t) == 3 && strings.Trim(t, "0123456789") == "":
		default:
			return false
		}
	}
	return true
}

func letters(s string) bool {
	for _, r := range s {
		if (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') {
			return false
		}
	}
	return true
}
