package mpeda

import (
	"context"
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
			opt := Options{Keep: 0.5, Window: 2, MinCount: 1, MaxRelFreq: -1, MinCooc: 1, MinR: -1, MinPos: 0.5, TempDir: tmp}
			sub := filepath.Join(out, "sub.txt")
			if keepSub {
				opt.SubCorpus = sub
			}
			pairs, st, err := Build(context.Background(), dom, gen, opt)
			if err != nil {
				t.Fatal(err)
			}
			if st.Select.Selected != 20 {
				t.Errorf("selected %d lines, want 20", st.Select.Selected)
			}
			var got []string
			for _, p := range pairs {
				got = append(got, p.A+"→"+p.B)
			}
			if strings.Join(got, " ") != "cat→kitten kitten→cat" {
				t.Errorf("pairs %v, want cat→kitten kitten→cat", got)
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
			case keepSub && strings.Count(string(b), "\n") != 20 || strings.Contains(string(b), "stock"):
				t.Errorf("sub-corpus:\n%s", b)
			}
		})
	}
}
