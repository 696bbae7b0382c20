package cs

import (
	"strings"
	"sync/atomic"
	"unicode"

	"github.com/parmesan-mt/parmesan/lemma"
)

// posPreference breaks ties between readings of a word.
var posPreference = map[string]int{"AUX": 0, "ADP": 0, "CCONJ": 0, "SCONJ": 0, "PRON": 1, "DET": 1, "ADV": 1, "PART": 1,
	"NOUN": 2, "ADJ": 3, "VERB": 4, "PROPN": 5}

var casePreference = map[string]int{"Nom": 0, "Acc": 1, "Gen": 2, "Loc": 3, "Ins": 4, "Dat": 5, "Voc": 6}

// clauseBreak are the punctuation marks that end the clause context of
// the tagger; sentenceEnd marks do when a capitalised word follows (a
// segment may hold several sentences; "1. ledna" does not break).
var (
	clauseBreak = map[string]bool{",": true, ";": true, ":": true, "(": true, ")": true}
	sentenceEnd = map[string]bool{".": true, "!": true, "?": true, "…": true, "...": true}
)

// spelling are facts about a token's spelling that the tagger asks of
// every occurrence: kept in the spelling's analysis (analysisNew, each
// spelling has its own), they cost a bit test where isPunct, a scan
// for a letter and two map lookups cost more than a third of a hit's
// own work.
type spelling uint8

const (
	punctSpelling       spelling = 1 << iota // "" or isPunct
	noLetterSpelling                         // no letter (strings.IndexFunc(w, unicode.IsLetter) < 0)
	clauseBreakSpelling                      // in clauseBreak
	sentenceEndSpelling                      // in sentenceEnd
	upperSpelling                            // startsUpper
)

// spellingOf returns the spelling facts of w.
func spellingOf(w string) spelling {
	var f spelling
	if w == "" || isPunct(w) {
		f |= punctSpelling
	}
	if strings.IndexFunc(w, unicode.IsLetter) < 0 {
		f |= noLetterSpelling
	}
	if clauseBreak[w] {
		f |= clauseBreakSpelling
	}
	if sentenceEnd[w] {
		f |= sentenceEndSpelling
	}
	if startsUpper(w) {
		f |= upperSpelling
	}
	return f
}

func (a *analysis) is(f spelling) bool { return a.spell&f != 0 }

func startsUpper(w string) bool {
	for _, r := range w {
		return unicode.IsUpper(r)
	}
	return false
}

