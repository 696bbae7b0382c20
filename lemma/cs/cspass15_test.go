package cs

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestShortPassiveLemma: a short passive participle's lemma is its long
// form, and -án shortens the vowel there (odeslán → odeslaný, UD Czech:
// dán → daný, napsáno → napsaný); it gave the non-words odesláný,
// zasláný, dodáný, expedováný (issue #34). The other short passives add
// ý to the stem unchanged.
func TestShortPassiveLemma(t *testing.T) {
	c := czech(t)
	for _, x := range []struct{ sent, word, want string }{
		{"Balík byl odeslán včera .", "odeslán", "odeslaný ADJ Degree=Pos|Gender=Masc|Number=Sing|Polarity=Pos|Variant=Short|VerbForm=Part|Voice=Pass"},
		{"Zboží bylo zasláno včera .", "zasláno", "zaslaný ADJ Degree=Pos|Gender=Neut|Number=Sing|Polarity=Pos|Variant=Short|VerbForm=Part|Voice=Pass"},
		{"Zboží bylo dodáno včera .", "dodáno", "dodaný ADJ Degree=Pos|Gender=Neut|Number=Sing|Polarity=Pos|Variant=Short|VerbForm=Part|Voice=Pass"},
		{"Zboží bylo expedováno včera .", "expedováno", "expedovaný ADJ Degree=Pos|Gender=Neut|Number=Sing|Polarity=Pos|Variant=Short|VerbForm=Part|Voice=Pass"},
		{"Úkol byl dán všem .", "dán", "daný ADJ Degree=Pos|Gender=Masc|Number=Sing|Polarity=Pos|Variant=Short|VerbForm=Part|Voice=Pass"},
		{"Dopis byl napsán včera .", "napsán", "napsaný ADJ Degree=Pos|Gender=Masc|Number=Sing|Polarity=Pos|Variant=Short|VerbForm=Part|Voice=Pass"},
		{"Kniha byla napsána včera .", "napsána", "napsaný ADJ Degree=Pos|Gender=Fem|Number=Sing|Polarity=Pos|Variant=Short|VerbForm=Part|Voice=Pass"},
		{"Dopis byl proveden včera .", "proveden", "provedený ADJ Degree=Pos|Gender=Masc|Number=Sing|Polarity=Pos|Variant=Short|VerbForm=Part|Voice=Pass"},
		{"Dopis byl zaplacen včera .", "zaplacen", "zaplacený ADJ Degree=Pos|Gender=Masc|Number=Sing|Polarity=Pos|Variant=Short|VerbForm=Part|Voice=Pass"},
		{"Muž byl zabit včera .", "zabit", "zabitý ADJ Degree=Pos|Gender=Masc|Number=Sing|Polarity=Pos|Variant=Short|VerbForm=Part|Voice=Pass"},
		{"Návrh byl přijat včera .", "přijat", "přijatý ADJ Degree=Pos|Gender=Masc|Number=Sing|Polarity=Pos|Variant=Short|VerbForm=Part|Voice=Pass"},
		{"Auto bylo umyto včera .", "umyto", "umytý ADJ Degree=Pos|Gender=Neut|Number=Sing|Polarity=Pos|Variant=Short|VerbForm=Part|Voice=Pass"},
	} {
		assert.Equal(t, x.want, analyzeWord(c, x.sent, x.word), x.sent)
	}
	// The long forms have the same lemma, and the lemma generates the
	// short form back.
	assert.Equal(t, "odeslaný", c.Analyze([]string{"odeslaný"})[0].Lemma)
	for _, x := range []struct{ lem, want string }{{"odeslaný", "odeslán"}, {"daný", "dán"}} {
		tk := c.Analyze([]string{x.want})[0]
		assert.Equal(t, x.lem, tk.Lemma)
		assert.Contains(t, c.Generate(tk.Lemma, tk.POS, tk.Feats), x.want, x.lem)
	}
}
