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

	"github.com/parmesan-mt/parmesan"
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
// exactly when their setting changed the computation. Paraphrase tables
// and tuned parameters (a parameter file, -p) are checked as well.
func TestSignatureTruthPaths(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: runs the commands some twenty times")
	}
	t.Parallel() // in-process runs on their own files: no environment variable or working directory changed
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
				// field (and, for a string metric, the parmesan version), and
				// the score changes
				moved = moved || orig[s].Score != at[s].Score
				f := changed(sigFields(t, orig[s].Signature), sigFields(t, at[s].Signature))
				if m == "meteor" { // the Parmesan metric: its name, exact matching, the rewrite
					assert.ElementsMatch(t, []string{"metric", "mods", "w", "syn", "rewrite"}, f, at[s].Signature)
				} else { // the rewrite, and the rewriter's code (parmesan:V)
					assert.ElementsMatch(t, []string{"rewrite", "parmesan"}, f, at[s].Signature)
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
		var rep eval.Result
		require.NoError(t, json.Unmarshal([]byte(out), &rep))
		meteorRows := scoreRows(t, "--metric", "meteor")
		assert.Equal(t, meteorRows[0].Score, rep.Results[0].Score, "score -c = score --metric meteor")
		assert.Equal(t, meteorRows[0].Signature, rep.Results[0].Signature)
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
		gv, gsig := tuneJSON("--rewrite", "--source", filepath.Join(set, "ref.txt"), "--source-lang", "de", "--drop-unsupported")
		assert.NotEqual(t, v, gv, "grounding changes the start value")
		assert.Equal(t, []string{"rewrite"}, changed(sigFields(t, sig), sigFields(t, gsig)))
		assert.Contains(t, gsig, ",ground=freedict-deu-eng#")
		assert.NotContains(t, sig, "ground=")
	})

	t.Run("paraphrase table", func(t *testing.T) { truthParaphrase(t, refs, systems, set) })
	t.Run("tuned parameters", func(t *testing.T) { truthParams(t, refs, systems) })
}

// scored is one path's numbers and signatures, one per system.
type scored struct {
	scores []float64
	sigs   []string
}

// scorePaths scores systems with Meteor as configured by flags (on the
// command line) and o (in the library) on every path that takes the
// settings: "score" (JSON report), "score --metric meteor", eval.Run and the
// front door parmesan.Evaluate. It checks that they agree and returns the
// common result.
func scorePaths(t *testing.T, refs []string, systems []eval.System, flags []string, o eval.Options) scored {
	t.Helper()
	out, errOut, code := runCmd(t, "", append([]string{"score", "-f", "json", "-r", exRef, exHyp, exHyp2}, flags...)...)
	require.Equal(t, 0, code, "%v: %s", flags, errOut)
	var rep eval.Result
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	rows := scoreRows(t, append([]string{"--metric", "meteor"}, flags...)...)
	res, err := eval.Run(context.Background(), eval.Corpus{Refs: [][]string{refs}}, systems, []string{"meteor"}, o, eval.RunOptions{})
	require.NoError(t, err)
	api, err := parmesan.Evaluate([][]string{refs}, systems, o)
	require.NoError(t, err)
	var r scored
	for s := range systems {
		got := rep.Results[s]
		assert.Equal(t, got, rows[s], "%v: score vs score --metric meteor: one schema", flags)
		assert.Equal(t, got.Score, res.Results[s].Score, "%v: score vs eval.Run", flags)
		assert.Equal(t, got.Signature, res.Results[s].Signature, "%v: score vs eval.Run", flags)
		assert.Equal(t, got.Score, api.Results[s].Score, "%v: score vs parmesan.Evaluate", flags)
		assert.Equal(t, got.Signature, api.Results[s].Signature, "%v: score vs parmesan.Evaluate", flags)
		r.scores = append(r.scores, got.Score)
		r.sigs = append(r.sigs, got.Signature)
	}
	return r
}

