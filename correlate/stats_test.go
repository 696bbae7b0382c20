package correlate

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var nan = math.NaN()

func TestVectorFunctions(t *testing.T) {
	x := []float64{1, 2, 3, 4, 5}
	r, err := Pearson(x, []float64{2, 4, 6, 8, 10})
	require.NoError(t, err)
	assert.InDelta(t, 1, r, 1e-12)
	r, _ = Pearson(x, []float64{5, 4, 3, 2, 1})
	assert.InDelta(t, -1, r, 1e-12)
	// Hand-computed: x = 1..4, y = 1 3 2 4 → r = 0.8.
	r, _ = Pearson([]float64{1, 2, 3, 4}, []float64{1, 3, 2, 4})
	assert.InDelta(t, 0.8, r, 1e-12)
	s, _ := Spearman([]float64{1, 2, 3, 4}, []float64{10, 30, 20, 1000})
	assert.InDelta(t, 0.8, s, 1e-12)
	k, _ := Kendall([]float64{1, 2, 3, 4}, []float64{1, 3, 2, 4})
	assert.InDelta(t, 4.0/6.0, k, 1e-12) // 5 concordant, 1 discordant
	_, err = Pearson(x, x[:3])
	assert.ErrorIs(t, err, ErrLength)
	r, _ = Pearson(x, []float64{1, 1, 1, 1, 1})
	assert.True(t, math.IsNaN(r))
	// Equal values whose mean is not exactly equal to them: still constant.
	v := 0.1 + 0.2
	r, _ = Pearson([]float64{v, v, v}, []float64{1, 2, 3})
	assert.True(t, math.IsNaN(r))
}

// TestHandComputed checks each statistic on small vectors counted by hand.
func TestHandComputed(t *testing.T) {
	for _, c := range []struct {
		name         string
		stat         Statistic
		gold, metric []float64
		want, thresh float64
	}{
		// C=5 D=1 of 6 pairs, no ties.
		{"tau-b no ties", StatKendall, []float64{1, 2, 3, 4}, []float64{1, 3, 2, 4}, 4.0 / 6, 0},
		// gold 1 1 2 3, metric 1 2 2 3: pairs (01) human tie, (02) C, (03) C,
		// (12) metric tie, (13) C, (23) C → C=4 D=0 Tx=1 Ty=1:
		// τ_b = 4/√(5·5) = 0.8.
		{"tau-b ties", StatKendall, []float64{1, 1, 2, 3}, []float64{1, 2, 2, 3}, 0.8, 0},
		// τ_c = 2·4 / (16·(3−1)/3) = 0.75 (3 distinct values each).
		{"tau-c ties", StatKendallC, []float64{1, 1, 2, 3}, []float64{1, 2, 2, 3}, 0.75, 0},
		// τ_c, C=2 D=1, n=3, m=3: 2/(9·2/3) = 1/3.
		{"tau-c", StatKendallC, []float64{1, 2, 3}, []float64{1, 3, 2}, 1.0 / 3, 0},
		// τ_23 = (C + Txy − D − Tx − Ty)/P = (4 − 2)/6.
		{"tau23", StatTau23, []float64{1, 1, 2, 3}, []float64{1, 2, 2, 3}, 2.0 / 6, 0},
		// accuracy = (C + Txy)/P = 4/6.
		{"accuracy", StatAccuracy, []float64{1, 1, 2, 3}, []float64{1, 2, 2, 3}, 4.0 / 6, 0},
		// joint tie counts as agreement.
		{"accuracy joint tie", StatAccuracy, []float64{1, 1, 2}, []float64{0, 0, 1}, 1, 0},
		// gold 1 1 2, metric 0 0.5 2: ε=0 → 2/3; ε=0.5 ties (01) → 3/3;
		// ε=1.5 also ties (12), a human difference → 2/3. Best 1 at 0.5.
		{"acc23 calibrates", StatAcc23, []float64{1, 1, 2}, []float64{0, 0.5, 2}, 1, 0.5},
		// gold 1 1 2, metric 0 1 2: no threshold beats ε=0 (2/3); the first
		// maximum wins.
		{"acc23 first maximum", StatAcc23, []float64{1, 1, 2}, []float64{0, 1, 2}, 2.0 / 3, 0},
		// τ_23 at ε=0.5: (3 − 0)/3.
		{"tau23-opt", StatTau23Opt, []float64{1, 1, 2}, []float64{0, 0.5, 2}, 1, 0.5},
		{"spearman ties", StatSpearman, []float64{1, 2, 3}, []float64{1, 1, 2}, math.Sqrt(0.75), 0},
		{"nan cells dropped", StatPearson, []float64{1, nan, 2, 3, 4}, []float64{1, 5, 3, 2, 4}, 0.8, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, err := Vector(c.stat, c.gold, c.metric)
			require.NoError(t, err)
			assert.InDelta(t, c.want, r.Value, 1e-12)
			assert.Equal(t, c.thresh, r.Threshold)
		})
	}
}

