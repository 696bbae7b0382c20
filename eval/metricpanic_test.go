package eval

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/internal/pool"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/chrf"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// faulty is chrF with a bug: it panics on the hypothesis "boom" and fails
// on "fail".
type faulty struct{ metric.Metric }

var errFaulty = errors.New("faulty: cannot score")

func (f faulty) Stats(hyp string, refs []string) (metric.Stats, error) {
	switch hyp {
	case "boom":
		panic("faulty: boom")
	case "fail":
		return nil, errFaulty
	}
	return f.Metric.Stats(hyp, refs)
}

// TestMetricFailureIsAnError: a metric that panics or fails on a segment
// fails ScoreMetrics, on original and on rewritten references. The panic
// used to be recovered into an error that ScoreMetrics dropped, leaving
// the segment's statistics zero and printing a score.
func TestMetricFailureIsAnError(t *testing.T) {
	c, err := chrf.New(chrf.Options{NRefs: 1})
	require.NoError(t, err)
	ms := []metric.Metric{faulty{c}}
	refs := [][]string{{"a cat", "a dog", "a bird"}}
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English, NoFix: true})
	require.NoError(t, err)
	for _, rw := range []*pipeline.Rewriter{nil, ro} {
		for _, workers := range []int{1, 4} {
			ev, err := NewEvaluator(Options{Rewrite: rw, Workers: workers, Meteor: meteor.Config{Language: "en", Modules: []meteor.Module{meteor.Exact}}})
			require.NoError(t, err)
			prepared, err := ev.PrepareReferences(refs, nil)
			require.NoError(t, err)
			res, err := ev.ScoreMetrics(ms, []System{{"s", []string{"a cat", "boom", "a bird"}}}, prepared, MetricOptions{})
			var pe *pool.PanicError
			assert.ErrorAs(t, err, &pe, "panic, rewriting %v, workers %d", rw != nil, workers)
			assert.Nil(t, res)
			res, err = ev.ScoreMetrics(ms, []System{{"s", []string{"a cat", "fail", "a bird"}}}, prepared, MetricOptions{})
			assert.ErrorIs(t, err, errFaulty, "error, rewriting %v, workers %d", rw != nil, workers)
			assert.Nil(t, res)
		}
	}
}

// TestGroundingPanicIsAnError: a source analyzer that panics fails
// PrepareReferences (the error was dropped, leaving the segment ungrounded).
func TestGroundingPanicIsAnError(t *testing.T) {
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English, NoFix: true})
	require.NoError(t, err)
	ro.Dictionary = paraphrase.NewDictionary()
	ro.Source = explosive{ro.Language}
	ev, err := NewEvaluator(Options{Rewrite: ro, Meteor: meteor.Config{Language: "en", Modules: []meteor.Module{meteor.Exact}}})
	require.NoError(t, err)
	refs, err := ev.PrepareReferences([][]string{{"a cat", "a dog"}}, []string{"x", "boom"})
	var pe *pool.PanicError
	assert.ErrorAs(t, err, &pe)
	assert.Nil(t, refs, "a failed grounding prepares no references")
}
