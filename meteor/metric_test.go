package meteor

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/metric"
)

func TestMetricAdapter(t *testing.T) {
	sc, err := New(Config{Language: "en", Normalization: LowerOnly, Modules: []Module{Exact, Stem}}, nil)
	require.NoError(t, err)
	m := NewMetric(sc, 1)
	pairs := [][2]string{{"the cats sat on the mat", "the cat sat on the mat"}, {"a b c", "a b c"}, {"x y", "y x z"}}
	var segs []Stats
	var flat []metric.Stats
	for _, p := range pairs {
		s := sc.Score(p[0], []string{p[1]})
		segs = append(segs, s)
		f, err := m.Stats(p[0], []string{p[1]})
		require.NoError(t, err)
		back, ok := StatsFromFlat(f)
		require.True(t, ok)
		assert.Equal(t, s, back, "round trip")
		flat = append(flat, f)
		assert.Equal(t, sc.Compute(s).Score, m.Sentence(f).Score)
	}
	// The perfect middle segment adds no chunks, in both aggregations.
	tot := Aggregate(segs)
	assert.Equal(t, sc.Compute(tot).Score, m.Corpus(metric.Aggregate(m, flat)).Score)
	assert.Equal(t, tot.Flat(), metric.Aggregate(m, flat))
}
