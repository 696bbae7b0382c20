// Package ru holds the Russian agreement-repair rules of package fix.
// When a rewrite puts a noun of another gender into a phrase, the words
// that agree with it are re-generated through the Russian morphology
// (lemma/ru) with the new noun's gender (and, in the accusative, its
// animacy), each in its own case and number:
//
//   - the substituted noun takes the case and number of its slot, which
//     keeps a numeral's government: "два стола" → "две книги" (genitive
//     singular after два, две);
//   - adjectives, participles, determiners and pronouns (этот, каждый,
//     наш) before the noun (also across the participle's own
//     prepositional phrase: "Выстроенный в греко-романском стиле
//     город"), and adjectives right after it, agree in gender; plural
//     adjectives have no gender and stay;
//   - numerals before it: два/две, оба/обе (also обоих/обеих in the
//     oblique cases), полтора/полторы;
//   - the predicate of a nominative subject: the past-tense verb
//     ("работа была прервана" → "процесс был прерван"), short adjectives
//     and participles, and an instrumental predicate adjective (of a
//     copula, быть, называться: also when tagged another case its form
//     has, "называлась Соколиной" → "назывался Соколиным");
//   - the relative pronoun который after ", ".
//
// A word is changed only when the morphology has a reading of it that
// agrees with the old noun and a form of that reading with the new
// gender; else it is left alone rather than guessed at.
package ru

import (
	"strings"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/fix/internal/agree"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/rewrite"
)

func init() {
	fix.Register(lang.Russian.Code, New, ruleDocs...)
}

// Rule names recorded in edits.
const (
	RuleNounSlot  = "ru-noun-slot"
	RuleAttribute = "ru-attribute-gender"
	RuleNumeral   = "ru-numeral-gender"
	RulePredicate = "ru-predicate-gender"
	RuleRelative  = "ru-relative-gender"
	// RuleAdjectiveSlot re-inflects the substituted adjective itself.
	RuleAdjectiveSlot = "ru-adjective-slot"
)

var ruleDocs = []fix.Rule{
	{Name: RuleNounSlot, Doc: "the substituted noun takes the case and number of its slot (a numeral's government included: две книги)"},
	{Name: RuleAttribute, Doc: "an adjective, participle or determiner of the noun (before it, also across its own prepositional phrase) takes its gender (and animacy in the accusative)"},
	{Name: RuleNumeral, Doc: "a numeral before the noun takes its gender (два/две, оба/обе, полтора/полторы)"},
	{Name: RulePredicate, Doc: "the past-tense verb, short adjective or participle, or instrumental predicate (after a copula) of a nominative subject takes its gender"},
	{Name: RuleRelative, Doc: "the relative pronoun который after the noun takes its gender"},
	{Name: RuleAdjectiveSlot, Doc: "a substituted adjective takes the case, number and gender of the one it replaces"},
}

type rules struct{ s agree.Slavic }

// New returns the Russian Fixer over l (the lemma/ru language); a
// language without readings out of context repairs nothing. Safe for
// concurrent use when l is.
func New(l lemma.Language) fix.Fixer {
	m, ok := l.(agree.Morphology)
	if !ok {
		return agree.None{}
	}
	return &rules{agree.Slavic{L: m, Prefixes: []string{"не"}, Gender: genderOf(m), Predicate: predicate(m), Govern: govern, Numerals: numerals, NumeralForms: numeralForms, Relatives: map[string]bool{"который": true}, Guess: guess(m),
		Participial: true, InstrumentalVerbs: copulas, PluralReadGender: true,
		Rules: agree.SlavicRules{Slot: RuleNounSlot, Attribute: RuleAttribute, Numeral: RuleNumeral, Predicate: RulePredicate, Relative: RuleRelative, AdjectiveSlot: RuleAdjectiveSlot}}}
}

// Fix implements fix.Fixer.
func (r *rules) Fix(res *rewrite.Result) ([]string, []fix.Edit) {
	e := r.s.Fix(res)
	return e.Tokens, e.Edits
}

// pair is a numeral whose forms differ between the feminine and the
// other genders, by case (the accusative of inanimates is the
// nominative's; of animates the genitive's).
type pair map[string][2]string // case → {masculine and neuter, feminine}

