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
