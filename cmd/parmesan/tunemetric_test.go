package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTuneMetricCommand: "tune --metric" writes the tuned score flags
// (-o), and "score" with them computes the metric the tuned signature
// names.
func TestTuneMetricCommand(t *testing.T) {
	set := exampleEvalSet(t)
	for _, c := range []struct{ metric, space string }{
		{"chrf", "beta=1:3 char-order=2:4 word-order=0:1"},
		{"bleu", "max-order=1:3 smooth=exp,floor:0.2"},
	} {
		t.Run(c.metric, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "tuned.flags")
			out, errOut, code := runCmd(t, "", "tune", "--set", set, "--metric", c.metric, "--space", c.space, "--folds", "2", "-o", file, "--format", "json")
			require.Equal(t, 0, code, errOut)
			var res struct {
				Metric, Name, Signature, Settings string
				Folds                             []map[string]any
				Points                            float64  `json:"grid_points"`
				ScoreFlags                        []string `json:"score_flags"`
			}
			require.NoError(t, json.Unmarshal([]byte(out), &res))
			assert.Len(t, res.Folds, 2)
			assert.Equal(t, c.metric, res.Metric)
			b, err := os.ReadFile(file)
			require.NoError(t, err)
			var flags []string
			for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
				if !strings.HasPrefix(l, "#") {
					flags = append(flags, strings.Fields(l)...)
				}
			}
			assert.Equal(t, res.ScoreFlags, flags)
			score, errOut, code := runCmd(t, "", append(append([]string{"score"}, flags...), "-r", exRef, exHyp, "-f", "json")...)
			require.Equal(t, 0, code, errOut)
			var sc struct {
				Results []struct{ Name, Signature string }
			}
			require.NoError(t, json.Unmarshal([]byte(score), &sc))
			require.Len(t, sc.Results, 1)
			assert.Equal(t, res.Name, sc.Results[0].Name, res.Settings)
			assert.Equal(t, res.Signature, sc.Results[0].Signature, res.Settings)
		})
	}
}

func TestTuneMetricBadFlags(t *testing.T) {
	set := exampleEvalSet(t)
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--metric", "nosuch"}, `unknown metric "nosuch"`},
		{[]string{"--metric", "ter"}, "ter has no setting tune can rescore"},
		{[]string{"--metric", "m-ter@parmesan"}, "m-ter@parmesan has no setting tune can rescore"},
		{[]string{"--metric", "meteor"}, "without --metric"},
		{[]string{"--metric", "chrf", "--alpha", "0:1:0.5"}, "--alpha sets Meteor's tuning"},
		{[]string{"--metric", "chrf", "--space", "gamma=1"}, `chrf has no parameter "gamma"`},
		{[]string{"--metric", "bleu", "--space", "max-order=0:3"}, "outside 1–16"},
		{[]string{"--space", "beta=1"}, "--space needs --metric"},
		{[]string{"--metric", "chrf", "--space", "beta=3", "--method", "hill"}, "beta=2 is not in the space"},
	} {
		file := filepath.Join(t.TempDir(), "out")
		_, errOut, code := runCmd(t, "", append([]string{"tune", "--set", set, "-o", file}, c.args...)...)
		assert.Equal(t, exitUsage, code, "%v: %s", c.args, errOut)
		assert.Contains(t, errOut, c.msg, c.args)
		assert.NoFileExists(t, file, "no output after an error")
	}
}
