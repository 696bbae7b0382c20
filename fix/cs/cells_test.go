package cs

import (
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/lemma"
	_ "github.com/parmesan-mt/parmesan/lemma/cs"
)

// A cellSet answers as realises does, the first time (asking Generate)
// and the second (from the set), for every cell of the words of a few
// sentences, and the answers outside its cells go to realises.
func TestCellsAnswerAsRealises(t *testing.T) {
	l, err := lemma.New("cs")
	if err != nil {
		t.Skipf("Czech analyzer unavailable: %v", err)
	}
	r := &rules{l: l}
	var toks []lemma.Token
	for _, s := range []string{
		"Ty dvě nové budovy stály na okraji velkého města .",
		"Naše sloupová síň byla otevřena , která byla krásná .",
		"Vrátil jsem mu jeho staré knihy a obě mapy .",
	} {
		toks = append(toks, l.Analyze(strings.Fields(s))...)
	}
	numbers := []string{"Sing", "Plur", ""}
	cases := append(append([]string(nil), nounCases...), "Voc", "")
	found := 0
	for pass := 0; pass < 2; pass++ {
		for _, tk := range toks {
			for _, c := range cases {
				for _, n := range numbers {
					want := r.realises(tk.Form, tk.Lemma, tk.POS, tk.Feats.With("Case", c, "Number", n))
					if want {
						found++
					}
					if got := r.realisesCN(tk.Form, tk.Lemma, tk.POS, tk.Feats, c, n); got != want {
						t.Errorf("pass %d: %s %s %s %s: realisesCN %v, realises %v", pass, tk.Form, tk.Lemma, c, n, got, want)
					}
					for _, g := range []string{"Masc", "Fem", "Neut"} {
						for _, a := range []string{"", "Anim", "Inan"} {
							want := r.realises(tk.Form, tk.Lemma, "ADJ", tk.Feats.With("Case", c, "Number", n, "Gender", g, "Animacy", a))
							if got := r.realisesCNGA(tk.Form, tk.Lemma, "ADJ", tk.Feats, c, n, g, a); got != want {
								t.Errorf("pass %d: %s %s %s %s %s %s: realisesCNGA %v, realises %v", pass, tk.Form, tk.Lemma, c, n, g, a, got, want)
							}
						}
					}
				}
			}
		}
	}
	if found == 0 {
		t.Error("no word realises its lemma in any cell: the test asks nothing")
	}
}
