package meteor

import (
	"math"
	"math/bits"
	"slices"
)

// The beam search (spec §5); see the outline at the top of align.go.

// state is one partial alignment, or a proposal to extend one by the
// candidate pend (built only if it survives the next selection).
// Positions and counts are int32 (segments are far below 2^31 words) and
// the distance, a sum over matches, an int: 40 bytes a state, which the
// search copies for every proposal.
//
// A ref position cur ≥ idx that is not in a fixed span is never used: idx
// passes cur only by applying a span that covers cur, a fixed one or the
// path's last chosen one.
type state struct {
	dist int
	// used is the set of used hyp words: bits when the hypothesis has at
	// most 64 words (depth < 0), else the root of the used-word trie.
	used   uint64
	score  int32 // m1 + m2
	chunks int32
	idx    int32 // next ref position to account for
	last   int32 // hyp position after the last match, -1 after a gap
	chosen int32 // head of the chosen-match list in choices, -1 if none
	pend   int32 // candidate to add when built, -1 if none
}

// choice is one cell of a path's chosen-match list.
type choice struct{ cand, prev int32 }

// trie nodes: a leaf holds 1,024 bits, an inner node 16 child indexes.
// Node 0 is all zeros: the empty leaf and the empty inner node at once.
type tnode [16]uint64

// leafShift is log2 of the bits a trie leaf holds.
const leafShift = 10

// searcher is the beam search's scratch, owned by a worker.
type searcher struct {
	w     *worker
	beam  int
	depth int // inner trie levels above the leaves; -1: one bit word
	// shift is log2 of a leaf's bits (leafShift; 6 under stress, with
	// tiny arenas, so tests reach deep tries and compaction).
	shift    int
	minArena int

	fixedAt []int32 // by ref start: the fixed candidate, or -1
	fixedR  []bool  // ref positions in fixed spans

	cur, next []state
	// curKeys/nextKeys: the packed keys of cur/next, filled as states
	// are appended (push), unless wide: a key of this segment may not
	// fit a word.
	curKeys, nextKeys []uint64
	wide              bool
	order             []int32
	wideTop           []uint64
	// idxMask selects the state index in selectCur's keys.
	idxMask uint64
	keys    []skey
	cls     []class

	nodes, nodes2     []tnode
	choices, choices2 []choice
	fwd               []int32
	nodeLimit         int
	choiceLimit       int
	stack             []int32
	resAt             []int32
	selBuf            []skey
}

// class counts one parent's proposals of one (score gain, chunk gain).
type class struct{ gain, dchunk, n int }

// skey orders states like the reference's PARTIAL_COMPARE_TOTAL (more
// weighted matches, then fewer chunks, then less distance), ties broken by
// list position, which makes selection equal to a stable sort's prefix.
type skey struct {
	k1   uint64
	dist int
	i    int32
}

func keyOf(s *state, i int) skey {
	return skey{uint64(math.MaxInt32-int(s.score))<<32 | uint64(uint32(s.chunks)), s.dist, int32(i)}
}

func (a skey) less(b skey) bool {
	if a.k1 != b.k1 {
		return a.k1 < b.k1
	}
	if a.dist != b.dist {
		return a.dist < b.dist
	}
	return a.i < b.i
}

