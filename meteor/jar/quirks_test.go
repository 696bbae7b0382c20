package jar

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/internal/jvm"
	"github.com/parmesan-mt/parmesan/meteor"
)

// The tests in this file pin the reference's front-end quirks (spec §14);
// the scoring quirks are pinned in package meteor.

func mustScorer(t *testing.T, cfg meteor.Config) *meteor.Scorer {
	t.Helper()
	s, err := meteor.New(cfg, nil)
	require.NoError(t, err)
	return s
}

func FuzzParseArgs(f *testing.F) {
	f.Add("a b -l en -norm -m 'exact stem' -x 5")
	f.Add("- - -stdio -p 0.5")
	f.Fuzz(func(t *testing.T, s string) {
		o, err := ParseArgs(strings.Fields(s))
		if err != nil {
			_ = err.Error()
			return
		}
		if _, err := o.Config.Resolve(); err != nil {
			_ = err.Error()
		}
	})
}

// Quirk 12 (§10.5, §10.6): SGML -vOut sorts segment ids as strings; stdio
// splitting drops trailing empty fields.
func TestQuirkSortAndSplit(t *testing.T) {
	assert.True(t, lessSegID("2", "10", false))
	assert.False(t, lessSegID("2", "10", true))
	assert.Equal(t, []string{"SCORE ", " a "}, javaSplit("SCORE ||| a |||", "|||"))
	assert.Equal(t, []string{"SCORE ", " a ", " "}, javaSplit("SCORE ||| a ||| ", "|||"))
}

// Quirk 13 (§3): a lone "\r" ends a line (the BOM half is pinned in
// package meteor).
func TestQuirkLines(t *testing.T) {
	s := mustScorer(t, meteor.Config{Language: "en", Modules: []meteor.Module{meteor.Exact}})
	var out bytes.Buffer
	require.NoError(t, ServeStdio(s, strings.NewReader("EVAL ||| 1 1 0 0 1 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1 1\rnonsense"), &out))
	assert.Equal(t, "1.0\n1.0\nError: specify SCORE or EVAL\n", out.String())
}

// Quirk 16 (§10.6): EVAL answers N+1 lines like the shipped jar, and a
// malformed line is answered with an error instead of killing the server.
func TestQuirkStdioEval(t *testing.T) {
	s := mustScorer(t, meteor.Config{Language: "en", Modules: []meteor.Module{meteor.Exact}})
	a := s.Score("a b c", []string{"a b c"})
	b := s.Score("a x c d", []string{"a b c"})
	in := "EVAL ||| " + a.SS() + " ||| " + b.SS() + "\nEVAL ||| 1 2 3\nEVAL\nSCORE ||| a b c\n"
	var out bytes.Buffer
	require.NoError(t, ServeStdio(s, strings.NewReader(in), &out))
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	agg := meteor.Aggregate([]meteor.Stats{a, b})
	require.Len(t, lines, 6)
	assert.Equal(t, jvm.FormatDouble(s.Compute(a).Score), lines[0])
	assert.Equal(t, jvm.FormatDouble(s.Compute(b).Score), lines[1])
	assert.Equal(t, jvm.FormatDouble(s.Compute(agg).Score), lines[2])
	assert.True(t, strings.HasPrefix(lines[3], "Error: "), lines[3])
	assert.Equal(t, "Error: specify Meteor stats", lines[4])
	assert.Equal(t, "Error: specify hypothesis and at least one reference", lines[5])
}
