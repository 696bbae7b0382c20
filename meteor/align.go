package meteor

// The aligner (spec §4–§5) in outline:
//
// Candidate generation. Each module lists its candidate matches for every
// ref position, in the reference's order (module, then ref position, then
// hyp position). Short segments compare every word pair, as the reference
// does; longer ones look words up in per-segment indexes (word, stem,
// synset or paraphrase word → ascending hyp or ref positions), so the
// work is proportional to the number of candidates, not to the product
// of the lengths. Candidates are stored once, per ref position.
//
// Search. The beam search keeps at most Beam partial alignments per ref
// position. A partial alignment is a small value: its score fields, the
// end of its last chosen ref span, and two persistent structures shared
// with its ancestors, the list of its chosen matches (an arena-allocated
// linked list) and the set of hyp words it uses (a bit word for
// hypotheses of up to 64 words, else a persistent 16-ary trie whose
// leaves hold 1,024 bits). Extending a path costs O(log n) instead of the
// O(n) copy of the reference, and only the at most Beam extensions that
// survive the next selection are ever built: the others stay proposals
// (parent state plus one candidate). Two facts keep proposals few without
// changing the result. (1) Siblings from one parent that gain the same
// score and chunk count are ordered by distance in the order they are
// proposed (quirk 6 charges every earlier sibling's distance to the
// later ones), so beyond the first Beam of such a class none can enter
// the next beam. (2) Fixed matches (spec §5.1) cover words no other
// candidate covers, so they never block a candidate and the used-word set
// need not hold them; a ref position is used exactly when it is in a
// fixed span or before the end of the path's last chosen span. The
// search is therefore O(Beam·(n + C)·log n) for n words and C
// candidates, with memory O(n + C); arenas are compacted (copying the
// live structures) when they double, so long segments stay bounded too.
//
// Budget. C can reach n² (a segment repeating one word). Segments of at
// most Settings.MaxSegmentTokens words on both sides are aligned exactly
// as the reference does. Longer segments are aligned with at most
// boundedCandidates candidates per ref position and module — those
// nearest the diagonal (the ref position scaled to the hypothesis length)
// — which keeps the work linear; when that bound actually drops a
// candidate, the segment is reported as Bounded so that callers can warn
// that its score may differ from the reference scorer's (which would take
// hours or run out of memory on the same input). Everything is checked
// against a literal slow implementation (align_slow_test.go) by
// TestAlignerDifferential and FuzzAlignerDifferential.

import (
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

// cand is a candidate match, stored compactly (a segment of a few
// thousand repeated words has millions of them).
type cand struct {
	refStart, refLen int32
	hypStart, hypLen int32
	stage            int32
	// gain is what the match adds to a path's score (m1 + m2, with the
	// aligner's weights), dist its distance |refStart − hypStart|.
	gain, dist int32
}

func (c *cand) match() Match {
	return Match{int(c.refStart), int(c.refLen), int(c.hypStart), int(c.hypLen), int(c.stage)}
}

// alignerContribution is the weight the beam search gives a stage's
// matches: 1.0 for exact and 0.5 for every other module, whatever -w
// says (spec §1.2). Because m1/m2 are Java ints updated with "+=", the
// contribution of a match of length n is n for exact and n/2 rounded
// down otherwise (spec §5.2, quirk 5).
func alignerContribution(mod Module, n int) int {
	if mod == Exact {
		return n
	}
	return n / 2
}

// smallSegment is the largest hyp×ref word-pair count for which the
// matchers compare every pair instead of building indexes.
const smallSegment = 4096

// boundedCandidates is the number of candidates per ref position and
// module an alignment over Settings.MaxSegmentTokens considers.
const boundedCandidates = 16

// worker holds the per-goroutine scratch of a Scorer: candidate lists,
// search states, arenas and word caches. It is never shared between
// goroutines.
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

	// small is the pair count up to which matchers scan all pairs
	// (smallSegment; tests lower it to exercise the indexed paths).
	small int
	// stress (tests only) makes the search use the smallest trie leaves
	// and arenas, so that short sentences reach deep tries and compaction.
	stress bool
	// bounded: this segment is over the budget; capped: the bound
	// dropped a candidate.
	bounded, capped bool

	all        []cand
	byRef      [][]int32
	covH, covR []int32
	result     []Match

	// Matcher scratch.
	// synMask is the hyp-word mask of each synset in the worker's dense
	// numbering synLocalID (global id → index); zero between segments.
	synMask     []uint64
	synLocalID  map[int32]int32
	present     []uint64 // bit set of the paraphrase word ids of one side
	stemScratch []int32
	synScratch  [][]int32
	masks       keyMasks          // key → positions, short hypotheses
	pos         map[int32][]int32 // key → ascending positions
	pos2        map[int32][]int32
	gather      []int32

	search searcher

	warnings int
	// work counts candidate examinations by the search (tests bound it).
	work int
}

func newWorker(s *Scorer) *worker {
	return &worker{s: s, info: map[string]*wordInfo{}, small: smallSegment}
}

// wordInfo is what the matchers need to know about a word, computed once
// per worker.
type wordInfo struct {
	hash     int32
	len16    int
	function bool
	stem     int32
	stemDone bool
	lemma    int32 // Lemma module key: the hash of Resources.Lemmas' lemma
	lemDone  bool
	syn      []int32 // in the worker's synset numbering (wordSets)
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
func (w *worker) addCand(refStart, refLen, hypStart, hypLen, stage int) {
	idx := int32(len(w.all))
	mod := w.s.set.Modules[stage]
	gain := alignerContribution(mod, hypLen) + alignerContribution(mod, refLen)
	w.all = append(w.all, cand{int32(refStart), int32(refLen), int32(hypStart), int32(hypLen), int32(stage),
		int32(gain), int32(absInt(refStart - hypStart))})
	w.byRef[refStart] = append(w.byRef[refStart], idx)
	for k := hypStart; k < hypStart+hypLen; k++ {
		w.covH[k]++
	}
	for k := refStart; k < refStart+refLen; k++ {
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
		w.byRef = append(w.byRef[:cap(w.byRef)], make([][]int32, nr-cap(w.byRef))...)
	}
	w.byRef = w.byRef[:nr]
	for j := range w.byRef {
		w.byRef[j] = w.byRef[j][:0]
	}
	w.covH = resize(w.covH, nh)
	w.covR = resize(w.covR, nr)
	clear(w.covH)
	clear(w.covR)
	max := w.s.set.MaxSegmentTokens
	w.bounded = max > 0 && (nh > max || nr > max)
	w.capped = false

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
		case Lemma:
			w.matchLemma(stage)
		case Synonym:
			w.matchSynonym(stage)
		case Paraphrase:
			w.matchParaphrase(stage)
		}
	}
	w.result = w.search.run(w, w.result[:0])
	st := w.stats(len(mods))
	w.release()
	return st
}

// release drops what a very long segment left in the worker, so that one
// pasted document does not pin its memory for the rest of the run.
func (w *worker) release() {
	const keep = 1 << 16
	if cap(w.all) > keep {
		w.all = nil
	}
	if cap(w.byRef) > keep {
		w.byRef = nil
	}
	w.search.release(keep)
}

func resize(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n)
	}
	return s[:n]
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
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
