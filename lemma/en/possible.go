package en

import (
	"slices"
	"strings"
	"unicode"

	"github.com/parmesan-mt/parmesan/data"
)

// pennClass is the WordNet part of speech a Penn open-class tag claims
// (0 for a closed-class or name tag, which WordNet cannot contradict).
func pennClass(p string) int {
	switch p {
	case "NN", "NNS":
		return data.WordNetNoun
	case "VB", "VBD", "VBG", "VBN", "VBP", "VBZ":
		return data.WordNetVerb
	case "JJ", "JJR", "JJS":
		return data.WordNetAdj
	case "RB", "RBR", "RBS":
		return data.WordNetAdv
	}
	return 0
}

// prepositions are English prepositions (simple and participial): an IN
// tag on one stands, whatever WordNet lists ("despite" is a noun there,
// "except" a verb).
var prepositions = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`aboard about above across after against along alongside amid amidst among amongst
		around as astride at atop bar barring before behind below beneath beside besides between beyond but by circa
		concerning considering despite down during except excepting excluding failing following for from given in
		including inside into less like minus near notwithstanding of off on onto opposite out outside over past pending
		per plus pro regarding round save since than through throughout till to toward towards under underneath unlike
		until unto up upon versus via vs with within without worth`) {
		prepositions[w] = true
	}
}

// impossibleIN reports whether WordNet contradicts a preposition tag (IN)
// on a lower-case word: it knows the word only as a noun or a verb (a
// word WordNet knows as an adverb or adjective may be a preposition WordNet
// files there: "after", "like", "near"), the word is no listed preposition
// or conjunction, and no participle.
func (e *English) impossibleIN(w string) bool {
	if prepositions[w] || strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "ed") {
		return false
	}
	_, adj := e.Morphy(w, data.WordNetAdj)
	_, adv := e.Morphy(w, data.WordNetAdv)
	return !adj && !adv
}

// closedWord reports whether a lower-case word is in one of the
// closed-class tables: the tagger may give it a tag WordNet does not list
// ("that" RB, "please" VB) and the word rules decide it.
func closedWord(w string) bool {
	_, pron := pronouns[w]
	_, det := determiners[w]
	_, aux := auxForms[w]
	_, intj := interjections[w]
	_, isSconj := sconj[w]
	_, isCconj := cconj[w]
	return pron || det || aux || intj || isSconj || isCconj || w == "to" || w == "not" || w == "n't"
}

// possibleTags replaces an open-class Penn tag that WordNet says the word
// cannot have ("congress" VB, "select" NN, "mental" NN: congress has no
// verb sense, select no noun sense, mental no noun sense) by a tag of the
// word's most frequent WordNet part of speech among those it does have
// (byDominance), inflected as the word's form shows. The tagger exposes
// no scores, so its next-best tag is not known; the dominant WordNet part
// of speech is the out-of-context best. Words WordNet does not know,
// words under three letters (WordNet lists letters and abbreviations:
// "s", "nt"), closed-class words, names (NNP) and closed-class tags are left alone.
func (e *English) possibleTags(norm, low, penn []string) {
	for i, w := range low {
		claim := pennClass(penn[i])
		if penn[i] == "IN" && len(w) >= 3 && !closedWord(w) && e.impossibleIN(w) {
			claim = -1
		}
		if claim == 0 || len(w) < 3 || closedWord(w) || splitNegation(low, i) || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }) >= 0 {
			continue
		}
		if claim > 0 {
			if _, ok := e.Morphy(w, claim); ok {
				continue
			}
		}
		if penn[i] == "NN" && strings.HasSuffix(w, "ing") {
			continue // a gerund used as a noun ("tutoring"), which WordNet seldom lists
		}
		order := e.byDominance(w)
		if len(order) == 0 {
			continue
		}
		prev := ""
		if i > 0 {
			prev = penn[i-1]
		}
		p := order[0]
		if slices.Contains(order, data.WordNetNoun) && slices.Contains(order, data.WordNetVerb) && (p == data.WordNetNoun || p == data.WordNetVerb) {
			// Between noun and verb the word before decides when it
			// can: a determiner, possessive, adjective or number
			// opens a noun phrase; "to", a modal or a pronoun
			// subject wants a verb.
			switch {
			case prev == "DT" || prev == "PRP$" || prev == "POS" || prev == "CD" || strings.HasPrefix(prev, "JJ"):
				p = data.WordNetNoun
			case prev == "TO" || prev == "MD" || prev == "PRP":
				p = data.WordNetVerb
			}
		}
		penn[i] = e.pennFor(w, p, prev)
		if p == data.WordNetNoun && isCapitalised(norm[i]) && e.proper(w) {
			penn[i] = "NNP" // Asia, Saturday: a name WordNet writes with a capital
		}
	}
}

