package hunspell

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
)

// A toy German-like dictionary: nouns with an umlaut plural (p) and a
// genitive (e), an adjective class (A), and, as hunspell-ro does, a stem
// that is not the treebank's lemma (merg, lemma merge; V), and, as
// hunspell-ro lists them, feminine adjectives as words of their own
// (rapidă, lentă; F their plural).
const toyAff = `SET UTF-8

SFX p Y 1
SFX p aus äuser [hH]aus

SFX e Y 1
SFX e 0 es .

SFX A Y 2
SFX A 0 e .
SFX A 0 en .

SFX V Y 1
SFX V 0 eau .

SFX F Y 1
SFX F ă e ă
`

const toyDic = `7
Haus/pe
Hund/e
alt/A
neu/A
merg/V
rapidă/F
lentă/F
`

func toyDict(t *testing.T) *data.Hunspell {
	t.Helper()
	h, err := data.ReadHunspellAff(strings.NewReader(toyAff), "toy.aff")
	require.NoError(t, err)
	require.NoError(t, h.ReadDic(strings.NewReader(toyDic), "toy.dic"))
	return h
}

// sent builds a sentence from "form/lemma/UPOS/FEATS" words.
func sent(words ...string) *data.CoNLLUSentence {
	s := &data.CoNLLUSentence{}
	for i, w := range words {
		f := strings.Split(w, "/")
		s.Words = append(s.Words, data.CoNLLUWord{ID: i + 1, Form: f[0], Lemma: f[1], UPOS: f[2], Feats: f[3], Line: i + 1})
	}
	return s
}

func toyTables(t *testing.T, h *data.Hunspell) *Tables {
	t.Helper()
	tb, err := Learn(h, []*data.CoNLLUSentence{
		sent("Die/der/DET/Case=Nom|Number=Plur", "alten/alt/ADJ/Case=Nom|Number=Plur", "Häuser/Haus/NOUN/Case=Nom|Number=Plur"),
		sent("des/der/DET/Case=Gen|Number=Sing", "Hundes/Hund/NOUN/Case=Gen|Number=Sing", "mergeau/merge/VERB/Tense=Imp"),
		sent("die/der/DET/Case=Acc|Number=Plur", "alte/alt/ADJ/Case=Nom|Number=Sing", "alte/alt/ADJ/Case=Nom|Number=Sing"),
		sent("Domu/dom/NOUN/Case=Gen|Number=Sing"),
		sent(slices.Repeat([]string{"rapide/rapid/ADJ/Gender=Fem|Number=Plur"}, minEndCount)...),
	}, "toy.conllu")
	require.NoError(t, err)
	return tb
}

func TestLearn(t *testing.T) {
	h := toyDict(t)
	tb := toyTables(t, h)
	// Counted under the exact rule (class p at line 4), without prefixes
	// (the same here, so not repeated) and by class.
	assert.Equal(t, []Tag{{POS: "NOUN", Feats: "Case=Nom|Number=Plur", N: 1}}, tb.Rules["R:Sp:4+"])
	assert.Equal(t, []Tag{{POS: "NOUN", Feats: "Case=Nom|Number=Plur", N: 1}}, tb.Rules["C:Sp+"])
	// Most frequent first.
	assert.Equal(t, []Tag{{POS: "ADJ", Feats: "Case=Nom|Number=Sing", N: 2}}, tb.Rules["R:SA:10+"])
	// The stem merg is bridged to the lemma merge by a script.
	assert.Equal(t, []Tag{{POS: "VERB", Feats: "Tense=Imp", Script: "0|e", N: 1}}, tb.Rules["R:SV:14+"])
	// Closed classes by lower-cased form, with their lemma.
	assert.Equal(t, []Tag{
		{POS: "DET", Feats: "Case=Acc|Number=Plur", Lemma: "der", Form: "die", N: 1},
		{POS: "DET", Feats: "Case=Nom|Number=Plur", Lemma: "der", Form: "die", N: 1},
	}, tb.Closed["die"])
	// Other words as seen, spelled as their lemma is (capitalised nouns).
	assert.Equal(t, []Tag{{POS: "NOUN", Feats: "Case=Nom|Number=Plur", Lemma: "Haus", Form: "Häuser", N: 1}}, tb.Seen["häuser"])
	assert.Equal(t, []Tag{{POS: "VERB", Feats: "Tense=Imp", Lemma: "merge", Form: "mergeau", N: 1}}, tb.Seen["mergeau"])
	// A stem ending that scripts remove, seen often enough (rapide from
	// rapidă, lemma rapid).
	assert.Equal(t, map[string][]string{"ADJ": {"|ă"}}, tb.Ends)
	// Attested gives the seen words' readings back, by any spelling of
	// the form; closed-class words and unseen forms have none.
	m := NewMorphology(h, tb)
	att := m.Attested("HÄUSER")
	require.Len(t, att, 1)
	assert.Equal(t, "Haus NOUN Case=Nom|Number=Plur", att[0].Lemma+" "+att[0].POS+" "+att[0].Feats.String())
	assert.Empty(t, m.Attested("die"))
	assert.Empty(t, m.Attested("Hunde"))
	_, err := Learn(h, []*data.CoNLLUSentence{sent("x/x/X/Case")}, "bad.conllu")
	require.ErrorContains(t, err, "bad.conllu:1:")
}

