package eval

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// TestDictionaryWithoutSources: rewrite options with a grounding
// dictionary promise that substitutions are kept only where the source
// translates to both words, and the signature says ground=…. Every path
// that cannot take the sources, or was not given them, fails with
// ErrNoSources instead of scoring ungrounded under a grounded signature
// (the one-call API scored 0.344868 with a signature naming
// ground=freedict-eng-ces where the grounded evaluator scored 0.164706).
func TestDictionaryWithoutSources(t *testing.T) {
	// WordNet only: the grounding does not drop pairs mined from many
	// translations (the default multi-en table carries its own evidence).
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English, Sources: []pipeline.Source{{Kind: pipeline.SourceWordNet}}})
	require.NoError(t, err)
	ro.Dictionary = paraphrase.NewDictionary() // translates nothing: grounding keeps no substitution
	ro.Sources = append(ro.Sources, pipeline.ResourceUse{Name: "freedict-eng-eng", Hash: "00000000"})
	o := DefaultOptions("en")
	o.Rewrite = ro

	_, err = Evaluate(apiRefs, apiSystems, o)
	assert.ErrorIs(t, err, ErrNoSources, "Evaluate")
	_, err = EvaluateMetrics(apiRefs, apiSystems, []string{MetricMeteor, MetricCHRF}, MetricConfig{}, o, MetricOptions{})
	assert.ErrorIs(t, err, ErrNoSources, "EvaluateMetrics")
	_, err = EvaluateStream(context.Background(), []string{"a", "b"}, o, streamOf(apiRefs, apiSystems))
	assert.ErrorIs(t, err, ErrNoSources, "EvaluateStream")

	ev, err := NewEvaluator(o)
	require.NoError(t, err)
	_, err = ev.PrepareReferences(apiRefs, nil)
	assert.ErrorIs(t, err, ErrNoSources, "PrepareReferences without sources")
	// References prepared by a rewriter without the dictionary are not
	// grounded: the grounding evaluator refuses them.
	loose := *ro
	loose.Dictionary, loose.Sources = nil, ro.Sources[:len(ro.Sources)-1]
	ungrounded := o
	ungrounded.Rewrite = &loose
	lev, err := NewEvaluator(ungrounded)
	require.NoError(t, err)
	refs, err := lev.PrepareReferences(apiRefs, nil)
	require.NoError(t, err)
	_, err = ev.ScoreSystem("a", apiSystems[0].Hyps, refs)
	assert.ErrorIs(t, err, ErrNoSources, "ScoreSystem on ungrounded references")
	_, err = ev.RewriteCorpus(apiSystems[0].Hyps, refs)
	assert.ErrorIs(t, err, ErrNoSources, "RewriteCorpus on ungrounded references")
	ms, err := ev.NewMetrics([]string{MetricMeteor}, MetricConfig{}, refs.Count())
	require.NoError(t, err)
	_, err = ev.ScoreMetrics(ms, apiSystems, refs, MetricOptions{})
	assert.ErrorIs(t, err, ErrNoSources, "ScoreMetrics on ungrounded references")

	// Grounded, the evaluator keeps no substitution (the dictionary knows
	// no word), so it scores what the rewrite without substitutions scores:
	// the references as they are, under exact matching.
	_, err = lev.PrepareReferences(apiRefs, []string{"x", "y", "z"})
	assert.Error(t, err, "sources without a dictionary")
	refs, err = ev.PrepareReferences(apiRefs, []string{"x", "y", "z"})
	require.NoError(t, err)
	got, err := ev.ScoreSystem("a", apiSystems[0].Hyps, refs)
	require.NoError(t, err)
	for i, rw := range got.Rewritten {
		for _, r := range rw {
			assert.Empty(t, r.Subs, "segment %d: a substitution no source word grounds", i+1)
		}
	}
	exact := DefaultOptions("en")
	exact.Meteor.Modules = ev.Scorer().Settings().Modules
	plain, err := Evaluate(apiRefs, apiSystems[:1], exact)
	require.NoError(t, err)
	assert.Equal(t, plain.Results[0].Score, got.Corpus.Score)
	free, err := Evaluate(apiRefs, apiSystems[:1], ungrounded)
	require.NoError(t, err)
	assert.NotEqual(t, free.Results[0].Score, got.Corpus.Score, "the test corpus must have substitutions that grounding removes")
}
