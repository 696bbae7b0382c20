package meteor

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNoPipelineImports pins the import graph: meteor sits at the end of
// the pipeline and imports none of the stages before it (lemma,
// paraphrase, rewrite, fix), nor its own front end, not even in tests.
func TestNoPipelineImports(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not on PATH")
	}
	out, err := exec.Command(goTool, "list", "-deps", "-test", ".").Output()
	require.NoError(t, err)
	const mod = "github.com/parmesan-mt/parmesan/"
	for _, dep := range strings.Fields(string(out)) {
		for _, stage := range []string{"lemma", "paraphrase", "rewrite", "fix", "meteor/jar"} {
			if dep == mod+stage || strings.HasPrefix(dep, mod+stage+"/") {
				t.Errorf("meteor depends on %s", dep)
			}
		}
	}
}

// TestEveryLanguageWithoutLemma builds a scorer with the stem module for
// every language that has a stemmer (Czech included: its stemmer lives in
// package stem, not lemma/cs) and checks that stemming matches.
func TestEveryLanguageWithoutLemma(t *testing.T) {
	for _, l := range Languages() {
		t.Run(l.Short, func(t *testing.T) {
			cfg := Config{Language: l.Short, Modules: []Module{Exact, Stem}}
			if l.Name == "arabic-buckwalter-reduced" {
				t.Skip("Arabic stems with a table from the reference's resources")
			}
			if l.Name == "other" {
				_, err := New(cfg, nil)
				require.Error(t, err, "no stemmer for other")
				return
			}
			s, err := New(cfg, nil)
			require.NoError(t, err)
			assert.Greater(t, s.Compute(s.Score("x", []string{"x"})).Score, 0.9)
		})
	}
	s, err := New(Config{Language: "cz", Modules: []Module{Exact, Stem}}, nil)
	require.NoError(t, err)
	seg := s.Align("poloze", []string{"poloha"})
	require.Len(t, seg.Matches, 1, "poloze and poloha share the stem poloh")
	assert.Equal(t, 1, seg.Matches[0].Stage, "matched by the stem module")
}
