package eval

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
)

// TestMetricAloneOrTogether: a metric's score and signature never depend
// on which other metrics the same run asks for (issue #38: meteor++ alone
// was scored with exact matching only, since only "meteor" and the
// m-metrics loaded the language's matchers). Every registered metric is
// run alone and with all the others, with explicit modules and weights
// and with the language's defaults.
func TestMetricAloneOrTogether(t *testing.T) {
	c := Corpus{Refs: [][]string{{
		"the cats are sitting on the mat", "John walked quickly to the old station", "we must look into this matter today"}}}
	systems := []System{{Name: "s", Hyps: []string{
		"a cat sat on the mats", "John walks fast to the station", "we have to investigate this question today"}}}
	names := metric.Names()
	require.Contains(t, names, MetricMeteorPP)
	cfg := MetricConfig{CopyEntities: "caps"}
	for _, tc := range []struct {
		name string
		cfg  meteor.Config
	}{
		{"defaults", meteor.Config{Language: "en"}},
		{"exact stem", meteor.Config{Language: "en", Modules: []meteor.Module{meteor.Exact, meteor.Stem}, Weights: []float64{1, 0.5}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := Options{Meteor: tc.cfg}
			all, err := Run(context.Background(), c, systems, names, o, RunOptions{Metrics: cfg, Sentences: true})
			require.NoError(t, err)
			require.Len(t, all.Results, len(names))
			for i, n := range names {
				alone, err := Run(context.Background(), c, systems, []string{n}, o, RunOptions{Metrics: cfg, Sentences: true})
				require.NoError(t, err, n)
				require.Len(t, alone.Results, 1)
				a, b := alone.Results[0], all.Results[i]
				assert.Equal(t, b.Score, a.Score, "%s: alone vs with %v", n, names)
				assert.Equal(t, b.Segments, a.Segments, n)
				assert.Equal(t, b.Signature, a.Signature, n)
			}
		})
	}
}
