package main

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/meteor"
)

// TestMeteorNoTableHeader: without a paraphrase table the drop-in leaves
// the paraphrase module out but keeps the jar's header otherwise: the
// task's name when no -p, -w or -m is given, and -w's weights as given,
// with the jar's warning when they are fewer than the modules (spec §1.2,
// §10.1); the score is that of an explicit -m without paraphrase.
func TestMeteorNoTableHeader(t *testing.T) {
	t.Setenv(meteor.ResourceEnv, "")
	t.Chdir(t.TempDir()) // no ./data/paraphrase-en.gz, no ./meteor-1.5.jar
	require.NoError(t, os.WriteFile("hyp", []byte("the cat sits on a mat\nthe quick brown dog\n"), 0o644))
	require.NoError(t, os.WriteFile("ref", []byte("the cat sat on the mat\na quick brown fox\n"), 0o644))
	const warning = "Warning: More modules than weights specified - modules with no weights will not be counted."
	header := func(out, field string) string {
		for _, l := range strings.Split(out, "\n") {
			if v, ok := strings.CutPrefix(l, field+":"); ok {
				return strings.TrimSpace(v)
			}
		}
		return ""
	}

	out, errs, code := runCmd(t, "", "meteor", "hyp", "ref")
	require.Equal(t, 0, code, errs)
	assert.Equal(t, "Ranking", header(out, "Task"))
	assert.Equal(t, "exact stem synonym", header(out, "Modules"))
	assert.Equal(t, "1.0 0.6 0.8", header(out, "Weights"))
	assert.NotContains(t, errs, warning)

	out, errs, code = runCmd(t, "", "meteor", "hyp", "ref", "-w", "1.0 0.6")
	require.Equal(t, 0, code, errs)
	assert.Equal(t, "Custom", header(out, "Task"))
	assert.Equal(t, "1.0 0.6", header(out, "Weights"))
	assert.Contains(t, errs, warning+"\n")
	explicit, errs, code := runCmd(t, "", "meteor", "hyp", "ref", "-w", "1.0 0.6", "-m", "exact stem synonym")
	require.Equal(t, 0, code, errs)
	assert.Equal(t, header(explicit, "Final score"), header(out, "Final score"), "a missing weight counts 0")
	assert.Equal(t, "1.0 0.6 0.0", header(explicit, "Weights"), "-m pads by position")
}
