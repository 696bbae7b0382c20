package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCopywordsExtract: three pairs, counted as pairs (formulas 6–7):
// "trump", "2016" and "in" are in both bags of pairs 1 and 2 (C = 2,
// C(co) = 2, p = 1), "." in both bags of all three (3, 3, 1); "met",
// "putin" and "she" occur in one pair only (C = 1 < F = 2), "spoke" in
// pairs 2 (one side) and 3 (both): C = 2, C(co) = 1, p = 0.5 < 0.8. With
// --skip-function-words (an extension) "in" (an English function word)
// and "." (punctuation) go.
func TestCopywordsExtract(t *testing.T) {
	dir := t.TempDir()
	pairs := filepath.Join(dir, "pairs.tsv")
	require.NoError(t, os.WriteFile(pairs, []byte(
		"Trump met Putin in 2016.\tIn 2016, Trump met Putin.\n"+
			"Trump spoke in 2016.\tThe president talked in 2016 and Trump agreed.\n"+
			"\n"+
			"She spoke.\tShe spoke quietly.\n"), 0o644))
	out := filepath.Join(dir, "copy.txt")
	stdout, stderr, code := runCmd(t, "", "copywords", "extract", "--pairs", pairs, "-c", "2", "-p", "0.8", "-o", out)
	require.Equal(t, 0, code, stderr)
	assert.Empty(t, stdout)
	assert.Contains(t, stderr, "4 copy words from 3 pairs")
	b, err := os.ReadFile(out)
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	require.Equal(t, []string{"# parmesan copywords extract: lang=en pairs=3 words=4", "# extraction: pairs,c=2,p=0.8",
		".\t3\t3\t1", "2016\t2\t2\t1", "in\t2\t2\t1", "trump\t2\t2\t1"}, lines)
	_, stderr, code = runCmd(t, "", "copywords", "extract", "--pairs", pairs, "--skip-function-words", "-o", out)
	require.Equal(t, 0, code, stderr)
	b, err = os.ReadFile(out)
	require.NoError(t, err)
	lines = strings.Split(strings.TrimSpace(string(b)), "\n")
	require.Equal(t, []string{"# parmesan copywords extract: lang=en pairs=3 words=2", "# extraction: pairs,c=2,p=0.8,skip-fw",
		"2016\t2\t2\t1", "trump\t2\t2\t1"}, lines)

	// Scoring with the list: Meteor++ next to Meteor, signature with the hash.
	ref := filepath.Join(dir, "ref.txt")
	hyp := filepath.Join(dir, "hyp.txt")
	require.NoError(t, os.WriteFile(ref, []byte("Trump met Putin in 2016.\nThe talks ended.\n"), 0o644))
	require.NoError(t, os.WriteFile(hyp, []byte("The president met Putin in 2016.\nThe talks ended.\n"), 0o644))
	stdout, stderr, code = runCmd(t, "", "score", "--metric", "meteor,meteor++", "--copy-words", out, "-r", ref, hyp, "--format", "tsv")
	require.Equal(t, 0, code, stderr)
	assert.Regexp(t, `meteor\+\+\|v:1\.5\|lang:en\|.*\|copy:2#[0-9a-f]{8}\(pairs,c=2,p=0\.8,skip-fw\)\|copy-x:14\|parmesan:`, stdout)

	// Errors: bad pair line (file:line, exit 1, no output file), missing input, an unknown human scale, no copy words for meteor++.
	bad := filepath.Join(dir, "bad.tsv")
	require.NoError(t, os.WriteFile(bad, []byte("a\tb\nno tab here\n"), 0o644))
	out2 := filepath.Join(dir, "never.txt")
	_, stderr, code = runCmd(t, "", "copywords", "extract", "--pairs", bad, "-o", out2)
	assert.Equal(t, 1, code)
	assert.Contains(t, stderr, bad+":2: paraphrase pairs: 1 tab-separated fields")
	assert.NoFileExists(t, out2)
	_, stderr, code = runCmd(t, "", "copywords", "extract", "-o", out2)
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "--pairs FILE or --set DIR")
	_, stderr, code = runCmd(t, "", "copywords", "extract", "--set", correlateSet(t), "--human-scale", "z", "-o", out2)
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, `human score scale "z"`)
	assert.NoFileExists(t, out2)
	_, stderr, code = runCmd(t, "", "copywords", "extract", "--pairs", pairs, "-p", "2", "-o", out2)
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "minimum probability")
	assert.NoFileExists(t, out2)
	_, stderr, code = runCmd(t, "", "score", "--metric", "meteor++", "-r", ref, hyp)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, stderr, "no copy words")
	badCW := filepath.Join(dir, "bad-copy.txt")
	require.NoError(t, os.WriteFile(badCW, []byte("trump\ntrump\n"), 0o644))
	_, stderr, code = runCmd(t, "", "score", "--metric", "meteor++", "--copy-words", badCW, "-r", ref, hyp)
	assert.Equal(t, 1, code)
	assert.Contains(t, stderr, badCW+":2: copy words: \"trump\" already listed on line 1")
}

