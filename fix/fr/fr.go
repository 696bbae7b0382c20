// Package fr holds the French agreement-repair rules of package fix
// (the rules French and Spanish share are fix/internal/agree's Romance):
//
//   - a substituted noun takes its slot's number ("la réduction" →
//     "la mesure", not "la mesures"), and when its gender differs the
//     words agreeing with it take the new gender: the determiners (le/la,
//     un/une, ce/cette, mon/ma, quel/quelle, tout/toute, aucun/aucune …)
//     and adjectives before it, the adjectives and participle after it,
//     and the predicative adjective or participle after être (sembler,
//     paraître, devenir, rester) when it heads the subject: "La voiture
//     est arrivée" → "Le camion est arrivé";
//   - a substituted adjective takes the gender and number of the one it
//     replaces, a substituted verb its form (tense, mood, person,
//     number; a participle's gender and number);
//   - elision and the forms before a vowel follow the change: le/la →
//     l', de → d', que → qu', ne → n', se → s' (and back before a
//     consonant: l' → le/la), ce → cet, ma → mon, beau → bel;
//   - a reflexive verb keeps its clitic (s'amusaient → se divertissaient);
//   - a substitution is declined (the reference's word put back) when its
//     repair is unknown: a form the dictionary cannot generate, a gender
//     nothing tells, a contraction that would split or merge tokens
//     (du → de la, de l' → du, au → à la), a word in h- after an
//     elidable word (h muet or aspiré is not known), or a reflexive verb
//     replaced by a non-reflexive one or the reverse.
package fr

import (
	"strings"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/fix/internal/agree"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
)

func init() {
	fix.Register(lang.French.Code, New, ruleDocs...)
}

// Rule names recorded in edits.
const (
	RuleNounSlot      = "fr-noun-slot"
	RuleAdjectiveSlot = "fr-adjective-slot"
	RuleVerbSlot      = "fr-verb-slot"
	RuleDeterminer    = "fr-determiner-gender"
	RuleAttribute     = "fr-attribute-gender"
	RulePredicate     = "fr-predicate-gender"
	RulePronoun       = "fr-pronoun-gender"
	RuleElision       = "fr-elision"
	RuleDeclined      = "fr-declined"
)

var ruleDocs = []fix.Rule{
	{Name: RuleNounSlot, Doc: "the substituted noun takes its slot's number"},
	{Name: RuleAdjectiveSlot, Doc: "a substituted adjective takes the gender and number of the one it replaces"},
	{Name: RuleVerbSlot, Doc: "a substituted verb takes the form (tense, mood, person, number; a participle's gender) of the one it replaces"},
	{Name: RuleDeterminer, Doc: "a determiner of the noun takes its gender (le/la, un/une, ce/cette, mon/ma, quel/quelle, tout/toute)"},
	{Name: RuleAttribute, Doc: "an adjective or participle of the noun, before or after it, takes its gender"},
	{Name: RulePredicate, Doc: "a predicative adjective or participle after être (sembler, paraître, devenir, rester) takes the subject's gender"},
	{Name: RulePronoun, Doc: "a weak object pronoun before a verb referring back to the noun (le/la), and the subject pronoun after its verb (-il/-elle), take its gender"},
	{Name: RuleElision, Doc: "elision and the forms before a vowel follow the new word (l'/le/la, d'/de, qu'/que, s'/se, cet/ce, mon/ma, bel/beau)"},
	{Name: RuleDeclined, Doc: "a substitution whose repair is unknown is undone: the reference's word is put back"},
}

// determiners are the gendered determiners (masculine singular,
// feminine singular, masculine plural, feminine plural); "" is a form
// two tokens write (du → de la).
var determiners = [][4]string{
	{"le", "la", "les", "les"},
	{"un", "une", "des", "des"},
	{"ce", "cette", "ces", "ces"},
	{"cet", "cette", "ces", "ces"},
	{"mon", "ma", "mes", "mes"},
	{"ton", "ta", "tes", "tes"},
	{"son", "sa", "ses", "ses"},
	{"aucun", "aucune", "aucuns", "aucunes"},
	{"nul", "nulle", "nuls", "nulles"},
	{"quel", "quelle", "quels", "quelles"},
	{"tout", "toute", "tous", "toutes"},
	{"certain", "certaine", "certains", "certaines"},
	{"du", "", "", ""},
	{"au", "", "", ""},
}

