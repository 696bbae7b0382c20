// Package de holds the German agreement-repair rules of package fix.
// When a rewrite puts a noun of another gender into a noun phrase, the
// words that agree with it are re-declined:
//
//   - the substituted noun takes the case and number of its slot;
//   - the determiner before it (the definite article, der-words such as
//     dieser, jener, jeder, welcher, and ein-words: ein, kein and the
//     possessives; also the contractions zum/zur) takes the new gender
//     in the slot's case;
//   - adjectives between determiner and noun take the ending of the new
//     gender, weak after a der-word, mixed after an ein-word, strong
//     without a determiner;
//   - a relative pronoun right after the noun (", der", ", die", …) takes
//     the new gender in its own case.
//
// The endings come from tables of German declension, not from the
// dictionary. A word is changed only when its present form is the one the
// tables give for the old noun's gender in the analysed case and number,
// so a misanalysed phrase is left alone rather than guessed at.
package de

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	lemmade "github.com/parmesan-mt/parmesan/lemma/de"
	"github.com/parmesan-mt/parmesan/rewrite"
)

func init() {
	fix.Register(lang.German.Code, func(l lemma.Language) fix.Fixer { return &rules{l: l} }, ruleDocs...)
}

type rules struct{ l lemma.Language }

// Rule names recorded in edits.
const (
	RuleNounSlot   = "de-noun-slot"
	RuleDeterminer = "de-determiner-gender"
	RuleAdjective  = "de-adjective-declension"
	RuleRelative   = "de-relative-gender"
	RuleKeepNoun   = "de-keep-noun"
	// RuleAdjectiveSlot is named apart from RuleAdjective: it re-inflects
	// the substituted adjective itself.
	RuleAdjectiveSlot = "de-adjective-slot"
)

var ruleDocs = []fix.Rule{
	{Name: RuleNounSlot, Doc: "the substituted noun takes the case and number of its slot"},
	{Name: RuleDeterminer, Doc: "the article or determiner before the noun takes the new noun's gender"},
	{Name: RuleAdjective, Doc: "an adjective before the noun takes the new gender's ending (strong, weak or mixed declension)"},
	{Name: RuleRelative, Doc: "the relative pronoun after the noun takes the new noun's gender"},
	{Name: RuleKeepNoun, Doc: "the reference noun is put back when the preposition fused with its article has no form for the new gender (im, ins, vom: in der, in den, von der)"},
	{Name: RuleAdjectiveSlot, Doc: "a substituted adjective takes the declension ending of the one it replaces"},
}

// Declension slots: the four cases × masculine, feminine, neuter
// singular and plural.
var caseIndex = map[string]int{"Nom": 0, "Acc": 1, "Dat": 2, "Gen": 3}

func genderIndex(gender, number string) (int, bool) {
	if number == "Plur" {
		return 3, true
	}
	if number != "Sing" {
		return 0, false
	}
	switch gender {
	case "Masc":
		return 0, true
	case "Fem":
		return 1, true
	case "Neut":
		return 2, true
	}
	return 0, false
}

// table[case][gender] is an ending (or, for the article, a form); "-"
// is no ending.
type table [4][4]string

var (
	definite = table{
		{"der", "die", "das", "die"},
		{"den", "die", "das", "die"},
		{"dem", "der", "dem", "den"},
		{"des", "der", "des", "der"},
	}
	derWord = table{
		{"er", "e", "es", "e"},
		{"en", "e", "es", "e"},
		{"em", "er", "em", "en"},
		{"es", "er", "es", "er"},
	}
	einWord = table{
		{"-", "e", "-", "e"},
		{"en", "e", "-", "e"},
		{"em", "er", "em", "en"},
		{"es", "er", "es", "er"},
	}
	weak = table{
		{"e", "e", "e", "en"},
		{"en", "e", "e", "en"},
		{"en", "en", "en", "en"},
		{"en", "en", "en", "en"},
	}
	mixed = table{
		{"er", "e", "es", "en"},
		{"en", "e", "es", "en"},
		{"en", "en", "en", "en"},
		{"en", "en", "en", "en"},
	}
	strong = table{
		{"er", "e", "es", "e"},
		{"en", "e", "es", "e"},
		{"em", "er", "em", "en"},
		{"en", "er", "en", "er"},
	}
	relative = table{
		{"der", "die", "das", "die"},
		{"den", "die", "das", "die"},
		{"dem", "der", "dem", "denen"},
		{"dessen", "deren", "dessen", "deren"},
	}
)

