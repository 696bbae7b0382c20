// Package en analyses and generates English words for parmesan: UD parts
// of speech from a context-aware tagger (the averaged perceptron of
// github.com/jdkato/prose/v3, Penn tags mapped to UD), lemmas by WordNet's
// morphy over the embedded WordNet 3.0 lemma index and exception lists,
// UD features from the Penn tags, and generation by inflection rules plus
// the inverted exception lists. No system files are needed at run time.
//
// Importing the package registers "en" with package lemma.
package en

import (
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/jdkato/prose/v3/tag"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
)

func init() {
	lemma.Register(lang.English.Code, func() (lemma.Language, error) { return New() })
}

// English implements lemma.Language and lemma.Vocabulary. It is safe for
// concurrent use.
type English struct {
	tagger tag.Interface
	wn     *data.WordNet
	// inverse exceptions: base → inflected forms, per WordNet POS
	inv [5]map[string][]string
}

var (
	once     sync.Once
	instance *English
	initErr  error
)

// New returns the (shared) English analyzer and generator.
func New() (*English, error) {
	once.Do(func() {
		t, err := tag.Open("")
		if err != nil {
			initErr = err
			return
		}
		wn, err := data.EnglishWordNet()
		if err != nil {
			initErr = err
			return
		}
		e := &English{tagger: t, wn: wn}
		for p := 1; p <= 4; p++ {
			e.inv[p] = map[string][]string{}
			for infl, bases := range wn.Exceptions[p] {
				for _, b := range bases {
					e.inv[p][b] = append(e.inv[p][b], infl)
				}
			}
			for _, forms := range e.inv[p] {
				sort.Strings(forms) // map order would make Generate's order random
			}
		}
		instance = e
	})
	return instance, initErr
}

var wnPOS = map[string]int{"NOUN": data.WordNetNoun, "PROPN": data.WordNetNoun, "VERB": data.WordNetVerb, "AUX": data.WordNetVerb, "ADJ": data.WordNetAdj, "ADV": data.WordNetAdv}

var detach = map[int][][2]string{
	data.WordNetNoun: {{"s", ""}, {"ses", "s"}, {"xes", "x"}, {"zes", "z"}, {"ches", "ch"}, {"shes", "sh"}, {"men", "man"}, {"ies", "y"}},
	data.WordNetVerb: {{"s", ""}, {"ies", "y"}, {"es", "e"}, {"es", ""}, {"ed", "e"}, {"ed", ""}, {"ing", "e"}, {"ing", ""}},
	data.WordNetAdj:  {{"er", ""}, {"est", ""}, {"er", "e"}, {"est", "e"}},
}

// Morphy returns WordNet's base form of a lower-case word for a WordNet
// part of speech (exceptions, then the word itself, then detachment
// rules), and whether WordNet knows it.
func (e *English) Morphy(w string, pos int) (string, bool) {
	if bs := e.wn.Exceptions[pos][w]; len(bs) > 0 {
		return regularBase(w, pos, bs), true
	}
	if e.wn.HasLemma(w, pos) {
		return w, true
	}
	for _, r := range detach[pos] {
		if strings.HasSuffix(w, r[0]) {
			c := w[:len(w)-len(r[0])] + r[1]
			if c != "" && e.wn.HasLemma(c, pos) {
				return c, true
			}
		}
	}
	return w, false
}

// pluralNoun reports a lower-case word that is a noun plural by its form
// alone: WordNet's base of it differs (children → child, tyrants →
// tyrant) and the word is no noun lemma of its own (glasses, means).
func (e *English) pluralNoun(w string) bool {
	b, ok := e.Morphy(w, data.WordNetNoun)
	return ok && b != w && !e.wn.HasLemma(w, data.WordNetNoun)
}

// regularBase picks among an exception's bases the one the regular
// detachment rules give, when there is one: WordNet lists "installing" under
// both instal and install, and the regular base is the common spelling.
func regularBase(w string, pos int, bases []string) string {
	for _, r := range detach[pos] {
		if c, ok := strings.CutSuffix(w, r[0]); ok && slices.Contains(bases, c+r[1]) {
			return c + r[1]
		}
	}
	return bases[0]
}

