package rewrite

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// TestMinedClosed pins Guard.MinedClosed: closed-class adverbs and
// subordinating conjunctions (which the Czech guard lists as Closed, or
// which are not open classes) are paired by mined pairs only
// (paraphrase.SourceMulti), never by a thesaurus's, and a preposition
// never.
func TestMinedClosed(t *testing.T) {
	an := fake{
		"rovněž": {"rovněž", "ADV"}, "také": {"také", "ADV"}, "již": {"již", "ADV"}, "už": {"už", "ADV"},
		"jestli": {"jestli", "SCONJ"}, "zda": {"zda", "SCONJ"}, "kdežto": {"kdežto", "SCONJ"}, "zatímco": {"zatímco", "SCONJ"},
		"v": {"v", "ADP"}, "na": {"na", "ADP"}, "přijel": {"přijet", "VERB"}, "přijde": {"přijít", "VERB"},
		"nevím": {"vědět", "VERB"}, "on": {"on", "PRON"}, "ona": {"ona", "PRON"}, "domě": {"dům", "NOUN"},
		"zůstal": {"zůstat", "VERB"}, "odešla": {"odejít", "VERB"}, ",": {",", "PUNCT"}, ".": {".", "PUNCT"},
	}
	mined := func(a, b string) []paraphrase.Pair {
		return []paraphrase.Pair{{A: a, B: b, Source: paraphrase.SourceMulti}, {A: b, B: a, Source: paraphrase.SourceMulti}}
	}
	var ps []paraphrase.Pair
	for _, p := range [][2]string{{"rovněž", "také"}, {"již", "už"}, {"jestli", "zda"}, {"kdežto", "zatímco"}, {"v", "na"}} {
		ps = append(ps, mined(p[0], p[1])...)
	}
	table := set(ps...)
	thesaurus := set(paraphrase.Pair{A: "rovněž", B: "také", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "kdežto", B: "zatímco", Source: paraphrase.SourceThesaurus})
	// The hand-written function-word lists (Guard.ClosedLang) would pair
	// rovněž/také on their own; this test pins the mined pairs alone.
	guard := DefaultGuard("cs")
	guard.ClosedLang = ""
	cases := []struct {
		name     string
		lex      Pairs
		noMined  bool
		hyp, ref string
		want     string
	}{
		{"rovněž→také", Pairs{Table: table}, false, "on také přijel .", "on rovněž přijel .", "on také přijel ."},
		{"již→už", Pairs{Table: table}, false, "on už přijel .", "on již přijel .", "on už přijel ."},
		{"zda→jestli", Pairs{Table: table}, false, "nevím , jestli přijde .", "nevím , zda přijde .", "nevím , jestli přijde ."},
		{"kdežto→zatímco", Pairs{Table: table}, false, "on zůstal , zatímco ona odešla .", "on zůstal , kdežto ona odešla .", "on zůstal , zatímco ona odešla ."},
		// A thesaurus pair does not open a closed-class word.
		{"thesaurus only", Pairs{Curated: thesaurus}, false, "on také přijel .", "on rovněž přijel .", "on rovněž přijel ."},
		// A preposition is not in MinedClosed: a mined v/na stays unused.
		{"preposition", Pairs{Table: table}, false, "on na domě", "on v domě", "on v domě"},
		// Without MinedClosed the guard leaves closed-class words alone.
		{"guard off", Pairs{Table: table}, true, "on také přijel .", "on rovněž přijel .", "on rovněž přijel ."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := guard
			if c.noMined {
				g.MinedClosed = nil
			}
			rw := New(an, c.lex, WithGuard(g))
			res := rw.Rewrite(strings.Fields(c.hyp), strings.Fields(c.ref))
			assert.Equal(t, c.want, strings.Join(res.Tokens, " "))
		})
	}
}

// grounds is a Grounding that supports the listed (reference lemma,
// hypothesis lemma) pairs.
type grounds map[[2]string]bool

func (g grounds) Supports(r, h string) bool { return g[[2]string{r, h}] }

