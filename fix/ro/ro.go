// Package ro holds the Romanian agreement-repair rules of package fix.
// When a rewrite puts a noun of another gender into a phrase, the words
// that agree with it are re-generated through the Romanian morphology
// (lemma/ro) with the new noun's gender, each in its own case, number and
// definiteness:
//
//   - the substituted noun takes its slot's number, definiteness (the
//     enclitic article: "clipa" → "momentul", "înregistrări" →
//     "raport") and, where the slot has one, case ("unei înregistrări" →
//     "unui raport");
//   - determiners and adjectives before it ("o rapidă răspândire" → "un
//     rapid succes", "acest", "această", "alt", "altă") and after it
//     (adjectives, demonstratives and possessives: "tatăl tău" → "mama
//     ta", "felul acesta" → "maniera aceasta"), and the possessive
//     article al/a/ai/ale after it or before a genitive relative ("al
//     cărei scop" → "a cărei intenție");
//   - the predicative adjective or participle after a form of fi (or
//     părea, deveni, rămâne): "a fost întreruptă" → "a fost întrerupt";
//     a participle after avea (the compound past) does not agree;
//   - adjectives set off by a comma after the noun's phrase and its
//     complements, to the sentence's end, when each agrees with the old
//     noun and none with a noun between ("apartament 2 camere ,
//     ultracentral , curat și spațios" → "garsonieră 2 camere ,
//     ultracentrală , curată și spațioasă").
//
// The possessive determiners (meu, tău, său, nostru, vostru) are a closed
// paradigm generated from a table: the treebank the morphology learns
// from shows them only in part, and UD writes nostru's lemma as meu.
// An adjective the dictionary lists without affixes (destul) has its
// lemma as its masculine singular.
// Romanian neuters are masculine in the singular and feminine in the
// plural, as UD Romanian-RRT annotates them; the new noun's gender is
// read off its form in the slot's number. A word is changed only when the
// morphology has a reading of it that agrees with the old noun and a form
// of that reading with the new gender.
package ro

import (
	"strings"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/fix/internal/agree"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/rewrite"
)

func init() {
	fix.Register(lang.Romanian.Code, New, ruleDocs...)
}

// Rule names recorded in edits.
const (
	RuleNounSlot   = "ro-noun-slot"
	RuleDeterminer = "ro-determiner-gender"
	RuleAttribute  = "ro-attribute-gender"
	RulePossessive = "ro-possessive-article"
	RulePredicate  = "ro-predicate-gender"
	// RuleAdjectiveSlot re-inflects the substituted adjective itself.
	RuleAdjectiveSlot = "ro-adjective-slot"
	RuleClitic        = "ro-clitic-doubling"
)

var ruleDocs = []fix.Rule{
	{Name: RuleNounSlot, Doc: "the substituted noun takes its slot's number, definiteness (enclitic article) and case"},
	{Name: RuleDeterminer, Doc: "an article, demonstrative, possessive or other determiner of the noun takes its gender (un/o, acest/această, tău/ta)"},
	{Name: RuleAttribute, Doc: "an adjective or participle of the noun, before or after it (also set off by a comma after its phrase, to the sentence's end), takes its gender"},
	{Name: RulePossessive, Doc: "the possessive article al/a/ai/ale agrees with the possessed noun"},
	{Name: RulePredicate, Doc: "a predicative adjective or participle after fi (părea, deveni, rămâne) takes the subject's gender"},
	{Name: RuleAdjectiveSlot, Doc: "a substituted adjective takes the gender, number, case and definiteness of the one it replaces"},
	{Name: RuleClitic, Doc: "the weak accusative pronoun doubling a fronted object noun (îl/o/îi/le before a verb with its own subject after it) takes its gender"},
}

type rules struct{ m agree.Morphology }

// New returns the Romanian Fixer over l (the lemma/ro language); a
// language without readings out of context repairs nothing. Safe for
// concurrent use when l is.
func New(l lemma.Language) fix.Fixer {
	m, ok := l.(agree.Morphology)
	if !ok {
		return agree.None{}
	}
	return &rules{m}
}

