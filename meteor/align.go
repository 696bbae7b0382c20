package meteor

import (
	"math"
	"math/bits"
	"slices"
	"unicode/utf8"

	"github.com/parmesan-mt/parmesan/internal/jvm"
)

// Match is one aligned span pair: ref words [RefStart, RefStart+RefLen)
// with hyp words [HypStart, HypStart+HypLen), found by the module at
// position Stage of the module list.
type Match struct {
	RefStart, RefLen int
	HypStart, HypLen int
	Stage            int
}

// alignerWeight is the weight the beam search gives a stage's matches:
// 1.0 for exact and 0.5 for every other module, whatever -w says (spec
// §1.2). Because m1/m2 are Java ints updated with "+=", the contribution
// of a match of length n is n for exact and n/2 rounded down otherwise
// (spec §5.2, quirk 5).
func alignerContribution(mod Module, n int) int {
	if mod == Exact {
		return n
	}
	return n / 2
}

// path is one partial alignment of the beam search (spec §5.2).
type path struct {
	matches []int32 // by ref start: index into worker.all, or -1
	usedH   bitset
	usedR   bitset
	nh, nr  int
	m1, m2  int
	chunks  int
	idx     int
	last    int
	dist    int
}

// better is the reference's PARTIAL_COMPARE_TOTAL ordering: more weighted
// matches, then fewer chunks, then less distance.
func cmpPath(a, b *path) int {
	if x, y := a.m1+a.m2, b.m1+b.m2; x != y {
		if x > y {
			return -1
		}
		return 1
	}
	if a.chunks != b.chunks {
		if a.chunks < b.chunks {
			return -1
		}
		return 1
	}
	if a.dist != b.dist {
		if a.dist < b.dist {
			return -1
		}
		return 1
	}
	return 0
}

// worker holds the per-goroutine scratch of a Scorer: candidate lists,
// paths and word caches. It is never shared between goroutines.
type worker struct {
	s *Scorer

	// info caches per-word data (stem hash, synsets, paraphrase id) across
	// segments; hypInfo/refInfo point into it for the current segment.
	info             map[string]*wordInfo
	hypInfo, refInfo []*wordInfo

	hyp, ref       []string
	hypKey, refKey []int32
	hypLen, refLen []int // UTF-16 lengths (char mode)
	hypFW, refFW   []bool
	hypID, refID   []int32 // paraphrase vocabulary ids

	all     []Match
	byRef   [][]int32
	covH    []int32
	covR    []int32
	free    []*path
	paths   []*path
	next    []*path
	result  []Match
	scratch []*path
	synMask map[int32]uint64
	top     []*path
	keys    []pathKey
	keys2   []pathKey
	// present is a bit set of the paraphrase word ids of one side.
	present     []uint64
	stemScratch []int32
	synScratch  [][]int32

	warnings int
}

func newWorker(s *Scorer) *worker {
	return &worker{s: s, info: map[string]*wordInfo{}}
}

func (w *worker) newPath(nh, nr int) *path {
	var p *path
	if n := len(w.free); n > 0 {
		p = w.free[n-1]
		w.free = w.free[:n-1]
	} else {
		p = &path{}
	}
	p.matches = resize(p.matches, nr)
	p.usedH = p.usedH.resize(nh)
	p.usedR = p.usedR.resize(nr)
	p.nh, p.nr = nh, nr
	return p
}

func (w *worker) clone(src *path) *path {
	p := w.newPath(src.nh, src.nr)
	copy(p.matches, src.matches)
	copy(p.usedH, src.usedH)
	copy(p.usedR, src.usedR)
	p.m1, p.m2, p.chunks, p.idx, p.last, p.dist = src.m1, src.m2, src.chunks, src.idx, src.last, src.dist
	return p
}

func resize(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n)
	}
	return s[:n]
}

// bitset is a set of word positions.
type bitset []uint64

func (b bitset) resize(n int) bitset {
	w := (n + 63) / 64
	if cap(b) < w {
		return make(bitset, w)
	}
	return b[:w]
}

func (b bitset) has(i int) bool { return b[i>>6]&(1<<uint(i&63)) != 0 }
func (b bitset) set(i int)      { b[i>>6] |= 1 << uint(i&63) }

