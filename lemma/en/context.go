package en

import (
	"slices"
	"strings"
	"unicode"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
)

// The rules below correct the word-by-word mapping from Penn tags to UD
// where the UD English conventions depend on the neighbours: auxiliary
// "do", existential "be", relative "that", subordinators before a
// gerund, clipped contractions ("it s", "i m") and Meteor-split
// negations ("don 't"), interjections, symbols and emoticons, e-mail
// addresses, URLs and file names, capitalised adjectives before a noun,
// sentence-initial imperatives; agree then gives finite verbs the number
// and person of their subject. Each rule was measured on UD English-EWT
// dev, never tuned on its test set.

// interjections are words UD English tags INTJ wherever they stand
// (lemma = lower-case form unless given).
var interjections = map[string]string{
	"please": "please", "pls": "please", "plz": "plz", "lol": "lol", "wow": "wow", "yeah": "yeah", "yes": "yes",
	"hi": "hi", "hello": "hello", "hey": "hey", "yep": "yep", "yup": "yup", "haha": "haha", "hahaha": "hahaha",
	"oh": "oh", "uh": "uh", "um": "um", "eh": "eh", "ugh": "ugh", "hmm": "hmm", "oops": "oops", "whoa": "whoa",
	"yay": "yay", "ah": "ah", "omg": "omg", "lmao": "lmao", "rofl": "rofl", "bye": "bye", "wtf": "wtf", "duh": "duh",
	"ooh": "ooh", "aww": "aww", "nope": "nope", "ha": "ha", "hah": "hah", "yikes": "yikes", "woo": "woo", "roflmao": "roflmao",
}

// sentenceInterjections are INTJ only when they open a sentence and a
// punctuation mark follows ("No, ...", "Well, ...", "Ok.").
var sentenceInterjections = map[string]bool{"no": true, "ok": true, "okay": true, "well": true, "sure": true, "right": true}

var emoticons = map[string]bool{":)": true, ":-)": true, ":(": true, ":-(": true, ";)": true, ";-)": true, ":d": true,
	":-d": true, ":p": true, ":-p": true, "(:": true, "):": true, ":o": true, "<3": true, "=)": true, ":/": true, "^_^": true, "xd": true}

func isSymbol(w string) bool {
	if emoticons[strings.ToLower(w)] || w == "/" || w == "//" || w == "\\" || w == "\\\\" {
		return true
	}
	for _, r := range w {
		if !strings.ContainsRune("$%+#@^|£€¥©®°×÷±", r) {
			return false
		}
	}
	return w != ""
}

// clipped contractions written without the apostrophe, after a pronoun.
var clipped = map[string]string{"s": "'s", "m": "'m", "r": "are", "re": "'re", "ve": "'ve", "ll": "'ll", "d": "'d"}

// meteorNegated maps the first half of a Meteor-split negation ("don" of
// "don 't") to the auxiliary form.
var meteorNegated = map[string]string{"don": "do", "doesn": "does", "didn": "did", "isn": "is", "aren": "are",
	"wasn": "was", "weren": "were", "haven": "have", "hasn": "has", "hadn": "had", "can": "can", "couldn": "could",
	"wouldn": "would", "shouldn": "should", "won": "will", "mustn": "must", "ain": "are"}

var subjectPronouns = map[string]bool{"i": true, "you": true, "u": true, "he": true, "she": true, "it": true, "we": true,
	"they": true, "that": true, "there": true, "what": true, "who": true, "here": true, "where": true, "how": true, "this": true}

func isVerbTag(p string) bool { return strings.HasPrefix(p, "VB") || p == "MD" }
func isNounTag(p string) bool { return strings.HasPrefix(p, "NN") }