// thousands reports whether a number is written with thousands
// separators: 5,000 or 1,250,000.50.
func thousands(w string) bool {
	intPart, _, _ := strings.Cut(w, ".")
	groups := strings.Split(intPart, ",")
	if len(groups) < 2 || len(groups[0]) == 0 || len(groups[0]) > 3 {
		return false
	}
	for i, g := range groups {
		if i > 0 && len(g) != 3 || strings.IndexFunc(g, func(r rune) bool { return r < '0' || r > '9' }) >= 0 {
			return false
		}
	}
	return true
}

// isAllCaps reports whether a sentence is written in capitals: at least
// three words of two letters or more, nearly all of them all-capital.
func isAllCaps(w []string) bool {
	words, caps := 0, 0
	for _, x := range w {
		letters, upper := 0, 0
		for _, r := range x {
			if unicode.IsLetter(r) {
				letters++
				if unicode.IsUpper(r) {
					upper++
				}
			}
		}
		if letters < 2 {
			continue
		}
		words++
		if upper == letters {
			caps++
		}
	}
	return words >= 3 && caps*5 >= words*4
}

func titleWord(w string) string {
	r := []rune(w)
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

// isTitleCase reports whether a sentence is a heading in title case: at
// least three words, and all but short function words capitalised.
func isTitleCase(w []string) bool {
	words, caps := 0, 0
	for _, x := range w {
		r := []rune(x)
		if len(r) == 0 || !unicode.IsLetter(r[0]) {
			continue
		}
		if len(r) <= 3 && unicode.IsLower(r[0]) {
			continue // of, and, the, a, in
		}
		words++
		if unicode.IsUpper(r[0]) {
			caps++
		}
	}
	return words >= 3 && caps == words
}

// byDominance returns the WordNet parts of speech of a lower-case word,
// most frequent first: by the sense-tagged frequency of WordNet's
// concordance, then by the number of synsets; ties keep the order noun,
// verb, adjective, adverb.
func (e *English) byDominance(w string) []int {
	var freq, count [5]int
	for p := data.WordNetNoun; p <= data.WordNetAdv; p++ {
		if b, ok := e.Morphy(w, p); ok {
			freq[p] = int(e.wn.Tagged[b][p-1])
			for _, id := range e.wn.Synonyms.Synsets[b] {
				if int(id/100000000) == p {
					count[p]++
				}
			}
		}
	}
	order := []int{data.WordNetNoun, data.WordNetVerb, data.WordNetAdj, data.WordNetAdv}
	sort.SliceStable(order, func(i, j int) bool {
		a, b := order[i], order[j]
		if freq[a] != freq[b] {
			return freq[a] > freq[b]
		}
		return count[a] > count[b]
	})
	for k, p := range order {
		if count[p] == 0 {
			return order[:k]
		}
	}
	return order
}

// proper reports whether WordNet writes a lower-case word with a capital
// in most of its synsets ("nasa", "u.s.", "john"): a name.
func (e *English) proper(low string) bool {
	c := int(e.wn.Capitalised[low])
	return c > 0 && 2*c > len(e.wn.Synonyms.Synsets[low])
}

// Known reports whether the form is a WordNet word or a closed-class word.
func (e *English) Known(form string) bool {
	w := strings.ToLower(form)
	if _, ok := pronouns[w]; ok {
		return true
	}
	if _, ok := determiners[w]; ok {
		return true
	}
	if _, ok := auxForms[w]; ok {
		return true
	}
	for p := 1; p <= 4; p++ {
		if _, ok := e.Morphy(w, p); ok {
			return true
		}
	}
	return false
}

func feats(s string) lemma.Feats {
	f, _ := lemma.ParseFeats(s)
	return f
}

var pennFeats = map[string]string{
	"NN": "Number=Sing", "NNS": "Number=Plur", "NNP": "Number=Sing", "NNPS": "Number=Plur",
	"VB": "VerbForm=Inf", "VBD": "Mood=Ind|Tense=Past|VerbForm=Fin", "VBN": "Tense=Past|VerbForm=Part",
	"VBG": "VerbForm=Ger", "VBP": "Mood=Ind|Tense=Pres|VerbForm=Fin", "VBZ": "Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin",
	"JJ": "Degree=Pos", "JJR": "Degree=Cmp", "JJS": "Degree=Sup", "RBR": "Degree=Cmp", "RBS": "Degree=Sup",
	"CD": "NumForm=Digit|NumType=Card",
}

func isPunct(w string) bool {
	for _, r := range w {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// Analyze tags a tokenized sentence. The tagger's Penn Treebank tag is
// kept in Token.XPOS; UPOS, lemma and features come from the tag, the
// closed-class tables and the context rules of context.go.
func (e *English) Analyze(tokens []string) []lemma.Token {
	// Curly apostrophes ("it’s", "don’t") are read as straight ones.
	norm := append([]string(nil), tokens...)
	for i, w := range norm {
		norm[i] = strings.ReplaceAll(w, "’", "'")
	}
	shouting := isAllCaps(norm)
	if shouting {
		// An all-capital sentence is tagged (and analysed) in lower case;
		// names get their capital back below.
		for i, w := range norm {
			if w != "I" {
				norm[i] = strings.ToLower(w)
			}
		}
	}
	tagged := e.tagger.Tag(norm)
	penn := make([]string, len(tokens))
	for i := range penn {
		if i < len(tagged) {
			penn[i] = tagged[i].Tag
		}
	}
	low := make([]string, len(norm))
	for i, w := range norm {
		low[i] = strings.ToLower(w)
	}
	e.possibleTags(norm, low, penn)
	beParticiple(low, penn)
	e.verbAfterNegation(low, penn)
	e.nounAfterPreposition(low, penn)
	out := make([]lemma.Token, len(tokens))
	title := isTitleCase(norm)
	initial := true
	for i, w := range norm {
		next := ""
		if i+1 < len(penn) {
			next = penn[i+1]
		}
		out[i] = e.analyzeWord(w, penn[i], next, initial, title)
		initial = initial && isPunct(w)
		if shouting && out[i].POS == "PROPN" && out[i].Lemma == w {
			out[i].Lemma = titleWord(w)
		} else if out[i].Lemma == w && w != tokens[i] && !shouting {
			out[i].Lemma = tokens[i]
		}
		out[i].Form, out[i].XPOS = tokens[i], penn[i]
	}
	e.refine(norm, low, penn, out)
	agree(low, penn, out)
	return out
}

// pennUPOS is the UPOS of a Penn tag the word rules above leave (a tag
// not listed is a NOUN). Read only.
var pennUPOS = map[string]string{"NN": "NOUN", "NNS": "NOUN", "NNP": "PROPN", "NNPS": "PROPN", "VB": "VERB", "VBD": "VERB",
	"VBN": "VERB", "VBG": "VERB", "VBP": "VERB", "VBZ": "VERB", "JJ": "ADJ", "JJR": "ADJ", "JJS": "ADJ", "RB": "ADV",
	"RBR": "ADV", "RBS": "ADV", "WRB": "ADV", "CD": "NUM", "UH": "INTJ", "RP": "ADP", "FW": "X", "SYM": "SYM",
	"PRP": "PRON", "PRP$": "PRON", "WP": "PRON", "WP$": "PRON", "DT": "DET", "PDT": "DET", "WDT": "DET", "MD": "AUX", "LS": "X"}

// wordNetUPOS is the UPOS of a WordNet part of speech. Read only.
var wordNetUPOS = map[int]string{data.WordNetNoun: "NOUN", data.WordNetAdj: "ADJ", data.WordNetVerb: "VERB", data.WordNetAdv: "ADV"}

func (e *English) analyzeWord(w, penn, nextPenn string, initial, title bool) lemma.Token {
	low := strings.ToLower(w)
	t := lemma.Token{Form: w}
	switch {
	case w == "" || isPunct(w) && penn != "CD":
		t.Lemma, t.POS = w, "PUNCT"
		if strings.ContainsAny(w, "$%+=<>#@^~|") {
			t.POS = "SYM"
		}
		return t
	case low == "n't" || low == "not" || low == "nt":
		t.Lemma, t.POS = "not", "PART"
		return t
	case penn == "POS":
		t.Lemma, t.POS = "'s", "PART"
		return t
	case penn == "TO" || low == "to" && penn == "":
		t.Lemma = "to"
		t.POS = "ADP"
		if strings.HasPrefix(nextPenn, "VB") {
			t.POS = "PART"
		}
		return t
	}
	if c, ok := auxForms[low]; ok && (penn == "MD" || strings.HasPrefix(penn, "VB") || initial && len(low) > 2 && strings.HasPrefix(nextPenn, "PRP")) {
		t.Lemma, t.POS, t.Feats = c.lemma, "AUX", feats(c.feats)
		if c.lemma != "be" && (c.lemma == "have" || c.lemma == "do") && !strings.HasPrefix(nextPenn, "VB") && nextPenn != "RB" {
			t.POS = "VERB" // main verb "have"/"do"
		}
		if low == "'s" && penn == "VBZ" {
			t.Lemma = "be"
		}
		return t
	}
	if low == "her" && penn == "PRP$" {
		t.Lemma, t.POS, t.Feats = "her", "PRON", feats("Case=Gen|Gender=Fem|Number=Sing|Person=3|Poss=Yes|PronType=Prs")
		return t
	}
	if c, ok := pronouns[low]; ok && (len(w) == 1 || strings.ToUpper(w) != w) && (strings.HasPrefix(penn, "PRP") || strings.HasPrefix(penn, "W") || penn == "NN" || penn == "" || unambiguousPron[low]) {
		t.Lemma, t.POS, t.Feats = c.lemma, c.pos, feats(c.feats)
		return t
	}
	if c, ok := determiners[low]; ok && (penn == "DT" || penn == "PDT" || penn == "WDT") {
		t.Lemma, t.POS, t.Feats = c.lemma, "DET", feats(c.feats)
		if low == "that" && penn == "WDT" {
			t.POS, t.Feats = "PRON", feats("PronType=Rel")
		} else if demonstrative[low] && !nominalNext(nextPenn) {
			t.POS = "PRON" // standalone: "that is", "all of", "some say"
		}
		return t
	}
	if penn == "IN" {
		t.Lemma = low
		t.POS = "ADP"
		if sconj[low] {
			t.POS = "SCONJ"
		}
		return t
	}
	if penn == "CC" || cconj[low] && penn == "" {
		t.Lemma, t.POS = low, "CCONJ"
		return t
	}
	if penn == "EX" {
		t.Lemma, t.POS, t.Feats = "there", "PRON", feats("PronType=Dem")
		return t
	}
	upos := pennUPOS[penn]
	if upos == "" {
		upos = "NOUN"
	}
	if upos == "PROPN" && (initial && nextPenn != "NNP" && nextPenn != "NNPS" || title) && strings.ToUpper(w) != w && !e.proper(low) {
		// A sentence-initial capitalised word not followed by another
		// proper noun, which WordNet knows in lower case, is usually a
		// common word ("Please", "Great", "Service").
		if p := e.dominant(low); p != 0 {
			upos = wordNetUPOS[p]
			switch {
			case upos == "NOUN" && (strings.HasSuffix(penn, "S") || e.pluralNoun(low)):
				penn = "NNS"
			case upos == "NOUN":
				penn = "NN"
			case upos == "ADJ":
				penn = "JJ"
			case upos == "ADV":
				penn = "RB"
			default:
				penn = "VB"
			}
		}
	}
	if upos == "NOUN" && !initial && isCapitalised(w) {
		// A capitalised word inside a sentence that WordNet does not know
		// in lower case is a name the tagger missed ("Vince", "Qaeda").
		if _, known := e.Morphy(low, data.WordNetNoun); !known || e.proper(low) {
			upos = "PROPN"
			if strings.HasSuffix(penn, "S") {
				penn = "NNPS"
			} else {
				penn = "NNP"
			}
		}
	}
	if upos == "NOUN" && (initial || strings.ToUpper(w) == w) && unicode.IsUpper([]rune(w)[0]) && penn == "NN" && e.proper(low) && low != "am" && low != "pm" {
		upos, penn = "PROPN", "NNP" // NASA, U.S.
	}
	t.POS, t.Feats = upos, feats(pennFeats[penn])
	if upos == "NUM" && strings.IndexFunc(w, unicode.IsDigit) < 0 {
		t.Feats = feats("NumForm=Word|NumType=Card") // three, hundred
	}
	switch upos {
	case "PROPN":
		t.Lemma = w
		if b, ok := keepLemma[low]; ok && strings.HasSuffix(low, ".") {
			t.Lemma = b // Sept. → September
		}
		if strings.ToUpper(w) == w && len(w) > 3 {
			// An all-capital heading word WordNet knows is a common word.
			if _, ok := e.Morphy(low, data.WordNetNoun); ok && !e.proper(low) {
				t.POS, t.Lemma = "NOUN", e.lemmaFor(low, "NOUN", "NN")
			}
		}
		if b, ok := e.Morphy(low, data.WordNetNoun); ok && b != low && (strings.HasSuffix(penn, "S") || e.wn.Capitalised[b] > 0) {
			// Iraqis → Iraqi, Marines → Marine
			t.Lemma = w[:1] + b[1:]
		}
	case "NUM", "X", "SYM", "INTJ":
		t.Lemma = w
		if upos == "INTJ" || upos == "NUM" && strings.IndexFunc(w, unicode.IsDigit) < 0 {
			t.Lemma = low
		}
		if upos == "NUM" && thousands(w) {
			t.Lemma = strings.ReplaceAll(w, ",", "") // 5,000 → 5000
		}
	case "NOUN", "VERB", "ADJ", "ADV":
		t.Lemma = e.lemmaFor(low, upos, penn)
		switch {
		case strings.IndexFunc(w, unicode.IsDigit) >= 0:
			t.Lemma = w // 01-Feb-02, 3D
		case w == "AM" || w == "PM":
			t.Lemma = strings.ToLower(w[:1]) + ".m."
		case upos == "ADJ" && t.Lemma == low && e.wn.Capitalised[low] > 0 && !e.wn.HasLemma(low, data.WordNetNoun) || upos == "ADJ" && e.proper(low):
			// American, Chinese, french: the lemma keeps the capital
			// WordNet writes.
			t.Lemma = titleWord(low)
		}
	default:
		t.Lemma = low
	}
	return t
}

// lemmaFor lemmatizes a content word, with a fallback for words WordNet
// does not know (regular suffix rules guided by the Penn tag).
func (e *English) lemmaFor(low, upos, penn string) string {
	if upos == "ADV" && (low == "better" || low == "best") {
		return "well"
	}
	if b, ok := comparativeAdverbs[low]; ok && upos == "ADV" {
		return b
	}
	if b, ok := keepLemma[low]; ok {
		return b
	}
	p := wnPOS[upos]
	if penn == "RBR" || penn == "RBS" {
		// Comparative adverbs take the adjective's base (later → late).
		if bs := e.wn.Exceptions[data.WordNetAdj][low]; len(bs) > 0 {
			return bs[0]
		}
		for _, r := range detach[data.WordNetAdj] {
			if strings.HasSuffix(low, r[0]) {
				if c := low[:len(low)-len(r[0])] + r[1]; c != "" && (e.wn.HasLemma(c, data.WordNetAdj) || e.wn.HasLemma(c, data.WordNetAdv)) {
					return c
				}
			}
		}
	}
	if inflected[penn] {
		// The tag says the word is inflected: prefer an exception or a
		// detached base over the word itself ("years" → "year").
		if bs := e.wn.Exceptions[p][low]; len(bs) > 0 {
			return regularBase(low, p, bs)
		}
		for _, r := range detach[p] {
			if strings.HasSuffix(low, r[0]) {
				c := low[:len(low)-len(r[0])] + r[1]
				if c != "" && e.wn.HasLemma(c, p) {
					return c
				}
			}
		}
	}
	if b, ok := e.Morphy(low, p); ok {
		return b
	}
	switch penn {
	case "NNS":
		switch {
		case strings.HasSuffix(low, "ies") && len(low) > 4:
			return low[:len(low)-3] + "y"
		case strings.HasSuffix(low, "ses") || strings.HasSuffix(low, "xes") || strings.HasSuffix(low, "ches") || strings.HasSuffix(low, "shes"):
			return low[:len(low)-2]
		case strings.HasSuffix(low, "s") && !strings.HasSuffix(low, "ss"):
			return low[:len(low)-1]
		}
	case "VBZ":
		if strings.HasSuffix(low, "s") {
			return low[:len(low)-1]
		}
	case "VBD", "VBN":
		if strings.HasSuffix(low, "ed") {
			return low[:len(low)-2]
		}
	case "VBG":
		if strings.HasSuffix(low, "ing") && len(low) > 5 {
			return low[:len(low)-3]
		}
	}
	return low
}

// Generate returns the forms realising lemma with a UD part of speech and
// features, most likely first.
func (e *English) Generate(lem, pos string, f lemma.Feats) []string {
	low := strings.ToLower(lem)
	switch pos {
	case "NOUN", "PROPN":
		if f["Number"] == "Plur" {
			return e.plural(low)
		}
		return []string{low}
	case "VERB", "AUX":
		return e.verbForms(low, f)
	case "ADJ", "ADV":
		switch f["Degree"] {
		case "Cmp":
			return e.degree(low, "er", "more")
		case "Sup":
			return e.degree(low, "est", "most")
		}
		return []string{low}
	case "PRON", "DET":
		var out []string
		for _, m := range []map[string]closed{pronouns, determiners} {
			for form, c := range m {
				if c.lemma == lem && featsMatch(feats(c.feats), f) {
					out = append(out, form)
				}
			}
		}
		sortStrings(out)
		if len(out) == 0 {
			return []string{low}
		}
		return out
	}
	return []string{low}
}

func featsMatch(have, want lemma.Feats) bool {
	for k, v := range want {
		if have[k] != "" && have[k] != v {
			return false
		}
	}
	return true
}

func (e *English) plural(w string) []string {
	if irr := e.inv[data.WordNetNoun][w]; len(irr) > 0 {
		return irr
	}
	return []string{regularS(w)}
}

func regularS(w string) string {
	switch {
	case strings.HasSuffix(w, "y") && len(w) > 1 && !strings.ContainsAny(w[len(w)-2:len(w)-1], "aeiou"):
		return w[:len(w)-1] + "ies"
	case strings.HasSuffix(w, "s") || strings.HasSuffix(w, "x") || strings.HasSuffix(w, "z") || strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "sh"):
		return w + "es"
	case strings.HasSuffix(w, "o") && len(w) > 1 && !strings.ContainsAny(w[len(w)-2:len(w)-1], "aeiou"):
		return w + "es"
	}
	return w + "s"
}

func isVowel(b byte) bool { return strings.IndexByte("aeiou", b) >= 0 }

// doubles reports whether a verb doubles its final consonant before
// -ed/-ing (stop → stopped): one syllable ending consonant-vowel-consonant
// ("qu" counts as a consonant: quit → quitting), or a verb stressed on a
// final such syllable (submit → submitted, transfer → transferred).
func doubles(w string) bool {
	n := len(w)
	if finalStress(w) {
		return true
	}
	if n < 3 || n > 4 {
		return false
	}
	c1, v, c2 := w[n-3], w[n-2], w[n-1]
	if c1 == 'u' && n == 4 && w[0] == 'q' {
		c1 = 'q'
	}
	return !isVowel(c1) && isVowel(v) && !isVowel(c2) && strings.IndexByte("wxy", c2) < 0
}

// finalStress reports a longer verb stressed on its last syllable that
// doubles its final consonant; English spelling follows the stress, which
// the letters do not show, so these are listed by their endings (-mit,
// -fer, -cur, -pel, -trol, -gret, -quip, -nul: submitted, transferred,
// occurred, compelled, controlled, regretted, equipped, annulled), less
// the verbs stressed on the first syllable (limited, offered).
func finalStress(w string) bool {
	switch w {
	case "offer", "suffer", "differ", "proffer", "buffer", "limit", "vomit", "summit":
		return false
	}
	for _, e := range []string{"mit", "fer", "cur", "pel", "trol", "gret", "quip", "nul"} {
		if strings.HasSuffix(w, e) && len(w) > len(e)+1 {
			return true
		}
	}
	return false
}

func regularPast(w string) string {
	switch {
	case strings.HasSuffix(w, "e"):
		return w + "d"
	case strings.HasSuffix(w, "y") && len(w) > 1 && !isVowel(w[len(w)-2]):
		return w[:len(w)-1] + "ied"
	case doubles(w):
		return w + w[len(w)-1:] + "ed"
	}
	return w + "ed"
}

func gerund(w string) string {
	switch {
	case strings.HasSuffix(w, "ie"):
		return w[:len(w)-2] + "ying"
	case strings.HasSuffix(w, "e") && !strings.HasSuffix(w, "ee") && len(w) > 2:
		return w[:len(w)-1] + "ing"
	case doubles(w):
		return w + w[len(w)-1:] + "ing"
	}
	return w + "ing"
}

func (e *English) verbForms(w string, f lemma.Feats) []string {
	if w == "be" {
		switch {
		case f["VerbForm"] == "Part":
			return []string{"been"}
		case f["VerbForm"] == "Ger":
			return []string{"being"}
		case f["VerbForm"] == "Inf":
			return []string{"be"}
		case f["Tense"] == "Past":
			if f["Number"] == "Sing" && (f["Person"] == "1" || f["Person"] == "3") {
				return []string{"was"}
			}
			if f["Number"] == "" && f["Person"] == "" {
				return []string{"were", "was"}
			}
			return []string{"were"}
		case f["Number"] == "Sing" && f["Person"] == "3":
			return []string{"is"}
		case f["Number"] == "Sing" && f["Person"] == "1":
			return []string{"am"}
		}
		return []string{"are"}
	}
	switch {
	case f["VerbForm"] == "Ger" || f["VerbForm"] == "Part" && f["Tense"] == "Pres":
		return []string{gerund(w)}
	case f["VerbForm"] == "Part":
		if irr, ok := irregularVerbs[w]; ok {
			return []string{irr[1]}
		}
		if past, part := e.irregularPast(w); len(past)+len(part) > 0 {
			return orBoth(part, past)
		}
		return []string{regularPast(w)}
	case f["Tense"] == "Past":
		if irr, ok := irregularVerbs[w]; ok {
			return []string{irr[0]}
		}
		if past, part := e.irregularPast(w); len(past)+len(part) > 0 {
			return orBoth(past, part)
		}
		return []string{regularPast(w)}
	case f["Tense"] == "Pres" && f["Person"] == "3" && f["Number"] == "Sing":
		switch w {
		case "have":
			return []string{"has"}
		case "do":
			return []string{"does"}
		case "go":
			return []string{"goes"}
		}
		return []string{regularS(w)}
	}
	return []string{w}
}

// irregularPast reads a verb's irregular past forms off WordNet's
// exception list (inverted: overtake → overtook, overtaken; stick →
// stuck), the verbs irregularVerbs does not list: the forms that are
// neither -ing nor -s forms, when the regular past is not among them
// (a doubled consonant, betted, is regular; learnt is a variant of
// learned). A form ending as past
// participles do (-en -wn -rn -ne -ain: overtaken, drawn, sworn,
// undergone, slain) is the participle, another the past; none when the
// verb is regular.
func (e *English) irregularPast(w string) (past, part []string) {
	forms := e.inv[data.WordNetVerb][w]
	reg := regularPast(w)
	for _, x := range forms {
		if x == reg || x == w+"t" || strings.HasSuffix(w, "l") && x == w[:len(w)-1]+"t" {
			// Regular, or a -t variant beside the regular form (learnt,
			// spoilt, spelt): the regular past stands.
			return nil, nil
		}
	}
	s := regularS(w)
	for _, x := range forms {
		if strings.HasSuffix(x, "ing") || x == s {
			continue
		}
		if participleEnding(x) {
			part = append(part, x)
		} else {
			past = append(past, x)
		}
	}
	return past, part
}

func participleEnding(x string) bool {
	for _, s := range []string{"en", "wn", "rn", "ne", "ain"} {
		if strings.HasSuffix(x, s) {
			return true
		}
	}
	return false
}

// orBoth returns a when it has forms, else b (stuck is past and
// participle).
func orBoth(a, b []string) []string {
	if len(a) > 0 {
		return a
	}
	return b
}

func (e *English) degree(w, suffix, periphrastic string) []string {
	for _, x := range e.inv[data.WordNetAdj][w] {
		if strings.HasSuffix(x, suffix) {
			return []string{x}
		}
	}
	if len(w) > 7 {
		return []string{periphrastic + " " + w}
	}
	base := w
	switch {
	case strings.HasSuffix(w, "e"):
		return []string{w + suffix[1:]}
	case strings.HasSuffix(w, "y") && len(w) > 1 && !isVowel(w[len(w)-2]):
		base = w[:len(w)-1] + "i"
	case doubles(w):
		base = w + w[len(w)-1:]
	}
	return []string{base + suffix}
}

var inflected = map[string]bool{"NNS": true, "VBD": true, "VBN": true, "VBG": true, "VBZ": true, "JJR": true, "JJS": true}

// keepLemma holds EWT conventions that differ from WordNet's morphy.
var keepLemma = map[string]string{"data": "data", "media": "media", "best": "good", "better": "good",
	// plural-only senses EWT lemmatises as such
	"regards": "regards", "troops": "troops", "supplies": "supplies", "etc": "etc.",
	// month abbreviations
	"jan.": "January", "feb.": "February", "mar.": "March", "apr.": "April", "jun.": "June", "jul.": "July",
	"aug.": "August", "sep.": "September", "sept.": "September", "oct.": "October", "nov.": "November", "dec.": "December"}

// comparativeAdverbs are adverbs the tagger rarely marks RBR, lemmatised
// to the positive.
var comparativeAdverbs = map[string]string{"later": "late", "earlier": "early", "sooner": "soon", "longer": "long"}

var unambiguousPron = map[string]bool{"i": true, "me": true, "myself": true, "he": true, "him": true, "she": true,
	"we": true, "us": true, "they": true, "them": true, "you": true, "themselves": true, "himself": true, "herself": true,
	"itself": true, "ourselves": true, "yourself": true, "my": true, "our": true, "their": true, "your": true}

// demonstrative determiners stand alone as pronouns ("that is"); UD
// English keeps quantifiers ("all of", "some say") DET.
var demonstrative = map[string]bool{"this": true, "that": true, "these": true, "those": true, "what": true, "which": true, "whatever": true}

// nominalNext reports whether a Penn tag can follow an attributive determiner.
func nominalNext(penn string) bool {
	return strings.HasPrefix(penn, "NN") || strings.HasPrefix(penn, "JJ") || penn == "CD" || penn == "RB" || penn == "RBR" || penn == "RBS" || penn == "VBG" || penn == "PRP$" || penn == "DT" || penn == "VBN"
}

// clauseIntro are prepositions that introduce a clause when a subject follows.
var clauseIntro = map[string]bool{"after": true, "before": true, "as": true, "till": true, "like": true}

// Lemma is the most probable lemma of a word out of context, which makes
// English a meteor.Lemmatizer (the Lemma module matches words whose
// lemmas are equal): WordNet's base form for the word's dominant part of
// speech (byDominance), the lower-cased word itself when WordNet does not
// know it. Deterministic and safe for concurrent use.
func (e *English) Lemma(word string) string {
	low := strings.ToLower(word)
	for _, pos := range e.byDominance(low) {
		if b, ok := e.Morphy(low, pos); ok {
			return strings.ReplaceAll(b, "_", " ")
		}
	}
	return low
}

// Fingerprint names what the analysis and Lemma are made from, for
// signatures: the embedded WordNet (with a hash of its bytes) and the
// part-of-speech tagger's module.
func (e *English) Fingerprint() string {
	return e.LemmaFingerprint() + "+prose-v3"
}

// LemmaFingerprint names what Lemma alone reads: the embedded WordNet
// (Lemma uses no tagger), for the Meteor signature's lemmas field.
func (e *English) LemmaFingerprint() string {
	return "wordnet-en#" + data.EnglishWordNetHash()
}
