package cs

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCollectiveNeutersC: hunspell-cs gives the collective neuters in -í
// (zboží, uhlí, kamení) and in -stvo/-ctvo (lidstvo, obyvatelstvo) only
// its flag C, which no noun class read, so they were guessed adverbs in
// any position (Zboží ADV, issue #34).
func TestCollectiveNeutersC(t *testing.T) {
	c := czech(t)
	for _, x := range []struct{ sent, word, want string }{
		{"Zboží bylo odesláno včera .", "Zboží", "zboží NOUN Case=Nom|Gender=Neut|Number=Sing|Polarity=Pos"},
		{"Koupil jsem zboží včera .", "zboží", "zboží NOUN Case=Acc|Gender=Neut|Number=Sing|Polarity=Pos"},
		{"Obchod se zbožím roste .", "zbožím", "zboží NOUN Case=Ins|Gender=Neut|Number=Sing|Polarity=Pos"},
		{"Uhlí je drahé .", "Uhlí", "uhlí NOUN Case=Nom|Gender=Neut|Number=Sing|Polarity=Pos"},
		{"Lidstvo je staré .", "Lidstvo", "lidstvo NOUN Case=Nom|Gender=Neut|Number=Sing|Polarity=Pos"},
	} {
		assert.Equal(t, x.want, analyzeWord(c, x.sent, x.word), x.sent)
	}
}
