package pl

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestKnownLemmas: words the tagger gave a lemma no dictionary lists
// (Spec.KnownLemmas) take their reading with a known lemma: "Poprawka",
// tagged the verb "poprawkać", is the noun poprawka (UD Polish-PDB test
// has it so); "gospodynie" is the plural of gospodyni, not of "gospodyn".
// An adverbial participle keeps its part of speech (no adverb "idąc").
func TestKnownLemmas(t *testing.T) {
	l, err := New()
	if err != nil {
		t.Skipf("Polish analysis unavailable: %v", err)
	}
	toks := l.Analyze([]string{"-", "Poprawka", "piąta", "została", "przyjęta", "."})
	assert.Equal(t, "NOUN", toks[1].POS)
	assert.Equal(t, "poprawka", toks[1].Lemma)
	toks = l.Analyze([]string{"Są", "tu", "gospodynie", "."})
	assert.Equal(t, "gospodyni", toks[2].Lemma)
	toks = l.Analyze([]string{"Szedł", "ulicą", ",", "idąc", "powoli", "."})
	assert.NotEqual(t, "ADV", toks[3].POS)
}