func TestAveraging(t *testing.T) {
	gold := [][]float64{
		{1, 2, 3, nan},
		{2, 1, 3, 5},
		{3, 3, 3, nan},
	}
	metric := [][]float64{
		{1, 2, 3, 9},
		{2, 3, 1, 9},
		{3, 1, 2, 9},
	}
	// item: columns 0 (r=1), 1 (gold 2 1 3 vs 2 3 1: deviations 0 −1 1
	// and 0 1 −1, r=−1), 2 (gold constant: NaN, dropped), 3 (one score:
	// skipped) → mean 0 over 2; Spearman the same, Kendall too.
	r, err := Correlate(StatPearson, AverageItem, gold, metric)
	require.NoError(t, err)
	assert.InDelta(t, 0, r.Value, 1e-12)
	assert.Equal(t, 2, r.N)
	// accuracy is defined on the constant column (3 human ties, no metric
	// tie: 0): (1 + 0 + 0)/3.
	r, err = Correlate(StatAccuracy, AverageItem, gold, metric)
	require.NoError(t, err)
	assert.InDelta(t, 1.0/3, r.Value, 1e-12)
	assert.Equal(t, 3, r.N)
	r, err = Correlate(StatPearson, AverageItem, gold, metric)
	require.NoError(t, err)
	assert.Equal(t, 2, r.N)
	// sys: row 0 r=1; row 1 (2 1 3 5 vs 2 3 1 9): computed below; row 2
	// (3 3 3): NaN.
	r1, _ := Pearson([]float64{2, 1, 3, 5}, []float64{2, 3, 1, 9})
	r, err = Correlate(StatPearson, AverageSys, gold, metric)
	require.NoError(t, err)
	assert.InDelta(t, (1+r1)/2, r.Value, 1e-12)
	assert.Equal(t, 2, r.N)
	// none: 10 scored cells flattened.
	r, err = Correlate(StatKendall, AverageNone, gold, metric)
	require.NoError(t, err)
	assert.Equal(t, 10, r.N)
}