func TestCandidates(t *testing.T) {
	h := toyDict(t)
	m := NewMorphology(h, toyTables(t, h))
	for _, tc := range []struct {
		form string
		want []string // lemma POS feats
	}{
		{"Häuser", []string{"Haus NOUN Case=Nom|Number=Plur"}},
		{"mergeau", []string{"merge VERB Tense=Imp"}},
		{"Die", []string{"der DET Case=Acc|Number=Plur", "der DET Case=Nom|Number=Plur"}},
		// Rule A at line 11 (-en) was never seen with a lemma: its class's tags.
		{"neuen", []string{"neu ADJ Case=Nom|Number=Plur"}},
		// A dictionary word without rules, a class never seen: no reading.
		{"Haus", nil},
		// A word the dictionary lacks: the treebank's tags are for
		// generation only.
		{"domu", nil},
		{"Katze", nil},
	} {
		t.Run(tc.form, func(t *testing.T) {
			var got []string
			for _, c := range m.Candidates(tc.form) {
				assert.Equal(t, tc.form, c.Form)
				got = append(got, c.Lemma+" "+c.POS+" "+c.Feats.String())
			}
			assert.Equal(t, tc.want, got)
		})
	}
	assert.True(t, m.Known("Hund"))
	assert.True(t, m.Known("des"))
	assert.False(t, m.Known("Katze"))
}

func TestGenerate(t *testing.T) {
	h := toyDict(t)
	m := NewMorphology(h, toyTables(t, h))
	for _, tc := range []struct {
		lemma, pos, feats string
		want              []string
	}{
		{"Haus", "NOUN", "Case=Nom|Number=Plur", []string{"Häuser"}},
		{"Hund", "NOUN", "Case=Gen|Number=Sing", []string{"Hundes"}},
		{"Hund", "NOUN", "Case=Gen|Number=Plur", nil},
		// Through the class's tags: -e and -en of alt's class A.
		{"neu", "ADJ", "Case=Nom|Number=Plur", []string{"neuen"}},
		{"neu", "ADJ", "Case=Nom|Number=Sing", []string{"neue"}},
		// The stem merg of the lemma merge.
		{"merge", "VERB", "Tense=Imp", []string{"mergeau"}},
		// Closed classes from the treebank: a feature left open matches both.
		{"der", "DET", "Number=Plur", []string{"die"}},
		{"der", "DET", "Case=Gen", []string{"des"}},
		{"alt", "NOUN", "Case=Nom", nil},
		// The lemma lent has no dictionary word: its forms come from the
		// feminine lentă, found by the stem ending the treebank showed
		// (rapide: rapidă with F, lemma rapid, "|ă").
		{"lent", "ADJ", "Gender=Fem|Number=Plur", []string{"lente"}},
		// A form only the treebank knows, lower-cased as its lemma is.
		{"dom", "NOUN", "Case=Gen", []string{"domu"}},
	} {
		t.Run(tc.lemma+"/"+tc.feats, func(t *testing.T) {
			f, err := lemma.ParseFeats(tc.feats)
			require.NoError(t, err)
			assert.Equal(t, tc.want, m.Generate(tc.lemma, tc.pos, f))
		})
	}
}

func TestScripts(t *testing.T) {
	for _, tc := range []struct{ stem, lemma, script string }{
		{"Haus", "Haus", ""},
		{"Haus", "haus", ""},
		{"merg", "merge", "0|e"},
		{"frumoas", "frumos", "2|s"},
		{"пошёл", "пойти", "3|йти"},
	} {
		s := editScript(tc.stem, tc.lemma)
		assert.Equal(t, tc.script, s, tc.stem)
		assert.True(t, strings.EqualFold(tc.lemma, applyScript(tc.stem, s)), tc.stem)
	}
	assert.Equal(t, "Haus", applyScript("Haus", "9|x"), "a script longer than the stem leaves it")
	assert.Equal(t, "Haus", applyScript("Haus", "x"), "a malformed script leaves the stem")
}
