package eval

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/chrf"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// lengthName is a metric registered by this test only: chrF under another
// name, standing for a metric the family does not know.
const lengthName = "test-chrf"

func init() {
	metric.Register(lengthName, func(opts any) (metric.Metric, error) { return chrf.New(chrf.Options{}) })
}

// TestMetricsComeFromTheRegistry: NewMetrics builds every metric through
// the registry, so a metric registered elsewhere is usable by name, on
// original and on rewritten references; Meteor is registered and signs
// itself as the evaluator does.
func TestMetricsComeFromTheRegistry(t *testing.T) {
	ev, err := NewEvaluator(DefaultOptions("en"))
	require.NoError(t, err)
	m, err := metric.New(MetricMeteor, meteor.MetricOptions{Scorer: ev.Scorer(), NRefs: 2})
	require.NoError(t, err)
	assert.Equal(t, ev.Signature(2).String(), m.Signature().String(), "Meteor signs itself as the evaluator does")
	_, err = metric.New(MetricMeteor, nil)
	assert.Error(t, err, "Meteor needs a scorer")
	for _, n := range MetricNames {
		assert.Contains(t, metric.Names(), n, "every metric of the family is registered")
	}

	ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)
	o := DefaultOptions("en")
	o.Rewrite = ro
	rw, err := NewEvaluator(o)
	require.NoError(t, err)
	res, err := EvaluateMetrics(apiRefs, apiSystems[:1], []string{lengthName, MetricCHRF}, MetricConfig{}, o, MetricOptions{Both: true})
	require.NoError(t, err)
	require.Len(t, res, 4)
	for _, r := range res {
		assert.Equal(t, r.References == RefsRewritten, strings.Contains(r.Signature, "|rewrite:"+ro.Settings()+",tok="), "%s %s: %s", r.Metric, r.References, r.Signature)
	}
	assert.Equal(t, res[0].Score, res[1].Score, "the registered chrF scores as chrf (original)")
	assert.Equal(t, res[2].Score, res[3].Score, "the registered chrF scores as chrf (rewritten)")
	assert.NotEqual(t, res[0].Score, res[2].Score, "the rewrite changes the test corpus' chrF")
	_, err = rw.NewMetrics([]string{"no-such-metric"}, MetricConfig{}, 2)
	assert.ErrorIs(t, err, ErrUnknownMetric)
}
