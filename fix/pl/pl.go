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
	"slices"
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
	var derive func(lemma.Token, string, lemma.Feats) []string
	if v, ok := l.(vocabulary); ok {
		derive = func(r lemma.Token, form string, f lemma.Feats) []string { return pastVirile(v, r, form, f) }
	}
	return &rules{agree.Slavic{L: m, PluralGender: true, Prefixes: []string{"nie"}, Gender: gender, Numerals: numerals, SlotFallback: slotFallback, Wrong: wrong, Derive: derive, InfinitiveObjects: true, Relatives: map[string]bool{"który": true},
		Rules: agree.SlavicRules{Slot: RuleNounSlot, Attribute: RuleAttribute, Numeral: RuleNumeral, Predicate: RulePredicate, Relative: RuleRelative, AdjectiveSlot: RuleAdjectiveSlot}}}
}

// Fix implements fix.Fixer.
func (r *rules) Fix(res *rewrite.Result) ([]string, []fix.Edit) {
	e := r.s.Fix(withoutVerbs(res))
	return e.Tokens, e.Edits
}

// withoutVerbs is res without the substitutions that put a verb's
// infinitive (a lemma in -ć that is no verbal noun) for a verbal noun,
// whose lemma is a verb (UD Polish: zaprzestanie of zaprzestać): a pair
// of verbs matched through the verbal noun's lemma, whose new word the
// tagger misread as a noun ("całkowite przerwać"); left unrepaired
// rather than given a gender its analysis invents.
func withoutVerbs(res *rewrite.Result) *rewrite.Result {
	var keep []rewrite.Substitution
	for _, s := range res.Subs {
		if s.Pos < len(res.Ref) && s.HypPos < len(res.Hyp) {
			old, nw := res.Ref[s.Pos], res.Hyp[s.HypPos]
			if old.Feats["VerbForm"] == "Vnoun" && nw.Feats["VerbForm"] != "Vnoun" && strings.HasSuffix(strings.ToLower(nw.Lemma), "ć") && !strings.HasSuffix(strings.ToLower(nw.Lemma), "ść") {
				continue
			}
		}
		keep = append(keep, s)
	}
	if len(keep) == len(res.Subs) {
		return res
	}
	out := *res
	out.Subs = keep
	return &out
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

// vocabulary is a language that knows which forms its dictionary lists
// (lemma/hunspell.Language).
type vocabulary interface{ Known(form string) bool }

// pastVirile makes the virile past plural (odnieśli, mieli, czytali) of a
// verb whose present form is another past plural or a feminine singular
// (odniosły, odniosła, miały, czytała): the stem before -ły/-ła, its last
// vowel as it is or alternating (o, ó, a, ą → e, ę), its last consonant as
// it is or softened (s → ś, z → ź), and -li; the one the dictionary lists,
// together with its first person plural in -śmy (odnieśliśmy: no present
// tense in -li has one), is taken. The learned tables, which the
// treebank's split past forms (odnieśli śmy) leave with few past plurals,
// misread these forms.
func pastVirile(v vocabulary, r lemma.Token, form string, f lemma.Feats) []string {
	if r.POS != "VERB" && r.POS != "AUX" || f["Tense"] != "Past" || f["Number"] != "Plur" || f["Gender"] != "Masc" || f["Animacy"] != "Hum" {
		return nil
	}
	low := strings.ToLower(form)
	stem, ok := strings.CutSuffix(low, "ły")
	if !ok {
		if stem, ok = strings.CutSuffix(low, "ła"); !ok {
			return nil
		}
	}
	rs := []rune(stem)
	if len(rs) < 2 {
		return nil
	}
	const vowels = "aąeęioóuy"
	head, consonants := rs, []string{""} // a stem ending in a vowel (mia-ły)
	if last := rs[len(rs)-1]; !strings.ContainsRune(vowels, last) {
		head, consonants = rs[:len(rs)-1], []string{string(last)}
		if soft, ok := map[rune]string{'s': "ś", 'z': "ź"}[last]; ok {
			consonants = append(consonants, soft)
		}
	}
	heads := []string{string(head)}
	for i := len(head) - 1; i >= 0; i-- {
		if alt, ok := map[rune]rune{'o': 'e', 'ó': 'e', 'a': 'e', 'ą': 'ę'}[head[i]]; ok {
			h := slices.Clone(head)
			h[i] = alt
			heads = append(heads, string(h))
		}
		if strings.ContainsRune(vowels, head[i]) {
			break // the last vowel alone alternates
		}
	}
	for _, h := range heads {
		for _, c := range consonants {
			if x := h + c + "li"; v.Known(x) && v.Known(x+"śmy") {
				return []string{x}
			}
		}
	}
	return nil
}

// pastEnding is the ending of the third person past tense (and of the
// past of no person) in a number and gender: masculine -ł, feminine -ła,
// neuter -ło, virile plural -li, other plural -ły (after the non-virile
// rule, generated as the feminine's); "" when f names no gender. Other
// endings are another person (odniosłem) or the conditional (odniósłby).
func pastEnding(f lemma.Feats) string {
	switch g := f["Gender"]; {
	case f["Number"] == "Sing" && g == "Masc":
		return "ł"
	case f["Number"] == "Sing" && g == "Fem":
		return "ła"
	case f["Number"] == "Sing" && g == "Neut":
		return "ło"
	case f["Number"] == "Plur" && g == "Masc" && f["Animacy"] == "Hum":
		return "li"
	case f["Number"] == "Plur" && g != "":
		return "ły"
	}
	return ""
}

// obliqueEndings are adjective endings of no nominative: -ego, -emu,
// -ym/-im, -ych/-ich, -ymi/-imi, -ej.
var obliqueEndings = []string{"ego", "emu", "ym", "im", "ych", "ich", "ymi", "imi", "ej"}

// wrong reports a form (lower-cased) that features f rule out by its
// ending, where learned tables misread it: -owi is the masculine (and
// neuter) dative singular, never a noun's locative (swetrowi) nor its
// genitive (teściowi); an adjective or participle in the
// nominative has none of obliqueEndings (przyjętego, read as a
// nominative), nor a past tense of no person or the third any ending but
// its gender's (pastEnding: odniosły and odniosłem, read as virile
// plurals), nor, when a masculine singular passive participle, any
// ending but -y (przyjęci).
func wrong(pos string, f lemma.Feats, form string) bool {
	switch {
	case (pos == "VERB" || pos == "AUX") && f["Tense"] == "Past" && f["Mood"] != "Cnd" && (f["Person"] == "" || f["Person"] == "3"):
		e := pastEnding(f)
		return e != "" && !strings.HasSuffix(form, e)
	case pos == "NOUN":
		return f["Case"] != "Dat" && strings.HasSuffix(form, "owi")
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
