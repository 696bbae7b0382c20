package meteor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// moreModulesWarning is the reference's warning when |weights| < |modules|
// (spec §1.2, "Warnings").
const moreModulesWarning = "Warning: More modules than weights specified - modules with no weights will not be counted."

// TestOmitKeepsTheTask: leaving a module out of the task's list (what the
// meteor drop-in does with paraphrase when there is no table) is no -m:
// the header keeps the task's name (spec §10.1: "Custom" whenever -p, -w
// or -m is given), the weights are not padded, and a short -w still draws
// the reference's warning.
func TestOmitKeepsTheTask(t *testing.T) {
	if b, err := os.ReadFile(filepath.Join("..", "..", "shared", "spec", "meteor-1.5.md")); err == nil {
		spec := strings.Join(strings.Fields(string(b)), " ") // the spec wraps its lines
		require.True(t, strings.Contains(spec, `"`+moreModulesWarning+`"`), "the spec's warning is %q", moreModulesWarning)
		require.True(t, strings.Contains(spec, "\"Task\" reads **Custom** whenever `-p`, `-w` or `-m` is given"), "the spec's header rule")
	} else {
		t.Log("../shared/spec/meteor-1.5.md absent: the wording is checked against the constants only")
	}
	para := []Module{Paraphrase}
	for _, tc := range []struct {
		name     string
		c        Config
		task     string
		mods     []Module
		weights  []float64
		warnings []string
	}{
		{"en", Config{Omit: para}, "Ranking", []Module{Exact, Stem, Synonym}, []float64{1.0, 0.6, 0.8}, nil},
		{"cs", Config{Language: "cs", Omit: para}, "Ranking", []Module{Exact}, []float64{1.0}, nil},
		{"de adq", Config{Language: "de", Task: "adq", Omit: para}, "Adequacy", []Module{Exact, Stem}, []float64{0, 0}, nil},
		{"-w short", Config{Weights: []float64{1.0, 0.6}, Omit: para}, "Custom", []Module{Exact, Stem, Synonym}, []float64{1.0, 0.6}, []string{moreModulesWarning}},
		{"-w full", Config{Weights: []float64{1, 0.5, 0.4, 0.3}, Omit: para}, "Custom", []Module{Exact, Stem, Synonym}, []float64{1, 0.5, 0.4}, nil},
		{"-m wins", Config{Modules: []Module{Exact, Paraphrase}, Omit: para}, "Custom", []Module{Exact, Paraphrase}, []float64{1.0, 0.6}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := tc.c.Resolve()
			require.NoError(t, err)
			assert.Equal(t, tc.task, s.TaskName)
			assert.Equal(t, tc.mods, s.Modules)
			assert.Equal(t, tc.weights, s.Weights)
			assert.Equal(t, tc.warnings, s.Warnings)
		})
	}
	// Without Omit, -m pads the weights by position and renames the task.
	s, err := Config{Weights: []float64{1.0, 0.6}, Modules: []Module{Exact, Stem, Synonym}}.Resolve()
	require.NoError(t, err)
	assert.Equal(t, "Custom", s.TaskName)
	assert.Equal(t, []float64{1.0, 0.6, 0}, s.Weights)
	assert.Nil(t, s.Warnings)
}
