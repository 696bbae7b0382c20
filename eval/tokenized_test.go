package eval

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// TestTokenizeLowersToPrepare: the rewriting evaluator splits a
// hypothesis once (the scorer's Tokenize, which the rewriter reads) and
// aligns its lower-cased words (LowerTokens) instead of preparing the
// text again (Prepare). That holds in every normalization, also where
// lower-casing depends on context (a final Σ) or changes a word's
// length (İ), across every delimiter and on invalid UTF-8; and on the
// WMT23 en-cs hypotheses when ../shared is present.
func TestTokenizeLowersToPrepare(t *testing.T) {
	lines := []string{
		"ΟΔΟΣ ΟΔΟΣ.", "ΣΑΣ\tΣ", "AΣ'B xΣ\fΣx", "ΑΣ-Β (ΑΣ) ΑΣ,", "Σ", "aΣ\u0301 b",
		"İSTANBUL İi", "\u212A Kelvin", "ǅungla ǈ", "a\r\nb\n\nc  ", "x \xff\xfe y\xc3", "",
		"Dr. Smith's \"quoted\" 3.5% -- U.S.A.", "Pražský hrad: ŽLUŤOUČKÝ KŮŇ!",
	}
	if set := filepath.Join("..", "..", "shared", "eval", "wmt23-general", "generaltest2023.en-cs", "sys"); dirExists(set) {
		files, _ := filepath.Glob(filepath.Join(set, "*.txt"))
		for _, f := range files {
			b, err := os.ReadFile(f)
			require.NoError(t, err)
			lines = append(lines, strings.Split(string(b), "\n")...)
		}
	} else {
		t.Log("../shared/eval/wmt23-general absent: the WMT23 en-cs hypotheses are not checked")
	}
	for _, norm := range []meteor.Normalization{meteor.NoNorm, meteor.Norm, meteor.NormNoPunct, meteor.LowerOnly, meteor.UAX29} {
		for _, l := range []string{"en", "cs", "el"} {
			sc, err := meteor.New(meteor.Config{Language: l, Normalization: norm, Modules: []meteor.Module{meteor.Exact}}, nil)
			if err != nil {
				continue // a normalization the language lacks
			}
			for _, line := range lines {
				require.Equal(t, sc.Prepare(line), sc.LowerTokens(sc.Tokenize(line)), "%s %s: %q", l, norm, line)
			}
		}
	}
}

func dirExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// TestRewrittenTokensReusePrepared: the tokens a rewriting evaluator
// aligns against (rewrittenTokens, which takes the prepared token of each
// word a rewrite left in place) are the rewritten references' words
// lower-cased (RewrittenTokens), for references left as they were, with
// a word replaced (and an article repaired), and in capitals.
func TestRewrittenTokensReusePrepared(t *testing.T) {
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)
	o := DefaultOptions("en")
	o.Rewrite = ro
	ev, err := NewEvaluator(o)
	require.NoError(t, err)
	refs := [][]string{{"He bought an automobile yesterday ."}, {"THE AUTOMOBILE IS FAST ."}, {"The cat sat on the mat ."}}
	pr, err := ev.PrepareReferences([][]string{{refs[0][0], refs[1][0], refs[2][0]}}, nil)
	require.NoError(t, err)
	hyps := []string{"Yesterday he bought a car .", "THE CAR IS FAST .", "The cat sat on the mat ."}
	changed := 0
	for i, h := range hyps {
		_, rt, rw := ev.references(h, pr, i)
		require.Equal(t, ev.RewrittenTokens(rw), rt, "%q", h)
		if rw[0].Text != refs[i][0] {
			changed++
		}
	}
	require.Equal(t, 2, changed, "two references rewritten")
}
