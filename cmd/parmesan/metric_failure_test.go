package main

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/chrf"
)

// broken is chrF with a bug: Stats panics (panicky) or fails (failing).
type broken struct {
	metric.Metric
	panics bool
}

func (b broken) Name() string {
	if b.panics {
		return "panicky"
	}
	return "failing"
}

func (b broken) Signature() metric.Signature { return metric.Signature{Metric: b.Name()} }

func (b broken) Stats(hyp string, refs []string) (metric.Stats, error) {
	if b.panics {
		panic("panicky: a bug")
	}
	return nil, errors.New("failing: cannot score")
}

func init() {
	for _, panics := range []bool{true, false} {
		b := broken{panics: panics}
		metric.Register(b.Name(), func(any) (metric.Metric, error) {
			c, err := chrf.New(chrf.Options{})
			return broken{c, panics}, err
		})
	}
}

// TestMetricFailureFailsCommand: a metric that panics or returns an error
// fails every command that scores it, with a message naming the metric,
// and prints no score (no report file either).
func TestMetricFailureFailsCommand(t *testing.T) {
	set := exampleEvalSet(t)
	t.Setenv("PARMESAN_CACHE_DIR", t.TempDir())
	for _, name := range []string{"panicky", "failing"} {
		for _, args := range [][]string{
			{"score", "-r", exRef, exHyp, "--metric", "chrf," + name},
			{"score", "-r", exRef, exHyp, "--metric", name + "@parmesan"},
			{"score", "-r", exRef, exHyp, "--rewrite", "--both", "--metric", name},
			{"correlate", "--set", set, "--metric", "chrf," + name, "--resamples", "10"},
			{"correlate", "--set", set, "--metric", name + "@parmesan", "--resamples", "10"},
		} {
			out, errOut, code := runCmd(t, "", args...)
			assert.NotEqual(t, 0, code, "%v", args)
			assert.Contains(t, errOut, name, "%v: the message names the metric", args)
			assert.NotContains(t, out, "chrF2 =", "%v: no score printed", args)
			assert.NotContains(t, out, "pearson", "%v: no table printed", args)
		}
		html := filepath.Join(t.TempDir(), "r.html")
		_, errOut, code := runCmd(t, "", "report", "-o", html, "--metric", "chrf,"+name, "-r", exRef, exHyp)
		assert.NotEqual(t, 0, code, "report")
		assert.Contains(t, errOut, name)
		_, err := os.Stat(html)
		require.True(t, os.IsNotExist(err), "report: no file written")
	}
}
