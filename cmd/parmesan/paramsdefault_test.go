package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParamsKeepTaskWeights: in score (and report and tune, which share
// its options), -p replaces α β γ δ only, so the defaults stated
// explicitly give the default score; the jar's custom task (the adequacy
// weights, zero outside English) stays the meteor drop-in's.
func TestParamsKeepTaskWeights(t *testing.T) {
	dir := t.TempDir()
	csRef, csHyp := filepath.Join(dir, "r.txt"), filepath.Join(dir, "h.txt")
	require.NoError(t, os.WriteFile(csRef, []byte("Kočka sedí na rohožce.\nPes běží po zahradě rychle.\n"), 0o644))
	require.NoError(t, os.WriteFile(csHyp, []byte("Kočka sedí na koberci.\nPes běhá po zahradě rychle.\n"), 0o644))
	pf := filepath.Join(dir, "cs.params")
	require.NoError(t, os.WriteFile(pf, []byte("language czech\nparams 0.95 0.2 0.6 0.8\n"), 0o644))
	score := func(args ...string) string {
		t.Helper()
		out, errOut, code := runCmd(t, "", append([]string{"score", "-q", "-b"}, args...)...)
		require.Equal(t, 0, code, errOut)
		assert.NotContains(t, errOut, "weight is 0", args)
		return strings.TrimSpace(out)
	}
	for _, c := range []struct {
		lang, params, ref, hyp string
	}{
		{"cs", "0.95 0.2 0.6 0.8", csRef, csHyp},
		{"de", "0.95 1.0 0.55 0.55", exRef, exHyp},
		{"en", "0.85 0.2 0.6 0.75", exRef, exHyp},
		{"fr", "0.90 1.40 0.60 0.65", exRef, exHyp},
	} {
		def := score("-l", c.lang, "-r", c.ref, "-i", c.hyp)
		require.NotEqual(t, "0.0000", def, c.lang)
		assert.Equal(t, def, score("-l", c.lang, "-p", c.params, "-r", c.ref, "-i", c.hyp), "%s: -p with the defaults", c.lang)
	}
	def := score("-l", "cs", "-r", csRef, "-i", csHyp)
	assert.Equal(t, "0.3867", def, "the audit's figure")
	assert.Equal(t, def, score("-l", "cs", "--param-file", pf, "-r", csRef, "-i", csHyp), "a parameter file with params alone")
	// -p with -w is still the custom task with those weights.
	assert.Equal(t, score("-l", "cs", "-t", "rank", "-w", "0.5", "-r", csRef, "-i", csHyp),
		score("-l", "cs", "-p", "0.95 0.2 0.6 0.8", "-w", "0.5", "-r", csRef, "-i", csHyp))

	// A task without weights for the language is said.
	out, errOut, code := runCmd(t, "", "score", "-q", "-b", "-l", "cs", "-t", "adq", "-r", csRef, "-i", csHyp)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "0.0000", strings.TrimSpace(out))
	assert.Contains(t, errOut, "every Meteor module weight is 0 (task adq for czech)")

	// The drop-in keeps the jar's quirk (spec §1.2 step 3).
	out, errOut, code = runCmd(t, "", "meteor", csHyp, csRef, "-l", "cz", "-norm", "-p", "0.95 0.2 0.6 0.8")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Weights:        0.0\n")
	assert.Contains(t, out, "Final score:            0.0\n")
}
