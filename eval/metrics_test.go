package eval

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
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
	assert.Contains(t, rewr.Signature, "|rewrite:lang=en,lemma=wordnet-en#"+data.EnglishWordNetHash()+"+prose-v3,src=wordnet#"+data.EnglishWordNetHash()+"+multi-en#"+multiEnHash()+relatedEnSig()+",fix=yes|version:2.6.0")
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

func TestNewMetricsUnknown(t *testing.T) {
	ev := exactEvaluator(t)
	_, err := ev.NewMetrics([]string{"bleu", "rouge"}, MetricConfig{}, 1)
	require.ErrorIs(t, err, ErrUnknownMetric)
	assert.Contains(t, err.Error(), "m-bleu")
	_, err = ev.NewMetrics([]string{"bleu"}, MetricConfig{BLEU: bleu.Options{Tokenize: "spm"}}, 1)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "SentencePiece")
}
