package tune

import (
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/meteor"
)

// Issue 27 #3, #10, #15: one validated range parser.
func TestParseRange(t *testing.T) {
	for _, c := range []struct {
		name, in string
		want     Range
		err      string
	}{
		{"alpha", "0:1:0.05", Range{0, 1, 0.05}, ""},
		{"beta", "0.5", Range{0.5, 0.5, 0}, ""},
		{"alpha", "0.5:0.5:0", Range{0.5, 0.5, 0}, ""},
		{"alpha", "NaN:1:0.1", Range{}, "not a finite number"},
		{"alpha", "0:NaN:0.1", Range{}, "not a finite number"},
		{"alpha", "0:1:NaN", Range{}, "step NaN"},
		{"alpha", "0:1:Inf", Range{}, "step +Inf"},
		{"alpha", "0:1:0", Range{}, "a step of 0"},
		{"alpha", "0:1:-0.1", Range{}, "step -0.1"},
		{"alpha", "0:1:1e-12", Range{}, "more than 1000000"},
		{"alpha", "2:3:0.5", Range{}, "alpha 2 is not in [0, 1]"},
		{"gamma", "0:1.5:0.5", Range{}, "gamma 1.5 is not in [0, 1]"},
		{"beta", "-1:3:0.5", Range{}, "beta -1 is negative"},
		{"beta", "0:1e308:1", Range{}, "more than"},
		{"weight", "1:0:0.1", Range{}, "below the minimum"},
		{"delta", "0:1", Range{}, "not MIN:MAX:STEP"},
		{"delta", "a:1:0.1", Range{}, `"a" is not a number`},
		{"delta", "", Range{}, `"" is not a number`},
	} {
		t.Run(c.name+" "+c.in, func(t *testing.T) {
			r, err := ParseRange(c.name, c.in)
			if c.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), c.err)
				assert.True(t, strings.HasPrefix(err.Error(), "tune: "), err.Error())
				return
			}
			require.NoError(t, err)
			assert.Equal(t, c.want, r)
		})
	}
}

// FuzzParseRange: no panic, errors render, and an accepted range has
// at most MaxRangeValues values inside the parameter's bounds.
func FuzzParseRange(f *testing.F) {
	for _, s := range []string{"0:1:0.05", "0:3:0.1", "0.5", "0.5:0.9:0.2", "NaN:1:0.1", "0:1:1e-12", "2:3:0.5", "0:1:0"} {
		f.Add("alpha", s)
		f.Add("beta", s)
	}
	f.Fuzz(func(t *testing.T, name, s string) {
		r, err := ParseRange(name, s)
		if err != nil {
			_ = err.Error()
			return
		}
		if n := r.Count(); n > MaxRangeValues || n < 1 {
			t.Fatalf("%q: %v values", s, n)
		}
		if len(r.Values()) != int(r.Count()) {
			t.Fatalf("%q: Values has %d, Count %v", s, len(r.Values()), r.Count())
		}
		for _, v := range []float64{r.Min, r.Max} {
			if meteor.CheckParam(name, v) != nil {
				t.Fatalf("%q: %v out of bounds", s, v)
			}
		}
	})
}

// #3: a huge grid is sized without being listed, and refused.
func TestSpaceSizeDoesNotAllocate(t *testing.T) {
	sp := DefaultSpace(2)
	sp.Alpha = Range{0, 1, 1e-12}
	assert.InDelta(t, 1e12*31*21*21*11, sp.Size(), 1e12*31*21*21*11*1e-6)
	pearson, _ := LookupStatistic("pearson")
	d := synthetic(Point{Params: meteor.Params{Alpha: 0.5, Beta: 1, Gamma: 0.5, Delta: 0.5}, Weights: []float64{1, 1}}, 2, 10)
	_, err := Tune(d, Options{Objective: Objective{Level: Segment, Statistic: pearson}, Space: sp, Start: Point{Weights: []float64{1, 1}}})
	assert.ErrorContains(t, err, "more than 1000000")
}

// #10: the start point's parameters are checked too.
func TestTuneRejectsBadStart(t *testing.T) {
	pearson, _ := LookupStatistic("pearson")
	d := synthetic(Point{Params: meteor.Params{Alpha: 0.5, Beta: 1, Gamma: 0.5, Delta: 0.5}, Weights: []float64{1, 1}}, 2, 10)
	_, err := Tune(d, Options{Objective: Objective{Level: Segment, Statistic: pearson}, Method: Hill, Space: smallSpace(),
		Start: Point{Params: meteor.Params{Alpha: 2.5}, Weights: []float64{1, 1}}})
	assert.ErrorContains(t, err, "alpha 2.5 is not in [0, 1]")
}

// #11: infinite human scores and an objective that is NaN everywhere are
// errors, never a tuned parameter file.
func TestTuneNaNObjective(t *testing.T) {
	pearson, _ := LookupStatistic("pearson")
	o := Options{Objective: Objective{Level: Segment, Statistic: pearson}, Space: smallSpace(), Start: Point{Weights: []float64{1, 1}}}
	d := synthetic(Point{Params: meteor.Params{Alpha: 0.5, Beta: 1, Gamma: 0.5, Delta: 0.5}, Weights: []float64{1, 1}}, 2, 10)
	d.SegHuman[0][3] = math.Inf(1)
	_, err := Tune(d, o)
	assert.ErrorIs(t, err, ErrData)
	assert.ErrorContains(t, err, "human score +Inf")
	d = synthetic(Point{Params: meteor.Params{Alpha: 0.5, Beta: 1, Gamma: 0.5, Delta: 0.5}, Weights: []float64{1, 1}}, 2, 10)
	for _, row := range d.SegHuman {
		for i := range row {
			row[i] = 1 // constant: Pearson is undefined
		}
	}
	_, err = Tune(d, o)
	assert.ErrorIs(t, err, ErrData)
	assert.ErrorContains(t, err, "undefined (NaN) at every point")
}
