package cs_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// csagr15 (issue #34): a numeral or quantifier before a substituted noun
// that agreed with it (dvě, obě, všechny) takes the new noun's gender,
// animacy, case and number (osoby → lidé: dva, oba, všichni), as the
// adjectives and determiners before it already did (tyto → tito). want
// is written from Czech grammar.
func TestQuantifiersFollowNewNoun(t *testing.T) {
	for _, c := range []struct{ name, a, b, hyp, ref, want string }{
		{"dvě → dva", "osoba", "člověk", "Dva lidé byli zadrženi .", "Dvě osoby byly zadrženy .", "Dva lidé byli zadrženi ."},
		{"všechny → všichni", "osoba", "člověk", "Všichni lidé byli zadrženi .", "Všechny osoby byly zadrženy .",
			"Všichni lidé byli zadrženi ."},
		{"obě → oba", "osoba", "člověk", "Oba lidé byli zadrženi .", "Obě osoby byly zadrženy .", "Oba lidé byli zadrženi ."},
		{"tyto → tito", "osoba", "člověk", "Tito lidé byli zadrženi .", "Tyto osoby byly zadrženy .", "Tito lidé byli zadrženi ."},
		{"ty dvě → ti dva", "osoba", "člověk", "Ti dva lidé byli zadrženi .", "Ty dvě osoby byly zadrženy .",
			"Ti dva lidé byli zadrženi ."},
		{"accusative dvě → dva", "žena", "muž", "Viděl jsem dva muže .", "Viděl jsem dvě ženy .", "Viděl jsem dva muže ."},
		{"všechna → všechny (neuter → feminine)", "město", "obec", "Navštívil všechny obce .", "Navštívil všechna města .",
			"Navštívil všechny obce ."},
		// What stays: a form that is the same in every gender (dvou,
		// všech), and a numeral that does not inflect for gender (tři).
		{"genitive dvou", "osoba", "člověk", "Bez dvou lidí .", "Bez dvou osob .", "Bez dvou lidí ."},
		{"tři", "osoba", "člověk", "Tři lidé byli zadrženi .", "Tři osoby byly zadrženy .", "Tři lidé byli zadrženi ."},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, _ := rewriteFix(t, c.a, c.b, c.hyp, c.ref)
			assert.Equal(t, c.want, got)
		})
	}
}