// partitives are the pronouns (masculine, feminine) that head a plural
// phrase through de.
var partitives = [][2]string{{"un", "une"}, {"aucun", "aucune"}, {"chacun", "chacune"}, {"certains", "certaines"}}

// clitics are the weak object pronouns of the third person (masculine
// singular, feminine singular, masculine plural, feminine plural), and
// inverted the subject pronouns written after their verb.
var (
	clitics  = [][4]string{{"le", "la", "les", "les"}}
	inverted = [][4]string{{"-il", "-elle", "-ils", "-elles"}}
)

var copulas = map[string]bool{"être": true, "sembler": true, "paraître": true, "devenir": true, "rester": true, "demeurer": true}

var reflexives = map[string]bool{"se": true, "s'": true, "s’": true, "me": true, "m'": true, "m’": true, "te": true, "t'": true, "t’": true, "nous": true, "vous": true}

// New returns the French Fixer over l (the lemma/fr language); a
// language without readings out of context repairs nothing. Safe for
// concurrent use when l is.
func New(l lemma.Language) fix.Fixer {
	m, ok := l.(agree.Morphology)
	if !ok {
		return agree.None{}
	}
	return &agree.Romance{M: m, Determiners: determiners, Partitives: partitives, Clitics: clitics, Inverted: inverted, Copulas: copulas, Reflexives: reflexives, Sound: sound, Regular: participle,
		Rules: agree.RomanceRules{NounSlot: RuleNounSlot, AdjectiveSlot: RuleAdjectiveSlot, VerbSlot: RuleVerbSlot,
			Determiner: RuleDeterminer, Attribute: RuleAttribute, Predicate: RulePredicate, Pronoun: RulePronoun, Sound: RuleElision, Declined: RuleDeclined}}
}

// elided are the words written with an apostrophe before a vowel, by
// their full form.
var elided = map[string]string{"de": "d", "que": "qu", "ne": "n", "me": "m", "te": "t", "se": "s", "je": "j",
	"lorsque": "lorsqu", "puisque": "puisqu", "jusque": "jusqu", "le": "l", "la": "l"}

// beforeVowel are the masculine singular forms a word takes before a
// vowel (ce → cet; ma → mon is the feminine's).
var beforeVowel = map[string]string{"ce": "cet", "ma": "mon", "ta": "ton", "sa": "son", "beau": "bel", "nouveau": "nouvel", "vieux": "vieil"}

// apostrophe splits a token ending in an apostrophe (' or ’).
func apostrophe(w string) (stem, mark string, ok bool) {
	for _, a := range []string{"'", "’"} {
		if s, found := strings.CutSuffix(w, a); found && s != "" {
			return s, a, true
		}
	}
	return w, "", false
}

