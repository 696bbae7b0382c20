package rewrite

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

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
	guard := DefaultGuard("cs")
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