var (
	before   = map[string]bool{"DET": true, "ADJ": true, "NUM": true}
	after    = map[string]bool{"DET": true, "ADJ": true}
	predPOS  = map[string]bool{"ADJ": true, "VERB": true}
	demPOS   = map[string]bool{"DET": true, "ADJ": true, "PRON": true}
	copulas  = map[string]bool{"fi": true, "părea": true, "deveni": true, "rămâne": true}
	genKeys  = []string{"Case", "Number", "Gender", "Definite", "VerbForm"}
	checkFor = []string{"Case", "Number", "Gender", "Definite"}
)

// Fix implements fix.Fixer.
func (r *rules) Fix(res *rewrite.Result) ([]string, []fix.Edit) {
	e := agree.NewEditor(res)
	if len(res.Tokens) != len(res.Ref) {
		return e.Tokens, nil
	}
	for _, sub := range res.Subs {
		old, nw := res.Ref[sub.Pos], res.Hyp[sub.HypPos]
		if old.POS == "ADJ" && nw.POS == "ADJ" {
			if !agree.Reads(r.m, old.Form, old.Lemma, "ADJ", old.Feats, agree.Present(old.Feats, "Number", "Gender", "Case")) {
				continue
			}
			if n, ok := agree.NeighbourNoun(res, sub.Pos); ok {
				// its noun was substituted too: the adjective agrees
				// with the new one ("într-un mod deosebit")
				if g := r.gender(n.Form, n, old.Feats["Number"]); g != "" {
					old.Feats = old.Feats.With("Gender", g)
				}
			}
			r.adjectiveSlot(e, sub.Pos, old, nw)
			continue
		}
		if old.POS != "NOUN" || nw.POS != "NOUN" {
			continue
		}
		num := old.Feats["Number"]
		if num == "" || !agree.Reads(r.m, old.Form, old.Lemma, "NOUN", old.Feats, agree.Present(old.Feats, "Number", "Case", "Definite")) {
			continue // (features the old noun's form cannot have are no guide)
		}
		r.slot(e, sub.Pos, old, nw)
		if nw.Feats["Number"] != num && !agree.Reads(r.m, e.Tokens[sub.Pos], nw.Lemma, "NOUN", lemma.Feats{"Number": num}, []string{"Number"}) {
			continue // the new noun could not be put in the slot's number: its gender there is unknown
		}
		g0 := old.Feats["Gender"]
		g1 := r.gender(e.Tokens[sub.Pos], nw, num)
		if g0 == "" || g1 == "" || g0 == g1 {
			continue
		}
		want := lemma.Feats{"Number": num, "Gender": g0, "Case": old.Feats["Case"]} // (regen matches Number and Gender; Case is the noun's)
		r.before(res, e, sub.Pos, want, g1)
		end := r.after(res, e, sub.Pos, want, g1)
		r.detached(res, e, end, want, g1)
		if c := old.Feats["Case"]; c == "" || strings.Contains(c, "Nom") {
			r.predicate(res, e, end, want, g1)
		}
		if c := old.Feats["Case"]; c == "" || strings.Contains(c, "Acc") {
			r.clitic(res, e, end, want, g1)
		}
	}
	return e.Tokens, e.Edits
}

// slot puts the new noun at p into the old noun's number, definiteness
// and case.
func (r *rules) slot(e *agree.Editor, p int, old, nw lemma.Token) {
	want := lemma.Feats{}
	var check []string
	for _, k := range []string{"Number", "Definite", "Case"} {
		if v := old.Feats[k]; v != "" {
			want[k] = v
			check = append(check, k)
		}
	}
	if agree.Reads(r.m, e.Tokens[p], nw.Lemma, "NOUN", want, check) {
		return
	}
	if f := agree.Gen(r.m, nw.Lemma, "NOUN", want, check); len(f) > 0 {
		e.SetSlot(RuleNounSlot, p, f[0])
	}
}

