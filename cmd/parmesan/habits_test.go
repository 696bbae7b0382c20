package main

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSacreBLEUMetricFlagHint: sacrebleu spells the metric -m; here -m is
// Meteor's matcher list, so a metric name there gets a hint.
func TestSacreBLEUMetricFlagHint(t *testing.T) {
	dir := t.TempDir()
	ref := writeFile(t, dir, "ref.txt", "the cat is on the mat\n")
	hyp := writeFile(t, dir, "hyp.txt", "the cat sat on the mat\n")
	for _, m := range []string{"bleu", "chrf", "ter", "BLEU", "bleu,chrf"} {
		var out, errb bytes.Buffer
		code := run([]string{"parmesan", "score", "-m", m, "-r", ref, hyp}, nil, &out, &errb)
		assert.Equal(t, 2, code, m)
		assert.Contains(t, errb.String(), "--metric "+strings.ToLower(m), m)
		assert.Empty(t, out.String(), m)
	}
	// -m stays Meteor's matcher list.
	var out, errb bytes.Buffer
	code := run([]string{"parmesan", "score", "-m", "exact", "-b", "-r", ref, hyp}, nil, &out, &errb)
	require.Equal(t, 0, code, errb.String())
	assert.NotContains(t, errb.String(), "--metric")
}

// TestMetricChineseTarget: -l zh with string metrics needs no Meteor
// language and selects sacrebleu's zh tokenizer, as sacrebleu does for a
// Chinese target; an explicit --tokenize wins.
func TestMetricChineseTarget(t *testing.T) {
	dir := t.TempDir()
	// With zh every CJK character is a token: hyp 我 们 在 学 校 。 (6),
	// ref 我 们 在 家 。 (5); matches 4/6, 2/5, 1/4, 0/3 (exp smoothing:
	// 100/(2·3)), BP 1, so BLEU = (200/3 · 40 · 25 · 50/3)^(1/4) =
	// (10^7/9)^(1/4) = 32.4668. With 13a each line is one token: BLEU 0.
	ref := writeFile(t, dir, "ref.txt", "我们在家。\n")
	hyp := writeFile(t, dir, "hyp.txt", "我们在学校。\n")
	run1 := func(args ...string) (string, string, int) {
		var out, errb bytes.Buffer
		code := run(append([]string{"parmesan", "score", "-r", ref}, append(args, hyp)...), nil, &out, &errb)
		return out.String(), errb.String(), code
	}
	out, errs, code := run1("--metric", "bleu", "-l", "zh", "-b")
	require.Equal(t, 0, code, errs)
	assert.NotContains(t, errs, "unknown language")
	assert.Equal(t, fmtScore(math.Pow(1e7/9, 0.25), 4)+"\n", out)
	out, errs, code = run1("--metric", "bleu", "-l", "zh", "-f", "tsv")
	require.Equal(t, 0, code, errs)
	assert.Contains(t, out, "tok:zh")
	out, errs, code = run1("--metric", "bleu", "-l", "zh", "--tokenize", "13a", "-b")
	require.Equal(t, 0, code, errs)
	assert.Equal(t, "0.0000\n", out)
	// Meteor asked for: the language is still checked.
	_, errs, code = run1("--metric", "meteor", "-l", "zh")
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, "unknown language")
}

