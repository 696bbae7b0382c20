package rewrite

import (
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/stretchr/testify/assert"
)

// TestCaseAs (csfix15, issue #34): a reference word written in capitals
// inside a sentence is replaced in capitals ("naprosto MILUJU" became
// "naprosto Miluju" before: the replacement took the capital initial
// alone); a capitalised word at a sentence start gives a capitalised
// replacement and a lower-case word a lower-case one, even for a
// hypothesis word written in capitals (not an acronym).
func TestCaseAs(t *testing.T) {
	th := set(paraphrase.Pair{A: "poloha", B: "místo", Source: paraphrase.SourceThesaurus})
	rw := New(cs, Pairs{Curated: th})
	for _, c := range []struct{ hyp, ref, want string }{
		{"Samotné místo je klasické .", "Už POLOHA je klasická .", "Už MÍSTO je klasická ."},
		{"Samotné místo je klasické .", "POLOHA je klasická .", "MÍSTO je klasická ."},
		{"Samotné MÍSTO je klasické .", "Už poloha je klasická .", "Už místo je klasická ."},
		{"Samotné MÍSTO je klasické .", "Poloha je klasická .", "Místo je klasická ."},
		{"Samotné místo je klasické .", "Poloha je klasická .", "Místo je klasická ."},
		{"Místo je klasické .", "Už poloha je klasická .", "Už místo je klasická ."},
		{"UŽ MÍSTO JE KLASICKÉ .", "UŽ POLOHA JE KLASICKÁ .", "UŽ MÍSTO JE KLASICKÁ ."},
	} {
		res := rw.Rewrite(strings.Fields(c.hyp), strings.Fields(c.ref))
		assert.Equal(t, c.want, strings.Join(res.Tokens, " "), c.ref)
	}
	for _, c := range []struct {
		t    lemma.Token
		want bool
	}{
		{lemma.Token{Form: "MILUJU", Lemma: "milovat"}, true},
		{lemma.Token{Form: "LOVE", Lemma: "love"}, true},
		{lemma.Token{Form: "TV", Lemma: "tv"}, false},   // the English analyser's lemma
		{lemma.Token{Form: "USA", Lemma: "usa"}, false}, // idem
		{lemma.Token{Form: "OK", Lemma: "ok"}, false},
		{lemma.Token{Form: "EU", Lemma: "EU"}, false},
		{lemma.Token{Form: "NATO", Lemma: "NATO"}, false},
		{lemma.Token{Form: "A", Lemma: "a"}, false},
		{lemma.Token{Form: "Miluju", Lemma: "milovat"}, false},
		{lemma.Token{Form: "3D", Lemma: "3d"}, false},
		{lemma.Token{}, false},
	} {
		assert.Equal(t, c.want, capsWord(c.t), c.t.Form)
	}
	words := []string{"eu"}
	caseAs(words, []lemma.Token{{Form: "EU", Lemma: "EU"}}, nil, true)
	assert.Equal(t, []string{"Eu"}, words, "an acronym gives its initial only")
	words = []string{"EU"}
	caseAs(words, []lemma.Token{{Form: "unie", Lemma: "unie"}}, []lemma.Token{{Form: "EU", Lemma: "EU"}}, true)
	assert.Equal(t, []string{"EU"}, words, "a hypothesis acronym keeps its capitals")
	words = []string{"TV"}
	caseAs(words, []lemma.Token{{Form: "television", Lemma: "television"}}, []lemma.Token{{Form: "TV", Lemma: "tv"}}, true)
	assert.Equal(t, []string{"TV"}, words, "a short hypothesis acronym with a lower-case lemma keeps its capitals")
	caseAs(nil, nil, nil, true)
	// A phrase in capitals whose first word has one letter (dev set
	// wmt22 refB segment 1198: "je celý „ V POŘÁDKU !" → DOBŘE, not Dobře).
	words = []string{"dobře"}
	caseAs(words, []lemma.Token{{Form: "V", Lemma: "v"}, {Form: "POŘÁDKU", Lemma: "pořádek"}}, nil, true)
	assert.Equal(t, []string{"DOBŘE"}, words)
	words = []string{"v", "pořádku"}
	caseAs(words, []lemma.Token{{Form: "DOBŘE", Lemma: "dobře"}, {Form: "řekl", Lemma: "říci"}}, nil, true)
	assert.Equal(t, []string{"V", "pořádku"}, words, "only the first reference word in capitals")
}
