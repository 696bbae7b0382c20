package es

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
)

// A feminine noun in stressed a- (a written á, or an a in the first of
// two syllables stressed on the last but one) takes el and un.
func TestStressedA(t *testing.T) {
	for w, want := range map[string]bool{
		"agua": true, "alma": true, "arma": true, "área": true, "hambre": true, "águila": true, "aula": true, "hacha": true,
		"abeja": false, "amiga": false, "araña": false, "casa": false, "harina": false, "aguas": true,
	} {
		assert.Equal(t, want, stressedA(w), w)
	}
}

// The pair rules, each row written from Spanish spelling: the tokens,
// the pair's first position, the noun phrase's gender, the expected
// tokens ("" when the pair cannot be written in place).
func TestSound(t *testing.T) {
	for _, c := range []struct {
		toks, pos string
		k         int
		gender    string
		want      string
	}{
		{"la agua", "DET NOUN", 0, "Fem", "el agua"},
		{"una arma", "DET NOUN", 0, "Fem", "un arma"},
		{"el bebida", "DET NOUN", 0, "Fem", "la bebida"},
		{"la aguas", "DET NOUN", 0, "Fem", "la aguas"}, // (the plural keeps las: the number is the slot rule's)
		{"el área", "DET NOUN", 0, "Fem", "el área"},
		{"y Italia", "CCONJ PROPN", 0, "", "e Italia"},
		{"y hielo", "CCONJ NOUN", 0, "", "y hielo"},
		{"e también", "CCONJ ADV", 0, "", "y también"},
		{"o otro", "CCONJ DET", 0, "", "u otro"},
		{"u siete", "CCONJ NUM", 0, "", "o siete"},
		{"de el", "ADP DET", 0, "", ""}, // del: one token for two
		{"a el", "ADP DET", 0, "", ""},  // al
	} {
		var ref []lemma.Token
		pos := strings.Fields(c.pos)
		for i, w := range strings.Fields(c.toks) {
			ref = append(ref, lemma.Token{Form: w, POS: pos[i]})
		}
		got, ok := sound(strings.Fields(c.toks), ref, c.k, c.gender, "")
		if c.want == "" {
			assert.False(t, ok, c.toks)
			continue
		}
		if assert.True(t, ok, c.toks) {
			assert.Equal(t, c.want, strings.Join(got, " "), c.toks)
		}
	}
}

// Participles and adjectives in -o and -dor inflect regularly; other
// adjectives have one form for both genders.
func TestRegular(t *testing.T) {
	fs, mp, fp := lemma.Feats{"Gender": "Fem", "Number": "Sing"}, lemma.Feats{"Gender": "Masc", "Number": "Plur"}, lemma.Feats{"Gender": "Fem", "Number": "Plur"}
	for _, c := range []struct {
		form, pos string
		to        lemma.Feats
		want      string
	}{
		{"hecho", "VERB", fs, "hecha"},
		{"almacenada", "VERB", mp, "almacenados"},
		{"paleártico", "ADJ", fs, "paleártica"},
		{"acogedor", "ADJ", fp, "acogedoras"},
		{"acogedoras", "ADJ", mp, "acogedores"},
		{"dulces", "ADJ", fp, "dulces"},
		{"mejor", "ADJ", fs, "mejor"},
		{"cantando", "VERB", fs, ""}, // a gerund: no participle
	} {
		got, ok := regular(c.form, c.pos, nil, c.to)
		if c.want == "" {
			assert.False(t, ok, c.form)
			continue
		}
		assert.True(t, ok, c.form)
		assert.Equal(t, c.want, got, c.form)
	}
}

// Enclitics come off an infinitive or gerund and go back on another, with
// the accent a gerund then needs.
func TestEnclitics(t *testing.T) {
	for _, c := range []struct{ form, vf, base, clitic string }{
		{"sentarse", "Inf", "sentar", "se"},
		{"sentándose", "Ger", "sentando", "se"},
		{"llevándolos", "Ger", "llevando", "los"},
		{"dárselo", "Inf", "dar", "selo"},
		{"cantar", "Inf", "cantar", ""},
	} {
		base, cl := enclitic(nil, lemma.Token{Form: c.form, POS: "VERB", Feats: lemma.Feats{"VerbForm": c.vf}})
		assert.Equal(t, c.base, base, c.form)
		assert.Equal(t, c.clitic, cl, c.form)
	}
	got, ok := attach("conduciendo", "los", lemma.Feats{"VerbForm": "Ger"})
	assert.True(t, ok)
	assert.Equal(t, "conduciéndolos", got)
	got, ok = attach("acomodar", "se", lemma.Feats{"VerbForm": "Inf"})
	assert.True(t, ok)
	assert.Equal(t, "acomodarse", got)
}