// run searches w's candidates and appends the best alignment's matches,
// in ascending ref order, to res.
func (s *searcher) run(w *worker, res []Match) []Match {
	s.w = w
	s.beam = w.s.set.Beam
	nh, nr := len(w.hyp), len(w.ref)
	s.shift, s.minArena = leafShift, 1<<14
	if w.stress {
		s.shift, s.minArena = 6, 4
	}
	s.depth = -1
	if nh > 64 || w.stress {
		s.depth = 0
		for c := 1; c<<s.shift < nh; c *= 16 {
			s.depth++
		}
	}
	s.nodes = append(s.nodes[:0], tnode{})
	s.choices = s.choices[:0]
	s.nodeLimit, s.choiceLimit = s.minArena, s.minArena

	// Fixed matches (spec §5.1).
	s.fixedAt = resize(s.fixedAt, nr)
	if cap(s.fixedR) < nr {
		s.fixedR = make([]bool, nr)
	}
	s.fixedR = s.fixedR[:nr]
	clear(s.fixedR)
	for j := range s.fixedAt {
		s.fixedAt[j] = -1
	}
	for j := 0; j < nr; j++ {
		if len(w.byRef[j]) != 1 {
			continue
		}
		ci := w.byRef[j][0]
		c := &w.all[ci]
		fixed := true
		for k := c.refStart; k < c.refStart+c.refLen && fixed; k++ {
			fixed = w.covR[k] == 1
		}
		for k := c.hypStart; k < c.hypStart+c.hypLen && fixed; k++ {
			fixed = w.covH[k] == 1
		}
		if fixed {
			s.fixedAt[j] = ci
			for k := c.refStart; k < c.refStart+c.refLen; k++ {
				s.fixedR[k] = true
			}
		}
	}

	s.wide = w.stress || !s.packable()
	s.next, s.nextKeys = s.next[:0], s.nextKeys[:0]
	s.push(&state{last: -1, chosen: -1, pend: -1})
	for cur := 0; cur <= nr; cur++ {
		s.cur, s.next = s.next, s.cur[:0]
		s.curKeys, s.nextKeys = s.nextKeys, s.curKeys[:0]
		lim := min(s.beam, len(s.cur))
		top := s.selectCur(max(lim, 1))
		s.compact(top)
		// The parents are advanced in place (s.cur is not read again but
		// for the best path when nothing is proposed).
		var first state
		if len(top) > 0 {
			first = s.cur[top[0]&s.idxMask]
		}
		for _, x := range top[:lim] {
			p := &s.cur[x&s.idxMask]
			if p.pend >= 0 {
				s.build(p)
			}
			s.step(p, cur, nr)
		}
		if len(s.next) == 0 {
			w.warnings++
			// The reference re-adds the best path of this step.
			if len(top) > 0 {
				s.push(&first)
			}
		}
	}
	s.cur, s.next = s.next, s.cur[:0]
	s.curKeys, s.nextKeys = s.nextKeys, s.curKeys[:0]
	best := s.cur[s.selectCur(1)[0]&s.idxMask]
	s.build(&best)

	// The result: fixed matches and the chosen list, by ref start.
	s.resAt = append(s.resAt[:0], s.fixedAt...)
	for k := best.chosen; k >= 0; k = s.choices[k].prev {
		ci := s.choices[k].cand
		s.resAt[w.all[ci].refStart] = ci
	}
	for _, ci := range s.resAt {
		if ci >= 0 {
			res = append(res, w.all[ci].match())
		}
	}
	return res
}

// step advances path p over ref position cur, appending its successors
// to s.next (spec §5.3).
func (s *searcher) step(p *state, cur, nr int) {
	w := s.w
	if cur == nr {
		if p.last != -1 {
			p.chunks++
		}
		s.push(p)
		return
	}
	if s.fixedR[cur] || cur < int(p.idx) { // ref word cur is used
		if cur < int(p.idx) {
			s.push(p)
		} else if ci := s.fixedAt[p.idx]; ci >= 0 {
			c := &w.all[ci]
			apply(p, c)
			p.dist += int(c.dist)
			s.push(p)
		}
		return
	}
	s.cls = s.cls[:0]
	w.work += len(w.byRef[cur])
	for _, ci := range w.byRef[cur] {
		c := &w.all[ci]
		if s.depth < 0 {
			if p.used>>uint(c.hypStart)&(1<<uint(c.hypLen)-1) != 0 {
				continue
			}
		} else if s.usedAny(p, int(c.hypStart), int(c.hypLen)) {
			continue
		}
		np := *p
		apply(&np, c)
		np.pend = ci
		// Quirk 6: the distance is charged to the parent path, which
		// later becomes the skip path, and is inherited by the siblings
		// proposed after it.
		p.dist += int(c.dist)
		if s.admit(int(c.gain), int(np.chunks-p.chunks)) {
			s.push(&np)
		}
	}
	if p.last != -1 {
		p.chunks++
		p.last = -1
	}
	p.idx++
	s.push(p)
}

