package rewrite

import "github.com/parmesan-mt/parmesan/lemma"

// gerundClause reports an -ing form heading a complement clause: a
// subordinating conjunction right after it ("stating that it had …",
// "asking whether …"). Such a gerund heads a clause as a finite verb does,
// so a replacing verb of Guard.Replacements (say) may take its place
// (stating that → saying that); a bare gerund or participle ("the stated
// goal") stays refused.
func gerundClause(toks []lemma.Token, k int) bool {
	return toks[k].Feats["VerbForm"] == "Ger" && k+1 < len(toks) && toks[k+1].POS == "SCONJ"
}
