// Package pl holds the Polish agreement-repair rules of package fix.
// When a rewrite puts a noun of another gender (or animacy) into a
// phrase, the words that agree with it are re-generated through the
// Polish morphology (lemma/pl) with the new noun's gender and animacy,
// each in its own case and number:
//
//   - the substituted noun takes the case and number of its slot;
//   - adjectives, participles, determiners and pronouns (ten, ta, mój,
//     każdy) before the noun, and adjectives right after it ("język
//     polski"), agree in gender; in the plural the virile (masculine
//     personal) forms differ from the rest: "nowi studenci", "nowe
//     książki";
//   - numerals before it: "dwa samochody", "dwie książki";
//   - the predicate of a nominative subject: the past-tense verb
//     ("ustawa weszła" → "przepis wszedł"), a passive participle or a
//     predicative adjective, in the nominative or instrumental;
//   - the relative pronoun który after ", ".
//
// A word is changed only when the morphology, asked for the word's
// analysed lemma and features, gives its present form back; else it is
// left alone rather than guessed at.
package pl

import (
	"strings"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/fix/internal/agree"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/rewrite"
)

func init() {
	fix.Register(lang.Polish.Code, New, ruleDocs...)
}

// Rule names recorded in edits.
const (
	RuleNounSlot  = "pl-noun-slot"
	RuleAttribute = "pl-attribute-gender"
	RuleNumeral   = "pl-numeral-gender"
	RulePredicate = "pl-predicate-gender"
	RuleRelative  = "pl-relative-gender"
	// RuleAdjectiveSlot re-inflects the substituted adjective itself.
	RuleAdjectiveSlot = "pl-adjective-slot"
)

var ruleDocs = []fix.Rule{
	{Name: RuleNounSlot, Doc: "the substituted noun takes the case and number of its slot"},
	{Name: RuleAttribute, Doc: "an adjective, participle or determiner of the noun takes its gender and animacy (virile plural: nowi studenci, nowe książki)"},
	{Name: RuleNumeral, Doc: "a numeral before the noun takes its gender (dwa samochody, dwie książki)"},
	{Name: RulePredicate, Doc: "the past-tense verb, participle or predicative adjective of a nominative subject takes its gender"},
	{Name: RuleRelative, Doc: "the relative pronoun który after the noun takes its gender"},
	{Name: RuleAdjectiveSlot, Doc: "a substituted adjective takes the case, number and gender of the one it replaces"},
}

type rules struct{ s agree.Slavic }

// New returns the Polish Fixer over l (the lemma/pl language); a
// language without readings out of context repairs nothing. Safe for
// concurrent use when l is.
func New(l lemma.Language) fix.Fixer {
	m, ok := l.(agree.Morphology)
	if !ok {
		return agree.None{}
	}
	return &rules{agree.Slavic{L: m, PluralGender: true, Prefixes: []string{"nie"}, Gender: gender, Numerals: numerals, SlotFallback: slotFallback, Wrong: wrong, Relatives: map[string]bool{"który": true},
		Rules: agree.SlavicRules{Slot: RuleNounSlot, Attribute: RuleAttribute, Numeral: RuleNumeral, Predicate: RulePredicate, Relative: RuleRelative, AdjectiveSlot: RuleAdjectiveSlot}}}
}

// Fix implements fix.Fixer.
func (r *rules) Fix(res *rewrite.Result) ([]string, []fix.Edit) {
	e := r.s.Fix(res)
	return e.Tokens, e.Edits
}

// small is a numeral whose nominative and accusative differ by gender:
// its feminine, virile and other (masculine non-personal, neuter) forms,
// the virile accusative, and the instrumental of the feminine and the
// rest.
type small struct{ fem, virile, other, virileAcc, insFem, ins string }

