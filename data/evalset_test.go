package data

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func writeEvalSet(t *testing.T, files map[string]string) string {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "sys"), 0o755))
	for name, text := range files {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644))
	}
	return dir
}

func TestReadEvalSet(t *testing.T) {
	dir := writeEvalSet(t, map[string]string{
		"ref.txt":           "a b\nc d\n",
		"sys/B.txt":         "a x\nc d\n",
		"sys/A.txt":         "a b\nc\n",
		"sys/ref-B.txt":     "a b\nc d\n",
		"human_systems.txt": "ref-B\n",
		"seg_scores.tsv":    "A\t0\t0.5\nB\t1\t-2\n",
		"sys_scores.tsv":    "A\t0.7\nB\t0.1\n",
	})
	e, err := ReadEvalSet(dir)
	require.NoError(t, err)
	assert.Equal(t, []string{"A", "B", "ref-B"}, e.Systems)
	assert.True(t, e.Human["ref-B"])
	assert.Equal(t, 0.5, e.SegScores["A"][0])
	assert.True(t, math.IsNaN(e.SegScores["A"][1]))
	assert.Equal(t, -2.0, e.SegScores["B"][1])
	assert.Equal(t, map[string]float64{"A": 0.7, "B": 0.1}, e.SysScores)
	lines, err := e.SystemLines("B")
	require.NoError(t, err)
	assert.Equal(t, []string{"a x", "c d"}, lines)
}

// SourceLines: nil without src.txt, the lines with it, and an error naming
// the file when its line count is not the reference's.
func TestEvalSetSourceLines(t *testing.T) {
	dir := writeEvalSet(t, map[string]string{"ref.txt": "a b\nc d\n"})
	e, err := ReadEvalSet(dir)
	require.NoError(t, err)
	src, err := e.SourceLines()
	require.NoError(t, err)
	assert.Nil(t, src)
	p := filepath.Join(dir, "src.txt")
	require.NoError(t, os.WriteFile(p, []byte("x y\nz\n"), 0o644))
	src, err = e.SourceLines()
	require.NoError(t, err)
	assert.Equal(t, []string{"x y", "z"}, src)
	require.NoError(t, os.WriteFile(p, []byte("x y\n"), 0o644))
	_, err = e.SourceLines()
	assert.EqualError(t, err, "data: "+p+" has 1 lines, the reference has 2")
}

func TestReadEvalSetErrors(t *testing.T) {
	for _, tc := range []struct{ name, file, text, want string }{
		{"fields", "seg_scores.tsv", "A\t0\t1\nA\t1\n", "seg_scores.tsv:2: want 3 tab- or space-separated fields"},
		{"index", "seg_scores.tsv", "A\t7\t1\n", "seg_scores.tsv:1: segment index 7 is not in [0, 2)"},
		{"score", "sys_scores.tsv", "A\t0.1\n\nB\tgood\n", "sys_scores.tsv:3: score \"good\" is not a finite number"},
		// Issue 27 #5, #6, #1: one reader and one rule for --set and --human.
		{"infinite", "seg_scores.tsv", "A\t0\t+Inf\n", "seg_scores.tsv:1: score \"+Inf\" is not a finite number"},
		{"infinite sys", "sys_scores.tsv", "A\tinf\n", "sys_scores.tsv:1: score \"inf\" is not a finite number"},
		{"duplicate cell", "seg_scores.tsv", "A\t0\t1\nA\t0\t2\n", "seg_scores.tsv:2: second score for system A segment 0"},
		{"duplicate system", "sys_scores.tsv", "A\t1\nA\t2\n", "sys_scores.tsv:2: second score for system A"},
		{"empty seg_scores", "seg_scores.tsv", "", "seg_scores.tsv: no scores"},
		{"huge index", "seg_scores.tsv", "A\t9000000000000000000\t1\n", "seg_scores.tsv:1: segment index 9000000000000000000 is not in [0, 2)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeEvalSet(t, map[string]string{"ref.txt": "a\nb\n", "sys/A.txt": "a\nb\n", tc.file: tc.text})
			_, err := ReadEvalSet(dir)
			require.Error(t, err)
			assert.Contains(t, err.Error(), filepath.Join(dir, tc.want))
			var pe *PosError
			assert.True(t, errors.As(err, &pe))
		})
	}
	dir := writeEvalSet(t, map[string]string{"ref.txt": "a\nb\n", "sys/A.txt": "a\n"})
	e, err := ReadEvalSet(dir)
	require.NoError(t, err)
	_, err = e.SystemLines("A")
	assert.ErrorContains(t, err, "has 1 lines, the reference has 2")
}
