package lemma

import (
	"strings"
	"unicode"
)

// The ways the pipeline carries capitalisation from one word to
// another, in one place (rewrite's caseAs chooses among them for a
// replacement, from the words' analyses). None panics, on empty words
// included.

// Upper writes s in capitals; ß becomes SS, as German writes it in
// capitals (STRASSE), since strings.ToUpper keeps ß (STRAßE).
func Upper(s string) string {
	return strings.ReplaceAll(strings.ToUpper(s), "ß", "SS")
}

// MatchCase gives form the capitalisation pattern of like: all upper
// (when like has more than one letter and all are upper), capitalised
// (the rest lower-cased), or lower. The agreement fixer uses it for forms
// it generates in place of a reference word.
func MatchCase(form, like string) string {
	if form == "" || like == "" {
		return form
	}
	if strings.ToUpper(like) == like && strings.ToLower(like) != like && len([]rune(like)) > 1 {
		return strings.ToUpper(form)
	}
	r := []rune(like)
	if strings.ToUpper(string(r[0])) == string(r[0]) && strings.ToLower(string(r[0])) != string(r[0]) {
		f := []rune(strings.ToLower(form))
		return strings.ToUpper(string(f[0])) + string(f[1:])
	}
	return strings.ToLower(form)
}

// MatchInitial gives form the case of like's first letter and leaves the
// rest of form alone: a sentence-initial "Místo" replacing "poloha"
// inside the sentence becomes "místo", unless form is capitalised inside
// its sentence too (a name: its second letter is not upper case only in
// an acronym). The rewriter uses it for hypothesis words it moves into a
// reference.
func MatchInitial(form, like string) string {
	fr, lr := []rune(form), []rune(like)
	if len(fr) == 0 || len(lr) == 0 {
		return form
	}
	lowerLike := unicode.IsLower(lr[0])
	if lowerLike && unicode.IsUpper(fr[0]) && (len(fr) == 1 || !unicode.IsUpper(fr[1])) {
		fr[0] = unicode.ToLower(fr[0])
		return string(fr)
	}
	if !lowerLike && unicode.IsUpper(lr[0]) && unicode.IsLower(fr[0]) {
		fr[0] = unicode.ToUpper(fr[0])
		return string(fr)
	}
	return form
}