func TestDegenerate(t *testing.T) {
	for _, c := range []struct {
		name         string
		gold, metric [][]float64
	}{
		{"empty", nil, nil},
		{"no items", [][]float64{{}, {}}, [][]float64{{}, {}}},
		{"one cell", [][]float64{{1}}, [][]float64{{1}}},
		{"all missing", [][]float64{{nan, nan}, {nan, nan}}, [][]float64{{1, 2}, {3, 4}}},
		{"constant", [][]float64{{1, 1}, {1, 1}}, [][]float64{{1, 2}, {3, 4}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, st := range Statistics {
				for _, avg := range []Average{AverageNone, AverageItem, AverageSys} {
					r, err := Correlate(st, avg, c.gold, c.metric)
					require.NoError(t, err)
					if st != StatAccuracy && st != StatTau23 && st != StatAcc23 && st != StatTau23Opt {
						assert.True(t, math.IsNaN(r.Value), "%s/%s: %v", st, avg, r.Value)
					}
					_, err = Bootstrap(st, avg, c.gold, c.metric, ResampleOptions{Resamples: 5})
					require.NoError(t, err)
					_, err = Permute(st, avg, c.gold, c.metric, c.metric, ResampleOptions{Resamples: 5})
					require.NoError(t, err)
				}
			}
		})
	}
	_, err := Correlate(StatPearson, AverageNone, [][]float64{{1, 2}}, [][]float64{{1}})
	assert.Error(t, err)
	_, err = Correlate(StatPearson, AverageNone, [][]float64{{1, 2}}, nil)
	assert.Error(t, err)
	_, err = Correlate("pearsn", AverageNone, [][]float64{{1, 2}}, [][]float64{{1, 2}})
	assert.ErrorContains(t, err, "known: pearson")
	_, err = Correlate(StatPearson, "rows", [][]float64{{1, 2}}, [][]float64{{1, 2}})
	assert.ErrorContains(t, err, "unknown averaging")
	_, err = Vector(StatPearson, []float64{1}, []float64{1, 2})
	assert.Error(t, err)
}

// slowCounts is the O(n²) definition of the Kendall pair counts.
func slowCounts(x, y []float64) counts {
	c := counts{n: len(x)}
	for i := range x {
		for j := i + 1; j < len(x); j++ {
			switch {
			case x[i] == x[j] && y[i] == y[j]:
				c.tieXY++
			case x[i] == x[j]:
				c.tieX++
			case y[i] == y[j]:
				c.tieY++
			case (x[i] > x[j]) == (y[i] > y[j]):
				c.con++
			default:
				c.dis++
			}
		}
	}
	cx, cy := map[float64]bool{}, map[float64]bool{}
	for i := range x {
		cx[x[i]], cy[y[i]] = true, true
	}
	c.xClasses, c.yClasses = len(cx), len(cy)
	return c
}

// TestPairCountsExhaustive compares the O(n log n) counts with the
// definition on every pair of vectors of length ≤ 5 over {0, 1, 2}.
func TestPairCountsExhaustive(t *testing.T) {
	for n := 0; n <= 5; n++ {
		total := 1
		for i := 0; i < 2*n; i++ {
			total *= 3
		}
		for code := 0; code < total; code++ {
			x, y := make([]float64, n), make([]float64, n)
			c := code
			for i := 0; i < n; i++ {
				x[i] = float64(c % 3)
				c /= 3
				y[i] = float64(c % 3)
				c /= 3
			}
			if got, want := pairCounts(x, y), slowCounts(x, y); got != want {
				t.Fatalf("x=%v y=%v: got %+v want %+v", x, y, got, want)
			}
		}
	}
}

func FuzzPairCounts(f *testing.F) {
	f.Add([]byte{1, 2, 3, 3, 2, 1, 0, 0})
	f.Fuzz(func(t *testing.T, b []byte) {
		n := len(b) / 2
		x, y := make([]float64, n), make([]float64, n)
		for i := 0; i < n; i++ {
			x[i], y[i] = float64(b[i]%7), float64(b[n+i]%5)
		}
		if got, want := pairCounts(x, y), slowCounts(x, y); got != want {
			t.Fatalf("x=%v y=%v: got %+v want %+v", x, y, got, want)
		}
	})
}

func TestWilliams(t *testing.T) {
	assert.InDelta(t, 0.5, Williams(0.6, 0.6, 0.8, 100), 1e-12) // no difference
	assert.True(t, math.IsNaN(Williams(0.6, 0.5, 0.8, 3)))
	assert.Less(t, Williams(0.9, 0.3, 0.3, 200), 1e-6)
	// Student's t upper tail against known quantiles: t_{0.975, 10} =
	// 2.228138851986274, t_{0.95, 1} = 6.313751514675043.
	assert.InDelta(t, 0.025, studentUpper(2.228138851986274, 10), 1e-12)
	assert.InDelta(t, 0.05, studentUpper(6.313751514675043, 1), 1e-12)
	assert.InDelta(t, 0.5, studentUpper(0, 7), 1e-15)
}

