package meteor

import (
	"math/bits"
	"slices"

	"github.com/parmesan-mt/parmesan/internal/jvm"
)

// Candidate generation (spec §4). Every matcher lists, for each ref
// position, its candidates in the reference's order: ascending hyp
// position (the paraphrase matcher: phrase length, table record, then
// position). Short segments compare every pair; longer ones use indexes
// from a word's key to its ascending positions in the other sentence.

// indexed reports whether the matchers use position indexes.
func (w *worker) indexed() bool { return w.bounded || len(w.hyp)*len(w.ref) > w.small }

// diag is the hyp position facing ref position j; invDiag the converse.
func (w *worker) diag(j int) int {
	return int(int64(j) * int64(len(w.hyp)) / int64(max(len(w.ref), 1)))
}
func (w *worker) invDiag(i int) int {
	return int(int64(i) * int64(len(w.ref)) / int64(max(len(w.hyp), 1)))
}

// window is the part of the ascending position list pos that the matchers
// consider for a word facing position center: all of it, or, in a bounded
// alignment, the boundedCandidates positions nearest center.
func (w *worker) window(pos []int32, center int) []int32 {
	if !w.bounded || len(pos) <= boundedCandidates {
		return pos
	}
	w.capped = true
	i, _ := slices.BinarySearch(pos, int32(center))
	lo, hi := i, i
	for hi-lo < boundedCandidates {
		switch {
		case lo == 0:
			hi++
		case hi == len(pos):
			lo--
		case center-int(pos[lo-1]) <= int(pos[hi])-center:
			lo--
		default:
			hi++
		}
	}
	return pos[lo:hi]
}

// index fills m with key → ascending positions of keys (negative keys
// are left out).
func index(m *map[int32][]int32, keys []int32) map[int32][]int32 {
	if *m == nil {
		*m = map[int32][]int32{}
	}
	clear(*m)
	for i, k := range keys {
		if k >= 0 {
			(*m)[k] = append((*m)[k], int32(i))
		}
	}
	return *m
}

func (w *worker) matchExact(stage int) {
	if !w.indexed() && len(w.hyp) <= 64 {
		w.masks.fill(w.hypKey)
		for j, rk := range w.refKey {
			for m := w.masks.get(rk); m != 0; m &= m - 1 {
				w.addCand(j, 1, bits.TrailingZeros64(m), 1, stage)
			}
		}
		return
	}
	if !w.indexed() {
		for j, rk := range w.refKey {
			for i, hk := range w.hypKey {
				if hk == rk {
					w.addCand(j, 1, i, 1, stage)
				}
			}
		}
		return
	}
	pos := indexAll(&w.pos, w.hypKey)
	n := 0 // the candidate count, so that w.all grows once
	for j, rk := range w.refKey {
		n += len(w.window(pos[rk], w.diag(j)))
	}
	w.all = slices.Grow(w.all, n)
	for j, rk := range w.refKey {
		for _, i := range w.window(pos[rk], w.diag(j)) {
			w.addCand(j, 1, int(i), 1, stage)
		}
	}
}

// keyMasks maps the keys of at most 64 positions to the bit mask of the
// positions holding each: an open-addressing table of 128 slots, emptied
// by advancing gen, so that short segments match in O(n + m) instead of
// comparing every pair.
type keyMasks struct {
	gen   uint32
	stamp [128]uint32
	key   [128]int32
	mask  [128]uint64
}

func keySlot(k int32) uint32 { return uint32(k) * 0x9E3779B1 >> 25 }

// fill indexes keys (at most 64).
func (t *keyMasks) fill(keys []int32) {
	t.gen++
	if t.gen == 0 { // wrapped: stale stamps could read as current
		t.stamp = [128]uint32{}
		t.gen = 1
	}
	for i, k := range keys {
		h := keySlot(k)
		for t.stamp[h] == t.gen && t.key[h] != k {
			h = (h + 1) & 127
		}
		if t.stamp[h] != t.gen {
			t.stamp[h], t.key[h], t.mask[h] = t.gen, k, 0
		}
		t.mask[h] |= 1 << uint(i)
	}
}

