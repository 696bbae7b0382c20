package rewrite

import (
	"strings"
	"unicode"

	"github.com/parmesan-mt/parmesan/lemma"
)

// capsWord reports whether t is a word written in capitals that the
// analyser read as a common word, its lemma having a lower-case letter
// (MILUJU, lemma milovat), not an acronym whose lemma is as written
// (NATO, EU) nor a one-letter word.
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
	return n > 1 && strings.IndexFunc(t.Lemma, unicode.IsLower) >= 0
}

// caseAs gives words, which replace the reference words rs, the casing
// of rs: all in capitals when every reference word with a letter is a
// word written in capitals (capsWord: "naprosto MILUJU" → "naprosto
// ZBOŽŇUJU", not "Zbožňuju" inside the sentence); the first word in
// capitals when only the first reference word is one; else, when
// initial, the first word takes the case of rs[0]'s initial
// (lemma.MatchInitial). A hypothesis word written in capitals (hs, the
// tokens of words, capsWord) is lower-cased first when the reference
// word is not: the reference's casing, not the hypothesis's emphasis.
func caseAs(words []string, rs, hs []lemma.Token, initial bool) {
	if len(words) == 0 || len(rs) == 0 {
		return
	}
	if !capsWord(rs[0]) {
		for k := range words {
			if k < len(hs) && capsWord(hs[k]) {
				words[k] = strings.ToLower(words[k])
			}
		}
	}
	if capsWord(rs[0]) {
		all := true
		for _, t := range rs[1:] {
			if strings.IndexFunc(t.Form, unicode.IsLetter) >= 0 && !capsWord(t) {
				all = false
				break
			}
		}
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