// anyIn reports whether a position in [start, start+n) is set.
func (b bitset) anyIn(start, n int) bool {
	for k := start; k < start+n; k++ {
		if b.has(k) {
			return true
		}
	}
	return false
}

func resizeBool(s []bool, n int) []bool {
	if cap(s) < n {
		return make([]bool, n)
	}
	return s[:n]
}

// wordInfo is what the matchers need to know about a word, computed once
// per worker.
type wordInfo struct {
	hash     int32
	len16    int
	function bool
	stem     int32
	stemDone bool
	syn      []int32
	synDone  bool
	paraID   int32
}

// maxInfoCache bounds the per-worker word cache.
const maxInfoCache = 1 << 20

func (w *worker) wordInfo(t string) *wordInfo {
	if in, ok := w.info[t]; ok {
		return in
	}
	in := &wordInfo{hash: jvm.StringHash(t), len16: utf16Len(t), function: w.s.res.FunctionWords.Has(jvm.Lower(t)), paraID: -1}
	if p := w.s.res.Paraphrases; p != nil {
		in.paraID = p.lookup(t)
	}
	if len(w.info) >= maxInfoCache {
		clear(w.info)
	}
	w.info[t] = in
	return in
}

// setWords prepares the per-word data of one side.
func (w *worker) setWords(words []string, key *[]int32, lens *[]int, fw *[]bool) {
	*key = (*key)[:0]
	*lens = (*lens)[:0]
	*fw = (*fw)[:0]
	infos := &w.refInfo
	if key == &w.hypKey {
		infos = &w.hypInfo
	}
	*infos = (*infos)[:0]
	for _, t := range words {
		in := w.wordInfo(t)
		*infos = append(*infos, in)
		*key = append(*key, in.hash)
		*lens = append(*lens, in.len16)
		*fw = append(*fw, in.function)
	}
}

func utf16Len(s string) int {
	n := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			n++
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
	}
	return n
}

// addCand appends a candidate and counts its coverage.
func (w *worker) addCand(m Match) {
	idx := int32(len(w.all))
	w.all = append(w.all, m)
	w.byRef[m.RefStart] = append(w.byRef[m.RefStart], idx)
	for k := m.HypStart; k < m.HypStart+m.HypLen; k++ {
		w.covH[k]++
	}
	for k := m.RefStart; k < m.RefStart+m.RefLen; k++ {
		w.covR[k]++
	}
}

// align aligns w.hyp with w.ref (already set with setWords) and returns
// the statistics of the best alignment; the chosen matches are left in
// w.result in ascending ref order.
func (w *worker) align() Stats {
	nh, nr := len(w.hyp), len(w.ref)
	w.all = w.all[:0]
	if cap(w.byRef) < nr {
		w.byRef = make([][]int32, nr)
	}
	w.byRef = w.byRef[:nr]
	for j := range w.byRef {
		w.byRef[j] = w.byRef[j][:0]
	}
	w.covH = resize(w.covH, nh)
	w.covR = resize(w.covR, nr)
	clear(w.covH)
	clear(w.covR)

	mods := w.s.set.Modules
	if slices.Equal(w.hypKey, w.refKey) && len(mods) > 1 {
		mods = mods[:1] // identical-sentence shortcut (spec §4, quirk 8)
	}
	for stage, mod := range mods {
		switch mod {
		case Exact:
			w.matchExact(stage)
		case Stem:
			w.matchStem(stage)
		case Synonym:
			w.matchSynonym(stage)
		case Paraphrase:
			w.matchParaphrase(stage)
		}
	}
	best := w.search()
	w.result = w.result[:0]
	for j := 0; j < nr; j++ {
		if mi := best.matches[j]; mi >= 0 {
			w.result = append(w.result, w.all[mi])
		}
	}
	st := w.stats(len(mods))
	w.recycle()
	return st
}

func (w *worker) matchExact(stage int) {
	for j, rk := range w.refKey {
		for i, hk := range w.hypKey {
			if hk == rk {
				w.addCand(Match{j, 1, i, 1, stage})
			}
		}
	}
}

func (w *worker) stemKey(word string, in *wordInfo) int32 {
	if in.stemDone {
		return in.stem
	}
	var st string
	if t := w.s.res.StemTable; t != nil {
		st = word
		if x, ok := t[word]; ok {
			st = x
		}
	} else {
		st = w.s.stemmer.Stem(word)
	}
	in.stem, in.stemDone = jvm.StringHash(st), true
	return in.stem
}

