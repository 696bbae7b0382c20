package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/meteor"
)

// byHandArgs are the flags that give preset t's settings by hand.
func byHandArgs(t *eval.Tuned) []string {
	p := t.Params
	args := []string{"-l", t.Language, "-m", meteor.JoinModules(t.Modules, " ", false),
		"-p", meteor.JoinDoubles([]float64{p.Alpha, p.Beta, p.Gamma, p.Delta}, " "), "-w", meteor.JoinDoubles(t.Weights, " ")}
	if t.Metric == eval.TunedParmesan {
		args = append(args, "--rewrite", "--rewrite-weight", meteor.JoinDoubles([]float64{t.RewriteWeight}, ""))
	}
	return args
}

// TestScoreTuned: score --tuned NAME gives the scores of the preset's
// settings given by hand, and its signature names the preset and its
// training data, which the hand-given one does not.
func TestScoreTuned(t *testing.T) {
	for _, name := range []string{"meteor-en", "parmesan-en"} {
		t.Run(name, func(t *testing.T) {
			p, err := eval.LookupTuned(name)
			require.NoError(t, err)
			args := []string{"score", "-r", exRef, exHyp, "--sentence", "--width", "10", "-f", "json"}
			tunedArgs := append(append([]string(nil), args...), "--tuned", name, "-l", "en")
			if p.Metric == eval.TunedParmesan {
				tunedArgs = append(tunedArgs, "--rewrite")
			}
			withPreset, errOut, code := runCmd(t, "", tunedArgs...)
			require.Equal(t, 0, code, errOut)
			byHand, errOut, code := runCmd(t, "", append(args, byHandArgs(p)...)...)
			require.Equal(t, 0, code, errOut)
			var ra, rb eval.Result
			require.NoError(t, json.Unmarshal([]byte(withPreset), &ra))
			require.NoError(t, json.Unmarshal([]byte(byHand), &rb))
			require.Len(t, ra.Results, 1)
			require.Len(t, rb.Results, 1)
			a, b := ra.Results[0], rb.Results[0]
			assert.Equal(t, b.Score, a.Score)
			assert.Equal(t, b.Segments, a.Segments)
			assert.NotEmpty(t, a.Segments)
			field := "|tuned:" + p.Provenance() + "|"
			assert.Contains(t, a.Signature, field)
			assert.Contains(t, a.Signature, "|tuned:"+name+"[mqm-ted-zh-en#")
			assert.NotContains(t, b.Signature, "tuned")
			assert.Equal(t, b.Signature, strings.Replace(a.Signature, field, "|", 1))
			def, _, _ := runCmd(t, "", args...)
			assert.NotContains(t, def, "tuned")
		})
	}
}

func TestTunedErrors(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"other language", []string{"--tuned", "meteor-cs"}, "--tuned: tuned preset meteor-cs: it was tuned for cs (czech), not english"},
		{"other language, parmesan", []string{"--tuned", "parmesan-en", "--rewrite", "-l", "de"}, "tuned for en (english), not german"},
		{"unknown", []string{"--tuned", "meteor-xx"}, `unknown preset "meteor-xx" (known: meteor-cs, parmesan-cs, meteor-en, parmesan-en`},
		{"with -p", []string{"--tuned", "meteor-en", "-p", "0.5 1 0.5 0.5"}, "--tuned meteor-en sets the modules, -p, -w and the rewritten-token weight; --params cannot be given with it"},
		{"with -w", []string{"--tuned", "meteor-en", "-w", "1 0.5 0.5"}, "--weights cannot be given with it"},
		{"with -m", []string{"--tuned", "meteor-en", "-m", "exact"}, "--modules cannot be given with it"},
		{"with --rewrite-weight", []string{"--tuned", "parmesan-en", "--rewrite", "--rewrite-weight", "0.5"}, "--rewrite-weight cannot be given with it"},
		{"parmesan without --rewrite", []string{"--tuned", "parmesan-en"}, "it is the Parmesan metric's: rewrite the references (--rewrite)"},
		{"meteor with --rewrite", []string{"--tuned", "meteor-en", "--rewrite"}, "it is Meteor's, not the Parmesan metric's"},
		{"string metrics only", []string{"--tuned", "meteor-en", "--metric", "bleu,chrf"}, "--tuned sets Meteor's parameters, which none of the metrics uses"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, errOut, code := runCmd(t, "", append([]string{"score", "-r", exRef, exHyp}, c.args...)...)
			assert.Equal(t, 2, code, errOut)
			assert.Empty(t, out)
			assert.Contains(t, errOut, "parmesan score: ")
			assert.Contains(t, errOut, c.want)
		})
	}
	_, errOut, code := runCmd(t, "", "tune", "--set", exampleEvalSet(t), "--tuned", "meteor-en", "-p", "0.5 1 0.5 0.5")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "parmesan tune: --tuned meteor-en sets")
}

