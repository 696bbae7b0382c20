package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// TestOnePath: Meteor and the Parmesan metric give the same scores and
// signatures through "score", "score --metric", correlate, report and the
// Go API (parmesan.Evaluate), all of which run eval.Run; plain "score"
// and "score --metric" print the same JSON rows (docs/json.md).
func TestOnePath(t *testing.T) {
	set := exampleEvalSet(t)
	ref := filepath.Join(set, "ref.txt")
	sysFiles := []string{filepath.Join(set, "sys", "one.txt"), filepath.Join(set, "sys", "two.txt")}
	refs, err := data.ReadLinesFile(ref, nil)
	require.NoError(t, err)
	var systems []parmesan.System
	for _, p := range sysFiles {
		h, err := data.ReadLinesFile(p, nil)
		require.NoError(t, err)
		systems = append(systems, parmesan.System{Name: p, Hyps: h})
	}
	rows := func(args ...string) []eval.Row {
		t.Helper()
		out, errOut, code := runCmd(t, "", append(append([]string{"score", "-q", "-f", "json", "-r", ref}, args...), sysFiles...)...)
		require.Equal(t, 0, code, errOut)
		var res eval.Result
		require.NoError(t, json.Unmarshal([]byte(out), &res))
		require.Len(t, res.Results, len(sysFiles))
		return res.Results
	}
	for _, c := range []struct {
		metric string   // correlate's and score --metric's name
		flags  []string // plain score's
	}{{"meteor", nil}, {"parmesan", []string{"--rewrite"}}} {
		t.Run(c.metric, func(t *testing.T) {
			plain := rows(c.flags...)
			named := rows("--metric", c.metric)
			assert.Equal(t, plain, named, "score and score --metric %s: one schema, one result", c.metric)

			o := parmesan.DefaultOptions("en")
			if c.metric == "parmesan" {
				o.Rewrite, err = pipeline.New(pipeline.Config{Lang: lang.English})
				require.NoError(t, err)
			}
			api, err := parmesan.Evaluate([][]string{refs}, systems, o)
			require.NoError(t, err)

			out, errOut, code := runCmd(t, "", "correlate", "--set", set, "--metric", c.metric, "-f", "json", "--resamples", "10")
			require.Equal(t, 0, code, errOut)
			var cr struct {
				Metrics []struct {
					Signature    string    `json:"signature"`
					Value        float64   `json:"value"`
					SystemScores []float64 `json:"system_scores"`
				} `json:"metrics"`
			}
			require.NoError(t, json.Unmarshal([]byte(out), &cr))
			require.Len(t, cr.Metrics, 1)

			html := filepath.Join(t.TempDir(), "r.html")
			args := append(append([]string{"report", "-o", html, "--trials", "20", "--resamples", "20", "-r", ref}, c.flags...), sysFiles...)
			_, errOut, code = runCmd(t, "", args...)
			require.Equal(t, 0, code, errOut)
			b, err := os.ReadFile(html)
			require.NoError(t, err)
			page := string(b)

			for s := range systems {
				want := plain[s]
				assert.Equal(t, want.Score, api.Results[s].Score, "Go API")
				assert.Equal(t, want.Signature, api.Results[s].Signature, "Go API")
				assert.Equal(t, want.Score, cr.Metrics[0].SystemScores[s], "correlate (systems one, two)")
				assert.Contains(t, page, strconv.FormatFloat(want.Score, 'g', -1, 64), "report")
			}
			assert.Equal(t, plain[0].Signature, cr.Metrics[0].Signature, "correlate")
			assert.Contains(t, page, plain[0].Signature, "report")

			// tune collects the same statistics: at its starting point (the
			// defaults) its objective is correlate's value, and it signs
			// what score signs.
			targs := append([]string{"tune", "--set", set, "--method", "hill", "--folds", "2", "-f", "json"}, c.flags...)
			out, errOut, code = runCmd(t, "", targs...)
			require.Equal(t, 0, code, errOut)
			var tr struct {
				StartValue float64 `json:"start_value"`
				Signature  string  `json:"signature"`
			}
			require.NoError(t, json.Unmarshal([]byte(out), &tr))
			assert.InDelta(t, cr.Metrics[0].Value, tr.StartValue, 1e-12, "tune's start value and correlate's")
			assert.Equal(t, plain[0].Signature, tr.Signature, "tune")
		})
	}
}
