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

// chineseSet writes a set in a directory named NAME.en-zh
// (or the pair given): three systems of Chinese text and human scores.
func chineseSet(t *testing.T, pair string) string {
	dir := filepath.Join(t.TempDir(), "toy."+pair)
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "sys"), 0o755))
	write := func(name, text string) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644))
	}
	write("ref.txt", "我们在家。\n他今天很忙。\n天气很好。\n")
	write("sys/one.txt", "我们在学校。\n他今天很忙。\n天气好。\n")
	write("sys/two.txt", "我在家。\n今天他忙。\n天很好。\n")
	write("sys/three.txt", "我们在家里。\n他很忙。\n今天天气很好。\n")
	write("seg_scores.tsv", "one\t0\t0.2\none\t1\t0.9\none\t2\t0.5\ntwo\t0\t0.4\ntwo\t1\t0.3\ntwo\t2\t0.6\nthree\t0\t0.7\nthree\t1\t0.5\nthree\t2\t0.1\n")
	write("sys_scores.tsv", "one\t0.6\ntwo\t0.4\nthree\t0.5\n")
	return dir
}

// TestTuneBLEUTargetLanguage (audit F1): tune --metric bleu on a Chinese
// set tokenizes with zh, as score -l zh does (it used 13a), and the score
// flags it prints reproduce that BLEU; a Japanese set is refused as
// score -l ja refuses it.
func TestTuneBLEUTargetLanguage(t *testing.T) {
	set := chineseSet(t, "en-zh")
	out, errOut, code := runCmd(t, "", "tune", "--set", set, "--metric", "bleu", "--space", "max-order=1:2", "--folds", "0", "--format", "json")
	require.Equal(t, 0, code, errOut)
	var res struct {
		Signature  string
		ScoreFlags []string `json:"score_flags"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &res))
	assert.Contains(t, res.Signature, "tok:zh")
	assert.Contains(t, strings.Join(res.ScoreFlags, " "), "-l zh")
	score, errOut, code := runCmd(t, "", append(append([]string{"score"}, res.ScoreFlags...), "-r", filepath.Join(set, "ref.txt"), filepath.Join(set, "sys", "one.txt"), "-f", "json")...)
	require.Equal(t, 0, code, errOut)
	var sc struct{ Results []struct{ Signature string } }
	require.NoError(t, json.Unmarshal([]byte(score), &sc))
	require.Len(t, sc.Results, 1)
	assert.Equal(t, res.Signature, sc.Results[0].Signature)
	// -l names the target however spelled.
	out, errOut, code = runCmd(t, "", "tune", "--set", set, "-l", "zh_CN", "--metric", "bleu", "--space", "max-order=1:2", "--folds", "0", "--format", "json")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "tok:zh")

	_, errOut, code = runCmd(t, "", "tune", "--set", chineseSet(t, "en-ja"), "--metric", "bleu", "--space", "max-order=1:2", "--folds", "0")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "ja-mecab")
}

// TestCorrelateBLEUTargetLanguage (audit F1): correlate --metric bleu on
// a Chinese set tokenizes with zh (it used 13a, whatever -l said); on a
// Japanese set it is refused rather than scored with 13a.
func TestCorrelateBLEUTargetLanguage(t *testing.T) {
	set := chineseSet(t, "en-zh")
	for _, args := range [][]string{{}, {"-l", "ZH"}, {"-l", "zh-CN"}} {
		out, errOut, code := runCmd(t, "", append([]string{"correlate", "--no-cache", "--set", set, "--metric", "bleu", "--level", "sys", "--format", "json"}, args...)...)
		require.Equal(t, 0, code, errOut)
		assert.Contains(t, out, "tok:zh", args)
		assert.NotContains(t, out, "tok:13a", args)
	}
	_, errOut, code := runCmd(t, "", "correlate", "--no-cache", "--set", chineseSet(t, "en-ja"), "--metric", "bleu", "--level", "sys")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "ja-mecab")
	_, errOut, code = runCmd(t, "", "correlate", "--no-cache", "--set", set, "-l", "foo", "--metric", "chrf", "--level", "sys")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, `unknown target language "foo"`)
}
