package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric/ter"
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

// #13: empty files are an error naming the file, never "BLEU = NaN".
func TestScoreEmptyFiles(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty")
	require.NoError(t, os.WriteFile(empty, nil, 0o644))
	for _, m := range []string{"bleu", "chrf", "ter", "meteor"} {
		out, errOut, code := runCmd(t, "", "score", "-q", "--metric", m, "-r", empty, empty)
		assert.Equal(t, 1, code, "%s: %s", m, out)
		assert.Contains(t, errOut, empty+": no lines", m)
		assert.NotContains(t, out, "NaN", m)
	}
}

// #13, pinned (not a change): sacrebleu 2.x refuses an empty reference
// line (base.py _cache_references: "Empty or `None` reference sentence
// found.") and scores an empty hypothesis line (0 matches). BLEU, chrF
// and TER do the same, naming the system and the 1-based segment.
func TestScoreEmptyLinesAsSacrebleu(t *testing.T) {
	dir := t.TempDir()
	withGap := filepath.Join(dir, "gap")
	full := filepath.Join(dir, "full")
	require.NoError(t, os.WriteFile(withGap, []byte("a b c\n\nd e f\n"), 0o644))
	require.NoError(t, os.WriteFile(full, []byte("a b c\nx y\nd e f\n"), 0o644))
	for _, m := range []string{"bleu", "chrf", "ter"} {
		_, errOut, code := runCmd(t, "", "score", "-q", "--metric", m, "-r", withGap, full)
		assert.Equal(t, 1, code, m)
		assert.Contains(t, errOut, "segment 2", m)
		assert.Contains(t, errOut, "no non-empty reference", m)
		out, errOut, code := runCmd(t, "", "score", "-q", "--metric", m, "-r", full, withGap)
		assert.Equal(t, 0, code, "%s: %s", m, errOut)
		assert.NotContains(t, out, "NaN", m)
	}
}

// #2: TER and m-TER have Meteor's budget (same default, same flag, a
// warning in the same words naming file:line) instead of memory that
// grows with the square of the segment length.
func TestTERBudgetWarning(t *testing.T) {
	assert.Equal(t, meteor.DefaultMaxSegmentTokens, ter.DefaultMaxSegmentTokens)
	dir := t.TempDir()
	long := strings.Repeat("w ", 3000)
	ref := filepath.Join(dir, "ref")
	hyp := filepath.Join(dir, "hyp")
	require.NoError(t, os.WriteFile(ref, []byte("a b c\n"+long+"x\n"), 0o644))
	require.NoError(t, os.WriteFile(hyp, []byte("a b c\n"+long+"\n"), 0o644))
	out, errOut, code := runCmd(t, "", "score", "-q", "--metric", "ter", "-r", ref, hyp)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, hyp+":2: warning: segment over the TER budget (max segment tokens 2000)")
	assert.NotContains(t, errOut, hyp+":1:")
	assert.Contains(t, out, "TER = ")
	_, errOut, code = runCmd(t, "", "score", "-q", "--metric", "ter", "--max-segment-tokens", "0", "-r", ref, hyp)
	require.Equal(t, 0, code, errOut)
	assert.NotContains(t, errOut, "warning")
}

// #18: control characters in file and metric names are escaped in text
// output (score, correlate); JSON keeps the name (encoding/json escapes).
func TestTextOutputEscapesControlCharacters(t *testing.T) {
	dir := t.TempDir()
	ref := filepath.Join(dir, "ref")
	evil := filepath.Join(dir, "sys\x1b[2J\x1b]0;pwned\a\u202e")
	require.NoError(t, os.WriteFile(ref, []byte("a b c\nd e f\n"), 0o644))
	require.NoError(t, os.WriteFile(evil, []byte("a b c\nd e x\n"), 0o644))
	out, errOut, code := runCmd(t, "", "score", "-q", "--metric", "bleu", "-r", ref, evil)
	require.Equal(t, 0, code, errOut)
	assert.NotContains(t, out, "\x1b")
	assert.NotContains(t, out, "\a")
	assert.NotContains(t, out, "\u202e")
	assert.Contains(t, out, `sys\x1b[2J\x1b]0;pwned\a\u202e`)

	h := filepath.Join(dir, "h.tsv")
	require.NoError(t, os.WriteFile(h, []byte("A\t1\nB\t2\nC\t3\n"), 0o644))
	out, errOut, code = runCmd(t, "", "correlate", "--human", h, "--scores", "m\x1b[31m="+h, "--resamples", "20")
	require.Equal(t, 0, code, errOut)
	assert.NotContains(t, out, "\x1b")
	assert.Contains(t, out, `m\x1b[31m`)
}

