package wilson

import (
	"math"
	"testing"
)

// Reference values: Wilson score intervals at 95 % as tabulated by
// Newcombe (1998), Table I: 0/10 -> [0, 0.2775], 5/10 -> [0.2366, 0.7634],
// 81/263 -> [0.2553, 0.3662].
func TestInterval(t *testing.T) {
	for _, c := range []struct {
		k, n   int
		lo, hi float64
	}{{0, 10, 0, 0.2775}, {5, 10, 0.2366, 0.7634}, {81, 263, 0.2553, 0.3662}, {0, 0, 0, 1}} {
		lo, hi := Interval(c.k, c.n)
		if math.Abs(lo-c.lo) > 5e-5 || math.Abs(hi-c.hi) > 5e-5 {
			t.Errorf("Interval(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", c.k, c.n, lo, hi, c.lo, c.hi)
		}
	}
	if lo, _ := Interval(0, 10); math.Signbit(lo) {
		t.Errorf("Interval(0, 10) has lower bound -0")
	}
}