// refine applies the context rules; w are the (apostrophe-normalised)
// tokens, low their lower-case forms, penn the tagger's tags.
func (e *English) refine(w, low, penn []string, out []lemma.Token) {
	n := len(w)
	at := func(s []string, i int) string {
		if i < 0 || i >= n {
			return ""
		}
		return s[i]
	}
	for i := range out {
		t := &out[i]
		l := low[i]
		prev, next := at(low, i-1), at(low, i+1)
		switch {
		case isSymbol(w[i]):
			t.POS, t.Lemma, t.Feats = "SYM", w[i], nil
			continue
		case t.POS == "SYM" && !isSymbol(w[i]) && strings.IndexFunc(w[i], unicode.IsLetter) < 0:
			t.POS = "PUNCT"
			continue
		case l == "&":
			t.POS, t.Lemma, t.Feats = "CCONJ", "&", nil
			continue
		}
		if kind := tokenShape(w[i]); kind != "" {
			// E-mail addresses and URLs are PROPN in UD English; file
			// names, ordinals in digits (29th) and decades (1990s) NOUN.
			t.POS, t.Feats = kind, nil
			if kind == "NOUN" {
				t.Feats = feats("Number=Sing")
				if strings.HasSuffix(l, "s") && l[0] >= '0' && l[0] <= '9' {
					t.Feats = feats("Number=Plur")
				}
			}
			t.Lemma = w[i]
			if kind == "NOUN" {
				t.Lemma = l
			}
			continue
		}
		if lem, ok := interjections[l]; ok && !(l == "please" && prev == "to") {
			t.POS, t.Lemma, t.Feats = "INTJ", lem, nil
			continue
		}
		if sentenceInterjections[l] && i == 0 && n > 1 && isPunctOnly(w[1]) {
			t.POS, t.Lemma, t.Feats = "INTJ", l, nil
			continue
		}
		if l == "'t" && i > 0 {
			// The Meteor normalizer splits "don't" as "don 't".
			if a, ok := auxForms[meteorNegated[low[i-1]]]; ok {
				out[i-1].POS, out[i-1].Lemma, out[i-1].Feats = "AUX", a.lemma, feats(a.feats)
				t.POS, t.Lemma, t.Feats, t.XPOS = "PART", "not", nil, "RB"
				continue
			}
		}
		if c, ok := clipped[l]; ok && i > 0 && subjectPronouns[prev] && out[i-1].POS == "PRON" {
			if prev == "let" && l == "s" {
				continue
			}
			a := auxForms[c]
			t.POS, t.Lemma, t.Feats = "AUX", a.lemma, feats(a.feats)
			continue
		}
		if l == "s" && i > 0 && (out[i-1].POS == "NOUN" || out[i-1].POS == "PROPN") {
			t.POS, t.Lemma, t.Feats = "PART", "'s", nil
			continue
		}
		switch {
		case l == "do" || l == "does" || l == "did":
			if t.POS == "VERB" && e.auxDo(low, penn, i) {
				a := auxForms[l]
				t.POS, t.Lemma, t.Feats = "AUX", a.lemma, feats(a.feats)
			}
		case t.POS == "AUX" && auxForms[l].lemma == "be" || l == "'s" && t.Lemma == "be":
			// Existential "there is": UD English tags this "be" VERB.
			j := i - 1
			for j >= 0 && (out[j].POS == "AUX" || out[j].POS == "PART" || out[j].POS == "ADV" && low[j] != "there") {
				j--
			}
			if j >= 0 && low[j] == "there" && out[j].POS == "PRON" && !isVerbTag(at(penn, i+1)) {
				t.POS = "VERB"
			}
		case t.POS == "ADP" && clauseIntro[l] && finiteClause(penn, i+1):
			t.POS = "SCONJ"
		case l == "that":
			t.POS, t.Feats = e.that(low, penn, i)
		case t.POS == "ADP" && at(penn, i+1) == "VBG" && l != "to":
			// A preposition before a gerund introduces a clause.
			t.POS = "SCONJ"
		case (l == "about" || l == "around" || l == "over") && at(penn, i+1) == "CD":
			t.POS = "ADV"
		case (l == "both" || l == "either" || l == "neither") && t.POS == "DET":
			conj := map[string]string{"both": "and", "either": "or", "neither": "nor"}[l]
			for j := i + 2; j < n && j < i+8; j++ {
				if low[j] == conj {
					t.POS, t.Feats = "CCONJ", nil
					break
				}
			}
		case (l == "what" || l == "which") && t.POS == "DET" && !isNounTag(at(penn, i+1)) && !strings.HasPrefix(at(penn, i+1), "JJ"):
			t.POS = "PRON"
		case t.POS == "PROPN" && i > 0 && isCapitalised(w[i]) && (at(penn, i+1) == "NN" || at(penn, i+1) == "NNS") && e.wn.HasLemma(l, data.WordNetAdj) && (!e.wn.HasLemma(l, data.WordNetNoun) || e.wn.Capitalised[l] > 0):
			// "Iraqi forces", "Sunni heartland": a capitalised adjective
			// before a common noun.
			t.POS, t.Lemma, t.Feats = "ADJ", w[i], feats("Degree=Pos")
		case t.POS == "NOUN" && penn[i] == "NNS" && !isCapitalised(w[i]) && e.presentVerb(low, penn, i):
			// "The plan aims to cut costs", "Science advances slowly": a
			// verb in -s after a singular subject, read as a plural noun.
			t.POS, t.XPOS, t.Lemma, t.Feats = "VERB", "VBZ", e.lemmaFor(l, "VERB", "VBZ"), feats(pennFeats["VBZ"])
		case i == 0 && n > 1 && (t.POS == "VERB" || t.POS == "NOUN" && !e.wn.HasLemma(l, data.WordNetNoun)) && auxForms[l].lemma == "" && e.pastForm(l) != "":
			// A sentence-initial past form: a finite verb whose subject is
			// left out ("Called the bank", "Walked home, then slept"), or a
			// participle ("Posted by", "Arrived late, he left"). The
			// left-out subject of such a sentence is the writer's "I"
			// (diary style: "Loved it", "Stayed here twice").
			switch initialPast(low, penn, e.pastOnly(l)) {
			case "Fin":
				t.POS, t.XPOS, t.Lemma, t.Feats = "VERB", "VBD", e.pastForm(l), feats(pennFeats["VBD"]+"|Number=Sing|Person=1")
			case "Part":
				if t.POS == "VERB" && t.Feats["VerbForm"] == "Inf" && !e.pastOnly(l) {
					t.XPOS, t.Lemma, t.Feats = "VBN", e.pastForm(l), feats(pennFeats["VBN"])
				}
			}
		case i == 0 && (t.POS == "NOUN" || t.POS == "PROPN") && isCapitalised(w[i]) && n > 1 && (next == "you" || next == "me" || next == "us" || next == "this" || next == "it" || penn[1] == "DT" && next != "of"):
			// Sentence-initial imperative: "Hope you ...", "Take the ...".
			if b, ok := e.Morphy(l, data.WordNetVerb); ok && b == l {
				t.POS, t.Lemma, t.Feats, t.XPOS = "VERB", b, feats("Mood=Imp|VerbForm=Fin"), "VB"
			}
		case i == 0 && t.POS == "NOUN" && isCapitalised(w[i]) && (at(penn, 1) == "NN" || at(penn, 1) == "NNS") && e.dominant(l) == data.WordNetAdj:
			// "Great service": an adjective before a noun.
			t.POS, t.Lemma, t.Feats, t.XPOS = "ADJ", e.lemmaFor(l, "ADJ", "JJ"), feats("Degree=Pos"), "JJ"
		case i == 0 && t.POS == "NOUN" && isCapitalised(w[i]) && !e.Known(l) && !strings.ContainsAny(w[i], "0123456789"):
			// A capitalised word WordNet does not know opens the sentence:
			// a name ("Vince, ...").
			t.POS, t.Lemma = "PROPN", w[i]
		}
	}
}

