package eval

import (
	"context"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/pipeline"
)

var apiRefs = [][]string{
	{"The cat sat on the mat .", "He bought an automobile yesterday .", "It was raining hard ."},
	{"A cat was sitting on the mat .", "Yesterday he purchased a car .", "It rained heavily ."},
}

var apiSystems = []System{
	{Name: "a", Hyps: []string{"The cat sat on a mat .", "Yesterday he bought a car .", "It rained hard ."}},
	{Name: "b", Hyps: []string{"Cat mat .", "He buys cars .", "Rain ."}},
}

func streamOf(refs [][]string, systems []System) func() (Segment, error) {
	i := 0
	return func() (Segment, error) {
		if i == len(refs[0]) {
			return Segment{}, io.EOF
		}
		s := Segment{}
		for _, r := range refs {
			s.Refs = append(s.Refs, r[i])
		}
		for _, sys := range systems {
			s.Hyps = append(s.Hyps, sys.Hyps[i])
		}
		i++
		return s, nil
	}
}

// TestEvaluateStreamEqualsEvaluate checks that the streaming form gives
// the batch form's report (scores, segment scores, signature, rewrite
// counts), with and without the rewrite, on 1 and 3 workers.
func TestEvaluateStreamEqualsEvaluate(t *testing.T) {
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)
	for _, c := range []struct {
		name    string
		rewrite *pipeline.Rewriter
	}{{"meteor", nil}, {"parmesan", ro}} {
		for _, workers := range []int{1, 3} {
			if testing.Short() && workers == 1 {
				continue // -short: the concurrent run only
			}
			t.Run(c.name, func(t *testing.T) {
				o := DefaultOptions("en")
				o.Rewrite, o.Workers, o.Segments = c.rewrite, workers, true
				o.Confidence = &ConfidenceOptions{Resamples: 100, Trials: 100, Seed: 1}
				batch, err := Evaluate(apiRefs, apiSystems, o)
				require.NoError(t, err)
				stream, err := EvaluateStream(context.Background(), []string{"a", "b"}, o, streamOf(apiRefs, apiSystems))
				require.NoError(t, err)
				assert.Equal(t, batch.Segments, stream.Segments)
				assert.Equal(t, batch.References, stream.References)
				assert.Equal(t, batch.Results, stream.Results)
				assert.Greater(t, batch.Results[0].Score, batch.Results[1].Score)
			})
		}
	}
}

func TestEvaluateStreamErrors(t *testing.T) {
	o := DefaultOptions("en")
	_, err := EvaluateStream(context.Background(), []string{"a", "b"}, o, streamOf(apiRefs, apiSystems[:1]))
	require.ErrorIs(t, err, ErrSegment)
	assert.Contains(t, err.Error(), "segment 1: 1 hypotheses for 2 systems")
	_, err = EvaluateStream(context.Background(), []string{"a"}, o, func() (Segment, error) { return Segment{}, io.EOF })
	require.Error(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = EvaluateStream(ctx, []string{"a", "b"}, o, streamOf(apiRefs, apiSystems))
	require.ErrorIs(t, err, context.Canceled)
}

// TestDefaultModules: without explicit modules the library uses the same
// defaults as "parmesan score": the language's modules without the
// paraphrase module when no table is available, exact matching for the
// Parmesan metric. (The documented usage used to fail with "the
// paraphrase module needs a table".)
func TestDefaultModules(t *testing.T) {
	ev, err := NewEvaluator(DefaultOptions("en"))
	require.NoError(t, err)
	assert.Equal(t, "ex_st_sy", ev.Signature(1).Modules)
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)
	o := DefaultOptions("en")
	o.Rewrite = ro
	ev, err = NewEvaluator(o)
	require.NoError(t, err)
	assert.Equal(t, "ex", ev.Signature(1).Modules)
}
