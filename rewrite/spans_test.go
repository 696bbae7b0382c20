package rewrite

import (
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/lemma"
)

// negations counts the negating tokens of a span: the definition
// spansPlain reads off the tokens' flags.
func negations(ts []lemma.Token) int {
	n := 0
	for _, t := range ts {
		if negating(t, strings.ToLower(t.Form)) {
			n++
		}
	}
	return n
}

// TestSpansPlainMatchesTokens compares spansPlain, which reads each
// token's flags, with the tests it stands for on the tokens themselves,
// for every pair of spans of up to maxPhrase tokens of two sentences
// mixing words, numbers, negations, punctuation and contractions.
func TestSpansPlainMatchesTokens(t *testing.T) {
	tok := func(form, pos string, feats lemma.Feats) lemma.Token {
		return lemma.Token{Form: form, Lemma: strings.ToLower(form), POS: pos, Feats: feats}
	}
	neg := lemma.Feats{"Polarity": "Neg"}
	ref := []lemma.Token{tok("Nepřišel", "VERB", neg), tok("jsem", "AUX", nil), tok("v", "ADP", nil), tok("5", "NUM", nil),
		tok("hodin", "NOUN", nil), tok(",", "PUNCT", nil), tok("ale", "CCONJ", nil), tok("nikdy", "ADV", nil), tok("don't", "VERB", nil),
		tok("2023", "NUM", nil), tok("tři", "NUM", nil), tok("Covid-19", "PROPN", nil), tok("—", "PUNCT", nil), tok("dům", "NOUN", nil)}
	hyp := []lemma.Token{tok("přišel", "VERB", nil), tok("jsem", "AUX", nil), tok("v", "ADP", nil), tok("5", "NUM", nil),
		tok("Hodin", "NOUN", nil), tok("ne", "PART", nil), tok("not", "PART", nil), tok("2023", "NUM", nil), tok("tři", "NUM", nil),
		tok("!", "PUNCT", nil), tok("cannot", "VERB", nil), tok("$", "SYM", nil), tok("domy", "NOUN", nil)}
	rlw, hlw := lowsOf(ref), lowsOf(hyp)
	st := &sentence{rlw: rlw, hlw: hlw, rkeys: keys(ref), hkeys: keys(hyp), rflag: flagsOf(ref, rlw), hflag: flagsOf(hyp, hlw)}
	checked, plainPairs := 0, 0
	for j0 := range ref {
		for n := 1; n <= maxPhrase && j0+n <= len(ref); n++ {
			for i0 := range hyp {
				for m := 1; m <= maxPhrase && i0+m <= len(hyp); m++ {
					sl := span{ref, hyp, j0, n, i0, m, st}
					r, h := ref[j0:j0+n], hyp[i0:i0+m]
					want := plain(r) && plain(h) && negations(r) == negations(h) && sameNumbers(r, h)
					if got := st.spansPlain(sl, r, h); got != want {
						t.Errorf("spansPlain(%q, %q) = %v, want %v", forms(r), forms(h), got, want)
					}
					if got, want := st.cannotPart(sl, r, h), n == 1 && m == 1 || !want; got != want {
						t.Errorf("cannotPart(%q, %q) = %v, want %v", forms(r), forms(h), got, want)
					}
					checked++
					if want {
						plainPairs++
					}
				}
			}
		}
	}
	// Both answers must occur, or the comparison shows nothing.
	if plainPairs == 0 || plainPairs == checked {
		t.Fatalf("%d of %d span pairs plain: the sentences do not exercise both answers", plainPairs, checked)
	}
	t.Logf("%d span pairs, %d plain", checked, plainPairs)
}