func ending(e string) string {
	if e == "-" {
		return ""
	}
	return e
}

// Stems of the der-words and ein-words.
var (
	derStems = []string{"dies", "jen", "jed", "welch", "manch", "solch"}
	einStems = []string{"ein", "kein", "mein", "dein", "sein", "ihr", "unser", "euer", "eur"}
)

// determiner is a determiner's declension class: its stem and table.
type determiner struct {
	stem string // "" for the definite article (whole forms)
	tab  table
	adj  table // the declension of adjectives after it
}

// classify finds the declension class of a determiner form.
func classify(low string) (determiner, bool) {
	for _, row := range definite {
		for _, f := range row {
			if low == f {
				return determiner{tab: definite, adj: weak}, true
			}
		}
	}
	for _, s := range derStems {
		if rest, ok := strings.CutPrefix(low, s); ok && isEnding(rest, derWord) {
			return determiner{stem: s, tab: derWord, adj: weak}, true
		}
	}
	for _, s := range einStems {
		if rest, ok := strings.CutPrefix(low, s); ok && isEnding(rest, einWord) {
			if s == "eur" {
				s = "euer"
			}
			return determiner{stem: s, tab: einWord, adj: mixed}, true
		}
	}
	return determiner{}, false
}

func isEnding(rest string, t table) bool {
	for _, row := range t {
		for _, e := range row {
			if rest == ending(e) {
				return true
			}
		}
	}
	return false
}

// form is the determiner's form in a slot.
func (d determiner) form(c, g int) string {
	if d.stem == "" {
		return d.tab[c][g]
	}
	e := ending(d.tab[c][g])
	if d.stem == "euer" && e != "" {
		return "eur" + e // euer + e → eure
	}
	return d.stem + e
}

// keepNoun is what phrase returns when no form of the words before the
// noun agrees with the new gender: the reference noun is put back.
const keepNoun = -2

// fusedArticle is the case and a gender (caseIndex, genderIndex) of the
// article fused into a preposition: dem dative masculine (or neuter:
// the same forms follow), das accusative neuter, der dative feminine.
func fusedArticle(art string) (c, g int, ok bool) {
	switch art {
	case "dem":
		return 2, 0, true
	case "das":
		return 1, 2, true
	case "der":
		return 2, 1, true
	}
	return 0, 0, false
}

// fuse is the contraction of prep and art (zu der: zur), ok false when
// German has none (in der).
func fuse(prep, art string) (string, bool) {
	for f, pa := range lemmade.Contractions {
		if pa[0] == prep && pa[1] == art {
			return f, true
		}
	}
	return "", false
}

