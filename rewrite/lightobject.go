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

// notLightObject reports whether the noun at k, the first after the
// light verb at v (within Guard.Light's window, only determiners,
// adjectives and pronouns between), is no object of the verb, so that
// Guard.Light leaves it free (its meaning is its own, not the pair's):
//   - an adjective between them in another case than the noun governs
//     it (být posedlý obnovením, obsessed with restoring; plný vody):
//     the adjective is the predicate and the noun its complement;
//   - after the copula být, a nominative noun right before a nominative
//     adjective that agrees with it is the subject of that predicate
//     adjective (aby byl produkt úspěšný, for the product to succeed);
//   - after the copula být, a noun after a demonstrative determiner
//     that agrees with it in case, gender and number is a referential
//     predicate (by byl ten správný člověk, he would be the right man),
//     not the bare noun of an impersonal expression (je čas, je škoda;
//     je to škoda, whose subject to the analyser tags as a determiner
//     and which does not agree with the noun), which stays protected.
//
// Each reads case, gender, number and the pronoun type as the Czech
// analyser gives them; a word without them is read as before
// (protected). Found on issue #34's development rounds (round 1 pairs
// 15 and 31, round 2 pair 32).
func notLightObject(toks []lemma.Token, lw lows, v, k int) bool {
	nc := toks[k].Feats["Case"]
	if nc == "" {
		return false
	}
	for x := v + 1; x < k; x++ {
		if c := toks[x].Feats["Case"]; toks[x].POS == "ADJ" && c != "" && c != nc {
			return true
		}
	}
	if lw.lemma[v] != "být" {
		return false
	}
	if nc == "Nom" && k+1 < len(toks) && toks[k+1].POS == "ADJ" && toks[k+1].Feats["Case"] == "Nom" &&
		agrees(toks[k], toks[k+1], "Gender") && agrees(toks[k], toks[k+1], "Number") {
		return true
	}
	for x := v + 1; x < k; x++ {
		if d := toks[x]; d.POS == "DET" && d.Feats["PronType"] == "Dem" &&
			agrees(d, toks[k], "Case") && agrees(d, toks[k], "Gender") && agrees(d, toks[k], "Number") {
			return true
		}
	}
	return false
}

// agrees reports whether a and b have the feature name and the same
// value of it.
func agrees(a, b lemma.Token, name string) bool {
	return a.Feats[name] != "" && a.Feats[name] == b.Feats[name]
}
