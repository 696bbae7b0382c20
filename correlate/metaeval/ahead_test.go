package metaeval

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

// TestScoredAhead: the registry's metrics scored beside the others
// (scoreAhead) give what scoring every metric in turn gives: the same
// scores, in the order asked; and, with a cache directory that cannot be
// written, one warning, after which no metric uses the cache (those
// scored ahead with it are scored again without it).
func TestScoredAhead(t *testing.T) {
	set, err := data.ReadEvalSet(writeSet(t))
	require.NoError(t, err)
	names := func(in *Input) []string {
		var out []string
		for _, m := range in.Metrics {
			out = append(out, m.Name)
		}
		return out
	}
	for _, metrics := range [][]string{{MeteorExact, "chrf", "bleu"}, {"chrf", MeteorExact, "bleu"}, {"bleu", "chrf"}} {
		ref := map[string]MetricScores{}
		for _, m := range metrics {
			in, err := FromSet(set, []string{m}, &Options{})
			require.NoError(t, err)
			ref[m] = in.Metrics[0]
		}
		in, err := FromSet(set, metrics, &Options{})
		require.NoError(t, err)
		assert.Equal(t, metrics, names(in))
		for _, m := range in.Metrics {
			assert.Equal(t, ref[m.Name], m, "%v: %s", metrics, m.Name)
		}
		file := t.TempDir() + "/file"
		require.NoError(t, os.WriteFile(file, nil, 0o644))
		o := Options{Cache: Cache{Dir: file}}
		in, err = FromSet(set, metrics, &o)
		require.NoError(t, err)
		require.Len(t, in.Warnings, 1, "%v", metrics)
		assert.Contains(t, in.Warnings[0], "cannot write the statistics cache")
		assert.Equal(t, Cache{}, o.Cache)
		assert.Equal(t, metrics, names(in))
		for _, m := range in.Metrics {
			assert.Equal(t, ref[m.Name].Scores, m.Scores, "%v: %s", metrics, m.Name)
			assert.Zero(t, m.Cached)
		}
	}
}
