package bleu

import (
	"math/bits"
	"strings"

	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/internal/ngram"
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
	table  ngram.Table
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
	w.table.Reserve(hypLen)
	for n := 1; n <= order; n++ {
		if hypLen < n {
			break
		}
		st[2+order+n-1] = float64(hypLen - n + 1)
		for g := range nseg {
			w.keys[g] = ngram.Roll(w.keys[g], w.seg(g), n, uint(width))
		}
		w.table.Next()
		for _, k := range w.keys[0] {
			w.table.AddHyp(k)
		}
		correct := 0
		for r := 1; r < nseg; r++ {
			w.table.NextRef()
			for _, k := range w.keys[r] {
				correct += w.table.MatchClipped(k)
			}
		}
		st[2+n-1] = float64(correct)
	}
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
