package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/correlate"
)

// exampleEvalSet lays the example files out as an evaluation set with
// made-up human scores (segment length for one system, its negation for
// the other), enough to run the command end to end.
func exampleEvalSet(t *testing.T) string {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "sys"), 0o755))
	copyFile := func(from, to string) []string {
		b, err := os.ReadFile(from)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, to), b, 0o644))
		return strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	}
	copyFile(exRef, "ref.txt")
	var seg strings.Builder
	for _, s := range []struct{ file, name string }{{exHyp, "one"}, {exHyp2, "two"}} {
		for i, l := range copyFile(s.file, "sys/"+s.name+".txt") {
			fmt.Fprintf(&seg, "%s\t%d\t%d\n", s.name, i, len(l)%7)
		}
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "seg_scores.tsv"), []byte(seg.String()), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "sys_scores.tsv"), []byte("one\t0.3\ntwo\t0.1\n"), 0o644))
	return dir
}

func TestTuneCommandAndParamFile(t *testing.T) {
	set := exampleEvalSet(t)
	pf := filepath.Join(t.TempDir(), "tuned.params")
	out, errOut, code := runCmd(t, "", "tune", "--set", set, "-m", "exact stem", "--folds", "2",
		"--alpha", "0.5:0.9:0.2", "--beta", "0.5:2:0.5", "--gamma", "0.3:0.6:0.3", "--delta", "0.5:1:0.25", "--weight-range", "0:1:0.5",
		"-o", pf, "--format", "json")
	require.Equal(t, 0, code, errOut)
	var res map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &res))
	assert.Equal(t, "segment-level pearson", res["objective"])
	assert.Equal(t, float64(3*4*2*3*3), res["grid_points"])
	assert.Len(t, res["folds"], 2)
	assert.Equal(t, float64(40), res["items"])

	// The parameter file scores like the same -p, -w and -m given by hand.
	p, w := res["params"].(string), res["weights"].(string)
	byFile, errOut, code := runCmd(t, "", "score", "-r", exRef, exHyp, "--param-file", pf, "--sentence", "-b", "--width", "10")
	require.Equal(t, 0, code, errOut)
	byHand, _, code := runCmd(t, "", "score", "-r", exRef, exHyp, "-p", p, "-w", w, "-m", "exact stem", "--sentence", "-b", "--width", "10")
	require.Equal(t, 0, code)
	assert.Equal(t, byHand, byFile)
	def, _, _ := runCmd(t, "", "score", "-r", exRef, exHyp, "-m", "exact stem", "--sentence", "-b", "--width", "10")
	assert.NotEqual(t, def, byFile, "the file changes the scores")

	// parmesan meteor accepts it too, with the jar's -p meaning kept.
	mFile, errOut, code := runCmd(t, "", "meteor", exHyp, exRef, "-norm", "--param-file", pf)
	require.Equal(t, 0, code, errOut)
	mHand, _, code := runCmd(t, "", "meteor", exHyp, exRef, "-norm", "-p", p, "-w", w, "-m", "exact stem")
	require.Equal(t, 0, code)
	assert.Equal(t, mHand, mFile)

	// A broken file is a file:line error and a non-zero exit.
	bad := filepath.Join(t.TempDir(), "bad.params")
	require.NoError(t, os.WriteFile(bad, []byte("params 0.1 2 0.3 0.4\nwieghts 1\n"), 0o644))
	_, errOut, code = runCmd(t, "", "score", "-r", exRef, exHyp, "--param-file", bad)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, bad+":2: meteor: parameter file: unknown key \"wieghts\"")
	_, errOut, code = runCmd(t, "", "meteor", exHyp, exRef, "--param-file", bad)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, bad+":2:")
	_, errOut, code = runCmd(t, "", "meteor", exHyp, exRef, "--param-file")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "needs an argument")

	// A parameter file tuned for another language is refused.
	_, errOut, code = runCmd(t, "", "score", "-l", "cz", "-r", exRef, exHyp, "--param-file", pf)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "tuned for english")
}

func TestTuneCommandErrors(t *testing.T) {
	set := exampleEvalSet(t)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--stat", "bleu"}, "unknown statistic"},
		{[]string{"--alpha", "1:0:0.1"}, "--alpha"},
		{[]string{"--method", "anneal"}, "unknown method"},
		{[]string{"--level", "doc"}, "unknown level"},
		{[]string{"--average", "doc"}, "unknown averaging"},
		{[]string{"--loso", "--level", "system"}, "leave-one-system-out needs a segment-level objective"},
	} {
		_, errOut, code := runCmd(t, "", append([]string{"tune", "--set", set, "-m", "exact", "--folds", "0"}, tc.args...)...)
		assert.NotEqual(t, 0, code, tc.args)
		assert.Contains(t, errOut, tc.want, tc.args)
	}
	_, errOut, code := runCmd(t, "", "tune", "--set", filepath.Join(set, "missing"))
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "missing")
}

