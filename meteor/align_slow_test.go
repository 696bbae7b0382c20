package meteor

import (
	"slices"
)

// slowAligner is the aligner as it was before the search became
// persistent and the matchers indexed: every candidate pair is compared,
// every path is a full copy with boolean used-word arrays, and the beam
// is chosen with a plain stable sort. It is kept, test-only, as the
// literal reading of spec §4–§5 that the fast aligner must agree with
// (TestAlignerDifferential, FuzzAlignerDifferential).
type slowAligner struct {
	w          *worker
	all        []Match
	byRef      [][]int
	covH, covR []int
	warnings   int
}

type slowPath struct {
	matches      []int // by ref start: index into all, or -1
	usedH, usedR []bool
	m1, m2       int
	chunks       int
	idx, last    int
	dist         int
}

func (p *slowPath) clone() *slowPath {
	q := *p
	q.matches = slices.Clone(p.matches)
	q.usedH = slices.Clone(p.usedH)
	q.usedR = slices.Clone(p.usedR)
	return &q
}

// alignSlow aligns w.hyp with w.ref (set with setWords) and returns the
// statistics and the chosen matches.
func alignSlow(w *worker) (Stats, []Match, int) {
	a := &slowAligner{w: w}
	nh, nr := len(w.hyp), len(w.ref)
	a.byRef = make([][]int, nr)
	a.covH = make([]int, nh)
	a.covR = make([]int, nr)
	mods := w.s.set.Modules
	if slices.Equal(w.hypKey, w.refKey) && len(mods) > 1 {
		mods = mods[:1]
	}
	for stage, mod := range mods {
		switch mod {
		case Exact:
			for j := range w.ref {
				for i := range w.hyp {
					if w.hypKey[i] == w.refKey[j] {
						a.add(Match{j, 1, i, 1, stage})
					}
				}
			}
		case Stem:
			for j, r := range w.ref {
				rs := w.stemKey(r, w.refInfo[j])
				for i, h := range w.hyp {
					if w.stemKey(h, w.hypInfo[i]) == rs && w.hypKey[i] != w.refKey[j] {
						a.add(Match{j, 1, i, 1, stage})
					}
				}
			}
		case Synonym:
			if w.s.res.Synonyms == nil {
				continue
			}
			for j, r := range w.ref {
				rs := w.wordSets(r, w.refInfo[j])
				for i, h := range w.hyp {
					if w.hypKey[i] != w.refKey[j] && intersects(w.wordSets(h, w.hypInfo[i]), rs) {
						a.add(Match{j, 1, i, 1, stage})
					}
				}
			}
		case Paraphrase:
			a.paraphrase(stage)
		}
	}
	best := a.search()
	var res []Match
	for j := 0; j < nr; j++ {
		if mi := best.matches[j]; mi >= 0 {
			res = append(res, a.all[mi])
		}
	}
	w.result = append(w.result[:0], res...)
	return w.stats(len(mods)), res, a.warnings
}

func (a *slowAligner) add(m Match) {
	a.byRef[m.RefStart] = append(a.byRef[m.RefStart], len(a.all))
	a.all = append(a.all, m)
	for k := m.HypStart; k < m.HypStart+m.HypLen; k++ {
		a.covH[k]++
	}
	for k := m.RefStart; k < m.RefStart+m.RefLen; k++ {
		a.covR[k]++
	}
}

// paraphrase finds every A-phrase of the table in one sentence whose
// B-phrase occurs in the other, ref side first (spec §4.4).
func (a *slowAligner) paraphrase(stage int) {
	w := a.w
	t := w.s.res.Paraphrases
	if t == nil {
		return
	}
	hid := make([]int32, len(w.hyp))
	for i, in := range w.hypInfo {
		hid[i] = in.paraID
	}
	rid := make([]int32, len(w.ref))
	for j, in := range w.refInfo {
		rid[j] = in.paraID
	}
	for j := range rid {
		node := int32(0)
		for l := 1; j+l <= len(rid); l++ {
			if node = t.child(node, rid[j+l-1]); node < 0 {
				break
			}
			for _, rec := range t.records(node) {
				b := t.phraseB(rec)
				for i := 0; i+len(b) <= len(hid); i++ {
					if slices.Equal(hid[i:i+len(b)], b) {
						a.add(Match{j, l, i, len(b), stage})
					}
				}
			}
		}
	}
	for i := range hid {
		node := int32(0)
		for l := 1; i+l <= len(hid); l++ {
			if node = t.child(node, hid[i+l-1]); node < 0 {
				break
			}
			for _, rec := range t.records(node) {
				b := t.phraseB(rec)
				for j := 0; j+len(b) <= len(rid); j++ {
					if slices.Equal(rid[j:j+len(b)], b) {
						a.add(Match{j, len(b), i, l, stage})
					}
				}
			}
		}
	}
}

