package rewrite

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestClosedNeighbour: a pair of the hand-written function-word groups
// is made when the two words share an aligned neighbour in a slot they
// are not alone in (issue #34, development round 5's Tenhle → tento and
// round 1's tohle → to), and not when no neighbour of theirs is aligned,
// when the slot holds two candidates, or in another language's guard
// without ClosedNeighbour.
func TestClosedNeighbour(t *testing.T) {
	an := tagged{
		"tenhle":    tok("tenhle", "DET", "Case=Nom|Gender=Masc|Number=Sing|PronType=Dem"),
		"tento":     tok("tento", "DET", "Case=Nom|Gender=Masc|Number=Sing|PronType=Dem"),
		"tohle":     tok("tenhle", "DET", "Case=Acc|Gender=Neut|Number=Sing|PronType=Dem"),
		"to":        tok("ten", "DET", "Case=Acc|Gender=Neut|Number=Sing|PronType=Dem"),
		"toto":      tok("tento", "DET", "Case=Acc|Gender=Neut|Number=Sing|PronType=Dem"),
		"typ":       tok("typ", "NOUN", "Case=Nom|Gender=Masc|Number=Sing"),
		"druh":      tok("druh", "NOUN", "Case=Nom|Gender=Masc|Number=Sing"),
		"jsem":      tok("být", "AUX", "Number=Sing|Person=1"),
		"vymyslel":  tok("vymyslet", "VERB", "Gender=Masc|Number=Sing|VerbForm=Part"),
		"navrhl":    tok("navrhnout", "VERB", "Gender=Masc|Number=Sing|VerbForm=Part"),
		"jen":       tok("jen", "ADV", ""),
		"právě":     tok("právě", "ADV", ""),
		"přesně":    tok("přesně", "ADV", ""),
		"se":        tok("se", "PRON", "Case=Acc|PronType=Prs|Reflex=Yes"),
		"děje":      tok("dít", "VERB", "Number=Sing|Person=3"),
		"a":         tok("a", "CCONJ", ""),
		"přesto":    tok("přesto", "ADV", ""),
		"nastavení": tok("nastavení", "NOUN", "Case=Gen|Gender=Neut|Number=Sing"),
	}
	for _, c := range []struct {
		name, ref, hyp, want string
	}{
		{"the next word aligned, sentence start", "Tenhle typ nastavení jsem vymyslel .", "Jen jsem to vymyslel tento typ nastavení .", "Tento"},
		{"the next word aligned, another word before", "a přesto se přesně tohle právě děje", "a přesto se to právě děje", "to"},
		{"no neighbour aligned", "Tenhle typ nastavení jsem vymyslel .", "Jen jsem to vymyslel tento druh nastavení .", ""},
		{"two candidates in the slot", "a přesto se přesně tohle právě děje", "a přesto se to toto právě děje", ""},
	} {
		subs := subsOf(czechRewriter(an, Pairs{}), c.hyp, c.ref)
		if c.want == "" {
			assert.Empty(t, subs, c.name)
		} else if assert.Len(t, subs, 1, c.name) {
			assert.Equal(t, c.want, subs[0].New, c.name)
		}
	}
	g := DefaultGuard("cs")
	g.ClosedNeighbour = false
	rw := New(an, Pairs{}, WithGuard(g))
	assert.Empty(t, subsOf(rw, "Jen jsem to vymyslel tento typ nastavení .", "Tenhle typ nastavení jsem vymyslel ."), "without ClosedNeighbour")
}
