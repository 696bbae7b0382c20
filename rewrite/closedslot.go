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
	// The shared neighbour: the aligned word right before j (or the
	// sentence start) makes j the slot's first word, the one right
	// after makes it the last; the hypothesis word must then be the
	// first or the last of its side of the slot.
	first := j == s.rlo+1
	last := j == s.rhi-1 && s.rhi < len(ref)
	if !first && !last || !paraphrase.ClosedReplaceable(lang, ref[j].Form) {
		return -1 // (a word ClosedEquivalent never replaces has no candidate below)
	}
	rt := closedTag(ref, j)
	at := -1
	for i := s.hlo + 1; i < s.hhi; i++ {
		if !paraphrase.ClosedEquivalent(lang, ref[j].Form, rt, hyp[i].Form, closedTag(hyp, i)) {
			continue
		}
		if at >= 0 {
			return -1 // two candidates: the slot does not say which
		}
		at = i
	}
	if at < 0 || !(first && at == s.hlo+1 || last && at == s.hhi-1) {
		return -1
	}
	ht := closedTag(hyp, at)
	for k := s.rlo + 1; k < s.rhi; k++ {
		if k != j && paraphrase.ClosedEquivalent(lang, ref[k].Form, closedTag(ref, k), hyp[at].Form, ht) {
			return -1
		}
	}
	return at
}

// prepositionalOnly reports a pronoun form used only after a
// preposition, as the analyser tags it: PrepCase=Pre (Czech ní, něj,
// nich, něhož: o ní, not *ní rozumím: jí rozumím), or a pronoun in the
// locative, which only a preposition governs (o něm, v nichž; UD Czech
// gives the locative no PrepCase, having no other form to tell apart).
func prepositionalOnly(t lemma.Token) bool {
	return t.Feats["PrepCase"] == "Pre" || t.POS == "PRON" && t.Feats["Case"] == "Loc"
}