func anyTrue(used []bool, start, n int) bool {
	for k := start; k < start+n; k++ {
		if used[k] {
			return true
		}
	}
	return false
}

func (a *slowAligner) apply(p *slowPath, m *Match) {
	mod := a.w.s.set.Modules[m.Stage]
	p.m1 += alignerContribution(mod, m.HypLen)
	p.m2 += alignerContribution(mod, m.RefLen)
	if p.last != -1 && m.HypStart != p.last {
		p.chunks++
	}
	p.idx = m.RefStart + m.RefLen
	p.last = m.HypStart + m.HypLen
}

// search is spec §5 read literally.
func (a *slowAligner) search() *slowPath {
	nh, nr := len(a.w.hyp), len(a.w.ref)
	s0 := &slowPath{matches: make([]int, nr), usedH: make([]bool, nh), usedR: make([]bool, nr), last: -1}
	for j := range s0.matches {
		s0.matches[j] = -1
	}
	for j := 0; j < nr; j++ {
		if len(a.byRef[j]) != 1 {
			continue
		}
		mi := a.byRef[j][0]
		m := &a.all[mi]
		fixed := true
		for k := m.RefStart; k < m.RefStart+m.RefLen; k++ {
			fixed = fixed && a.covR[k] == 1
		}
		for k := m.HypStart; k < m.HypStart+m.HypLen; k++ {
			fixed = fixed && a.covH[k] == 1
		}
		if !fixed {
			continue
		}
		s0.matches[j] = mi
		for k := m.RefStart; k < m.RefStart+m.RefLen; k++ {
			s0.usedR[k] = true
		}
		for k := m.HypStart; k < m.HypStart+m.HypLen; k++ {
			s0.usedH[k] = true
		}
	}
	beam := a.w.s.set.Beam
	next := []*slowPath{s0}
	for cur := 0; cur <= nr; cur++ {
		paths := next
		next = nil
		slices.SortStableFunc(paths, func(x, y *slowPath) int { return slowCmp(x, y) })
		lim := min(beam, len(paths))
		for _, p := range paths[:lim] {
			if cur == nr {
				if p.last != -1 {
					p.chunks++
				}
				next = append(next, p)
				continue
			}
			if p.usedR[cur] {
				if cur < p.idx {
					next = append(next, p)
				} else if mi := p.matches[p.idx]; mi >= 0 {
					m := &a.all[mi]
					a.apply(p, m)
					p.dist += absInt(m.RefStart - m.HypStart)
					next = append(next, p)
				}
				continue
			}
			for _, mi := range a.byRef[cur] {
				m := &a.all[mi]
				if anyTrue(p.usedR, m.RefStart, m.RefLen) || anyTrue(p.usedH, m.HypStart, m.HypLen) {
					continue
				}
				np := p.clone()
				for k := m.RefStart; k < m.RefStart+m.RefLen; k++ {
					np.usedR[k] = true
				}
				for k := m.HypStart; k < m.HypStart+m.HypLen; k++ {
					np.usedH[k] = true
				}
				np.matches[cur] = mi
				a.apply(np, m)
				p.dist += absInt(m.RefStart - m.HypStart) // quirk 6
				next = append(next, np)
			}
			if p.last != -1 {
				p.chunks++
				p.last = -1
			}
			p.idx++
			next = append(next, p)
		}
		if len(next) == 0 {
			a.warnings++
			if len(paths) > 0 {
				next = append(next, paths[0])
			}
		}
	}
	slices.SortStableFunc(next, func(x, y *slowPath) int { return slowCmp(x, y) })
	return next[0]
}

// slowCmp is PARTIAL_COMPARE_TOTAL: more weighted matches, fewer chunks,
// less distance.
func slowCmp(a, b *slowPath) int {
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
