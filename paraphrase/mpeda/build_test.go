package mpeda

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Build writes the selected sentences to SubCorpus when asked (and keeps
// them), or to a temporary file it removes; either way nothing else is
// left in TempDir, and the pairs are those of the kept sub-corpus.
func TestBuildSubCorpus(t *testing.T) {
	dom := StringInput("dom", strings.Repeat("my cat sat on the mat .\nthe kitten likes the mat .\n", 5))
	gen := StringInput("gen", strings.Repeat("the cat sat on the mat .\nthe kitten sat on the mat .\n", 10)+
		strings.Repeat("stock prices rose in march .\nbond yields fell in april .\n", 10))
	for _, keepSub := range []bool{false, true} {
		name := map[bool]string{false: "temporary", true: "kept"}[keepSub]
		t.Run(name, func(t *testing.T) {
			tmp, out := t.TempDir(), t.TempDir()
			// K = 40/20 = 2 documents: the cat and kitten sentences (5 of
			// their 6 words shared) and the finance ones; the first is
			// kept. In it every term co-occurs with every other, so every
			// R is 1 and the network is complete: 6 terms, 15 pairs both
			// ways; a term is in C(5,2) = 10 triangles, a pair in 4, so
			// every pos = 4/(½(10 + 10)) = 0.4.
			opt := Options{Paper: true, Keep: 0.5, DocSize: 20, TempDir: tmp}
			sub := filepath.Join(out, "sub.txt")
			ids := filepath.Join(out, "sub.ids")
			if keepSub {
				opt.SubCorpus, opt.SubCorpusIDs = sub, ids
			}
			pairs, st, err := Build(context.Background(), dom, gen, opt)
			if err != nil {
				t.Fatal(err)
			}
			if st.Select.Selected != 20 || st.Select.Documents != 2 || st.Select.SelectedDocs != 1 {
				t.Errorf("selected %d lines in %d of %d documents, want 20 in 1 of 2", st.Select.Selected, st.Select.SelectedDocs, st.Select.Documents)
			}
			var got []string
			for _, p := range pairs {
				got = append(got, p.A+"→"+p.B)
				if math.Abs(p.Prob-0.4) > 1e-12 {
					t.Errorf("%s→%s: pos %v, want 0.4", p.A, p.B, p.Prob)
				}
			}
			if j := strings.Join(got, " "); len(got) != 30 || !strings.Contains(j, "cat→kitten") || strings.Contains(j, "march") {
				t.Errorf("pairs %v, want 30 among the, cat, kitten, sat, on, mat", got)
			}
			if left, _ := os.ReadDir(tmp); len(left) != 0 {
				t.Errorf("left in TempDir: %v", left)
			}
			b, err := os.ReadFile(sub)
			switch {
			case !keepSub && err == nil:
				t.Errorf("%s written without SubCorpus", sub)
			case keepSub && err != nil:
				t.Error(err)
			case keepSub && strings.Count(string(b), "\n") != 21 || strings.Contains(string(b), "stock"):
				t.Errorf("sub-corpus:\n%s", b)
			}
			if keepSub {
				b, err := os.ReadFile(ids)
				if err != nil || strings.Count(string(b), "0\tthe ") != 20 || strings.Count(string(b), "\n") != 20 {
					t.Errorf("sub-corpus with ids (%v):\n%s", err, b)
				}
			}
		})
	}
}