func (n small) form(cs string, change lemma.Feats) string {
	fem := change["Gender"] == "Fem"
	virile := change["Gender"] == "Masc" && change["Animacy"] == "Hum"
	switch {
	case cs == "Ins" && fem:
		return n.insFem
	case cs == "Ins":
		return n.ins
	case cs != "Nom" && cs != "Acc":
		return ""
	case fem:
		return n.fem
	case virile && cs == "Acc":
		return n.virileAcc
	case virile:
		return n.virile
	}
	return n.other
}

// numerals are the Polish numerals agreeing in gender: dwa samochody,
// dwie książki, dwaj chłopcy (nominative; accusative dwóch chłopców).
var numerals = map[string]func(string, lemma.Feats) string{
	"dwa":    small{"dwie", "dwaj", "dwa", "dwóch", "dwiema", "dwoma"}.form,
	"oba":    small{"obie", "obaj", "oba", "obu", "obiema", "oboma"}.form,
	"trzy":   small{"trzy", "trzej", "trzy", "trzech", "trzema", "trzema"}.form,
	"cztery": small{"cztery", "czterej", "cztery", "czterech", "czterema", "czterema"}.form,
}

// gender is the gender a noun's lemma ending gives: -ość and -a feminine
// (masculine personal nouns in -a, mężczyzna, kolega, are missed), -o,
// -e, -ę and -um neuter, a hard consonant masculine; soft endings (-ń,
// -ć, -l, -j, -w …) are either and left to the dictionary.
func gender(lem string) (string, bool) {
	r := []rune(lem)
	if len(r) < 2 {
		return "", false
	}
	switch last := r[len(r)-1]; {
	case strings.HasSuffix(lem, "ość") || last == 'a':
		return "Fem", true
	case last == 'o' || last == 'e' || last == 'ę' || strings.HasSuffix(lem, "um"):
		return "Neut", true
	case strings.HasSuffix(lem, "rz") || strings.HasSuffix(lem, "cz") || strings.HasSuffix(lem, "sz"):
		return "", false // (talerz, ale twarz; klucz, ale noc…)
	case strings.ContainsRune("bdfghkłmnprstz", last):
		return "Masc", true
	}
	return "", false
}

// slotFallback is the case whose singular form a noun shares with case
// cs: a masculine's locative is its vocative (swetrze, but chłopcu:
// chłopcze, which the dictionary then gives as the locative itself); a
// feminine not in -a (odzież, kość, gospodyni) has one form for the
// genitive, dative and locative (odzieży).
func slotFallback(lem, cs, num, g string) string {
	if num != "Sing" {
		return ""
	}
	switch {
	case g == "Masc" && cs == "Loc":
		return "Voc"
	case g == "Fem" && (cs == "Loc" || cs == "Dat") && !strings.HasSuffix(lem, "a"):
		return "Gen"
	}
	return ""
}

// obliqueEndings are adjective endings of no nominative: -ego, -emu,
// -ym/-im, -ych/-ich, -ymi/-imi, -ej.
var obliqueEndings = []string{"ego", "emu", "ym", "im", "ych", "ich", "ymi", "imi", "ej"}

// wrong reports a form (lower-cased) that features f rule out by its
// ending, where learned tables misread it: -owi is the masculine dative,
// never a noun's locative (swetrowi); an adjective or participle in the
// nominative has none of obliqueEndings (przyjętego, read as a
// nominative), nor, when a masculine singular passive participle, any
// ending but -y (przyjęci).
func wrong(pos string, f lemma.Feats, form string) bool {
	switch {
	case pos == "NOUN":
		return f["Case"] == "Loc" && f["Number"] == "Sing" && strings.HasSuffix(form, "owi")
	case pos == "ADJ" && f["Case"] == "Nom":
		if f["VerbForm"] == "Part" && f["Voice"] == "Pass" && f["Number"] == "Sing" && f["Gender"] == "Masc" && !strings.HasSuffix(form, "y") {
			return true // a passive participle's masculine is in -ny or -ty (przyjęty, not przyjęci)
		}
		for _, e := range obliqueEndings {
			if strings.HasSuffix(form, e) {
				return true
			}
		}
	}
	return false
}
