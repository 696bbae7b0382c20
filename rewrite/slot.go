package rewrite

import (
	"maps"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/parmesan-mt/parmesan/lemma"
)

// slotGap is the widest gap (tokens on each side) between two aligned
// neighbours within which a pair counts as slot-aligned.
const slotGap = 3

// alignment is a monotone one-to-one alignment of reference and
// hypothesis tokens: r2h[j] is the hypothesis position of reference j or
// -1, h2r the inverse.
type alignment struct {
	r2h, h2r []int
}

// align aligns ref and hyp monolingually by their keys (lemma, with
// negation) in order, as a careful reader lines up two translations:
// a common prefix and suffix first, then the keys that occur exactly
// once on each side of the remaining span, kept in increasing order
// (the longest increasing run), and the same again in every gap between
// two links. Deterministic; O(n·m) at worst.
func align(rkeys, hkeys []string) alignment {
	a := alignment{r2h: make([]int, len(rkeys)), h2r: make([]int, len(hkeys))}
	for j := range a.r2h {
		a.r2h[j] = -1
	}
	for i := range a.h2r {
		a.h2r[i] = -1
	}
	a.span(rkeys, hkeys, 0, len(rkeys), 0, len(hkeys))
	return a
}

func (a alignment) link(j, i int) { a.r2h[j], a.h2r[i] = i, j }

// span aligns ref[rlo:rhi] with hyp[hlo:hhi].
func (a alignment) span(rk, hk []string, rlo, rhi, hlo, hhi int) {
	for rlo < rhi && hlo < hhi && rk[rlo] == hk[hlo] {
		a.link(rlo, hlo)
		rlo, hlo = rlo+1, hlo+1
	}
	for rlo < rhi && hlo < hhi && rk[rhi-1] == hk[hhi-1] {
		a.link(rhi-1, hhi-1)
		rhi, hhi = rhi-1, hhi-1
	}
	if rlo >= rhi || hlo >= hhi {
		return
	}
	rc, hc := map[string]int{}, map[string]int{}
	hat := map[string]int{}
	for j := rlo; j < rhi; j++ {
		rc[rk[j]]++
	}
	for i := hlo; i < hhi; i++ {
		hc[hk[i]]++
		hat[hk[i]] = i
	}
	var js, is []int
	for j := rlo; j < rhi; j++ {
		if k := rk[j]; rc[k] == 1 && hc[k] == 1 {
			js, is = append(js, j), append(is, hat[k])
		}
	}
	if len(js) == 0 {
		return
	}
	keep := increasing(is)
	pj, pi := rlo, hlo
	for _, x := range keep {
		j, i := js[x], is[x]
		a.link(j, i)
		a.span(rk, hk, pj, j, pi, i)
		pj, pi = j+1, i+1
	}
	a.span(rk, hk, pj, rhi, pi, hhi)
}

// increasing returns the indexes of a longest strictly increasing
// subsequence of xs (the leftmost one among equals).
func increasing(xs []int) []int {
	n := len(xs)
	length, prev := make([]int, n), make([]int, n)
	best := -1
	for k := range xs {
		length[k], prev[k] = 1, -1
		for p := 0; p < k; p++ {
			if xs[p] < xs[k] && length[p]+1 > length[k] {
				length[k], prev[k] = length[p]+1, p
			}
		}
		if best < 0 || length[k] > length[best] {
			best = k
		}
	}
	var out []int
	for k := best; k >= 0; k = prev[k] {
		out = append(out, k)
	}
	slices.Reverse(out)
	return out
}

// refine returns a copy of a with more links: each unaligned reference
// word, left to right, is linked to the one hypothesis word of its slot
// that link accepts (a spelling variant, a lexicon pair), when there is
// exactly one. A word so linked becomes a neighbour for the next ones
// (on Glockenstraße → in Glockenstrasse: on/in alone in one slot).
func (a alignment) refine(link func(j, i int) bool) alignment {
	b := alignment{r2h: slices.Clone(a.r2h), h2r: slices.Clone(a.h2r)}
	for j := range b.r2h {
		s, ok := b.slotOf(j)
		if !ok {
			continue
		}
		found := -1
		for i := s.hlo + 1; i < s.hhi; i++ {
			if b.h2r[i] < 0 && link(j, i) {
				if found >= 0 {
					found = -2
					break
				}
				found = i
			}
		}
		if found >= 0 {
			b.link(j, found)
		}
	}
	return b
}

// slot is the span of unaligned tokens around an unaligned reference
// word and the span of the hypothesis between the same aligned neighbours
// (or a sentence boundary): reference (rlo, rhi) and hypothesis (hlo,
// hhi), bounds exclusive.
type slot struct{ rlo, rhi, hlo, hhi int }

// slotOf returns the slot of reference position j; ok is false when j is
// aligned.
func (a alignment) slotOf(j int) (s slot, ok bool) {
	if a.r2h[j] >= 0 {
		return slot{}, false
	}
	s = slot{rlo: -1, hlo: -1, rhi: len(a.r2h), hhi: len(a.h2r)}
	for k := j - 1; k >= 0; k-- {
		if a.r2h[k] >= 0 {
			s.rlo, s.hlo = k, a.r2h[k]
			break
		}
	}
	for k := j + 1; k < len(a.r2h); k++ {
		if a.r2h[k] >= 0 {
			s.rhi, s.hhi = k, a.r2h[k]
			break
		}
	}
	return s, true
}

