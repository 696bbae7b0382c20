package rewrite

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

type fake map[string][2]string

func (f fake) Analyze(toks []string) []lemma.Token {
	out := make([]lemma.Token, len(toks))
	for i, w := range toks {
		x, ok := f[strings.ToLower(w)]
		if !ok {
			x = [2]string{strings.ToLower(w), "X"}
		}
		out[i] = lemma.Token{Form: w, Lemma: x[0], POS: x[1]}
	}
	return out
}

var cs = fake{
	"už": {"už", "ADV"}, "poloha": {"poloha", "NOUN"}, "je": {"být", "AUX"}, "klasická": {"klasický", "ADJ"},
	"samotné": {"samotný", "ADJ"}, "místo": {"místo", "NOUN"}, "klasické": {"klasický", "ADJ"}, ".": {".", "PUNCT"},
	"pozice": {"pozice", "NOUN"}, "dům": {"dům", "NOUN"}, "stavení": {"stavení", "NOUN"}, "budova": {"budova", "NOUN"},
}

func set(pairs ...paraphrase.Pair) *paraphrase.Set {
	s := paraphrase.NewSet()
	for _, p := range pairs {
		s.Add(p)
	}
	return s
}

func TestRewriteFigure1(t *testing.T) {
	th := set(paraphrase.Pair{A: "poloha", B: "místo", Source: paraphrase.SourceThesaurus})
	rw := New(cs, Pairs{Curated: th})
	res := rw.Rewrite(strings.Fields("Samotné místo je klasické ."), strings.Fields("Už poloha je klasická ."))
	assert.Equal(t, "Už místo je klasická .", strings.Join(res.Tokens, " "))
	assert.Equal(t, []Substitution{{Pos: 1, Old: "poloha", OldLemma: "poloha", OldPOS: "NOUN", New: "místo", NewLemma: "místo",
		NewPOS: "NOUN", HypPos: 1, Source: "thesaurus"}}, res.Subs)
}

func TestRewriteRules(t *testing.T) {
	th := set(
		paraphrase.Pair{A: "dům", B: "stavení", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "dům", B: "budova", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "poloha", B: "pozice", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "poloha", B: "místo", Source: paraphrase.SourceThesaurus},
	)
	tab := set(paraphrase.Pair{A: "dům", B: "budova", Source: paraphrase.SourceTable},
		paraphrase.Pair{A: "poloha", B: "místo", Source: paraphrase.SourceTable})
	cases := []struct {
		name, hyp, ref, want string
		lex                  Lexicon
	}{
		{"both sources beat curated only", "stavení budova", "dům", "budova", Pairs{th, tab}},
		{"nearest hypothesis word wins on a tie", "budova x stavení", "x x dům", "x x stavení", Pairs{Curated: th}},
		{"leftmost wins on equal distance", "stavení x budova", "x dům x", "x stavení x", Pairs{Curated: th}},
		{"each hypothesis word is used once", "místo", "poloha poloha", "místo poloha", Pairs{Curated: th}},
		{"no pair, no change", "budova", "poloha", "poloha", Pairs{Curated: th}},
		{"reference lemma present in the hypothesis is kept", "poloha místo", "poloha", "poloha", Pairs{Curated: th}},
		{"hypothesis lemma present in the reference is not used", "místo", "poloha místo", "poloha místo", Pairs{Curated: th}},
		{"POS must agree", "klasické", "poloha", "poloha", Pairs{Curated: set(paraphrase.Pair{A: "poloha", B: "klasický"})}},
		{"word-form pairs count too", "místo", "poloha", "místo", Pairs{Table: set(paraphrase.Pair{A: "poloha", B: "místo", Source: paraphrase.SourceTable})}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := New(cs, c.lex).Rewrite(strings.Fields(c.hyp), strings.Fields(c.ref))
			assert.Equal(t, c.want, strings.Join(res.Tokens, " "))
		})
	}
}

