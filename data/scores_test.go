package data

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseScores(t *testing.T) {
	for _, c := range []struct {
		name, in, err string
		level         string
	}{
		{"system", "A\t1.5\nB\t-2\n", "", "sys"},
		{"segment", "A\t0\t0.5\nA\t1\tNone\nB\t0\t1e-3\n\n", "", "seg"},
		{"crlf", "A\t0\t0.5\r\n", "", "seg"},
		{"mixed fields", "A\t1\nA\t0\t1\n", "s.tsv:2: want 2 tab- or space-separated fields", ""},
		{"one field", "A\n", "s.tsv:1: want 2 tab- or space-separated fields", ""},
		{"bad score", "A\t0\tx\n", `s.tsv:1: score "x" is not a finite number`, ""},
		{"infinite", "A\tinf\n", `s.tsv:1: score "inf"`, ""},
		{"bad index", "A\t-1\t0\n", `s.tsv:1: segment index "-1"`, ""},
		{"duplicate", "A\t0\t1\nA\t0\t2\n", "s.tsv:2: second score for system A segment 0", ""},
		{"duplicate system", "A\t1\nA\t2\n", "s.tsv:2: second score for system A", ""},
		{"empty system", "\t1\n", "s.tsv:1: empty system name", ""},
		{"empty", "", "s.tsv: no scores", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := ParseScores(strings.NewReader(c.in), "s.tsv")
			if c.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), c.err)
				var pe *PosError
				assert.True(t, errors.As(err, &pe))
				return
			}
			require.NoError(t, err)
			assert.Equal(t, c.level, s.Level())
		})
	}
	s, err := ParseScores(strings.NewReader("A\t0\t0.5\nA\t1\tNone\n"), "s.tsv")
	require.NoError(t, err)
	assert.Equal(t, map[int]float64{0: 0.5}, s.Seg["A"], "a missing score leaves the cell out")
}

func FuzzParseScores(f *testing.F) {
	f.Add("A\t0\t0.5\nB\t1\tNone\n")
	f.Add("A\t1.5\nB\t-2\n")
	f.Fuzz(func(t *testing.T, in string) {
		s, err := ParseScores(strings.NewReader(in), "f.tsv")
		if err != nil {
			_ = err.Error()
			return
		}
		for _, v := range s.Sys {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				t.Fatalf("non-finite score kept: %v", v)
			}
		}
	})
}

func TestScoresCheckSegments(t *testing.T) {
	s, err := ParseScores(strings.NewReader("X\t0\t1\nX\t2\t0\n"), "s.tsv")
	require.NoError(t, err)
	assert.NoError(t, s.CheckSegments(3))
	assert.ErrorContains(t, s.CheckSegments(2), "s.tsv: system X: segment 2, but the set has 2 segments")
}