func isPunct(w string) bool {
	for _, r := range w {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// Analyze tags a tokenized sentence. Each word's readings come from the
// closed-class tables, the paradigms and the dictionary's affix rules; in
// context (left to right):
//
//   - a preposition takes the first of its cases that the following noun
//     phrase can realise, and that case is required until the phrase's noun;
//   - an adjective or determiner agrees with the next noun within three
//     words, and a noun with the adjectives before it;
//   - after a finite verb whose subject was already seen, accusative beats
//     nominative;
//   - without a preposition, a genitive needs a noun, a count or quantity
//     word, a verb of genitiveVerbs, a genitive modifier or conjunct
//     before it, and a locative a locative modifier or conjunct
//     (bareCasePenalty);
//   - otherwise the tables' preferences hold: function words before nouns
//     before adjectives before verbs, nominative before accusative before
//     genitive, singular before plural.
//
// Words without readings are guessed (see guess).
func (c *Czech) Analyze(tokens []string) []lemma.Token { return c.analyze(tokens, false, nil) }

// AnalyzeShared is Analyze without a copy of each token's features: the
// Feats maps are shared with the analyzer's caches, and the caller must
// not modify them. It is for callers that only read the features (the
// rewriter and the fixer: pipeline), and saves a map copy per token.
func (c *Czech) AnalyzeShared(tokens []string) []lemma.Token { return c.analyze(tokens, true, nil) }

// AnalyzeSharedTo is AnalyzeShared writing the tokens into dst's array
// when its capacity holds them (a new one otherwise): a caller that
// analyses sentence after sentence and is done with each before the next
// reuses one array. The tokens returned are dst's, so dst's earlier
// tokens are gone.
func (c *Czech) AnalyzeSharedTo(dst []lemma.Token, tokens []string) []lemma.Token {
	return c.analyze(tokens, true, dst)
}

// analyze is Analyze; shared leaves the tokens' Feats shared with the
// caches (AnalyzeShared). The tokens are written into dst when it has
// the capacity (AnalyzeSharedTo).
func (c *Czech) analyze(tokens []string, shared bool, dst []lemma.Token) []lemma.Token {
	n := len(tokens)
	var allBuf [64]*analysis // most sentences: no allocation
	all := allBuf[:0]
	if n > len(allBuf) {
		all = make([]*analysis, 0, n)
	}
	all = all[:n]
	c.analysesOf(tokens, all)
	// nounAhead returns the analysis of the noun a modifier at i agrees
	// with, and of the words in between (appended to buf).
	var buf [3]*analysis
	nounAhead := func(i int) (head *analysis, between []*analysis) {
		between = buf[:0]
		for k := i + 1; k < n && k <= i+3; k++ {
			if all[k].nominal {
				return all[k], between
			}
			if !all[k].modifier {
				return nil, nil
			}
			between = append(between, all[k])
		}
		return nil, nil
	}
	var out []lemma.Token
	if dst != nil && cap(dst) >= n {
		out = dst[:n] // every token is written below, in order
	} else { // never nil, as Analyze's result for no tokens
		out = make([]lemma.Token, n)
	}
	govern := ""       // case required by the last preposition, until a noun
	var agreeWith *agr // features of the preceding adjective/determiner
	verbSeen, subjSeen := false, false
	afterInf := false      // an infinitive's object may follow: accusative, never nominative
	countGen := false      // after "5", "pět", "několik" (nominative/accusative): genitive plural
	afterQuantity := false // after "více", "méně", "hodně": a genitive
	genVerb := false       // after a verb whose object is a genitive (vážit si, týkat se)
	afterMit := false      // after a form of "mít", whose object is accusative
	afterModal := false    // after a modal verb (musí, mělo by): an infinitive likely
	conjCase := ""         // after "noun a": the case the next conjunct likely shares
	var subj *agr          // the nominative noun of the clause, for predicative adjectives
	var verb *agr          // the finite verb or participle of the clause
	afterNoun := false     // the previous words are a noun and modifiers: genitive attribute likely
	copula := false        // a form of být was seen in the clause
	for i, w := range tokens {
		t := lemma.Token{Form: w}
		a := all[i]
		rs, ks := a.rs, a.ks
		switch {
		case a.is(punctSpelling):
			t.Lemma, t.POS = punctLemma(w), "PUNCT"
			out[i] = t
			if a.is(clauseBreakSpelling) || a.is(sentenceEndSpelling) && (i+1 == n || all[i+1].is(upperSpelling)) {
				verbSeen, subjSeen, agreeWith, subj, copula, verb = false, false, nil, nil, false, nil
				afterInf, afterMit, genVerb, afterModal = false, false, false, false
				afterNoun = false
			}
			continue
		case a.is(noLetterSpelling):
			t.Lemma, t.POS, t.Feats = w, "NUM", digitFeats
			if !shared {
				t.Feats = digitFeats.Clone()
			}
			out[i] = t
			countGen = takesGenitive(w) && (govern == "" || govern == "Acc")
			continue
		case len(rs) == 0:
			t.Lemma, t.POS, t.Feats = c.guessOf(a, w, i, govern)
			if !shared {
				t.Feats = t.Feats.Clone()
			}
			if t.POS == "PROPN" {
				govern, agreeWith = "", nil
			}
			out[i] = t
			continue
		}
		low := a.low
		an := a // the analysis whose readings rs are
		// "se" before an instrumental noun phrase is the preposition s.
		if low == "se" && i+1 < n && strings.IndexAny(all[i+1].low, "szšž0123456789") == 0 {
			head, _ := nounAhead(i)
			if head == nil && all[i+1].nominal {
				head = all[i+1]
			}
			if head.canCase("Ins") && !all[i+1].canCase("Acc") || all[i+1].canCase("Ins") && all[i+1].modifier {
				rs, ks, an = sePreposition.rs, sePreposition.ks, sePreposition
			}
		}
		var head *analysis // only the rules of adjectives, determiners and prepositions read these
		var between []*analysis
		if an.agreeing {
			head, between = nounAhead(i)
		}
		// Without a preposition, a genitive needs a noun, a count or
		// quantity word, a genitive-taking verb, or a genitive modifier or
		// conjunct ("ale skutečností je": instrumental singular, not
		// genitive plural), and a locative needs a preposition or a
		// locative modifier or conjunct (v Praze a Brně).
		// After a verb of genitiveVerbs, a word that may be the verb's
		// subject stays one (Setkání se zúčastnilo také vedení).
		genObj := genVerb && !an.canBeSubject(verb)
		genBare := govern == "" && !afterNoun && !countGen && !afterQuantity && !genObj && conjCase != "Gen" && (agreeWith == nil || agreeWith.cs != "Gen")
		locBare := govern == "" && conjCase != "Loc" && (agreeWith == nil || agreeWith.cs != "Loc")
		afterPossessive := i > 0 && out[i-1].POS == "DET" && all[i-1].possessive
		best, bestScore := 0, 1<<30
		for k := range ks { // ks[k] holds what the rules read of rs[k] (newAnalysis)
			f := &ks[k]
			s := int(f.base) // preferences out of context (newAnalysis)
			cs := f.cs
			if cs != "" {
				if govern != "" && cs != govern {
					s += 40
				}
				if cs == "Nom" && (afterInf || afterMit || verbSeen && (subjSeen || !subjectAgreesK(verb, f))) {
					s += 10
				}
				if cs == "Gen" && afterNoun && govern == "" {
					s -= 12
				}
				if conjCase != "" && cs == conjCase && (f.pos == "NOUN" || f.pos == "PROPN" || f.pos == "ADJ" || f.pos == "DET") {
					s -= 8 // coordination: dohody a smlouvy, v Praze a Brně
				}
				if countGen && cs == "Gen" && f.is(numPlurFlag) && (f.pos == "NOUN" || f.pos == "ADJ" || f.pos == "DET") {
					s -= 30 // pět let, 30 dní
				}
				if cs == "Gen" && genBare && caseBearing(f.pos) || cs == "Loc" && locBare && caseBearing(f.pos) {
					s += bareCasePenalty
				}
				if cs == "Gen" && genObj && govern == "" && caseBearing(f.pos) {
					s -= genitiveVerbBonus // vážíme si zpětné vazby
				}
			}
			if (f.pos == "ADJ" || f.pos == "DET") && head != nil {
				for h := range head.ks {
					if agreesK(f, &head.ks[h]) && (govern == "" || head.ks[h].cs == govern) {
						s -= 250
						break
					}
				}
			}
			if f.pos == "VERB" && f.verbForm == vfFin && govern == "" && a.frequentVerb {
				s -= 250 // mám, jedu: the frequent verb, not máma's or jed's case form
			}
			if f.pos == "VERB" && f.verbForm == vfInf && afterModal &&
				!(!subjSeen && onlyInfinitive(all, i+1) && nominativeNoun(rs, ks)) {
				// musí to stát, by se to mělo stát: the infinitive, not
				// the noun stát; but a clause without a subject yet whose
				// modal has another infinitive next may have it here (Na
				// to musí stát podporovat: the noun; může pomoci
				// vysvětlit, pomoci no nominative singular: the verb).
				s -= 250
			}
			if f.pos == "ADV" && afterPossessive {
				s += 200 // jeho moc: the noun after an indeclinable possessive, which agrees with nothing
			}
			if cs == "" && f.verbForm == vfPart && subj != nil && subjectAgreesK(f, subj) && f.genM != 0 {
				s -= 50 // participle agreeing with the subject: poloha byla, místo bylo
			}
			if f.pos == "ADJ" && head == nil && copula && subj != nil && cs == "Nom" && agreesK(f, subj) {
				s -= 250 // predicative adjective: Poloha je klasická.
			}
			if (f.pos == "NOUN" || f.pos == "PROPN") && agreeWith != nil && agreesK(agreeWith, f) {
				s -= 250
			}
			if s < bestScore {
				best, bestScore = k, s
			}
		}
		x, xk := rs[best], &ks[best]
		xf := xk
		if x.feats == nil {
			xf = nil // a reading without features: as a nil map, no subject or verb
		}
		if x.pos == "NUM" {
			countGen = xk.is(genNumeralFlag) && strings.EqualFold(w, x.lemma) && (govern == "" || govern == "Acc")
		} else if x.pos != "ADJ" && x.pos != "DET" {
			countGen = false // the counted noun phrase ends
		}
		switch {
		case x.pos == "ADV" || x.pos == "DET" && a.quantity: // kolik is a determiner
			afterQuantity = a.quantity
		case x.pos != "ADJ" && x.pos != "DET":
			afterQuantity = false
		}
		switch x.pos {
		case "VERB":
			genVerb = xk.is(genVerbFlag)
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
		t.Lemma, t.POS, t.Feats = x.lemma, x.pos, x.feats
		if !shared {
			t.Feats = x.feats.Clone()
		}
		switch {
		case x.pos == "ADP":
			govern = ks[best].cs
			if alts := prepCases[x.lemma]; len(alts) > 1 && head != nil {
				for _, cs := range alts {
					ok := head.canCase(cs)
					for _, b := range between {
						ok = ok && (b.canCase(cs) || len(b.rs) > 0 && b.ks[0].cs == "")
					}
					if ok {
						govern = cs
						break
					}
				}
			}
			switch f := an.adpFeats(best, govern); {
			case shared && f != nil:
				t.Feats = f // the cache's map with this case (newAnalysis)
			case shared:
				t.Feats = t.Feats.Clone() // the cache's map stays as it is
				t.Feats["Case"] = govern
			default:
				t.Feats["Case"] = govern
			}
			agreeWith = nil
		case x.pos == "ADJ" || x.pos == "DET":
			agreeWith = &ks[best] // t.Feats's values: a map, even when empty
			// A short (predicative) participle or adjective has no case and
			// is no attribute: the noun after it does not depend on the noun
			// before it (byly policií zadrženy osoby: a subject, not a
			// genitive attribute of policií).
			afterNoun = wasAfterNoun && (ks[best].cs != "" || x.feats["Variant"] != "Short")
		case x.pos == "NOUN" || x.pos == "PROPN" || x.pos == "PRON":
			afterNoun, afterInf, afterMit = x.pos != "PRON" || wasAfterNoun && a.possessive, false, false
			if ks[best].cs == "Nom" {
				subjSeen = true
				if subj == nil {
					subj = xf
				}
			}
			govern, agreeWith = "", nil
		case x.lemma == "být":
			copula, govern, agreeWith = true, "", nil
		case (x.pos == "VERB" || x.pos == "AUX") && ks[best].verbForm != vfInf:
			verbSeen, govern, agreeWith, verb = true, "", nil, xf
			afterMit = x.lemma == "mít"
			afterModal = xk.is(modalFlag)
		case x.pos == "VERB" || x.pos == "AUX" || x.pos == "CCONJ" || x.pos == "SCONJ":
			govern, agreeWith = "", nil
			afterInf = ks[best].verbForm == vfInf && x.pos == "VERB"
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

// digitFeats are the features of a number in digits, shared (read only)
// by AnalyzeShared's tokens: a map per number token was a tenth of the
// bytes a pass over the WMT23 hypotheses allocated.
var digitFeats = lemma.Feats{"NumForm": "Digit", "NumType": "Card"}

// sePreposition is the reading of "se" as the preposition s (before an
// instrumental noun phrase).
var sePreposition = newAnalysis("se", []reading{r("s", "ADP", "AdpType=Voc|Case=Ins")})

// bareCasePenalty is added to a genitive without a preposition, a noun,
// a count or quantity word, a verb of genitiveVerbs or a genitive
// modifier or conjunct before it, and to a locative without a
// preposition or a locative modifier or conjunct: it makes "ale skutečností je" an
// instrumental singular (12) rather than a genitive plural (9+8), an
// object after a verb an accusative plural (6) rather than a genitive
// singular (6+8: zpomalí změny), and "pomoci ženě" a dative (15) rather
// than a locative (9+8).
const bareCasePenalty = 8

// caseBearing reports whether the bare-case rule applies to a part of
// speech: nouns and the adjectives and determiners agreeing with them
// (pronouns' genitives follow verbs: bát se jich).
func caseBearing(pos string) bool {
	return pos == "NOUN" || pos == "PROPN" || pos == "ADJ" || pos == "DET"
}

// canBeSubject reports whether some reading is a nominative that could
// be the subject of verb (subjectAgreesK).
func (a *analysis) canBeSubject(verb *agr) bool {
	for k := range a.ks {
		if a.ks[k].cs == "Nom" && subjectAgreesK(verb, &a.ks[k]) {
			return true
		}
	}
	return false
}

// genitiveVerbBonus favours the genitive after a verb of genitiveVerbs.
const genitiveVerbBonus = 4

// genitiveVerbs take a genitive object (vážit si zpětné vazby, cenit si
// lidského života, týkat se barvy, dočkat se odměny): after them a bare genitive is no exception.
var genitiveVerbs = map[string]bool{"vážit": true, "cenit": true, "všimnout": true, "všímat": true, "bát": true, "obávat": true,
	"zúčastnit": true, "účastnit": true, "týkat": true, "dosáhnout": true, "dosahovat": true, "dotknout": true,
	"dotýkat": true, "vzdát": true, "vzdávat": true, "zbavit": true, "zbavovat": true, "ujmout": true, "ujímat": true,
	"dočkat": true, "chopit": true, "zmocnit": true, "zříci": true, "zříct": true, "pozbýt": true, "nabýt": true,
	"nabývat": true}

// onlyInfinitive reports whether every reading of the word at i (of
// analyses all) is an infinitive; false past the end.
func onlyInfinitive(all []*analysis, i int) bool {
	if i >= len(all) || all[i] == nil || len(all[i].ks) == 0 {
		return false
	}
	for _, k := range all[i].ks {
		if k.verbForm != vfInf {
			return false
		}
	}
	return true
}

// nominativeNoun reports a reading of a noun in the nominative singular
// among readings rs (features ks).
func nominativeNoun(rs []reading, ks []agr) bool {
	for k, x := range rs {
		if x.pos == "NOUN" && ks[k].cs == "Nom" && ks[k].is(numSingFlag) {
			return true
		}
	}
	return false
}

// modalVerbs take an infinitive (musí to stát, mělo by se to stát).
var modalVerbs = map[string]bool{"muset": true, "moci": true, "mít": true, "chtít": true, "smět": true}

// possessives are the indeclinable possessive pronouns, which leave a
// genitive attribute possible (konce jeho pracovní doby).
var possessives = map[string]bool{"jeho": true, "její": true, "jejich": true}

// quantityAdverbs are followed by a genitive (více lidí, hodně práce).
var quantityAdverbs = map[string]bool{"více": true, "víc": true, "méně": true, "míň": true, "hodně": true, "moc": true,
	"dost": true, "tolik": true, "kolik": true, "nejvíce": true, "nejvíc": true, "nejméně": true, "trochu": true, "spoustu": true}

// genitiveNumerals take a genitive plural noun in the nominative and
// accusative (pět let, několik lidí).
var genitiveNumerals = map[string]bool{"pět": true, "šest": true, "sedm": true, "osm": true, "devět": true, "deset": true,
	"dvacet": true, "třicet": true, "čtyřicet": true, "padesát": true, "šedesát": true, "sedmdesát": true, "osmdesát": true,
	"devadesát": true, "sto": true, "tisíc": true, "několik": true, "mnoho": true, "málo": true, "pár": true}

// takesGenitive reports whether a number in digits counts a genitive
// plural: a whole number other than 1 to 4 (5 let, 21 let is not
// distinguished: it counts as genitive too).
func takesGenitive(w string) bool {
	if w == "" || strings.IndexFunc(w, func(r rune) bool { return r < '0' || r > '9' }) >= 0 {
		return false
	}
	return !(len(w) == 1 && w >= "1" && w <= "4")
}

// subjectAgrees reports whether a nominative could be the subject of
// verb: number and, for participles, gender agree (UD's syncretic
// values such as Gender=Fem,Neut count as agreeing). A nil verb (none
// seen, or one without features) agrees with everything.
func subjectAgreesK(verb, noun *agr) bool {
	if verb == nil {
		return true
	}
	if verb.numM != 0 && noun.numM != 0 && !agreeV(verb.numM, noun.numM, verb, noun, "Number") {
		return false
	}
	if verb.genM != 0 && noun.genM != 0 && !agreeV(verb.genM, noun.genM, verb, noun, "Gender") {
		return false
	}
	return verb.is(thirdPersonFlag)
}

// agreesK reports whether a modifier's case, number and gender (and
// animacy, when both have it) are compatible with a noun's.
func agreesK(mod, noun *agr) bool {
	if mod.cs == "" || noun.cs == "" || !agreeIn(mod.cs, noun.cs, mod.csM, noun.csM) {
		return false
	}
	if mod.numM == 0 || noun.numM == 0 || !agreeV(mod.numM, noun.numM, mod, noun, "Number") {
		return false
	}
	switch {
	case noun.genM == 0:
	case mod.genM == 0:
		return false
	case !agreeV(mod.genM, noun.genM, mod, noun, "Gender"):
		return false
	}
	if mod.animM != 0 && noun.animM != 0 && !agreeV(mod.animM, noun.animM, mod, noun, "Animacy") {
		return false
	}
	return true
}

// valueSet is a set of the feature values of agreeValues, one bit each
// (bit k: agreeValues[k]); 0 stands for no set: a value outside the
// list, an empty one, or "".
type valueSet uint32

// agreeValues are the values of Case, Number, Gender and Animacy that
// valueMask represents (valueBit gives agreeValues[k] bit k); a value
// outside them leaves agreeIn to valueIn.
var agreeValues = [...]string{
	"Nom", "Gen", "Dat", "Acc", "Voc", "Loc", "Ins",
	"Sing", "Plur", "Dual", "Ptan", "Coll",
	"Masc", "Fem", "Neut",
	"Anim", "Inan",
}

// valueMask returns the set of the comma-separated values of v, or 0 when
// v is "" or one of them is empty or not in agreeValues.
func valueMask(v string) valueSet {
	if b := valueBit(v); b != 0 || !strings.Contains(v, ",") {
		return b // one value (or "")
	}
	var m valueSet
	for part := range strings.SplitSeq(v, ",") {
		b := valueBit(part)
		if b == 0 {
			return 0
		}
		m |= b
	}
	return m
}

// valueBit is the bit of value v in agreeValues, 0 when v is not there
// (a switch: newAnalysis asks it four times per reading).
func valueBit(v string) valueSet {
	switch v {
	case "Nom":
		return 1 << 0
	case "Gen":
		return 1 << 1
	case "Dat":
		return 1 << 2
	case "Acc":
		return 1 << 3
	case "Voc":
		return 1 << 4
	case "Loc":
		return 1 << 5
	case "Ins":
		return 1 << 6
	case "Sing":
		return 1 << 7
	case "Plur":
		return 1 << 8
	case "Dual":
		return 1 << 9
	case "Ptan":
		return 1 << 10
	case "Coll":
		return 1 << 11
	case "Masc":
		return 1 << 12
	case "Fem":
		return 1 << 13
	case "Neut":
		return 1 << 14
	case "Anim":
		return 1 << 15
	case "Inan":
		return 1 << 16
	}
	return 0
}

// otherValue is agreeMask's set of a value that valueMask has none for.
const otherValue valueSet = 1 << 31

// agreeMask is valueMask of a value of Number, Gender or Animacy, except
// that a value valueMask has no set for is otherValue: 0 stands for ""
// alone, so the mask tells whether the reading has the feature.
func agreeMask(v string) valueSet {
	if m := valueMask(v); m != 0 || v == "" {
		return m
	}
	return otherValue
}

// agreeV is agreeIn for the values of feature name of have and want,
// whose agreeMask are hm and wm, neither 0: the masks decide unless one
// is otherValue, and then valueIn does, on the values read from the
// readings' features.
func agreeV(hm, wm valueSet, have, want *agr, name string) bool {
	if hm != otherValue && wm != otherValue {
		return hm&wm != 0
	}
	return valueIn(have.feats[name], want.feats[name])
}

// agreeIn is valueIn(have, want) for have and want whose valueMask are
// hm and wm: with both sets known, two values share one exactly when
// their sets intersect (each value of agreeValues is one bit, so equal
// strings have equal non-empty sets, and two lists share a value
// exactly when they share its bit); otherwise valueIn decides.
func agreeIn(have, want string, hm, wm valueSet) bool {
	if hm != 0 && wm != 0 {
		return hm&wm != 0
	}
	return valueIn(have, want)
}

// generate returns the forms realising a lemma with features: nouns and
// adjectives from the paradigm tables, verbs' l-participles and present
// tense from the infinitive, "být" from its table. Generate memoises it.
func (c *Czech) generate(lem, pos string, f lemma.Feats) []string {
	cands := c.candidatesCached(lem, pos, pos == "ADJ" && (f["Degree"] == "Cmp" || f["Degree"] == "Sup" || f["Variant"] == "Short"))
	neg := f["Polarity"] == "Neg" && (pos == "VERB" || pos == "ADJ" || pos == "AUX")
	var out []string
	seen := map[string]bool{}
	for _, x := range cands {
		match := true
		for k, v := range f {
			if !inflectional[k] || k == "Animacy" && x.feats["Animacy"] == "" || x.feats[k] == "" && (k == "Person" || k == "Mood" || k == "Voice" || k == "Degree" || k == "Variant" || k == "Gender" && pos == "PRON" || k == "VerbForm" && (pos == "ADJ" || pos == "NOUN")) {
				continue
			}
			have := x.feats[k]
			if k == "PrepCase" && have == "" {
				have = "Npr"
			}
			if !valueIn(have, v) {
				match = false
				break
			}
		}
		if match && !seen[x.lemma] {
			seen[x.lemma] = true
			out = append(out, x.lemma)
		}
	}
	if len(out) == 0 && (pos == "DET" || pos == "PRON") {
		out = []string{lem} // indeclinable (což, mnoho, několik, co)
	}
	out = c.preferKnown(lem, out)
	if neg {
		for i, o := range out {
			out[i] = "ne" + o
		}
	}
	return out
}

// candidates returns the readings generate selects from for a lemma and
// part of speech (their lemma fields hold the forms); degree asks for an
// adjective's comparative, superlative and short forms instead of its
// positive ones. candidatesCached memoises it.
func (c *Czech) candidates(lem, pos string, degree bool) []reading {
	var cands []reading
	fl, ok := c.flags(lem)
	switch pos {
	case "ADJ":
		if ok && isAdjLemma(lem, fl) || strings.HasSuffix(lem, "ý") || strings.HasSuffix(lem, "í") {
			if degree {
				cands = degreeForms(lem)
			} else {
				cands = c.adjFormsCached(lem)
			}
		}
	case "NOUN", "PROPN":
		for _, x := range irregularNouns[lem] { // every entry has its gender
			f, _ := lemma.ParseFeats(x.feats)
			cands = append(cands, reading{x.form, pos, f})
		}
		if ok {
			for _, p := range nounClasses(lem, fl) {
				cands = append(cands, nounForms(lem, p)...)
			}
			for _, p := range c.shortClasses(lem, fl) {
				cands = append(cands, nounForms(lem, p)...)
			}
		} else if c.derivedNoun(lem) {
			cands = append(cands, nounForms(lem, nounParadigmByName("kost"))...)
		}
	case "AUX", "VERB", "DET", "PRON":
		if pos == "DET" || pos == "PRON" {
			cands = append(cands, pronForms(lem, pos)...)
			if strings.HasSuffix(lem, "ý") { // který, každý, jaký, žádný: adjectival declension
				for _, x := range c.adjFormsCached(lem) {
					cands = append(cands, reading{x.lemma, pos, x.feats})
				}
			}
		}
		cands = append(cands, c.closedByLemma[lem+"\t"+pos]...)
		if pos == "VERB" {
			cands = append(cands, irregularVerbsByLemma()[lem+"\tVERB"]...)
			cands = append(cands, c.compoundForms(lem)...)
			cands = append(cands, verbForms(lem)...)
			for _, ip := range irregularPast {
				if strings.HasSuffix(lem, ip[0]) {
					pre := strings.TrimSuffix(lem, ip[0])
					stem := ip[1]
					for _, g := range []struct{ end, gender, anim, number string }{
						{"", "Masc", "", "Sing"}, {"a", "Fem", "", "Sing"}, {"o", "Neut", "", "Sing"},
						{"i", "Masc", "Anim", "Plur"}, {"y", "Masc", "Inan", "Plur"}, {"y", "Fem", "", "Plur"}, {"a", "Neut", "", "Plur"},
					} {
						form := pre + stem + g.end
						if g.end != "" && strings.HasSuffix(stem, "el") && stem != "chtěl" && stem != "měl" && stem != "jel" {
							form = pre + strings.TrimSuffix(stem, "el") + "l" + g.end // šel → šla
						}
						f := lemma.Feats{"VerbForm": "Part", "Tense": "Past", "Voice": "Act", "Gender": g.gender, "Number": g.number}
						if g.anim != "" {
							f["Animacy"] = g.anim
						}
						cands = append(cands, reading{form, pos, f})
					}
					break
				}
			}
		}
		if pos == "PRON" {
			for _, x := range firstSecond[lem] {
				f, _ := lemma.ParseFeats(x.feats)
				cands = append(cands, reading{x.form, pos, f})
			}
		}
		if pos == "PRON" && lem == "on" {
			for _, x := range onForms {
				f, _ := lemma.ParseFeats(x.feats)
				f["Person"] = "3"
				cands = append(cands, reading{x.form, pos, f})
			}
		}
	}
	return append(cands, c.dictForms(lem, pos)...)
}

func punctLemma(w string) string {
	switch w {
	case "„", "“", "”":
		return "\""
	case "–", "—":
		return "-"
	}
	return w
}

// guess analyses a word without a dictionary reading: dictionary words
// without declension or conjugation flags are adverbs; otherwise the
// ending decides (adjective, l-participle, noun), and capitalised words
// inside a sentence are proper nouns.
func (c *Czech) guess(w string, i int, govern string) (string, string, lemma.Feats) {
	low := strings.ToLower(w)
	if fl, ok := c.wordFlags(low); ok && !strings.ContainsAny(fl, paradigmFlags+"IV") {
		return low, "ADV", nil
	}
	if unicode.IsUpper([]rune(w)[0]) && i > 0 {
		return guessName(w, govern)
	}
	for _, e := range []string{"ého", "ému", "ých", "ými", "ým", "ý", "á", "ou"} {
		if strings.HasSuffix(low, e) && len(low) > len(e)+2 {
			lem := strings.TrimSuffix(low, e) + "ý"
			for _, x := range adjFormsOf(lem, formFilter{want: low}) {
				if x.lemma == low && (govern == "" || x.feats["Case"] == govern) {
					return lem, "ADJ", x.feats
				}
			}
			return lem, "ADJ", nil
		}
	}
	for _, e := range []string{"la", "lo", "li", "ly"} {
		if strings.HasSuffix(low, e) && len(low) > 4 {
			f := participleFeats(e[1:])
			f["Polarity"], f["Tense"], f["VerbForm"], f["Voice"] = "Pos", "Past", "Part", "Act"
			return strings.TrimSuffix(low, e) + "t", "VERB", f
		}
	}
	if unicode.IsUpper([]rune(w)[0]) {
		return guessName(w, govern)
	}
	return low, "NOUN", nil
}

// guessed is a memoised answer of guess.
type guessed struct {
	lemma, pos string
	feats      lemma.Feats // shared: cloned for every caller
}

// maxCachedGuesses bounds the guess cache; it is emptied when full.
const maxCachedGuesses = 50000

// guessCached is guess memoised: its answer depends on the word, whether
// it starts the sentence and the case governed, and unknown words (names
// above all) recur in every system's output. The features are the
// caller's.
func (c *Czech) guessCached(w string, i int, govern string) (string, string, lemma.Feats) {
	first := "1"
	if i > 0 {
		first = "0"
	}
	key := w + "\x00" + govern + "\x00" + first
	g, ok := c.gucache.get(key)
	if !ok {
		g.lemma, g.pos, g.feats = c.guess(w, i, govern)
		c.gucache.put(key, g, maxCachedGuesses)
	}
	return g.lemma, g.pos, g.feats // shared with the cache: the caller clones (analyze)
}

// guessGoverns are the cases guessSlots keeps guess's answers for: none
// and the seven cases a preposition governs.
var guessGoverns = [...]string{"", "Nom", "Gen", "Dat", "Acc", "Voc", "Loc", "Ins"}

// guessSlots holds a form's guess answers by guessSlot.
type guessSlots [2 * len(guessGoverns)]atomic.Pointer[guessed]

// guessSlot returns the index in guessSlots of guess's answer for the
// word at i with govern, or -1 for a case outside guessGoverns.
func guessSlot(i int, govern string) int {
	first := 0
	if i == 0 {
		first = 1
	}
	for k, g := range guessGoverns {
		if g == govern {
			return 2*k + first
		}
	}
	return -1
}

// guessOf is guessCached for the word w at i, whose analysis a has no
// readings: it keeps the answer in a (the map's key and lookup cost more
// than the guess of a word that recurs; most do). The features are
// shared, as guessCached's.
func (c *Czech) guessOf(a *analysis, w string, i int, govern string) (string, string, lemma.Feats) {
	k := guessSlot(i, govern)
	if a.guesses == nil || k < 0 {
		return c.guessCached(w, i, govern)
	}
	slot := &a.guesses[k]
	g := slot.Load()
	if g == nil {
		g = new(guessed)
		g.lemma, g.pos, g.feats = c.guess(w, i, govern)
		slot.Store(g) // a concurrent caller stores an equal answer
	}
	return g.lemma, g.pos, g.feats
}

// guessName analyses an unknown capitalised word as a proper noun: a
// man's name or a masculine place when it ends in a consonant (with -em
// instrumental and -ovi dative endings removed), feminine in -a/-e,
// neuter in -o; the case is the one a preceding preposition requires,
// else nominative.
func guessName(w, govern string) (string, string, lemma.Feats) {
	cs := govern
	if cs == "" {
		cs = "Nom"
	}
	f := lemma.Feats{"Case": cs, "Number": "Sing", "Polarity": "Pos"}
	r := []rune(w)
	last := r[len(r)-1]
	switch {
	case len(r) > 4 && strings.HasSuffix(w, "ovi"):
		f["Case"], f["Gender"], f["Animacy"] = "Dat", "Masc", "Anim"
		return strings.TrimSuffix(w, "ovi"), "PROPN", f
	case len(r) > 4 && strings.HasSuffix(w, "em") && !isVowelRune(r[len(r)-3]):
		f["Case"], f["Gender"], f["Animacy"] = "Ins", "Masc", "Anim"
		return strings.TrimSuffix(w, "em"), "PROPN", f
	case last == 'a' || last == 'e':
		f["Gender"] = "Fem"
	case last == 'o':
		f["Gender"] = "Neut"
	case unicode.IsUpper(last) || unicode.IsDigit(last):
		return w, "PROPN", nil // abbreviations
	case !isVowelRune(last):
		f["Gender"], f["Animacy"] = "Masc", "Anim"
	default:
		return w, "PROPN", nil
	}
	return w, "PROPN", f
}

// inflectional are the features generation realises; others (Aspect,
// Polarity, Degree, Voice, …) do not select among a lemma's forms here.
var inflectional = map[string]bool{"Case": true, "Number": true, "Gender": true, "Animacy": true, "Person": true, "Tense": true, "VerbForm": true, "Mood": true, "Voice": true, "PrepCase": true, "Degree": true, "Variant": true}

// valueIn reports whether have is one of the values of a UD feature that
// may list several ("Gender=Masc,Neut").
func valueIn(have, want string) bool {
	if have == want {
		return true
	}
	if !strings.Contains(want, ",") && !strings.Contains(have, ",") {
		return false // single values, unequal
	}
	for v := range strings.SplitSeq(want, ",") {
		for h := range strings.SplitSeq(have, ",") {
			if v == h {
				return true
			}
		}
	}
	return false
}