func TestBootstrapAndPermute(t *testing.T) {
	// 60 items × 4 systems: metric a tracks the human scores, b is noise.
	gold, a, b := make([][]float64, 4), make([][]float64, 4), make([][]float64, 4)
	for s := range gold {
		for i := 0; i < 60; i++ {
			h := float64((i*7+s*13)%17) + float64(s)
			gold[s] = append(gold[s], h)
			a[s] = append(a[s], h+float64((i*5+s)%3))
			b[s] = append(b[s], float64((i*11+s*3)%13))
		}
	}
	o := ResampleOptions{Resamples: 300}
	point, err := Correlate(StatPearson, AverageNone, gold, a)
	require.NoError(t, err)
	iv, err := Bootstrap(StatPearson, AverageNone, gold, a, o)
	require.NoError(t, err)
	assert.Less(t, iv.Lo, point.Value)
	assert.Greater(t, iv.Hi, point.Value)
	assert.Equal(t, 300, iv.Resamples)
	again, _ := Bootstrap(StatPearson, AverageNone, gold, a, o)
	assert.Equal(t, iv, again, "same seed, same interval")
	c, err := Permute(StatKendall, AverageItem, gold, a, b, o)
	require.NoError(t, err)
	assert.Greater(t, c.Delta, 0.3)
	assert.Less(t, c.P, 0.01)
	rev, _ := Permute(StatKendall, AverageItem, gold, b, a, o)
	assert.Greater(t, rev.P, 0.99)
	self, _ := Permute(StatPearson, AverageNone, gold, a, a, o)
	assert.Equal(t, 0.0, self.Delta)
	assert.Equal(t, 1.0, self.P)
	// Perfect metric: every resample gives r = 1.
	iv, _ = Bootstrap(StatPearson, AverageNone, gold, gold, o)
	assert.InDelta(t, 1, iv.Lo, 1e-12)
	// System level (one column): systems are resampled.
	sg := [][]float64{{1}, {2}, {3}, {4}, {5}}
	sm := [][]float64{{1}, {3}, {2}, {5}, {4}}
	iv, err = Bootstrap(StatPearson, AverageNone, sg, sm, o)
	require.NoError(t, err)
	assert.Less(t, iv.Lo, 0.8)
	assert.LessOrEqual(t, iv.Hi, 1.0)
}

// Issue 27 #9, #5: statistics stay in their range, and huge finite scores
// do not overflow Pearson's sums.
func TestStatisticRange(t *testing.T) {
	x := []float64{1, 2, 3}
	for _, st := range []Statistic{StatKendall, StatKendallC, StatPearson, StatSpearman} {
		r, err := Correlate(st, AverageNone, [][]float64{x}, [][]float64{x})
		if err != nil {
			t.Fatal(err)
		}
		if r.Value != 1 {
			t.Errorf("%s of a perfect ranking of 3 = %v, want exactly 1", st, r.Value)
		}
	}
	r, err := Pearson([]float64{1, 2, 3}, []float64{1e308, -1e308, 1.5e308})
	if err != nil {
		t.Fatal(err)
	}
	// Hand-computed: y/1e308 = (1, -1, 1.5), mean 0.5, deviations x (-1,0,1),
	// y (0.5,-1.5,1): sxy = 0.5, sxx = 2, syy = 3.5, r = 0.5/√7.
	if want := 0.5 / math.Sqrt(7); math.Abs(r-want) > 1e-12 {
		t.Errorf("Pearson with scores near 1e308 = %v, want %v", r, want)
	}
}
