package ter

// worker holds the scratch space of one goroutine computing TER: interned
// words, the matrix of the current hypothesis, the trace and alignment,
// candidate buffers. It is never shared between goroutines.
type worker struct {
	ids      map[string]int32
	words    []string
	hyp, ref []int32
	cur, nxt []int32 // the hypothesis being shifted and the best candidate
	cand     []int32
	x        matrix
	trace    []uint8
	align    []int
	hypErr   []bool
	refErr   []bool
	rowA     []int32
	rowB     []int32
}

func newWorker() *worker { return &worker{ids: make(map[string]int32)} }

// intern maps words to small integers shared by the hypothesis and its
// references (equal words, equal ids).
func (w *worker) intern(dst []int32, words []string) []int32 {
	dst = dst[:0]
	for _, s := range words {
		id, ok := w.ids[s]
		if !ok {
			id = int32(len(w.ids))
			w.ids[s] = id
		}
		dst = append(dst, id)
	}
	return dst
}

// shiftResult is the best shift found by one round of the search.
type shiftResult struct {
	delta          int32 // edit distance saved
	length, sh, at int   // block length, its start, the target position
}

// better reports whether candidate c ranks above r in tercom's order:
// larger saving, then longer block, then earlier block, then earlier
// target.
func (c shiftResult) better(r shiftResult) bool {
	if c.delta != r.delta {
		return c.delta > r.delta
	}
	if c.length != r.length {
		return c.length > r.length
	}
	if c.sh != r.sh {
		return c.sh < r.sh
	}
	return c.at < r.at
}

// editRate returns the number of edits (shifts plus the beam edit
// distance after them) turning hyp into ref, as sacrebleu's
// translation_edit_rate does: greedily apply the shift that saves the
// most edits until none saves any or MaxShiftCandidates candidates have
// been evaluated.
func (w *worker) editRate(hyp, ref []int32) (int, error) {
	if len(ref) == 0 {
		return len(hyp), nil
	}
	n := len(hyp)
	w.cur = append(w.cur[:0], hyp...)
	w.nxt = grow32(w.nxt, n)
	w.cand = grow32(w.cand, n)
	w.rowA = grow32(w.rowA, len(ref)+2)
	w.rowB = grow32(w.rowB, len(ref)+2)
	shifts, checked := 0, 0
	for {
		w.x.fill(w.cur, ref)
		found, err := w.bestShift(ref, &checked)
		if err != nil {
			return 0, err
		}
		if checked >= MaxShiftCandidates || !found {
			break
		}
		shifts++
		w.cur, w.nxt = w.nxt, w.cur
	}
	return shifts + int(w.x.dist()), nil
}

// bestShift evaluates the shift candidates of the current hypothesis (in
// w.x) in sacrebleu's order and leaves the best one that saves at least
// one edit in w.nxt. A candidate that cannot rank first is abandoned as
// soon as its edit distance is certain to be too high; it still counts
// towards the candidate limit, as in sacrebleu.
func (w *worker) bestShift(ref []int32, checked *int) (bool, error) {
	var err error
	w.trace, w.align, w.hypErr, w.refErr, err = w.x.alignment(w.trace, w.align, w.hypErr, w.refErr)
	if err != nil {
		return false, err
	}
	hyp := w.cur
	n, m := len(hyp), len(ref)
	pre := w.x.dist()
	var best shiftResult
	found := false
	for sh := 0; sh < n; sh++ {
		for sr := 0; sr < m; sr++ {
			if abs(sr-sh) > MaxShiftDist {
				continue
			}
			// every matching block hyp[sh:sh+l] == ref[sr:sr+l], l = 1, 2, …
			for l := 1; l <= MaxShiftSize && sh+l <= n && sr+l <= m && hyp[sh+l-1] == ref[sr+l-1]; l++ {
				if !anyTrue(w.hypErr[sh:sh+l]) || !anyTrue(w.refErr[sr:sr+l]) {
					continue
				}
				if a := w.align[sr]; sh <= a && a < sh+l {
					continue // the block would move within itself
				}
				prevAt := -1
				for off := -1; off < l; off++ {
					at := 0
					if sr+off >= 0 {
						at = w.align[sr+off] + 1
					}
					if at == prevAt {
						continue
					}
					prevAt = at
					*checked++
					c := shiftResult{length: l, sh: sh, at: at}
					// the least saving that would rank c first
					need := int32(1)
					if found {
						need = best.delta
						c.delta = best.delta
						if !c.better(best) {
							need++
						}
					}
					p := shiftInto(w.cand, hyp, sh, l, at)
					d, ok := suffixCost(&w.x, w.cand, ref, p, pre-need, w.rowA, w.rowB)
					if !ok {
						continue
					}
					c.delta = pre - d
					if !found || c.better(best) {
						best, found = c, true
						copy(w.nxt, w.cand)
					}
				}
				if *checked >= MaxShiftCandidates {
					return found, nil
				}
			}
		}
	}
	return found, nil
}

func anyTrue(b []bool) bool {
	for _, v := range b {
		if v {
			return true
		}
	}
	return false
}

// shiftInto writes into dst the words of src with the block
// src[start:start+length] moved to position target, exactly as
// sacrebleu's _perform_shift slices (Python slices clamp at the end, so
// a target inside the block moves it after the following words), and
// returns the length of the prefix dst shares with src.
func shiftInto(dst, src []int32, start, length, target int) int {
	n := len(src)
	clamp := func(i int) int {
		if i > n {
			return n
		}
		return i
	}
	k := 0
	put := func(s []int32) {
		k += copy(dst[k:], s)
	}
	block := src[start : start+length]
	switch {
	case target < start:
		put(src[:target])
		put(block)
		put(src[target:start])
		put(src[start+length:])
	case target > start+length:
		put(src[:start])
		put(src[start+length : target])
		put(block)
		put(src[target:])
	default:
		put(src[:start])
		put(src[clamp(start+length):clamp(length+target)])
		put(block)
		put(src[clamp(length+target):])
	}
	p := min(start, target)
	for p < n && dst[p] == src[p] {
		p++
	}
	return p
}
