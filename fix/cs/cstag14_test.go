package cs_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A substituted noun takes its slot's case also when the attribute before
// it changes gender: WMT23 en-cs segment 1315 "možná správnou osobou by
// byl", osoba → člověk, was repaired to "správným člověk" (the adjective
// in the slot's instrumental, the noun left in the hypothesis's
// nominative): the tagger read "možná" (perhaps) as the adjective
// možný, Fem Nom Sg, and attributesAllow let it veto the instrumental.
// The tagger now reads it as a particle there; the two cases after it
// have a real adjective in that place. want is written from Czech grammar.
func TestNounTakesSlotCaseBesideAttribute(t *testing.T) {
	for _, c := range []struct{ name, a, b, hyp, ref, want string }{
		{"instrumental after an adjective", "osoba", "člověk", "Možná ten správný člověk by byl Rudolf .",
			"Možná správnou osobou by byl Rudolf .", "Možná správným člověkem by byl Rudolf ."},
		// A predicate adjective of the old noun's gender and number before
		// its attribute (tagged nominative) is no attribute of the noun:
		// it left the slot without readings the same way.
		{"predicate adjective before the attribute", "volba", "výběr", "Výběr je jasný .",
			"Matka je jistá svou volbou .", "Matka je jistá svým výběrem ."},
		{"predicate participle before the attribute", "volba", "výběr", "Výběr je jasný .",
			"Matka byla spokojená správnou volbou .", "Matka byla spokojená správným výběrem ."},
		{"instrumental, no adjective", "osoba", "člověk", "Možná ten člověk by byl Rudolf .",
			"Byl osobou , která to ví .", "Byl člověkem , který to ví ."},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, _ := rewriteFix(t, c.a, c.b, c.hyp, c.ref)
			assert.Equal(t, c.want, got)
		})
	}
}

// A clause opened by abych/abys (first or second person) has that
// person's subject, so a following nominative-looking noun is no subject
// of its l-participle: replacing přínos by výhoda must not make "viděl"
// feminine (main made it "abych viděla"). Only the participle is checked:
// the noun's case is the noun-case rule's business.
func TestPersonalConjunctionKeepsParticiple(t *testing.T) {
	for _, ref := range []string{"Chci , abych viděl přínos .", "Přišel , abys viděl přínos ."} {
		_, edits := rewriteFix(t, "přínos", "výhoda", "Výhoda je jasná .", ref)
		for _, e := range edits {
			assert.NotEqual(t, "cs-participle-agreement", e.Rule, ref)
		}
	}
}
