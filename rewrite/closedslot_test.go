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

// TestPostpositiveNotFirst: a function word that cannot open a Czech
// sentence (však, totiž) never replaces a sentence-initial reference
// word (HUME 2016's "Nicméně, žádný …" → *"Však, žádný …", judged
// neutral, docs/judge6b-2026-11-29/), but still replaces one inside the
// sentence.
func TestPostpositiveNotFirst(t *testing.T) {
	an := tagged{
		"nicméně":   tok("nicméně", "CCONJ", ""),
		"však":      tok("však", "CCONJ", ""),
		",":         tok(",", "PUNCT", ""),
		"žádný":     tok("žádný", "DET", "Case=Nom|Gender=Masc|Number=Sing|PronType=Neg"),
		"odkaz":     tok("odkaz", "NOUN", "Case=Nom|Gender=Masc|Number=Sing"),
		"nefunguje": tok("fungovat", "VERB", "Number=Sing|Person=3|Polarity=Neg"),
		"je":        tok("být", "AUX", "Number=Sing|Person=3"),
		"to":        tok("ten", "PRON", "Case=Nom|Gender=Neut|Number=Sing|PronType=Dem"),
		"pravda":    tok("pravda", "NOUN", "Case=Nom|Gender=Fem|Number=Sing"),
		".":         tok(".", "PUNCT", ""),
	}
	rw := czechRewriter(an, Pairs{})
	assert.Empty(t, subsOf(rw, "Však , žádný odkaz nefunguje .", "Nicméně , žádný odkaz nefunguje ."), "sentence-initial")
	assert.Empty(t, subsOf(rw, "Je to pravda . Však , žádný odkaz nefunguje .", "Je to pravda . Nicméně , žádný odkaz nefunguje ."), "after a full stop")
	subs := subsOf(rw, "Je to pravda , však žádný odkaz nefunguje .", "Je to pravda , nicméně žádný odkaz nefunguje .")
	if assert.Len(t, subs, 1, "inside the sentence") {
		assert.Equal(t, "však", subs[0].New)
	}
}
