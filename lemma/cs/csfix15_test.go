package cs

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestTenhleForms (csfix15, issue #34): the forms of tenhle beyond the
// singular nominative, accusative and genitive/locative were the
// dictionary's guess ADV with themselves as lemma (tyhle, těchhle);
// they are DET tenhle in the case and number of ten's endings.
func TestTenhleForms(t *testing.T) {
	c := czech(t)
	for _, x := range []struct{ sent, word, want string }{
		{"Tyhle věci jsou nové .", "Tyhle", "tenhle DET Case=Nom|Gender=Fem|Number=Plur|PronType=Dem"},
		{"Těchhle lidí je málo .", "Těchhle", "tenhle DET Case=Gen|Number=Plur|PronType=Dem"},
		{"Tihle muži přišli .", "Tihle", "tenhle DET Animacy=Anim|Case=Nom|Gender=Masc|Number=Plur|PronType=Dem"},
		{"Přišel s touhle ženou .", "touhle", "tenhle DET Case=Ins|Gender=Fem|Number=Sing|PronType=Dem"},
		{"Dal to těmhle lidem .", "těmhle", "tenhle DET Case=Dat|Number=Plur|PronType=Dem"},
		{"Mluvil s těmihle lidmi .", "těmihle", "tenhle DET Case=Ins|Number=Plur|PronType=Dem"},
	} {
		assert.Equal(t, x.want, analyzeWord(c, x.sent, x.word), x.sent)
	}
	for _, x := range []struct{ sent, word string }{
		{"Jel tímhle autem .", "tímhle"},
		{"Řekl to tomuhle muži .", "tomuhle"},
		{"Vidím tyhle domy .", "tyhle"},
	} {
		got := analyzeWord(c, x.sent, x.word)
		assert.Regexp(t, `^tenhle DET `, got, x.sent)
	}
}

// TestStatBeforeInfinitive (csfix15): after a modal, stát is the
// infinitive (musí to stát) unless another infinitive follows, which is
// the modal's: "Na to musí stát podporovat" has the noun stát as its
// subject (session 14's cstag14b left this).
func TestStatBeforeInfinitive(t *testing.T) {
	c := czech(t)
	for _, x := range []struct{ sent, want string }{
		{"Na to musí stát podporovat výzkum .", "NOUN"},
		{"Musí stát u dveří .", "VERB"},
		{"Mělo by se to stát .", "VERB"},
		{"Musí to stát hodně peněz .", "VERB"},
	} {
		got := analyzeWord(c, x.sent, "stát")
		assert.Regexp(t, `^stát `+x.want+` `, got, x.sent)
	}
	// pomoci before an infinitive stays the verb: it has no nominative
	// singular (TestAnalyzeMatchesReference's sentence, shortened).
	for _, sent := range []string{"Analýza může pomoci vysvětlit příčiny .", "Může pomoci vysvětlit příčiny ."} {
		assert.Regexp(t, `^pomoci VERB `, analyzeWord(c, sent, "pomoci"), sent)
	}
}
