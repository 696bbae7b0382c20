package rewrite

import (
	"strings"
	"unicode"

	"github.com/parmesan-mt/parmesan/lemma"
)

// capsForm reports whether t's form has four letters or more, all in
// capitals (ß, which has no capital in common use, counts as neither),
// and t is read as a common word or an acronym, not a name: not a proper
// noun (PRAHA, lemma Praha), a lemma with a lower-case letter (not the
// Czech analyser's EU, lemma EU). Shorter words are left out (US, lemma
// we; TV, lemma tv).
func capsForm(t lemma.Token) bool {
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
	return n >= 4 && t.POS != "PROPN" && strings.IndexFunc(t.Lemma, unicode.IsLower) >= 0
}

// capsWord reports whether t is surely a common word written in
// capitals, by a rule that holds whatever the analyser does with
// acronyms: capsForm, and a lemma that is not merely the lower-cased
// form: another word (MILUJU, lemma milovat; TĚŽŠÍ, lemma těžký) or
// one the dictionary writes with a capital (German REINFALL, lemma
// Reinfall). An uninflected word whose lemma is its form lower-cased
// (MÍSTO, lemma místo) cannot be told from an acronym whose lemma the
// analyser lower-cased (the English analyser gives NASA → nasa, NATO →
// nato), so alone it is not one.
func capsWord(t lemma.Token) bool {
	return capsForm(t) && t.Lemma != lower(t.Form)
}

// capsContext is how many tokens on each side of reference words are
// looked at for a passage in capitals: a common word written in
// capitals (capsWord) or two capsForm words, which acronyms seldom are
// side by side. In such a passage an uninflected word in capitals is
// written in capitals too.
const capsContext = 3

// refCaps reports which reference words ref[j:j+n] caseAs treats as
// written in capitals: all (every word without a lower-case letter,
// one of them in capitals: V POŘÁDKU, whose one-letter V alone says
// nothing) and first (ref[j] is). A word is in capitals when it is
// capsWord, or capsForm in a passage in capitals (capsContext: pak
// NENÍ VRÁCENÍ MOŽNÉ; ZÁPACH JE VELMI HROZNÝ ... OTVOR). Alone, an
// uninflected word in capitals (Je to ZNEPOKOJUJÍCÍ .) may be an
// acronym (NASA) and is not.
func refCaps(ref []lemma.Token, j, n int) (all, first bool) {
	words, forms := 0, 0
	for k := max(0, j-capsContext); k < min(len(ref), j+n+capsContext); k++ {
		if k >= j && k < j+n {
			continue
		}
		if capsWord(ref[k]) {
			words++
		}
		if capsForm(ref[k]) {
			forms++
		}
	}
	passage := words > 0 || forms >= 2
	in := func(t lemma.Token) bool { return capsWord(t) || passage && capsForm(t) }
	rs := ref[j : j+n]
	first = in(rs[0])
	for _, t := range rs {
		if strings.IndexFunc(t.Form, unicode.IsLower) >= 0 {
			return false, first
		}
		all = all || in(t)
	}
	return all, first
}

// caseAs gives words, which replace the reference words ref[j:j+n], the
// casing of those words (refCaps) and reports whether it wrote any in
// capitals: all in capitals when the reference words are ("naprosto
// MILUJU" → "naprosto ZBOŽŇUJU", not "Zbožňuju" inside the sentence);
// the first word in capitals when only the first reference word is in
// capitals; else, when initial, the first word takes the case of
// ref[j]'s initial (lemma.MatchInitial). A hypothesis word written in
// capitals (hs, the tokens of words) is lower-cased first when it is
// surely a common word (capsWord) and the reference word is not in
// capitals: the reference's casing, not the hypothesis's emphasis; an
// acronym or a name keeps its capitals.
func caseAs(words []string, ref []lemma.Token, j, n int, hs []lemma.Token, initial bool) bool {
	if len(words) == 0 || n <= 0 || j < 0 || j+n > len(ref) {
		return false
	}
	if all, first := refCaps(ref, j, n); all || first {
		for k := range words {
			if k == 0 || all {
				words[k] = lemma.Upper(words[k])
			}
		}
		return true
	}
	for k := range words {
		if k < len(hs) && capsWord(hs[k]) {
			words[k] = lower(words[k])
		}
	}
	if initial {
		words[0] = lemma.MatchInitial(words[0], ref[j].Form)
	}
	return false
}
