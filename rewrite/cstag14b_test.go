package rewrite

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
)

// TestClauseAfterPersonalAby: a complement clause opened by aby with the
// conditional's person endings (chce , abych …), which the
// Czech tagger reads as SCONJ with the lemma aby/kdyby (issue #34,
// cstag14), counts for clauseAfter as one opened by aby; a word of
// another part of speech spelled like none of them does not.
func TestClauseAfterPersonalAby(t *testing.T) {
	mk := func(form, lem, pos string) lemma.Token { return lemma.Token{Form: form, Lemma: lem, POS: pos} }
	verb := mk("chce", "chtít", "VERB")
	comma := mk(",", ",", "PUNCT")
	for _, x := range []struct {
		conj lemma.Token
		want bool
	}{
		{mk("abych", "aby", "SCONJ"), true},
		{mk("abys", "aby", "SCONJ"), true},
		{mk("abychom", "aby", "SCONJ"), true},
		{mk("kdybyste", "kdyby", "SCONJ"), false}, // a conditional clause, no complement (review14 #5)
		{mk("kdyby", "kdyby", "SCONJ"), false},
		{mk("aby", "aby", "SCONJ"), true},
		{mk("abych", "abych", "ADV"), false}, // the old guess: no conjunction
		{mk("domů", "domů", "ADV"), false},
	} {
		toks := []lemma.Token{verb, comma, x.conj, mk("přišel", "přijít", "VERB")}
		assert.Equal(t, x.want, clauseAfter(toks, 0), x.conj.Form)
		assert.Equal(t, x.want, clauseAfter([]lemma.Token{verb, x.conj}, 0), x.conj.Form+" without a comma")
	}
}

// TestPrepAfterPrese: přese (přese mě), tagged ADP with lemma přes since
// cstag14, is read as the bare přes like the other vocalised prepositions.
func TestPrepAfterPrese(t *testing.T) {
	toks := []lemma.Token{{Form: "přešel", Lemma: "přejít", POS: "VERB"}, {Form: "přese", Lemma: "přes", POS: "ADP"}, {Form: "mě", Lemma: "já", POS: "PRON"}}
	assert.Equal(t, "přes", prepAfter(toks, 0))
	toks[1].Form = "Přese"
	assert.Equal(t, "přes", prepAfter(toks, 0))
}