func (p pair) form(cs string, change lemma.Feats) string {
	f, ok := p[cs]
	if !ok {
		return ""
	}
	if change["Gender"] == "Fem" {
		return f[1]
	}
	return f[0]
}

// copulas are the verbs whose predicate adjective is instrumental
// ("была сложной", "называлась Соколиной").
var copulas = map[string]bool{"быть": true, "стать": true, "становиться": true, "являться": true, "явиться": true,
	"называться": true, "считаться": true, "оказаться": true, "оказываться": true, "казаться": true,
	"остаться": true, "оставаться": true, "делаться": true, "сделаться": true}

// numerals are the Russian numerals agreeing in gender.
var numerals = map[string]func(string, lemma.Feats) string{
	"два": pair{"Nom": {"два", "две"}, "Acc": {"два", "две"}}.form,
	"оба": pair{"Nom": {"оба", "обе"}, "Acc": {"оба", "обе"}, "Gen": {"обоих", "обеих"}, "Loc": {"обоих", "обеих"},
		"Dat": {"обоим", "обеим"}, "Ins": {"обоими", "обеими"}}.form,
	"полтора": pair{"Nom": {"полтора", "полторы"}, "Acc": {"полтора", "полторы"}}.form,
}

// gender is the gender a noun's lemma ending gives: -а, -я feminine
// (the few masculine nouns in -а, папа, мужчина, are missed), -о, -е, -ё
// and -мя neuter, a consonant or -й masculine; of the nouns in -ь, -тель,
// -арь, -брь are masculine, -сть (but гость), -знь and -шь, -чь, -щь,
// -жь, -вь, -дь, -пь feminine, the rest left to the dictionary.
func gender(lem string) (string, bool) {
	r := []rune(lem)
	if len(r) < 2 {
		return "", false
	}
	switch last := r[len(r)-1]; {
	case strings.HasSuffix(lem, "мя"):
		return "Neut", true
	case last == 'а' || last == 'я':
		return "Fem", true
	case last == 'о' || last == 'е' || last == 'ё':
		return "Neut", true
	case strings.HasSuffix(lem, "тель") || strings.HasSuffix(lem, "арь") || strings.HasSuffix(lem, "брь") || lem == "гость":
		return "Masc", true
	case strings.HasSuffix(lem, "сть") || strings.HasSuffix(lem, "знь"):
		return "Fem", true
	case last == 'ь' && len(r) >= 2 && strings.ContainsRune("шчщжвдп", r[len(r)-2]):
		return "Fem", true
	case last == 'ь':
		return "", false
	case strings.ContainsRune("бвгджзйклмнпрстфхцчшщ", last):
		return "Masc", true
	}
	return "", false
}

// genderOf is gender, and for a noun in -ь whose ending leaves it open,
// the gender its instrumental singular shows: -ью only feminine (ось,
// осью), -ем or -ём (after the -ь is dropped) only masculine (стиль,
// стилем), when the dictionary reads that form as the noun's
// instrumental singular. (The learned tables read some feminine nouns'
// other forms as masculine too: ось as a masculine nominative.)
func genderOf(m agree.Morphology) func(lem string) (string, bool) {
	return func(lem string) (string, bool) {
		if g, ok := gender(lem); ok || !strings.HasSuffix(lem, "ь") {
			return g, ok
		}
		stem := strings.TrimSuffix(lem, "ь")
		for _, c := range []struct{ form, g string }{{lem + "ю", "Fem"}, {stem + "ем", "Masc"}, {stem + "ём", "Masc"}} {
			for _, r := range m.Candidates(c.form) {
				if r.POS == "NOUN" && r.Lemma == lem && r.Feats["Case"] == "Ins" && r.Feats["Number"] == "Sing" {
					return c.g, true
				}
			}
		}
		return "", false
	}
}

// govern gives the genitive singular two, three, four and both require
// in the nominative and the inanimate accusative: "две компании".
func govern(lem, cs string) (string, string, bool) {
	switch lem {
	case "два", "три", "четыре", "оба", "полтора":
		if cs == "Nom" || cs == "Acc" {
			return "Gen", "Sing", true
		}
	}
	return "", "", false
}

// longEndings end the long (attributive) forms of adjectives and
// participles.
var longEndings = []string{"ый", "ий", "ой", "ая", "яя", "ое", "ее", "ые", "ие", "ую", "юю", "ого", "его", "ому", "ему", "ым", "им", "ом", "ем", "ых", "их", "ыми", "ими", "ей", "ой"}

