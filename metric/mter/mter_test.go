package mter

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/version"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/mrewrite"
	"github.com/parmesan-mt/parmesan/metric/ter"
)

// newMTER aligns with exact, stem (Snowball English), synonym (mat~rug)
// and paraphrase ("big cat" ↔ "lion") matchers over hand-made resources.
func newMTER(t *testing.T, o ter.Options) *MTER {
	tab := meteor.NewParaphraseTable()
	for _, p := range [][2]string{{"big cat", "lion"}, {"lion", "big cat"}} {
		require.NoError(t, tab.Add(p[0], p[1]))
	}
	syn := &data.Synonyms{Synsets: map[string][]int32{"mat": {1}, "rug": {1}}}
	res := &meteor.Resources{Paraphrases: tab, Synonyms: syn, FunctionWords: data.WordSet{}}
	sc, err := meteor.New(meteor.Config{Language: "en", Normalization: meteor.Norm,
		Modules: []meteor.Module{meteor.Exact, meteor.Stem, meteor.Synonym, meteor.Paraphrase}}, res)
	require.NoError(t, err)
	m, err := New(Options{Rewriter: mrewrite.New(sc), TER: o})
	require.NoError(t, err)
	return m
}

func TestHandExamples(t *testing.T) {
	m := newMTER(t, ter.Options{})
	plain := ter.New(ter.Options{})
	tests := []struct {
		name, hyp, ref string
		rewritten      string
		stats, plain   metric.Stats // m-TER's and TER's {edits, length}
	}{
		// Synonym: mat becomes rug, nothing left to edit (TER: one
		// substitution over six words).
		{"synonym", "the cat sat on the rug", "the cat sat on the mat",
			"the cat sat on the rug", metric.Stats{0, 6}, metric.Stats{1, 6}},
		// Stem: cat becomes cats (TER: one substitution).
		{"stem variant", "the cats sat on the mat", "the cat sat on the mat",
			"the cats sat on the mat", metric.Stats{0, 6}, metric.Stats{1, 6}},
		// Paraphrase: "big cat" becomes "lion", a three-word reference;
		// "here" is the one extra hypothesis word. TER against the
		// original reference substitutes lion/big, slept/cat, here/slept:
		// shifting slept to the end saves nothing (a shift plus two
		// substitutions), so three edits over four words.
		{"paraphrase phrase", "a lion slept here", "a big cat slept",
			"a lion slept", metric.Stats{1, 3}, metric.Stats{3, 4}},
		// Synonym and a shift: the rewritten reference "the cat sat on the
		// rug" is one shift away ("on the rug" moved to the end); TER
		// needs the shift and the rug/mat substitution.
		{"synonym after a shift", "on the rug the cat sat", "the cat sat on the mat",
			"the cat sat on the rug", metric.Stats{1, 6}, metric.Stats{2, 6}},
		// Nothing to rewrite: m-TER is TER.
		{"no flexible match", "the dog ran", "the dog sat down",
			"the dog sat down", metric.Stats{2, 4}, metric.Stats{2, 4}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, []string{tt.rewritten}, m.Rewrite(tt.hyp, []string{tt.ref}))
			st, err := m.Stats(tt.hyp, []string{tt.ref})
			require.NoError(t, err)
			assert.Equal(t, tt.stats, st)
			assert.InDelta(t, 100*tt.stats[0]/tt.stats[1], m.Sentence(st).Score, 1e-12)
			pst, err := plain.Stats(tt.hyp, []string{tt.ref})
			require.NoError(t, err)
			assert.Equal(t, tt.plain, pst)
		})
	}
}

func TestMultiReferenceAndCorpus(t *testing.T) {
	m := newMTER(t, ter.Options{})
	// Two references rewritten separately: "the cat sat on the rug" (0
	// edits) and "a big dog" (nothing aligns, so unchanged: 3
	// substitutions and 3 deletions). The fewest edits win (0); the
	// length is the average of the rewritten lengths, (6 + 3) / 2.
	st, err := m.Stats("the cat sat on the rug", []string{"the cat sat on the mat", "a big dog"})
	require.NoError(t, err)
	assert.Equal(t, metric.Stats{0, 4.5}, st)
	agg := metric.Aggregate(m, []metric.Stats{st, {3, 5.5}})
	assert.Equal(t, metric.Stats{3, 10}, agg)
	sc := m.Corpus(agg)
	assert.Equal(t, "m-TER", sc.Name)
	assert.Equal(t, 30.0, sc.Score)
	_, err = m.Stats("a", []string{""})
	assert.ErrorIs(t, err, ter.ErrNoReference)
}