// TestScoreOnlyNamesSystems: -b with several systems prints each system's
// name before its score (one system: the bare score, as sacrebleu).
func TestScoreOnlyNamesSystems(t *testing.T) {
	dir := t.TempDir()
	ref := writeFile(t, dir, "ref.txt", "a b c d\n")
	h1 := writeFile(t, dir, "h1.txt", "a b c d\n")
	h2 := writeFile(t, dir, "h2.txt", "a b c e\n")
	var out, errb bytes.Buffer
	code := run([]string{"parmesan", "score", "--metric", "bleu", "-b", "-r", ref, h1, h2}, nil, &out, &errb)
	require.Equal(t, 0, code, errb.String())
	// h2: matches 3/4, 2/3, 1/2, 0/1 (exp smoothing: 100/2), BP 1:
	// BLEU = (75 · 200/3 · 50 · 50)^(1/4) = 12500000^(1/4) = 59.4604.
	assert.Equal(t, h1+"\t100.0000\n"+h2+"\t"+fmtScore(math.Pow(12500000, 0.25), 4)+"\n", out.String())

	// Meteor: every word matched in one chunk is Meteor 1.5's exact
	// match, penalty 0, score 1 (meteor/stats.go).
	h3 := writeFile(t, dir, "h3.txt", "a b c d\n")
	out.Reset()
	errb.Reset()
	code = run([]string{"parmesan", "score", "-b", "-r", ref, h1, h3}, nil, &out, &errb)
	require.Equal(t, 0, code, errb.String())
	want := "1.0000"
	assert.Equal(t, h1+"\t"+want+"\n"+h3+"\t"+want+"\n", out.String())
}

// TestConfidenceSacreBLEUSignature: with -c the sacrebleu signature names
// the resampling as sacrebleu 2.6.0 does (metrics/base.py: nrefs, bs, ar,
// seed, then the metric's fields, version last); ar only when paired
// approximate-randomization tests ran (several systems).
func TestConfidenceSacreBLEUSignature(t *testing.T) {
	dir := t.TempDir()
	ref := writeFile(t, dir, "ref.txt", "a b c d\ne f g h\n")
	h1 := writeFile(t, dir, "h1.txt", "a b c d\ne f g x\n")
	h2 := writeFile(t, dir, "h2.txt", "a b x d\ne f g h\n")
	sacre := func(args ...string) []string {
		var out, errb bytes.Buffer
		code := run(append([]string{"parmesan", "score", "-f", "json", "-r", ref}, args...), nil, &out, &errb)
		require.Equal(t, 0, code, errb.String())
		var rep metricReport
		require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
		var sigs []string
		for _, r := range rep.Results {
			sigs = append(sigs, r.SacreBLEU)
		}
		return sigs
	}
	assert.Equal(t, []string{"nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"}, sacre("--metric", "bleu", h1))
	assert.Equal(t, []string{"nrefs:1|bs:1000|seed:12345|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"},
		sacre("--metric", "bleu", "-c", h1))
	assert.Equal(t, []string{"nrefs:1|bs:200|seed:7|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"},
		sacre("--metric", "bleu", "-c", "--resamples", "200", "--seed", "7", h1))
	paired := "nrefs:1|bs:200|ar:300|seed:7|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"
	assert.Equal(t, []string{paired, paired},
		sacre("--metric", "bleu", "-c", "--resamples", "200", "--trials", "300", "--seed", "7", h1, h2))
}

// TestScoreProgressCountsSegments: the progress bar of "parmesan score"
// counts segments (2 systems × 1000 = 2000 scored), with the reference
// preparation shown apart, not 3000 mixed units.
func TestScoreProgressCountsSegments(t *testing.T) {
	dir := t.TempDir()
	lines := strings.Repeat("a b c d\n", 1000)
	ref := writeFile(t, dir, "ref.txt", lines)
	h1 := writeFile(t, dir, "h1.txt", lines)
	h2 := writeFile(t, dir, "h2.txt", lines)
	defer func(f func(io.Writer) bool) { showProgress = f }(showProgress)
	showProgress = func(io.Writer) bool { return true }
	var out, errb bytes.Buffer
	code := run([]string{"parmesan", "score", "-b", "-r", ref, h1, h2}, nil, &out, &errb)
	require.Equal(t, 0, code, errb.String())
	assert.Contains(t, errb.String(), "/2000")
	assert.Contains(t, errb.String(), "references")
	assert.NotContains(t, errb.String(), "/3000")
}

