package fr

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
)

// The elision and the forms before a vowel, pair by pair: each row is
// the tokens, the pair's first position, the noun phrase's gender, the
// hypothesis's word before the substituted one, and the expected tokens
// ("" when the pair cannot be written in place), written from French
// spelling rules.
func TestSound(t *testing.T) {
	for _, c := range []struct {
		toks      string
		ref       string // the reference's tokens, when not toks
		k         int
		gender    string
		hypBefore string
		want      string
	}{
		{"le article", "", 0, "Masc", "", "l' article"},
		{"la évolution", "", 0, "Fem", "", "l' évolution"},
		{"l' parcours", "", 0, "Masc", "", "le parcours"},
		{"l' recherche", "", 0, "Fem", "", "la recherche"},
		{"L' rival", "", 0, "Masc", "", "Le rival"},
		{"l' rival", "", 0, "", "", ""},                 // a gender nothing tells
		{"d' supprimer", "", 0, "", "", "de supprimer"}, // a verb after de
		{"de évoquer", "", 0, "", "", "d' évoquer"},
		{"ce établissement", "", 0, "Masc", "", "cet établissement"},
		{"cet projet", "", 0, "Masc", "", "ce projet"},
		{"ma envie", "", 0, "Fem", "", "mon envie"},
		{"mon rue", "", 0, "Fem", "", "ma rue"},
		{"beau arbre", "", 0, "Masc", "", "bel arbre"},
		{"du article", "", 0, "Masc", "", ""},         // de l': two tokens
		{"de le domaine", "", 0, "Masc", "", ""},      // du: one token
		{"de le art", "", 0, "Masc", "", "de le art"}, // (the pair after makes it de l')
		{"à le lieu", "", 0, "Masc", "", ""},          // au
		{"l' histoire", "", 0, "Fem", "l'", "l' histoire"},
		{"la histoire", "", 0, "Fem", "l'", "l' histoire"},             // h muet, as the hypothesis writes it
		{"l' héros", "", 0, "Masc", "le", "le héros"},                  // h aspiré, as the hypothesis writes it
		{"l' histoire", "l' aventure", 0, "Fem", "une", ""},            // h muet or aspiré: unknown
		{"l' histoire", "l' histoire", 0, "Fem", "une", "l' histoire"}, // the reference's own word stands
		{"l’ parcours", "", 0, "Masc", "", "le parcours"},
	} {
		if c.ref == "" {
			c.ref = c.toks
		}
		ref := make([]lemma.Token, 0)
		for _, w := range strings.Fields(c.ref) {
			ref = append(ref, lemma.Token{Form: w, POS: "DET"})
		}
		got, ok := sound(strings.Fields(c.toks), ref, c.k, c.gender, c.hypBefore)
		if c.want == "" {
			assert.False(t, ok, c.toks)
			continue
		}
		if assert.True(t, ok, c.toks) {
			assert.Equal(t, c.want, strings.Join(got, " "), c.toks)
		}
	}
}

// A participle's gender and number are its spelling: -e, -s.
func TestParticiple(t *testing.T) {
	ms, fs, mp, fp := lemma.Feats{"Gender": "Masc", "Number": "Sing"}, lemma.Feats{"Gender": "Fem", "Number": "Sing"},
		lemma.Feats{"Gender": "Masc", "Number": "Plur"}, lemma.Feats{"Gender": "Fem", "Number": "Plur"}
	for _, c := range []struct {
		form     string
		from, to lemma.Feats
		want     string
	}{
		{"arrivé", ms, fs, "arrivée"},
		{"arrivée", fs, mp, "arrivés"},
		{"voulu", ms, fp, "voulues"},
		{"pris", ms, fs, "prise"},
		{"basés", mp, fp, "basées"},
		{"finis", mp, ms, ""},  // fini or finis: not written
		{"aiment", ms, fs, ""}, // no participle
		{"visant", lemma.Feats{"Tense": "Pres"}, lemma.Feats{"Tense": "Pres"}, "visant"},
	} {
		got, ok := participle(c.form, "VERB", c.from, c.to)
		if c.want == "" {
			assert.False(t, ok, c.form)
			continue
		}
		assert.True(t, ok, c.form)
		assert.Equal(t, c.want, got, c.form)
	}
	_, ok := participle("heureux", "ADJ", ms, fs)
	assert.False(t, ok, "adjectives are not regular")
}
