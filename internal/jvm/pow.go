package jvm

import (
	"math"
	"math/big"
	"sync"
	"sync/atomic"
)

// Pow returns x**y correctly rounded to the nearest double (spec §7.2:
// the reference's HotSpot Math.pow agrees with the correctly rounded
// value on every oracle score; Go's math.Pow is off by one ulp for 7–13 %
// of Meteor's segment scores).
//
// Method: special cases follow IEEE/Java (as math.Pow does). Otherwise
// x**y = exp(y·ln x) is evaluated with 256-bit big.Float arithmetic — ln
// by the atanh series after scaling the mantissa into [1/√2, √2), exp by
// reduction to [-ln2/2, ln2/2] and a Taylor series — and rounded once.
// The error of the 256-bit result is far below 2^-200 relative, so the
// rounding is correct unless the exact result lies within that distance
// of a midpoint between doubles. The big-float path costs ~20 µs, so
// results are memoized: Meteor calls Pow with few distinct arguments
// (fragmentation ratios of small integers and a fixed beta).
func Pow(x, y float64) float64 {
	switch {
	case y == 0:
		return 1
	case y == 1:
		return x
	case math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) || x <= 0:
		return math.Pow(x, y)
	case x == 1:
		return 1
	}
	if y == 2 {
		return x * x // exact then rounded once: correctly rounded
	}
	if y == 0.5 {
		return math.Sqrt(x)
	}
	k := [2]uint64{math.Float64bits(x), math.Float64bits(y)}
	if v, ok := powCache.Load(k); ok {
		return v.(float64)
	}
	r := bigPow(x, y)
	if powCount.Load() < powCacheMax {
		if _, loaded := powCache.LoadOrStore(k, r); !loaded {
			powCount.Add(1)
		}
	}
	return r
}

const (
	powPrec     = 256
	powCacheMax = 1 << 20
)

var (
	powCache sync.Map
	powCount atomic.Int64
	ln2Once  sync.Once
	ln2Big   *big.Float
)

func newF() *big.Float { return new(big.Float).SetPrec(powPrec) }

func ln2() *big.Float {
	ln2Once.Do(func() {
		ln2Big = atanhLn(newF().SetFloat64(2))
	})
	return ln2Big
}

// atanhLn returns ln(m) = 2·atanh((m-1)/(m+1)) for m near 1.
func atanhLn(m *big.Float) *big.Float {
	one := newF().SetInt64(1)
	z := newF().Quo(newF().Sub(m, one), newF().Add(m, one))
	z2 := newF().Mul(z, z)
	sum := newF().Set(z)
	term := newF().Set(z)
	eps := newF().SetMantExp(one, -powPrec-8)
	for n := int64(3); ; n += 2 {
		term.Mul(term, z2)
		t := newF().Quo(term, newF().SetInt64(n))
		if t.Sign() == 0 || newF().Abs(t).Cmp(eps) < 0 {
			break
		}
		sum.Add(sum, t)
	}
	return sum.Mul(sum, newF().SetInt64(2))
}

// bigLn returns ln(x) for x > 0.
func bigLn(x float64) *big.Float {
	frac, exp := math.Frexp(x) // x = frac·2^exp, frac in [0.5, 1)
	if frac < math.Sqrt2/2 {
		frac *= 2
		exp--
	}
	l := atanhLn(newF().SetFloat64(frac))
	return l.Add(l, newF().Mul(newF().SetInt64(int64(exp)), ln2()))
}

// bigExp returns exp(t) as a big.Float.
func bigExp(t *big.Float) *big.Float {
	q := newF().Quo(t, ln2())
	qf, _ := q.Float64()
	k := math.Round(qf)
	r := newF().Sub(t, newF().Mul(newF().SetFloat64(k), ln2()))
	one := newF().SetInt64(1)
	sum := newF().SetInt64(1)
	term := newF().SetInt64(1)
	eps := newF().SetMantExp(one, -powPrec-8)
	for n := int64(1); n < 200; n++ {
		term.Mul(term, r)
		term.Quo(term, newF().SetInt64(n))
		if term.Sign() == 0 || newF().Abs(term).Cmp(eps) < 0 {
			break
		}
		sum.Add(sum, term)
	}
	return sum.SetMantExp(sum, int(k))
}

func bigPow(x, y float64) float64 {
	t := bigLn(x)
	t.Mul(t, newF().SetFloat64(y))
	// Outside the double range the fast result is already exact (0 or Inf).
	if tf, _ := t.Float64(); tf > 710 || tf < -746 {
		return math.Pow(x, y)
	}
	r, _ := bigExp(t).Float64()
	return r
}