// adjectiveSlot puts a substituted adjective into the features of the
// one it replaced ("trei zile cumplite" with groaznic: groaznice).
func (r *rules) adjectiveSlot(e *agree.Editor, p int, old, nw lemma.Token) {
	want := lemma.Feats{}
	for _, k := range checkFor {
		if v := old.Feats[k]; v != "" {
			want[k] = v
		}
	}
	if agree.Reads(r.m, e.Tokens[p], nw.Lemma, "ADJ", want, agree.Present(want, checkFor...)) ||
		agree.Reads(r.m, e.Tokens[p], nw.Lemma, "ADJ", want, agree.Present(want, "Number", "Gender")) && want["Gender"] == "Masc" {
		return // the word already has the features (a masculine has one form for every case)
	}
	if nw.Feats["Number"] == want["Number"] && nw.Feats["Gender"] == "" && nw.Feats["Case"] == "" {
		return // a form the hypothesis's analysis leaves genderless and caseless in the right number: "o problemă mare"
	}
	rd := lemma.Token{Lemma: nw.Lemma, POS: "ADJ", Feats: old.Feats}
	if f, ok := r.form(rd, old.Feats["Gender"], old.Feats["Case"], e.Tokens[p]); ok && !strings.EqualFold(f, e.Tokens[p]) {
		e.SetSlot(RuleAdjectiveSlot, p, f)
	}
}

// gender is the gender of the new noun in number num: its analysis's
// when that is of the same number (the tagger saw its article), else the
// one most of the readings of its form (now in the slot's number) give.
func (r *rules) gender(form string, nw lemma.Token, num string) string {
	n := map[string]int{}
	best := ""
	for _, c := range r.m.Candidates(form) {
		if c.POS != "NOUN" || !strings.EqualFold(c.Lemma, nw.Lemma) || c.Feats["Number"] != num {
			continue
		}
		if g := c.Feats["Gender"]; g != "" {
			n[g]++
			if best == "" || n[g] > n[best] {
				best = g
			}
		}
	}
	if g := nw.Feats["Gender"]; g != "" && nw.Feats["Number"] == num && r.hasGender(nw, g) {
		return g // the hypothesis's own analysis, in context, in the slot's number
	}
	return best
}

// lister is a morphology that gives the affix flag sets of a word's
// dictionary entries (lemma/hunspell.Language).
type lister interface{ Entries(form string) []string }

// bare reports whether the dictionary lists form only without affix
// flags (hunspell-ro: băiat, beside băiatul, băiatului, …).
func (r *rules) bare(form string) bool {
	l, ok := r.m.(lister)
	if !ok {
		return false
	}
	es := l.Entries(form)
	for _, e := range es {
		if e != "" {
			return false
		}
	}
	return len(es) > 0
}

// hasGender reports whether the hypothesis noun nw's form has a reading
// of its lemma with gender g, or none of its lemma at all: a gender
// tagged in context that no reading of the lemma has is a tagging error
// ("Sunt soții" of soție tagged masculine, as the husbands would be).
func (r *rules) hasGender(nw lemma.Token, g string) bool {
	if r.bare(nw.Form) {
		return true // the dictionary's readings of a word listed without affixes are guesses
	}
	any := false
	for _, c := range r.m.Candidates(nw.Form) {
		if c.POS != "NOUN" || !strings.EqualFold(c.Lemma, nw.Lemma) || c.Feats["Gender"] == "" {
			continue
		}
		if c.Feats["Gender"] == g {
			return true
		}
		any = true
	}
	return !any
}

// regen re-generates the word at k in the gender g1 when a reading of it
// (the tagged one, then those out of context with the same part of
// speech, and for a participle its adjective) agrees with want's number
// and gender; want's case is the noun's. It reports whether a reading
// agreed (the word belongs to the phrase), whether or not a form was
// found.
func (r *rules) regen(res *rewrite.Result, e *agree.Editor, k int, want lemma.Feats, pos map[string]bool, g1, rule string) bool {
	return r.regenAs(res, e, k, want, pos, g1, rule, "")
}

