package bleu

import (
	"math"
	"math/bits"
	"strings"

	"github.com/parmesan-mt/parmesan/metric"
)

// worker is the per-call scratch of Stats: segments interned to token
// IDs (hypothesis first, then references) and n-gram key buffers.
type worker struct {
	buf    []byte
	ids    map[string]uint32
	words  []string   // every token, in order
	toks   []uint32   // their IDs
	starts []int      // segment i is toks[starts[i]:starts[i+1]]
	keys   [][]uint64 // n-gram keys per segment
	table  table
}

func (w *worker) reset() {
	if w.ids == nil {
		w.ids = make(map[string]uint32)
	}
	clear(w.ids)
	w.words, w.toks, w.starts = w.words[:0], w.toks[:0], append(w.starts[:0], 0)
}

// addSegment interns the space-separated tokens of s as the next segment.
func (w *worker) addSegment(s string) {
	for len(s) > 0 {
		i := strings.IndexByte(s, ' ')
		t := s
		if i >= 0 {
			t, s = s[:i], s[i+1:]
		} else {
			s = ""
		}
		id, ok := w.ids[t]
		if !ok {
			id = uint32(len(w.ids))
			w.ids[t] = id
		}
		w.words = append(w.words, t)
		w.toks = append(w.toks, id)
	}
	w.starts = append(w.starts, len(w.toks))
}

func (w *worker) seg(i int) []uint32 { return w.toks[w.starts[i]:w.starts[i+1]] }

// closestRefLen is the reference length closest to the hypothesis
// length, the shorter one on ties.
func closestRefLen(hypLen int, refLens []int) int {
	bestDiff, best := -1, -1
	for _, r := range refLens {
		d := hypLen - r
		if d < 0 {
			d = -d
		}
		if bestDiff == -1 || d < bestDiff || d == bestDiff && r < best {
			bestDiff, best = d, r
		}
	}
	return best
}

// count fills st with [hyp_len, ref_len, correct_1..N, total_1..N].
func (w *worker) count(order int, st metric.Stats) {
	nseg := len(w.starts) - 1
	hypLen := len(w.seg(0))
	refLens := make([]int, 0, nseg-1)
	for i := 1; i < nseg; i++ {
		refLens = append(refLens, len(w.seg(i)))
	}
	st[0] = float64(hypLen)
	st[1] = float64(closestRefLen(hypLen, refLens))
	width := bits.Len(uint(len(w.ids)))
	if width == 0 {
		width = 1
	}
	if width*order > 64 {
		w.countStrings(order, st)
		return
	}
	// Count the hypothesis n-grams of each order in an open-addressing
	// table, then walk every reference's n-grams through it: an
	// occurrence matches when its count in this reference exceeds the
	// best clipped count of an earlier reference (still within the
	// hypothesis count), which sums min(hyp, max over refs) without
	// sorting. Keys of order n are rolled from those of order n-1.
	for len(w.keys) < nseg {
		w.keys = append(w.keys, nil)
	}
	w.table.reserve(hypLen)
	for n := 1; n <= order; n++ {
		if hypLen < n {
			break
		}
		st[2+order+n-1] = float64(hypLen - n + 1)
		for g := range nseg {
			w.keys[g] = roll(w.keys[g], w.seg(g), n, uint(width))
		}
		w.table.next()
		for _, k := range w.keys[0] {
			w.table.addHyp(k)
		}
		correct := 0
		for r := 1; r < nseg; r++ {
			w.table.nextRef()
			for _, k := range w.keys[r] {
				correct += w.table.matchRef(k)
			}
		}
		st[2+n-1] = float64(correct)
	}
}

// roll turns keys (the (n-1)-grams of ids, or nothing when n is 1) into
// the n-grams of ids, each ID taking wd bits.
func roll(keys []uint64, ids []uint32, n int, wd uint) []uint64 {
	if n == 1 {
		keys = keys[:0]
		for _, id := range ids {
			keys = append(keys, uint64(id))
		}
		return keys
	}
	m := max(0, len(ids)-n+1)
	for j := 0; j < m; j++ {
		keys[j] = keys[j]<<wd | uint64(ids[j+n-1])
	}
	return keys[:m]
}

// table counts hypothesis n-grams of one order; entries are valid for
// the current generation only, so it is never cleared.
type table struct {
	slots []slot
	mask  uint64
	gen   uint32
	rgen  uint32
}

type slot struct {
	key              uint64
	gen, rgen        uint32
	hcnt, rcnt, best int32
}

// reserve sizes the table for n keys at a load of at most one half.
func (t *table) reserve(n int) {
	size := 16
	for size < 2*n {
		size <<= 1
	}
	if size > len(t.slots) {
		t.slots = make([]slot, size)
		t.mask = uint64(size - 1)
		t.gen, t.rgen = 0, 0
	}
}

// next starts a new order (and nextRef a new reference): older entries
// become invalid. The counters wrap after 2³² uses, clearing the table.
func (t *table) next() {
	if t.gen == math.MaxUint32 {
		clear(t.slots)
		t.gen, t.rgen = 0, 0
	}
	t.gen++
}

func (t *table) nextRef() {
	if t.rgen == math.MaxUint32 {
		for i := range t.slots {
			t.slots[i].rgen = 0
		}
		t.rgen = 0
	}
	t.rgen++
}

func (t *table) find(k uint64) *slot {
	i := (k * 0x9E3779B97F4A7C15) >> 32 & t.mask
	for {
		s := &t.slots[i]
		if s.gen != t.gen || s.key == k {
			return s
		}
		i = (i + 1) & t.mask
	}
}

func (t *table) addHyp(k uint64) {
	s := t.find(k)
	if s.gen != t.gen {
		*s = slot{key: k, gen: t.gen}
	}
	s.hcnt++
}

// matchRef counts one occurrence of k in the current reference and
// returns 1 when it raises the clipped match count of k.
func (t *table) matchRef(k uint64) int {
	s := t.find(k)
	if s.gen != t.gen {
		return 0
	}
	if s.rgen != t.rgen {
		s.rgen, s.rcnt = t.rgen, 0
	}
	s.rcnt++
	if s.rcnt <= s.hcnt && s.rcnt > s.best {
		s.best = s.rcnt
		return 1
	}
	return 0
}

// countStrings is count with n-grams as joined strings in maps, for
// segments with too many distinct tokens to pack (and the reference the
// packed path is tested against).
func (w *worker) countStrings(order int, st metric.Stats) {
	nseg := len(w.starts) - 1
	words := func(i int) []string { return w.words[w.starts[i]:w.starts[i+1]] }
	hyp := words(0)
	for n := 1; n <= order; n++ {
		if len(hyp) < n {
			break
		}
		st[2+order+n-1] = float64(len(hyp) - n + 1)
		hc := ngrams(hyp, n)
		best := map[string]int{}
		for r := 1; r < nseg; r++ {
			for g, c := range ngrams(words(r), n) {
				best[g] = max(best[g], c)
			}
		}
		correct := 0
		for g, c := range hc {
			correct += min(c, best[g])
		}
		st[2+n-1] = float64(correct)
	}
}

func ngrams(toks []string, n int) map[string]int {
	m := map[string]int{}
	for i := 0; i+n <= len(toks); i++ {
		m[strings.Join(toks[i:i+n], " ")]++
	}
	return m
}
