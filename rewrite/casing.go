package rewrite

import (
	"strings"
	"unicode"

	"github.com/parmesan-mt/parmesan/lemma"
)

// capsWord reports whether t is a word of four letters or more written
// in capitals that the analyser read as a common word, its lemma having
// a lower-case letter (MILUJU, lemma milovat), not an acronym whose
// lemma is as written (NATO, EU). Shorter words are left out: the
// English analyser lower-cases the lemmas of acronyms (TV → tv, OK →
// ok, USA → usa; the English development sets had TV → *TELEVISION).
func capsWord(t lemma.Token) bool {
	n := 0
	for _, c := range t.Form {
		if unicode.IsLower(c) {
			return false
		}
		if unicode.IsUpper(c) {
			n++
		}
	}
	return n >= 4 && strings.IndexFunc(t.Lemma, unicode.IsLower) >= 0
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
// tokens of words, capsWord) is lower-cased first when the reference
// word is not: the reference's casing, not the hypothesis's emphasis.
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
				words[k] = strings.ToUpper(words[k])
			}
		}
		return
	}
	if initial {
		words[0] = lemma.MatchInitial(words[0], rs[0].Form)
	}
}
