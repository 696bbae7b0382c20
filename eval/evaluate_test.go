package eval

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/internal/version"
	"github.com/parmesan-mt/parmesan/meteor"
)

func readExample(t *testing.T, name string) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "testdata", "example", name))
	require.NoError(t, err)
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

func exactEvaluator(t *testing.T) *Evaluator {
	t.Helper()
	ev, err := NewEvaluator(Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm,
		Modules: []meteor.Module{meteor.Exact, meteor.Stem}}})
	require.NoError(t, err)
	return ev
}

func TestSignature(t *testing.T) {
	ev := exactEvaluator(t)
	sig := ev.Signature(2)
	s := sig.String()
	assert.True(t, strings.HasPrefix(s, "meteor|v:1.5|lang:en|task:rank|norm:yes|mods:ex_st|w:1.0_0.6|p:0.85_0.2_0.6_0.75|beam:40|nrefs:2|fw:"), s)
	assert.Contains(t, s, "|nbp:")
	assert.NotContains(t, s, "|syn:", "no synonym module, no synonym fingerprint")
	assert.True(t, strings.HasSuffix(s, "|parmesan:"+version.Parmesan), s)
	assert.True(t, strings.HasPrefix(sig.Short(), "meteor|v:1.5|l:en|t:rank|n:yes|m:ex_st|"), sig.Short())
	// Every setting that changes the number changes the signature.
	for _, cfg := range []meteor.Config{
		{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}},
		{Language: "en", Normalization: meteor.LowerOnly, Modules: []meteor.Module{meteor.Exact, meteor.Stem}},
		{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact, meteor.Stem}, Beam: 5},
		{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact, meteor.Stem}, Task: "hter"},
		{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact, meteor.Stem}, CharBased: true},
		{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact, meteor.Stem}, Weights: []float64{1, 0.5}},
	} {
		ev2, err := NewEvaluator(Options{Meteor: cfg})
		require.NoError(t, err)
		assert.NotEqual(t, s, ev2.Signature(2).String(), "%+v", cfg)
	}
	assert.NotEqual(t, s, ev.Signature(1).String())
}

func TestReportJSON(t *testing.T) {
	ev := exactEvaluator(t)
	refs, err := ev.PrepareReferences([][]string{readExample(t, "ref.txt")}, nil)
	require.NoError(t, err)
	res, err := ev.Run(context.Background(), refs, []System{{Name: "hyp.txt", Hyps: readExample(t, "hyp.txt")}, {Name: "hyp2.txt", Hyps: readExample(t, "hyp2.txt")}},
		[]string{MetricMeteor}, RunOptions{Sentences: true})
	require.NoError(t, err)
	out, err := json.Marshal(res)
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(out, &m))
	// Run's schema (docs/json.md): a row per system.
	for _, k := range []string{"segments", "references", "results"} {
		assert.Contains(t, m, k)
	}
	sys := m["results"].([]any)
	require.Len(t, sys, 2)
	first := sys[0].(map[string]any)
	for _, k := range []string{"system", "metric", "references", "name", "score", "parts", "signature", "signature_short", "segment_scores"} {
		assert.Contains(t, first, k)
	}
	assert.Equal(t, "meteor", first["metric"])
	assert.Equal(t, "original", first["references"])
	var parts []string
	for _, p := range first["parts"].([]any) {
		parts = append(parts, p.(map[string]any)["name"].(string))
	}
	assert.Equal(t, []string{"precision", "recall", "fmean", "frag_penalty"}, parts)
	assert.Len(t, first["segment_scores"], 20)
	assert.Greater(t, res.Results[0].Score, res.Results[1].Score, "the fluent system beats the telegraphic one")
}

// The corpus score equals the reference scorer's system score: Meteor of
// the aggregated statistics, not a mean of segment scores.
func TestCorpusScoreIsAggregate(t *testing.T) {
	ev := exactEvaluator(t)
	refs, err := ev.PrepareReferences([][]string{readExample(t, "ref.txt")}, nil)
	require.NoError(t, err)
	hyps := readExample(t, "hyp.txt")
	s, err := ev.ScoreSystem("hyp", hyps, refs)
	require.NoError(t, err)
	var agg meteor.Stats
	for i, h := range hyps {
		st := ev.Scorer().Score(h, []string{refs.Text(i)[0]})
		assert.Equal(t, st, s.Segments[i])
		agg.Add(&st)
	}
	assert.Equal(t, ev.Scorer().Compute(agg).Score, s.Corpus.Score)
}

func TestMultipleReferences(t *testing.T) {
	ev := exactEvaluator(t)
	ref := readExample(t, "ref.txt")
	hyp := readExample(t, "hyp.txt")
	// A second reference equal to the hypothesis makes every segment perfect.
	refs, err := ev.PrepareReferences([][]string{ref, hyp}, nil)
	require.NoError(t, err)
	s, err := ev.ScoreSystem("hyp", hyp, refs)
	require.NoError(t, err)
	assert.Equal(t, 1.0, s.Corpus.Score)
	// The best reference is chosen per segment: never worse than either alone.
	one, err := ev.PrepareReferences([][]string{ref}, nil)
	require.NoError(t, err)
	s1, err := ev.ScoreSystem("hyp", readExample(t, "hyp2.txt"), one)
	require.NoError(t, err)
	two, err := ev.PrepareReferences([][]string{ref, readExample(t, "hyp.txt")}, nil)
	require.NoError(t, err)
	s2, err := ev.ScoreSystem("hyp", readExample(t, "hyp2.txt"), two)
	require.NoError(t, err)
	for i := range s1.Metrics {
		assert.GreaterOrEqual(t, s2.Metrics[i].Score, s1.Metrics[i].Score, "segment %d", i+1)
	}
	// Mismatched lengths are an error, never a silent zip.
	_, err = ev.PrepareReferences([][]string{ref, ref[:3]}, nil)
	require.Error(t, err)
	_, err = ev.ScoreSystem("short", hyp[:5], one)
	require.Error(t, err)
}