// TestSacreBLEUPositionalReference: "score REF -i HYP" reads REF as the
// reference, as sacrebleu does, and scores as "-r REF HYP"; without -r
// and -i the positional files stay hypotheses and the error says how to
// give the reference.
func TestSacreBLEUPositionalReference(t *testing.T) {
	dir := t.TempDir()
	ref := writeFile(t, dir, "ref.txt", "the cat is on the mat\nhello world\n")
	ref2 := writeFile(t, dir, "ref2.txt", "a cat sits on the mat\nhello world\n")
	hyp := writeFile(t, dir, "hyp.txt", "the cat sat on the mat\nhello world\n")
	for _, metric := range [][]string{nil, {"--metric", "bleu,chrf"}} {
		var a, b, errb bytes.Buffer
		code := run(append([]string{"parmesan", "score", "-f", "json", "-r", ref, "-r", ref2, hyp}, metric...), nil, &a, &errb)
		require.Equal(t, 0, code, errb.String())
		code = run(append([]string{"parmesan", "score", "-f", "json", ref, ref2, "-i", hyp}, metric...), nil, &b, &errb)
		require.Equal(t, 0, code, errb.String())
		assert.Equal(t, a.String(), b.String(), metric)
		assert.Contains(t, b.String(), "nrefs:2")
	}
	var out, errb bytes.Buffer
	code := run([]string{"parmesan", "score", hyp}, nil, &out, &errb)
	assert.Equal(t, 2, code)
	assert.Contains(t, errb.String(), "parmesan score REF -i HYP")
	assert.Empty(t, out.String())
}

// TestSacreBLEUFlagsNeverChangeScoresSilently: sacrebleu's -w 2 (width)
// is refused, not read as Meteor weights (it gave Meteor = 1.0332 with
// w:2.0_0.0_0.0); -lc and -tok are BLEU's options here as in sacrebleu
// and refused when no BLEU is scored (the Meteor score would not move);
// -b is the score alone in both.
func TestSacreBLEUFlagsNeverChangeScoresSilently(t *testing.T) {
	dir := t.TempDir()
	ref := writeFile(t, dir, "ref.txt", "The Cat sat on the mat .\nHello World\n")
	hyp := writeFile(t, dir, "hyp.txt", "the cat sat on a mat.\nhello world\n")
	runArgs := func(args ...string) (string, string, int) {
		var out, errb bytes.Buffer
		code := run(append([]string{"parmesan", "score"}, args...), nil, &out, &errb)
		return out.String(), errb.String(), code
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-r", ref, "-w", "2", hyp}, "--width 2"},
		{[]string{"-r", ref, "-w=3", hyp}, "--width 3"},
		{[]string{"-r", ref, hyp, "-w", "2"}, "--width 2"},
		{[]string{"-r", ref, "-lc", hyp}, "--lowercase changes BLEU only: add --metric bleu"},
		{[]string{"-r", ref, "-tok", "intl", hyp}, "--tokenize changes BLEU only"},
		{[]string{"-r", ref, "--metric", "chrf", "-lc", hyp}, "--lowercase changes BLEU only"},
		{[]string{"-r", ref, "--metric", "bleu", "--chrf-beta", "3", hyp}, "--chrf-beta changes CHRF only: add --metric chrf"},
	} {
		out, errs, code := runArgs(c.args...)
		assert.Equal(t, 2, code, c.args)
		assert.Contains(t, errs, c.want, c.args)
		assert.Empty(t, out, c.args)
	}
	// Meteor's weights are still -w when they are weights.
	out, errs, code := runArgs("-r", ref, "-m", "exact stem", "-w", "1.0 0.5", "-b", hyp)
	require.Equal(t, 0, code, errs)
	assert.Regexp(t, `^0\.\d{4}\n$`, out)
	// sacrebleu's meanings: -lc lowercases BLEU (case:lc), -b prints the score alone.
	out, errs, code = runArgs("-r", ref, "--metric", "bleu", "-lc", "-f", "tsv", hyp)
	require.Equal(t, 0, code, errs)
	assert.Contains(t, out, "case:lc")
	lc, _, _ := runArgs("-r", ref, "--metric", "bleu", "-lc", "-b", hyp)
	mixed, _, _ := runArgs("-r", ref, "--metric", "bleu", "-b", hyp)
	assert.NotEqual(t, lc, mixed)
}
