// Package wilson is the Wilson score interval the bench programs print
// with a proportion (bench/recall, bench/ceiling).
package wilson

import "math"

// z is the standard normal quantile of a 95 % two-sided interval.
const z = 1.959963984540054

// Interval returns the Wilson score interval at 95 % of k successes in n
// trials, as fractions in [0, 1]; with n = 0 it is [0, 1] (nothing
// known).
func Interval(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	p := float64(k) / float64(n)
	nn := float64(n)
	den := 1 + z*z/nn
	c := (p + z*z/(2*nn)) / den
	h := z * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn)) / den
	return max(0, c-h), min(1, c+h)
}
