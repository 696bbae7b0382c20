package mbleu

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/version"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/bleu"
	"github.com/parmesan-mt/parmesan/metric/mrewrite"
)

// newMBLEU aligns with exact, stem (Snowball English), synonym (mat~rug)
// and paraphrase ("big cat" ↔ "lion") matchers over hand-made resources.
func newMBLEU(t *testing.T) *MBLEU {
	tab := meteor.NewParaphraseTable()
	for _, p := range [][2]string{{"big cat", "lion"}, {"lion", "big cat"}} {
		require.NoError(t, tab.Add(p[0], p[1]))
	}
	syn := &data.Synonyms{Synsets: map[string][]int32{"mat": {1}, "rug": {1}}}
	res := &meteor.Resources{Paraphrases: tab, Synonyms: syn, FunctionWords: data.WordSet{}}
	sc, err := meteor.New(meteor.Config{Language: "en", Normalization: meteor.Norm,
		Modules: []meteor.Module{meteor.Exact, meteor.Stem, meteor.Synonym, meteor.Paraphrase}}, res)
	require.NoError(t, err)
	m, err := New(Options{Rewriter: mrewrite.New(sc)})
	require.NoError(t, err)
	return m
}

func TestHandExamples(t *testing.T) {
	m := newMBLEU(t)
	tests := []struct {
		name, hyp, ref string
		stats          metric.Stats
		sentence       float64
	}{
		// Stem (cat→cats) and synonym (mat→rug): the reference becomes
		// "the cats sat on the rug"; against "the cats sat on a rug":
		// 1-grams 5/6, 2-grams 3/5, 3-grams 2/4, 4-grams 1/3. Lin & Och
		// add one above unigrams: 5/6 · 4/6 · 3/5 · 2/4 = 1/6, so the
		// sentence score is 100·(1/6)^(1/4).
		{"stem and synonym", "the cats sat on a rug", "the cat sat on the mat",
			metric.Stats{6, 6, 5, 3, 2, 1, 6, 5, 4, 3}, 100 * math.Pow(1.0/6, 0.25)},
		// Paraphrase: "big cat" becomes "lion", so the reference is
		// "a lion slept ." and every n-gram matches.
		{"paraphrase phrase", "a lion slept.", "a big cat slept.",
			metric.Stats{4, 4, 4, 3, 2, 1, 4, 3, 2, 1}, 100},
		// Nothing to rewrite: plain BLEU statistics. 1-grams 2/3,
		// 2-grams 1/2, 3-grams 0/1 → add-one 1/2; no 4-grams → 1/1.
		// 2/3 · 2/3 · 1/2 · 1 = 2/9; BP exp(1 - 4/3).
		{"no flexible match", "the dog ran", "the dog sat down",
			metric.Stats{3, 4, 2, 1, 0, 0, 3, 2, 1, 0}, 100 * math.Exp(1-4.0/3) * math.Pow(2.0/9, 0.25)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, err := m.Stats(tt.hyp, []string{tt.ref})
			require.NoError(t, err)
			assert.Equal(t, tt.stats, st)
			assert.InDelta(t, tt.sentence, m.Sentence(st).Score, 1e-9)
		})
	}
	// Corpus of the first example alone: exp smoothing is not needed,
	// 5/6 · 3/5 · 2/4 · 1/3 = 1/12.
	st, err := m.Stats("the cats sat on a rug", []string{"the cat sat on the mat"})
	require.NoError(t, err)
	assert.InDelta(t, 100*math.Pow(1.0/12, 0.25), m.Corpus(st).Score, 1e-9)
	// Plain BLEU of the same pair is lower: cat/cats and mat/rug differ.
	b, err := bleu.New(bleu.Options{})
	require.NoError(t, err)
	bst, err := b.Stats("the cats sat on a rug", []string{"the cat sat on the mat"})
	require.NoError(t, err)
	assert.Less(t, b.Corpus(bst).Score, m.Corpus(st).Score)
}

func TestSignature(t *testing.T) {
	m := newMBLEU(t)
	assert.Equal(t, "m-bleu|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|sent-smooth:add-k[1.00]|align:meteor-1.5|lang:en|norm:norm|mods:ex_st_sy_pa|parmesan:"+version.Parmesan+"|version:2.6.0",
		m.Signature().String())
	_, err := New(Options{})
	require.ErrorIs(t, err, ErrOptions)
	_, err = metric.New(Name, nil)
	require.ErrorIs(t, err, ErrOptions)
}
