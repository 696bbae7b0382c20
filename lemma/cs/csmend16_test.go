package cs

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPluraliaTantumC (csmend16): hunspell-cs gives the pluralia tantum
// in -e/-ě (housle, brýle, kleště, vidle, jesle) only its flag C, which
// no noun class read: housle was guessed an adverb, brýle read as a form
// of the name Brýl. They are feminine plurals of the růže type.
func TestPluraliaTantumC(t *testing.T) {
	c := czech(t)
	for _, x := range []struct{ sent, word, want string }{
		{"Hraje na housle .", "housle", "housle NOUN Case=Acc|Gender=Fem|Number=Plur|Polarity=Pos"},
		{"Brýle ležely na stole .", "Brýle", "brýle NOUN Case=Nom|Gender=Fem|Number=Plur|Polarity=Pos"},
		{"Hrál na houslích .", "houslích", "housle NOUN Case=Loc|Gender=Fem|Number=Plur|Polarity=Pos"},
		{"Vzal si kleště .", "kleště", "kleště NOUN Case=Acc|Gender=Fem|Number=Plur|Polarity=Pos"},
		{"Dítě chodí do jeslí .", "jeslí", "jesle NOUN Case=Gen|Gender=Fem|Number=Plur|Polarity=Pos"},
	} {
		assert.Equal(t, x.want, analyzeWord(c, x.sent, x.word), x.sent)
	}
	// No singular: the paradigm generates the plural only.
	assert.Equal(t, []string{"houslemi"}, c.Generate("housle", "NOUN", map[string]string{"Case": "Ins", "Number": "Plur", "Gender": "Fem"}))
	assert.Empty(t, c.Generate("housle", "NOUN", map[string]string{"Case": "Gen", "Number": "Sing", "Gender": "Fem"}))
}