// Fix implements fix.Fixer.
func (r *rules) Fix(res *rewrite.Result) ([]string, []fix.Edit) {
	tokens := append([]string(nil), res.Tokens...)
	var edits []fix.Edit
	set := func(rule string, k int, form string) {
		form = lemma.MatchCase(form, tokens[k])
		if form != tokens[k] {
			edits = append(edits, fix.Edit{Rule: rule, Pos: k, Before: tokens[k], After: form})
			tokens[k] = form
		}
	}
	if len(tokens) != len(res.Ref) {
		return tokens, nil // the rewrite changed the token count: positions are not the analysis's
	}
	for _, s := range res.Subs {
		old, nw := res.Ref[s.Pos], res.Hyp[s.HypPos]
		if old.POS == "ADJ" && nw.POS == "ADJ" {
			if f, ok := slotEnding(old, tokens[s.Pos], nw.Lemma); ok {
				set(RuleAdjectiveSlot, s.Pos, f)
			}
			continue
		}
		if old.POS != "NOUN" || nw.POS != "NOUN" {
			continue
		}
		g, ok, confirmed := hypGender(res.Hyp, s.HypPos)
		if ok && g != nw.Feats["Gender"] {
			nw.Feats = nw.Feats.With("Gender", g)
		}
		cs, num := old.Feats["Case"], old.Feats["Number"]
		c, okC := caseIndex[cs]
		if !okC || num == "" {
			continue
		}
		if n, g, ok := detNumber(res, tokens, s.Pos, c, num); ok && r.mayRead(old, cs, n) {
			// the tagged number is one the determiner's form cannot have
			// in the case ("für den Grillkochkurs" tagged plural: den is
			// the accusative masculine singular)
			num = n
			old.Feats = old.Feats.With("Number", n, "Gender", g)
		}
		if nw.Feats["Case"] != cs || nw.Feats["Number"] != num {
			f, ok, decided := "", false, false
			if num == "Sing" {
				f, ok, decided = r.singular(nw.Lemma, nw.Feats["Gender"], c)
			}
			if !decided {
				f, ok = fix.Unique(r.l, nw.Lemma, "NOUN", lemma.Feats{"Case": cs, "Number": num}, tokens[s.Pos])
			}
			if ok {
				set(RuleNounSlot, s.Pos, lemma.MatchCase(f, tokens[s.Pos]))
			}
		}
		g0, ok0 := genderIndex(old.Feats["Gender"], num)
		g1, ok1 := genderIndex(nw.Feats["Gender"], num)
		if !ok1 {
			continue
		}
		g0 = r.phrase(res, tokens, set, s.Pos, c, g0, ok0, g1)
		if g0 == keepNoun {
			if confirmed {
				// (only when the translation's own determiner has the
				// new gender alone: the tagged one is often wrong, Staat
				// as feminine, and der is masculine or feminine)
				set(RuleKeepNoun, s.Pos, old.Form)
			}
			continue
		}
		if g0 >= 0 && g0 != g1 {
			r.relative(res, tokens, set, s.Pos, g0, g1)
		}
	}
	return tokens, edits
}

// singular is the form of the noun lem (its nominative singular, of
// gender gender) in case c (caseIndex), from the rules of German
// declension rather than the learned tables: in the singular a feminine
// noun does not decline; a strong masculine or neuter adds -s or -es in
// the genitive alone (des Gebers, dem Geber); a weak masculine adds -n or
// -en outside the nominative (den Konkurrenten). The dictionary's word
// list tells which: a strong noun has a genitive in -s or -es, a weak one
// only a form in -(e)n. decided is false when the rules cannot say (a
// lemma the dictionary lacks, or an unknown gender: the caller then
// generates); ok false when they leave it undecided between forms (the
// mixed declension: des Namens, dem Namen; a genitive of neither ending).
func (r *rules) singular(lem, gender string, c int) (form string, ok, decided bool) {
	v, isVocab := r.l.(lemma.Vocabulary)
	lem = capitalized(lem) // (a tagger's lemma may be lower-case: feuer, whose feuern is a verb)
	if !isVocab || lem == "" || !v.Known(lem) {
		return "", false, false
	}
	switch gender {
	case "Fem":
		return lem, true, true
	case "Masc", "Neut":
	default:
		return "", false, false
	}
	if (v.Known(lem+"ns") || v.Known(lem+"ens")) && !v.Known(lem+"s") {
		return "", false, true // mixed: Namens, Herzens
	}
	low := strings.ToLower(lem)
	sibilant := strings.HasSuffix(low, "s") || strings.HasSuffix(low, "ß") || strings.HasSuffix(low, "x") || strings.HasSuffix(low, "z")
	gen := lem + "es"
	if strings.HasSuffix(low, "nis") {
		gen = lem + "ses" // des Ereignisses
	}
	s, es := !sibilant && v.Known(lem+"s"), v.Known(gen)
	if s || es {
		switch {
		case c != caseIndex["Gen"]:
			return lem, true, true
		case s && es && syllables(low) == 1, es && !s:
			return gen, true, true // des Tisches, des Kurses
		default:
			return lem + "s", true, true
		}
	}
	for _, e := range []string{"n", "en"} {
		if v.Known(lem + e) {
			if c == caseIndex["Nom"] {
				return lem, true, true
			}
			return lem + e, true, true
		}
	}
	return "", false, true
}

