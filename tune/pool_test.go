package tune

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// TestMeanPearsonHand: groups (1,2,3)~(1,2,4) and (1,2)~(2,1).
// First: dx = −1,0,1, dy = −4/3,−1/3,5/3, Σdxdy = 3, Σdx² = 2,
// Σdy² = 42/9, r = 3/√(84/9) = 9/√84; second r = −1.
func TestMeanPearsonHand(t *testing.T) {
	v, err := MeanPearson([]int{3, 2}).Fn([]float64{1, 2, 3, 1, 2}, []float64{1, 2, 4, 2, 1})
	require.NoError(t, err)
	assert.InDelta(t, (9/math.Sqrt(84)-1)/2, v, 1e-12)
	_, err = MeanPearson([]int{3, 3}).Fn([]float64{1, 2, 3, 1, 2}, []float64{1, 2, 4, 2, 1})
	assert.Error(t, err, "groups longer than the items")
}

// TestPoolMetricOneSet: pooled over one set, the objective is
// TuneMetric's own on that set, at segment and at system level: same
// best point, same value, same value at the defaults.
func TestPoolMetricOneSet(t *testing.T) {
	_, sp, d := collectCHRF(t, "beta=1:4 char-order=4:6 word-order=0:1 eps=no,yes")
	pearson, err := LookupStatistic("pearson")
	require.NoError(t, err)
	for _, level := range []Level{Segment, System} {
		for _, method := range []Method{Grid, Hill} {
			want, err := TuneMetric(d, MetricOptions{Objective: Objective{Level: level, Statistic: pearson}, Method: method, Space: sp})
			require.NoError(t, err)
			pd, obj, err := PoolMetric([]MetricPart{{Name: "set", Data: d, Level: level}})
			require.NoError(t, err)
			got, err := TuneMetric(pd, MetricOptions{Objective: obj, Method: method, Space: sp})
			require.NoError(t, err)
			assert.Equal(t, want.Best, got.Best, "%s %s", level, method)
			assert.InDelta(t, want.Value, got.Value, 1e-12, "%s %s", level, method)
			assert.InDelta(t, want.StartValue, got.StartValue, 1e-12, "%s %s", level, method)
			assert.Equal(t, want.Items, got.Items)
		}
	}
}

// TestPoolMetricMean: pooled over a segment-level and a system-level set
// of different sizes, the objective at any point is the mean of the two
// sets' own objectives.
func TestPoolMetricMean(t *testing.T) {
	_, sp, d := collectCHRF(t, "beta=1:4 char-order=4:6 word-order=0:1 eps=no")
	short := *d
	short.Stats, short.SegHuman = nil, nil
	for s := range d.Stats { // a set with fewer segments: rows are padded
		short.Stats = append(short.Stats, d.Stats[s][:4])
		short.SegHuman = append(short.SegHuman, d.SegHuman[s][:4])
	}
	pearson, err := LookupStatistic("pearson")
	require.NoError(t, err)
	one := func(d *MetricData, level Level) *MetricResult {
		res, err := TuneMetric(d, MetricOptions{Objective: Objective{Level: level, Statistic: pearson}, Method: Grid, Space: sp})
		require.NoError(t, err)
		return res
	}
	seg, sys := one(&short, Segment), one(d, System)
	pd, obj, err := PoolMetric([]MetricPart{{Name: "seg", Data: &short, Level: Segment}, {Name: "sys", Data: d, Level: System}})
	require.NoError(t, err)
	assert.Equal(t, []string{"seg/" + d.Systems[0]}, pd.Systems[:1])
	assert.Equal(t, short.Segments(), pd.Segments(), "system-level rows padded to the longest segment-level set")
	got, err := TuneMetric(pd, MetricOptions{Objective: obj, Method: Grid, Space: sp})
	require.NoError(t, err)
	assert.InDelta(t, (seg.StartValue+sys.StartValue)/2, got.StartValue, 1e-12)
	assert.Equal(t, seg.Items+sys.Items, got.Items)
}

