package correlate

import (
	"math"
	"sort"
)

// counts are the sufficient statistics of Kendall's τ over the pairs of a
// vector pair (x = metric, y = human): concordant and discordant pairs,
// pairs tied only in x, only in y, and in both; xClasses and yClasses are
// the numbers of distinct values (τ_c needs the smaller).
type counts struct {
	con, dis, tieX, tieY, tieXY int64
	xClasses, yClasses          int
	n                           int
}

func (c counts) pairs() int64 { return c.con + c.dis + c.tieX + c.tieY + c.tieXY }

// tauB is (C−D)/√((P−Tx)(P−Ty)) with Tx, Ty all ties in x, y; NaN when
// every pair is tied in x or in y.
func (c counts) tauB() float64 {
	tot := c.pairs()
	tx, ty := c.tieX+c.tieXY, c.tieY+c.tieXY
	if tot == 0 || tx == tot || ty == tot {
		return math.NaN()
	}
	return float64(c.con-c.dis) / math.Sqrt(float64(tot-tx)) / math.Sqrt(float64(tot-ty))
}

// tauC is Stuart's τ_c, 2(C−D) / (n²(m−1)/m) with m the smaller number of
// distinct values; NaN in the same cases as tauB.
func (c counts) tauC() float64 {
	tot := c.pairs()
	tx, ty := c.tieX+c.tieXY, c.tieY+c.tieXY
	if tot == 0 || tx == tot || ty == tot {
		return math.NaN()
	}
	m := float64(min(c.xClasses, c.yClasses))
	n := float64(c.n)
	return 2 * float64(c.con-c.dis) / (n * n * (m - 1) / m)
}

// tau23 is WMT23's τ that rewards a tie predicted for a tie:
// (C + Txy − D − Tx − Ty) / P.
func (c counts) tau23() float64 {
	tot := c.pairs()
	if tot == 0 {
		return math.NaN()
	}
	return float64(c.con+c.tieXY-c.dis-c.tieX-c.tieY) / float64(tot)
}

// acc23 is WMT23's pairwise accuracy: (C + Txy) / P.
func (c counts) acc23() float64 {
	tot := c.pairs()
	if tot == 0 {
		return math.NaN()
	}
	return float64(c.con+c.tieXY) / float64(tot)
}

// pairCounts counts the pairs of (x, y) in O(n log n) (Knight 1966): sort
// by x then y; ties in x and joint ties are runs of the sorted order;
// discordant pairs are the strict inversions of y in that order, counted
// by a merge sort; ties in y are runs of y sorted.
func pairCounts(x, y []float64) counts {
	n := len(x)
	c := counts{n: n}
	if n == 0 {
		return c
	}
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool {
		i, j := idx[a], idx[b]
		if x[i] != x[j] {
			return x[i] < x[j]
		}
		return y[i] < y[j]
	})
	var tieX, tieXY int64
	for i := 0; i < n; {
		j := i
		for j < n && x[idx[j]] == x[idx[i]] {
			j++
		}
		tieX += int64(j-i) * int64(j-i-1) / 2
		c.xClasses++
		for k := i; k < j; {
			l := k
			for l < j && y[idx[l]] == y[idx[k]] {
				l++
			}
			tieXY += int64(l-k) * int64(l-k-1) / 2
			k = l
		}
		i = j
	}
	ys := make([]float64, n)
	for k, i := range idx {
		ys[k] = y[i]
	}
	dis := inversions(ys, make([]float64, n))
	var tieY int64
	for i := 0; i < n; { // ys is sorted now
		j := i
		for j < n && ys[j] == ys[i] {
			j++
		}
		tieY += int64(j-i) * int64(j-i-1) / 2
		c.yClasses++
		i = j
	}
	tot := int64(n) * int64(n-1) / 2
	c.tieXY = tieXY
	c.tieX = tieX - tieXY
	c.tieY = tieY - tieXY
	c.dis = dis
	c.con = tot - c.tieX - c.tieY - c.tieXY - c.dis
	return c
}

// inversions sorts a ascending (using buf as scratch) and returns the
// number of pairs i < j with a[i] > a[j].
func inversions(a, buf []float64) int64 {
	if len(a) < 2 {
		return 0
	}
	m := len(a) / 2
	inv := inversions(a[:m], buf[:m]) + inversions(a[m:], buf[m:])
	i, j, k := 0, m, 0
	for i < m && j < len(a) {
		if a[j] < a[i] {
			inv += int64(m - i)
			buf[k] = a[j]
			j++
		} else {
			buf[k] = a[i]
			i++
		}
		k++
	}
	k += copy(buf[k:], a[i:m])
	copy(buf[k:], a[j:])
	copy(a, buf[:len(a)])
	return inv
}
