package main

import (
	"encoding/json"
	"errors"
	"os"
	"slices"
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

// sigFields splits a long signature into its metric name and fields.
func sigFields(t *testing.T, sig string) map[string]string {
	parts := strings.Split(sig, "|")
	m := map[string]string{"metric": parts[0]}
	for _, p := range parts[1:] {
		k, v, ok := strings.Cut(p, ":")
		require.True(t, ok, "field %q of %s", p, sig)
		m[k] = v
	}
	return m
}

// changed lists the fields (metric name included) that differ between two
// signatures, present in one only included.
func changed(a, b map[string]string) []string {
	var out []string
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			out = append(out, k)
		}
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			out = append(out, k)
		}
	}
	return out
}

// TestSignatureTruth runs each flag set that changes a number through
// every path that scores it: "score" (JSON), "score --metric"
// (JSON), and the library (the one-call API, or an Evaluator with
// PrepareReferences with sources where the one-call API cannot ground). It checks that
// (a) all paths give the same score for the same settings, and (b) the
// signature differs from the default's in exactly the fields of the
// setting, and only when the score changed too (removing the dictionary
// changes the scores and drops ground=).
func TestSignatureTruth(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: runs the command a dozen times")
	}
	refs, err := data.ReadLinesFile(exRef, nil)
	require.NoError(t, err)
	hyps, err := data.ReadLinesFile(exHyp, nil)
	require.NoError(t, err)
	dict := true
	if _, err := os.Stat("/usr/share/dictd/freedict-deu-eng.index"); err != nil {
		dict = false
	}
	params := &meteor.Params{Alpha: 0.5, Beta: 1, Gamma: 0.5, Delta: 0.5}
	cases := []struct {
		name    string
		flags   []string
		opts    func(*eval.Options) // the library's equivalent of flags
		rewrite *pipeline.Config
		source  bool
		fields  []string // signature fields that change against the default
	}{
		{name: "default"},
		// score's -p replaces the parameters only: the language's task and
		// weights stay (the library's Params alone is the jar's custom task).
		{name: "params", flags: []string{"-p", "0.5 1 0.5 0.5"}, opts: func(o *eval.Options) { o.Meteor.Params, o.Meteor.Task = params, meteor.TaskRank }, fields: []string{"p"}},
		{name: "modules", flags: []string{"-m", "exact stem"}, opts: func(o *eval.Options) { o.Meteor.Modules = []meteor.Module{meteor.Exact, meteor.Stem} },
			fields: []string{"mods", "w", "syn"}},
		{name: "rewrite", flags: []string{"--rewrite"}, rewrite: &pipeline.Config{Lang: lang.English},
			fields: []string{"metric", "mods", "w", "syn", "rewrite"}},
		{name: "rewrite-nofix", flags: []string{"--rewrite", "--no-fix"}, rewrite: &pipeline.Config{Lang: lang.English, NoFix: true},
			fields: []string{"metric", "mods", "w", "syn", "rewrite"}},
		{name: "rewrite-source", flags: []string{"--rewrite", "--source", exRef, "--source-lang", "de", "--drop-unsupported", "--no-source-licensed"},
			rewrite: &pipeline.Config{Lang: lang.English, SourceLang: lang.German, DropUnsupported: true, NoSourceLicensed: true}, source: true,
			fields: []string{"metric", "mods", "w", "syn", "rewrite"}},
	}
	type result struct {
		score float64
		sig   string
	}
	got := map[string]result{}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.source && !dict {
				t.Skip("dict-freedict-deu-eng not installed")
			}
			// score (JSON: the text form prints the same report)
			out, errOut, code := runCmd(t, "", append([]string{"score", "-r", exRef, exHyp, "-f", "json"}, c.flags...)...)
			require.Equal(t, 0, code, errOut)
			var res eval.Result
			require.NoError(t, json.Unmarshal([]byte(out), &res))
			require.Len(t, res.Results, 1)
			rep := res.Results[0]

			// score --metric meteor
			out, errOut, code = runCmd(t, "", append([]string{"score", "-r", exRef, exHyp, "-f", "json", "--metric", "meteor"}, c.flags...)...)
			require.Equal(t, 0, code, errOut)
			var mr metricReport
			require.NoError(t, json.Unmarshal([]byte(out), &mr))
			require.Len(t, mr.Results, 1)
			assert.Equal(t, rep.Score, mr.Results[0].Score, "score = score --metric meteor")
			assert.Equal(t, rep.Signature, mr.Results[0].Signature, "score = score --metric meteor")

			// the library
			o := eval.DefaultOptions("en")
			if c.opts != nil {
				c.opts(&o)
			}
			if c.rewrite != nil {
				o.Rewrite, err = pipeline.New(*c.rewrite)
				require.NoError(t, err)
			}
			api, err := parmesan.Evaluate([][]string{refs}, []parmesan.System{{Name: exHyp, Hyps: hyps}}, o)
			if c.source {
				require.True(t, errors.Is(err, parmesan.ErrNoSources), "a dictionary without sources: %v", err)
				grounded, err := parmesan.EvaluateSources([][]string{refs}, refs, []parmesan.System{{Name: exHyp, Hyps: hyps}}, o)
				require.NoError(t, err)
				assert.Equal(t, rep.Score, grounded.Results[0].Score, "score = EvaluateSources")
				assert.Equal(t, rep.Signature, grounded.Results[0].Signature, "score = EvaluateSources")
				ev, err := eval.NewEvaluator(o)
				require.NoError(t, err)
				prepared, err := ev.PrepareReferences([][]string{refs}, refs)
				require.NoError(t, err)
				sc, err := ev.ScoreSystem(exHyp, hyps, prepared)
				require.NoError(t, err)
				assert.Equal(t, rep.Score, sc.Corpus.Score, "score = Evaluator")
				assert.Equal(t, rep.Signature, ev.Signature(1).String(), "score = Evaluator")
			} else {
				require.NoError(t, err)
				assert.Equal(t, rep.Score, api.Results[0].Score, "score = Evaluate")
				assert.Equal(t, rep.Signature, api.Results[0].Signature, "score = Evaluate")
			}
			got[c.name] = result{rep.Score, rep.Signature}
		})
	}
	base, ok := got["default"]
	require.True(t, ok)
	for _, c := range cases[1:] {
		r, ok := got[c.name]
		if !ok {
			continue
		}
		assert.ElementsMatch(t, c.fields, changed(sigFields(t, base.sig), sigFields(t, r.sig)), "%s: %s", c.name, r.sig)
		assert.NotEqual(t, base.score, r.score, "%s: a signature change without a score change", c.name)
	}
	// Between the rewrite variants, exactly the rewrite field tells them apart,
	// and within it exactly the parts of the setting (a source adds the
	// grounding dictionaries and the analyser of the source words).
	pairs := []struct {
		a, b  string
		parts []string
	}{{"rewrite", "rewrite-nofix", []string{"fix="}}, {"rewrite", "rewrite-source", []string{"ground=", "srclemma="}}}
	for _, p := range pairs {
		a, okA := got[p.a]
		b, okB := got[p.b]
		if !okA || !okB {
			continue
		}
		fa, fb := sigFields(t, a.sig), sigFields(t, b.sig)
		assert.Equal(t, []string{"rewrite"}, changed(fa, fb), "%s vs %s", p.a, p.b)
		assert.NotEqual(t, a.score, b.score, "%s vs %s: the setting changes the score", p.a, p.b)
		var diff []string
		pa, pb := strings.Split(fa["rewrite"], ","), strings.Split(fb["rewrite"], ",")
		for _, x := range append(pa, pb...) {
			if !(slices.Contains(pa, x) && slices.Contains(pb, x)) {
				diff = append(diff, x)
			}
		}
		for _, d := range diff {
			assert.True(t, slices.ContainsFunc(p.parts, func(part string) bool { return strings.HasPrefix(d, part) }), "%s vs %s: %s differs", p.a, p.b, d)
		}
	}
}

// TestSourceNeedsRewrite: --source without --rewrite changed nothing (the
// dictionary is loaded and the references grounded only when rewriting),
// so the commands refuse it instead of ignoring it.
func TestSourceNeedsRewrite(t *testing.T) {
	set := exampleEvalSet(t)
	for _, args := range [][]string{
		{"score", "-r", exRef, exHyp, "--source", exRef},
		{"tune", "--set", set, "--source", exRef, "-m", "exact", "--folds", "0"},
		{"report", "-r", exRef, exHyp, "--source", exRef, "-o", t.TempDir() + "/r.html"},
	} {
		out, errOut, code := runCmd(t, "", args...)
		assert.Equal(t, 2, code, "%v: %s", args, errOut)
		assert.Contains(t, errOut, "--source grounds the rewrite of the references: it needs --rewrite", args)
		assert.Empty(t, out, args)
	}
}
