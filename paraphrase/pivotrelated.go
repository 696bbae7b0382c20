package paraphrase

// PivotRelated is slot-only evidence from a bilingual dictionary into
// the language read backwards: two words are a pair when at least
// MinShared source words translate to both (FreeDict deu-eng for
// English: reimbursement/refund, measurement/dimension). Every pair it
// holds has source SourcePivotRelated (slot-only), so the rewriter uses it only where the
// two words are alone in one slot between aligned words and have one
// part of speech (rewrite's slot-only rule). A word and the same word
// plus one regular ending (hook/hooks, loose/loosely: FreeDict lists
// inflected German forms as heads of their own) are no pair; a spelling
// change before the ending (happy/happily, leaf/leaves) is not caught
// here, and is left to the rewriter's lemma keys and part-of-speech
// rule. It is safe for concurrent use.
//
// One shared source word is not enough: it joins translations of
// different senses of one polysemous word (Haushalt: budget/household,
// Stuhl: stool/chair), the very ambiguity a German–English system's
// output carries.
//
// A polysemous word is translated from many source words, and two of
// them also give almost any other word of one of its senses (case:
// Gehäuse and Kiste give chassis and cabinet too). With Polysemy set, a
// pair must also share at least one source word in Polysemy of the
// source words of its more polysemous word (shared × Polysemy ≥ that
// word's count): 2 of case's 39, of lock's 26 or of hit's 25 are not
// enough, 2 of reimbursement's 6 are.
type PivotRelated struct {
	Senses    *SenseIndex
	MinShared int
	Polysemy  int
}

// Lookup implements PairLexicon.
func (p PivotRelated) Lookup(a, b string) (Source, bool) {
	if p.Senses == nil || a == b || a == "" || b == "" {
		return 0, false
	}
	if suffixed(a, b) || suffixed(b, a) {
		return 0, false
	}
	n := p.Senses.Shared(a, b)
	if n < max(p.MinShared, 1) {
		return 0, false
	}
	if p.Polysemy > 0 && n*p.Polysemy < max(p.Senses.Count(a), p.Senses.Count(b)) {
		return 0, false
	}
	return SourcePivotRelated, true
}

// pivotSuffixes are the regular endings that make one word another's
// inflection or adverb when added unchanged (hook/hooks, work/works,
// loose/loosely; not happy/happily): FreeDict lists
// German plurals and inflected forms as head words of their own, whose
// translations pair an English word with its own inflection.
var pivotSuffixes = []string{"s", "es", "d", "ed", "ing", "ly", "er", "est"}

// suffixed reports whether long is short with one of pivotSuffixes.
func suffixed(long, short string) bool {
	for _, s := range pivotSuffixes {
		if len(long) == len(short)+len(s) && long[:len(short)] == short && long[len(short):] == s {
			return true
		}
	}
	return false
}

// HasKey reports whether any source word translates to a.
func (p PivotRelated) HasKey(a string) bool {
	if p.Senses == nil {
		return false
	}
	_, ok := p.Senses.find(a)
	return ok
}
