package rewrite

import (
	"strings"
	"unicode"

	"github.com/parmesan-mt/parmesan/lemma"
)

// capsWord reports whether t is a common word written in capitals, by a
// rule that holds whatever the analyser does with acronyms: four letters
// or more, none in lower case (ß, which has no capital in common use,
// counts as neither), not a proper noun, a lemma without capitals, and
// a lemma that is not merely the lower-cased form (MILUJU, lemma
// milovat; TĚŽŠÍ, lemma těžký). An uninflected word (MÍSTO, lemma
// místo) cannot be told from an acronym whose lemma the analyser
// lower-cased (the English analyser gives NASA → nasa, NATO → nato,
// TV → tv), so it is not one: its casing is left as before (the
// replacement takes the reference word's initial). PRAHA (lemma Praha,
// PROPN) and Czech acronyms (EU, lemma EU) are not common words either.
// The four letters keep out short words whose inflected reading may be
// an acronym (US, lemma we).
func capsWord(t lemma.Token) bool {
	n := 0
	for _, c := range t.Form {
		if c == 'ß' {
			continue
		}
		if unicode.IsLower(c) {
			return false
		}
		if unicode.IsUpper(c) {
			n++
		}
	}
	return n >= 4 && t.POS != "PROPN" && strings.IndexFunc(t.Lemma, unicode.IsUpper) < 0 &&
		strings.IndexFunc(t.Lemma, unicode.IsLower) >= 0 && t.Lemma != strings.ToLower(t.Form)
}

// upper writes s in capitals; ß becomes SS, as German writes it in
// capitals (STRASSE), since strings.ToUpper keeps ß (STRAßE).
func upper(s string) string {
	return strings.ReplaceAll(strings.ToUpper(s), "ß", "SS")
}

// capsPhrase reports reference words written in capitals, one of them a
// word (capsWord) and none with a lower-case letter: V POŘÁDKU, whose
// one-letter V alone says nothing.
func capsPhrase(rs []lemma.Token) bool {
	word := false
	for _, t := range rs {
		if strings.IndexFunc(t.Form, unicode.IsLower) >= 0 {
			return false
		}
		word = word || capsWord(t)
	}
	return word
}

// caseAs gives words, which replace the reference words rs, the casing
// of rs: all in capitals when the reference words are (capsPhrase:
// "naprosto MILUJU" → "naprosto ZBOŽŇUJU", not "Zbožňuju" inside the
// sentence); the first word in capitals when only the first reference
// word is a word written in capitals (capsWord); else, when
// initial, the first word takes the case of rs[0]'s initial
// (lemma.MatchInitial). A hypothesis word written in capitals (hs, the
// tokens of words) is lower-cased first when it is a common word
// (capsWord) and the reference word is not: the reference's casing, not
// the hypothesis's emphasis; an acronym or a name keeps its capitals.
func caseAs(words []string, rs, hs []lemma.Token, initial bool) {
	if len(words) == 0 || len(rs) == 0 {
		return
	}
	all := capsPhrase(rs)
	if !all && !capsWord(rs[0]) {
		for k := range words {
			if k < len(hs) && capsWord(hs[k]) {
				words[k] = strings.ToLower(words[k])
			}
		}
	}
	if all || capsWord(rs[0]) {
		for k := range words {
			if k == 0 || all {
				words[k] = upper(words[k])
			}
		}
		return
	}
	if initial {
		words[0] = lemma.MatchInitial(words[0], rs[0].Form)
	}
}