// regenAs is regen reading the word at k as part of speech as (its
// readings out of context with it) when as is set.
func (r *rules) regenAs(res *rewrite.Result, e *agree.Editor, k int, want lemma.Feats, pos map[string]bool, g1, rule, as string) bool {
	nounCase := want["Case"]
	want = lemma.Feats{"Number": want["Number"], "Gender": want["Gender"]}
	w := res.Ref[k]
	if as != "" {
		w = lemma.Token{Form: w.Form, POS: as}
	}
	var reads []lemma.Token
	fits := func(t lemma.Token) bool {
		return pos[t.POS] && t.Feats["Number"] == want["Number"] && (t.Feats["Gender"] == "" || t.Feats["Gender"] == want["Gender"])
	}
	if fits(w) {
		reads = append(reads, w)
	}
	if pos[w.POS] {
		for _, c := range r.m.Candidates(e.Tokens[k]) {
			if fits(c) && (c.POS == w.POS || w.POS == "VERB" && c.POS == "ADJ") {
				reads = append(reads, c)
			}
		}
	}
	if len(reads) == 0 {
		return false
	}
	for _, rd := range reads {
		// (a form that is the word itself comes from a reading that
		// does not tell the genders apart: the next one may)
		if f, ok := r.form(rd, g1, nounCase, e.Tokens[k]); ok && !strings.EqualFold(f, e.Tokens[k]) {
			e.Set(rule, k, f)
			break
		}
	}
	return true
}

// form generates the reading rd in the gender g1: of the forms realising
// it, the one closest in spelling to cur, the word now there (the variant
// of the same register and inflection: asta → ăsta, not acesta).
func (r *rules) form(rd lemma.Token, g1, nounCase, cur string) (string, bool) {
	target := lemma.Feats{}
	for _, key := range genKeys {
		if v := rd.Feats[key]; v != "" {
			target[key] = v
		}
	}
	target["Gender"] = g1
	if _, has := target["Case"]; !has && g1 == "Fem" && rd.POS != "VERB" {
		// A masculine singular adjective has one form for every case; the
		// feminine's case is the noun's, else the nominative-accusative.
		target["Case"] = "Acc,Nom"
		if nounCase != "" {
			target["Case"] = nounCase
		}
	}
	targets := []lemma.Feats{target}
	if target["Case"] != "" {
		// (treebank masculine adjectives and participles often carry
		// no case: their forms do not vary by it; nor does al/a)
		targets = append(targets, target.Clone())
		delete(targets[1], "Case")
	}
	check := func(t lemma.Feats) []string {
		var ks []string
		for _, key := range checkFor {
			if t[key] != "" {
				ks = append(ks, key)
			}
		}
		return ks
	}
	// The reading's own part of speech first, with the case and without,
	// then those Gen falls back on: al/a (DET, no case) is not to give
	// way to a dictionary adjective "ală" that has one.
	for _, g := range []func(lem, pos string, f lemma.Feats, check []string) []string{
		func(lem, pos string, f lemma.Feats, check []string) []string {
			return agree.GenAs(r.m, lem, pos, f, check)
		},
		func(lem, pos string, f lemma.Feats, check []string) []string {
			return agree.Gen(r.m, lem, pos, f, check)
		},
	} {
		for _, t := range targets {
			if f := g(rd.Lemma, rd.POS, t, check(t)); len(f) > 0 {
				return agree.Closest(f, cur), true
			}
		}
	}
	return r.masculineLemma(rd, target)
}

func ruleOf(t lemma.Token) string {
	if t.POS == "DET" || t.POS == "NUM" {
		return RuleDeterminer
	}
	return RuleAttribute
}

// before re-generates the determiners, numerals and adjectives right
// before the noun at p, across an adverb ("o foarte rapidă"), and an
// article al/a before a genitive relative ("al cărei scop").
func (r *rules) before(res *rewrite.Result, e *agree.Editor, p int, want lemma.Feats, g1 string) {
	for k := p - 1; k >= 0; k-- {
		t := res.Ref[k]
		if t.POS == "ADV" && k > 0 && before[res.Ref[k-1].POS] {
			continue
		}
		if strings.EqualFold(t.Lemma, "al") {
			return // the article before a genitive agrees with the noun before it
		}
		if strings.Contains(t.Feats["Case"], "Gen") && t.POS != "DET" && k > 0 && strings.EqualFold(res.Ref[k-1].Lemma, "al") {
			r.regen(res, e, k-1, want, after, g1, RulePossessive)
			return
		}
		if t.POS == "NOUN" && k > 0 && res.Ref[k-1].POS == "DET" {
			// "o cuceritoare expresivitate": between a determiner and
			// the noun, a word the tagger called a noun is a prenominal
			// adjective when the dictionary reads it as one agreeing
			if !r.regenAs(res, e, k, want, before, g1, RuleAttribute, "ADJ") {
				return
			}
			continue
		}
		if !before[t.POS] || !r.regen(res, e, k, want, before, g1, ruleOf(t)) {
			return
		}
	}
}