// TestPoolMetricErrors: parts collected differently, an empty pool and a
// system-level BLEU set (whose sentence score is not its corpus score)
// are refused.
func TestPoolMetricErrors(t *testing.T) {
	f, _, d := collectCHRF(t, "beta=1:2 char-order=4:6 word-order=0 eps=no")
	_, _, err := PoolMetric(nil)
	assert.ErrorIs(t, err, ErrData)
	other := *d
	other.Collected = f.Config(d.Collected, MetricPoint{"2", "5", "0", "no"})
	_, _, err = PoolMetric([]MetricPart{{Name: "a", Data: d, Level: Segment}, {Name: "b", Data: &other, Level: Segment}})
	assert.ErrorContains(t, err, "b was collected with other settings than a")
	b := family(t, "bleu")
	bd := &MetricData{Family: b, Collected: b.Config(eval.MetricConfig{}, MetricPoint{"4", "exp"}), Systems: d.Systems, SysHuman: d.SysHuman}
	_, _, err = PoolMetric([]MetricPart{{Name: "w", Data: bd, Level: System}})
	assert.ErrorContains(t, err, "only chrF can pool system-level sets")
}

// TestCollectMetricGivenRewrites: statistics on references rewritten
// beforehand (CollectOptions.Rewrites) are those CollectMetric gets by
// rewriting itself; a system without its rewrites is rewritten, and
// Collect refuses them.
func TestCollectMetricGivenRewrites(t *testing.T) {
	set := writeSet(t)
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)
	ev, err := eval.NewEvaluator(eval.Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm}, Rewrite: ro})
	require.NoError(t, err)
	f, spec, err := LookupFamily("chrf@parmesan")
	require.NoError(t, err)
	sp, err := ParseMetricSpace(f, "char-order=2,6 word-order=0,2")
	require.NoError(t, err)
	want, err := CollectMetric(ev, set, spec, eval.MetricConfig{}, sp, CollectOptions{})
	require.NoError(t, err)
	refs, err := ev.PrepareReferences([][]string{set.Ref}, nil)
	require.NoError(t, err)
	rw := map[string][][]pipeline.Rewritten{}
	changed := false
	for _, name := range want.Systems {
		lines, err := set.SystemLines(name)
		require.NoError(t, err)
		if rw[name], err = ev.RewriteCorpus(lines, refs); err != nil {
			t.Fatal(err)
		}
		for _, seg := range rw[name] {
			changed = changed || len(seg[0].Subs) > 0
		}
	}
	require.True(t, changed, "some reference is rewritten, or the test shows nothing")
	got, err := CollectMetric(ev, set, spec, eval.MetricConfig{}, sp, CollectOptions{Rewrites: rw})
	require.NoError(t, err)
	assert.Equal(t, want.Stats, got.Stats)
	// The given rewrites are the ones scored: another system's rewrites
	// change the statistics.
	a, b := want.Systems[0], want.Systems[1]
	swapped := map[string][][]pipeline.Rewritten{}
	for k, v := range rw {
		swapped[k] = v
	}
	swapped[a], swapped[b] = rw[b], rw[a]
	other, err := CollectMetric(ev, set, spec, eval.MetricConfig{}, sp, CollectOptions{Rewrites: swapped})
	require.NoError(t, err)
	assert.NotEqual(t, want.Stats[0], other.Stats[0])
	delete(swapped, b) // rewritten here
	other, err = CollectMetric(ev, set, spec, eval.MetricConfig{}, sp, CollectOptions{Rewrites: swapped})
	require.NoError(t, err)
	assert.Equal(t, want.Stats[1], other.Stats[1])
	_, err = Collect(ev, set, CollectOptions{Rewrites: rw})
	assert.ErrorContains(t, err, "CollectMetric's")
}