// push appends x to s.next and its packed key to s.nextKeys.
func (s *searcher) push(x *state) {
	i := len(s.next)
	s.next = append(s.next, *x)
	if !s.wide {
		s.nextKeys = append(s.nextKeys, packKey(x, i))
	}
}

// packable reports whether every key of the segment's search fits a
// packed word. A path's score is at most the words of both sides (chosen
// matches are disjoint), its chunks at most one per ref position plus
// one, its distance at most the sum of all candidates' distances (each
// ref position charges its candidates once per path), and a list holds
// at most beam states times (the most candidates of a ref position + 1),
// plus the re-added best path.
func (s *searcher) packable() bool {
	w := s.w
	if len(w.hyp)+len(w.ref) >= 1<<scoreBits || len(w.ref)+1 >= 1<<chunkBits {
		return false
	}
	dist, most := 0, 0
	for i := range w.all {
		dist += int(w.all[i].dist)
	}
	for _, b := range w.byRef {
		most = max(most, len(b))
	}
	return dist < 1<<distBits && s.beam*(most+1)+1 < 1<<indexBits
}

// admit counts a proposal in its class and reports whether it can still
// enter the next beam: at most beam proposals of one parent with the same
// score and chunk gains can, the earliest (their distances only grow).
func (s *searcher) admit(gain, dchunk int) bool {
	for k := range s.cls {
		if c := &s.cls[k]; c.gain == gain && c.dchunk == dchunk {
			if c.n >= s.beam {
				return false
			}
			c.n++
			return true
		}
	}
	s.cls = append(s.cls, class{gain, dchunk, 1})
	return s.beam > 0
}

// apply adds candidate c to path p (spec §5.3 apply).
func apply(p *state, c *cand) {
	p.score += c.gain
	if p.last != -1 && c.hypStart != p.last {
		p.chunks++
	}
	p.idx = c.refStart + c.refLen
	p.last = c.hypStart + c.hypLen
}

// build turns a proposal into a path: its candidate joins the chosen list
// and its hyp words the used set.
func (s *searcher) build(p *state) {
	if p.pend < 0 {
		return
	}
	c := &s.w.all[p.pend]
	s.choices = append(s.choices, choice{p.pend, p.chosen})
	p.chosen = int32(len(s.choices) - 1)
	for k := int(c.hypStart); k < int(c.hypStart+c.hypLen); k++ {
		if s.depth < 0 {
			p.used |= 1 << uint(k)
		} else {
			p.used = uint64(s.insert(int32(p.used), k))
		}
	}
	p.pend = -1
}

// usedAny reports whether p uses a hyp word in [start, start+n) (trie
// sets; step tests bit words inline).
func (s *searcher) usedAny(p *state, start, n int) bool {
	for k := start; k < start+n; k++ {
		if s.has(int32(p.used), k) {
			return true
		}
	}
	return false
}

func (s *searcher) has(root int32, h int) bool {
	n := root
	for lv := s.depth; lv > 0; lv-- {
		n = int32(s.nodes[n][h>>(s.shift+4*(lv-1))&15])
	}
	return s.nodes[n][h>>6&(1<<(s.shift-6)-1)]&(1<<uint(h&63)) != 0
}

// insert returns the root of the trie root with bit h set, copying the
// nodes on the way down.
func (s *searcher) insert(root int32, h int) int32 {
	var path [8]int32
	n := root
	for lv := s.depth; lv > 0; lv-- {
		path[lv] = n
		n = int32(s.nodes[n][h>>(s.shift+4*(lv-1))&15])
	}
	leaf := s.nodes[n]
	leaf[h>>6&(1<<(s.shift-6)-1)] |= 1 << uint(h&63)
	s.nodes = append(s.nodes, leaf)
	child := int32(len(s.nodes) - 1)
	for lv := 1; lv <= s.depth; lv++ {
		node := s.nodes[path[lv]]
		node[h>>(s.shift+4*(lv-1))&15] = uint64(child)
		s.nodes = append(s.nodes, node)
		child = int32(len(s.nodes) - 1)
	}
	return child
}