// get returns the mask of the positions holding k.
func (t *keyMasks) get(k int32) uint64 {
	h := keySlot(k)
	for t.stamp[h] == t.gen {
		if t.key[h] == k {
			return t.mask[h]
		}
		h = (h + 1) & 127
	}
	return 0
}

// indexAll is index for keys of any sign (word hashes).
func indexAll(m *map[int32][]int32, keys []int32) map[int32][]int32 {
	if *m == nil {
		*m = map[int32][]int32{}
	}
	clear(*m)
	for i, k := range keys {
		(*m)[k] = append((*m)[k], int32(i))
	}
	return *m
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

// lemmaKey is the Lemma module's key of a word: its lemma's hash.
func (w *worker) lemmaKey(word string, in *wordInfo) int32 {
	if !in.lemDone {
		in.lemma, in.lemDone = jvm.StringHash(w.s.res.Lemmas.Lemma(word)), true
	}
	return in.lemma
}

// key is the key a keyed matcher (stem or lemma) compares.
func (w *worker) key(lemma bool, word string, in *wordInfo) int32 {
	if lemma {
		return w.lemmaKey(word, in)
	}
	return w.stemKey(word, in)
}

func (w *worker) matchStem(stage int) { w.matchKeyed(stage, false) }

// matchLemma matches words with equal lemmas (Lemma, parmesan's module)
// exactly as matchStem matches words with equal stems: one-word
// candidates, exact matches excluded.
func (w *worker) matchLemma(stage int) { w.matchKeyed(stage, true) }

func (w *worker) matchKeyed(stage int, lemma bool) {
	hs := w.stemScratch[:0]
	for i, t := range w.hyp {
		hs = append(hs, w.key(lemma, t, w.hypInfo[i]))
	}
	w.stemScratch = hs
	if !w.indexed() && len(w.hyp) <= 64 {
		w.masks.fill(hs)
		for j, t := range w.ref {
			rs := w.key(lemma, t, w.refInfo[j])
			for m := w.masks.get(rs); m != 0; m &= m - 1 {
				if i := bits.TrailingZeros64(m); w.hypKey[i] != w.refKey[j] {
					w.addCand(j, 1, i, 1, stage)
				}
			}
		}
		return
	}
	if !w.indexed() {
		for j, t := range w.ref {
			rs := w.key(lemma, t, w.refInfo[j])
			for i := range w.hyp {
				if hs[i] == rs && w.hypKey[i] != w.refKey[j] {
					w.addCand(j, 1, i, 1, stage)
				}
			}
		}
		return
	}
	pos := indexAll(&w.pos, hs)
	for j, t := range w.ref {
		rs := w.key(lemma, t, w.refInfo[j])
		for _, i := range w.window(pos[rs], w.diag(j)) {
			if w.hypKey[i] != w.refKey[j] {
				w.addCand(j, 1, int(i), 1, stage)
			}
		}
	}
}

// wordSets returns the word's synsets (spec §4.3) as a sorted set of the
// worker's own dense synset numbers (first seen, first numbered; the
// numbering is a bijection, so set intersections are unchanged), which
// index matchSynonymMask's mask table.
func (w *worker) wordSets(word string, in *wordInfo) []int32 {
	if in.synDone {
		return in.syn
	}
	sets := wordSets(w.s.res.Synonyms.Synsets, w.s.res.Synonyms.Bases, word)
	if w.synLocalID == nil {
		w.synLocalID = map[int32]int32{}
	}
	for k, id := range sets { // sets is a fresh slice
		l, ok := w.synLocalID[id]
		if !ok {
			l = int32(len(w.synLocalID))
			w.synLocalID[id] = l
			w.synMask = append(w.synMask, 0)
		}
		sets[k] = l
	}
	slices.Sort(sets)
	in.syn, in.synDone = sets, true
	return sets
}

func (w *worker) matchSynonym(stage int) {
	if w.s.res.Synonyms == nil {
		return
	}
	if len(w.hyp) <= 64 {
		w.matchSynonymMask(stage)
		return
	}
	hs := w.synScratch[:0]
	for i, t := range w.hyp {
		hs = append(hs, w.wordSets(t, w.hypInfo[i]))
	}
	w.synScratch = hs
	switch {
	case !w.indexed():
		for j, t := range w.ref {
			rs := w.wordSets(t, w.refInfo[j])
			if len(rs) == 0 {
				continue
			}
			for i := range w.hyp {
				if w.hypKey[i] != w.refKey[j] && intersects(hs[i], rs) {
					w.addCand(j, 1, i, 1, stage)
				}
			}
		}
	default:
		w.matchSynonymIndex(stage, hs)
	}
}

// matchSynonymMask is matchSynonym for hypotheses of at most 64 words:
// the bit masks of the hyp words in each synset (indexed by the worker's
// synset numbers) replace the pairwise set intersections.
// Candidates come out in the same order (ref ascending, then hyp
// ascending).
func (w *worker) matchSynonymMask(stage int) {
	for i, t := range w.hyp {
		for _, id := range w.wordSets(t, w.hypInfo[i]) {
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
				w.addCand(j, 1, i, 1, stage)
			}
		}
	}
	for i := range w.hyp {
		for _, id := range w.hypInfo[i].syn {
			w.synMask[id] = 0
		}
	}
}