// shortEndings are the short forms' gender and number endings.
var shortEndings = map[string][]string{"Fem": {"а", "я"}, "Neut": {"о", "е"}, "Plur": {"ы", "и"}}

// short re-generates a short adjective or participle of a subject
// ("прервана" → "прерван", "сходен" → "сходна"), which the morphology
// does not tell from the long forms: from the form's stem, the new
// gender's ending, a masculine with or without a fleeting е/о before the
// stem's last consonant or with the stressed ё of the masculine
// (распространено → распространён), kept when the dictionary knows it as
// a form of the same lemma.
func short(m agree.Morphology) func(w lemma.Token, form string, old, nw lemma.Token) (string, bool) {
	return func(w lemma.Token, form string, old, nw lemma.Token) (string, bool) {
		low := strings.ToLower(form)
		if w.Feats["Number"] == "Plur" {
			return "", false
		}
		if w.POS != "ADJ" && (w.POS != "VERB" || w.Feats["VerbForm"] == "Fin") {
			// A short adjective the tagger took for something else
			// ("сходен" as a noun) still has its reading out of context.
			isShort := false
			for _, c := range m.Candidates(form) {
				isShort = isShort || c.POS == "ADJ" && c.Feats["Variant"] == "Short" && c.Feats["Gender"] == old.Feats["Gender"]
			}
			if !isShort {
				return "", false
			}
		}
		for _, e := range longEndings {
			if strings.HasSuffix(low, e) {
				return "", false
			}
		}
		stem := low
		for _, e := range append(shortEndings["Fem"], shortEndings["Neut"]...) {
			if s, ok := strings.CutSuffix(low, e); ok {
				stem = s
				break
			}
		}
		r := []rune(stem)
		var tries []string
		switch nw.Feats["Gender"] {
		case "Masc":
			tries = append(tries, stem)
			if n := len(r); n >= 3 && r[n-2] == 'е' {
				// е before the last consonant is ё under the stress of
				// the masculine (распространено → распространён)
				tries = append(tries, string(r[:n-2])+"ё"+string(r[n-1:]))
			}
			if n := len(r); n >= 2 {
				for _, v := range []string{"е", "о", "ё"} {
					tries = append(tries, string(r[:n-1])+v+string(r[n-1:]))
				}
			}
		case "Fem", "Neut":
			if n := len(r); n >= 3 && (r[n-2] == 'е' || r[n-2] == 'о' || r[n-2] == 'ё') {
				stem2 := string(r[:n-2]) + string(r[n-1:])
				for _, e := range shortEndings[nw.Feats["Gender"]] {
					tries = append(tries, stem2+e)
				}
			}
			for _, e := range shortEndings[nw.Feats["Gender"]] {
				tries = append(tries, stem+e)
			}
		default:
			return "", false
		}
		// The lemma the dictionary gives a short participle is its long
		// form (прервана: прерванный), the tagger's may be the verb.
		lemmas := map[string]bool{strings.ToLower(w.Lemma): true}
		for _, c := range m.Candidates(form) {
			if c.Feats["Variant"] == "Short" {
				lemmas[strings.ToLower(c.Lemma)] = true
			}
		}
		if nw.Feats["Gender"] != "Masc" && strings.Contains(stem, "ё") {
			// ё of a stressed masculine is е when the stress moves
			// (населён, населена).
			var plain []string
			for _, t := range tries {
				plain = append(plain, strings.ReplaceAll(t, "ё", "е"))
			}
			tries = append(plain, tries...)
		}
		for _, t := range tries {
			if t == low {
				continue
			}
			for _, c := range m.Candidates(t) {
				if lemmas[strings.ToLower(c.Lemma)] && c.Feats["Gender"] == nw.Feats["Gender"] && c.Feats["Number"] == "Sing" {
					return t, true
				}
			}
		}
		return "", false
	}
}

// exemplars are adjectives of each full-form declension, by the lemma
// ending that selects it: velar stems (русский: русские, not -ые),
// stressed -ой after a velar (городской) and otherwise (молодой), soft
// stems (синий), sibilant stems (хороший) and hard stems (новый).
var exemplars = []struct{ end, lemma string }{
	{"кий", "русский"}, {"гий", "русский"}, {"хий", "русский"},
	{"кой", "городской"}, {"гой", "городской"}, {"хой", "городской"},
	{"ой", "молодой"}, {"ний", "синий"},
	{"жий", "хороший"}, {"ший", "хороший"}, {"чий", "хороший"}, {"щий", "хороший"},
	{"ый", "новый"},
}

