package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// scoreRows runs "parmesan score -f json --metric …" and returns its rows.
func scoreRows(t *testing.T, args ...string) []eval.Row {
	t.Helper()
	out, errOut, code := runCmd(t, "", append([]string{"score", "-f", "json", "-r", exRef, exHyp, exHyp2}, args...)...)
	require.Equal(t, 0, code, "%v: %s", args, errOut)
	var r metricReport
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	return r.Results
}

// TestSignatureTruthPaths extends TestSignatureTruth to the other paths
// and spellings that score a metric: NAME@parmesan and --rewrite --metric
// NAME, the library (eval.Run), correlate and the report on rewritten
// references, --both, --confidence, copy words, and tune with and without
// a grounding dictionary. For each it checks (a) the same score for the
// same settings on every path and (b) the signature fields present
// exactly when their setting changed the computation.
func TestSignatureTruthPaths(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: runs the commands some twenty times")
	}
	refs, err := data.ReadLinesFile(exRef, nil)
	require.NoError(t, err)
	var systems []eval.System
	for _, p := range []string{exHyp, exHyp2} {
		h, err := data.ReadLinesFile(p, nil)
		require.NoError(t, err)
		systems = append(systems, eval.System{Name: p, Hyps: h})
	}
	set := exampleEvalSet(t)
	rw, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)

	for _, m := range []string{"chrf", "bleu", "ter", "meteor"} {
		t.Run(m, func(t *testing.T) {
			orig := scoreRows(t, "--metric", m)
			at := scoreRows(t, "--metric", m+"@parmesan")
			flag := scoreRows(t, "--rewrite", "--metric", m)
			both := scoreRows(t, "--rewrite", "--both", "--metric", m)
			require.Len(t, at, 2)
			require.Len(t, both, 4)
			res, err := eval.Run(context.Background(), eval.Corpus{Refs: [][]string{refs}}, systems, []string{m + "@parmesan"},
				eval.Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm}, Rewrite: rw}, eval.RunOptions{})
			require.NoError(t, err)
			moved := false
			for s := range systems {
				// (a) one number and one signature per setting, whatever the path
				for name, r := range map[string]eval.Row{"--rewrite --metric": flag[s], "library": res.Results[s], "--both rewritten": both[2*s+1]} {
					assert.Equal(t, at[s].Score, r.Score, "%s vs %s@parmesan", name, m)
					assert.Equal(t, at[s].Signature, r.Signature, "%s vs %s@parmesan", name, m)
					assert.Equal(t, eval.RefsRewritten, r.References)
				}
				// --both's original rows are scored with the rewriting evaluator's
				// Meteor (exact matching): the same as --metric m for the string
				// metrics, whose signatures name no matcher.
				if m != "meteor" {
					assert.Equal(t, orig[s].Score, both[2*s].Score, "--both original vs %s", m)
					assert.Equal(t, orig[s].Signature, both[2*s].Signature, "--both original vs %s", m)
				}
				// (b) on rewritten references the signature gains the rewrite
				// field, and the score changes
				moved = moved || orig[s].Score != at[s].Score
				f := changed(sigFields(t, orig[s].Signature), sigFields(t, at[s].Signature))
				if m == "meteor" { // the Parmesan metric: its name, exact matching, the rewrite
					assert.ElementsMatch(t, []string{"metric", "mods", "w", "syn", "rewrite"}, f, at[s].Signature)
				} else {
					assert.Equal(t, []string{"rewrite"}, f, at[s].Signature)
				}
			}
			assert.True(t, moved, "the rewrite changes %s on some system", m)
			if m == "meteor" {
				return
			}
			// correlate scores the same systems to the same numbers under the
			// same signature
			out, errOut, code := runCmd(t, "", "correlate", "--set", set, "--metric", m+","+m+"@parmesan", "-f", "json", "--resamples", "10")
			require.Equal(t, 0, code, errOut)
			assert.Contains(t, out, jsonString(t, at[0].Signature), "correlate's %s@parmesan signature", m)
			assert.Contains(t, out, jsonString(t, orig[0].Signature), "correlate's %s signature", m)
		})
	}

	t.Run("confidence", func(t *testing.T) {
		plain := scoreRows(t, "--metric", "chrf")
		conf := scoreRows(t, "--metric", "chrf", "-c", "--resamples", "50", "--trials", "50", "--seed", "7")
		for s := range plain {
			assert.Equal(t, plain[s].Score, conf[s].Score, "resampling does not change the score")
			assert.Equal(t, plain[s].Signature, conf[s].Signature, "nor the metric's signature")
			require.NotNil(t, conf[s].Confidence)
		}
		// sacrebleu's signature names the resampling that ran: bs and seed,
		// and ar for the paired test of the second system
		assert.Contains(t, conf[0].SacreBLEU, "|bs:50|ar:50|seed:7|")
		assert.NotContains(t, plain[0].SacreBLEU, "bs:")
		out, errOut, code := runCmd(t, "", "score", "-f", "json", "-c", "--resamples", "50", "--trials", "50", "-r", exRef, exHyp)
		require.Equal(t, 0, code, errOut)
		var rep eval.Report
		require.NoError(t, json.Unmarshal([]byte(out), &rep))
		meteorRows := scoreRows(t, "--metric", "meteor")
		assert.Equal(t, meteorRows[0].Score, rep.Systems[0].Score, "score -c = score --metric meteor")
		assert.Equal(t, meteorRows[0].Signature, rep.Signature)
	})

	t.Run("copy words", func(t *testing.T) {
		rows := scoreRows(t, "--metric", "meteor,meteor++", "--copy-words", "ner:caps")
		require.Len(t, rows, 4)
		f := changed(sigFields(t, rows[0].Signature), sigFields(t, rows[1].Signature))
		assert.Contains(t, f, "copy-ner", rows[1].Signature)
		assert.Contains(t, f, "metric")
		for _, k := range f {
			assert.Contains(t, []string{"metric", "copy-ner", "copy-x"}, k, "meteor++ adds its copy settings only: %s", rows[1].Signature)
		}
		// On rewritten references Meteor++ is built on the rewriting
		// evaluator's Meteor, exact matching (as the Parmesan metric): the
		// matchers and their weights change with the rewrite, and say so.
		at := scoreRows(t, "--metric", "meteor++@parmesan", "--copy-words", "ner:caps")
		assert.ElementsMatch(t, []string{"rewrite", "mods", "w", "syn"}, changed(sigFields(t, rows[1].Signature), sigFields(t, at[0].Signature)))
	})

	t.Run("report", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "r.html")
		_, errOut, code := runCmd(t, "", "report", "-o", out, "--metric", "chrf@parmesan", "--trials", "50", "--resamples", "50", "-r", exRef, exHyp, exHyp2)
		require.Equal(t, 0, code, errOut)
		b, err := os.ReadFile(out)
		require.NoError(t, err)
		at := scoreRows(t, "--metric", "chrf@parmesan")
		assert.Contains(t, string(b), strings.TrimSuffix(strings.TrimPrefix(jsonString(t, at[0].Signature), `"`), `"`), "the report's chrf@parmesan signature")
	})

	t.Run("tune", func(t *testing.T) {
		tuneJSON := func(args ...string) (float64, string) {
			out, errOut, code := runCmd(t, "", append([]string{"tune", "--set", set, "--folds", "0", "-f", "json",
				"--alpha", "0.85:0.85:0.1", "--beta", "0.2:0.2:0.1", "--gamma", "0.6:0.6:0.1", "--delta", "0.75:0.75:0.1"}, args...)...)
			require.Equal(t, 0, code, errOut)
			var r struct {
				StartValue float64 `json:"start_value"`
				Signature  string  `json:"signature"`
			}
			require.NoError(t, json.Unmarshal([]byte(out), &r))
			return r.StartValue, r.Signature
		}
		v, sig := tuneJSON("--rewrite")
		score := scoreRows(t, "--metric", "parmesan")
		assert.Equal(t, score[0].Signature, sig, "tune --rewrite signs what score --metric parmesan computes")
		if _, err := os.Stat("/usr/share/dictd/freedict-deu-eng.index"); err != nil {
			t.Skip("dict-freedict-deu-eng not installed: the grounded half is skipped")
		}
		gv, gsig := tuneJSON("--rewrite", "--source", filepath.Join(set, "ref.txt"), "--source-lang", "de")
		assert.NotEqual(t, v, gv, "grounding changes the start value")
		assert.Equal(t, []string{"rewrite"}, changed(sigFields(t, sig), sigFields(t, gsig)))
		assert.Contains(t, gsig, ",ground=freedict-deu-eng#")
		assert.NotContains(t, sig, "ground=")
	})
}

// jsonString is s as encoding/json writes it.
func jsonString(t *testing.T, s string) string {
	b, err := json.Marshal(s)
	require.NoError(t, err)
	return string(b)
}
