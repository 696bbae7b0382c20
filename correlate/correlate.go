package correlate

import (
	"errors"
	"math"
	"sort"
)

// ErrLength is returned when the two samples differ in length or are too short.
var ErrLength = errors.New("correlate: need two samples of the same length, at least 2")

// Pearson returns Pearson's product-moment correlation of x and y (NaN
// when either is constant).
func Pearson(x, y []float64) (float64, error) {
	if len(x) != len(y) || len(x) < 2 {
		return math.NaN(), ErrLength
	}
	return pearson(x, y), nil
}

func pearson(x, y []float64) float64 {
	if len(x) < 2 || constant(x) || constant(y) {
		// Tested by equality, not by a zero sum of squares: the mean of
		// equal values can differ from them in the last bit.
		return math.NaN()
	}
	x, y = rescale(x), rescale(y)
	var mx, my float64
	for i := range x {
		mx += x[i]
		my += y[i]
	}
	n := float64(len(x))
	mx, my = mx/n, my/n
	var sxy, sxx, syy float64
	for i := range x {
		dx, dy := x[i]-mx, y[i]-my
		sxy += dx * dy
		sxx += dx * dx
		syy += dy * dy
	}
	if sxx == 0 || syy == 0 {
		return math.NaN()
	}
	r := sxy / math.Sqrt(sxx*syy)
	return math.Max(-1, math.Min(1, r))
}

// rescale divides x by its largest magnitude when that is so large (or so
// small) that sums of squares would overflow (or underflow); Pearson's r
// does not change under scaling. Scores of 1e308 gave NaN before.
func rescale(x []float64) []float64 {
	m := 0.0
	for _, v := range x {
		m = math.Max(m, math.Abs(v))
	}
	if m == 0 || (m < 1e100 && m > 1e-100) || math.IsInf(m, 0) {
		return x
	}
	out := make([]float64, len(x))
	for i, v := range x {
		out[i] = v / m
	}
	return out
}

func constant(x []float64) bool {
	for _, v := range x[1:] {
		if v != x[0] {
			return false
		}
	}
	return true
}

// ranks returns average ranks (ties share their mean rank).
func ranks(x []float64) []float64 {
	idx := make([]int, len(x))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return x[idx[a]] < x[idx[b]] })
	r := make([]float64, len(x))
	for i := 0; i < len(idx); {
		j := i
		for j+1 < len(idx) && x[idx[j+1]] == x[idx[i]] {
			j++
		}
		avg := float64(i+j)/2 + 1
		for k := i; k <= j; k++ {
			r[idx[k]] = avg
		}
		i = j + 1
	}
	return r
}

// Spearman returns Spearman's rank correlation (Pearson of average ranks).
func Spearman(x, y []float64) (float64, error) {
	if len(x) != len(y) || len(x) < 2 {
		return math.NaN(), ErrLength
	}
	return pearson(ranks(x), ranks(y)), nil
}

// Kendall returns Kendall's τ-b.
func Kendall(x, y []float64) (float64, error) {
	if len(x) != len(y) || len(x) < 2 {
		return math.NaN(), ErrLength
	}
	return pairCounts(x, y).tauB(), nil
}
