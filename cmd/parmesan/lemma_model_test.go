package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

// TestLemmaModelFile: --model takes a hunspell language's model file
// ("lemma train --ship") in place of the embedded one; a damaged one is
// an error naming it, and --ship checks its arguments.
func TestLemmaModelFile(t *testing.T) {
	if _, err := data.FindHunspell("de_DE", "hunspell-de-de"); err != nil {
		t.Skip(err)
	}
	b, err := os.ReadFile("../../lemma/de/model.pmod")
	require.NoError(t, err)
	p := filepath.Join(t.TempDir(), "de.pmod")
	require.NoError(t, os.WriteFile(p, b, 0o644))
	out, errOut, code := runCmd(t, "Die Häuser sind alt .\n", "lemma", "analyze", "-l", "de", "--model", p)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "\tHäuser\tHaus\tNOUN\t")

	// Another language's model, and a truncated one.
	_, errOut, code = runCmd(t, "x\n", "lemma", "analyze", "-l", "ro", "--model", p)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, `the model is for language "de"`)
	require.NoError(t, os.WriteFile(p, b[:len(b)/2], 0o644))
	_, errOut, code = runCmd(t, "x\n", "lemma", "analyze", "-l", "de", "--model", p)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, p+": lemma/de model: model payload")

	_, errOut, code = runCmd(t, "", "lemma", "train", "--ship", "-l", "it", "--conllu", "x.conllu", "-o", filepath.Join(t.TempDir(), "m"))
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "not a hunspell language")
	_, errOut, code = runCmd(t, "", "lemma", "train", "--ship", "-l", "de", "--conllu", "a.conllu", "--conllu", "b.conllu", "-o", filepath.Join(t.TempDir(), "m"))
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "one --conllu FILE")
}
