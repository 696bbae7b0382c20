package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Regression tests for issue 27 (hostile input) at the command level.

// A file named h (or help) after a command is a file, not the help.
func TestPositionalHelpNameIsAFile(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "r"), []byte("a b c\nd e f\n"), 0o644))
	for _, name := range []string{"h", "help"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte("a b c\nd e x\n"), 0o644))
		out, errOut, code := runCmd(t, "", "score", "-q", "--metric", "bleu", "-r", "r", name)
		assert.Equal(t, 0, code, errOut)
		assert.Contains(t, out, name+"  original  BLEU = ", "%s is scored", name)
		assert.NotContains(t, out, "USAGE")
	}
}

// #12: --min-human NaN or Inf is a usage error, not an empty list.
func TestCopywordsMinHumanNaN(t *testing.T) {
	set := exampleEvalSet(t)
	for _, v := range []string{"NaN", "inf", "-Inf"} {
		out, errOut, code := runCmd(t, "", "copywords", "extract", "--set", set, "--min-human", v, "-o", filepath.Join(t.TempDir(), "cw.txt"))
		assert.Equal(t, 2, code, errOut)
		assert.Contains(t, errOut, "--min-human")
		assert.Contains(t, errOut, "not a finite number")
		assert.Empty(t, out)
	}
}