// pennFor is the Penn tag of word w read as WordNet part of speech p: the
// inflection is the one morphy detaches (plural noun, -ing, past, third
// person, comparative), a base verb after "to" or a modal is VB, else VBP
// after a noun or pronoun and VB elsewhere (imperative, infinitive).
func (e *English) pennFor(w string, p int, prev string) string {
	b, _ := e.Morphy(w, p)
	switch p {
	case data.WordNetNoun:
		if b != w {
			return "NNS"
		}
		return "NN"
	case data.WordNetVerb:
		switch {
		case b == w && (prev == "TO" || prev == "MD"):
			return "VB"
		case b == w && (strings.HasPrefix(prev, "NN") || strings.HasPrefix(prev, "PRP")):
			return "VBP"
		case b == w:
			return "VB"
		case strings.HasSuffix(w, "ing"):
			return "VBG"
		case strings.HasSuffix(w, "s"):
			return "VBZ"
		case prev == "VBZ" || prev == "VBD" || prev == "VBP" || prev == "VB":
			return "VBN" // has/was/been + participle
		}
		return "VBD"
	case data.WordNetAdj:
		switch {
		case b != w && strings.HasSuffix(w, "er"):
			return "JJR"
		case b != w && strings.HasSuffix(w, "est"):
			return "JJS"
		}
		return "JJ"
	}
	return "RB"
}

// beForms are the forms of "be" that take a participle (are broken, was
// cut, being set).
var beForms = map[string]bool{"be": true, "am": true, "'m": true, "is": true, "'s": true, "are": true, "'re": true,
	"was": true, "were": true, "been": true, "being": true, "isn": true, "aren": true, "wasn": true, "weren": true}

// splitNegation reports the first half of a Meteor-split negation
// ("haven" of "haven 't"): an auxiliary, whatever WordNet lists for the
// letters (haven is a noun there).
func splitNegation(low []string, i int) bool {
	_, ok := meteorNegated[low[i]]
	return ok && i+1 < len(low) && (low[i+1] == "'t" || low[i+1] == "t")
}

// negatedAux are the forms of "do" and the modals that take a base verb
// after "not" (don 't talk, cannot say), split halves included.
var negatedAux = map[string]bool{"do": true, "does": true, "did": true, "don": true, "doesn": true, "didn": true,
	"can": true, "ca": true, "could": true, "couldn": true, "will": true, "wo": true, "won": true, "would": true,
	"wouldn": true, "shall": true, "should": true, "shouldn": true, "must": true, "mustn": true, "may": true, "might": true}

// verbAfterNegation retags a singular noun (NN) after a negated "do" or
// modal (you don 't talk, we cannot say) as the base verb (VB) when
// WordNet knows the word as a verb of that form: no noun phrase stands
// there.
func (e *English) verbAfterNegation(low, penn []string) {
	for i := 2; i < len(penn); i++ {
		if penn[i] != "NN" || !negatedAux[low[i-2]] {
			continue
		}
		if n := low[i-1]; n != "not" && n != "'t" && n != "n't" {
			continue
		}
		if b, ok := e.Morphy(low[i], data.WordNetVerb); ok && b == low[i] {
			penn[i] = "VB"
		}
	}
}

// beParticiple retags a base verb (VB) right after a form of "be", over
// adverbs, as a past participle (VBN): English has no "be" + infinitive,
// and the tagger takes a participle that is spelt as the base form (the
// sides are burst, it was cut, they are set) for one.
func beParticiple(low, penn []string) {
	for i := range penn {
		if penn[i] != "VB" {
			continue
		}
		j := i - 1
		for j >= 0 && (penn[j] == "RB" || low[j] == "not" || low[j] == "n't") {
			j--
		}
		if j >= 0 && beForms[low[j]] {
			penn[i] = "VBN"
		}
	}
}

// baseAfterPreposition are the prepositions a base verb may follow
// (nothing but talk, rather than go, except sleep).
var baseAfterPreposition = map[string]bool{"but": true, "than": true, "except": true, "save": true}

// nounAfterPreposition retags a base verb (VB) right after a preposition
// (IN; not "to", which the tagger tags TO) as a singular noun (NN) when
// WordNet knows the word as a noun: a preposition takes a noun phrase,
// not an infinitive (got in touch, for help).
func (e *English) nounAfterPreposition(low, penn []string) {
	for i := 1; i < len(penn); i++ {
		if penn[i] != "VB" || penn[i-1] != "IN" || baseAfterPreposition[low[i-1]] || !prepositions[low[i-1]] {
			continue
		}
		if b, ok := e.Morphy(low[i], data.WordNetNoun); ok && b == low[i] {
			penn[i] = "NN"
		}
	}
}