// nounExemplars are masculine nouns in -й by the vowel before it, whose
// singular all such nouns share (сарай: сарая, сараю, сараем, сарае).
// (Not the plural: край, края.)
var nounExemplars = []struct{ end, lemma string }{
	{"ай", "сарай"}, {"ей", "музей"}, {"ой", "покой"}, {"уй", "поцелуй"},
}

// guess generates an adjective the dictionary lacks (жулебинский,
// руброспинальный), or the singular of a masculine noun in -й it lists
// without endings (край), by its declension: the exemplar of its ending
// is generated with the features, and the exemplar's ending in that form
// replaces the lemma's (новый → новая: жулебинский → жулебинская with
// русский → русская; сарай → сарае: край → крае).
func guess(m agree.Morphology) func(lem, pos string, f lemma.Feats, check []string) []string {
	return func(lem, pos string, f lemma.Feats, check []string) []string {
		exs := exemplars
		switch {
		case pos == "NOUN" && f["Gender"] == "Masc" && f["Number"] == "Sing":
			exs = nounExemplars
		case pos != "ADJ":
			return nil
		}
		low := strings.ToLower(lem)
		for _, x := range exs {
			if !strings.HasSuffix(low, x.end) {
				continue
			}
			forms := agree.Gen(m, x.lemma, pos, f, check)
			if len(forms) == 0 {
				return nil
			}
			stem, end := cutCommon(x.lemma, forms[0])
			if !strings.HasSuffix(low, stem) {
				return nil
			}
			return []string{strings.TrimSuffix(low, stem) + end}
		}
		return nil
	}
}

// cutCommon returns what of lemma and form follows their common prefix.
func cutCommon(lemma, form string) (string, string) {
	a, b := []rune(lemma), []rune(form)
	k := 0
	for k < len(a) && k < len(b) && a[k] == b[k] {
		k++
	}
	return string(a[k:]), string(b[k:])
}

// numeralForms are the oblique forms of оба/обе, which the dictionary
// does not list under the numeral (обоих is read as a noun of its own).
var numeralForms = map[string]string{"обоих": "оба", "обеих": "оба", "обоим": "оба", "обеим": "оба", "обоими": "оба", "обеими": "оба"}

// predicate re-generates a predicate word the morphology cannot: the
// masculine past of a verb of идти (прошла → прошёл, which the
// dictionary lacks), else a short adjective or participle (short).
func predicate(m agree.Morphology) func(w lemma.Token, form string, old, nw lemma.Token) (string, bool) {
	sh := short(m)
	return func(w lemma.Token, form string, old, nw lemma.Token) (string, bool) {
		if f, ok := pastOfGo(w, form, old, nw); ok {
			return f, true
		}
		return sh(w, form, old, nw)
	}
}

// pastOfGo gives the masculine singular past of a verb of идти (lemma in
// -йти or идти) from its feminine or neuter one: the prefix before -шла
// or -шло and -шёл (вошла → вошёл), -шел after the stressed вы-
// (вышла → вышел), when it agrees with the old noun; ok false for any
// other word or change.
func pastOfGo(w lemma.Token, form string, old, nw lemma.Token) (string, bool) {
	lem := strings.ToLower(w.Lemma)
	if w.POS != "VERB" || w.Feats["Gender"] != old.Feats["Gender"] || w.Feats["Tense"] != "Past" || w.Feats["Number"] != "Sing" || nw.Feats["Gender"] != "Masc" ||
		!strings.HasSuffix(lem, "йти") && lem != "идти" {
		return "", false
	}
	low := strings.ToLower(form)
	for _, e := range []string{"шла", "шло"} {
		if pre, ok := strings.CutSuffix(low, e); ok {
			f := pre + "шёл"
			if pre == "вы" {
				f = "вышел"
			}
			if form != low { // sentence-initial capital
				r := []rune(f)
				f = strings.ToUpper(string(r[0])) + string(r[1:])
			}
			return f, true
		}
	}
	return "", false
}
