package cs

import (
	"strings"
	"unicode"

	"github.com/parmesan-mt/parmesan/lemma"
)

// analyzeReference is Analyze as it was before the tagger read its
// readings' agreement features from precomputed fields (tagger.go, issue
// #37): the slow reference TestAnalyzeMatchesReference compares it with.
// It reads every feature from the readings' maps.
func (c *Czech) analyzeReference(tokens []string) []lemma.Token {
	n := len(tokens)
	all := make([][]reading, n)
	for i, w := range tokens {
		all[i] = c.readings(w)
	}
	isNominal := func(k int) bool {
		for _, x := range all[k] {
			if x.pos == "NOUN" || x.pos == "PROPN" || x.pos == "PRON" {
				return true
			}
		}
		return false
	}
	isModifier := func(k int) bool {
		return len(all[k]) > 0 && (all[k][0].pos == "ADJ" || all[k][0].pos == "DET" || all[k][0].pos == "ADV" || all[k][0].pos == "PART" || all[k][0].pos == "NUM")
	}
	// nounAhead returns the readings of the noun a modifier at i agrees
	// with, and of the words in between.
	nounAhead := func(i int) (head []reading, between [][]reading) {
		for k := i + 1; k < n && k <= i+3; k++ {
			if isNominal(k) {
				return all[k], between
			}
			if !isModifier(k) {
				return nil, nil
			}
			between = append(between, all[k])
		}
		return nil, nil
	}
	canCase := func(rs []reading, cs string) bool {
		for _, x := range rs {
			if x.feats["Case"] == cs {
				return true
			}
		}
		return false
	}
	out := make([]lemma.Token, n)
	govern := ""               // case required by the last preposition, until a noun
	var agreeWith *lemma.Feats // features of the preceding adjective/determiner
	verbSeen, subjSeen := false, false
	afterInf := false      // an infinitive's object may follow: accusative, never nominative
	countGen := false      // after "5", "pět", "několik" (nominative/accusative): genitive plural
	afterQuantity := false // after "více", "méně": a genitive
	genVerb := false       // after a verb whose object is a genitive
	afterMit := false      // after a form of "mít", whose object is accusative
	afterModal := false    // after a modal verb: an infinitive likely
	conjCase := ""         // after "noun a": the case the next conjunct likely shares
	var subj lemma.Feats   // the nominative noun of the clause, for predicative adjectives
	var verb lemma.Feats   // the finite verb or participle of the clause
	afterNoun := false     // the previous words are a noun and modifiers: genitive attribute likely
	copula := false        // a form of být was seen in the clause
	for i, w := range tokens {
		t := lemma.Token{Form: w}
		rs := all[i]
		switch {
		case w == "" || isPunct(w):
			t.Lemma, t.POS = punctLemma(w), "PUNCT"
			out[i] = t
			if clauseBreak[w] || sentenceEnd[w] && (i+1 == n || startsUpper(tokens[i+1])) {
				verbSeen, subjSeen, agreeWith, subj, copula, verb = false, false, nil, nil, false, nil
				afterInf, afterMit, genVerb, afterModal = false, false, false, false
				afterNoun = false
			}
			continue
		case strings.IndexFunc(w, unicode.IsLetter) < 0:
			t.Lemma, t.POS, t.Feats = w, "NUM", lemma.Feats{"NumForm": "Digit", "NumType": "Card"}
			out[i] = t
			countGen = takesGenitive(w) && (govern == "" || govern == "Acc")
			continue
		case len(rs) == 0:
			t.Lemma, t.POS, t.Feats = c.guess(w, i, govern)
			if t.POS == "PROPN" {
				govern, agreeWith = "", nil
			}
			out[i] = t
			continue
		}
		low := strings.ToLower(w)
		// "se" before an instrumental noun phrase is the preposition s.
		if low == "se" && i+1 < n && strings.IndexAny(strings.ToLower(tokens[i+1])+" ", "szšž0123456789") == 0 {
			head, _ := nounAhead(i)
			if head == nil && isNominal(i+1) {
				head = all[i+1]
			}
			if canCase(head, "Ins") && !canCase(all[i+1], "Acc") || canCase(all[i+1], "Ins") && isModifier(i+1) {
				rs = []reading{r("s", "ADP", "AdpType=Voc|Case=Ins")}
			}
		}
		head, between := nounAhead(i)
		frequentVerb := len(irregularVerbForms[low]) > 0
		genObj := genVerb
		for _, x := range rs {
			if x.feats["Case"] == "Nom" && subjectAgrees(verb, x.feats) {
				genObj = false
			}
		}
		genBare := govern == "" && !afterNoun && !countGen && !afterQuantity && !genObj && conjCase != "Gen" && (agreeWith == nil || (*agreeWith)["Case"] != "Gen")
		locBare := govern == "" && conjCase != "Loc" && (agreeWith == nil || (*agreeWith)["Case"] != "Loc")
		afterPossessive := i > 0 && out[i-1].POS == "DET" && possessives[strings.ToLower(tokens[i-1])]
		best, bestScore := 0, 1<<30
		for k, x := range rs {
			s := posPreference[x.pos] * 100
			cs := x.feats["Case"]
			if x.lemma == low && (x.pos == "NOUN" || x.pos == "ADJ") {
				s -= 4 // the form is its own lemma (den, not dna)
			}
			if cs != "" {
				s += casePreference[cs] * 3
				if govern != "" && cs != govern {
					s += 40
				}
				if x.feats["Number"] == "Plur" {
					s += 3
				}
				if cs == "Nom" && (afterInf || afterMit || verbSeen && (subjSeen || !subjectAgrees(verb, x.feats))) {
					s += 10
				}
				if cs == "Gen" && afterNoun && govern == "" {
					s -= 12
				}
				if conjCase != "" && cs == conjCase && (x.pos == "NOUN" || x.pos == "PROPN" || x.pos == "ADJ" || x.pos == "DET") {
					s -= 8 // coordination: dohody a smlouvy, v Praze a Brně
				}
				if countGen && cs == "Gen" && x.feats["Number"] == "Plur" && (x.pos == "NOUN" || x.pos == "ADJ" || x.pos == "DET") {
					s -= 30 // pět let, 30 dní
				}
				if (cs == "Gen" && genBare || cs == "Loc" && locBare) && (x.pos == "NOUN" || x.pos == "PROPN" || x.pos == "ADJ" || x.pos == "DET") {
					s += bareCasePenalty
				}
				if cs == "Gen" && genObj && govern == "" && (x.pos == "NOUN" || x.pos == "PROPN" || x.pos == "ADJ" || x.pos == "DET") {
					s -= genitiveVerbBonus
				}
			}
			if (x.pos == "ADJ" || x.pos == "DET") && head != nil {
				for _, h := range head {
					if agrees(x.feats, h.feats) && (govern == "" || h.feats["Case"] == govern) {
						s -= 250
						break
					}
				}
			}
			if x.pos == "VERB" && x.feats["VerbForm"] == "Fin" && govern == "" && frequentVerb {
				s -= 250 // mám, jedu: the frequent verb, not máma's or jed's case form
			}
			if x.pos == "VERB" && x.feats["VerbForm"] == "Inf" && afterModal {
				s -= 250 // musí to stát: the infinitive, not the noun
			}
			if x.pos == "ADV" && afterPossessive {
				s += 200 // jeho moc: the noun after an indeclinable possessive, which agrees with nothing
			}
			if x.feats["VerbForm"] == "Part" && cs == "" && subj != nil && subjectAgrees(x.feats, subj) && x.feats["Gender"] != "" {
				s -= 50 // participle agreeing with the subject: poloha byla, místo bylo
			}
			if x.pos == "ADJ" && head == nil && copula && subj != nil && cs == "Nom" && agrees(x.feats, subj) {
				s -= 250 // predicative adjective: Poloha je klasická.
			}
			if (x.pos == "NOUN" || x.pos == "PROPN") && agreeWith != nil && agrees(*agreeWith, x.feats) {
				s -= 250
			}
			if s < bestScore {
				best, bestScore = k, s
			}
		}
		x := rs[best]
		if x.pos == "NUM" {
			countGen = genitiveNumerals[x.lemma] && strings.EqualFold(w, x.lemma) && (govern == "" || govern == "Acc")
		} else if x.pos != "ADJ" && x.pos != "DET" {
			countGen = false // the counted noun phrase ends
		}
		switch {
		case x.pos == "ADV" || x.pos == "DET" && quantityAdverbs[low]: // kolik is a determiner
			afterQuantity = quantityAdverbs[low]
		case x.pos != "ADJ" && x.pos != "DET":
			afterQuantity = false
		}
		switch x.pos {
		case "VERB":
			genVerb = genitiveVerbs[x.lemma]
		case "NOUN", "PROPN", "AUX", "SCONJ":
			genVerb = false
		}
		switch {
		case x.pos == "CCONJ" && i > 0 && (out[i-1].POS == "NOUN" || out[i-1].POS == "PROPN"):
			conjCase = out[i-1].Feats["Case"]
		case x.pos == "ADJ" || x.pos == "DET" || x.pos == "ADV":
		default:
			conjCase = ""
		}
		wasAfterNoun := afterNoun
		afterNoun = false
		t.Lemma, t.POS, t.Feats = x.lemma, x.pos, x.feats.Clone()
		switch {
		case x.pos == "ADP":
			govern = x.feats["Case"]
			if alts := prepCases[x.lemma]; len(alts) > 1 && head != nil {
				for _, cs := range alts {
					ok := canCase(head, cs)
					for _, b := range between {
						ok = ok && (canCase(b, cs) || len(b) > 0 && b[0].feats["Case"] == "")
					}
					if ok {
						govern = cs
						break
					}
				}
			}
			t.Feats["Case"] = govern
			agreeWith = nil
		case x.pos == "ADJ" || x.pos == "DET":
			f := t.Feats
			agreeWith = &f
			afterNoun = wasAfterNoun && (x.feats["Case"] != "" || x.feats["Variant"] != "Short")
		case x.pos == "NOUN" || x.pos == "PROPN" || x.pos == "PRON":
			afterNoun, afterInf, afterMit = x.pos != "PRON" || wasAfterNoun && possessives[low], false, false
			if x.feats["Case"] == "Nom" {
				subjSeen = true
				if subj == nil {
					subj = x.feats
				}
			}
			govern, agreeWith = "", nil
		case x.lemma == "být":
			copula, govern, agreeWith = true, "", nil
		case (x.pos == "VERB" || x.pos == "AUX") && x.feats["VerbForm"] != "Inf":
			verbSeen, govern, agreeWith, verb = true, "", nil, x.feats
			afterMit = x.lemma == "mít"
			afterModal = modalVerbs[x.lemma]
		case x.pos == "VERB" || x.pos == "AUX" || x.pos == "CCONJ" || x.pos == "SCONJ":
			govern, agreeWith = "", nil
			afterInf = x.feats["VerbForm"] == "Inf" && x.pos == "VERB"
			// A coordinating conjunction ends the modal's reach unless an
			// infinitive came first (which already ended it): "Má dům a
			// stát mu pomáhá" is the noun.
			afterModal = afterModal && !afterInf && x.pos != "CCONJ"
			if x.pos == "SCONJ" {
				afterModal = false
				verbSeen, subjSeen, subj, copula = false, false, nil, false
			}
		}
		out[i] = t
	}
	return out
}

// subjectAgrees and agrees are the map-reading versions of subjectAgreesK
// and agreesK, for analyzeReference and TestAgreementMatchesReference.
func subjectAgrees(verb, noun lemma.Feats) bool {
	if verb == nil {
		return true
	}
	for _, k := range []string{"Number", "Gender"} {
		if a, b := verb[k], noun[k]; a != "" && b != "" && !valueIn(a, b) {
			return false
		}
	}
	return verb["Person"] == "" || verb["Person"] == "3"
}

func agrees(mod, noun lemma.Feats) bool {
	for _, k := range []string{"Case", "Number", "Gender", "Animacy"} {
		a, b := mod[k], noun[k]
		if a == "" || b == "" {
			if k == "Animacy" || k == "Gender" && b == "" {
				continue
			}
			return false
		}
		if !valueIn(a, b) {
			return false
		}
	}
	return true
}
