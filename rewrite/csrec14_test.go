package rewrite

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// csrec14 tags the sentences of issue #34's development rounds that the
// Czech closed groups of csrec14 free (and made-up ones beside them) as
// the Czech analyser tags them (parmesan lemma analyze -l cs).
var csrec14 = tagged{
	",":          tok(",", "PUNCT", ""),
	".":          tok(".", "PUNCT", ""),
	"?":          tok("?", "PUNCT", ""),
	"brzy":       tok("brzy", "ADV", ""),
	"budou":      tok("být", "AUX", "Mood=Ind|Number=Plur|Person=3|Polarity=Pos|Tense=Fut|VerbForm=Fin|Voice=Act"),
	"co":         tok("co", "PRON", "PronType=Int,Rel"),
	"je":         tok("být", "AUX", "Mood=Ind|Number=Sing|Person=3|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"lidé":       tok("člověk", "NOUN", "Animacy=Anim|Case=Nom|Gender=Masc|Number=Plur"),
	"myslet":     tok("myslet", "VERB", "Polarity=Pos|VerbForm=Inf"),
	"ní":         tok("on", "PRON", "Case=Loc|Gender=Fem|Number=Sing|Person=3|PronType=Prs"),
	"o":          tok("o", "ADP", "AdpType=Prep|Case=Loc"),
	"pokud":      tok("pokud", "SCONJ", ""),
	"pomyslí":    tok("pomyslit", "VERB", "Mood=Ind|Number=Sing|Person=3|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"příliš":     tok("příliš", "ADV", ""),
	"tom":        tok("ten", "DET", "Case=Loc|Gender=Neut|Number=Sing|PronType=Dem"),
	"tím":        tok("ten", "DET", "Case=Ins|Gender=Neut|Number=Sing|PronType=Dem"),
	"zasáhnete":  tok("zasáhnout", "VERB", "Mood=Ind|Number=Plur|Person=2|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"chyb":       tok("chyba", "NOUN", "Case=Gen|Gender=Fem|Number=Plur|Polarity=Pos"),
	"jako":       tok("jako", "SCONJ", ""),
	"jakože":     tok("jakože", "ADV", ""),
	"jiný":       tok("jiný", "ADJ", "Animacy=Inan|Case=Nom|Degree=Pos|Gender=Masc|Number=Sing|Polarity=Pos"),
	"každý":      tok("každý", "DET", "Animacy=Inan|Case=Nom|Gender=Masc|Number=Sing|PronType=Tot"),
	"kterého":    tok("který", "DET", "Case=Gen|Gender=Neut|Number=Sing|PronType=Int,Rel"),
	"něhož":      tok("jenž", "PRON", "Case=Gen|PrepCase=Pre"),
	"podivný":    tok("podivný", "ADJ", "Animacy=Inan|Case=Nom|Degree=Pos|Gender=Masc|Number=Sing|Polarity=Pos"),
	"podle":      tok("podle", "ADP", "AdpType=Prep|Case=Gen"),
	"přiznání":   tok("přiznání", "NOUN", "Case=Nom|Gender=Neut|Number=Sing|Polarity=Pos"),
	"standard":   tok("standard", "NOUN", "Animacy=Inan|Case=Nom|Gender=Masc|Number=Sing|Polarity=Pos"),
	"stejně":     tok("stejně", "ADV", "Degree=Pos|Polarity=Pos"),
	"auto":       tok("auto", "NOUN", "Case=Acc|Gender=Neut|Number=Sing|Polarity=Pos"),
	"dní":        tok("den", "NOUN", "Animacy=Inan|Case=Gen|Gender=Masc|Number=Plur"),
	"drží":       tok("držet", "VERB", "Mood=Ind|Number=Sing|Person=3|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"ho":         tok("on", "PRON", "Animacy=Anim|Case=Acc|Gender=Masc|Number=Sing|Person=3|PronType=Prs"),
	"jsem":       tok("být", "AUX", "Mood=Ind|Number=Sing|Person=1|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"lidí":       tok("člověk", "NOUN", "Animacy=Anim|Case=Gen|Gender=Masc|Number=Plur"),
	"maratonu":   tok("maraton", "NOUN", "Animacy=Inan|Case=Loc|Gender=Masc|Number=Sing|Polarity=Pos"),
	"mnoho":      tok("mnoho", "NUM", "NumType=Card"),
	"možná":      tok("možná", "PART", ""),
	"mt":         tok("MT", "PROPN", ""),
	"myslí":      tok("myslit", "VERB", "Mood=Ind|Number=Sing|Person=3|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"málo":       tok("málo", "NUM", "NumType=Card"),
	"na":         tok("na", "ADP", "AdpType=Prep|Case=Loc"),
	"nabitá":     tok("nabitý", "ADJ", "Case=Nom|Degree=Pos|Gender=Fem|Number=Sing|Polarity=Pos"),
	"několik":    tok("několik", "NUM", "NumType=Card"),
	"poplatek":   tok("poplatek", "NOUN", "Animacy=Inan|Case=Nom|Gender=Masc|Number=Sing|Polarity=Pos"),
	"prosím":     tok("prosit", "VERB", "Mood=Ind|Number=Sing|Person=1|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"pár":        tok("pár", "NOUN", "Animacy=Inan|Case=Acc|Gender=Masc|Number=Sing|Polarity=Pos"),
	"si":         tok("se", "PRON", "Case=Dat|PronType=Prs|Reflex=Yes|Variant=Short"),
	"spousta":    tok("spousta", "NOUN", "Case=Nom|Gender=Fem|Number=Sing|Polarity=Pos"),
	"spousty":    tok("spousta", "NOUN", "Case=Gen|Gender=Fem|Number=Sing|Polarity=Pos"),
	"to":         tok("ten", "DET", "Case=Acc|Gender=Neut|Number=Sing|PronType=Dem"),
	"večer":      tok("večer", "NOUN", "Animacy=Inan|Case=Nom|Gender=Masc|Number=Sing|Polarity=Pos"),
	"viděl":      tok("vidět", "VERB", "Gender=Masc|Number=Sing|Polarity=Pos|Tense=Past|VerbForm=Part|Voice=Act"),
	"vydrží":     tok("vydržet", "VERB", "Mood=Ind|Number=Sing|Person=3|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"včera":      tok("včera", "ADV", ""),
	"zveřejněte": tok("zveřejnit", "VERB", "Mood=Ind|Number=Plur|Person=2|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"že":         tok("že", "SCONJ", ""),
}

func runCsrec14(t *testing.T, cases []struct{ name, hyp, ref, want string }) {
	t.Helper()
	rw := czechRewriter(csrec14, Pairs{})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := rw.Rewrite(strings.Fields(c.hyp), strings.Fields(c.ref))
			assert.Equal(t, c.want, strings.Join(res.Tokens, " "))
		})
	}
}

// TestClosedQuantifiers: several / a couple and a lot / many are closed
// equivalents next to their shared aligned noun (round 1 pair 9, round 7
// pair 23; issue #34); few is not a couple, and spousta outside the
// nominative and accusative has no form of mnoho.
func TestClosedQuantifiers(t *testing.T) {
	runCsrec14(t, []struct{ name, hyp, ref, want string }{
		{"několik → pár before an aligned noun",
			"drží poplatek možná na pár dní .",
			"vydrží nabitá možná několik dní .",
			"vydrží nabitá možná pár dní ."},
		{"spousta → mnoho opening the sentence",
			"mnoho lidí si myslí , že",
			"spousta lidí si myslí , že",
			"mnoho lidí si myslí , že"},
		{"few is no couple (málo / pár)",
			"drží poplatek možná na pár dní .",
			"vydrží nabitá možná málo dní .",
			"vydrží nabitá možná málo dní ."},
		{"a genitive spousty is no mnoho",
			"mnoho lidí si myslí , že",
			"spousty lidí si myslí , že",
			"spousty lidí si myslí , že"},
	})
}

// TestClosedItObject: the clitic ho and the demonstrative to, one
// object in one slot (round 7 pair 15; issue #34); a to elsewhere in the
// sentence is not ho's.
func TestClosedItObject(t *testing.T) {
	runCsrec14(t, []struct{ name, hyp, ref, want string }{
		{"ho → to alone between aligned words",
			"prosím , zveřejněte to na MT maratonu",
			"prosím , zveřejněte ho na maratonu MT",
			"prosím , zveřejněte to na maratonu MT"},
		{"to outside ho's slot",
			"viděl jsem včera to auto",
			"viděl jsem ho včera večer",
			"viděl jsem ho včera večer"},
	})
}

// TestClosedPrepositionalPronoun: the prepositional ní and the
// demonstrative of its case after one preposition (round 6 pair 24;
// issue #34); ní never replaces a word that no preposition governs
// (WMT22 en-cs: pokud je tím zasáhnete → *je ní zasáhnete, the first
// development change list of csrec14).
func TestClosedPrepositionalPronoun(t *testing.T) {
	runCsrec14(t, []struct{ name, hyp, ref, want string }{
		{"ní → tom after o",
			"co si o tom lidé pomyslí ?",
			"co si o ní budou lidé myslet ?",
			"co si o tom budou lidé myslet ?"},
		{"no preposition before tím",
			"pokud je ní zasáhnete příliš brzy .",
			"pokud je tím zasáhnete příliš brzy .",
			"pokud je tím zasáhnete příliš brzy ."},
	})
}

// TestClosedRelativeAndFiller: který after a preposition and the
// n-form of jenž (round 5 pair 22), the filler jakože and jako (round 7
// pair 28; issue #34); jako comparing stays (one way).
func TestClosedRelativeAndFiller(t *testing.T) {
	runCsrec14(t, []struct{ name, hyp, ref, want string }{
		{"kterého → něhož after podle",
			"podivný standard , podle něhož je přiznání chyb",
			"podivný standard , podle kterého je přiznání chyb",
			"podivný standard , podle něhož je přiznání chyb"},
		{"jakože → jako",
			"jako každý je jiný ,",
			"jakože každý je jiný ,",
			"jako každý je jiný ,"},
		{"jako → *jakože",
			"stejně jakože každý je jiný ,",
			"stejně jako každý je jiný ,",
			"stejně jako každý je jiný ,"},
	})
}