func TestSignature(t *testing.T) {
	m := newMTER(t, ter.Options{NoPunct: true})
	assert.Equal(t, "m-ter|nrefs:1|case:lc|tok:tercom|norm:no|punct:no|asian:no|align:meteor-1.5|lang:en|align-norm:norm|mods:ex_st_sy_pa|parmesan:"+version.Parmesan+"|version:2.6.0",
		m.Signature().String())
	assert.Equal(t, "m-ter|#:1|c:lc|t:tercom|nr:no|pn:no|as:no|al:meteor-1.5|l:en|n:norm|m:ex_st_sy_pa|pm:"+version.Parmesan+"|v:2.6.0",
		m.Signature().Short())
	assert.False(t, m.HigherIsBetter())
	assert.Equal(t, Name, m.Name())
	_, err := New(Options{})
	require.ErrorIs(t, err, ErrOptions)
	_, err = metric.New(Name, nil)
	require.ErrorIs(t, err, ErrOptions)
	r, err := metric.New(Name, Options{Rewriter: m.rw, TER: ter.Options{NoPunct: true}})
	require.NoError(t, err)
	assert.Equal(t, m.Signature(), r.Signature())
}

// TER's shift-search budget and the alignment's budget are two
// settings: the alignment's is align-budget whether TER's is named or not,
// so that budget:N always means TER's.
func TestSignatureBudgets(t *testing.T) {
	sc, err := meteor.New(meteor.Config{Language: "en", Modules: []meteor.Module{meteor.Exact}, MaxSegmentTokens: 3}, nil)
	require.NoError(t, err)
	for _, c := range []struct {
		ter  ter.Options
		want string
	}{
		{ter.Options{}, "m-ter|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|align:meteor-1.5|lang:en|align-norm:no_norm|mods:ex|align-budget:3|parmesan:" + version.Parmesan + "|version:2.6.0"},
		{ter.Options{MaxSegmentTokens: 4}, "m-ter|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|budget:4|align:meteor-1.5|lang:en|align-norm:no_norm|mods:ex|align-budget:3|parmesan:" + version.Parmesan + "|version:2.6.0"},
	} {
		m, err := New(Options{Rewriter: mrewrite.New(sc), TER: c.ter})
		require.NoError(t, err)
		assert.Equal(t, c.want, m.Signature().String())
	}
	m, err := New(Options{Rewriter: mrewrite.New(sc), TER: ter.Options{MaxSegmentTokens: 4}})
	require.NoError(t, err)
	assert.Equal(t, "m-ter|#:1|c:lc|t:tercom|nr:no|pn:yes|as:no|bu:4|al:meteor-1.5|l:en|n:no_norm|m:ex|abu:3|pm:"+version.Parmesan+"|v:2.6.0", m.Signature().Short())
}

// Issue 27 #2: over TER's budget m-TER is TER against the original
// references (no rewrite, no shifts) and says so; within it, rewriting
// applies as before.
func TestOverBudget(t *testing.T) {
	m := newMTER(t, ter.Options{MaxSegmentTokens: 5})
	st, err := m.Stats("the cat sat on the rug", []string{"the cat sat on the mat"})
	require.NoError(t, err)
	assert.Equal(t, metric.Stats{1, 6}, st, "6 words > 5: the mat is not rewritten to rug")
	assert.True(t, m.OverBudget("the cat sat on the rug", []string{"the cat sat on the mat"}))
	assert.Contains(t, m.BoundedWarning("h:1"), "h:1: warning: segment over the TER budget (max segment tokens 5)")
	assert.Contains(t, m.BoundedWarning("h:1"), "original references")
	st, err = newMTER(t, ter.Options{}).Stats("the cat sat on the rug", []string{"the cat sat on the mat"})
	require.NoError(t, err)
	assert.Equal(t, metric.Stats{0, 6}, st)
}
