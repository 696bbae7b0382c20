package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// TestScoreEqualsLibrary: "parmesan score" and eval.Evaluate with the
// library's default options compute the same metric — the same scores and
// the same signature — for Meteor and for the Parmesan metric.
func TestScoreEqualsLibrary(t *testing.T) {
	t.Setenv(meteor.ResourceEnv, "") // the embedded resources on both sides
	refs := []string{"The cat sat on the mat .", "He bought an automobile yesterday .", "It was raining hard ."}
	hyps := []string{"The cat sat on a mat .", "Yesterday he bought a car .", "It rained hard ."}
	dir := t.TempDir()
	refPath, hypPath := filepath.Join(dir, "ref.txt"), filepath.Join(dir, "hyp.txt")
	require.NoError(t, os.WriteFile(refPath, []byte(strings.Join(refs, "\n")+"\n"), 0o644))
	require.NoError(t, os.WriteFile(hypPath, []byte(strings.Join(hyps, "\n")+"\n"), 0o644))
	for _, rewrite := range []bool{false, true} {
		args := []string{"score", "-q", "-r", refPath, "-i", hypPath, "--format", "json", "--sentence"}
		o := eval.DefaultOptions(eval.DefaultLanguage)
		o.Segments = true
		if rewrite {
			args = append(args, "--rewrite")
			ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
			require.NoError(t, err)
			o.Rewrite = ro
		}
		stdout, stderr, code := runCmd(t, "", args...)
		require.Equal(t, 0, code, stderr)
		var cli eval.Result
		require.NoError(t, json.Unmarshal([]byte(stdout), &cli))
		lib, err := eval.Evaluate([][]string{refs}, []eval.System{{Name: hypPath, Hyps: hyps}}, o)
		require.NoError(t, err)
		require.Len(t, cli.Results, 1)
		require.Len(t, lib.Results, 1)
		// One schema: the library's row is the command's, field by field.
		got := lib.Results[0]
		got.Stats = nil // not printed
		assert.Equal(t, got, cli.Results[0], "rewrite %v", rewrite)
		assert.NotEmpty(t, got.Segments)
		t.Logf("rewrite %v: %.4f %s", rewrite, got.Score, got.Signature)
	}
}
