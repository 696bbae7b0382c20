package main

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/meteor"
)

// TestCorrelateResourceEnv (audit F7a): correlate reads Meteor's
// resources from $PARMESAN_METEOR_RESOURCES as score, report and tune do
// (it used the embedded ones): the function words of the directory the
// variable names are in the signature, as with --resources.
func TestCorrelateResourceEnv(t *testing.T) {
	res := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(res, "function"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(res, "function", "english.words"), []byte("the\na\n"), 0o644))
	set := exampleEvalSet(t)
	fw := regexp.MustCompile(`\|fw:[0-9a-f]+\|`)
	correlateFW := func(args ...string) string {
		t.Helper()
		out, errOut, code := runCmd(t, "", append([]string{"correlate", "--no-cache", "--set", set, "-l", "other", "--metric", "meteor", "--level", "seg"}, args...)...)
		require.Equal(t, 0, code, errOut)
		m := fw.FindString(out)
		require.NotEmpty(t, m, out)
		return m
	}
	t.Setenv(meteor.ResourceEnv, "")
	embedded := correlateFW()
	given := correlateFW("--resources", res)
	require.NotEqual(t, embedded, given, "the directory's function words differ from the embedded ones")
	t.Setenv(meteor.ResourceEnv, res)
	assert.Equal(t, given, correlateFW(), "$%s", meteor.ResourceEnv)
	// score reads it the same way.
	out, errOut, code := runCmd(t, "", "score", "-l", "other", "-m", "exact", "-r", exRef, exHyp)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, given)
}
