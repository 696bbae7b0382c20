package rewrite

import (
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/stretchr/testify/assert"
)

// A Czech adverb pair is held to the anchors it is past both of: when the
// hypothesis reorders the clause so that the two nearest anchors around
// the reference adverb cross (A teď je čas na X / X vidí nyní čas: čas and
// X swap), the adverb may stand anywhere before the farther of them
// (issue #34 round 2 pair 14). Nouns keep the second-nearest anchor as
// their bound, and so does an English adverb. (rychle/svižně stand for
// teď/nyní, which the closed-class rules hold to their own conditions.)
func TestAnchoredCzechAdverbs(t *testing.T) {
	an := fake{"rychle": {"rychle", "ADV"}, "svižně": {"svižně", "ADV"}, "čas": {"čas", "NOUN"}, "petr": {"Petr", "PROPN"},
		"je": {"být", "AUX"}, "vidí": {"vidět", "VERB"}, "na": {"na", "ADP"}, "a": {"a", "CCONJ"},
		"x": {"x", "NOUN"}, "y": {"y", "NOUN"}, "quickly": {"quickly", "ADV"}, "rapidly": {"rapidly", "ADV"}}
	lex := Pairs{Curated: set(paraphrase.Pair{A: "rychle", B: "svižně"}, paraphrase.Pair{A: "x", B: "y"},
		paraphrase.Pair{A: "quickly", B: "rapidly"})}
	run := func(g Guard, hyp, ref string) string {
		return strings.Join(New(an, lex, WithGuard(g)).Rewrite(strings.Fields(hyp), strings.Fields(ref)).Tokens, " ")
	}
	cs := DefaultGuard("cs")
	// svižně lies past the second-nearest anchor to the right (Petr, hypothesis
	// position 0) but not past the nearest (čas, position 3).
	assert.Equal(t, "a svižně je čas na Petr", run(cs, "Petr tehdy k tomu vidí svižně čas", "a rychle je čas na Petr"))
	// Past both anchors (after čas): left alone.
	assert.Equal(t, "a rychle je čas na Petr", run(cs, "Petr vidí čas svižně", "a rychle je čas na Petr"))
	// Anchors in their order: the bound is the second-nearest, as before.
	assert.Equal(t, "a rychle je čas na Petr", run(cs, "vidí čas na Petr svižně", "a rychle je čas na Petr"))
	// A noun in the same place keeps the old bound.
	assert.Equal(t, "a x je čas na Petr", run(cs, "Petr tehdy k tomu vidí y čas", "a x je čas na Petr"))
	// So does an English adverb (English word order is fixed).
	assert.Equal(t, "a quickly je čas na Petr", run(DefaultGuard("en"), "Petr tehdy k tomu vidí rapidly čas", "a quickly je čas na Petr"))
	// Without Anchored every one is made.
	cs.Anchored = false
	assert.Equal(t, "a svižně je čas na Petr", run(cs, "Petr vidí čas svižně", "a rychle je čas na Petr"))
	assert.Equal(t, "a y je čas na Petr", run(cs, "Petr tehdy k tomu vidí y čas", "a x je čas na Petr"))
	en := DefaultGuard("en")
	en.Anchored = false
	assert.Equal(t, "a rapidly je čas na Petr", run(en, "Petr tehdy k tomu vidí rapidly čas", "a quickly je čas na Petr"))
}
