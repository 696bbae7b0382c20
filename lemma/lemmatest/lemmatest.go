// Package lemmatest holds checks every lemma.Language implementation
// should pass, for use in its tests (as testing/fstest does for file
// systems).
package lemmatest

import (
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/lemma"
)

// Fuzz runs a fuzz target on a: any token sequence (split on single
// spaces, so empty tokens occur) is analysed without a panic, one token
// out per token in, each with its form unchanged and a UPOS; when gen is
// not nil it must accept every analysis it is given back.
func Fuzz(f *testing.F, a lemma.Analyzer, gen lemma.Generator, seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		toks := strings.Split(s, " ")
		out := a.Analyze(toks)
		if len(out) != len(toks) {
			t.Fatalf("%d tokens in, %d out", len(toks), len(out))
		}
		for i := range toks {
			if out[i].Form != toks[i] || out[i].POS == "" {
				t.Fatalf("token %d %q: %+v", i, toks[i], out[i])
			}
			if gen != nil {
				gen.Generate(out[i].Lemma, out[i].POS, out[i].Feats)
			}
		}
	})
}
