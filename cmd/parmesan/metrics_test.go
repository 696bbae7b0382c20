package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestScoreMetricsMatchesSacreBLEU runs "parmesan score --metric
// bleu,chrf" with sacrebleu's spelling of the options on two oracle
// configurations and compares the JSON records with sacrebleu's.
func TestScoreMetricsMatchesSacreBLEU(t *testing.T) {
	shared := filepath.Join("..", "..", "..", "shared")
	oracle := filepath.Join(shared, "oracle", "sacrebleu-2.6.0")
	if _, err := os.Stat(oracle); err != nil {
		t.Skipf("sacrebleu oracle not found at %s (this test needs ../shared beside the repo): %v", oracle, err)
	}
	set := filepath.Join(shared, "eval", "wmt23-general", "generaltest2023.en-cs")
	var out, errb bytes.Buffer
	code := run([]string{"parmesan", "score", "--metric", "bleu,chrf", "-tok", "intl", "--chrf-word-order", "2", "-l", "cs",
		"-f", "json", "-r", filepath.Join(set, "ref.txt"), filepath.Join(set, "sys", "CUNI-GA.txt")}, nil, &out, &errb)
	require.Equal(t, 0, code, errb.String())
	var rep metricReport
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
	require.Len(t, rep.Results, 2)
	for i, name := range []string{"encs_bleu_intl", "encs_chrfpp"} {
		b, err := os.ReadFile(filepath.Join(oracle, name+".json"))
		require.NoError(t, err)
		var want struct {
			Name, Signature string
			Score           float64
		}
		require.NoError(t, json.Unmarshal(b, &want))
		got := rep.Results[i]
		assert.Equal(t, want.Name, got.Name)
		assert.Equal(t, want.Signature, got.SacreBLEU)
		g, _ := strconv.ParseFloat(strconv.FormatFloat(got.Score, 'f', 6, 64), 64)
		assert.Equal(t, want.Score, g, name)
	}
}

func TestScoreMetricsErrors(t *testing.T) {
	dir := t.TempDir()
	ref := filepath.Join(dir, "ref.txt")
	hyp := filepath.Join(dir, "hyp.txt")
	require.NoError(t, os.WriteFile(ref, []byte("a b c d\n"), 0o644))
	require.NoError(t, os.WriteFile(hyp, []byte("a b c d\n"), 0o644))
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--metric", "bleu,rouge"}, "rouge"},
		{[]string{"--metric", "bleu", "-tok", "ja-mecab"}, "MeCab"},
		{[]string{"--metric", "bleu", "--smooth-method", "lin"}, "smoothing"},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run(append(append([]string{"parmesan", "score", "-r", ref}, tt.args...), hyp), nil, &out, &errb)
			assert.Equal(t, 2, code)
			assert.Contains(t, errb.String(), tt.want)
			assert.Empty(t, out.String())
		})
	}
	var out, errb bytes.Buffer
	code := run([]string{"parmesan", "score", "--metric", "bleu,chrf,ter", "-b", "-r", ref, hyp}, nil, &out, &errb)
	require.Equal(t, 0, code, errb.String())
	assert.Equal(t, "100.0000\n100.0000\n0.0000\n", out.String())
}
