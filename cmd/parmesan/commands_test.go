package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

const exRef, exHyp, exHyp2 = "../../testdata/example/ref.txt", "../../testdata/example/hyp.txt", "../../testdata/example/hyp2.txt"

func TestScoreCommand(t *testing.T) {
	out, errOut, code := runCmd(t, "", "score", "-r", exRef, exHyp, exHyp2, "--format", "json", "--confidence", "--resamples", "200", "--trials", "200")
	require.Equal(t, 0, code, errOut)
	var rep map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	sys := rep["results"].([]any) // the schema of score --metric (docs/json.md)
	require.Len(t, sys, 2)
	second := sys[1].(map[string]any)
	assert.Contains(t, second, "paired")
	assert.Contains(t, second, "confidence")
	assert.Equal(t, "meteor", second["metric"])
	assert.True(t, strings.HasPrefix(second["signature"].(string), "meteor|v:1.5|lang:en|"))

	// Flags after the files, score only.
	out, _, code = runCmd(t, "", "score", "-r", exRef, exHyp, "-b")
	require.Equal(t, 0, code)
	assert.Regexp(t, `^0\.\d{4}\n$`, out)

	// Hypotheses on stdin.
	hyp, err := os.ReadFile(exHyp)
	require.NoError(t, err)
	stdin, _, code := runCmd(t, string(hyp), "score", "-r", exRef, "-b")
	require.Equal(t, 0, code)
	assert.Equal(t, out, stdin)
}

func TestLineCountMismatchFails(t *testing.T) {
	dir := t.TempDir()
	short := filepath.Join(dir, "short.txt")
	require.NoError(t, os.WriteFile(short, []byte("one line\n"), 0o644))
	_, errOut, code := runCmd(t, "", "score", "-r", exRef, short)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, short)
	// The Meteor-compatible command exits 1 (the reference exits 0) and
	// writes no alignment file.
	prefix := filepath.Join(dir, "out")
	_, errOut, code = runCmd(t, "", "meteor", short, exRef, "-m", "exact", "-writeAlignments", "-f", prefix)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "Error: test and reference not same length")
	_, err := os.Stat(prefix + "-align.out")
	assert.True(t, os.IsNotExist(err), "no partial output file")
}

func TestMissingResourceNamesFile(t *testing.T) {
	_, errOut, code := runCmd(t, "", "meteor", exHyp, exRef, "-l", "en", "-a", "/nonexistent/para.gz")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "/nonexistent/para.gz")
	_, errOut, code = runCmd(t, "", "meteor", exHyp, exRef, "-bogus")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, `Unknown option "-bogus"`)
}

func TestLemmaAndTableCommands(t *testing.T) {
	out, errOut, code := runCmd(t, "The children ran .\n", "lemma", "analyze", "--lang", "en")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "2\tchildren\tchild\tNOUN\tNNS\tNumber=Plur")
	for mode, want := range map[string]string{
		"space":  "don't|stop,|it",
		"meteor": "don|'t|stop|,|it",
		"uax29":  "don't|stop|,|it",
		"auto":   "don|'t|stop|,|it",
	} {
		out, errOut, code = runCmd(t, "don't stop, it\n", "lemma", "analyze", "--tokenize", mode)
		require.Equal(t, 0, code, errOut)
		var forms []string
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			if strings.HasPrefix(line, "#") {
				continue
			}
			forms = append(forms, strings.Split(line, "\t")[1])
		}
		assert.Equal(t, want, strings.Join(forms, "|"), mode)
	}
	out, _, code = runCmd(t, "a b\n\nc\n", "lemma", "analyze")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "# sent_id = 2\n# text =\n\n# sent_id = 3\n# text = c\n1\tc", "an empty line keeps its sentence")
	_, errOut, code = runCmd(t, "x\n", "lemma", "analyze", "--tokenize", "words")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--tokenize")
	out, _, code = runCmd(t, "", "lemma", "generate", "--lang", "en", "go", "VERB", "Mood=Ind|Tense=Past|VerbForm=Fin")
	require.Equal(t, 0, code)
	assert.Equal(t, "went\n", out)

	dir := t.TempDir()
	tab := filepath.Join(dir, "wn.gz")
	_, errOut, code = runCmd(t, "", "table", "build", "--wordnet", "-o", tab)
	require.Equal(t, 0, code, errOut)
	out, _, code = runCmd(t, "", "table", "stats", "--format", "json", tab)
	require.Equal(t, 0, code)
	var st map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &st))
	for _, k := range []string{"records", "one_word_records", "phrases"} {
		assert.Contains(t, st, k)
	}
	comp := filepath.Join(dir, "wn.ptab")
	_, errOut, code = runCmd(t, "", "table", "compile", tab, comp)
	require.Equal(t, 0, code, errOut)
	a, _, code := runCmd(t, "", "meteor", exHyp, exRef, "-l", "en", "-norm", "-m", "exact paraphrase", "-a", tab, "-q")
	require.Equal(t, 0, code)
	b, _, _ := runCmd(t, "", "meteor", exHyp, exRef, "-l", "en", "-norm", "-m", "exact paraphrase", "-a", comp, "-q")
	assert.Equal(t, a, b, "text and compiled tables score the same")
}

