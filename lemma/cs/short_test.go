package cs

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
)

// TestShortVowelNouns: hunspell-cs lists the nouns with the ů/o
// alternation (vůz → vozu) without a paradigm flag, each form a word of
// its own; they are read as nouns of their lemma, not as unknown words
// (which came out ADV without features, and Dům as a proper noun).
func TestShortVowelNouns(t *testing.T) {
	c := czech(t)
	for _, tc := range []struct{ form, lemma, feats string }{
		{"vůz", "vůz", "Animacy=Inan|Case=Nom|Gender=Masc|Number=Sing|Polarity=Pos"},
		{"vozu", "vůz", "Animacy=Inan|Case=Gen|Gender=Masc|Number=Sing|Polarity=Pos"},
		{"vozech", "vůz", "Animacy=Inan|Case=Loc|Gender=Masc|Number=Plur|Polarity=Pos"},
		{"stolu", "stůl", "Animacy=Inan|Case=Gen|Gender=Masc|Number=Sing|Polarity=Pos"},
		{"Dům", "dům", "Animacy=Inan|Case=Nom|Gender=Masc|Number=Sing|Polarity=Pos"},
		{"domě", "dům", "Animacy=Inan|Case=Loc|Gender=Masc|Number=Sing|Polarity=Pos"},
		{"nožem", "nůž", "Animacy=Inan|Case=Ins|Gender=Masc|Number=Sing|Polarity=Pos"},
		{"koněm", "kůň", "Animacy=Anim|Case=Ins|Gender=Masc|Number=Sing|Polarity=Pos"},  // ň+e is written ně
		{"dvoře", "dvůr", "Animacy=Inan|Case=Loc|Gender=Masc|Number=Sing|Polarity=Pos"}, // r → ř before e
		{"bozi", "bůh", "Animacy=Anim|Case=Nom|Gender=Masc|Number=Plur|Polarity=Pos"},   // h → z before i
	} {
		t.Run(tc.form, func(t *testing.T) {
			toks := c.Analyze([]string{tc.form})
			assert.Equal(t, tc.lemma, toks[0].Lemma)
			assert.Equal(t, "NOUN", toks[0].POS)
			assert.Equal(t, tc.feats, toks[0].Feats.String())
		})
	}
	// In context: u + genitive.
	toks := c.Analyze(strings.Fields("Stál u stolu ."))
	assert.Equal(t, "stůl", toks[2].Lemma)
	assert.Equal(t, "Gen", toks[2].Feats["Case"])
	// The adverbs homographic with forms of dům stay adverbs.
	for _, w := range []string{"domů", "doma"} {
		toks := c.Analyze(strings.Fields("Šel " + w + " ."))
		assert.Equal(t, "ADV", toks[1].POS, w)
	}
}

// TestGenerateShortAndDerived: generation declines the ů/o nouns and the
// -ost nouns the dictionary derives from adjectives without listing them
// (volnost from volný, možnost from možný), which gave no form at all.
func TestGenerateShortAndDerived(t *testing.T) {
	c := czech(t)
	f := func(s string) lemma.Feats {
		x, err := lemma.ParseFeats(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	for _, tc := range []struct{ lem, feats, want string }{
		{"volnost", "Case=Gen|Number=Sing", "volnosti"},
		{"možnost", "Case=Dat|Number=Plur", "možnostem"},
		{"možnost", "Case=Ins|Number=Plur", "možnostmi"},
		{"radost", "Case=Gen|Number=Sing", "radosti"}, // listed with its flag: worked before
		{"vůz", "Case=Gen|Number=Sing", "vozu"},
		{"stůl", "Case=Ins|Number=Sing", "stolem"},
		{"dům", "Case=Loc|Number=Sing", "domě"},
		{"kůň", "Case=Gen|Number=Sing", "koně"},
		{"nůž", "Case=Nom|Number=Plur", "nože"},
	} {
		t.Run(tc.lem+" "+tc.feats, func(t *testing.T) {
			got := c.Generate(tc.lem, "NOUN", f(tc.feats))
			if assert.NotEmpty(t, got) {
				assert.Equal(t, tc.want, got[0])
			}
		})
	}
}