// matchSynonymIndex is matchSynonym through an index synset → ascending
// hyp positions: a ref word's candidates are the union of its synsets'
// lists.
func (w *worker) matchSynonymIndex(stage int, hs [][]int32) {
	pos := w.pos
	if pos == nil {
		pos = map[int32][]int32{}
		w.pos = pos
	}
	clear(pos)
	for i, set := range hs {
		for _, id := range set {
			pos[id] = append(pos[id], int32(i))
		}
	}
	for j, t := range w.ref {
		g := w.gather[:0]
		center := w.diag(j)
		for _, id := range w.wordSets(t, w.refInfo[j]) {
			g = append(g, w.window(pos[id], center)...)
		}
		slices.Sort(g)
		g = slices.Compact(g)
		w.gather = g
		for _, i := range w.window(g, center) {
			if w.hypKey[i] != w.refKey[j] {
				w.addCand(j, 1, int(i), 1, stage)
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
	if w.indexed() {
		w.matchParaphraseIndex(stage, t)
		return
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
						w.addCand(j, l, i, len(b), stage)
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
						w.addCand(j, len(b), i, l, stage)
					}
				}
			}
		}
	}
}

// matchParaphraseIndex is matchParaphrase with the occurrences of a
// B-phrase found through an index first word → ascending positions.
func (w *worker) matchParaphraseIndex(stage int, t *ParaphraseTable) {
	hpos := index(&w.pos, w.hypID)
	for j := range w.ref {
		node := int32(0)
		for l := 1; j+l <= len(w.ref); l++ {
			node = t.child(node, w.refID[j+l-1])
			if node < 0 {
				break
			}
			for _, rec := range t.records(node) {
				b := t.phraseB(rec)
				for _, i := range w.window(hpos[b[0]], w.diag(j)) {
					if int(i)+len(b) <= len(w.hyp) && slices.Equal(w.hypID[i:int(i)+len(b)], b) {
						w.addCand(j, l, int(i), len(b), stage)
					}
				}
			}
		}
	}
	rpos := index(&w.pos2, w.refID)
	for i := range w.hyp {
		node := int32(0)
		for l := 1; i+l <= len(w.hyp); l++ {
			node = t.child(node, w.hypID[i+l-1])
			if node < 0 {
				break
			}
			for _, rec := range t.records(node) {
				b := t.phraseB(rec)
				for _, j := range w.window(rpos[b[0]], w.invDiag(i)) {
					if int(j)+len(b) <= len(w.ref) && slices.Equal(w.refID[j:int(j)+len(b)], b) {
						w.addCand(int(j), len(b), i, l, stage)
					}
				}
			}
		}
	}
}
