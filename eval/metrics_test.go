package eval

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/version"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/bleu"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// TestScoreMetricsRewrite scores two systems with Meteor, BLEU, chrF and
// m-BLEU on original and rewritten references: each record equals the
// metric computed directly on the corresponding references, the
// rewritten references credit the synonym, and paired tests are per
// metric and reference kind.
func TestScoreMetricsRewrite(t *testing.T) {
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)
	ev, err := NewEvaluator(Options{Rewrite: ro, Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}})
	require.NoError(t, err)
	refText := []string{"He bought an automobile yesterday.", "The automobile is fast."}
	refs, err := ev.PrepareReferences([][]string{refText}, nil)
	require.NoError(t, err)
	ms, err := ev.NewMetrics([]string{"meteor", "bleu", "chrf", "m-bleu"}, MetricConfig{}, 1)
	require.NoError(t, err)
	systems := []MetricSystem{
		{"a", []string{"Yesterday he bought a car.", "The car is fast."}},
		{"b", []string{"He bought an automobile yesterday.", "The car is quick."}},
	}
	res, err := ev.ScoreMetrics(ms, systems, refs, MetricOptions{Both: true, Sentences: true,
		Confidence: &ConfidenceOptions{Resamples: 50, Trials: 50}})
	require.NoError(t, err)
	require.Len(t, res, 2*2*4)
	// String metrics see the rewrite spliced into the reference text
	// (the rewrite itself works on Meteor's tokens: "yesterday .").
	rw, err := ev.RewriteCorpus(systems[0].Hyps, refs)
	require.NoError(t, err)
	require.Equal(t, "He bought a car yesterday .", rw[0][0].Text)
	b, err := bleu.New(bleu.Options{})
	require.NoError(t, err)
	direct := func(hyps, refs []string) float64 {
		var segs []metric.Stats
		for i := range hyps {
			s, err := b.Stats(hyps[i], []string{refs[i]})
			require.NoError(t, err)
			segs = append(segs, s)
		}
		return b.Corpus(metric.Aggregate(b, segs)).Score
	}
	byKey := map[string]MetricResult{}
	for _, r := range res {
		byKey[r.System+"/"+r.References+"/"+r.Metric] = r
	}
	orig, rewr := byKey["a/original/bleu"], byKey["a/rewritten/bleu"]
	assert.Equal(t, direct(systems[0].Hyps, refText), orig.Score)
	assert.Equal(t, direct(systems[0].Hyps, []string{"He bought a car yesterday.", "The car is fast."}), rewr.Score)
	assert.Greater(t, rewr.Score, orig.Score, "the rewritten references credit car/automobile")
	assert.Equal(t, "nrefs:1|bs:50|ar:50|seed:12345|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0", orig.SacreBLEU) // sacrebleu names the resampling (Confidence above)
	assert.Empty(t, rewr.SacreBLEU)
	assert.Contains(t, rewr.Signature, "|rewrite:lang=en,lemma=wordnet-en#"+data.EnglishWordNetHash()+"+prose-v3,src=wordnet#"+data.EnglishWordNetHash()+"+multi-en#"+multiEnHash()+relatedEnSig()+",fix=yes,tok=en/norm+nbp#")
	assert.Contains(t, rewr.Signature, "|parmesan:"+version.Parmesan+"|version:2.6.0")
	// Meteor on rewritten references is the Parmesan metric's score.
	sys, err := ev.ScoreSystem("a", systems[0].Hyps, refs)
	require.NoError(t, err)
	assert.Equal(t, sys.Corpus.Score, byKey["a/rewritten/meteor"].Score)
	assert.True(t, strings.HasPrefix(byKey["a/rewritten/meteor"].Signature, "parmesan|"))
	assert.True(t, strings.HasPrefix(byKey["a/original/meteor"].Signature, "meteor|"))
	// Paired tests: system b against a, same metric and kind.
	p := byKey["b/rewritten/chrf"].Paired
	require.NotNil(t, p)
	assert.Equal(t, "a", p.Baseline)
	assert.InDelta(t, byKey["b/rewritten/chrf"].Score-byKey["a/rewritten/chrf"].Score, p.Delta, 1e-9)
	assert.Nil(t, byKey["a/original/chrf"].Paired)
	assert.NotNil(t, byKey["a/original/chrf"].Confidence)
	assert.Len(t, byKey["a/original/m-bleu"].Segments, 2)
	assert.Contains(t, byKey["a/original/m-bleu"].Signature, "|align:meteor-1.5|lang:en|")
}

