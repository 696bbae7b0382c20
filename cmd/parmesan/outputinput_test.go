package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOutputIsInputMTME: the files of an mt-metrics-eval tree, by --mtme
// ROOT or by --set on the tree, are inputs too: report and tune refuse to
// write onto a system output, a reference or the human scores, and the
// file is left as it was.
func TestOutputIsInputMTME(t *testing.T) {
	root := t.TempDir()
	src := filepath.Join("..", "..", "testdata", "mtme")
	require.NoError(t, os.CopyFS(root, os.DirFS(src)))
	toy := filepath.Join(root, "toy")
	sys := filepath.Join(toy, "system-outputs", "de-en", "fluent.txt")
	ref := filepath.Join(toy, "references", "de-en.refA.txt")
	human := filepath.Join(toy, "human-scores", "de-en.wmt-z.sys.score")
	before := map[string][]byte{}
	for _, p := range []string{sys, ref, human} {
		b, err := os.ReadFile(p)
		require.NoError(t, err)
		before[p] = b
	}
	for _, c := range []struct {
		name string
		args []string
		out  string
	}{
		{"report --mtme -o a system output", []string{"report", "--mtme", root, "--metric", "chrf"}, sys},
		{"report --mtme --testset -o a reference", []string{"report", "--mtme", root, "--testset", "toy", "--metric", "chrf"}, ref},
		{"report --set on the test set -o a system output", []string{"report", "--set", toy, "--metric", "chrf"}, sys},
		{"tune --mtme -o the human scores", []string{"tune", "--mtme", root, "--metric", "chrf", "--level", "sys", "--folds", "2"}, human},
	} {
		stdout, errOut, code := runCmd(t, "", append(c.args, "-o", c.out)...)
		assert.Equal(t, exitUsage, code, "%s: %s", c.name, errOut)
		assert.Contains(t, errOut, "are the same file", c.name)
		assert.Contains(t, errOut, "the set's file "+c.out, c.name)
		assert.Empty(t, stdout, c.name)
	}
	for p, b := range before {
		got, err := os.ReadFile(p)
		require.NoError(t, err)
		assert.Equal(t, string(b), string(got), "%s is unchanged", p)
	}
}

// TestOutputIsInputRefused: an output that is one of the command's
// inputs (the same path, another spelling, a symbolic or a hard link) is
// refused before any work with exit 2, naming both; the input is left as
// it was and nothing else is written.
func TestOutputIsInputRefused(t *testing.T) {
	dir := t.TempDir()
	copyTo := func(src, name string) string {
		b, err := os.ReadFile(src)
		require.NoError(t, err)
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, b, 0o644))
		return p
	}
	ref, hyp := copyTo(exRef, "ref.txt"), copyTo(exHyp, "hyp.txt")
	link := filepath.Join(dir, "link.txt")
	require.NoError(t, os.Symlink(hyp, link))
	hard := filepath.Join(dir, "hard.txt")
	require.NoError(t, os.Link(ref, hard))
	set := exampleEvalSet(t)
	setSys := filepath.Join(set, "sys", "one.txt")
	before := map[string][]byte{}
	for _, p := range []string{ref, hyp, setSys} {
		b, err := os.ReadFile(p)
		require.NoError(t, err)
		before[p] = b
	}
	other := filepath.Join(dir, "sub", "..", "hyp.txt")
	require.NoError(t, os.Mkdir(filepath.Join(dir, "sub"), 0o755))
	for _, c := range []struct {
		name  string
		args  []string
		names []string // in the message
	}{
		{"report -o the hypothesis", []string{"report", "-r", ref, "-i", hyp, "--metric", "chrf", "-o", hyp}, []string{"--output " + hyp, "--input " + hyp}},
		{"report -o a positional hypothesis", []string{"report", "-r", ref, hyp, "--metric", "chrf", "-o", hyp}, []string{"--output " + hyp, "the input " + hyp}},
		{"report -o the hypothesis spelt otherwise", []string{"report", "-r", ref, "-i", hyp, "--metric", "chrf", "-o", other}, []string{other, hyp}},
		{"report -o a link to the hypothesis", []string{"report", "-r", ref, "-i", hyp, "--metric", "chrf", "-o", link}, []string{link, hyp}},
		{"report -o a set's system", []string{"report", "--set", set, "--metric", "chrf", "-o", setSys}, []string{setSys, "the set's file"}},
		{"rewrite -o the reference", []string{"rewrite", "-l", "en", "-r", ref, "-i", hyp, "-o", ref}, []string{"--output " + ref, "--ref " + ref}},
		{"rewrite -o a hard link of the reference", []string{"rewrite", "-l", "en", "-r", ref, "-i", hyp, "-o", hard}, []string{hard, "--ref " + ref}},
		{"rewrite --log the hypothesis", []string{"rewrite", "-l", "en", "-r", ref, "-i", hyp, "-o", filepath.Join(dir, "new.txt"), "--log", hyp}, []string{"--log " + hyp}},
		{"tune -o a set's system", []string{"tune", "--set", set, "--folds", "2", "-o", setSys}, []string{setSys, "the set's file"}},
	} {
		stdout, errOut, code := runCmd(t, "", c.args...)
		assert.Equal(t, exitUsage, code, "%s: %s", c.name, errOut)
		assert.Contains(t, errOut, "are the same file", c.name)
		for _, n := range c.names {
			assert.Contains(t, errOut, n, c.name)
		}
		assert.Empty(t, stdout, c.name)
		assert.NotContains(t, errOut, "parmesan: wrote", c.name)
	}
	for p, b := range before {
		got, err := os.ReadFile(p)
		require.NoError(t, err)
		assert.Equal(t, string(b), string(got), "%s is unchanged", p)
	}
	_, err := os.Stat(filepath.Join(dir, "new.txt"))
	assert.ErrorIs(t, err, os.ErrNotExist, "no output of a refused rewrite")
	ents, err := os.ReadDir(dir)
	require.NoError(t, err)
	for _, e := range ents {
		assert.NotContains(t, e.Name(), ".tmp", "no temporary file left")
	}

	// A flag that names no file does not count: "-l en -o en" writes en.
	t.Chdir(dir)
	_, errOut, code := runCmd(t, "", "rewrite", "-l", "en", "-r", ref, "-i", hyp, "-o", "en")
	require.Equal(t, 0, code, errOut)
	require.NoError(t, os.WriteFile("en", []byte("x\n"), 0o644))
	_, errOut, code = runCmd(t, "", "rewrite", "-l", "en", "-r", ref, "-i", hyp, "-o", "en")
	assert.Equal(t, 0, code, "an existing output named like -l's value: %s", errOut)
}