// #20: a bad option value is a usage error, exit 2, in every command.
func TestBadOptionValuesExit2(t *testing.T) {
	dir := t.TempDir()
	ref := filepath.Join(dir, "ref")
	h := filepath.Join(dir, "h.tsv")
	require.NoError(t, os.WriteFile(ref, []byte("a b c\n"), 0o644))
	require.NoError(t, os.WriteFile(h, []byte("A\t1\nB\t2\nC\t3\n"), 0o644))
	corr := []string{"correlate", "--human", h, "--scores", "m=" + h}
	for _, args := range [][]string{
		{"score", "-r", ref, ref, "--task", "nope"},
		{"score", "-r", ref, ref, "--rewrite", "--sources", "nope"},
		append(corr, "--resamples", "-1"),
		append(corr, "--alpha", "2"),
		append(corr, "--alpha", "NaN"),
		append(corr, "--width", "-3"),
		{"tune", "--set", dir, "--folds", "-1"},
	} {
		out, errOut, code := runCmd(t, "", args...)
		assert.Equal(t, 2, code, "%v: %s", args, errOut)
		assert.Empty(t, out, "%v", args)
	}
}

// Issue #38, defect 4: meteor++ alone is scored with the matchers asked
// for (-m, -w, --tuned), as it is beside meteor; before, needsMeteor did
// not know it and it was scored with exact matching alone. Meteor's
// settings given to metrics that do not use them are a usage error.
func TestMeteorPPAloneUsesModules(t *testing.T) {
	dir := t.TempDir()
	ref := filepath.Join(dir, "ref.txt")
	hyp := filepath.Join(dir, "hyp.txt")
	require.NoError(t, os.WriteFile(ref, []byte("the cats are sitting on the mat\nJohn walked to the old station\n"), 0o644))
	require.NoError(t, os.WriteFile(hyp, []byte("a cat sat on the mats\nJohn walks to the station\n"), 0o644))
	for _, args := range [][]string{
		{"-m", "exact stem", "-w", "1 0.5"},
		{"--tuned", "meteor-en"},
		{},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			score := func(metrics string) map[string]string {
				a := append([]string{"score", "-q", "-f", "tsv", "--copy-words", "ner:caps", "--metric", metrics, "-r", ref}, args...)
				out, errOut, code := runCmd(t, "", append(a, hyp)...)
				require.Equal(t, 0, code, errOut)
				rows := map[string]string{}
				for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
					if f := strings.Split(l, "\t"); strings.Contains(l, "meteor++") {
						rows["meteor++"] = strings.Join(f, "|")
					}
				}
				return rows
			}
			alone, together := score("meteor++"), score("meteor,meteor++,bleu")
			require.NotEmpty(t, alone["meteor++"])
			assert.Equal(t, together["meteor++"], alone["meteor++"])
			if len(args) > 0 {
				assert.NotContains(t, alone["meteor++"], "mods:ex|", "the matchers asked for act")
			}
		})
	}
	for _, flag := range [][]string{{"-m", "exact stem"}, {"-w", "1"}, {"-p", "0.85 0.2 0.6 0.75"}, {"-t", "adq"}} {
		_, errOut, code := runCmd(t, "", append(append([]string{"score", "-q", "--metric", "bleu,chrf", "-r", ref}, flag...), hyp)...)
		assert.Equal(t, 2, code, "%v: %s", flag, errOut)
		assert.Contains(t, errOut, "none of the metrics")
	}
}
