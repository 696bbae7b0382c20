// Package es holds the Spanish agreement-repair rules of package fix
// (the rules French and Spanish share are fix/internal/agree's Romance):
//
//   - a substituted noun takes its slot's number, and when its gender
//     differs the words agreeing with it take the new gender: the
//     determiners (el/la, un/una, este/esta, ese/esa, aquel/aquella,
//     nuestro/nuestra, otro/otra, todo/toda, mucho/mucha …) and
//     adjectives before it, the adjectives and participle after it, and
//     the predicative adjective or participle after ser or estar
//     (parecer, quedar, resultar) when it heads the subject: "La casa es
//     blanca" → "El edificio es blanco";
//   - a substituted adjective takes the gender and number of the one it
//     replaces, a substituted verb its form (tense, mood, person, number;
//     a participle's gender and number) and its enclitic pronouns
//     ("sentarse" → "acomodarse", "sentándose" → "acomodándose");
//   - a feminine singular noun in stressed a- takes el, un, algún,
//     ningún right before it (el agua, un arma), and the conjunctions y
//     and o become e and u before i- and o-;
//   - a substitution is declined (the reference's word put back) when its
//     repair is unknown: a form the dictionary cannot generate, a gender
//     nothing tells, a contraction that would split or merge tokens
//     (del → de la, a la → al), an imperative with enclitics, or a
//     reflexive verb replaced by a non-reflexive one or the reverse.
package es

import (
	"strings"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/fix/internal/agree"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
)

func init() {
	fix.Register(lang.Spanish.Code, New, ruleDocs...)
}

// Rule names recorded in edits.
const (
	RuleNounSlot      = "es-noun-slot"
	RuleAdjectiveSlot = "es-adjective-slot"
	RuleVerbSlot      = "es-verb-slot"
	RuleDeterminer    = "es-determiner-gender"
	RuleAttribute     = "es-attribute-gender"
	RulePredicate     = "es-predicate-gender"
	RulePronoun       = "es-pronoun-gender"
	RuleSound         = "es-sound"
	RuleDeclined      = "es-declined"
)

var ruleDocs = []fix.Rule{
	{Name: RuleNounSlot, Doc: "the substituted noun takes its slot's number"},
	{Name: RuleAdjectiveSlot, Doc: "a substituted adjective takes the gender and number of the one it replaces"},
	{Name: RuleVerbSlot, Doc: "a substituted verb takes the form (tense, mood, person, number; a participle's gender) and the enclitic pronouns of the one it replaces"},
	{Name: RuleDeterminer, Doc: "a determiner of the noun takes its gender (el/la, un/una, este/esta, aquel/aquella, nuestro/nuestra, otro/otra)"},
	{Name: RuleAttribute, Doc: "an adjective or participle of the noun, before or after it, takes its gender"},
	{Name: RulePredicate, Doc: "a predicative adjective or participle after ser or estar (parecer, quedar, resultar) takes the subject's gender"},
	{Name: RulePronoun, Doc: "a weak object pronoun before a verb referring back to the noun (lo/la, los/las) takes its gender"},
	{Name: RuleSound, Doc: "el/un before a feminine noun in stressed a- (el agua), and e/u for y/o before i-/o-"},
	{Name: RuleDeclined, Doc: "a substitution whose repair is unknown is undone: the reference's word is put back"},
}