// A pair restricted to some parts of speech (WordNet's synset POS) is
// used only for them: fog/cloud share a verb synset, so the noun "fog"
// is not replaced by the noun "cloud", but the verb is (issue 24).
func TestRewriteSynsetPOS(t *testing.T) {
	en := fake{"the": {"the", "DET"}, "fog": {"fog", "NOUN"}, "cloud": {"cloud", "NOUN"}, "was": {"be", "AUX"},
		"thick": {"thick", "ADJ"}, "smoke": {"smoke", "NOUN"}, "fogs": {"fog", "VERB"}, "clouds": {"cloud", "VERB"},
		"view": {"view", "NOUN"}, ".": {".", "PUNCT"}}
	wn := set(paraphrase.Pair{A: "fog", B: "cloud", Source: paraphrase.SourceWordNet, Only: paraphrase.POSVerb})
	rw := New(en, Pairs{Curated: wn})
	res := rw.Rewrite(strings.Fields("The cloud was thick ."), strings.Fields("The fog was thick ."))
	assert.Empty(t, res.Subs)
	res = rw.Rewrite(strings.Fields("Smoke clouds the view ."), strings.Fields("Smoke fogs the view ."))
	assert.Equal(t, "Smoke clouds the view .", strings.Join(res.Tokens, " "))
	// A lexicon that knows no parts of speech is asked as before.
	res = New(en, lexOnly{Pairs{Curated: wn}}).Rewrite(strings.Fields("The cloud was thick ."), strings.Fields("The fog was thick ."))
	assert.Len(t, res.Subs, 1)
}

// lexOnly hides a lexicon's LookupPOS.
type lexOnly struct{ l Lexicon }

func (x lexOnly) Lookup(a, b string) (paraphrase.Source, bool) { return x.l.Lookup(a, b) }

// untagged analyses every word with lemma.POSUnknown, as lemma/fallback.
type untagged struct{}

func (untagged) Analyze(ws []string) []lemma.Token {
	out := make([]lemma.Token, len(ws))
	for i, w := range ws {
		out[i] = lemma.Token{Form: w, Lemma: strings.ToLower(w), POS: lemma.POSUnknown}
	}
	return out
}

// TestRewriteUntagged: without parts of speech every word with a letter
// may be paraphrased, except a capitalised one inside a sentence (a name)
// on either side; punctuation never.
func TestRewriteUntagged(t *testing.T) {
	th := set(
		paraphrase.Pair{A: "jobs", B: "emploi", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "parle", B: "dit", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "maison", B: "bâtiment", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "vite", B: "rapidement", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: ",", B: ";", Source: paraphrase.SourceThesaurus},
	)
	rw := New(untagged{}, Pairs{Curated: th})
	for _, c := range []struct{ hyp, ref, want string }{
		{"Steve emploi dit ;", "Steve Jobs parle ,", "Steve Jobs dit ,"},
		{"Maison de emploi", "bâtiment de Jobs", "bâtiment de Jobs"}, // (pairs are one-way here)
		{"Maison : emploi", "bâtiment : Jobs", "bâtiment : Emploi"},  // a capital after ":" may start a sentence
		{"La bâtiment", "La maison", "La bâtiment"},
		{"Il part Rapidement", "Il part vite", "Il part vite"},
		{"Rapidement .", "vite .", "rapidement ."}, // (the reference's initial case)
	} {
		res := rw.Rewrite(strings.Fields(c.hyp), strings.Fields(c.ref))
		assert.Equal(t, c.want, strings.Join(res.Tokens, " "), "%s / %s", c.hyp, c.ref)
	}
}

// A segment over the rewriting budget is left as written and flagged: the
// pair loop and the phrase alignment grow with the product of the two
// lengths (a 2,000,000-word line ran out of memory). At the budget it is
// still rewritten.
func TestRewriteBudget(t *testing.T) {
	th := set(paraphrase.Pair{A: "poloha", B: "místo", Source: paraphrase.SourceThesaurus})
	rw := New(cs, Pairs{Curated: th})
	pad := func(s string, n int) []string {
		w := strings.Fields(s)
		for len(w) < n {
			w = append(w, "x")
		}
		return w
	}
	res := rw.Rewrite(pad("Samotné místo je klasické .", MaxSegmentTokens), pad("Už poloha je klasická .", MaxSegmentTokens))
	assert.False(t, res.Bounded)
	assert.Equal(t, "místo", res.Tokens[1])
	for _, c := range []struct{ hyp, ref int }{{MaxSegmentTokens + 1, 10}, {10, MaxSegmentTokens + 1}} {
		ref := pad("Už poloha je klasická .", c.ref)
		res := rw.Rewrite(pad("Samotné místo je klasické .", c.hyp), ref)
		assert.True(t, res.Bounded, "%+v", c)
		assert.Empty(t, res.Subs)
		assert.Equal(t, ref, res.Tokens)
	}
}
