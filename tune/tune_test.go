package tune

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/correlate"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/meteor"
)

// randomStats makes plausible segment statistics with two modules.
func randomStats(r *rand.Rand) meteor.Stats {
	var s meteor.Stats
	tl, rl := 3+r.IntN(30), 3+r.IntN(30)
	s.TestLen, s.RefLen = float64(tl), float64(rl)
	s.TestFunc, s.RefFunc = float64(r.IntN(tl/2+1)), float64(r.IntN(rl/2+1))
	m := r.IntN(min(tl, rl) + 1)
	for k := 0; k < 2 && m > 0; k++ {
		x := r.IntN(m + 1)
		f := r.IntN(x + 1)
		s.TestContent[k], s.RefContent[k] = float64(x-f), float64(x-f)
		s.TestFunction[k], s.RefFunction[k] = float64(f), float64(f)
		s.TestTotal += float64(x)
		s.RefTotal += float64(x)
		m -= x
	}
	s.TestWordMatches, s.RefWordMatches = s.TestTotal, s.RefTotal
	if s.TestTotal > 0 {
		s.Chunks = float64(1 + r.IntN(int(s.TestTotal)))
	}
	if r.IntN(20) == 0 { // a perfect segment now and then
		s = meteor.Stats{TestLen: 4, RefLen: 4, TestTotal: 4, RefTotal: 4, Chunks: 1, TestWordMatches: 4, RefWordMatches: 4}
		s.TestContent[0], s.RefContent[0] = 4, 4
	}
	return s
}

func randomPoint(r *rand.Rand) Point {
	q := func() float64 { return math.Round(r.Float64()*20) / 20 }
	return Point{Params: meteor.Params{Alpha: q(), Beta: 3 * q(), Gamma: q(), Delta: q()}, Weights: []float64{1, q()}}
}

// TestRescoreEqualsCompute: the search's arithmetic is meteor's, bit for bit.
func TestRescoreEqualsCompute(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	stats := make([]meteor.Stats, 500)
	for i := range stats {
		stats[i] = randomStats(r)
	}
	d := &Data{Systems: []string{"a"}, Stats: [][]meteor.Stats{stats}, SegHuman: [][]float64{make([]float64, len(stats))}}
	pr := d.problem(Objective{Level: Segment, Statistic: Statistics[0]}, subset{})
	rs := newRescorer(pr)
	for k := 0; k < 200; k++ {
		pt := randomPoint(r)
		rs.eval(pt)
		for i := range stats {
			want := stats[i].Compute(pt.Params, pt.Weights).Score
			require.Equal(t, want, rs.scores[i], "segment %d at %v", i, pt)
			require.Equal(t, want, Rescore(&stats[i], pt.Params, pt.Weights))
		}
	}
}

// TestRescoreEqualsScorer: statistics aligned once with the default
// parameters, rescored with other parameters, give the scores the Meteor
// scorer prints when run with those parameters.
func TestRescoreEqualsScorer(t *testing.T) {
	refs := readLines(t, "../testdata/example/ref.txt")
	hyps := readLines(t, "../testdata/example/hyp.txt")
	base := meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact, meteor.Stem, meteor.Synonym}}
	set, err := base.Resolve()
	require.NoError(t, err)
	res, err := meteor.LoadResources(set, meteor.ResourceFiles{})
	require.NoError(t, err)
	def, err := meteor.NewWithSettings(set, res)
	require.NoError(t, err)
	cached := make([]meteor.Stats, len(hyps))
	for i := range hyps {
		cached[i] = def.Align(hyps[i], refs[i:i+1]).Stats
	}
	r := rand.New(rand.NewPCG(3, 4))
	for k := 0; k < 5; k++ {
		pt := randomPoint(r)
		pt.Weights = []float64{1, pt.Weights[1], 0.3, 0.9}[:len(set.Modules)]
		cfg := base
		cfg.Params, cfg.Weights = &pt.Params, pt.Weights
		sc, err := meteor.New(cfg, res)
		require.NoError(t, err)
		var total meteor.Stats
		for i := range hyps {
			seg := sc.Align(hyps[i], refs[i:i+1])
			require.Equal(t, seg.Metrics.Score, Rescore(&cached[i], pt.Params, pt.Weights), "segment %d, %v", i+1, pt)
			total.Add(&cached[i])
		}
		var want meteor.Stats
		for i := range hyps {
			s := sc.Align(hyps[i], refs[i:i+1]).Stats
			want.Add(&s)
		}
		assert.Equal(t, sc.Compute(want).Score, Rescore(&total, pt.Params, pt.Weights))
	}
}

func readLines(t *testing.T, path string) []string {
	l, err := data.ReadLinesFile(path, nil)
	require.NoError(t, err)
	return l
}

