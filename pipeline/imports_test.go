package pipeline

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestKnowsNoMetric pins the import graph: the rewriter sits above the
// stages it chains and below the metrics, so it imports neither Meteor,
// nor any metric, nor the orchestration (not even in tests); the scorer
// injects its tokenizer instead.
func TestKnowsNoMetric(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not on PATH")
	}
	out, err := exec.Command(goTool, "list", "-deps", "-test", ".").Output()
	require.NoError(t, err)
	const mod = "github.com/parmesan-mt/parmesan"
	for _, dep := range strings.Fields(string(out)) {
		for _, up := range []string{"/meteor", "/metric", "/eval", "/report", "/tune", "/correlate", ""} {
			if dep == mod+up || (up != "" && strings.HasPrefix(dep, mod+up+"/")) {
				t.Errorf("pipeline depends on %s", dep)
			}
		}
	}
}