// determiners are the gendered determiners (masculine singular,
// feminine singular, masculine plural, feminine plural); "" is a form
// two tokens write (del → de la).
var determiners = [][4]string{
	{"el", "la", "los", "las"},
	{"un", "una", "unos", "unas"},
	{"este", "esta", "estos", "estas"},
	{"ese", "esa", "esos", "esas"},
	{"aquel", "aquella", "aquellos", "aquellas"},
	{"nuestro", "nuestra", "nuestros", "nuestras"},
	{"vuestro", "vuestra", "vuestros", "vuestras"},
	{"otro", "otra", "otros", "otras"},
	{"todo", "toda", "todos", "todas"},
	{"mucho", "mucha", "muchos", "muchas"},
	{"poco", "poca", "pocos", "pocas"},
	{"tanto", "tanta", "tantos", "tantas"},
	{"cuánto", "cuánta", "cuántos", "cuántas"},
	{"cuanto", "cuanta", "cuantos", "cuantas"},
	{"algún", "alguna", "algunos", "algunas"},
	{"ningún", "ninguna", "ningunos", "ningunas"},
	{"cierto", "cierta", "ciertos", "ciertas"},
	{"dicho", "dicha", "dichos", "dichas"},
	{"cuyo", "cuya", "cuyos", "cuyas"},
	{"mismo", "misma", "mismos", "mismas"},
	{"primer", "primera", "primeros", "primeras"},
	{"tercer", "tercera", "terceros", "terceras"},
	{"del", "", "", ""},
	{"al", "", "", ""},
}

// partitives are the pronouns (masculine, feminine) that head a plural
// phrase through de.
var partitives = [][2]string{{"uno", "una"}, {"alguno", "alguna"}, {"ninguno", "ninguna"}, {"otro", "otra"}}

// clitics are the weak object pronouns of the third person (masculine
// singular, feminine singular, masculine plural, feminine plural), and
// inverted the subject pronouns written after their verb.
var (
	clitics  = [][4]string{{"lo", "la", "los", "las"}}
	inverted [][4]string
)

var copulas = map[string]bool{"ser": true, "estar": true, "parecer": true, "quedar": true, "resultar": true, "permanecer": true}

var reflexives = map[string]bool{"se": true, "me": true, "te": true, "nos": true, "os": true}

// New returns the Spanish Fixer over l (the lemma/es language); a
// language without readings out of context repairs nothing. Safe for
// concurrent use when l is.
func New(l lemma.Language) fix.Fixer {
	m, ok := l.(agree.Morphology)
	if !ok {
		return agree.None{}
	}
	return &agree.Romance{M: m, Determiners: determiners, Partitives: partitives, Clitics: clitics, Inverted: inverted, Copulas: copulas, Reflexives: reflexives, Sound: sound, Regular: regular,
		Enclitic: enclitic, Attach: attach,
		Rules: agree.RomanceRules{NounSlot: RuleNounSlot, AdjectiveSlot: RuleAdjectiveSlot, VerbSlot: RuleVerbSlot,
			Determiner: RuleDeterminer, Attribute: RuleAttribute, Predicate: RulePredicate, Pronoun: RulePronoun, Sound: RuleSound, Declined: RuleDeclined}}
}

// stressedA reports whether a word begins with a stressed a (agua,
// alma, hambre, área): a written á, or an a in the first of two
// syllables of a word stressed on its last but one.
func stressedA(w string) bool {
	w = strings.ToLower(w)
	w = strings.TrimPrefix(w, "h")
	if strings.HasPrefix(w, "á") {
		return true
	}
	if !strings.HasPrefix(w, "a") || strings.ContainsAny(w, "áéíóú") {
		return false
	}
	last := w[len(w)-1:]
	if !strings.Contains("aeiouns", last) {
		return false
	}
	return syllables(w) == 2
}

// syllables counts the vowel groups of a word: a weak vowel (i, u)
// with another vowel is one syllable, two strong ones (a, e, o, or an
// accented vowel) are two.
func syllables(w string) int {
	n := 0
	var prev rune
	for _, c := range w {
		v := strings.ContainsRune("aeiouáéíóúü", c)
		pv := prev != 0 && strings.ContainsRune("aeiouáéíóúü", prev)
		strong := func(r rune) bool { return strings.ContainsRune("aeoáéíóú", r) }
		if v && (!pv || strong(c) && strong(prev)) {
			n++
		}
		prev = c
	}
	return n
}

