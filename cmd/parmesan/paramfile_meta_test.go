package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParamFileRecordsMetricAndNorm: tune -o records the normalization
// and the metric (meteor, or parmesan with --rewrite); score refuses the
// file under other settings, naming it, and applies it under the tuned
// ones; a file without the two lines (an older one) applies to any.
func TestParamFileRecordsMetricAndNorm(t *testing.T) {
	set := exampleEvalSet(t)
	dir := t.TempDir()
	tuneTo := func(out string, extra ...string) string {
		t.Helper()
		args := append([]string{"tune", "--set", set, "-m", "exact", "--method", "hill", "--folds", "2", "-o", out}, extra...)
		_, errOut, code := runCmd(t, "", args...)
		require.Equal(t, 0, code, errOut)
		b, err := os.ReadFile(out)
		require.NoError(t, err)
		return string(b)
	}
	plain, rw, nonorm := filepath.Join(dir, "p.params"), filepath.Join(dir, "prw.params"), filepath.Join(dir, "pnn.params")
	text := tuneTo(plain)
	assert.Contains(t, text, "\nnormalization norm\nmetric meteor\n")
	assert.Contains(t, tuneTo(rw, "--rewrite"), "\nnormalization norm\nmetric parmesan\n")
	assert.Contains(t, tuneTo(nonorm, "--norm=false"), "\nnormalization no_norm\nmetric meteor\n")

	score := func(args ...string) (string, int) {
		t.Helper()
		_, errOut, code := runCmd(t, "", append([]string{"score", "-q", "-b", "-m", "exact", "-r", exRef, "-i", exHyp}, args...)...)
		return errOut, code
	}
	for _, c := range []struct {
		args []string
		want string // "" = accepted
	}{
		{[]string{"--param-file", plain}, ""},
		{[]string{"--param-file", rw, "--rewrite"}, ""},
		{[]string{"--param-file", nonorm, "--norm=false"}, ""},
		{[]string{"--param-file", rw}, rw + ": meteor: the parameter file was tuned for the Parmesan metric"},
		{[]string{"--param-file", rw, "--metric", "meteor,chrf"}, "tuned for the Parmesan metric"},
		{[]string{"--param-file", plain, "--rewrite"}, plain + ": meteor: the parameter file was tuned for plain Meteor"},
		{[]string{"--param-file", plain, "--metric", "parmesan"}, "tuned for plain Meteor"},
		{[]string{"--param-file", nonorm}, nonorm + ": meteor: the parameter file was tuned with normalization no_norm, but this run's is norm"},
		{[]string{"--param-file", plain, "--norm=false"}, "tuned with normalization norm, but this run's is no_norm"},
		{[]string{"--param-file", rw, "--rewrite", "--norm=false"}, "tuned with normalization norm"},
	} {
		errOut, code := score(c.args...)
		if c.want == "" {
			assert.Equal(t, 0, code, "%v: %s", c.args, errOut)
			continue
		}
		assert.NotEqual(t, 0, code, c.args)
		assert.Contains(t, errOut, c.want, c.args)
	}

	// The meteor drop-in: its default is no normalization.
	_, errOut, code := runCmd(t, "", "meteor", exHyp, exRef, "-m", "exact", "--param-file", plain)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "tuned with normalization norm, but this run's is no_norm")
	_, errOut, code = runCmd(t, "", "meteor", exHyp, exRef, "-m", "exact", "-norm", "--param-file", plain)
	assert.Equal(t, 0, code, errOut)

	// An older file, without the two lines, applies to any settings.
	old := filepath.Join(dir, "old.params")
	require.NoError(t, os.WriteFile(old, []byte("# parmesan tune\nlanguage english\nmodules exact\nparams 0.5 1 0.5 0.5\nweights 1\n"), 0o644))
	for _, args := range [][]string{{"--param-file", old}, {"--param-file", old, "--rewrite"}, {"--param-file", old, "--norm=false"}} {
		errOut, code := score(args...)
		assert.Equal(t, 0, code, "%v: %s", args, errOut)
	}
}