// compact copies what the states cur[live] reach into fresh arenas when
// an arena has outgrown its limit, and raises the limit to twice the live
// size, so arena memory stays proportional to the live paths.
func (s *searcher) compact(live []uint64) {
	if len(s.nodes) > s.nodeLimit {
		s.fwd = resize(s.fwd, len(s.nodes))
		for i := range s.fwd {
			s.fwd[i] = -1
		}
		s.fwd[0] = 0
		s.nodes2 = append(s.nodes2[:0], tnode{})
		for _, x := range live {
			i := x & s.idxMask
			s.cur[i].used = uint64(s.copyNode(int32(s.cur[i].used), s.depth))
		}
		s.nodes, s.nodes2 = s.nodes2, s.nodes
		s.nodeLimit = max(s.minArena, 2*len(s.nodes))
	}
	if len(s.choices) > s.choiceLimit {
		s.fwd = resize(s.fwd, len(s.choices))
		for i := range s.fwd {
			s.fwd[i] = -1
		}
		s.choices2 = s.choices2[:0]
		for _, x := range live {
			i := x & s.idxMask
			s.cur[i].chosen = s.copyChain(s.cur[i].chosen)
		}
		s.choices, s.choices2 = s.choices2, s.choices
		s.choiceLimit = max(s.minArena, 2*len(s.choices))
	}
}

func (s *searcher) copyNode(n int32, lv int) int32 {
	if f := s.fwd[n]; f >= 0 {
		return f
	}
	node := s.nodes[n]
	if lv > 0 {
		for k, c := range node {
			if c != 0 {
				node[k] = uint64(s.copyNode(int32(c), lv-1))
			}
		}
	}
	s.nodes2 = append(s.nodes2, node)
	s.fwd[n] = int32(len(s.nodes2) - 1)
	return s.fwd[n]
}

func (s *searcher) copyChain(head int32) int32 {
	st := s.stack[:0]
	k := head
	for k >= 0 && s.fwd[k] < 0 {
		st = append(st, k)
		k = s.choices[k].prev
	}
	prev := int32(-1)
	if k >= 0 {
		prev = s.fwd[k]
	}
	for i := len(st) - 1; i >= 0; i-- {
		s.choices2 = append(s.choices2, choice{s.choices[st[i]].cand, prev})
		prev = int32(len(s.choices2) - 1)
		s.fwd[st[i]] = prev
	}
	s.stack = st
	if head < 0 {
		return -1
	}
	return s.fwd[head]
}

// release drops arenas grown over keep entries.
func (s *searcher) release(keep int) {
	if cap(s.nodes) > keep {
		s.nodes, s.nodes2 = nil, nil
	}
	if cap(s.choices) > keep {
		s.choices, s.choices2 = nil, nil
	}
	if cap(s.fwd) > keep {
		s.fwd = nil
	}
}

// selectCur returns the best k states of s.cur (k ≤ len(s.cur) or all of
// them), best first, as a stable sort by PARTIAL_COMPARE_TOTAL would
// order them: keys whose bits under s.idxMask are the states' indexes.
// Keys usually fit one word, packed by push (selectPacked); else they are
// compared field by field (selectWide).
func (s *searcher) selectCur(k int) []uint64 {
	if !s.wide {
		s.idxMask = 1<<indexBits - 1
		return s.selectPacked(s.curKeys, k)
	}
	s.idxMask = math.MaxUint64
	top := s.wideTop[:0]
	for _, i := range s.selectWide(s.cur, k) {
		top = append(top, uint64(i))
	}
	s.wideTop = top
	return top
}

// selectPacked is selectCur on packed keys (reordered in place): a
// linear-time selection of the k-th key when there are more than k, then
// an insertion sort of the k.
func (s *searcher) selectPacked(packed []uint64, k int) []uint64 {
	k = min(k, len(packed))
	top := packed
	if len(packed) > k && k > 0 {
		quickselectWord(packed, k-1)
		top = packed[:k]
	}
	insertionSort(top)
	return top
}

