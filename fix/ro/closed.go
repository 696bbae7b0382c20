package ro

import (
	"strings"

	"github.com/parmesan-mt/parmesan/lemma"
)

// possessives are the Romanian possessive determiners, a closed
// paradigm the training treebank shows only in part (tău is not in
// UD Romanian-RRT's dev split), by possessor: the masculine singular,
// the feminine singular nominative-accusative, the masculine plural and
// the feminine plural, which is also the feminine singular
// genitive-dative.
var possessives = [][4]string{
	{"meu", "mea", "mei", "mele"},
	{"tău", "ta", "tăi", "tale"},
	{"său", "sa", "săi", "sale"},
	{"nostru", "noastră", "noștri", "noastre"},
	{"vostru", "voastră", "voștri", "voastre"},
}

// possessiveCell is the cell of a possessive's row for a noun of number,
// gender and case (Romanian neuters being masculine in the singular and
// feminine in the plural, as UD annotates them).
func possessiveCell(number, gender, cas string) int {
	switch {
	case number == "Plur" && gender == "Masc":
		return 2
	case number == "Plur":
		return 3
	case gender == "Masc":
		return 0
	case strings.Contains(cas, "Dat") || strings.Contains(cas, "Gen"):
		return 3
	}
	return 1
}

// possessive returns the possessive form for a noun of gender g1 in
// place of form, when form is a possessive agreeing with a noun of
// want's number and gender and the noun's case.
func possessive(form string, want lemma.Feats, g1 string) (string, bool) {
	low := strings.ToLower(form)
	for _, row := range possessives {
		if row[possessiveCell(want["Number"], want["Gender"], want["Case"])] == low {
			return row[possessiveCell(want["Number"], g1, want["Case"])], true
		}
	}
	return "", false
}

// knower is a morphology that tells whether it knows a form
// (lemma/hunspell.Language).
type knower interface{ Known(form string) bool }

// masculineLemma returns an adjective's lemma as its masculine singular
// indefinite form, which it is (UD writes an adjective's lemma so, and
// its masculine singular has one form for every case), when the
// morphology knows the word: an adjective the dictionary lists without
// affixes (destul) has no form generation finds.
func (r *rules) masculineLemma(rd lemma.Token, target lemma.Feats) (string, bool) {
	if rd.POS != "ADJ" || target["Gender"] != "Masc" || target["Number"] != "Sing" || target["Definite"] == "Def" {
		return "", false
	}
	if k, ok := r.m.(knower); ok && k.Known(rd.Lemma) {
		return rd.Lemma, true
	}
	return "", false
}