// capitalized is w with an upper-case first letter, as German writes
// nouns.
func capitalized(w string) string {
	r, n := utf8.DecodeRuneInString(w)
	if n == 0 {
		return w
	}
	return string(unicode.ToUpper(r)) + w[n:]
}

// syllables counts the vowel groups of a word.
func syllables(w string) int {
	n, in := 0, false
	for _, r := range w {
		v := strings.ContainsRune("aeiouäöüy", r)
		if v && !in {
			n++
		}
		in = v
	}
	return n
}

// hypGender is the gender the determiner before the singular noun at h
// of the hypothesis (across adjectives) allows it, read together with the
// noun's tagged gender: the one gender of a form that has one in every
// case and is no plural form (das, einen, eine, but not die; unique is
// then true); else the tagged gender when the determiner's form has it in
// some case; "" when the form rules it out ("der Kredit" tagged neuter:
// the translation or the tagger erred, and which is unknown); for an
// untagged noun, the one gender the form has in its analysed case ("ein
// Lied" accusative: neuter). ok is false without such a determiner.
// The tagged gender of a noun comes from its neighbours and the
// dictionary's readings, both unreliable for German gender (Gebiet
// masculine, Wettlauf feminine); the translation's own article is what
// the system that wrote it chose.
func hypGender(hyp []lemma.Token, h int) (g string, ok, unique bool) {
	if hyp[h].Feats["Number"] != "Sing" {
		return "", false, false
	}
	k := h - 1
	for k >= 0 && (hyp[k].POS == "ADJ" || hyp[k].POS == "DET" && k > 0 && hyp[k-1].POS == "DET" && !determinerForm(hyp[k].Form)) {
		k-- // (eine andere: declined as an adjective)
	}
	if k < 0 {
		return "", false, false
	}
	low := strings.ToLower(hyp[k].Form)
	var in func(c, g int) bool
	if pa, ok := lemmade.Contractions[low]; ok {
		in = func(c, g int) bool { return definite[c][g] == pa[1] && (c == 1 || c == 2) }
	} else if d, ok := classify(low); ok && (hyp[k].POS == "DET" || d.stem == "") {
		in = func(c, g int) bool { return d.form(c, g) == low && (g < 3 || d.stem != "ein") } // (ein has no plural)
	} else {
		return "", false, false
	}
	genders := func(cases ...int) []int { // the singular genders, then 3 for the plural
		var gs []int
		for g := 0; g < 4; g++ {
			for _, c := range cases {
				if in(c, g) {
					gs = append(gs, g)
					break
				}
			}
		}
		return gs
	}
	gs := genders(0, 1, 2, 3)
	if len(gs) == 0 {
		return "", false, false
	}
	if len(gs) == 1 && gs[0] < 3 {
		return genderName[gs[0]], true, true
	}
	if tagged := hyp[h].Feats["Gender"]; tagged != "" {
		for _, g := range gs {
			if g < 3 && genderName[g] == tagged {
				return tagged, true, false
			}
		}
		return "", true, false
	}
	if c, ok := caseIndex[hyp[k].Feats["Case"]]; ok && len(gs) > 1 {
		if in := genders(c); len(in) > 0 {
			gs = in
		}
	}
	if len(gs) == 1 && gs[0] < 3 {
		return genderName[gs[0]], true, false
	}
	return "", true, false
}

// determinerForm reports whether w is a form of the determiner tables.
func determinerForm(w string) bool {
	_, ok := classify(strings.ToLower(w))
	return ok
}

// mayRead reports whether the noun t's form has a reading of its lemma in
// case cs and number num, or no noun reading at all (a compound the
// dictionary lacks: its readings cannot rule it out).
func (r *rules) mayRead(t lemma.Token, cs, num string) bool {
	c, ok := r.l.(interface {
		Candidates(form string) []lemma.Token
	})
	if !ok {
		return false
	}
	any := false
	for _, x := range c.Candidates(t.Form) {
		if x.POS != "NOUN" || !strings.EqualFold(x.Lemma, t.Lemma) {
			continue
		}
		any = true
		if x.Feats["Case"] == cs && x.Feats["Number"] == num {
			return true
		}
	}
	return !any
}

// genders by genderIndex.
var genderName = [3]string{"Masc", "Fem", "Neut"}