// sound repairs the pair of tokens k, k+1: the elision or the form
// before a vowel of the word at k as the word at k+1 begins; gender is
// the noun's at k+1 when the pair is a determiner or adjective and the
// substituted noun. A word in h- is h muet or aspiré as the hypothesis
// shows it (hypBefore: "l'" before it, or "le"), else it is declined
// unless the reference's own word and elision stand.
func sound(toks []string, ref []lemma.Token, k int, gender, hypBefore string) ([]string, bool) {
	a, b := strings.ToLower(toks[k]), toks[k+1]
	stem, mark, isElided := apostrophe(a)
	if mark == "" {
		mark = "'" // (the typographic apostrophe when the reference writes it)
		if strings.Contains(strings.Join(tokensOf(ref), " "), "’") {
			mark = "’"
		}
	}
	low := strings.ToLower(b)
	vowelAfter := k+2 < len(toks) && agree.VowelInitial(toks[k+2]) // (de le + voyelle becomes de l')
	if (a == "de" || a == "à") && (low == "le" && !vowelAfter || low == "les") && k+1 < len(ref) && ref[k+1].POS == "DET" {
		return toks, false // du, au, des, aux: one token for two
	}
	hb := strings.ToLower(hypBefore)
	_, _, hypElided := apostrophe(hb)
	_, hypFull := elided[hb]
	hypFull = hypFull || beforeVowel[hb] != "" // (ce héros, ma hache: h aspiré)
	hypElided = hypElided || isVowelForm(hb)   // (cet homme, mon histoire: h muet)
	hMute := strings.HasPrefix(low, "h") && hypElided
	if strings.HasPrefix(low, "h") && !hypElided && !hypFull {
		// h muet or aspiré: the reference's choice stands for its own word
		if _, elidable := elided[a]; !elidable && !isElided && beforeVowel[a] == "" && !isVowelForm(a) {
			return toks, true
		}
		if k+1 < len(ref) && strings.EqualFold(b, ref[k+1].Form) && isElided == strings.HasSuffix(ref[k].Form, mark) {
			return toks, true
		}
		return toks, false
	}
	vowel := agree.VowelInitial(b) || hMute
	set := func(w string) ([]string, bool) {
		like, _, _ := apostrophe(toks[k]) // (L' is a capital, not capitals)
		toks[k] = lemma.MatchCase(w, like)
		return toks, true
	}
	switch {
	case vowel && !isElided:
		if a == "du" || a == "au" {
			return toks, false // de l', à l': two tokens
		}
		if e, ok := elided[a]; ok {
			return set(e + mark)
		}
		if v, ok := beforeVowel[a]; ok {
			if (a == "beau" || a == "nouveau" || a == "vieux") && gender != "Masc" {
				return toks, true
			}
			return set(v)
		}
	case !vowel && isElided:
		switch stem {
		case "l":
			g := gender
			if g == "" && k < len(ref) {
				g = ref[k].Feats["Gender"]
			}
			if k > 0 && g == "Masc" {
				switch strings.ToLower(toks[k-1]) {
				case "de", "à":
					return toks, false // du, au: one token for two
				}
			}
			switch g {
			case "Masc":
				return set("le")
			case "Fem":
				return set("la")
			}
			return toks, false
		default:
			for full, e := range elided {
				if e == stem && full != "le" && full != "la" {
					return set(full)
				}
			}
		}
	case !vowel:
		for full, v := range beforeVowel {
			if v != a {
				continue
			}
			switch {
			case full == "ma" || full == "ta" || full == "sa":
				if gender == "Fem" {
					return set(full)
				}
			default:
				return set(full)
			}
		}
	}
	return toks, true
}

// isVowelForm reports whether a is a form written only before a vowel.
func isVowelForm(a string) bool {
	for _, v := range beforeVowel {
		if v == a {
			return true
		}
	}
	return false
}

func tokensOf(ts []lemma.Token) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.Form
	}
	return out
}

// participle writes a past participle of form (realising from's gender
// and number) in to's: the feminine adds -e, the plural -s (arrivé,
// arrivée, arrivés, arrivées; pris, prise). A masculine plural in -is or
// -us is ambiguous (finis of fini, pris of pris) and not written.
func participle(form, pos string, from, to lemma.Feats) (string, bool) {
	if pos != "VERB" && pos != "AUX" {
		return "", false // (adjectives are not regular: heureux, heureuse)
	}
	base := strings.ToLower(form)
	if from["Tense"] == "Pres" && to["Tense"] == "Pres" && strings.HasSuffix(base, "ant") {
		return form, true // a present participle does not inflect (visant, conduisant)
	}
	if from["Number"] == "Plur" {
		switch {
		case from["Gender"] == "Fem":
			base = strings.TrimSuffix(base, "s")
		case strings.HasSuffix(base, "és"), strings.HasSuffix(base, "ts"):
			base = strings.TrimSuffix(base, "s")
		default:
			return "", false
		}
	}
	if from["Gender"] == "Fem" {
		b, ok := strings.CutSuffix(base, "e")
		if !ok {
			return "", false
		}
		base = b
	}
	if !participleEnd(base) {
		return "", false // not a participle's ending (aiment, chantant)
	}
	if to["Gender"] == "Fem" {
		base += "e"
	}
	if to["Number"] == "Plur" && !strings.HasSuffix(base, "s") {
		base += "s"
	}
	return lemma.MatchCase(base, form), true
}

// participleEnds are the endings of French masculine singular past
// participles: aimé, fini, vendu, pris, inclus, clos, dit, fait, ouvert,
// peint, craint, joint, mort, cuit.
var participleEnds = []string{"é", "i", "u", "is", "us", "os", "it", "ait", "ert", "eint", "aint", "oint", "ort", "uit"}

func participleEnd(base string) bool {
	for _, e := range participleEnds {
		if strings.HasSuffix(base, e) {
			return true
		}
	}
	return false
}