// TestTuneGroundsInSources: "tune --rewrite --source" loaded the FreeDict
// dictionary and printed ground=… in its signature, but never grounded
// the references, so its statistics, and its start correlation, were
// those without --source. Now the start value is the one of the grounded
// statistics, which on the example drop every substitution that the
// German-English dictionary does not ground (here, with the reference
// itself as a "German" source, all but a few).
func TestTuneGroundsInSources(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: loads the FreeDict dictionary three times (tune.TestCollectGrounds checks Collect's grounding)")
	}
	if _, err := os.Stat("/usr/share/dictd/freedict-deu-eng.index"); err != nil {
		t.Skip("dict-freedict-deu-eng not installed (apt-get install dict-freedict-deu-eng)")
	}
	set := exampleEvalSet(t)
	tuneStart := func(extra ...string) (float64, string) {
		args := append([]string{"tune", "--set", set, "--rewrite", "--folds", "0",
			"--alpha", "0.85", "--beta", "0.2", "--gamma", "0.6", "--delta", "0.75", "--format", "json"}, extra...)
		out, errOut, code := runCmd(t, "", args...)
		require.Equal(t, 0, code, errOut)
		var res map[string]any
		require.NoError(t, json.Unmarshal([]byte(out), &res))
		return res["start_value"].(float64), res["signature"].(string)
	}
	free, freeSig := tuneStart()
	grounded, groundedSig := tuneStart("--source", filepath.Join(set, "ref.txt"), "--source-lang", "de", "--drop-unsupported")
	assert.NotContains(t, freeSig, "ground=")
	assert.Contains(t, groundedSig, "ground=freedict-deu-eng#")
	assert.NotEqual(t, free, grounded, "grounding changes the statistics, so the start value")

	// The start value is the segment-level Pearson (all judged pairs) of
	// the segment scores that "score --rewrite --source" prints for the
	// same settings against the set's made-up human scores.
	var metric, human []float64
	out, errOut, code := runCmd(t, "", "score", "--rewrite", "--source", filepath.Join(set, "ref.txt"), "--source-lang", "de", "--drop-unsupported",
		"-r", filepath.Join(set, "ref.txt"), filepath.Join(set, "sys", "one.txt"), filepath.Join(set, "sys", "two.txt"),
		"-b", "--sentence", "--width", "17")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	for _, sys := range []string{"one", "two"} {
		b, err := os.ReadFile(filepath.Join(set, "sys", sys+".txt"))
		require.NoError(t, err)
		for _, l := range strings.Split(strings.TrimRight(string(b), "\n"), "\n") {
			human = append(human, float64(len(l)%7)) // as exampleEvalSet writes them
			f := strings.Split(lines[len(metric)], "\t")
			x, err := strconv.ParseFloat(f[len(f)-1], 64)
			require.NoError(t, err)
			metric = append(metric, x)
		}
	}
	want, err := correlate.Pearson(metric, human)
	require.NoError(t, err)
	assert.InDelta(t, want, grounded, 1e-12, "the start value is that of score --rewrite --source")
	_, errOut, code = runCmd(t, "", "tune", "--set", set, "--rewrite", "--source", exHyp+".missing", "--source-lang", "de", "--folds", "0")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, ".missing")
}

// Issue 27 #15, #3, #19: bad ranges are usage errors (exit 2, no panic),
// and -o into a missing directory fails before any alignment.
func TestTuneHostile(t *testing.T) {
	set := exampleEvalSet(t)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--alpha", "NaN:1:0.1"}, 2, "--alpha: tune: alpha range: meteor: alpha NaN is not a finite number"},
		{[]string{"--alpha", "0:1:0"}, 2, "a step of 0"},
		{[]string{"--alpha", "0:1:1e-12"}, 2, "more than 1000000"},
		{[]string{"--alpha", "2:3:0.5"}, 2, "alpha 2 is not in [0, 1]"},
		{[]string{"-o", filepath.Join(t.TempDir(), "missing", "p.params")}, 1, "parmesan tune: -o: create"},
	} {
		_, errOut, code := runCmd(t, "", append([]string{"tune", "--set", set, "-m", "exact", "--folds", "0"}, c.args...)...)
		assert.Equal(t, c.code, code, "%v: %s", c.args, errOut)
		assert.Contains(t, errOut, c.want, "%v", c.args)
		assert.NotContains(t, errOut, "alignment", "%v: checked before aligning", c.args)
	}
}
