package eval

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/meteor"
)

// TestHypothesesShared: evaluators sharing Options.Hypotheses score every
// segment as they score alone, the second reusing the first one's
// tokens; evaluators preparing text differently (another normalization)
// do not share tokens.
func TestHypothesesShared(t *testing.T) {
	refs := readExample(t, "ref.txt")
	hyps := readExample(t, "hyp.txt")
	cfgs := []meteor.Config{
		{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}},
		{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact, meteor.Stem}},
		{Language: "en", Normalization: meteor.LowerOnly, Modules: []meteor.Module{meteor.Exact, meteor.Stem}},
	}
	shared := &Hypotheses{}
	for _, cfg := range cfgs {
		alone, err := NewEvaluator(Options{Meteor: cfg})
		require.NoError(t, err)
		with, err := NewEvaluator(Options{Meteor: cfg, Hypotheses: shared})
		require.NoError(t, err)
		r, err := alone.PrepareReferences([][]string{refs}, nil)
		require.NoError(t, err)
		want, err := alone.ScoreSystem("a", hyps, r)
		require.NoError(t, err)
		got, err := with.ScoreSystem("a", hyps, r)
		require.NoError(t, err)
		require.Equal(t, want.Corpus, got.Corpus)
		for i := range want.Segments {
			require.Equal(t, want.Segments[i], got.Segments[i], "segment %d", i+1)
		}
	}
	// One entry per distinct hypothesis and preparation: the two Norm
	// evaluators shared theirs.
	distinct := map[string]bool{}
	for _, h := range hyps {
		distinct[h] = true
	}
	require.Len(t, shared.m, 2*len(distinct))
	// The tokens come from the first preparation asked.
	calls := 0
	h := &Hypotheses{}
	prep := func(s string) []string { calls++; return []string{s} }
	require.Equal(t, []string{"x"}, h.prepare("p", "x", prep))
	require.Equal(t, []string{"x"}, h.prepare("p", "x", prep))
	require.Equal(t, 1, calls)
	h.prepare("q", "x", prep)
	require.Equal(t, 2, calls)
}