// apocope are the forms before a feminine singular noun in stressed a-,
// by the feminine's usual form.
var apocope = map[string]string{"la": "el", "una": "un", "alguna": "algún", "ninguna": "ningún"}

// sound repairs the pair of tokens k, k+1: the article before a
// feminine noun in stressed a-, y/e and o/u, and the contractions that
// cannot be written in place (de el, a el).
func sound(toks []string, ref []lemma.Token, k int, gender, _ string) ([]string, bool) {
	a, b := strings.ToLower(toks[k]), strings.ToLower(toks[k+1])
	set := func(w string) ([]string, bool) {
		toks[k] = lemma.MatchCase(w, toks[k])
		return toks, true
	}
	switch {
	case (a == "de" || a == "a") && b == "el" && k < len(ref) && ref[k].POS == "ADP":
		return toks, false // del, al: one token for two
	case a == "y" && startsI(b):
		return set("e")
	case a == "e" && !startsI(b) && k < len(ref) && ref[k].POS == "CCONJ":
		return set("y")
	case a == "o" && startsO(b):
		return set("u")
	case a == "u" && !startsO(b) && k < len(ref) && ref[k].POS == "CCONJ":
		return set("o")
	}
	if gender != "Fem" {
		return toks, true
	}
	stressed := stressedA(b) && !strings.HasSuffix(b, "s")
	if m, ok := apocope[a]; ok && stressed {
		return set(m)
	}
	for f, m := range apocope {
		if m == a && !stressed {
			return set(f)
		}
	}
	return toks, true
}

// startsI reports whether a word begins with the sound i (i-, hi- not
// before a vowel: e before "Italia", "hijo", but y before "hielo").
func startsI(w string) bool {
	w = strings.TrimPrefix(w, "h")
	if !strings.HasPrefix(w, "i") && !strings.HasPrefix(w, "í") {
		return false
	}
	r := []rune(w)
	return len(r) < 2 || !strings.ContainsRune("aeoáéó", r[1])
}

// startsO reports whether a word begins with the sound o (o-, ho-).
func startsO(w string) bool {
	w = strings.TrimPrefix(w, "h")
	return strings.HasPrefix(w, "o") || strings.HasPrefix(w, "ó")
}

// enclitics are the pronouns written after an infinitive, gerund or
// imperative, longest first for the suffix match.
var enclitics = []string{"nos", "les", "los", "las", "se", "me", "te", "os", "le", "lo", "la"}

// deaccent removes the written accent (the one enclitics add).
var deaccent = strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u")

// enclitic splits an infinitive or gerund into its form without enclitic
// pronouns and the pronouns ("sentándose" → "sentando", "se"); an
// imperative whose end may be a pronoun is Unknown.
func enclitic(m agree.Morphology, t lemma.Token) (string, string) {
	form := t.Form
	low := strings.ToLower(form)
	if t.Feats["Mood"] == "Imp" {
		for _, c := range enclitics {
			if strings.HasSuffix(low, c) && len(low) > len(c)+2 {
				if !agree.Reads(m, form, t.Lemma, t.POS, lemma.Feats{"Mood": "Imp"}, []string{"Mood"}) {
					return form, agree.Unknown
				}
			}
		}
		return form, ""
	}
	plainAny := func(w string) bool { return plainVerb(w, "Inf") || plainVerb(w, "Ger") }
	base, clitic := "", ""
	for _, c1 := range enclitics {
		rest, ok := strings.CutSuffix(low, c1)
		if !ok {
			continue
		}
		if plainAny(rest) {
			base, clitic = rest, c1
			break
		}
		for _, c2 := range enclitics { // (two: dárselo)
			if rest2, ok := strings.CutSuffix(rest, c2); ok && plainAny(rest2) {
				base, clitic = rest2, c2+c1
				break
			}
		}
		if clitic != "" {
			break
		}
	}
	if clitic == "" {
		return form, ""
	}
	if plainVerb(base, "Ger") || plainVerb(base, "Inf") {
		base = deaccent.Replace(base) // (sentándose, dárselo)
	}
	return lemma.MatchCase(base, form), clitic
}

