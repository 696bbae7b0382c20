package ter

import (
	"errors"
	"math"
)

// Limits of the shift search, as in tercom and sacrebleu's lib_ter.py.
const (
	// MaxShiftSize is the longest block of words a shift moves.
	MaxShiftSize = 10
	// MaxShiftDist is the largest distance between a block's position in
	// the hypothesis and the reference position it matches.
	MaxShiftDist = 50
	// BeamWidth is the half-width of the band around the diagonal that
	// the edit distance explores.
	BeamWidth = 25
	// MaxShiftCandidates is the number of shift candidates evaluated for
	// one hypothesis–reference pair before the search stops (sacrebleu's
	// own limit; the search in progress when it is reached is discarded).
	MaxShiftCandidates = 1000
)

// inf is an unreachable cell. sacrebleu uses 1e16 and compares with
// strict inequalities only, so any value above every real cost behaves
// the same; cells are clamped at inf, so inf+1 never propagates.
const inf = int32(1 << 30)

// Edit operations of the trace, in the orientation of the edit-distance
// matrix (rows are hypothesis words, columns reference words).
const (
	opMatch = iota // diagonal, words equal
	opSub          // diagonal, words differ
	opDel          // up: a hypothesis word is consumed
	opIns          // left: a reference word is consumed
	opUndef
)

var errTrace = errors.New("ter: edit-distance trace left the beam")

// band is the range [lo, hi) of columns the beam computes in row i of an
// n-row, m-column matrix with the given length ratio and beam width.
func band(i, n, m int, ratio float64, bw int) (lo, hi int) {
	diag := int(math.Floor(float64(i) * ratio))
	lo = diag - bw
	if lo < 0 {
		lo = 0
	}
	hi = diag + bw
	if hi > m+1 {
		hi = m + 1
	}
	if i == n {
		hi = m + 1
	}
	return lo, hi
}

// beam returns the length ratio and beam width sacrebleu uses for a
// hypothesis of n words against a reference of m words.
func beam(n, m int) (float64, int) {
	ratio := 1.0
	if n > 0 {
		ratio = float64(m) / float64(n)
	}
	bw := BeamWidth
	if float64(BeamWidth) < ratio/2 {
		bw = int(math.Ceil(ratio/2 + BeamWidth))
	}
	return ratio, bw
}

// matrix is the beam edit-distance matrix of one hypothesis against the
// reference, kept whole so that candidates sharing a prefix with it start
// from its rows, with the operations needed for the trace.
type matrix struct {
	n, m  int
	cost  []int32 // (n+1)×(m+2), row i at i*(m+2); column m+1 is always inf
	op    []uint8
	ratio float64
	bw    int
}

func (x *matrix) row(i int) []int32 { w := x.m + 2; return x.cost[i*w : i*w+w] }

// fill computes the whole matrix of hyp against ref, with tercom's
// preference among equal costs: diagonal, then up, then left.
func (x *matrix) fill(hyp, ref []int32) {
	n, m := len(hyp), len(ref)
	w := m + 2
	x.n, x.m = n, m
	x.ratio, x.bw = beam(n, m)
	x.cost = grow32(x.cost, (n+1)*w)
	x.op = grow8(x.op, (n+1)*w)
	for j := 0; j <= m; j++ {
		x.cost[j] = int32(j)
		x.op[j] = opIns
	}
	x.cost[m+1] = inf
	for i := 1; i <= n; i++ {
		cur := x.cost[i*w : i*w+w]
		ops := x.op[i*w : i*w+w]
		prev := x.cost[(i-1)*w : i*w]
		for j := range cur {
			cur[j] = inf
			ops[j] = opUndef
		}
		lo, hi := band(i, n, m, x.ratio, x.bw)
		j := lo
		if j == 0 {
			cur[0] = prev[0] + 1
			ops[0] = opDel
			j = 1
		}
		h := hyp[i-1]
		for ; j < hi; j++ {
			c, o := inf, uint8(opUndef)
			d, od := prev[j-1], uint8(opMatch)
			if ref[j-1] != h {
				d, od = d+1, opSub
			}
			if d < c {
				c, o = d, od
			}
			if u := prev[j] + 1; u < c {
				c, o = u, opDel
			}
			if l := cur[j-1] + 1; l < c {
				c, o = l, opIns
			}
			cur[j], ops[j] = c, o
		}
	}
}

// dist is the edit distance of the filled matrix.
func (x *matrix) dist() int32 { return x.cost[x.n*(x.m+2)+x.m] }