// insertionSort sorts a; the lists here are short, often nearly sorted
// (a list within the beam) or partitioned (quickselect's first k).
func insertionSort(a []uint64) {
	for i := 1; i < len(a); i++ {
		x := a[i]
		j := i
		for j > 0 && x < a[j-1] {
			a[j] = a[j-1]
			j--
		}
		a[j] = x
	}
}

// selectWide is selectCur comparing keys field by field: short lists use
// insertion into a k-buffer, lists over 4k a linear-time selection of the
// k-th key and a sort of k keys.
func (s *searcher) selectWide(ss []state, k int) []int32 {
	k = min(k, len(ss))
	out := s.order[:0]
	keys := s.keys[:0]
	for i := range ss {
		keys = append(keys, keyOf(&ss[i], i))
	}
	s.keys = keys
	if len(ss) > 4*k && k > 0 {
		quickselect(keys, k-1)
		top := keys[:k]
		slices.SortFunc(top, func(a, b skey) int {
			if a.less(b) {
				return -1
			}
			return 1
		})
		for _, x := range top {
			out = append(out, x.i)
		}
		s.order = out
		return out
	}
	if cap(s.selBuf) < k {
		s.selBuf = make([]skey, 0, k)
	}
	sel := s.selBuf[:0]
	for _, x := range keys {
		if len(sel) == k && !x.less(sel[k-1]) {
			continue
		}
		j := len(sel)
		for j > 0 && x.less(sel[j-1]) {
			j--
		}
		if len(sel) == k {
			sel = sel[:k-1]
		}
		sel = append(sel, skey{})
		copy(sel[j+1:], sel[j:])
		sel[j] = x
	}
	s.selBuf = sel[:0]
	for _, x := range sel {
		out = append(out, x.i)
	}
	s.order = out
	return out
}

// Packed keys: score (descending), chunks, distance and list index in
// one word, compared as an integer.
const (
	scoreBits = 14
	chunkBits = 12
	distBits  = 24
	indexBits = 14
)

// packKey is the packed key of x at list position i (its fields fit).
func packKey(x *state, i int) uint64 {
	return uint64(1<<scoreBits-1-x.score)<<(chunkBits+distBits+indexBits) |
		uint64(x.chunks)<<(distBits+indexBits) | uint64(x.dist)<<indexBits | uint64(i)
}

// quickselectWord is quickselect on packed keys (distinct): it moves the
// key of rank r to a[r], the smaller ones before it. The partition is a
// branch-free Lomuto loop (the comparison only feeds an increment), as
// the keys' order is unpredictable.
func quickselectWord(a []uint64, r int) {
	lo, hi := 0, len(a) // a[lo:hi] holds rank r
	for hi-lo > 1 {
		m := lo + (hi-lo)/2
		a[m], a[hi-1] = a[hi-1], a[m]
		p := a[hi-1]
		j := lo // a[lo:j] < p ≤ a[j:i]
		for i := lo; i < hi-1; i++ {
			x := a[i]
			a[i] = a[j]
			a[j] = x
			_, less := bits.Sub64(x, p, 0) // 1 if x < p
			j += int(less)
		}
		a[j], a[hi-1] = a[hi-1], a[j]
		switch {
		case r < j:
			hi = j
		case r > j:
			lo = j + 1
		default:
			return
		}
	}
}

// quickselect moves the element of rank r (0-based) of a to a[r], the
// smaller ones before it.
func quickselect(a []skey, r int) {
	lo, hi := 0, len(a)-1
	for lo < hi {
		p := a[(lo+hi)/2]
		i, j := lo, hi
		for i <= j {
			for a[i].less(p) {
				i++
			}
			for p.less(a[j]) {
				j--
			}
			if i <= j {
				a[i], a[j] = a[j], a[i]
				i++
				j--
			}
		}
		switch {
		case r <= j:
			hi = j
		case r >= i:
			lo = i
		default:
			return
		}
	}
}