// TestTuneFromTuned: tune starts its search from the preset.
func TestTuneFromTuned(t *testing.T) {
	p, err := eval.LookupTuned("meteor-en")
	require.NoError(t, err)
	out, errOut, code := runCmd(t, "", "tune", "--set", exampleEvalSet(t), "--tuned", "meteor-en", "--folds", "0", "--method", "hill", "--format", "json")
	require.Equal(t, 0, code, errOut)
	var res map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &res))
	q := p.Params
	assert.Equal(t, meteor.JoinDoubles([]float64{q.Alpha, q.Beta, q.Gamma, q.Delta}, " "), res["start_params"])
	assert.Equal(t, meteor.JoinDoubles(p.Weights, " "), res["start_weights"])
	assert.Contains(t, res["signature"], "|tuned:"+p.Provenance()+"|")
}

// TestCorrelateTuned: --tuned adds the preset as the metric tuned:NAME,
// whose scores are the preset's; its signature names the preset.
func TestCorrelateTuned(t *testing.T) {
	dir := correlateSet(t)
	out, errOut, code := runCmd(t, "", "correlate", "--set", dir, "--metric", "meteor", "--tuned", "meteor-en", "--no-cache", "--resamples", "10", "-f", "json")
	require.Equal(t, 0, code, errOut)
	p, err := eval.LookupTuned("meteor-en")
	require.NoError(t, err)
	assert.Contains(t, out, `"tuned:meteor-en"`)
	assert.Contains(t, out, "|tuned:"+p.Provenance()+"|")
	assert.Equal(t, 1, strings.Count(out, "|tuned:"), "the meteor row names no preset")

	_, errOut, code = runCmd(t, "", "correlate", "--set", dir, "--tuned", "meteor-cs", "--no-cache", "--resamples", "10")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "tuned for cs (czech), not english")
	_, errOut, code = runCmd(t, "", "correlate", "--set", dir, "--tuned", "nope", "--no-cache")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, `unknown preset "nope" (known: meteor-cs`)
}

func TestListTuned(t *testing.T) {
	out, errOut, code := runCmd(t, "", "list")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "tuned presets (--tuned NAME; metric, language, status, held-out mean r tuned/defaults, trained on):")
	assert.Regexp(t, `(?m)^  parmesan-cs\s+parmesan\s+cs\s+experimental\s+0\.4052/0\.4956\s+hume-en-cs wmt23-en-cs$`, out)
	assert.Regexp(t, `(?m)^  meteor-cs\s+meteor\s+cs\s+experimental\s+0\.3870/0\.4726\s+hume-en-cs wmt23-en-cs$`, out)
	assert.Regexp(t, `(?m)^  meteor-en\s+meteor\s+en\s+evidence\s+0\.7747/0\.7650\s+mqm-ted-zh-en `, out)
	assert.Regexp(t, `(?m)^  parmesan-en\s+parmesan\s+en\s+evidence\s+0\.7826/0\.7732\s+mqm-ted-zh-en `, out)
}

// TestTunedExperimentalWarns: an experimental preset (its held-out mean
// below the defaults') warns on use with its evidence; one with evidence
// does not.
func TestTunedExperimentalWarns(t *testing.T) {
	ref, hyp := filepath.Join("..", "..", "testdata", "example", "ref.txt"), filepath.Join("..", "..", "testdata", "example", "hyp.txt")
	_, errOut, code := runCmd(t, "", "score", "-l", "cs", "--tuned", "meteor-cs", "-r", ref, hyp)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, "parmesan score: warning: tuned preset meteor-cs is experimental: on data it was not tuned on (leave one set out, 2 sets, eval/tuned.txt) its Pearson r averages 0.387 against 0.473 for the default parameters")
	_, errOut, code = runCmd(t, "", "score", "--tuned", "meteor-en", "-r", ref, hyp)
	require.Equal(t, 0, code, errOut)
	assert.NotContains(t, errOut, "experimental")
}
