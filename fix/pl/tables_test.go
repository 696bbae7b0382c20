package pl

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// TestNumerals: the forms of Polish grammar (nominative dwaj chłopcy,
// dwa psy, dwie kobiety, dwa okna; accusative widzę dwóch chłopców, dwa
// psy, dwie kobiety; instrumental z dwiema kobietami, z dwoma psami).
func TestNumerals(t *testing.T) {
	virile := lemma.Feats{"Gender": "Masc", "Animacy": "Hum"}
	animal := lemma.Feats{"Gender": "Masc", "Animacy": "Nhum"}
	fem := lemma.Feats{"Gender": "Fem"}
	neut := lemma.Feats{"Gender": "Neut"}
	for _, c := range []struct {
		lem, cs string
		change  lemma.Feats
		want    string
	}{
		{"dwa", "Nom", virile, "dwaj"},
		{"dwa", "Nom", animal, "dwa"},
		{"dwa", "Nom", fem, "dwie"},
		{"dwa", "Nom", neut, "dwa"},
		{"dwa", "Acc", virile, "dwóch"},
		{"dwa", "Acc", fem, "dwie"},
		{"dwa", "Ins", fem, "dwiema"},
		{"dwa", "Ins", animal, "dwoma"},
		{"dwa", "Gen", fem, ""}, // dwóch whatever the gender: left alone
		{"oba", "Nom", virile, "obaj"},
		{"oba", "Acc", fem, "obie"},
		{"trzy", "Nom", virile, "trzej"},
		{"cztery", "Acc", virile, "czterech"},
		{"cztery", "Nom", fem, "cztery"},
	} {
		t.Run(c.lem+"/"+c.cs+"/"+c.want, func(t *testing.T) {
			assert.Equal(t, c.want, numerals[c.lem](c.cs, c.change))
		})
	}
}

// TestGender: a noun's gender by its lemma's ending, where the ending
// decides; soft endings are left to the dictionary.
func TestGender(t *testing.T) {
	for _, c := range []struct{ lem, want string }{
		{"książka", "Fem"}, {"wartość", "Fem"}, {"okno", "Neut"}, {"pole", "Neut"}, {"imię", "Neut"},
		{"muzeum", "Neut"}, {"samochód", "Masc"}, {"dom", "Masc"}, {"sweter", "Masc"},
		{"talerz", ""}, {"noc", ""}, {"dłoń", ""}, {"a", ""},
	} {
		t.Run(c.lem, func(t *testing.T) {
			g, ok := gender(c.lem)
			assert.Equal(t, c.want, g)
			assert.Equal(t, c.want != "", ok)
		})
	}
}

// TestWrong: endings Polish grammar rules out for the features asked
// (-owi is the masculine dative, no locative; -ego, -ym, -ej are no
// nominative adjective endings; a masculine singular passive participle
// ends in -y), and forms it allows.
func TestWrong(t *testing.T) {
	loc := lemma.Feats{"Case": "Loc", "Number": "Sing"}
	nomAdj := lemma.Feats{"Case": "Nom", "Number": "Sing", "Gender": "Masc"}
	part := nomAdj.With("VerbForm", "Part", "Voice", "Pass")
	virilePast := lemma.Feats{"Tense": "Past", "Mood": "Ind", "Number": "Plur", "Gender": "Masc", "Animacy": "Hum"}
	for _, c := range []struct {
		pos  string
		f    lemma.Feats
		form string
		want bool
	}{
		{"NOUN", loc, "swetrowi", true},
		{"NOUN", loc, "swetrze", false},
		{"NOUN", loc.With("Case", "Dat"), "swetrowi", false},
		{"NOUN", loc.With("Case", "Gen"), "teściowi", true},
		{"NOUN", loc.With("Case", "Acc"), "teściowi", true},
		{"ADJ", nomAdj, "dużego", true},
		{"ADJ", nomAdj, "dużym", true},
		{"ADJ", nomAdj.With("Gender", "Fem"), "dużej", true},
		{"ADJ", nomAdj, "duży", false},
		{"ADJ", nomAdj, "ten", false},
		{"ADJ", part, "przyjęci", true},
		{"ADJ", part, "przyjęty", false},
		{"ADJ", part.With("Gender", "Fem"), "przyjęta", false},
		// the past tense's third person: -ł, -ła, -ło, virile -li, other -ły
		{"VERB", virilePast, "odnieśli", false},
		{"VERB", virilePast, "odniosły", true},
		{"VERB", virilePast, "odniosłem", true},
		{"VERB", virilePast, "odnieśliby", true},
		{"VERB", virilePast.With("Gender", "Fem", "Animacy", ""), "odniosły", false},
		{"VERB", virilePast.With("Number", "Sing"), "odniósł", false},
		{"VERB", virilePast.With("Number", "Sing"), "odniosłem", true},
		{"AUX", virilePast.With("Number", "Sing", "Gender", "Fem", "Animacy", ""), "została", false},
		{"AUX", virilePast.With("Number", "Sing", "Gender", "Neut", "Animacy", ""), "została", true},
		{"VERB", virilePast.With("Person", "1", "Number", "Sing"), "odniosłem", false},
	} {
		assert.Equal(t, c.want, wrong(c.pos, c.f, c.form), "%s %s %v", c.form, c.pos, c.f)
	}
}

