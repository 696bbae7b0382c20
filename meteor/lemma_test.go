package meteor

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

// lemmaTable is a hand-made lemmatizer: words it lacks are their own
// lemma.
type lemmaTable map[string]string

func (t lemmaTable) Lemma(w string) string {
	if l, ok := t[w]; ok {
		return l
	}
	return w
}

var polishLemmas = lemmaTable{"psy": "pies", "pies": "pies", "biegną": "biec", "biegnie": "biec", "duże": "duży"}

func lemmaScorer(t *testing.T, mods []Module, w []float64) *Scorer {
	t.Helper()
	res := &Resources{FunctionWords: data.WordSet{}, Lemmas: polishLemmas, Fingerprints: Fingerprints{Lemmas: "hunspell-pl#0123abcd"}}
	s, err := New(Config{Language: "other", Normalization: LowerOnly, Modules: mods, Weights: w, Params: &Params{0.85, 0.2, 0.6, 0.75}}, res)
	require.NoError(t, err)
	return s
}

// TestLemmaModule: words with a common lemma match at the Lemma stage,
// with its own weight. Scores by hand (Meteor 1.5's formula, spec §7.2;
// no function words, so P = Σ w·m / |h|; a segment matched whole in one
// chunk has no penalty):
//   - "psy biegną" / "pies biegnie": two lemma matches of weight 0.6, P =
//     R = Fmean = 0.6, one chunk, all matched: 0.6;
//   - "duże psy biegną" / "duże psy biegnie": two exact, one lemma: P = R
//     = (1 + 1 + 0.6)/3 = 0.8666666667, all matched in one chunk; exact
//     alone: P = R = 2/3, frag = 1 chunk / 2 matched = 1/2, pen =
//     0.6·0.5^0.2 = 0.5223303380, 2/3·(1 − pen) = 0.3184464413;
//   - "biegną psy" / "pies biegnie": crossed, two chunks over two matched
//     words: frag 1, pen 0.6, 0.6·0.4 = 0.24;
//   - "koty biegną" / "pies biegnie": one lemma match: P = R = 0.3, frag
//     1, 0.3·0.4 = 0.12.
func TestLemmaModule(t *testing.T) {
	with := lemmaScorer(t, []Module{Exact, Lemma}, []float64{1, 0.6})
	without := lemmaScorer(t, []Module{Exact}, []float64{1})
	p := with.Settings().Params
	for _, c := range []struct {
		hyp, ref      string
		with, without float64
	}{
		{"psy biegną", "pies biegnie", 0.6, 0},
		{"duże psy biegną", "duże psy biegnie", 0.8666666667, 0.3184464413},
		{"biegną psy", "pies biegnie", 0.24, 0},
		{"koty biegną", "pies biegnie", 0.12, 0},
	} {
		t.Run(c.hyp, func(t *testing.T) {
			st := with.Score(c.hyp, []string{c.ref})
			assert.InDelta(t, c.with, st.Compute(p, with.Settings().Weights).Score, 1e-9)
			st = without.Score(c.hyp, []string{c.ref})
			assert.InDelta(t, c.without, st.Compute(p, without.Settings().Weights).Score, 1e-9)
		})
	}
}

// The module needs a lemmatizer; the signature names the module and the
// lemmatizer, and only when the module is used.
func TestLemmaModuleResourcesAndSignature(t *testing.T) {
	_, err := New(Config{Language: "other", Modules: []Module{Exact, Lemma}}, &Resources{FunctionWords: data.WordSet{}})
	assert.True(t, errors.Is(err, ErrMissingResource), "%v", err)
	m, err := ParseModule("lemma")
	require.NoError(t, err)
	assert.Equal(t, Lemma, m)
	assert.Equal(t, "lm", Lemma.Short())

	sig := lemmaScorer(t, []Module{Exact, Lemma}, []float64{1, 0.6}).Signature(1).String()
	assert.Contains(t, sig, "mods:ex_lm")
	assert.Contains(t, sig, "w:1.0_0.6")
	assert.Contains(t, sig, "lemmas:hunspell-pl#0123abcd")
	sig = lemmaScorer(t, []Module{Exact}, []float64{1}).Signature(1).String()
	assert.NotContains(t, sig, "lemmas:")
}
