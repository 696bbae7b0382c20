package metaeval

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// TestTunedScorer: the metric tuned:NAME scores segments and systems as
// the evaluator with the preset applied does (for the weighted Parmesan
// metric, the rewritten-token weight included), and its cache key and
// signature name the preset.
func TestTunedScorer(t *testing.T) {
	refs := [][]string{{"the cat sat on the mat", "a quick brown fox jumps over the dog", "he bought a big car"}}
	hyps := [][]string{{"the cat sits on a mat", "the fast brown fox jumped over a dog", "he purchased a large automobile"}}
	for _, name := range []string{"meteor-en", "parmesan-en"} {
		t.Run(name, func(t *testing.T) {
			p, err := eval.LookupTuned(name)
			require.NoError(t, err)
			sc, err := NewScorer(TunedPrefix+name, ScorerConfig{Lang: "en", Workers: 1})
			require.NoError(t, err)
			assert.Contains(t, sc.CacheKey(), p.Provenance())
			sig, err := sc.Signature()
			require.NoError(t, err)
			assert.Contains(t, sig, "|tuned:"+p.Provenance()+"|")
			stats, err := sc.Stats(refs, hyps)
			require.NoError(t, err)

			o := eval.Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm}, Workers: 1, Segments: true}
			if p.Metric == eval.TunedParmesan {
				o.Rewrite, err = pipeline.New(pipeline.Config{Lang: lang.English})
				require.NoError(t, err)
			}
			require.NoError(t, p.Apply(&o))
			rep, err := eval.Evaluate(refs, []eval.System{{Name: "s", Hyps: hyps[0]}}, o)
			require.NoError(t, err)
			row := rep.Results[0]
			assert.InDelta(t, row.Score, sc.System(stats[0]), 1e-12)
			for i, st := range stats[0] {
				assert.InDelta(t, row.Segments[i], sc.Segment(st), 1e-12, "segment %d", i)
			}
			assert.Equal(t, sig, row.Signature)
		})
	}
	_, err := NewScorer(TunedPrefix+"nope", ScorerConfig{})
	require.ErrorIs(t, err, eval.ErrTuned)
	assert.True(t, strings.Contains(strings.Join(MetricNames(), " "), TunedPrefix+"parmesan-cs"))
}