// detNumber returns the number (and for the singular the gender) that the
// determiner of the noun at p (before it, across adjectives) has in case
// c, when its form rules out the tagged number num and allows only one
// reading in the other; ok false otherwise. (The tagged case may be the
// wrong one instead: Fix takes the number only when the noun's form
// can have it in that case.)
func detNumber(res *rewrite.Result, tokens []string, p, c int, num string) (string, string, bool) {
	k := p - 1
	for k >= 0 && res.Ref[k].POS == "ADJ" {
		k--
	}
	if k < 0 || res.Ref[k].POS != "DET" {
		return "", "", false
	}
	low := strings.ToLower(tokens[k])
	d, ok := classify(low)
	if !ok {
		return "", "", false
	}
	plural := d.form(c, 3) == low
	var sing []int
	for g := 0; g < 3; g++ {
		if d.form(c, g) == low {
			sing = append(sing, g)
		}
	}
	switch {
	case num == "Plur" && !plural && len(sing) == 1:
		return "Sing", genderName[sing[0]], true
	case num == "Sing" && len(sing) == 0 && plural:
		return "Plur", "", true
	}
	return "", "", false
}

// phrase re-declines the determiner and adjectives before the noun at p
// from the old gender to g1 in case c, and returns the old gender (-1
// when it is unknown). The noun's analysed gender g0 (when ok0) is
// checked against the determiner's form: taggers read a noun's gender
// less reliably than its article's ("der Karte" as masculine), so when
// the form rules g0 out, the one gender whose form it is in case c is
// the old gender.
func (r *rules) phrase(res *rewrite.Result, tokens []string, set func(string, int, string), p, c, g0 int, ok0 bool, g1 int) int {
	if !ok0 {
		g0 = -1
	}
	var adjs []int
	det := -1
	for k := p - 1; k >= 0; k-- {
		t := res.Ref[k]
		if _, ok := lemmade.Contractions[strings.ToLower(tokens[k])]; ok {
			det = k
			break
		}
		if t.POS == "ADJ" {
			adjs = append(adjs, k)
			continue
		}
		if t.POS == "DET" && k > 0 && res.Ref[k-1].POS == "DET" {
			if _, ok := classify(strings.ToLower(tokens[k])); !ok {
				adjs = append(adjs, k) // "eine andere": declined as an adjective
				continue
			}
		}
		if t.POS == "ADV" && k > 0 && res.Ref[k-1].POS != "NOUN" {
			continue // "sehr" in "ein sehr alter"
		}
		if (t.POS == "CCONJ" || tokens[k] == ",") && len(adjs) > 0 && k > 0 && res.Ref[k-1].POS == "ADJ" {
			continue // "eine gute und sichere Fahrt"
		}
		if t.POS == "DET" || t.POS == "ADP" {
			det = k
		}
		break
	}
	adjTab := strong
	if det >= 0 {
		low := strings.ToLower(tokens[det])
		if _, fused := lemmade.Contractions[low]; res.Ref[det].POS == "ADP" || fused {
			if pa, ok := lemmade.Contractions[low]; ok {
				// a preposition fused with the article: the article
				// says the case and the old gender; the new gender
				// needs the preposition's fusion with its article.
				cc, g, ok := fusedArticle(pa[1])
				if !ok {
					return -1
				}
				c = cc
				if g0 < 0 || definite[c][g0] != pa[1] {
					g0 = g
				}
				if g0 != g1 {
					f, ok := fuse(pa[0], definite[c][g1])
					if !ok {
						return keepNoun // im, ins, vom with a feminine: in der, in die
					}
					set(RuleDeterminer, det, f)
				}
				adjTab = weak
			}
		} else {
			d, ok := classify(low)
			if !ok {
				return g0 // not a determiner of the tables
			}
			if g0 < 0 || d.form(c, g0) != low {
				g0 = oldGender(d, low, c, g1, adjAfter(d, len(adjs) > 0))
				if g0 < 0 {
					// The noun's case does not explain the form: the
					// determiner's own analysed case may.
					if c2, ok := caseIndex[res.Ref[det].Feats["Case"]]; ok && c2 != c {
						if g := oldGender(d, low, c2, g1, adjAfter(d, len(adjs) > 0)); g >= 0 {
							c, g0 = c2, g
						}
					}
				}
				if g0 < 0 {
					return -1
				}
			}
			if g0 != g1 {
				set(RuleDeterminer, det, d.form(c, g1))
			}
			adjTab = d.adj
		}
	}
	if g0 < 0 || g0 == g1 {
		return g0
	}
	for _, k := range adjs {
		low := strings.ToLower(tokens[k])
		e0, e1 := ending(adjTab[c][g0]), ending(adjTab[c][g1])
		stem, ok := strings.CutSuffix(low, e0)
		if !ok || stem == "" || e0 == "" {
			continue
		}
		set(RuleAdjective, k, stem+e1)
	}
	return g0
}

