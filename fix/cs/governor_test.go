package cs

import (
	"testing"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/rewrite"
)

func tok(form, lem, pos, feats string) lemma.Token {
	f, err := lemma.ParseFeats(feats)
	if err != nil {
		panic(err)
	}
	return lemma.Token{Form: form, Lemma: lem, POS: pos, Feats: f}
}

// sameGovernor on hand-made analyses: the word before both nouns must be
// the same governor, in form or in lemma and polarity.
func TestSameGovernor(t *testing.T) {
	noun := tok("překvapením", "překvapení", "NOUN", "Case=Ins|Gender=Neut|Number=Sing")
	hypNoun := tok("divu", "diva", "NOUN", "Case=Acc|Gender=Fem|Number=Sing")
	for _, c := range []struct {
		name     string
		ref, hyp lemma.Token
		want     bool
	}{
		{"same form", tok("není", "být", "AUX", "Polarity=Neg"), tok("Není", "být", "AUX", "Polarity=Neg"), true},
		{"same lemma and polarity", tok("nebylo", "být", "AUX", "Polarity=Neg"), tok("není", "být", "AUX", "Polarity=Neg"), true},
		{"negation differs", tok("je", "být", "AUX", "Polarity=Pos"), tok("není", "být", "AUX", "Polarity=Neg"), false},
		{"another lemma", tok("znamená", "znamenat", "VERB", "Polarity=Pos"), tok("je", "být", "AUX", "Polarity=Pos"), false},
		{"vocalised preposition", tok("ve", "v", "ADP", ""), tok("v", "v", "ADP", ""), true},
		{"an attribute is no governor", tok("velkým", "velký", "ADJ", "Case=Ins"), tok("velkým", "velký", "ADJ", "Case=Ins"), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			ref := []lemma.Token{c.ref, noun}
			hyp := []lemma.Token{c.hyp, hypNoun}
			subs := []rewrite.Substitution{{Pos: 1, HypPos: 1}}
			if got := sameGovernor(ref, 1, hyp, subs); got != c.want {
				t.Errorf("sameGovernor(%s / %s) = %v, want %v", c.ref.Form, c.hyp.Form, got, c.want)
			}
		})
	}
}
