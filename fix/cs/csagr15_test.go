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

// TestPredicateAfterRelativeClause (csagr15): the predicate of a
// substituted subject is re-agreed across a relative clause between them
// (", kteří byli zadrženi ,"), which the fixer skipped as a whole; any
// other comma still ends the search. want is written from Czech grammar.
func TestPredicateAfterRelativeClause(t *testing.T) {
	for _, c := range []struct{ name, hyp, ref, want string }{
		{"který", "Lidé byli propuštěni .", "Osoby , které byly zadrženy , byly propuštěny .",
			"Lidé , kteří byli zadrženi , byli propuštěni ."},
		{"jenž", "Lidé byli propuštěni .", "Osoby , jež policie zadržela , byly propuštěny .",
			"Lidé , jež policie zadržela , byli propuštěni ."},
		// Not a relative clause: the comma ends the search as before.
		{"other comma", "Lidé byli propuštěni .", "Osoby , jak víme , byly propuštěny .",
			"Lidé , jak víme , byly propuštěny ."},
		// After the relative clause a new subject: nothing follows.
		{"new subject after", "Lidé byli propuštěni .", "Osoby , které byly zadrženy , policie propustila .",
			"Lidé , kteří byli zadrženi , policie propustila ."},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, _ := rewriteFix(t, "osoba", "člověk", c.hyp, c.ref)
			assert.Equal(t, c.want, got)
		})
	}
}

// TestRelativeClauseLimits (csagr15): a conjunction inside the relative
// clause does not end it; a first-person auxiliary after it is another
// subject's.
func TestRelativeClauseLimits(t *testing.T) {
	for _, c := range []struct{ name, hyp, ref, want string }{
		{"coordination inside", "Lidé byli propuštěni .", "Osoby , které byly zadrženy a vyslýchány , byly propuštěny .",
			"Lidé , kteří byli zadrženi a vyslýcháni , byli propuštěni ."},
		{"first person after", "Lidé byli propuštěni .", "Ženy , které přišly , jsme pozvaly .",
			"Lidé , kteří přišli , jsme pozvaly ."},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := "osoba"
			if c.name == "first person after" {
				a = "žena"
			}
			got, _ := rewriteFix(t, a, "člověk", c.hyp, c.ref)
			assert.Equal(t, c.want, got)
		})
	}
}

// TestPredicateBeforeSubjectAfterInstrumental (csagr15): the subject
// after a short participle and an instrumental agent (byly policií
// zadrženy osoby), which the tagger read as a genitive singular, is a
// nominative plural, and the predicate before it follows the new noun.
func TestPredicateBeforeSubjectAfterInstrumental(t *testing.T) {
	got, _ := rewriteFix(t, "osoba", "člověk", "Na místě byli policií zadrženi lidé .",
		"Na místě byly policií zadrženy osoby .")
	assert.Equal(t, "Na místě byli policií zadrženi lidé .", got)
}

// TestRelativeObjectKeepsCase (csagr15): a relative pronoun that is the
// object of its clause (které policie zadržela, které jsme potkaly) keeps
// the accusative after osoby → lidé (které), though the tagger read it
// as a nominative (*kteří); a subject relative still follows (kteří byli).
// want is written from Czech grammar.
func TestRelativeObjectKeepsCase(t *testing.T) {
	for _, c := range []struct{ name, a, hyp, ref, want string }{
		{"third-person subject in the clause", "osoba", "Lidé byli propuštěni .",
			"Osoby , které policie zadržela , byly propuštěny .", "Lidé , které policie zadržela , byli propuštěni ."},
		{"first-person auxiliary", "žena", "Lidé byli propuštěni .",
			"Ženy , které jsme potkaly , byly propuštěny .", "Lidé , které jsme potkaly , byli propuštěni ."},
		{"subject relative", "osoba", "Lidé byli propuštěni .",
			"Osoby , které byly zadrženy , byly propuštěny .", "Lidé , kteří byli zadrženi , byli propuštěni ."},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, _ := rewriteFix(t, c.a, "člověk", c.hyp, c.ref)
			assert.Equal(t, c.want, got)
		})
	}
}

// TestRelativeSubjectSyncreticVerb (csagr15): a neuter plural subject
// relative whose verb the tagger read as singular (která leží: leží is
// both) is still the subject of its clause and follows the new noun.
func TestRelativeSubjectSyncreticVerb(t *testing.T) {
	got, _ := rewriteFix(t, "město", "člověk", "Lidé jsou daleko .",
		"Města , která leží u řeky , jsou daleko .")
	assert.Equal(t, "Lidé , kteří leží u řeky , jsou daleko .", got)
}
