package chrf

import (
	"cmp"
	"math/bits"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/tokenize"
)

// runs are the distinct n-grams of one order, sorted, with their counts.
type runs[K cmp.Ordered] struct {
	keys  []K
	cnt   []int32
	total int
}

// segment is one preprocessed segment: characters and words interned to
// IDs (and kept as text for the string-keyed path), and its n-gram runs
// per order (character orders first).
type segment struct {
	chars  []uint32
	runes  []rune
	words  []uint32
	wtext  []string
	packed []runs[uint64]
	str    []runs[string]
}

// worker is the per-call scratch of Stats.
type worker struct {
	ascii   [utf8.RuneSelf]int32 // ID+1 of an ASCII character, 0 when unseen
	charIDs map[rune]uint32
	nchars  int
	wordIDs map[string]uint32
	segs    []segment
	nsegs   int
	keys    []uint64
	skeys   []string
	wbuf    []string
}

func (w *worker) reset() {
	w.ascii = [utf8.RuneSelf]int32{}
	if w.charIDs == nil {
		w.charIDs = map[rune]uint32{}
		w.wordIDs = map[string]uint32{}
	}
	clear(w.charIDs)
	clear(w.wordIDs)
	w.nchars = 0
	w.nsegs = 0
}

func (w *worker) charID(r rune) uint32 {
	if r < utf8.RuneSelf {
		if id := w.ascii[r]; id > 0 {
			return uint32(id - 1)
		}
		w.ascii[r] = int32(w.nchars + 1)
		w.nchars++
		return uint32(w.nchars - 1)
	}
	id, ok := w.charIDs[r]
	if !ok {
		id = uint32(w.nchars)
		w.charIDs[r] = id
		w.nchars++
	}
	return id
}

// add preprocesses s as the next segment and interns its symbols.
func (c *CHRF) add(w *worker, s string) *segment {
	if w.nsegs == len(w.segs) {
		w.segs = append(w.segs, segment{})
	}
	g := &w.segs[w.nsegs]
	w.nsegs++
	if c.o.Lowercase {
		s = tokenize.Lower(s)
	}
	g.chars, g.runes = g.chars[:0], g.runes[:0]
	for _, r := range s {
		if !c.o.Whitespace && tokenize.IsSpace(r) {
			continue
		}
		g.runes = append(g.runes, r)
		g.chars = append(g.chars, w.charID(r))
	}
	g.words, g.wtext = g.words[:0], g.wtext[:0]
	if c.o.WordOrder > 0 {
		g.wtext = words(g.wtext, s)
		for _, t := range g.wtext {
			id, ok := w.wordIDs[t]
			if !ok {
				id = uint32(len(w.wordIDs))
				w.wordIDs[t] = id
			}
			g.words = append(g.words, id)
		}
	}
	return g
}

func width(n int) int { return max(1, bits.Len(uint(n))) }

// packable reports whether every n-gram of the call fits a uint64 key.
func (c *CHRF) packable(w *worker) bool {
	return width(w.nchars)*c.o.CharOrder <= 64 && width(len(w.wordIDs))*c.o.WordOrder <= 64
}

// buildPacked fills g.packed with the runs of every order.
func (c *CHRF) buildPacked(w *worker, g *segment) {
	order := c.o.CharOrder + c.o.WordOrder
	g.packed = slices.Grow(g.packed[:0], order)[:order]
	cw, ww := width(w.nchars), width(len(w.wordIDs))
	for i := range order {
		ids, n, wd := g.chars, i+1, cw
		if i >= c.o.CharOrder {
			ids, n, wd = g.words, i-c.o.CharOrder+1, ww
		}
		w.keys = w.keys[:0]
		for j := 0; j+n <= len(ids); j++ {
			var k uint64
			for _, id := range ids[j : j+n] {
				k = k<<uint(wd) | uint64(id)
			}
			w.keys = append(w.keys, k)
		}
		fillRuns(&g.packed[i], w.keys)
	}
}

// buildStrings fills g.str with string-keyed runs of every order.
func (c *CHRF) buildStrings(w *worker, g *segment) {
	order := c.o.CharOrder + c.o.WordOrder
	g.str = slices.Grow(g.str[:0], order)[:order]
	for i := range order {
		w.skeys = w.skeys[:0]
		if i < c.o.CharOrder {
			n := i + 1
			for j := 0; j+n <= len(g.runes); j++ {
				w.skeys = append(w.skeys, string(g.runes[j:j+n]))
			}
		} else {
			n := i - c.o.CharOrder + 1
			for j := 0; j+n <= len(g.wtext); j++ {
				w.skeys = append(w.skeys, strings.Join(g.wtext[j:j+n], " "))
			}
		}
		fillRuns(&g.str[i], w.skeys)
	}
}

// fillRuns sorts keys and stores their distinct values and counts in r.
func fillRuns[K cmp.Ordered](r *runs[K], keys []K) {
	slices.Sort(keys)
	r.keys, r.cnt, r.total = r.keys[:0], r.cnt[:0], len(keys)
	for i, k := range keys {
		if i > 0 && k == keys[i-1] {
			r.cnt[len(r.cnt)-1]++
			continue
		}
		r.keys = append(r.keys, k)
		r.cnt = append(r.cnt, 1)
	}
}

// matchRuns is sacrebleu's _get_match_statistics for one order:
// hypothesis count (0 when the reference has no n-gram of this order),
// reference count, and the clipped matches.
func matchRuns[K cmp.Ordered](h, r *runs[K]) (nh, nr, nm int) {
	j := 0
	for i, k := range h.keys {
		for j < len(r.keys) && r.keys[j] < k {
			j++
		}
		if j < len(r.keys) && r.keys[j] == k {
			nm += int(min(h.cnt[i], r.cnt[j]))
		}
	}
	nh = h.total
	if r.total == 0 {
		nh = 0
	}
	return nh, r.total, nm
}

// Stats of hyp against its references; see CHRF.Stats.
func (c *CHRF) stats(w *worker, hyp string, refs []string, forceStrings bool) (metric.Stats, error) {
	w.reset()
	c.add(w, hyp)
	for _, r := range refs {
		if tokenize.TrimRightSpace(r) != "" {
			c.add(w, r)
		}
	}
	if w.nsegs == 1 {
		return nil, ErrNoReference
	}
	packed := !forceStrings && c.packable(w)
	for i := range w.nsegs {
		if packed {
			c.buildPacked(w, &w.segs[i])
		} else {
			c.buildStrings(w, &w.segs[i])
		}
	}
	order := c.o.CharOrder + c.o.WordOrder
	best := make(metric.Stats, 3*order)
	cur := make(metric.Stats, 3*order)
	bestF := -1.0
	h := &w.segs[0]
	for _, r := range w.segs[1:w.nsegs] {
		for i := range order {
			var nh, nr, nm int
			if packed {
				nh, nr, nm = matchRuns(&h.packed[i], &r.packed[i])
			} else {
				nh, nr, nm = matchRuns(&h.str[i], &r.str[i])
			}
			cur[3*i], cur[3*i+1], cur[3*i+2] = float64(nh), float64(nr), float64(nm)
		}
		if f := c.fScore(cur); f > bestF {
			bestF = f
			best, cur = cur, best
		}
	}
	return best, nil
}