// after re-generates the adjectives, demonstratives and possessives right
// after the noun at p, with the article al/a/ai/ale and cel/cea before an
// adjective, and returns the position after them.
func (r *rules) after(res *rewrite.Result, e *agree.Editor, p int, want lemma.Feats, g1 string) int {
	k := p + 1
	for ; k < len(res.Ref); k++ {
		t := res.Ref[k]
		if t.POS == "ADV" && k+1 < len(res.Ref) && res.Ref[k+1].POS == "ADJ" {
			continue
		}
		if strings.EqualFold(t.Lemma, "al") {
			// al/a/ai/ale agrees with this noun; what follows it is
			// another's genitive, save a possessive (al meu).
			if !r.regen(res, e, k, want, after, g1, RulePossessive) {
				break
			}
			if k+1 < len(res.Ref) && res.Ref[k+1].Feats["Poss"] == "Yes" {
				r.regen(res, e, k+1, want, after, g1, RuleDeterminer)
				k++
			}
			return k + 1
		}
		if f, ok := possessive(t.Form, want, g1); ok {
			e.Set(RuleDeterminer, k, f)
			continue
		}
		pos := after
		switch {
		case t.POS == "VERB" && t.Feats["VerbForm"] == "Part":
			pos = predPOS // a participle as attribute: "iconița atârnată de el"
		case t.POS == "PRON" && t.Feats["PronType"] == "Dem":
			pos = demPOS // a demonstrative the tagger took for a pronoun: "clipa asta"
		}
		if !pos[t.POS] || !r.regen(res, e, k, want, pos, g1, ruleOf(t)) {
			break
		}
	}
	return k
}

// clitic re-generates the weak accusative pronoun at k that doubles the
// noun phrase before it as a fronted object ("Punctul esențial îl
// constituie determinarea" → "Problema esențială o constituie …"): it
// agrees with the old noun and the verb after it has a subject of its own
// after it, a noun without a preposition. (Without that subject the noun
// is the verb's subject and the pronoun another object: "Ion îl vede".)
func (r *rules) clitic(res *rewrite.Result, e *agree.Editor, k int, want lemma.Feats, g1 string) {
	if k+2 >= len(res.Ref) {
		return
	}
	t, v, subj := res.Ref[k], res.Ref[k+1], res.Ref[k+2]
	if t.POS != "PRON" || t.Feats["Strength"] != "Weak" || t.Feats["Case"] != "Acc" || t.Feats["Person"] != "3" ||
		t.Feats["Reflex"] == "Yes" || t.Feats["Number"] != want["Number"] || t.Feats["Gender"] != want["Gender"] {
		return
	}
	if v.POS != "VERB" && v.POS != "AUX" || v.Feats["Person"] != "3" && v.Feats["Person"] != "" {
		return
	}
	if subj.POS != "NOUN" || !strings.Contains(subj.Feats["Case"], "Nom") {
		return
	}
	target := lemma.Feats{"Case": "Acc", "Number": want["Number"], "Gender": g1, "Person": "3"}
	check := []string{"Case", "Number", "Gender", "Person"}
	if f := agree.GenAs(r.m, t.Lemma, "PRON", target, check); len(f) > 0 {
		if c := agree.Closest(f, e.Tokens[k]); !strings.EqualFold(c, e.Tokens[k]) {
			e.Set(RuleClitic, k, c)
		}
	}
}

// genitivePron are the genitive forms of the third-person pronoun, which
// follow the noun they possess.
var genitivePron = map[string]bool{"lui": true, "ei": true, "lor": true}

// parenthetical returns the position of the comma closing the
// parenthetical that the comma at k opens (at most six words, no verb),
// or -1.
func parenthetical(res *rewrite.Result, k int) int {
	for j := k + 1; j < len(res.Ref) && j <= k+7; j++ {
		switch t := res.Ref[j]; {
		case t.Form == ",":
			if j == k+1 {
				return -1
			}
			return j
		case t.POS == "VERB" || t.POS == "AUX" || t.POS == "PUNCT" || t.POS == "SCONJ" || t.POS == "CCONJ":
			return -1
		}
	}
	return -1
}

