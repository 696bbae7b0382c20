package eval

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// TestWeightedRewrite: with Options.Weighted a substituted word
// earns the module's weight instead of an exact match's. "movie" →
// "film" makes the segment a perfect match; with weight w the one moved
// content word weighs w·δ instead of δ on each side, so P = R = F =
// 1 − (1−w)·δ/(δ(L−F) + (1−δ)F), and a perfect segment has no penalty.
func TestWeightedRewrite(t *testing.T) {
	hyp, ref := "The film was quiet and sensitive .", "The movie was quiet and sensitive ."
	score := func(w *meteor.Rewritten) (*SystemScore, meteor.Signature) {
		ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
		require.NoError(t, err)
		ev, err := NewEvaluator(Options{Rewrite: ro, Weighted: w, Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm}})
		require.NoError(t, err)
		refs, err := ev.PrepareReferences([][]string{{ref}}, nil)
		require.NoError(t, err)
		s, err := ev.ScoreSystem("s", []string{hyp}, refs)
		require.NoError(t, err)
		require.Len(t, s.Rewritten[0][0].Subs, 1)
		return s, ev.Signature(1)
	}
	paper, paperSig := score(nil)
	assert.Equal(t, 1.0, paper.Corpus.Score)
	assert.NotContains(t, paperSig.String(), meteor.RewrittenName)

	one, _ := score(&meteor.Rewritten{Weight: 1})
	assert.InDelta(t, paper.Corpus.Score, one.Corpus.Score, 1e-15, "weight 1 is the paper's credit")

	half, sig := score(&meteor.Rewritten{Weight: 0.5})
	st := half.Total
	d := 0.75 // English rank task δ
	wl := d*(st.TestLen-st.TestFunc) + (1-d)*st.TestFunc
	want := 1 - 0.5*d/wl
	assert.InDelta(t, want, half.Corpus.Score, 1e-12)
	assert.InDelta(t, want, half.Metrics[0].Score, 1e-12)
	assert.Equal(t, 1.0, st.TestContent[1], "the moved word is in the slot after exact")
	assert.Contains(t, sig.String(), "module="+meteor.RewrittenName+":0.5")
	assert.True(t, strings.Contains(sig.String(), "|w:1.0_0.5|"), sig.String())

	ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)
	_, err = NewEvaluator(Options{Rewrite: ro, Weighted: &meteor.Rewritten{Weight: 2}, Meteor: meteor.Config{Language: "en"}})
	assert.Error(t, err)
}