// dominant is the word's most frequent WordNet part of speech (see
// byDominance), or 0.
func (e *English) dominant(w string) int {
	if o := e.byDominance(w); len(o) > 0 {
		return o[0]
	}
	return 0
}

var fileExtensions = []string{".doc", ".docx", ".pdf", ".xls", ".xlsx", ".txt", ".vcf", ".ppt", ".htm", ".html", ".jpg", ".zip"}

// tokenShape classifies tokens by their written shape: "PROPN" for
// e-mail addresses and URLs, "NOUN" for file names, ordinals in digits
// and decades; "" otherwise.
func tokenShape(w string) string {
	low := strings.ToLower(w)
	switch {
	case strings.Contains(w, "@") && strings.Contains(w[strings.Index(w, "@"):], ".") && !strings.HasPrefix(w, "@"):
		return "PROPN"
	case strings.HasPrefix(low, "http://") || strings.HasPrefix(low, "https://") || strings.HasPrefix(low, "www."),
		len(low) > 4 && (strings.HasSuffix(low, ".com") || strings.HasSuffix(low, ".org") || strings.HasSuffix(low, ".net")) && strings.IndexFunc(low, unicode.IsLetter) == 0:
		return "PROPN"
	}
	for _, ext := range fileExtensions {
		if strings.HasSuffix(low, ext) && len(low) > len(ext) && !strings.HasPrefix(low, "http") {
			return "NOUN"
		}
	}
	n := 0
	for n < len(low) && low[n] >= '0' && low[n] <= '9' {
		n++
	}
	if n > 0 {
		switch rest := low[n:]; rest {
		case "st", "nd", "rd", "th", "s", "'s":
			return "NOUN"
		}
	}
	return ""
}