// plainVerb reports whether a word (without a pronoun) ends as an
// infinitive or gerund does, the accent the pronoun brings aside.
func plainVerb(w, vf string) bool {
	w = deaccent.Replace(w)
	if vf == "Inf" {
		return strings.HasSuffix(w, "ar") || strings.HasSuffix(w, "er") || strings.HasSuffix(w, "ir")
	}
	return strings.HasSuffix(w, "ando") || strings.HasSuffix(w, "iendo") || strings.HasSuffix(w, "yendo")
}

// attach writes the clitics after an infinitive or gerund, with the
// accent a gerund then needs (sentando + se → sentándose).
func attach(base, clitic string, f lemma.Feats) (string, bool) {
	switch f["VerbForm"] {
	case "Inf":
		return base + clitic, true
	case "Ger":
		for _, e := range []struct{ plain, accented string }{{"ando", "ándo"}, {"iendo", "iéndo"}, {"yendo", "yéndo"}} {
			if s, ok := strings.CutSuffix(base, e.plain); ok {
				return s + e.accented + clitic, true
			}
		}
	}
	return "", false
}

// regular writes a participle or adjective of form in to's gender and
// number where Spanish spelling is regular: -o, -a, -os, -as (a
// participle's stem ends in -d, -t, -s or -ch: hecho, dicho, puesto) and
// -dor, -dora, -dores, -doras (and -tor, -sor) for an adjective
// (acogedor); an adjective of another ending has one form for both
// genders (dulce, común, mejor).
func regular(form, pos string, _, to lemma.Feats) (string, bool) {
	low := strings.ToLower(form)
	verb := pos == "VERB" || pos == "AUX"
	if !verb && pos != "ADJ" || verb && (strings.HasSuffix(low, "ndo") || strings.HasSuffix(low, "ndos")) {
		return "", false // (a gerund: cantando)
	}
	agentive := false // -dor, -tor, -sor: acogedor, acogedora
	for _, end := range []string{"or", "ora", "ores", "oras"} {
		if stem, ok := strings.CutSuffix(low, end); ok && (strings.HasSuffix(stem, "d") || strings.HasSuffix(stem, "t") || strings.HasSuffix(stem, "s")) {
			agentive = true
		}
	}
	if !verb && !agentive && !strings.HasSuffix(low, "o") && !strings.HasSuffix(low, "a") && !strings.HasSuffix(low, "os") && !strings.HasSuffix(low, "as") {
		return form, true // one form for both genders: dulce, común, feliz, mejor, superior
	}
	type paradigm struct{ ms, fs, mp, fp string }
	ps := []paradigm{{"o", "a", "os", "as"}}
	if agentive {
		ps = append([]paradigm{{"or", "ora", "ores", "oras"}}, ps...)
	}
	for _, p := range ps {
		for _, end := range []string{p.mp, p.fp, p.fs, p.ms} { // (longest first)
			stem, ok := strings.CutSuffix(low, end)
			if !ok || len(stem) < 2 {
				continue
			}
			if verb && !strings.HasSuffix(stem, "d") && !strings.HasSuffix(stem, "t") && !strings.HasSuffix(stem, "s") && !strings.HasSuffix(stem, "ch") {
				return "", false
			}
			out := map[int]string{MascSing: p.ms, FemSing: p.fs, MascPlur: p.mp, FemPlur: p.fp}[agree.CellOf(to["Gender"], to["Number"])]
			if out == "" {
				return "", false
			}
			return lemma.MatchCase(stem+out, form), true
		}
	}
	return "", false
}

// Cells of a paradigm (agree.CellOf).
const (
	MascSing = agree.MascSing
	FemSing  = agree.FemSing
	MascPlur = agree.MascPlur
	FemPlur  = agree.FemPlur
)
