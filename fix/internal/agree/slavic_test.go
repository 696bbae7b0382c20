package agree

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// sentence makes the analysed reference of a rewrite result from
// form/lemma/POS/feats quadruples.
func sentence(words ...[4]string) *rewrite.Result {
	res := &rewrite.Result{}
	for _, w := range words {
		t := tok(w[1], w[2], w[3])
		t.Form = w[0]
		res.Ref = append(res.Ref, t)
		res.Tokens = append(res.Tokens, w[0])
	}
	return res
}

// slotReading: a hypothesis word whose form is the lemma of a reading in
// the slot's case and number is read as that noun (odsetek, tagged the
// genitive plural of odsetka, in a nominative singular slot); a reading
// of another lemma is not taken (grafika as the accusative of grafik),
// nor any when the tagged lemma has the slot's reading.
func TestSlotReading(t *testing.T) {
	f := fake{readings: map[string][]lemma.Token{
		"odsetek": {tok("odsetek", "NOUN", "Animacy=Inan|Case=Nom|Gender=Masc|Number=Sing"), tok("odsetka", "NOUN", "Case=Gen|Gender=Fem|Number=Plur")},
		"grafika": {tok("grafika", "NOUN", "Case=Nom|Gender=Fem|Number=Sing"), tok("grafik", "NOUN", "Animacy=Hum|Case=Acc|Gender=Masc|Number=Sing")},
	}}
	s := Slavic{L: f}
	nw := tok("odsetka", "NOUN", "Case=Acc|Gender=Fem|Number=Plur")
	nw.Form = "odsetek"
	got := s.slotReading(nw, "Nom", "Sing")
	assert.Equal(t, "odsetek", got.Lemma)
	assert.Equal(t, "Masc", got.Feats["Gender"])
	assert.Equal(t, "odsetka", s.slotReading(nw, "Gen", "Plur").Lemma, "the tagged lemma has the slot's reading")
	g := tok("grafika", "NOUN", "Case=Nom|Gender=Fem|Number=Sing")
	g.Form = "grafika"
	assert.Equal(t, "grafika", s.slotReading(g, "Acc", "Sing").Lemma)
}

// infinitiveObject: "Trudno wyobrazić sobie ich wspólny rynek": rynek,
// tagged nominative, also reads as the accusative, the nearest verb is an
// infinitive and no finite verb could be rynek's: an object. With a
// finite third-person singular before the infinitive ("może pojawić się
// problem"), with a copula ("musi być problem") or with a form that is no
// accusative, it stays the nominative.
func TestInfinitiveObject(t *testing.T) {
	f := fake{readings: map[string][]lemma.Token{
		"rynek":   {tok("rynek", "NOUN", "Case=Nom|Gender=Masc|Number=Sing"), tok("rynek", "NOUN", "Case=Acc|Gender=Masc|Number=Sing")},
		"problem": {tok("problem", "NOUN", "Case=Nom|Gender=Masc|Number=Sing"), tok("problem", "NOUN", "Case=Acc|Gender=Masc|Number=Sing")},
		"kobieta": {tok("kobieta", "NOUN", "Case=Nom|Gender=Fem|Number=Sing")},
	}}
	s := Slavic{L: f}
	noun := func(form string) [4]string {
		return [4]string{form, form, "NOUN", "Case=Nom|Gender=Masc|Number=Sing"}
	}
	at := func(res *rewrite.Result, p int) bool {
		return s.infinitiveObject(res, p, res.Ref[p], "Masc", "Sing")
	}
	res := sentence([4]string{"Trudno", "trudno", "ADV", ""}, [4]string{"wyobrazić", "wyobrazić", "VERB", "VerbForm=Inf"},
		[4]string{"sobie", "siebie", "PRON", "Case=Dat"}, [4]string{"wspólny", "wspólny", "ADJ", "Case=Nom|Gender=Masc|Number=Sing"}, noun("rynek"))
	assert.True(t, at(res, 4))
	res = sentence([4]string{"może", "móc", "VERB", "Number=Sing|Person=3|Tense=Pres|VerbForm=Fin"}, [4]string{"pojawić", "pojawić", "VERB", "VerbForm=Inf"},
		[4]string{"się", "się", "PRON", ""}, noun("problem"))
	assert.False(t, at(res, 3), "the finite verb may be the noun's")
	res = sentence([4]string{"chcę", "chcieć", "VERB", "Number=Sing|Person=1|Tense=Pres|VerbForm=Fin"}, [4]string{"zbadać", "zbadać", "VERB", "VerbForm=Inf"}, noun("problem"))
	assert.True(t, at(res, 2), "a first person is no subject's verb")
	res = sentence([4]string{"musi", "musieć", "VERB", "Number=Sing|Person=3|VerbForm=Fin"}, [4]string{"być", "być", "AUX", "VerbForm=Inf"}, noun("problem"))
	assert.False(t, at(res, 2), "a copula")
	res = sentence([4]string{"zbadać", "zbadać", "VERB", "VerbForm=Inf"}, [4]string{"kobieta", "kobieta", "NOUN", "Case=Nom|Gender=Fem|Number=Sing"})
	assert.False(t, at(res, 1), "kobieta is no accusative")
	res = sentence([4]string{"zbadał", "zbadać", "VERB", "Gender=Masc|Number=Sing|Tense=Past|VerbForm=Fin"}, noun("problem"))
	assert.False(t, at(res, 1), "no infinitive")
}

// want: a masculine inanimate or neuter singular attribute's accusative
// may be read as its nominative; a feminine's or a personal masculine's
// may not.
func TestWantAccusative(t *testing.T) {
	s := Slavic{PluralGender: true}
	old := tok("kawałek", "NOUN", "Animacy=Inan|Case=Acc|Gender=Masc|Number=Sing")
	assert.Equal(t, "Acc|Nom", s.want(old, true)["Case"])
	assert.Equal(t, "Acc|Nom", s.want(tok("okno", "NOUN", "Case=Acc|Gender=Neut|Number=Sing"), true)["Case"])
	assert.Equal(t, "Acc", s.want(tok("pan", "NOUN", "Animacy=Hum|Case=Acc|Gender=Masc|Number=Sing"), true)["Case"])
	assert.Equal(t, "Acc", s.want(tok("część", "NOUN", "Case=Acc|Gender=Fem|Number=Sing"), true)["Case"])
}
