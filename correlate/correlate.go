// Package correlate measures how well metric scores agree with human
// judgments: Pearson's r, Spearman's ρ and Kendall's τ (meta-evaluation,
// as in the WMT metrics tasks).
package correlate

import (
	"errors"
	"math"
	"sort"
)

// ErrLength is returned when the two samples differ in length or are too short.
var ErrLength = errors.New("correlate: need two samples of the same length, at least 2")

// Pearson returns Pearson's product-moment correlation of x and y.
func Pearson(x, y []float64) (float64, error) {
	if len(x) != len(y) || len(x) < 2 {
		return math.NaN(), ErrLength
	}
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
		return math.NaN(), nil
	}
	return sxy / math.Sqrt(sxx*syy), nil
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
	return Pearson(ranks(x), ranks(y))
}

// Kendall returns Kendall's τ-b.
func Kendall(x, y []float64) (float64, error) {
	if len(x) != len(y) || len(x) < 2 {
		return math.NaN(), ErrLength
	}
	var c, d, tx, ty float64
	for i := 0; i < len(x); i++ {
		for j := i + 1; j < len(x); j++ {
			a, b := sign(x[i]-x[j]), sign(y[i]-y[j])
			switch {
			case a == 0 && b == 0:
			case a == 0:
				tx++
			case b == 0:
				ty++
			case a == b:
				c++
			default:
				d++
			}
		}
	}
	den := math.Sqrt((c + d + tx) * (c + d + ty))
	if den == 0 {
		return math.NaN(), nil
	}
	return (c - d) / den, nil
}

func sign(v float64) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}