// widths are the numbers of tokens in the slot on each side.
func (s slot) widths() (int, int) { return s.rhi - s.rlo - 1, s.hhi - s.hlo - 1 }

// holds reports whether hypothesis position i lies in the slot.
func (s slot) holds(i int) bool { return s.hlo < i && i < s.hhi }

// slotAligned reports whether reference j and hypothesis i sit between
// the same aligned neighbours with at most slotGap tokens on each side.
func (a alignment) slotAligned(j, i int) bool {
	s, ok := a.slotOf(j)
	if !ok || !s.holds(i) {
		return false
	}
	rw, hw := s.widths()
	return rw <= slotGap && hw <= slotGap
}

// single returns the hypothesis position that is alone in reference j's
// slot when j is alone in it too (one token on each side), or -1.
func (a alignment) single(j int) int {
	s, ok := a.slotOf(j)
	if !ok {
		return -1
	}
	if rw, hw := s.widths(); rw != 1 || hw != 1 {
		return -1
	}
	return s.hlo + 1
}

// inner reports whether reference j and hypothesis i are alone in one
// slot between two aligned words (not a sentence boundary): the
// strongest position evidence, which Guard.Slot asks of a light verb.
func (a alignment) inner(j, i int) bool {
	s, ok := a.slotOf(j)
	return ok && s.rlo >= 0 && s.rhi < len(a.r2h) && s.hlo+1 == i && s.hhi-1 == i && s.rhi-1 == j && s.rlo+1 == j
}

// variant reports whether hypothesis word h spells the reference word r
// otherwise (Guard.Variants): the same part of speech, features and
// (where the tagger gives one) language-specific tag, and either, when
// sameKey is set (a language whose tagger marks features fully: Czech),
// the same key in a form that differs in its last letter only or by one
// letter added at the end, for a content word or name (dřív/dříve,
// pracuju/pracuji; not přečtete/přečtěte, whose tagger missed the mood),
// or forms that are equal once folded (case,
// diacritics, ß, hyphens and apostrophes: sezónu/sezonu,
// Glockenstraße/Glockenstrasse, 412-V/412V) with the same last letter, or, for names, forms of
// five letters or more one edit apart that is not a final s (Bachmut/
// Bakhmut, Zelenskyy/Zelensky; not LEDs/LED). Pronouns, determiners and
// numerals of one lemma are not variants: their forms differ in gender
// or case that taggers do not always mark (dva/dvě, naši/naší, a/an).
func variant(r, h lemma.Token, rkey, hkey string, sameKey bool) bool {
	if r.POS != h.POS || !sameFeats(r.Feats, h.Feats) || r.XPOS != h.XPOS {
		return false
	}
	rf, hf := strings.ToLower(r.Form), strings.ToLower(h.Form)
	if rf == hf || !wordlike(rf) || !wordlike(hf) {
		return false
	}
	if rkey == hkey {
		return sameKey && (contentPOS[r.POS] || r.POS == "PROPN") && endEdit([]rune(rf), []rune(hf))
	}
	fr, fh := fold(rf), fold(hf)
	if fr == fh {
		// The last letter must agree: a Czech ending that differs in a
		// diacritic only is another case (naši/naší), which the tagger
		// does not always tell.
		lr, lh := []rune(rf), []rune(hf)
		return lr[len(lr)-1] == lh[len(lh)-1]
	}
	if r.POS != "PROPN" || strings.TrimSuffix(fr, "s") == fh || strings.TrimSuffix(fh, "s") == fr {
		return false
	}
	nr, nh := []rune(fr), []rune(fh)
	return len(nr) >= 5 && len(nh) >= 5 && editsAtMostOne(nr, nh)
}

// sameFeats reports whether f and g render alike (featString) without
// rendering them: equal maps do; unequal ones do only when a name or value
// holds a separator ('|' or '='), which is then left to the rendering.
func sameFeats(f, g lemma.Feats) bool {
	if maps.Equal(f, g) {
		return true
	}
	if !hasSeparator(f) && !hasSeparator(g) {
		return false
	}
	return featString(f) == featString(g)
}

func hasSeparator(f lemma.Feats) bool {
	for k, v := range f {
		if strings.ContainsAny(k, "|=") || strings.ContainsAny(v, "|=") {
			return true
		}
	}
	return false
}

// wordlike reports a form with a letter or digit in it.
func wordlike(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

// fold lowers a form's spelling to compare variants: diacritics dropped,
// ß as ss, hyphens and apostrophes removed.
func fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r), r == '-', r == '\'', r == '’', r == '‐':
		case r == 'ß':
			b.WriteString("ss")
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// endEdit reports whether a and b differ in their last letter only, or
// one is the other with one letter added at the end.
func endEdit(a, b []rune) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	switch len(a) - len(b) {
	case 0:
		return len(a) > 1 && slices.Equal(a[:len(a)-1], b[:len(b)-1])
	case 1:
		return slices.Equal(a[:len(b)], b)
	}
	return false
}

// editsAtMostOne reports whether a and b differ by at most one
// insertion, deletion or substitution.
func editsAtMostOne(a, b []rune) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	if len(a)-len(b) > 1 {
		return false
	}
	k := 0
	for k < len(b) && a[k] == b[k] {
		k++
	}
	if k == len(b) {
		return true
	}
	if len(a) == len(b) {
		return slices.Equal(a[k+1:], b[k+1:])
	}
	return slices.Equal(a[k+1:], b[k:])
}
