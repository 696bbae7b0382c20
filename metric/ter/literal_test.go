package ter

import "math"

// literalEditRate is a direct transcription of sacrebleu 2.6.0's
// translation_edit_rate (metrics/lib_ter.py), kept deliberately naive: a
// full matrix of (cost, op) cells recomputed for every candidate, string
// words, every candidate evaluated to the end. The fast search must agree
// with it on every input.
func literalEditRate(hyp, ref []string) int {
	e, _ := literalEditRateWords(hyp, ref)
	return e
}

// literalEditRateWords also returns the hypothesis after its shifts.
func literalEditRateWords(hyp, ref []string) (int, []string) {
	if len(ref) == 0 {
		return len(hyp), hyp
	}
	shifts, checked := 0, 0
	cur := hyp
	for {
		delta, next := literalShift(cur, ref, &checked)
		if checked >= MaxShiftCandidates || delta <= 0 {
			break
		}
		shifts++
		cur = next
	}
	d, _ := literalDistance(cur, ref)
	return shifts + d, cur
}

type cell struct {
	cost int64
	op   byte
}

const literalInf = int64(1e16)

// literalDistance is BeamEditDistance without its cache: the beam edit
// distance and its trace ('d' consumes a hypothesis word, 'i' a reference
// word, ' ' and 's' both).
func literalDistance(h, r []string) (int, string) {
	n, m := len(h), len(r)
	dist := make([][]cell, n+1)
	dist[0] = make([]cell, m+1)
	for j := range dist[0] {
		dist[0][j] = cell{int64(j), 'i'}
	}
	for i := 1; i <= n; i++ {
		dist[i] = make([]cell, m+1)
		for j := range dist[i] {
			dist[i][j] = cell{literalInf, 'x'}
		}
	}
	ratio := 1.0
	if n > 0 {
		ratio = float64(m) / float64(n)
	}
	bw := BeamWidth
	if float64(BeamWidth) < ratio/2 {
		bw = int(math.Ceil(ratio/2 + float64(BeamWidth)))
	}
	for i := 1; i <= n; i++ {
		diag := int(math.Floor(float64(i) * ratio))
		lo := max(0, diag-bw)
		hi := min(m+1, diag+bw)
		if i == n {
			hi = m + 1
		}
		for j := lo; j < hi; j++ {
			if j == 0 {
				dist[i][j] = cell{dist[i-1][j].cost + 1, 'd'}
				continue
			}
			sub := cell{dist[i-1][j-1].cost, ' '}
			if h[i-1] != r[j-1] {
				sub = cell{sub.cost + 1, 's'}
			}
			for _, c := range []cell{sub, {dist[i-1][j].cost + 1, 'd'}, {dist[i][j-1].cost + 1, 'i'}} {
				if dist[i][j].cost > c.cost {
					dist[i][j] = c
				}
			}
		}
	}
	trace := ""
	for i, j := n, m; i > 0 || j > 0; {
		op := dist[i][j].op
		trace = string(op) + trace
		switch op {
		case ' ', 's':
			i, j = i-1, j-1
		case 'i':
			j--
		case 'd':
			i--
		default:
			panic("literal trace left the beam")
		}
	}
	return int(dist[n][m].cost), trace
}

// literalShift is sacrebleu's _shift: the best candidate of one round
// and its saving.
func literalShift(h, r []string, checked *int) (int, []string) {
	pre, inv := literalDistance(h, r)
	// flip the trace and read the alignment as trace_to_alignment does
	align := map[int]int{}
	var hypErr, refErr []int
	ph, pr := -1, -1
	for _, op := range inv {
		switch op {
		case ' ', 's':
			ph++
			pr++
			align[pr] = ph
			e := 0
			if op == 's' {
				e = 1
			}
			hypErr = append(hypErr, e)
			refErr = append(refErr, e)
		case 'd': // flipped: insertion, a hypothesis word
			ph++
			hypErr = append(hypErr, 1)
		case 'i': // flipped: deletion, a reference word
			pr++
			align[pr] = ph
			refErr = append(refErr, 1)
		}
	}
	type cand struct {
		delta, length, negStart, negIdx int
		words                           []string
	}
	var best *cand
	sum := func(s []int) int {
		t := 0
		for _, v := range s {
			t += v
		}
		return t
	}
	for sh := 0; sh < len(h); sh++ {
		for sr := 0; sr < len(r); sr++ {
			if sr-sh > MaxShiftDist || sh-sr > MaxShiftDist {
				continue
			}
			length := 0
			for h[sh+length] == r[sr+length] && length < MaxShiftSize {
				length++
				func() {
					if sum(hypErr[sh:sh+length]) == 0 || sum(refErr[sr:sr+length]) == 0 {
						return
					}
					if sh <= align[sr] && align[sr] < sh+length {
						return
					}
					prev := -1
					for off := -1; off < length; off++ {
						var idx int
						if sr+off == -1 {
							idx = 0
						} else if a, ok := align[sr+off]; ok {
							idx = a + 1
						} else {
							break
						}
						if idx == prev {
							continue
						}
						prev = idx
						words := literalPerform(h, sh, length, idx)
						d, _ := literalDistance(words, r)
						c := cand{pre - d, length, -sh, -idx, words}
						*checked++
						if best == nil || c.delta > best.delta ||
							c.delta == best.delta && (c.length > best.length ||
								c.length == best.length && (c.negStart > best.negStart ||
									c.negStart == best.negStart && c.negIdx > best.negIdx)) {
							best = &c
						}
					}
				}()
				if *checked >= MaxShiftCandidates {
					goto done
				}
				if len(h) == sh+length || len(r) == sr+length {
					break
				}
			}
		}
	}
done:
	if best == nil {
		return 0, h
	}
	return best.delta, best.words
}

// literalPerform is _perform_shift with Python's clamping slices.
func literalPerform(w []string, start, length, target int) []string {
	sl := func(a, b int) []string {
		a, b = min(a, len(w)), min(b, len(w))
		if a > b {
			return nil
		}
		return w[a:b]
	}
	var out []string
	cat := func(parts ...[]string) []string {
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	switch {
	case target < start:
		return cat(sl(0, target), sl(start, start+length), sl(target, start), sl(start+length, len(w)))
	case target > start+length:
		return cat(sl(0, start), sl(start+length, target), sl(start, start+length), sl(target, len(w)))
	default:
		return cat(sl(0, start), sl(start+length, length+target), sl(start, start+length), sl(length+target, len(w)))
	}
}
