package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Regression tests for issue 16 (reliability under adversarial input).

func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
	return p
}

// Defects 2, 3 and 5c: every command taking a table detects compiled
// tables, and bad probabilities and empty tables are errors with file:line.
func TestTableInputs(t *testing.T) {
	dir := t.TempDir()
	text := writeFile(t, dir, "t.txt", "0.5\nhello\nhi\n0.25\ngood\nfine\n0.1\ngood day\nhi\n")
	comp := filepath.Join(dir, "t.ptab")
	_, errOut, code := runCmd(t, "", "table", "compile", text, comp)
	require.Equal(t, 0, code, errOut)
	want, errOut, code := runCmd(t, "", "table", "stats", text)
	require.Equal(t, 0, code, errOut)
	got, errOut, code := runCmd(t, "", "table", "stats", comp)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, want, got, "stats of a compiled table")

	bad := writeFile(t, dir, "bad.txt", "0.5\na\nb\nnotanumber\nc\nd\n")
	inf := writeFile(t, dir, "inf.txt", "-1e999\na\nb\n")
	empty := writeFile(t, dir, "empty.txt", "")
	hyp := writeFile(t, dir, "h.txt", "hello world\n")
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"filter compiled", []string{"table", "filter", "--preset", "basic", comp, "-o", filepath.Join(dir, "o.gz")}, comp + ": a compiled paraphrase table"},
		{"merge compiled", []string{"table", "merge", comp, "-o", filepath.Join(dir, "o.gz")}, comp + ": a compiled paraphrase table"},
		{"stats not a number", []string{"table", "stats", bad}, bad + `:4: probability "notanumber" is not a finite number`},
		{"meteor not a number", []string{"meteor", hyp, hyp, "-m", "exact paraphrase", "-a", bad}, bad + ":4: probability"},
		{"compile infinite", []string{"table", "compile", inf, filepath.Join(dir, "o.ptab")}, inf + `:1: probability "-1e999"`},
		{"meteor empty", []string{"meteor", hyp, hyp, "-m", "exact paraphrase", "-a", empty}, empty + ": empty paraphrase table"},
		{"stats empty", []string{"table", "stats", empty}, empty + ": empty paraphrase table"},
		{"build into a directory", []string{"table", "build", "--wordnet", "-o", dir}, "write " + dir + ": is a directory"},
		{"compile into a missing directory", []string{"table", "compile", text, filepath.Join(dir, "no", "t.ptab")}, "create " + filepath.Join(dir, "no", "t.ptab") + ": no such file"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, errOut, code := runCmd(t, "", c.args...)
			assert.Equal(t, 1, code)
			assert.Empty(t, out)
			assert.Contains(t, errOut, c.want)
		})
	}
	_, err := os.Stat(filepath.Join(dir, "o.ptab"))
	assert.True(t, os.IsNotExist(err), "no output from a failed compile")
}

// Defects 4 and 5b: rewrite checks every output before the work and
// replaces all of them or none; errors name the paths given.
func TestRewriteOutputsAllOrNothing(t *testing.T) {
	dir := t.TempDir()
	ref := writeFile(t, dir, "r.txt", "He bought an automobile yesterday .\n")
	hyp := writeFile(t, dir, "h.txt", "Yesterday he bought a car .\n")
	out := writeFile(t, dir, "new.txt", "old\n")
	for _, c := range []struct {
		name, log, want string
	}{
		{"log in a missing directory", filepath.Join(dir, "no", "log.jsonl"), "create " + filepath.Join(dir, "no", "log.jsonl") + ": no such file or directory"},
		{"log is a directory", dir, "write " + dir + ": is a directory"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, errOut, code := runCmd(t, "", "rewrite", "-r", ref, "-i", hyp, "--lang", "en", "-o", out, "--log", c.log)
			assert.Equal(t, 1, code)
			assert.Contains(t, errOut, c.want)
			assert.NotContains(t, errOut, "/.", "no temporary file named")
			b, _ := os.ReadFile(out)
			assert.Equal(t, "old\n", string(b), "the output is untouched")
			entries, _ := os.ReadDir(dir)
			assert.Len(t, entries, 3, "no temporary file left")
		})
	}
	_, errOut, code := runCmd(t, "", "rewrite", "-r", ref, "-i", hyp, "--lang", "en", "-o", dir)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "write "+dir+": is a directory")
	_, errOut, code = runCmd(t, "", "rewrite", "-r", ref, "-i", hyp, "--lang", "en", "-o", out, "--log", out)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "given for two outputs")
	// The same file spelled twice (review9a: the log replaced the output).
	t.Chdir(dir)
	_, errOut, code = runCmd(t, "", "rewrite", "-r", ref, "-i", hyp, "--lang", "en", "-o", "fresh.txt", "--log", "./fresh.txt")
	assert.Equal(t, 2, code, errOut)
	assert.Contains(t, errOut, "given for two outputs")
	_, err := os.Stat(filepath.Join(dir, "fresh.txt"))
	assert.True(t, os.IsNotExist(err), "nothing written")
}

// Defect 5c: command-line errors exit 2 with one "parmesan" prefix,
// invalid numbers are refused, work errors exit 1.
func TestUsageErrors(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"unknown command", []string{"bogus"}, 2, `parmesan: unknown command "bogus" (commands: meteor, score, table, rewrite, lemma, list`},
		{"unknown subcommand", []string{"table", "frob"}, 2, `parmesan table: unknown command "frob" (commands: build, filter`},
		{"unknown flag", []string{"score", "-r", exRef, exHyp, "--bogus"}, 2, "parmesan score: flag provided but not defined: -bogus"},
		{"missing reference", []string{"score", exHyp}, 2, `parmesan score: no reference: give -r REF`},
		{"negative workers", []string{"score", "-r", exRef, exHyp, "--workers", "-1"}, 2, "parmesan score: --workers must be at least 0, not -1"},
		{"negative width", []string{"score", "-r", exRef, exHyp, "--width", "-5"}, 2, "parmesan score: --width must be between 0 and 17, not -5"},
		{"no resamples", []string{"score", "-r", exRef, exHyp, "--confidence", "--resamples", "0"}, 2, "parmesan score: --resamples must be at least 1, not 0"},
		{"no trials", []string{"score", "-r", exRef, exHyp, exHyp2, "--confidence", "--trials", "-3"}, 2, "parmesan score: --trials must be at least 1, not -3"},
		{"negative beam", []string{"score", "-r", exRef, exHyp, "--beam", "-1"}, 2, "parmesan score: --beam must be at least 0, not -1"},
		{"wrong argument count", []string{"table", "stats"}, 2, "parmesan table stats: want one table"},
		// Issue 27 #20: a bad --sources value is a usage error (it exited 1).
		{"bad source, one prefix", []string{"score", "-r", exRef, exHyp, "--rewrite", "--sources", "bogus"}, 2, `parmesan: unknown paraphrase source "bogus"`},
		{"missing file", []string{"score", "-r", exRef, "/nonexistent/hyp.txt"}, 1, "parmesan: open /nonexistent/hyp.txt: no such file or directory"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, errOut, code := runCmd(t, "", c.args...)
			assert.Equal(t, c.code, code)
			assert.Contains(t, errOut, c.want)
			assert.NotContains(t, errOut, "parmesan: parmesan")
			assert.NotContains(t, errOut, "No help topic")
		})
	}
}