func isCapitalised(w string) bool {
	r := []rune(w)
	return len(r) > 1 && unicode.IsUpper(r[0]) && strings.ToUpper(w) != w
}

// isPunctOnly reports whether w is made of punctuation marks only.
func isPunctOnly(w string) bool {
	for _, r := range w {
		if !unicode.IsPunct(r) {
			return false
		}
	}
	return w != ""
}

// finiteClause reports whether a clause with a finite verb starts at i:
// a subject of pronouns, determiners, adjectives and nouns, then the verb.
func finiteClause(penn []string, i int) bool {
	for j := i; j < len(penn) && j < i+5; j++ {
		switch p := penn[j]; {
		case p == "VBD" || p == "VBZ" || p == "VBP" || p == "MD":
			return j > i
		case p == "PRP" || p == "EX" || p == "DT" || p == "PRP$" || isNounTag(p) || strings.HasPrefix(p, "JJ") || p == "CD" || p == "POS":
			continue
		}
		return false
	}
	return false
}

// auxDo reports whether do/does/did at i is an auxiliary: a base-form
// verb follows, after at most a subject and adverbs ("do you know",
// "did n't go", "why do people say").
func (e *English) auxDo(low, penn []string, i int) bool {
	for j := i + 1; j < len(low) && j <= i+4; j++ {
		p := penn[j]
		switch {
		case p == "VB" || p == "VBP" && j > i+1:
			return true
		case low[j] == "not" || low[j] == "n't" || low[j] == "nt" || p == "RB" || p == "PRP" || p == "DT" || p == "PRP$" || isNounTag(p) || p == "JJ" || p == "CD":
			continue
		}
		return false
	}
	return false
}

// that decides between relative pronoun, complementiser, determiner and
// demonstrative pronoun from the neighbouring tags.
func (e *English) that(low, penn []string, i int) (string, lemma.Feats) {
	prev, next := "", ""
	if i > 0 {
		prev = penn[i-1]
	}
	if i+1 < len(penn) {
		next = penn[i+1]
	}
	rel, dem := feats("PronType=Rel"), feats("Number=Sing|PronType=Dem")
	switch {
	case isNounTag(prev) && (isVerbTag(next) || next == "PRP" || next == "EX" || next == "RB"):
		return "PRON", rel
	case isVerbTag(prev) || strings.HasPrefix(prev, "JJ") || prev == "RB" && i > 0 && low[i-1] == "so":
		if isNounTag(next) && !strings.HasPrefix(next, "NNP") {
			return "DET", dem
		}
		if next == "" || next == "." || next == "," || next == ":" {
			return "PRON", dem
		}
		return "SCONJ", nil
	case isNounTag(next) || strings.HasPrefix(next, "JJ") || next == "CD":
		return "DET", dem
	case isVerbTag(next) || next == "" || next == "." || next == "," || next == ":" || next == "IN" || next == "RB":
		return "PRON", dem
	}
	return "SCONJ", nil
}