// words is a vocabulary listing the forms given.
type words map[string]bool

func (w words) Known(form string) bool { return w[form] }

// TestPastVirile: the virile past plural of Polish grammar (nieść:
// nieśli; mieć: mieli; czytać: czytali; móc: mogli), found among the
// spellings pastVirile tries by the vocabulary's listing it with its
// -śmy form; none without that listing, for a present form that is no
// past, or for features that are not the virile past plural.
func TestPastVirile(t *testing.T) {
	voc := words{"odnieśli": true, "odnieśliśmy": true, "mieli": true, "mieliśmy": true, "czytali": true, "czytaliśmy": true,
		"mogli": true, "mogliśmy": true, "wieźli": true, "wieźliśmy": true, "pali": true}
	verb := lemma.Token{POS: "VERB"}
	virile := lemma.Feats{"Tense": "Past", "Number": "Plur", "Gender": "Masc", "Animacy": "Hum"}
	for _, c := range []struct {
		form string
		f    lemma.Feats
		want []string
	}{
		{"odniosły", virile, []string{"odnieśli"}},
		{"odniosła", virile, []string{"odnieśli"}},
		{"miały", virile, []string{"mieli"}},
		{"czytały", virile, []string{"czytali"}},
		{"mogły", virile, []string{"mogli"}},
		{"wiozły", virile, []string{"wieźli"}},
		{"paliły", virile, nil},  // palili not listed here (pali is the present)
		{"odniósł", virile, nil}, // no -ły or -ła
		{"odniosły", virile.With("Animacy", ""), nil},
	} {
		assert.Equal(t, c.want, pastVirile(voc, verb, c.form, c.f), c.form)
	}
	assert.Nil(t, pastVirile(voc, lemma.Token{POS: "ADJ"}, "odniosły", virile))
}

// TestWithoutVerbs: a substitution putting an infinitive (przerwać,
// misread as a noun) for a verbal noun (zaprzestanie, of zaprzestać) is
// not repaired; a noun for a verbal noun (koniec), a verbal noun for one
// (przerwanie) and a noun in -ść (część) are.
func TestWithoutVerbs(t *testing.T) {
	vnoun := lemma.Token{Form: "zaprzestanie", Lemma: "zaprzestać", POS: "NOUN", Feats: lemma.Feats{"VerbForm": "Vnoun", "Case": "Nom"}}
	for _, c := range []struct {
		nw   lemma.Token
		kept bool
	}{
		{lemma.Token{Form: "przerwać", Lemma: "przerwać", POS: "NOUN", Feats: lemma.Feats{"Case": "Nom"}}, false},
		{lemma.Token{Form: "koniec", Lemma: "koniec", POS: "NOUN", Feats: lemma.Feats{"Case": "Nom"}}, true},
		{lemma.Token{Form: "przerwanie", Lemma: "przerwać", POS: "NOUN", Feats: lemma.Feats{"VerbForm": "Vnoun"}}, true},
		{lemma.Token{Form: "część", Lemma: "część", POS: "NOUN", Feats: lemma.Feats{"Case": "Nom"}}, true},
	} {
		res := &rewrite.Result{Ref: []lemma.Token{vnoun}, Hyp: []lemma.Token{c.nw}, Tokens: []string{c.nw.Form},
			Subs: []rewrite.Substitution{{Pos: 0, HypPos: 0}}}
		assert.Equal(t, c.kept, len(withoutVerbs(res).Subs) == 1, c.nw.Form)
		assert.Len(t, res.Subs, 1, "the result itself is left as it is")
	}
}