// TestGroundingMined pins what a source grounding does to each kind of
// pair: a thesaurus pair it does not support is dropped, a mined pair
// is kept (its evidence is its own), and with WithSourceLicensed a pair
// no lexicon has is used when the source supports it.
func TestGroundingMined(t *testing.T) {
	an := fake{"ministr": {"ministr", "NOUN"}, "řekl": {"říci", "VERB"}, "uvedl": {"uvést", "VERB"},
		"sdělil": {"sdělit", "VERB"}, ".": {".", "PUNCT"}}
	th := set(paraphrase.Pair{A: "uvést", B: "říci", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "sdělit", B: "říci", Source: paraphrase.SourceThesaurus})
	mined := set(paraphrase.Pair{A: "sdělit", B: "říci", Source: paraphrase.SourceMulti})
	hyp := an.Analyze(strings.Fields("ministr řekl ."))
	none := grounds{}
	cases := []struct {
		name string
		lex  Pairs
		opts []Option
		g    Grounding
		ref  string
		want string
	}{
		{"thesaurus, unsupported", Pairs{Curated: th}, nil, none, "ministr uvedl .", "ministr uvedl ."},
		{"thesaurus, supported", Pairs{Curated: th}, nil, grounds{{"uvést", "říci"}: true}, "ministr uvedl .", "ministr řekl ."},
		{"mined, unsupported", Pairs{Curated: th, Table: mined}, nil, none, "ministr sdělil .", "ministr řekl ."},
		{"no pair, supported", Pairs{}, nil, grounds{{"uvést", "říci"}: true}, "ministr uvedl .", "ministr uvedl ."},
		{"no pair, supported, licensed", Pairs{}, []Option{WithSourceLicensed()}, grounds{{"uvést", "říci"}: true}, "ministr uvedl .", "ministr řekl ."},
		{"thesaurus, unsupported, licensed", Pairs{Curated: th}, []Option{WithSourceLicensed()}, none, "ministr uvedl .", "ministr uvedl ."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rw := New(an, c.lex, c.opts...)
			res := rw.RewriteGrounded(hyp, an.Analyze(strings.Fields(c.ref)), c.g)
			assert.Equal(t, c.want, strings.Join(res.Tokens, " "))
		})
	}
}

// featAnalyzer analyses made-up words with features: form → lemma,
// UPOS, FEATS.
type featAnalyzer map[string][3]string

func (f featAnalyzer) Analyze(toks []string) []lemma.Token {
	out := make([]lemma.Token, len(toks))
	for i, w := range toks {
		x := f[w]
		feats, _ := lemma.ParseFeats(x[2])
		out[i] = lemma.Token{Form: w, Lemma: x[0], POS: x[1], Feats: feats}
	}
	return out
}

// TestMinedSameForm pins Guard.MinedSameForm: a pair only the mined
// table knows joins words of one case and number (napájecím kabelem →
// napájecí šňůrou is not made from a hypothesis in another case), while
// a thesaurus pair is not held to it.
func TestMinedSameForm(t *testing.T) {
	an := featAnalyzer{
		"kabelu": {"kabel", "NOUN", "Case=Loc|Number=Sing"}, "kabelem": {"kabel", "NOUN", "Case=Ins|Number=Sing"},
		"šňůrou": {"šňůra", "NOUN", "Case=Ins|Number=Sing"}, "na": {"na", "ADP", ""}, "s": {"s", "ADP", ""},
		"je": {"být", "AUX", ""}, "to": {"to", "PRON", ""},
	}
	mined := set(paraphrase.Pair{A: "kabel", B: "šňůra", Source: paraphrase.SourceMulti})
	th := set(paraphrase.Pair{A: "kabel", B: "šňůra", Source: paraphrase.SourceThesaurus})
	g := Guard{MinedSameForm: true}
	cases := []struct {
		name, hyp, ref, want string
		lex                  Pairs
	}{
		{"same case", "je to s šňůrou", "je to s kabelem", "je to s šňůrou", Pairs{Table: mined}},
		{"other case", "je to s šňůrou", "je to na kabelu", "je to na kabelu", Pairs{Table: mined}},
		{"other case, thesaurus", "je to s šňůrou", "je to na kabelu", "je to na šňůrou", Pairs{Curated: th}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := New(an, c.lex, WithGuard(g)).Rewrite(strings.Fields(c.hyp), strings.Fields(c.ref))
			assert.Equal(t, c.want, strings.Join(res.Tokens, " "))
		})
	}
}