// subjectFeats are the Number and Person a subject pronoun gives its verb.
var subjectFeats = map[string][2]string{"i": {"Sing", "1"}, "you": {"Sing", "2"}, "u": {"Sing", "2"}, "he": {"Sing", "3"},
	"she": {"Sing", "3"}, "it": {"Sing", "3"}, "this": {"Sing", "3"}, "that": {"Sing", "3"}, "we": {"Plur", "1"}, "they": {"Plur", "3"}}

// agree fills the Number and Person of finite verbs from their subject
// (the nearest pronoun or noun before them, over adverbs and auxiliaries),
// as UD English marks them; without a subject a present non-3rd-person
// form is plural and a past form singular, third person. It also gives
// "you" and "it" their case: nominative before a verb, accusative elsewhere.
func agree(low, penn []string, out []lemma.Token) {
	for i := range out {
		t := &out[i]
		l := low[i]
		if t.POS == "PRON" && (l == "you" || l == "it" || l == "u") {
			j := i + 1
			for j < len(penn) && (penn[j] == "RB" || low[j] == "not") {
				j++
			}
			c := "Acc"
			if j < len(penn) && (isVerbTag(penn[j]) || out[j].POS == "AUX" || out[j].POS == "VERB") {
				c = "Nom"
			}
			t.Feats = t.Feats.With("Case", c)
			continue
		}
		if (t.POS != "VERB" && t.POS != "AUX") || t.Feats["VerbForm"] != "Fin" || t.Feats["Tense"] == "" {
			continue
		}
		num, person := "", ""
		for j := i - 1; j >= 0 && j >= i-4; j-- {
			if sf, ok := subjectFeats[low[j]]; ok && out[j].POS == "PRON" {
				num, person = sf[0], sf[1]
				break
			}
			if out[j].POS == "NOUN" || out[j].POS == "PROPN" {
				num, person = nounNumber(out[j]), "3"
				break
			}
			if out[j].POS != "ADV" && out[j].POS != "AUX" && out[j].POS != "PART" {
				break
			}
		}
		if num == "" && i > 0 && low[i-1] == "there" && t.Lemma == "be" {
			// Existential "there were three children": the noun after
			// the verb is the subject.
			for j := i + 1; j < len(out) && j <= i+4; j++ {
				if out[j].POS == "NOUN" || out[j].POS == "PROPN" {
					num, person = nounNumber(out[j]), "3"
					break
				}
			}
		}
		if num == "" {
			if t.Feats["Number"] != "" {
				continue // is, has, was: the form says it
			}
			num, person = "Plur", "3"
			if t.Feats["Tense"] == "Past" && l != "were" {
				num = "Sing"
			}
		}
		if f := t.Feats; f["Number"] != "" && f["Tense"] == "Pres" && f["Number"] != num {
			continue // "the people is": keep what the form says
		}
		t.Feats = t.Feats.With("Number", num, "Person", person)
	}
}

// nounNumber is the number a noun gives its verb.
func nounNumber(t lemma.Token) string {
	if t.Feats["Number"] == "Plur" {
		return "Plur"
	}
	return "Sing"
}

// pastForm returns the verb whose simple past the lower-case word is
// ("walked" → walk, "spoke" → speak, "lied" → lie), or "".
func (e *English) pastForm(l string) string {
	b, ok := e.Morphy(l, data.WordNetVerb)
	if !ok || b == l {
		return ""
	}
	if l == regularPast(b) || slices.Contains(e.verbForms(b, feats(pennFeats["VBD"])), l) {
		return b
	}
	return ""
}