// TestCopywordsFromSetAndCorrelate extracts from the toy evaluation set
// (hypotheses with human score ≥ 0.5 raw against the reference) and
// correlates meteor++ with it.
func TestCopywordsFromSetAndCorrelate(t *testing.T) {
	dir := correlateSet(t)
	cw := filepath.Join(t.TempDir(), "copy.txt")
	_, stderr, code := runCmd(t, "", "copywords", "extract", "--set", dir, "--min-human", "0.5", "--human-scale", "raw", "-o", cw)
	require.Equal(t, 0, code, stderr)
	assert.Regexp(t, `\d+ copy words from \d+ pairs`, stderr)
	out, stderr, code := runCmd(t, "", "correlate", "--set", dir, "--metric", "meteor,meteor++", "--copy-words", cw, "--no-cache", "--resamples", "100")
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, out, "meteor++: meteor++|v:1.5|lang:en|")
	_, stderr, code = runCmd(t, "", "correlate", "--set", dir, "--metric", "meteor++", "--no-cache")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, stderr, "--copy-words")
}

// TestMeteorPPEntitiesReachable: named-entity copy words, alone and with
// a list, and X, from score, correlate and report, each naming every
// setting in its signature.
func TestMeteorPPEntitiesReachable(t *testing.T) {
	dir := t.TempDir()
	ref := filepath.Join(dir, "ref.txt")
	hyp := filepath.Join(dir, "hyp.txt")
	require.NoError(t, os.WriteFile(ref, []byte("Since Galileo, we know the sky.\nThe talks ended.\n"), 0o644))
	require.NoError(t, os.WriteFile(hyp, []byte("Since Newton, we know the sky.\nThe talks ended.\n"), 0o644))
	list := filepath.Join(dir, "copy.txt")
	require.NoError(t, os.WriteFile(list, []byte("# extraction: pairs,c=2,p=0.8\nsky\n"), 0o644))
	for _, tc := range []struct {
		args []string
		sig  string
	}{
		{[]string{"--copy-words", "ner"}, `\|copy-ner:prose-v3\.2\.3\|copy-x:14\|parmesan:`},
		{[]string{"--copy-words", list + ",ner", "--copy-x", "8"}, `\|copy:1#[0-9a-f]{8}\(pairs,c=2,p=0\.8\)\|copy-ner:prose-v3\.2\.3\|copy-x:8\|parmesan:`},
		{[]string{"--copy-words", "ner:caps", "--copy-k", "6"}, `\|copy-ner:caps\|copy-x:6\|parmesan:`},
	} {
		stdout, stderr, code := runCmd(t, "", append([]string{"score", "--metric", "meteor++", "-r", ref, hyp, "--format", "tsv"}, tc.args...)...)
		require.Equal(t, 0, code, stderr)
		assert.Regexp(t, `meteor\+\+\|v:1\.5\|lang:en\|.*`+tc.sig, stdout)
	}
	_, stderr, code := runCmd(t, "", "score", "--metric", "meteor++", "--copy-words", "ner:spacy", "-r", ref, hyp)
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, `entity recogniser "spacy"`)

	set := correlateSet(t)
	out, stderr, code := runCmd(t, "", "correlate", "--set", set, "--metric", "meteor++", "--copy-words", "ner", "--copy-x", "8", "--no-cache", "--resamples", "100")
	require.Equal(t, 0, code, stderr)
	assert.Regexp(t, `meteor\+\+: meteor\+\+\|v:1\.5\|lang:en\|.*\|copy-ner:prose-v3\.2\.3\|copy-x:8\|`, out)

	html := filepath.Join(dir, "report.html")
	_, stderr, code = runCmd(t, "", "report", "-o", html, "--metric", "meteor,meteor++", "--copy-words", "ner", "-r", ref, hyp)
	require.Equal(t, 0, code, stderr)
	b, err := os.ReadFile(html)
	require.NoError(t, err)
	assert.Regexp(t, `meteor\+\+\|v:1\.5\|lang:en\|[^<"]*\|copy-ner:prose-v3\.2\.3\|copy-x:14\|parmesan:`, string(b))
}
