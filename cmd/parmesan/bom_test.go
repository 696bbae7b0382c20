package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bomNotice is the stderr notice for a text input that starts with a
// UTF-8 byte-order mark (useraudit F10).
func bomNotice(path string) string {
	return path + " starts with a UTF-8 byte-order mark; it is scored as part of the first word, as the Meteor jar and sacrebleu do"
}

// withBOM copies src to dst with a byte-order mark before its text.
func withBOM(t *testing.T, src, dst string) {
	t.Helper()
	b, err := os.ReadFile(src)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(dst, append([]byte("\ufeff"), b...), 0o644))
}

// copyFollowing copies the tree src to dst, a symbolic link as the file
// it points to.
func copyFollowing(t *testing.T, src, dst string) {
	t.Helper()
	require.NoError(t, filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	}))
}

// TestBOMNotice (useraudit F10): a reference, hypothesis or source that
// starts with a byte-order mark gets one notice on stderr naming it, for
// every command that scores text; the mark is still scored (as the jar
// and sacrebleu do), nothing is said on stdout, and a file without a
// mark gets no notice.
func TestBOMNotice(t *testing.T) {
	dir := t.TempDir()
	ref, hyp, plain := filepath.Join(dir, "ref.txt"), filepath.Join(dir, "hyp.txt"), filepath.Join(dir, "plain.txt")
	withBOM(t, exRef, ref)
	withBOM(t, exHyp, hyp)
	b, err := os.ReadFile(exRef)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(plain, b, 0o644))

	set := filepath.Join(dir, "set")
	copyFollowing(t, filepath.Join("..", "..", "testdata", "report-set"), set)
	setRef := filepath.Join(set, "ref.txt")
	systems, err := filepath.Glob(filepath.Join(set, "sys", "*.txt"))
	require.NoError(t, err)
	require.NotEmpty(t, systems)
	setSys := systems[0]
	for _, p := range []string{setRef, setSys} {
		withBOM(t, p, p+".new")
		require.NoError(t, os.Rename(p+".new", p))
	}
	mtme := filepath.Join(dir, "mtme")
	copyFollowing(t, filepath.Join("..", "..", "testdata", "mtme"), mtme)
	mtmeSrc := filepath.Join(mtme, "toy", "sources", "de-en.txt")
	withBOM(t, mtmeSrc, mtmeSrc+".new")
	require.NoError(t, os.Rename(mtmeSrc+".new", mtmeSrc))

	hypText, err := os.ReadFile(hyp)
	require.NoError(t, err)
	for _, c := range []struct {
		name    string
		stdin   string
		args    []string
		notices []string // each exactly once
	}{
		{"score", "", []string{"score", "-r", ref, plain}, []string{ref}},
		{"score, hypotheses on stdin", string(hypText), []string{"score", "-r", plain, "-"}, []string{"<stdin>"}},
		{"score --rewrite --source", "", []string{"score", "--rewrite", "-l", "en", "--source-lang", "de", "--source", hyp, "-r", plain, plain}, []string{hyp}},
		{"rewrite", "", []string{"rewrite", "-l", "en", "-r", ref, "-i", hyp, "-o", filepath.Join(dir, "out.txt")}, []string{ref, hyp}},
		{"meteor drop-in", "", []string{"meteor", hyp, ref}, []string{hyp, ref}},
		{"report", "", []string{"report", "-r", plain, hyp, "--metric", "chrf", "-o", filepath.Join(dir, "r.html")}, []string{hyp}},
		{"report --set", "", []string{"report", "--set", set, "--metric", "chrf", "-o", filepath.Join(dir, "s.html")}, []string{setRef, setSys}},
		{"correlate --set", "", []string{"correlate", "--set", set, "--metric", "chrf", "--no-cache", "--resamples", "10"}, []string{setRef, setSys}},
		{"correlate --mtme", "", []string{"correlate", "--mtme", mtme, "--metric", "chrf", "--no-cache", "--resamples", "10"}, []string{mtmeSrc}},
		{"tune --set", "", []string{"tune", "--set", set, "--metric", "chrf", "--level", "sys", "--folds", "0", "--space", "beta=1:2 char-order=6 word-order=0 eps=no"}, []string{setRef, setSys}},
	} {
		stdout, errOut, code := runCmd(t, c.stdin, c.args...)
		require.Equal(t, 0, code, "%s: %s", c.name, errOut)
		for _, p := range c.notices {
			assert.Equal(t, 1, strings.Count(errOut, bomNotice(p)), "%s: one notice for %s in\n%s", c.name, p, errOut)
		}
		assert.Equal(t, len(c.notices), strings.Count(errOut, "byte-order mark"), "%s: no other notice in\n%s", c.name, errOut)
		assert.NotContains(t, stdout, "byte-order mark", c.name)
	}
}