// alignment follows the trace back from the last cell and reports, as
// sacrebleu's trace_to_alignment does on the flipped trace, which
// hypothesis and reference words are in error and, for every reference
// position, the hypothesis position aligned with it (or preceding it;
// -1 before the first).
func (x *matrix) alignment(trace []uint8, align []int, hypErr, refErr []bool) ([]uint8, []int, []bool, []bool, error) {
	trace = trace[:0]
	w := x.m + 2
	for i, j := x.n, x.m; i > 0 || j > 0; {
		o := x.op[i*w+j]
		trace = append(trace, o)
		switch o {
		case opMatch, opSub:
			i, j = i-1, j-1
		case opDel:
			i--
		case opIns:
			j--
		default:
			return trace, align, hypErr, refErr, errTrace
		}
	}
	align, hypErr, refErr = align[:0], hypErr[:0], refErr[:0]
	ph := -1
	for k := len(trace) - 1; k >= 0; k-- {
		switch trace[k] {
		case opMatch, opSub:
			ph++
			align = append(align, ph)
			e := trace[k] == opSub
			hypErr = append(hypErr, e)
			refErr = append(refErr, e)
		case opDel: // a hypothesis word with no reference word
			ph++
			hypErr = append(hypErr, true)
		case opIns: // a reference word with no hypothesis word
			align = append(align, ph)
			refErr = append(refErr, true)
		}
	}
	return trace, align, hypErr, refErr, nil
}

// suffixCost finishes, from row p of base (whose first p hypothesis words
// equal hyp's), the beam edit distance of hyp against ref using the two
// scratch rows a and b. It stops early and returns ok=false once the
// distance is certain to exceed limit: every path through row i to the
// last cell costs at least cost[i][j] + |(n−i) − (m−j)|. Costs are not
// clamped at inf here: an unreachable cell holds inf plus at most one
// per row, still above any limit.
func suffixCost(base *matrix, hyp, ref []int32, p int, limit int32, a, b []int32) (int32, bool) {
	n, m := base.n, base.m
	if p == n {
		d := base.dist()
		return d, d <= limit
	}
	prev := base.row(p)
	if lowerBound(prev, p, n, m) > limit {
		return 0, false
	}
	cur := a
	for i := p + 1; i <= n; i++ {
		lo, hi := band(i, n, m, base.ratio, base.bw)
		// Cells a later row or this row's left neighbour may read outside
		// [lo, hi) must be inf: lo−1 and everything from hi to the end.
		if lo > 0 {
			cur[lo-1] = inf
		}
		for j := hi; j <= m+1; j++ {
			cur[j] = inf
		}
		// The lower bound cost[i][j] + |j − k| with k = m − n + i, as
		// min(cost − j) + k over j ≤ k and min(cost + j) − k over j > k.
		k := m - n + i
		below, above := inf+int32(m)+2, inf+int32(m)+2
		j := lo
		var left int32 = inf
		if j == 0 {
			left = prev[0] + 1
			cur[0] = left
			if 0 <= k {
				below = left
			} else {
				above = left
			}
			j = 1
		} else {
			left = cur[lo-1]
		}
		h := uint32(hyp[i-1])
		diag := prev[j-1]
		row, up := cur[:hi], prev[:hi]
		refs := ref[:hi-1]
		for ; j < hi; j++ {
			u := up[j]
			x := h ^ uint32(refs[j-1])
			c := diag + int32((x|-x)>>31) // +1 unless the words are equal
			if u+1 < c {
				c = u + 1
			}
			if left+1 < c {
				c = left + 1
			}
			row[j] = c
			left, diag = c, u
			if j <= k {
				if v := c - int32(j); v < below {
					below = v
				}
			} else if v := c + int32(j); v < above {
				above = v
			}
		}
		if min(below+int32(k), above-int32(k)) > limit {
			return 0, false
		}
		prev = cur
		if &cur[0] == &a[0] {
			cur = b
		} else {
			cur = a
		}
	}
	d := prev[m]
	return d, d <= limit
}

// lowerBound is the least cost[j] + |(n−i) − (m−j)| over a row.
func lowerBound(row []int32, i, n, m int) int32 {
	best := inf
	for j := 0; j <= m; j++ {
		if row[j] >= inf {
			continue
		}
		if lb := row[j] + int32(abs((n-i)-(m-j))); lb < best {
			best = lb
		}
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func grow32(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n)
	}
	return s[:n]
}

func grow8(s []uint8, n int) []uint8 {
	if cap(s) < n {
		return make([]uint8, n)
	}
	return s[:n]
}
