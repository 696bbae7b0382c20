package rewrite

import (
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// closedGap is the widest slot (tokens on each side) in which
// closedNeighbour pairs two function words: twice slotGap, as the shared
// neighbour, not the slot, places them (Tenhle typ / Jen jsem to
// vymyslel tento typ: five tokens before typ).
const closedGap = 2 * slotGap

// closedNeighbour returns the hypothesis word that stands for the
// function word at reference j through the hand-written near-equivalent
// function words (Guard.ClosedLang) when the two words are not alone in
// one slot but share a neighbour: both sit in one slot of linked (at
// most closedGap tokens on each side) and the word right after them, or
// the word right before them, is aligned (or both stand at the sentence
// start), so the word they determine or follow is the same
// (Tenhle typ … / … vymyslel tento typ …, však jediný / Nicméně
// jediný). The hypothesis word must be the only one of the slot
// equivalent to the reference word, and the reference word the only one
// of the slot equivalent to it; -1 when there is none.
func (rw *Rewriter) closedNeighbour(ref []lemma.Token, j int, hyp []lemma.Token, linked alignment) int {
	lang := rw.guard.ClosedLang
	if lang == "" || ref[j].POS == "PROPN" {
		return -1
	}
	s, ok := linked.slotOf(j)
	if !ok {
		return -1
	}
	if rn, hn := s.widths(); rn > closedGap || hn > closedGap {
		return -1
	}
	equiv := func(rj, hi int) bool {
		return paraphrase.ClosedEquivalent(lang, ref[rj].Form, closedTag(ref, rj), hyp[hi].Form, closedTag(hyp, hi))
	}
	at := -1
	for i := s.hlo + 1; i < s.hhi; i++ {
		if !equiv(j, i) {
			continue
		}
		if at >= 0 {
			return -1 // two candidates: the slot does not say which
		}
		at = i
	}
	if at < 0 {
		return -1
	}
	for k := s.rlo + 1; k < s.rhi; k++ {
		if k != j && equiv(k, at) {
			return -1
		}
	}
	after := j+1 < len(ref) && at+1 < len(hyp) && linked.r2h[j+1] == at+1
	before := j > 0 && at > 0 && linked.r2h[j-1] == at-1 || j == 0 && at == 0
	if !after && !before {
		return -1
	}
	return at
}
