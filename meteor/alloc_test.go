package meteor

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

// TestAlignAllocationBudget pins the aligner's allocations per segment
// (a warmed scorer: its per-worker scratch is pooled). The budget is the
// count measured when the test was written; raising it needs a reason.
func TestAlignAllocationBudget(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	syn, err := data.EnglishSynonyms()
	require.NoError(t, err)
	s, err := New(Config{Language: "en", Normalization: Norm, Modules: []Module{Exact, Stem, Synonym}},
		&Resources{Synonyms: syn, FunctionWords: data.DefaultFunctionWords("english")})
	require.NoError(t, err)
	hyp := s.Prepare("Yesterday the big cat quickly bought an automobile for the children .")
	refs := [][]string{s.Prepare("The large cat purchased a car for its kids yesterday .")}
	s.AlignTokens(hyp, refs) // warm the pool
	for _, c := range []struct {
		name   string
		budget float64
		run    func()
	}{
		{"AlignTokens", 14, func() { s.AlignTokens(hyp, refs) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := testing.AllocsPerRun(200, c.run)
			t.Logf("%s: %.0f allocations per segment", c.name, got)
			assert.LessOrEqual(t, got, c.budget)
		})
	}
}