// pastOnly reports whether a past form cannot be a participle: "spoke",
// "went", "took" (not "walked", "thought", "left").
func (e *English) pastOnly(l string) bool {
	irr, ok := irregularVerbs[e.pastForm(l)]
	return ok && irr[0] == l && irr[1] != l
}

// initialPast reads a past form opening the sentence: "Part" when it is
// a participle — an agent follows ("Posted by"), a verb or "please"
// follows ("Attached is", "Attached please find"), or a comma leads to a
// clause with its own subject ("Arrived late, he missed the talk");
// "Fin" when it heads a clause whose subject is left out — a coordinated
// finite verb follows ("Walked home, then slept"), an object or
// adverbial follows ("Called the bank", "Spoke to the manager"), or the
// form has no participle reading ("Went home"); "" otherwise.
func initialPast(low, penn []string, pastOnly bool) string {
	n := len(low)
	if low[1] == "by" || low[1] == "please" || penn[1] == "VBZ" || penn[1] == "VBP" || penn[1] == "MD" {
		return "Part"
	}
	for k := 1; k < n; k++ {
		if low[k] == ";" || low[k] == "." || low[k] == "!" || low[k] == "?" {
			break
		}
		if low[k] == "," && finiteClause(penn, k+1) {
			return "Part"
		}
		if low[k] == "," || low[k] == "and" || low[k] == "then" {
			j := k + 1
			for j < n && (low[j] == "then" || low[j] == "and") {
				j++
			}
			if j < n && penn[j] == "VBD" {
				return "Fin"
			}
		}
	}
	switch penn[1] {
	case "DT", "PDT", "PRP$", "PRP", "RB", "RP", "IN", "TO", "VBG", "EX":
		return "Fin"
	}
	if pastOnly {
		return "Fin"
	}
	return ""
}

// presentVerb reports whether the plural-noun reading of an -s form at
// i should be a verb in the 3rd person singular present: a singular noun
// phrase opening the sentence (or a relative clause) stands before it ("The plan aims", "Science
// advances"), no other finite verb follows in the clause, and what
// follows is an infinitive, an object (a name too: "Biden welcomes Lula")
// or a closing adverb ("aims to cut", "advances its schedule", "advances
// slowly .").
func (e *English) presentVerb(low, penn []string, i int) bool {
	n := len(low)
	if i == 0 || i+1 >= n || penn[i-1] != "NN" && penn[i-1] != "NNP" {
		return false
	}
	b, ok := e.Morphy(low[i], data.WordNetVerb)
	if !ok || b == low[i] || regularS(b) != low[i] {
		return false
	}
	if e.wn.Tagged[b][data.WordNetVerb-1] == 0 {
		return false // a verb WordNet's concordance never saw (to soldier)
	}
	for j := i - 2; j >= 0; j-- { // the subject: a noun phrase opening the sentence or a relative clause
		p := penn[j]
		if p == "WDT" || p == "WP" {
			break
		}
		if p != "DT" && p != "PRP$" && !strings.HasPrefix(p, "JJ") && p != "NN" && p != "NNP" && p != "POS" && p != "CD" {
			return false
		}
	}
	for j := i + 1; j < n; j++ { // no other finite verb in the clause
		p := penn[j]
		if p == "," || p == ":" || p == "." || p == "CC" || p == "WDT" {
			break
		}
		if p == "VBZ" || p == "VBP" || p == "VBD" || p == "MD" {
			return false
		}
	}
	switch next := penn[i+1]; {
	case next == "TO":
		return i+2 < n && penn[i+2] == "VB"
	case next == "DT" || next == "PDT" || next == "PRP$":
		return true
	case next == "NNP":
		return true // a name as the object ("Biden welcomes Lula")
	case next == "PRP":
		o := low[i+1] // an object pronoun: "advances it", "aims them"
		return o == "it" || o == "you" || strings.Contains(pronouns[o].feats, "Case=Acc")
	case next == "RB" || next == "RBR":
		return i+2 == n || penn[i+2] == "." || penn[i+2] == ","
	}
	return false
}