// synthetic builds data whose human scores are Meteor's scores under
// target, so the objective peaks (Pearson 1) exactly there.
func synthetic(target Point, systems, segs int) *Data {
	r := rand.New(rand.NewPCG(7, 8))
	d := &Data{}
	for s := 0; s < systems; s++ {
		st := make([]meteor.Stats, segs)
		h := make([]float64, segs)
		for i := range st {
			st[i] = randomStats(r)
			h[i] = st[i].Compute(target.Params, target.Weights).Score
		}
		tot := meteor.Aggregate(st)
		d.Systems = append(d.Systems, string(rune('A'+s)))
		d.Stats = append(d.Stats, st)
		d.SegHuman = append(d.SegHuman, h)
		d.SysHuman = append(d.SysHuman, tot.Compute(target.Params, target.Weights).Score)
	}
	return d
}

func smallSpace() Space {
	return Space{Alpha: Range{0.5, 0.9, 0.1}, Beta: Range{0.5, 2.5, 0.5}, Gamma: Range{0.2, 0.6, 0.2}, Delta: Range{0.5, 0.9, 0.2},
		Weights: []Range{{1, 1, 0}, {0, 1, 0.25}}}
}

func TestGridAndHillFindKnownOptimum(t *testing.T) {
	target := Point{Params: meteor.Params{Alpha: 0.7, Beta: 1.5, Gamma: 0.4, Delta: 0.7}, Weights: []float64{1, 0.5}}
	d := synthetic(target, 3, 200)
	start := Point{Params: meteor.Params{Alpha: 0.5, Beta: 1, Gamma: 0.2, Delta: 0.5}, Weights: []float64{1, 0.25}}
	pearson, _ := LookupStatistic("pearson")
	for _, m := range []Method{Grid, Hill, Mixed} {
		for _, workers := range []int{1, 3} {
			res, err := Tune(d, Options{Objective: Objective{Level: Segment, Statistic: pearson}, Method: m, Space: smallSpace(), Start: start, Workers: workers})
			require.NoError(t, err)
			assert.Equal(t, target, res.Best, "%s, %d workers", m, workers)
			assert.InDelta(t, 1, res.Value, 1e-12)
			assert.Less(t, res.StartValue, res.Value)
			if m == Grid {
				assert.Equal(t, int64(5*5*3*3*5), res.Evaluated)
			}
		}
	}
	// System level: 3 systems only, so only check the search reaches the top.
	res, err := Tune(d, Options{Objective: Objective{Level: System, Statistic: pearson}, Space: smallSpace(), Start: start})
	require.NoError(t, err)
	assert.InDelta(t, 1, res.Value, 1e-9)
}

func TestAssignFolds(t *testing.T) {
	a, err := AssignFolds(103, 5, 42)
	require.NoError(t, err)
	b, err := AssignFolds(103, 5, 42)
	require.NoError(t, err)
	assert.Equal(t, a, b, "deterministic")
	count := make([]int, 5)
	for _, f := range a {
		count[f]++
	}
	assert.Equal(t, []int{21, 21, 21, 20, 20}, count)
	c, err := AssignFolds(103, 5, 43)
	require.NoError(t, err)
	assert.NotEqual(t, a, c, "the seed matters")
	assert.Equal(t, a[:10], []int{a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9]})
	_, err = AssignFolds(3, 5, 1)
	assert.Error(t, err)
	_, err = AssignFolds(10, 1, 1)
	assert.Error(t, err)
}

func TestCrossValidation(t *testing.T) {
	target := Point{Params: meteor.Params{Alpha: 0.7, Beta: 1.5, Gamma: 0.4, Delta: 0.7}, Weights: []float64{1, 0.5}}
	d := synthetic(target, 3, 120)
	start := Point{Params: meteor.Params{Alpha: 0.9, Beta: 0.5, Gamma: 0.6, Delta: 0.9}, Weights: []float64{1, 0}}
	pearson, _ := LookupStatistic("pearson")
	o := Options{Objective: Objective{Level: Segment, Statistic: pearson}, Space: smallSpace(), Start: start, Folds: 4, Seed: 1}
	res, err := Tune(d, o)
	require.NoError(t, err)
	require.Len(t, res.Folds, 4)
	total := 0
	for _, f := range res.Folds {
		total += f.Test
		assert.Equal(t, 360, f.Train+f.Test)
		assert.Equal(t, target, f.Best)
		assert.InDelta(t, 1, f.Tuned, 1e-12)
		assert.Less(t, f.Default, f.Tuned)
	}
	assert.Equal(t, 360, total, "every judged segment is held out once")
	again, err := Tune(d, o)
	require.NoError(t, err)
	assert.Equal(t, res.Folds, again.Folds)

	o.Folds, o.LeaveOneSystemOut = 0, true
	res, err = Tune(d, o)
	require.NoError(t, err)
	require.Len(t, res.Folds, 3)
	assert.Equal(t, "B", res.Folds[1].Name)
	assert.Equal(t, 240, res.Folds[1].Train)

	o.Objective.Level = System
	_, err = Tune(d, o)
	assert.ErrorContains(t, err, "leave-one-system-out needs a segment-level objective")
}

