package pl

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
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
	for _, c := range []struct {
		pos  string
		f    lemma.Feats
		form string
		want bool
	}{
		{"NOUN", loc, "swetrowi", true},
		{"NOUN", loc, "swetrze", false},
		{"NOUN", loc.With("Case", "Dat"), "swetrowi", false},
		{"ADJ", nomAdj, "dużego", true},
		{"ADJ", nomAdj, "dużym", true},
		{"ADJ", nomAdj.With("Gender", "Fem"), "dużej", true},
		{"ADJ", nomAdj, "duży", false},
		{"ADJ", nomAdj, "ten", false},
		{"ADJ", part, "przyjęci", true},
		{"ADJ", part, "przyjęty", false},
		{"ADJ", part.With("Gender", "Fem"), "przyjęta", false},
	} {
		assert.Equal(t, c.want, wrong(c.pos, c.f, c.form), "%s %s %v", c.form, c.pos, c.f)
	}
}