// truthParaphrase: -a TABLE on every path that takes it (score, score
// --metric meteor, eval.Run, parmesan.Evaluate, correlate). The table adds
// the paraphrase matcher, so the signature gains its weight and the
// table's fingerprint (para) and the score moves; another table changes
// exactly para and the score; a table the matchers do not use (-m exact,
// or the Parmesan metric's exact matching) changes nothing and is not
// named.
func truthParaphrase(t *testing.T, refs []string, systems []eval.System, set string) {
	dir := t.TempDir()
	// Directed Meteor-format tables (probability, phrase, paraphrase) over
	// words hyp.txt uses where ref.txt has another: firm/company (line 4),
	// deal/agreement (line 7).
	tabA, tabB := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	firm := "0.5\ncompany\nfirm\n0.5\nfirm\ncompany\n"
	require.NoError(t, os.WriteFile(tabA, []byte(firm+"0.5\nagreement\ndeal\n0.5\ndeal\nagreement\n"), 0o644))
	require.NoError(t, os.WriteFile(tabB, []byte(firm), 0o644))
	withTable := func(tab string, mods []meteor.Module) eval.Options {
		o := eval.DefaultOptions("en")
		o.Resources.Paraphrases = tab
		o.Meteor.Modules = mods
		return o
	}
	none := scorePaths(t, refs, systems, nil, withTable("", nil))
	a := scorePaths(t, refs, systems, []string{"-a", tabA}, withTable(tabA, nil))
	b := scorePaths(t, refs, systems, []string{"-a", tabB}, withTable(tabB, nil))
	for s := range systems {
		assert.NotContains(t, sigFields(t, none.sigs[s]), "para", none.sigs[s])
		assert.ElementsMatch(t, []string{"mods", "w", "para"}, changed(sigFields(t, none.sigs[s]), sigFields(t, a.sigs[s])), a.sigs[s])
		assert.Equal(t, []string{"para"}, changed(sigFields(t, a.sigs[s]), sigFields(t, b.sigs[s])), b.sigs[s])
	}
	// hyp.txt uses both pairs: each table moves its score, differently
	assert.NotEqual(t, none.scores[0], a.scores[0], "the table changes the score")
	assert.NotEqual(t, a.scores[0], b.scores[0], "another table changes the score")
	assert.NotEqual(t, b.scores[0], none.scores[0], "the smaller table changes the score")

	// A table the matchers do not use is not named and changes nothing.
	exact := []meteor.Module{meteor.Exact}
	ex := scorePaths(t, refs, systems, []string{"-m", "exact"}, withTable("", exact))
	exA := scorePaths(t, refs, systems, []string{"-m", "exact", "-a", tabA}, withTable(tabA, exact))
	assert.Equal(t, ex, exA, "-m exact: the table is unused")
	assert.NotContains(t, exA.sigs[0], "|para:")
	rw := scoreRows(t, "--metric", "parmesan")
	rwA := scoreRows(t, "--metric", "parmesan", "-a", tabA)
	assert.Equal(t, rw, rwA, "the Parmesan metric matches exactly: the table is unused")

	// correlate -a scores the systems to the same numbers under the same
	// signature.
	out, errOut, code := runCmd(t, "", "correlate", "--set", set, "--metric", "meteor", "-a", tabA, "-f", "json", "--resamples", "10")
	require.Equal(t, 0, code, errOut)
	var cr struct {
		Metrics []struct {
			Signature    string    `json:"signature"`
			SystemScores []float64 `json:"system_scores"`
		} `json:"metrics"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &cr))
	require.Len(t, cr.Metrics, 1)
	assert.Equal(t, a.sigs[0], cr.Metrics[0].Signature, "correlate -a signs as score -a")
	assert.Equal(t, a.scores, cr.Metrics[0].SystemScores, "correlate -a scores as score -a")
}

// truthParams: tuned parameters, from a parameter file (what "parmesan
// tune -o" writes) or -p, on score, score --metric meteor, eval.Run and
// parmesan.Evaluate (the library reads the file with meteor.ReadParamFile
// and applies it). A file with α β γ δ is -p (the custom task, with its
// weights, as in the jar); a file with weights only changes w; on the
// Parmesan metric the parameters change p and the task.
func truthParams(t *testing.T, refs []string, systems []eval.System) {
	dir := t.TempDir()
	pfile, wfile := filepath.Join(dir, "p.params"), filepath.Join(dir, "w.params")
	require.NoError(t, os.WriteFile(pfile, []byte("# tuned\nlanguage english\nparams 0.5 1 0.5 0.5\n"), 0o644))
	require.NoError(t, os.WriteFile(wfile, []byte("weights 1.0 0.5 0.5\n"), 0o644))
	fromFile := func(path string, rw bool) eval.Options {
		o := eval.DefaultOptions("en")
		pf, err := meteor.ReadParamFile(path)
		require.NoError(t, err)
		require.NoError(t, pf.Apply(&o.Meteor))
		if rw {
			o.Rewrite, err = pipeline.New(pipeline.Config{Lang: lang.English})
			require.NoError(t, err)
		}
		return o
	}
	base := scorePaths(t, refs, systems, nil, eval.DefaultOptions("en"))
	p := scorePaths(t, refs, systems, []string{"--param-file", pfile}, fromFile(pfile, false))
	w := scorePaths(t, refs, systems, []string{"--param-file", wfile}, fromFile(wfile, false))
	flagP := scoreRows(t, "--metric", "meteor", "-p", "0.5 1 0.5 0.5")
	for s := range systems {
		assert.Equal(t, flagP[s].Score, p.scores[s], "--param-file = -p")
		assert.Equal(t, flagP[s].Signature, p.sigs[s], "--param-file = -p")
		assert.ElementsMatch(t, []string{"p"}, changed(sigFields(t, base.sigs[s]), sigFields(t, p.sigs[s])), p.sigs[s])
		assert.Equal(t, []string{"w"}, changed(sigFields(t, base.sigs[s]), sigFields(t, w.sigs[s])), w.sigs[s])
		assert.NotEqual(t, base.scores[s], p.scores[s], "the parameters change the score")
		assert.NotEqual(t, base.scores[s], w.scores[s], "the weights change the score")
	}

	// On rewritten references (the Parmesan metric, exact matching).
	rwBase := scoreRows(t, "--metric", "parmesan")
	rwP := scoreRows(t, "--metric", "parmesan", "--param-file", pfile)
	rwFlag := scoreRows(t, "--rewrite", "--param-file", pfile, "--metric", "meteor")
	res, err := eval.Run(context.Background(), eval.Corpus{Refs: [][]string{refs}}, systems, []string{"parmesan"}, fromFile(pfile, true), eval.RunOptions{})
	require.NoError(t, err)
	for s := range systems {
		for name, r := range map[string]eval.Row{"--rewrite --metric meteor": rwFlag[s], "eval.Run": res.Results[s]} {
			assert.Equal(t, rwP[s].Score, r.Score, "%s vs --metric parmesan", name)
			assert.Equal(t, rwP[s].Signature, r.Signature, "%s vs --metric parmesan", name)
		}
		assert.ElementsMatch(t, []string{"p"}, changed(sigFields(t, rwBase[s].Signature), sigFields(t, rwP[s].Signature)), rwP[s].Signature)
		assert.NotEqual(t, rwBase[s].Score, rwP[s].Score, "the parameters change the Parmesan score")
	}
}

// jsonString is s as encoding/json writes it.
func jsonString(t *testing.T, s string) string {
	b, err := json.Marshal(s)
	require.NoError(t, err)
	return string(b)
}
