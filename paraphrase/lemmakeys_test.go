package paraphrase

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
)

// numberLang analyses from a fixed dictionary: form → lemma, POS and
// Number; other words are their own lemmas, tagged X.
type numberLang map[string][3]string

func (f numberLang) Analyze(toks []string) []lemma.Token {
	out := make([]lemma.Token, len(toks))
	for i, w := range toks {
		x, ok := f[w]
		if !ok {
			out[i] = lemma.Token{Form: w, Lemma: w, POS: "X"}
			continue
		}
		out[i] = lemma.Token{Form: w, Lemma: x[0], POS: x[1], Feats: lemma.Feats{"Number": x[2]}}
	}
	return out
}

// MyThes writes multiword entries in citation form (odborné znalosti);
// the rewriter looks spans up by lemma keys (odborný znalost: issue #34
// round 3, odborným znalostem → odbornosti was never looked up). A
// single word, a plural headword too (otáčky), keeps its own key.
func TestWithLemmaKeys(t *testing.T) {
	an := numberLang{
		"odborné":   {"odborný", "ADJ", "Plur"},
		"znalosti":  {"znalost", "NOUN", "Plur"},
		"odbornost": {"odbornost", "NOUN", "Sing"},
		"otáčky":    {"otáčka", "NOUN", "Plur"},
		"rychlost":  {"rychlost", "NOUN", "Sing"},
		"tempa":     {"tempo", "NOUN", "Sing"}, // a singular form: not re-keyed
		"běží":      {"běžet", "VERB", ""},     // nor a verb form
		"jde":       {"jít", "VERB", ""},
	}
	s := NewSet()
	for _, p := range [][2]string{{"odborné znalosti", "odbornost"}, {"rychlost", "otáčky"}, {"tempa", "rychlost"}, {"běží", "jde"}} {
		s.Add(Pair{A: p[0], B: p[1], Prob: 0.5, Source: SourceThesaurus})
	}
	got := WithLemmaKeys(s, an)
	has := func(a, b string) bool { _, ok := got.Lookup(a, b); return ok }
	assert.True(t, has("odborné znalosti", "odbornost"), "the entry itself stays")
	assert.True(t, has("odborný znalost", "odbornost"))
	assert.False(t, has("rychlost", "otáčka"), "a plural headword keeps its own key")
	assert.True(t, has("rychlost", "otáčky"))
	assert.False(t, has("tempo", "rychlost"), "a singular form keeps its own key")
	assert.False(t, has("běžet", "jít"), "a verb form keeps its own key")
	p, _ := got.Lookup("odborný znalost", "odbornost")
	assert.Equal(t, SourceThesaurus, p.Source)
	assert.InDelta(t, 0.5, p.Prob, 1e-12)
}