func TestTuneErrors(t *testing.T) {
	pearson, _ := LookupStatistic("pearson")
	d := synthetic(Point{Params: meteor.Params{Alpha: 0.5, Beta: 1, Gamma: 0.5, Delta: 0.5}, Weights: []float64{1, 1}}, 2, 10)
	start := Point{Weights: []float64{1, 1}}
	_, err := Tune(d, Options{Objective: Objective{Level: Segment, Statistic: pearson}, Space: DefaultSpace(2), Start: start, MaxGrid: 1000})
	assert.ErrorContains(t, err, "use hill climbing")
	_, err = Tune(d, Options{Objective: Objective{Level: Segment, Statistic: pearson}, Space: DefaultSpace(1), Start: start})
	assert.ErrorContains(t, err, "the space has 1 weights, the start point 2")
	d.SegHuman = nil
	_, err = Tune(d, Options{Objective: Objective{Level: Segment, Statistic: pearson}, Space: DefaultSpace(2), Start: start})
	assert.ErrorIs(t, err, ErrData)
	_, err = LookupStatistic("bleu")
	assert.ErrorContains(t, err, "known: pearson")
}

func TestRangeValues(t *testing.T) {
	assert.Len(t, DefaultUnitRange.Values(), 21)
	assert.Len(t, DefaultBetaRange.Values(), 31)
	assert.Equal(t, []float64{0, 0.1, 0.2, 0.3}, Range{0, 0.3, 0.1}.Values())
	assert.Equal(t, []float64{1}, Range{1, 1, 0}.Values())
	assert.Equal(t, float64(21*31*21*21), DefaultSpace(1).Size())
	// Every Meteor 1.5 table value is on the default grid.
	for _, x := range []float64{0.85, 0.95, 0.65, 0.75, 0.4, 0.7, 0.55, 0.45, 0.35} {
		assert.Contains(t, DefaultUnitRange.Values(), x)
	}
	for _, x := range []float64{0.2, 1.4, 1.3, 1.0, 1.5, 0.1} {
		assert.Contains(t, DefaultBetaRange.Values(), x)
	}
}

func TestStatisticsMatchCorrelate(t *testing.T) {
	x := []float64{0.1, 0.5, 0.3, 0.9, 0.7}
	y := []float64{1, 3, 2, 2, 5}
	for _, name := range []string{"kendall", "pairwise", "spearman", "acc23"} {
		st, err := LookupStatistic(name)
		require.NoError(t, err)
		c, err := correlate.ParseStatistic(name)
		require.NoError(t, err)
		want, err := correlate.Vector(c, y, x)
		require.NoError(t, err)
		got, err := st.Fn(x, y)
		require.NoError(t, err)
		assert.Equal(t, want.Value, got, name)
	}
}

// TestGroupedAverage: item- and system-averaged objectives are package
// correlate's values for the rescored matrix.
func TestGroupedAverage(t *testing.T) {
	target := Point{Params: meteor.Params{Alpha: 0.7, Beta: 1.5, Gamma: 0.4, Delta: 0.7}, Weights: []float64{1, 0.5}}
	d := synthetic(target, 4, 30)
	d.SegHuman[1][3] = math.NaN() // an unjudged cell
	for i := range d.SegHuman[2] {
		d.SegHuman[2][i] += 0.01 * float64(i%3) // not a perfect fit
	}
	pt := Point{Params: meteor.Params{Alpha: 0.9, Beta: 0.5, Gamma: 0.2, Delta: 0.5}, Weights: []float64{1, 0.25}}
	for _, avg := range []correlate.Average{correlate.AverageItem, correlate.AverageSys} {
		for _, name := range []string{"pearson", "kendall"} {
			st, err := LookupStatistic(name)
			require.NoError(t, err)
			pr := d.problem(Objective{Level: Segment, Statistic: st, Average: avg}, subset{})
			got := newRescorer(pr).eval(pt)
			metric := nanMatrix(4, 30)
			for s := range metric {
				for i := range metric[s] {
					if !math.IsNaN(d.SegHuman[s][i]) {
						metric[s][i] = d.Stats[s][i].Compute(pt.Params, pt.Weights).Score
					}
				}
			}
			want, err := correlate.Correlate(correlate.Statistic(name), avg, d.SegHuman, metric)
			require.NoError(t, err)
			assert.Equal(t, want.Value, got, "%s %s", avg, name)
		}
	}
	pearson, _ := LookupStatistic("pearson")
	res, err := Tune(d, Options{Objective: Objective{Level: Segment, Statistic: pearson, Average: correlate.AverageItem}, Space: smallSpace(), Start: pt, Folds: 3})
	require.NoError(t, err)
	assert.Greater(t, res.Value, res.StartValue)
	assert.Equal(t, "segment-level pearson (item average)", res.Objective.String())
}