func TestRewriteCommand(t *testing.T) {
	dir := t.TempDir()
	ref, hyp := filepath.Join(dir, "r.txt"), filepath.Join(dir, "h.txt")
	require.NoError(t, os.WriteFile(ref, []byte("He bought an automobile yesterday .\n"), 0o644))
	require.NoError(t, os.WriteFile(hyp, []byte("Yesterday he bought a car .\n"), 0o644))
	out, log := filepath.Join(dir, "new.txt"), filepath.Join(dir, "log.jsonl")
	_, errOut, code := runCmd(t, "", "rewrite", "-r", ref, "-i", hyp, "--lang", "en", "-o", out, "--log", log)
	require.Equal(t, 0, code, errOut)
	b, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Equal(t, "He bought a car yesterday .\n", string(b))
	l, err := os.ReadFile(log)
	require.NoError(t, err)
	assert.Contains(t, string(l), `"rule":"en-a-an"`)
	// Both outputs are announced on stderr, with their size in bytes.
	assert.Contains(t, errOut, fmt.Sprintf("parmesan: wrote %s (%d bytes)\n", out, len(b)))
	assert.Contains(t, errOut, fmt.Sprintf("parmesan: wrote %s (%d bytes)\n", log, len(l)))
}

func TestListLanguageResources(t *testing.T) {
	t.Setenv("PARMESAN_UD", t.TempDir())
	out, _, code := runCmd(t, "", "list")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "  de  agreement   rules: ok\n")
	assert.Contains(t, out, "  pl  agreement   rules: ok\n") // fix/pl has rules since 9f6803f
	assert.Contains(t, out, "  cs  agreement   rules: ok\n")
	// Languages without a lemma model: the fallback, and what the
	// paraphrase stage needs.
	assert.Contains(t, out, "  it  lemma       no model: fallback stem:snowball-it, parts of speech unknown: ok\n")
	assert.Contains(t, out, "  fi  paraphrase  MyThes: missing: Debian packages none; give a thesaurus or table (--sources)\n")
	assert.Contains(t, out, "  other lemma       no model: fallback lower, parts of speech unknown: ok\n")
	// The hunspell languages' models are embedded: no treebank is
	// needed, and the model's hash, treebank and licence are shown.
	assert.Regexp(t, `\n  ru  lemma       model \(embedded\) model-ru#[0-9a-f]{8} from UD_Russian-GSD/ru_gsd-ud-dev.conllu \(UD v2.16, commit [0-9a-f]{40}\), CC BY-SA 4.0: ok\n`, out)
	assert.Contains(t, out, "pl_pdb-ud-dev.conllu (unknown release, commit 27235e131faed50feb291faed1ff2fa5389a06be), CC BY-NC-SA 4.0: ok\n")
	assert.NotContains(t, out, "UD treebank")
	// Every system file is either there or named with its package.
	for _, line := range strings.Split(out, "\n") {
		if strings.Contains(line, "/usr/share/") && !strings.HasSuffix(line, ": ok") {
			assert.Contains(t, line, "missing: apt-get install ", line)
		}
	}
}

// TestListDictDir: --dict-dir puts a directory before the system's
// places, and list shows the dictionary found there.
func TestListDictDir(t *testing.T) {
	t.Setenv(data.DictDirEnv, "") // restored after the flag sets it
	d := t.TempDir()
	for _, f := range []string{"de_DE.aff", "de_DE.dic", "th_de_DE_v2.dat"} {
		require.NoError(t, os.WriteFile(filepath.Join(d, f), nil, 0o644))
	}
	out, _, code := runCmd(t, "", "list", "--dict-dir", d)
	require.Equal(t, 0, code)
	assert.Contains(t, out, "  de  lemma       hunspell "+filepath.Join(d, "de_DE.aff")+": ok\n")
	assert.Contains(t, out, "  de  paraphrase  MyThes "+filepath.Join(d, "th_de_DE_v2.dat")+": ok\n")
	assert.Equal(t, d, os.Getenv(data.DictDirEnv))
	// That dictionary is not the one the German model was trained with.
	assert.Regexp(t, `  de  lemma       model \(embedded\) model-de#[0-9a-f]{8} .*; trained with de_DE#[0-9a-f]{8}, the installed one is #`+data.HashBytes(nil)+` \(analyses may differ\): ok\n`, out)
}