func (w *worker) matchStem(stage int) {
	hs := w.stemScratch[:0]
	for i, t := range w.hyp {
		hs = append(hs, w.stemKey(t, w.hypInfo[i]))
	}
	w.stemScratch = hs
	for j, t := range w.ref {
		rs := w.stemKey(t, w.refInfo[j])
		for i := range w.hyp {
			if hs[i] == rs && w.hypKey[i] != w.refKey[j] {
				w.addCand(Match{j, 1, i, 1, stage})
			}
		}
	}
}

func (w *worker) wordSets(word string, in *wordInfo) []int32 {
	if !in.synDone {
		in.syn, in.synDone = wordSets(w.s.res.Synonyms.Synsets, w.s.res.Synonyms.Bases, word), true
	}
	return in.syn
}

func (w *worker) matchSynonym(stage int) {
	if w.s.res.Synonyms == nil {
		return
	}
	hs := w.synScratch[:0]
	for i, t := range w.hyp {
		hs = append(hs, w.wordSets(t, w.hypInfo[i]))
	}
	w.synScratch = hs
	if len(w.hyp) <= 64 {
		w.matchSynonymMask(stage, hs)
		return
	}
	for j, t := range w.ref {
		rs := w.wordSets(t, w.refInfo[j])
		if len(rs) == 0 {
			continue
		}
		for i := range w.hyp {
			if w.hypKey[i] != w.refKey[j] && intersects(hs[i], rs) {
				w.addCand(Match{j, 1, i, 1, stage})
			}
		}
	}
}

// matchSynonymMask is matchSynonym for hypotheses of at most 64 words:
// a map from synset to the bit mask of hyp words in it replaces the
// pairwise set intersections. Candidates come out in the same order
// (ref ascending, then hyp ascending).
func (w *worker) matchSynonymMask(stage int, hs [][]int32) {
	if w.synMask == nil {
		w.synMask = map[int32]uint64{}
	}
	clear(w.synMask)
	for i, set := range hs {
		for _, id := range set {
			w.synMask[id] |= 1 << uint(i)
		}
	}
	for j, t := range w.ref {
		var mask uint64
		for _, id := range w.wordSets(t, w.refInfo[j]) {
			mask |= w.synMask[id]
		}
		for mask != 0 {
			i := bits.TrailingZeros64(mask)
			mask &= mask - 1
			if w.hypKey[i] != w.refKey[j] {
				w.addCand(Match{j, 1, i, 1, stage})
			}
		}
	}
}

func (w *worker) matchParaphrase(stage int) {
	t := w.s.res.Paraphrases
	if t == nil {
		return
	}
	w.hypID = w.hypID[:0]
	for _, in := range w.hypInfo {
		w.hypID = append(w.hypID, in.paraID)
	}
	w.refID = w.refID[:0]
	for _, in := range w.refInfo {
		w.refID = append(w.refID, in.paraID)
	}
	if need := (t.VocabSize() + 63) / 64; len(w.present) < need {
		w.present = make([]uint64, need)
	}
	mark := func(ids []int32, on bool) {
		for _, id := range ids {
			if id >= 0 {
				if on {
					w.present[id>>6] |= 1 << uint(id&63)
				} else {
					w.present[id>>6] &^= 1 << uint(id&63)
				}
			}
		}
	}
	has := func(id int32) bool { return w.present[id>>6]&(1<<uint(id&63)) != 0 }
	// Pass 1: A-phrase in the ref, B-phrase in the hyp.
	mark(w.hypID, true)
	for j := range w.ref {
		node := int32(0)
		for l := 1; j+l <= len(w.ref); l++ {
			node = t.child(node, w.refID[j+l-1])
			if node < 0 {
				break
			}
			for _, rec := range t.records(node) {
				b := t.phraseB(rec)
				if !has(b[0]) { // the B-phrase's first word is not in the hyp
					continue
				}
				for i := 0; i+len(b) <= len(w.hyp); i++ {
					if slices.Equal(w.hypID[i:i+len(b)], b) {
						w.addCand(Match{j, l, i, len(b), stage})
					}
				}
			}
		}
	}
	mark(w.hypID, false)
	// Pass 2: A-phrase in the hyp, B-phrase in the ref.
	mark(w.refID, true)
	defer mark(w.refID, false)
	for i := range w.hyp {
		node := int32(0)
		for l := 1; i+l <= len(w.hyp); l++ {
			node = t.child(node, w.hypID[i+l-1])
			if node < 0 {
				break
			}
			for _, rec := range t.records(node) {
				b := t.phraseB(rec)
				if !has(b[0]) {
					continue
				}
				for j := 0; j+len(b) <= len(w.ref); j++ {
					if slices.Equal(w.refID[j:j+len(b)], b) {
						w.addCand(Match{j, len(b), i, l, stage})
					}
				}
			}
		}
	}
}

