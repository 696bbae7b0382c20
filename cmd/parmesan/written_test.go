package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// wroteLine is the line a command prints on stderr for an output file.
func wroteLine(t *testing.T, path string) string {
	t.Helper()
	st, err := os.Stat(path)
	require.NoError(t, err, "the announced file exists")
	return fmt.Sprintf("parmesan: wrote %s (%d bytes)\n", path, st.Size())
}

func TestOutputFilesAnnounced(t *testing.T) {
	// rewrite -o/--log: TestRewriteCommand.
	dir := t.TempDir()
	tab := filepath.Join(dir, "wn.gz")
	_, errOut, code := runCmd(t, "", "table", "build", "--wordnet", "-o", tab)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, wroteLine(t, tab))
	comp := filepath.Join(dir, "wn.ptab")
	_, errOut, code = runCmd(t, "", "table", "compile", tab, comp)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, wroteLine(t, comp))
	assert.Equal(t, 1, strings.Count(errOut, "parmesan: wrote "), "one line per file")

	html := filepath.Join(dir, "r.html")
	stdout, errOut, code := runCmd(t, "", "report", "-r", exRef, exHyp, "--metric", "chrf", "-o", html)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, wroteLine(t, html))
	assert.NotContains(t, stdout, "parmesan: wrote", "the message goes to stderr")

	// Output on stdout: no file, no message.
	_, errOut, code = runCmd(t, "", "score", "-r", exRef, exHyp, "--metric", "chrf", "-q")
	require.Equal(t, 0, code, errOut)
	assert.NotContains(t, errOut, "parmesan: wrote")
}

func TestFailedWriteNotAnnounced(t *testing.T) {
	dir := t.TempDir()
	short := filepath.Join(dir, "short.txt")
	require.NoError(t, os.WriteFile(short, []byte("one line\n"), 0o644))
	for _, c := range []struct {
		name string
		args func(out string) []string
	}{
		{"report on bad input", func(out string) []string { return []string{"report", "-r", exRef, exHyp, short, "-o", out} }},
		{"compile of a missing table", func(out string) []string {
			return []string{"table", "compile", filepath.Join(dir, "missing.gz"), out}
		}},
		{"rewrite into a missing directory", func(string) []string {
			return []string{"rewrite", "-r", exRef, "-i", exHyp, "--lang", "en", "-o", filepath.Join(dir, "no", "such", "dir", "x.txt")}
		}},
	} {
		out := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "_"))
		_, errOut, code := runCmd(t, "", c.args(out)...)
		assert.NotEqual(t, 0, code, c.name)
		assert.NotContains(t, errOut, "parmesan: wrote", c.name)
		_, err := os.Stat(out)
		assert.ErrorIs(t, err, os.ErrNotExist, c.name+": no file left")
	}
	ents, err := os.ReadDir(dir)
	require.NoError(t, err)
	for _, e := range ents {
		assert.False(t, strings.HasPrefix(e.Name(), "."), "no temporary file left: %s", e.Name())
	}
}
