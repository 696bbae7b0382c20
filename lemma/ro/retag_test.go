package ro

import (
	"strings"
	"testing"
)

// TestRetag: each Retag rule on a sentence of UD Romanian-RRT's test
// split, the expected lemma and part of speech being the treebank's.
func TestRetag(t *testing.T) {
	l, err := New()
	if err != nil {
		t.Skipf("Romanian analysis unavailable: %v", err)
	}
	for _, c := range []struct {
		rule, sentence string
		pos            int
		lemma, upos    string
	}{
		{"closed", "Tatăl tău a trecut dincolo .", 1, "tău", "DET"},
		{"closed", "Amândoi soții nu mai puteau de mândrie .", 0, "amândoi", "NUM"},
		{"capitals", "Tatăl tău a trecut dincolo .", 0, "tată", "NOUN"},
		{"prenominal", "Cartea a cunoscut o rapidă răspândire .", 4, "rapid", "ADJ"},
		{"prenominal", "Cartea a cunoscut o rapidă răspândire .", 5, "răspândire", "NOUN"},
		{"seen", "Sunt morți .", 1, "mort", "NOUN"},
		{"unlisted", "Luciul apei este străpuns doar de vârfurile copacilor .", 1, "apă", "NOUN"},
		{"bare plural", "Vești proaste la orizont .", 0, "veste", "NOUN"},
		{"lemma by gender", "Amândoi soții nu mai puteau de mândrie .", 1, "soț", "NOUN"},
	} {
		t.Run(c.rule, func(t *testing.T) {
			got := l.Analyze(strings.Fields(c.sentence))[c.pos]
			if got.Lemma != c.lemma || got.POS != c.upos {
				t.Errorf("%q word %d: got %s/%s, want %s/%s", c.sentence, c.pos, got.Lemma, got.POS, c.lemma, c.upos)
			}
		})
	}
}
