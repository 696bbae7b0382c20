package ru

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/fix/internal/agree"
	"github.com/parmesan-mt/parmesan/lemma"
	_ "github.com/parmesan-mt/parmesan/lemma/ru"
)

// TestNumerals: два стола, две книги; обоих домов, обеих книг; полтора
// часа, полторы минуты.
func TestNumerals(t *testing.T) {
	fem, masc, neut := lemma.Feats{"Gender": "Fem"}, lemma.Feats{"Gender": "Masc"}, lemma.Feats{"Gender": "Neut"}
	for _, c := range []struct {
		lem, cs string
		change  lemma.Feats
		want    string
	}{
		{"два", "Nom", fem, "две"}, {"два", "Nom", masc, "два"}, {"два", "Acc", neut, "два"},
		{"два", "Gen", fem, ""}, // двух for every gender: left alone
		{"оба", "Gen", fem, "обеих"}, {"оба", "Loc", masc, "обоих"}, {"оба", "Ins", fem, "обеими"}, {"оба", "Dat", neut, "обоим"},
		{"полтора", "Nom", fem, "полторы"}, {"полтора", "Acc", masc, "полтора"},
	} {
		t.Run(c.lem+"/"+c.cs+"/"+c.want, func(t *testing.T) {
			assert.Equal(t, c.want, numerals[c.lem](c.cs, c.change))
		})
	}
}

// TestGovern: 2, 3, 4 and both take the genitive singular in the
// nominative and accusative (две компании), not in the other cases
// (двумя компаниями).
func TestGovern(t *testing.T) {
	cs, num, ok := govern("две", "Nom")
	assert.False(t, ok, "lemmas, not forms") // (the table is by lemma)
	cs, num, ok = govern("два", "Nom")
	assert.True(t, ok)
	assert.Equal(t, []string{"Gen", "Sing"}, []string{cs, num})
	_, _, ok = govern("два", "Ins")
	assert.False(t, ok)
	_, _, ok = govern("пять", "Nom")
	assert.False(t, ok, "5 and up govern the genitive plural, which the slot already has")
}

// TestGender: a noun's gender by its lemma's ending.
func TestGender(t *testing.T) {
	for _, c := range []struct{ lem, want string }{
		{"книга", "Fem"}, {"неделя", "Fem"}, {"окно", "Neut"}, {"поле", "Neut"}, {"время", "Neut"},
		{"стол", "Masc"}, {"край", "Masc"}, {"учитель", "Masc"}, {"словарь", "Masc"}, {"гость", "Masc"},
		{"часть", "Fem"}, {"жизнь", "Fem"}, {"ночь", "Fem"}, {"любовь", "Fem"}, {"площадь", "Fem"},
		{"день", ""}, {"ось", ""},
	} {
		t.Run(c.lem, func(t *testing.T) {
			g, ok := gender(c.lem)
			assert.Equal(t, c.want, g)
			assert.Equal(t, c.want != "", ok)
		})
	}
}

// TestGenderOf: nouns in -ь the ending leaves open, by their
// instrumental singular (осью, стилем, днём); стержень (стержнем, with
// the fleeting е) is left to the dictionary's readings.
func TestGenderOf(t *testing.T) {
	l, err := lemma.New("ru")
	if err != nil {
		t.Skipf("ru analysis unavailable: %v", err)
	}
	g := genderOf(l.(agree.Morphology))
	for _, c := range []struct{ lem, want string }{
		{"ось", "Fem"}, {"связь", "Fem"}, {"область", "Fem"}, {"модель", "Fem"}, {"цель", "Fem"},
		{"стиль", "Masc"}, {"рубль", "Masc"}, {"книга", "Fem"}, {"стержень", ""},
	} {
		got, ok := g(c.lem)
		assert.Equal(t, c.want, got, c.lem)
		assert.Equal(t, c.want != "", ok, c.lem)
	}
}

// TestGuess: adjectives hunspell-ru lacks declined as their ending's
// exemplar (hand-checked forms: жулебинской, алгского, руброспинальная,
// кемеровском, верхнюю as синюю), and the singular of край as сарай's.
func TestGuess(t *testing.T) {
	l, err := lemma.New("ru")
	if err != nil {
		t.Skipf("ru analysis unavailable: %v", err)
	}
	g := guess(l.(agree.Morphology))
	check := []string{"Case", "Number", "Gender"}
	for _, c := range []struct{ lem, feats, want string }{
		{"жулебинский", "Case=Gen|Gender=Fem|Number=Sing", "жулебинской"},
		{"алгский", "Case=Gen|Gender=Masc|Number=Sing", "алгского"},
		{"руброспинальный", "Case=Nom|Gender=Fem|Number=Sing", "руброспинальная"},
		{"кемеровский", "Case=Loc|Gender=Masc|Number=Sing", "кемеровском"},
		{"крайний", "Case=Acc|Gender=Fem|Number=Sing", "крайнюю"},
	} {
		f, err := lemma.ParseFeats(c.feats)
		assert.NoError(t, err)
		assert.Equal(t, []string{c.want}, g(c.lem, "ADJ", f, check), c.lem)
	}
	// the singular of a masculine noun in -й (край, which hunspell-ru
	// lists without endings: края, краю, краем, крае)
	for _, c := range [][2]string{{"Gen", "края"}, {"Dat", "краю"}, {"Ins", "краем"}, {"Loc", "крае"}} {
		assert.Equal(t, []string{c[1]}, g("край", "NOUN", lemma.Feats{"Case": c[0], "Number": "Sing", "Gender": "Masc"}, check[:2]), c[1])
	}
	assert.Nil(t, g("край", "NOUN", lemma.Feats{"Case": "Nom", "Number": "Plur", "Gender": "Masc"}, check[:2]), "not the plural (края)")
	assert.Nil(t, g("жулебинский", "NOUN", lemma.Feats{"Case": "Gen"}, check), "adjectives and masculine nouns in -й only")
	assert.Nil(t, g("тракт", "ADJ", lemma.Feats{"Case": "Gen"}, check), "no adjective ending")
}

// TestShort: short participles and adjectives of a subject in the new
// gender (hand-checked forms: распространён with the masculine's ё,
// прерван, населена with е for the masculine's ё, сходна).
func TestShort(t *testing.T) {
	l, err := lemma.New("ru")
	if err != nil {
		t.Skipf("ru analysis unavailable: %v", err)
	}
	sh := short(l.(agree.Morphology))
	g := func(v string) lemma.Token { return lemma.Token{Feats: lemma.Feats{"Gender": v}} }
	for _, c := range []struct{ form, lem, pos, from, to, want string }{
		{"распространено", "распространить", "VERB", "Neut", "Masc", "распространён"},
		{"прервана", "прервать", "VERB", "Fem", "Masc", "прерван"},
		{"населён", "населить", "VERB", "Masc", "Fem", "населена"},
		{"сходен", "сходный", "ADJ", "Masc", "Fem", "сходна"},
	} {
		w := lemma.Token{Form: c.form, Lemma: c.lem, POS: c.pos, Feats: lemma.Feats{"Gender": c.from, "Number": "Sing"}}
		got, ok := sh(w, c.form, g(c.from), g(c.to))
		assert.True(t, ok, c.form)
		assert.Equal(t, c.want, got, c.form)
	}
}