// predicate re-generates the predicative adjective or participle after a
// copula, from k (after the subject's phrase) to the clause's end.
func (r *rules) predicate(res *rewrite.Result, e *agree.Editor, k int, want lemma.Feats, g1 string) {
	copula := false
	for ; k < len(res.Ref); k++ {
		t := res.Ref[k]
		low := strings.ToLower(t.Lemma)
		switch {
		case t.POS == "AUX" || t.POS == "VERB" && copulas[low]:
			copula = copulas[low] // avea (a venit) is no copula
		case !copula && (t.POS == "NOUN" && strings.Contains(t.Feats["Case"], "Gen") || t.POS == "ADJ" || t.POS == "DET"):
			// a genitive after the subject and its words: "Corespondența
			// punctelor este …"
		case !copula && t.POS == "PRON" && genitivePron[strings.ToLower(t.Form)]:
			// the possessor: "Diatriba ei a fost …"
		case !copula && t.Form == ",":
			// a parenthetical without a verb: "plenitudinea , în
			// asemenea clipe , îi pare …"
			j := parenthetical(res, k)
			if j < 0 {
				return
			}
			k = j
		case t.POS == "ADV" || t.POS == "PART" || t.POS == "PRON" && t.Feats["Strength"] == "Weak":
		case t.POS == "CCONJ" && copula:
		case predPOS[t.POS] && copula:
			if !r.regen(res, e, k, want, predPOS, g1, RulePredicate) {
				return
			}
		default:
			return
		}
	}
}

// adjPOS is the part of speech of a detached attribute.
var adjPOS = map[string]bool{"ADJ": true}

// agreesAs reports whether a reading of the word t as part of speech pos
// (its tagged one or one out of context) has number and gender f's.
func (r *rules) agreesAs(t lemma.Token, pos string, f lemma.Feats) bool {
	fits := func(c lemma.Token) bool {
		return c.POS == pos && c.Feats["Number"] == f["Number"] && c.Feats["Gender"] == f["Gender"]
	}
	if fits(t) {
		return true
	}
	for _, c := range r.m.Candidates(t.Form) {
		if fits(c) {
			return true
		}
	}
	return false
}

// detached re-generates the adjectives set off by a comma after the
// noun's phrase and its complements ("Vând apartament 2 camere ,
// ultracentral , curat și spațios ."): a list of adjectives joined by
// commas, și or sau that runs to the sentence's end, each agreeing with
// the old noun and with none of the nouns between (which it could
// otherwise belong to).
func (r *rules) detached(res *rewrite.Result, e *agree.Editor, k int, want lemma.Feats, g1 string) {
	var between []lemma.Token
	j := k
	for ; j < len(res.Ref) && res.Ref[j].Form != ","; j++ {
		switch t := res.Ref[j]; {
		case j >= k+6:
			return
		case t.POS == "NOUN" || t.POS == "PROPN":
			between = append(between, t)
		case t.POS != "NUM" && t.POS != "ADP" && t.POS != "DET" && t.POS != "ADJ":
			return
		}
	}
	var list []int
	for j++; j < len(res.Ref); j += 2 {
		t := res.Ref[j]
		if !r.agreesAs(t, "ADJ", want) {
			return
		}
		for _, n := range between {
			if r.agreesAs(t, "ADJ", n.Feats) {
				return
			}
		}
		list = append(list, j)
		if j+1 == len(res.Ref) {
			break
		}
		next := res.Ref[j+1]
		low := strings.ToLower(next.Form)
		if next.Form == "," || low == "și" || low == "sau" {
			continue
		}
		if next.POS == "PUNCT" && next.Form != "," && next.Form != "-" {
			break // the sentence's (or clause's) end
		}
		return
	}
	for _, a := range list {
		as := ""
		if res.Ref[a].POS != "ADJ" {
			as = "ADJ"
		}
		r.regenAs(res, e, a, want, adjPOS, g1, RuleAttribute, as)
	}
}