// A registered metric on rewritten references (NAME@parmesan) scores
// references the rewriter rewrote on Meteor's tokens, spliced back into
// the reference text: Meteor's tokenization (language, normalization,
// non-breaking prefixes) and the rewriter's code (the parmesan version)
// change its scores, so its signature names them. Punctuation removal
// changed bleu@parmesan on the example from 66.77 to 63.89 under one
// signature.
func TestRewrittenSignatureNamesTokenization(t *testing.T) {
	refText, err := data.ReadLinesFile("../testdata/example/ref.txt", nil)
	require.NoError(t, err)
	hyps, err := data.ReadLinesFile("../testdata/example/hyp.txt", nil)
	require.NoError(t, err)
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)
	run := func(norm meteor.Normalization) MetricResult {
		ev, err := NewEvaluator(Options{Rewrite: ro, Meteor: meteor.Config{Language: "en", Normalization: norm, Modules: []meteor.Module{meteor.Exact}}})
		require.NoError(t, err)
		refs, err := ev.PrepareReferences([][]string{refText}, nil)
		require.NoError(t, err)
		ms, err := ev.NewMetrics([]string{"bleu"}, MetricConfig{}, 1)
		require.NoError(t, err)
		res, err := ev.ScoreMetrics(ms, []MetricSystem{{"a", hyps}}, refs, MetricOptions{})
		require.NoError(t, err)
		require.Len(t, res, 1)
		require.Equal(t, RefsRewritten, res[0].References)
		return res[0]
	}
	norm, nopunct := run(meteor.Norm), run(meteor.NormNoPunct)
	require.NotEqual(t, norm.Score, nopunct.Score, "the tokenization changes the rewritten references")
	assert.NotEqual(t, norm.Signature, nopunct.Signature)
	assert.NotEqual(t, norm.Short, nopunct.Short)
	assert.Contains(t, norm.Signature, ",tok=en/norm+nbp#")
	assert.Contains(t, nopunct.Signature, ",tok=en/norm_nopunct+nbp#")
	assert.Contains(t, norm.Signature, "|parmesan:"+version.Parmesan+"|version:2.6.0")
	assert.Contains(t, norm.Short, "|pm:"+version.Parmesan+"|v:2.6.0")
}

// The rewritten-token module (Options.Weighted) weighs the Parmesan
// metric's Meteor alone: a string metric on the same rewritten references
// scores them alike with or without it, so its signature does not name
// it (two signatures for one number), while the Meteor row's does.
func TestRewrittenSignatureWithoutModule(t *testing.T) {
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)
	refText := []string{"He bought an automobile yesterday.", "The automobile is fast."}
	sys := []MetricSystem{{"a", []string{"Yesterday he bought a car.", "The car is quick."}}}
	run := func(w *meteor.Rewritten) []MetricResult {
		ev, err := NewEvaluator(Options{Rewrite: ro, Weighted: w, Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}})
		require.NoError(t, err)
		refs, err := ev.PrepareReferences([][]string{refText}, nil)
		require.NoError(t, err)
		ms, err := ev.NewMetrics([]string{"meteor", "bleu", "chrf"}, MetricConfig{}, 1)
		require.NoError(t, err)
		res, err := ev.ScoreMetrics(ms, sys, refs, MetricOptions{})
		require.NoError(t, err)
		require.Len(t, res, 3)
		return res
	}
	plain, weighted := run(nil), run(&meteor.Rewritten{Weight: 0.5})
	assert.NotEqual(t, plain[0].Score, weighted[0].Score, "the module changes the Parmesan metric")
	assert.NotEqual(t, plain[0].Signature, weighted[0].Signature)
	assert.Contains(t, weighted[0].Signature, ",module=")
	for i := 1; i < 3; i++ {
		assert.Equal(t, plain[i].Score, weighted[i].Score, plain[i].Metric)
		assert.Equal(t, plain[i].Signature, weighted[i].Signature, plain[i].Metric)
		assert.NotContains(t, weighted[i].Signature, "module=", plain[i].Metric)
	}
}

func TestNewMetricsUnknown(t *testing.T) {
	ev := exactEvaluator(t)
	_, err := ev.NewMetrics([]string{"bleu", "rouge"}, MetricConfig{}, 1)
	require.ErrorIs(t, err, ErrUnknownMetric)
	assert.Contains(t, err.Error(), "m-bleu")
	_, err = ev.NewMetrics([]string{"bleu"}, MetricConfig{BLEU: bleu.Options{Tokenize: "spm"}}, 1)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "SentencePiece")
}
