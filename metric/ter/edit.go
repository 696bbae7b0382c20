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
// scratch rows a and b, when that distance is at most limit; otherwise it
// returns ok=false, usually long before the last row.
//
// Every path through cell (i, j) to the last cell costs at least
// cost[i][j] + |(n−i) − (m−j)|, so a cell where that bound exceeds limit
// (inadmissible) cannot lie on a path of cost ≤ limit. Each row is
// computed only from the first admissible column of the row above to
// where admissible cells can still be reached (Ukkonen's cut-off, inside
// sacrebleu's beam); cells left out count as unreachable. A computed cell
// is then never below its true value, and exact on every path of cost ≤
// limit, so the result is exact whenever it is ≤ limit. Costs are not
// clamped at inf: an unreachable cell holds inf plus at most one per row,
// still above any limit.
func suffixCost(base *matrix, hyp, ref []int32, p int, limit int32, a, b []int32) (int32, bool) {
	n, m := base.n, base.m
	if p == n {
		d := base.dist()
		return d, d <= limit
	}
	prev := base.row(p) // true values or inf in every column
	aL, aR := admissible(prev, 0, m+1, m-n+p, limit)
	cur := a
	var L, R int
	for i := p + 1; i <= n; i++ {
		if aL >= aR {
			return 0, false
		}
		lo, hi := band(i, n, m, base.ratio, base.bw)
		k := m - n + i
		L = max(lo, aL)
		if L >= hi {
			return 0, false
		}
		j := L
		var left int32 = inf
		if L > 0 {
			cur[L-1] = inf // read as the diagonal by the next row
		} else {
			left = prev[0] + 1
			cur[0] = left
			j = 1
		}
		// Columns whose diagonal or upper neighbour may be admissible:
		// up to aR (prev[aR] is computed or inf).
		end := min(hi, aR+1)
		if j < end {
			h := uint32(hyp[i-1])
			diag := prev[j-1]
			row, up := cur[:end], prev[:end]
			refs := ref[:end-1]
			for ; j < end; j++ {
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
			}
		}
		// Further right only reference insertions reach a cell; the bound
		// never decreases along them, so stop at the first inadmissible.
		for ; j < hi; j++ {
			c := left + 1
			if c+int32(abs(j-k)) > limit {
				break
			}
			cur[j] = c
			left = c
		}
		R = j
		cur[R] = inf // read as the upper neighbour by the next row
		aL, aR = admissible(cur, L, R, k, limit)
		prev = cur
		if &cur[0] == &a[0] {
			cur = b
		} else {
			cur = a
		}
	}
	if m < L || m >= R {
		return 0, false
	}
	d := prev[m]
	return d, d <= limit
}

// admissible returns the first and one past the last column j in [from,
// to) with row[j] + |j − k| ≤ limit (an empty range when there is none).
func admissible(row []int32, from, to, k int, limit int32) (int, int) {
	first := -1
	for j := from; j < to; j++ {
		if row[j]+int32(abs(j-k)) <= limit {
			first = j
			break
		}
	}
	if first < 0 {
		return to, to
	}
	last := first
	for j := to - 1; j > first; j-- {
		if row[j]+int32(abs(j-k)) <= limit {
			last = j
			break
		}
	}
	return first, last + 1
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

// bandDistance is the beam edit distance of hyp against ref, the same
// number matrix.fill computes, in two rows (memory linear in the length,
// time linear in the length times the beam): cells outside the band are
// unreachable, exactly as fill leaves them.
func (w *worker) bandDistance(hyp, ref []int32) int {
	n, m := len(hyp), len(ref)
	if m == 0 {
		return n
	}
	ratio, bw := beam(n, m)
	w.rowA = grow32(w.rowA, m+2)
	w.rowB = grow32(w.rowB, m+2)
	prev, cur := w.rowA[:m+2], w.rowB[:m+2]
	for j := 0; j <= m; j++ {
		prev[j] = int32(j)
	}
	plo, phi := 0, m+1 // the previous row's band
	at := func(row []int32, lo, hi, k int) int32 {
		if k < lo || k >= hi {
			return inf
		}
		return row[k]
	}
	for i := 1; i <= n; i++ {
		lo, hi := band(i, n, m, ratio, bw)
		j := lo
		if j == 0 {
			cur[0] = min(at(prev, plo, phi, 0)+1, inf)
			j = 1
		}
		h := hyp[i-1]
		for ; j < hi; j++ {
			d := at(prev, plo, phi, j-1)
			if ref[j-1] != h {
				d++
			}
			c := min(d, at(prev, plo, phi, j)+1)
			if j-1 >= lo {
				c = min(c, cur[j-1]+1)
			}
			cur[j] = min(c, inf)
		}
		prev, cur = cur, prev
		plo, phi = lo, hi
	}
	return int(at(prev, plo, phi, m))
}