// apply adds match m (index mi) to path p (spec §5.3 apply).
func (w *worker) apply(p *path, m *Match) {
	mod := w.s.set.Modules[m.Stage]
	p.m1 += alignerContribution(mod, m.HypLen)
	p.m2 += alignerContribution(mod, m.RefLen)
	if p.last != -1 && m.HypStart != p.last {
		p.chunks++
	}
	p.idx = m.RefStart + m.RefLen
	p.last = m.HypStart + m.HypLen
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// search is the reference's beam search (spec §5), distance bookkeeping
// quirk included.
func (w *worker) search() *path {
	nh, nr := len(w.hyp), len(w.ref)
	s0 := w.newPath(nh, nr)
	for j := range s0.matches {
		s0.matches[j] = -1
	}
	clear(s0.usedH)
	clear(s0.usedR)
	s0.m1, s0.m2, s0.chunks, s0.idx, s0.last, s0.dist = 0, 0, 0, 0, -1, 0
	// Fixed matches (spec §5.1).
	for j := 0; j < nr; j++ {
		if len(w.byRef[j]) != 1 {
			continue
		}
		mi := w.byRef[j][0]
		m := &w.all[mi]
		fixed := true
		for k := m.RefStart; k < m.RefStart+m.RefLen && fixed; k++ {
			fixed = w.covR[k] == 1
		}
		for k := m.HypStart; k < m.HypStart+m.HypLen && fixed; k++ {
			fixed = w.covH[k] == 1
		}
		if !fixed {
			continue
		}
		s0.matches[j] = mi
		for k := m.RefStart; k < m.RefStart+m.RefLen; k++ {
			s0.usedR.set(k)
		}
		for k := m.HypStart; k < m.HypStart+m.HypLen; k++ {
			s0.usedH.set(k)
		}
	}
	beam := w.s.set.Beam
	w.next = append(w.next[:0], s0)
	for cur := 0; cur <= nr; cur++ {
		w.paths, w.next = w.next, w.paths[:0]
		lim := min(beam, len(w.paths))
		switch {
		case lim == 0:
			w.sortPaths(w.paths) // beam 0: the fallback below needs the best path first
		case len(w.paths) > 4*lim:
			w.selectTopLarge(lim)
		default:
			w.selectTop(lim)
		}
		for _, p := range w.paths[lim:] {
			w.free = append(w.free, p)
		}
		for _, p := range w.paths[:lim] {
			if cur == nr {
				if p.last != -1 {
					p.chunks++
				}
				w.next = append(w.next, p)
				continue
			}
			if p.usedR.has(cur) {
				if cur < p.idx {
					w.next = append(w.next, p)
				} else if mi := p.matches[p.idx]; mi >= 0 {
					m := &w.all[mi]
					w.apply(p, m)
					p.dist += absInt(m.RefStart - m.HypStart)
					w.next = append(w.next, p)
				} else {
					w.free = append(w.free, p)
				}
				continue
			}
			for _, mi := range w.byRef[cur] {
				m := &w.all[mi]
				if p.usedR.anyIn(m.RefStart, m.RefLen) || p.usedH.anyIn(m.HypStart, m.HypLen) {
					continue
				}
				np := w.clone(p)
				for k := m.RefStart; k < m.RefStart+m.RefLen; k++ {
					np.usedR.set(k)
				}
				for k := m.HypStart; k < m.HypStart+m.HypLen; k++ {
					np.usedH.set(k)
				}
				np.matches[cur] = mi
				w.apply(np, m)
				// Quirk 6: the distance is charged to the parent path,
				// which later becomes the skip path, and is inherited by
				// the siblings cloned after it.
				p.dist += absInt(m.RefStart - m.HypStart)
				w.next = append(w.next, np)
			}
			if p.last != -1 {
				p.chunks++
				p.last = -1
			}
			p.idx++
			w.next = append(w.next, p)
		}
		if len(w.next) == 0 {
			w.warnings++
			// The reference re-adds the best path of this step.
			if len(w.paths) > 0 {
				best := w.paths[0]
				// paths[0] may have been put on the free list above (beam 0).
				w.unfree(best)
				w.next = append(w.next, best)
			}
		}
	}
	w.sortPaths(w.next)
	return w.next[0]
}

// unfree removes p from the free list if it is there.
func (w *worker) unfree(p *path) {
	for i, q := range w.free {
		if q == p {
			w.free = append(w.free[:i], w.free[i+1:]...)
			return
		}
	}
}

// recycle returns all live paths to the free list.
func (w *worker) recycle() {
	w.free = append(w.free, w.next...)
	w.next = w.next[:0]
	w.paths = w.paths[:0]
}

func spanUsed(used []bool, start, n int) bool {
	for k := start; k < start+n; k++ {
		if used[k] {
			return true
		}
	}
	return false
}

// stats computes the segment statistics of the chosen matches (spec §6,
// §7.1, §7.4). nMods is the number of modules that were run.
func (w *worker) stats(nMods int) Stats {
	var s Stats
	char := w.s.set.CharBased
	unit := func(lens []int, k int) float64 {
		if char {
			return float64(lens[k])
		}
		return 1
	}
	for k := range w.hyp {
		s.TestLen += unit(w.hypLen, k)
		if w.hypFW[k] {
			s.TestFunc += unit(w.hypLen, k)
		}
	}
	for k := range w.ref {
		s.RefLen += unit(w.refLen, k)
		if w.refFW[k] {
			s.RefFunc += unit(w.refLen, k)
		}
	}
	last := -1
	for _, m := range w.result {
		for k := m.HypStart; k < m.HypStart+m.HypLen; k++ {
			if w.hypFW[k] {
				s.TestFunction[m.Stage] += unit(w.hypLen, k)
			} else {
				s.TestContent[m.Stage] += unit(w.hypLen, k)
			}
		}
		for k := m.RefStart; k < m.RefStart+m.RefLen; k++ {
			if w.refFW[k] {
				s.RefFunction[m.Stage] += unit(w.refLen, k)
			} else {
				s.RefContent[m.Stage] += unit(w.refLen, k)
			}
		}
	}
	// Chunks (spec §6): walk the ref positions.
	chunks, wmH, wmR := 0, 0, 0
	mi := 0
	for idx := 0; idx < len(w.ref); {
		if mi < len(w.result) && w.result[mi].RefStart == idx {
			m := w.result[mi]
			mi++
			wmH += m.HypLen
			wmR += m.RefLen
			if last != -1 && m.HypStart != last {
				chunks++
			}
			idx = m.RefStart + m.RefLen
			last = m.HypStart + m.HypLen
			continue
		}
		if last != -1 {
			chunks++
			last = -1
		}
		idx++
	}
	if last != -1 {
		chunks++
	}
	s.Chunks = float64(chunks)
	s.TestWordMatches = float64(wmH)
	s.RefWordMatches = float64(wmR)
	for i := 0; i < nMods; i++ {
		s.TestTotal += s.TestContent[i] + s.TestFunction[i]
		s.RefTotal += s.RefContent[i] + s.RefFunction[i]
	}
	return s
}

// less is cmpPath(a, b) < 0, written out for the sort's inner loop.
func less(a, b *path) bool {
	if x, y := a.m1+a.m2, b.m1+b.m2; x != y {
		return x > y
	}
	if a.chunks != b.chunks {
		return a.chunks < b.chunks
	}
	return a.dist < b.dist
}

// sortPaths sorts stably by cmpPath (Java's Collections.sort is a stable
// TimSort): insertion sort for short lists, otherwise a bottom-up merge
// sort with the worker's scratch buffer.
func (w *worker) sortPaths(p []*path) {
	n := len(p)
	const run = 12
	for lo := 0; lo < n; lo += run {
		hi := min(lo+run, n)
		for i := lo + 1; i < hi; i++ {
			x := p[i]
			j := i
			for j > lo && less(x, p[j-1]) {
				p[j] = p[j-1]
				j--
			}
			p[j] = x
		}
	}
	if n <= run {
		return
	}
	if cap(w.scratch) < n {
		w.scratch = make([]*path, n)
	}
	src, dst := p, w.scratch[:n]
	for width := run; width < n; width *= 2 {
		for lo := 0; lo < n; lo += 2 * width {
			mid, hi := min(lo+width, n), min(lo+2*width, n)
			i, j, k := lo, mid, lo
			for i < mid && j < hi {
				if less(src[j], src[i]) { // take from the right only when strictly smaller: stable
					dst[k] = src[j]
					j++
				} else {
					dst[k] = src[i]
					i++
				}
				k++
			}
			k += copy(dst[k:], src[i:mid])
			copy(dst[k:], src[j:hi])
		}
		src, dst = dst, src
	}
	if &src[0] != &p[0] {
		copy(p, src)
	}
}

// selectTop reorders w.paths so that its first k elements are, in order,
// the first k of a stable sort by cmpPath (the rest follow in any order).
// Each path is inserted into a sorted buffer after every path it does not
// beat, so ties keep their input order; a path that would land beyond k
// is dropped at once. For the beam's few hundred paths this is much
// cheaper than a full sort.
func (w *worker) selectTop(k int) {
	buf := w.scratch[:0]
	rest := w.top[:0]
	for _, p := range w.paths {
		if len(buf) == k && !less(p, buf[k-1]) {
			rest = append(rest, p)
			continue
		}
		j := len(buf)
		for j > 0 && less(p, buf[j-1]) {
			j--
		}
		if len(buf) == k {
			rest = append(rest, buf[k-1])
			buf = buf[:k-1]
		}
		buf = append(buf, nil)
		copy(buf[j+1:], buf[j:])
		buf[j] = p
	}
	n := copy(w.paths, buf)
	copy(w.paths[n:], rest)
	w.scratch, w.top = buf[:0], rest[:0]
}

// pathKey orders paths like cmpPath: a smaller key is better.
type pathKey struct {
	k1   uint64 // more weighted matches first, then fewer chunks
	dist int
}

func keyOf(p *path) pathKey {
	return pathKey{uint64(math.MaxInt32-(p.m1+p.m2))<<32 | uint64(uint32(p.chunks)), p.dist}
}

func keyLess(a, b pathKey) bool { return a.k1 < b.k1 || a.k1 == b.k1 && a.dist < b.dist }

// selectTopLarge is selectTop for long path lists: a linear-time
// selection finds the k-th best key; the paths strictly better than it,
// plus the first paths equal to it in input order, are exactly the first
// k of a stable sort, which a stable sort of those k then orders.
func (w *worker) selectTopLarge(k int) {
	n := len(w.paths)
	if cap(w.keys) < n {
		w.keys = make([]pathKey, n)
	}
	keys := w.keys[:n]
	for i, p := range w.paths {
		keys[i] = keyOf(p)
	}
	sel := append(w.keys2[:0], keys...)
	kth := quickselect(sel, k-1)
	w.keys2 = sel[:0]
	better := 0
	for _, x := range keys {
		if keyLess(x, kth) {
			better++
		}
	}
	equal := k - better
	kept := w.scratch[:0]
	rest := w.top[:0]
	for i, x := range keys {
		p := w.paths[i]
		switch {
		case keyLess(x, kth):
			kept = append(kept, p)
		case !keyLess(kth, x) && equal > 0:
			kept = append(kept, p)
			equal--
		default:
			rest = append(rest, p)
		}
	}
	c := copy(w.paths, kept)
	copy(w.paths[c:], rest)
	w.scratch, w.top = kept[:0], rest[:0]
	w.sortPaths(w.paths[:k])
}

// quickselect returns the element of rank r (0-based) of a by keyLess,
// reordering a.
func quickselect(a []pathKey, r int) pathKey {
	lo, hi := 0, len(a)-1
	for lo < hi {
		p := a[(lo+hi)/2]
		i, j := lo, hi
		for i <= j {
			for keyLess(a[i], p) {
				i++
			}
			for keyLess(p, a[j]) {
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
			return a[r]
		}
	}
	return a[r]
}