// adjAfter is the adjective declension after d when adjectives follow it
// (nil when none do: their endings need not agree).
func adjAfter(d determiner, adjs bool) *table {
	if !adjs {
		return nil
	}
	return &d.adj
}

// oldGender returns the gender of g1's number (singular or plural: the
// analysed number is not changed here) whose form of d in case c is low,
// -1 when none is. Several genders may share the form (diesem: masculine and
// neuter); it returns the first when they all lead to the same new
// determiner form and, when adjectives follow, the same adjective ending
// (diesem → dieser either way), else -1.
func oldGender(d determiner, low string, c, g1 int, adj *table) int {
	g0 := -1
	from, to := 0, 3 // the singular genders, or the plural alone
	if g1 == 3 {
		from, to = 3, 4
	}
	for g := from; g < to; g++ {
		if d.form(c, g) != low {
			continue
		}
		if g0 >= 0 && adj != nil && adj[c][g] != adj[c][g0] {
			return -1
		}
		if g0 < 0 {
			g0 = g
		}
	}
	return g0
}

// declension endings, longest first, and the degree parts between an
// adjective's lemma and its ending (positive, superlative, comparative).
var (
	adjEndings  = []string{"en", "em", "er", "es", "e", ""}
	degreeInfix = map[string]bool{"": true, "st": true, "est": true, "er": true}
)

// split divides an adjective form into its lemma, a degree part and a
// declension ending; ok is false when the form does not start with the
// lemma (umlauted comparatives: größer) or the rest is no such parts.
func split(form, lem string) (degree, end string, ok bool) {
	rest, ok := strings.CutPrefix(strings.ToLower(form), strings.ToLower(lem))
	if !ok {
		return "", "", false
	}
	for _, e := range adjEndings {
		if d, ok := strings.CutSuffix(rest, e); ok && degreeInfix[d] {
			return d, e, true
		}
	}
	return "", "", false
}

// slotEnding is the new adjective (the hypothesis form now at the slot,
// of lemma lem) with the declension ending of the old one: "die
// schlimmste Rezession" with schwersten gives schwerste. It keeps the new
// form's degree.
func slotEnding(old lemma.Token, form, lem string) (string, bool) {
	_, e0, ok0 := split(old.Form, old.Lemma)
	d1, e1, ok1 := split(form, lem)
	if !ok0 || !ok1 || e0 == e1 || d1 == "er" && e1 == "" {
		return "", false // (a bare comparative -er is no ending to replace)
	}
	return lem + d1 + e0, true
}

// relative re-declines a relative pronoun after ", " following the noun
// at p, keeping its case.
func (r *rules) relative(res *rewrite.Result, tokens []string, set func(string, int, string), p, g0, g1 int) {
	k := p + 2
	if k >= len(tokens) || tokens[p+1] != "," || res.Ref[k].POS != "PRON" && res.Ref[k].POS != "DET" {
		return
	}
	low := strings.ToLower(tokens[k])
	// The analysed case decides between syncretic forms (feminine die:
	// nominative or accusative); else the form must have one case.
	if c, ok := caseIndex[res.Ref[k].Feats["Case"]]; ok && relative[c][g0] == low {
		set(RuleRelative, k, relative[c][g1])
		return
	}
	found := -1
	for c, row := range relative {
		if row[g0] == low {
			if found >= 0 && relative[found][g1] != relative[c][g1] {
				return
			}
			found = c
		}
	}
	if found >= 0 {
		set(RuleRelative, k, relative[found][g1])
	}
}
