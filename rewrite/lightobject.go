package rewrite

import "github.com/parmesan-mt/parmesan/lemma"

// englishNoObject reports an English light verb at i that governs no
// object, so the noun after it is not protected as the pair's meaning
// (Guard.Light): be tagged AUX, a copula or auxiliary whose predicate
// noun is its own word ("the stars were wearing" → the celebrities), and
// a participle inside a noun phrase, after its article and adverbs,
// which modifies the noun after it ("a wonderfully made wristband").
func englishNoObject(toks []lemma.Token, lw lows, i int) bool {
	if toks[i].POS == "AUX" && lw.lemma[i] == "be" {
		return true
	}
	if toks[i].Feats["VerbForm"] != "Part" || toks[i].POS != "VERB" {
		return false
	}
	k := i - 1
	for k >= 0 && toks[k].POS == "ADV" {
		k--
	}
	return k >= 0 && toks[k].POS == "DET"
}
