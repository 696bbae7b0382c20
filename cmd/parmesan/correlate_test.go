package main

import (
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// correlateSet writes an eval set from the example texts with made-up
// human segment and system scores.
func correlateSet(t *testing.T) string {
	dir := filepath.Join(t.TempDir(), "toy.de-en")
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "sys"), 0o755))
	for from, to := range map[string]string{exRef: "ref.txt", exHyp: "sys/A.txt", exHyp2: "sys/B.txt", exRef + "#C": "sys/C.txt"} {
		from, _, _ = strings.Cut(from, "#")
		b, err := os.ReadFile(from)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, to), b, 0o644))
	}
	var seg strings.Builder
	for s, name := range []string{"A", "B", "C"} { // three: system level needs three
		for i := 0; i < 20; i++ {
			fmt.Fprintf(&seg, "%s\t%d\t%g\n", name, i, float64((i*7+s*3)%11)/10)
		}
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "seg_scores.tsv"), []byte(seg.String()), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "sys_scores.tsv"), []byte("A\t1\nB\t2\nC\t3\n"), 0o644))
	return dir
}

// TestCorrelateSetLanguage: the target language comes from the set's
// directory however the path is written ("dir/", "."), and a set that
// names no pair is scored as English with a notice, not silently.
func TestCorrelateSetLanguage(t *testing.T) {
	dir := filepath.Join(filepath.Dir(correlateSet(t)), "toy.en-de")
	require.NoError(t, os.Rename(filepath.Join(filepath.Dir(dir), "toy.de-en"), dir))
	lang := func(errOut, out string) string {
		m := regexp.MustCompile(`meteor\|v:1\.5\|lang:(\w+)`).FindStringSubmatch(out)
		require.NotNil(t, m, errOut+out)
		return m[1]
	}
	for _, set := range []string{dir, dir + "/"} {
		out, errOut, code := runCmd(t, "", "correlate", "--set", set, "--metric", "meteor", "--no-cache", "--resamples", "10")
		require.Equal(t, 0, code, errOut)
		assert.Equal(t, "de", lang(errOut, out), set)
		assert.Contains(t, out, "toy.en-de: ", set)
	}
	t.Chdir(dir)
	out, errOut, code := runCmd(t, "", "correlate", "--set", ".", "--metric", "meteor", "--no-cache", "--resamples", "10")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "de", lang(errOut, out))
	assert.Contains(t, out, "toy.en-de: ", "the set is named after the directory, not \".\"")
	assert.NotContains(t, errOut, "names no language pair")

	plain := filepath.Join(filepath.Dir(dir), "plain")
	require.NoError(t, os.Rename(dir, plain))
	out, errOut, code = runCmd(t, "", "correlate", "--set", plain, "--metric", "meteor", "--no-cache", "--resamples", "10")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "en", lang(errOut, out))
	assert.Contains(t, errOut, "plain names no language pair (such as .en-cs); scoring it as English")
	for _, l := range []string{"de", "de_DE.UTF-8", "en-de", "German"} { // -l read as score reads it (review9a)
		out, errOut, code = runCmd(t, "", "correlate", "--set", plain, "-l", l, "--metric", "meteor", "--no-cache", "--resamples", "10")
		require.Equal(t, 0, code, l+": "+errOut)
		assert.Equal(t, "de", lang(errOut, out), l)
		assert.NotContains(t, errOut, "names no language pair")
	}
}

func TestCorrelateCommand(t *testing.T) {
	dir := correlateSet(t)
	cache := t.TempDir()
	plot := filepath.Join(t.TempDir(), "plot.svg")
	args := []string{"correlate", "--set", dir, "--metric", "meteor,meteor-exact", "--cache-dir", cache, "--resamples", "100"}
	out, errOut, code := runCmd(t, "", append(args, "--plot", plot)...)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "toy.de-en: segment level, averaged none, 3 systems × 20 segments, 60 scored")
	assert.Regexp(t, `(?m)^1\s+meteor(-exact)?\s+-?0\.\d{4}\s+\[`, out)
	assert.Regexp(t, `(?m)^2\s+meteor(-exact)?\s+-?0\.\d{4}\s+\[.*\]\s+\d\.\d{3}\s+\d\.\d{3}`, out, "p-values for the second")
	assert.Contains(t, out, "meteor-exact: meteor|v:1.5|lang:en|")
	svg, err := os.ReadFile(plot)
	require.NoError(t, err)
	assert.Contains(t, string(svg), "<svg")

	assert.Contains(t, errOut, "0 of 6 system scorings read from the cache")

	// Warm cache: same text output.
	again, errOut, code := runCmd(t, "", args...)
	require.Equal(t, 0, code)
	assert.Equal(t, out, again)
	assert.Contains(t, errOut, "6 of 6 system scorings read from the cache")
	files, _ := filepath.Glob(filepath.Join(cache, "*", "*.bin"))
	assert.Len(t, files, 6, "2 metrics × 3 systems")

	// PNG plot.
	pngPath := filepath.Join(t.TempDir(), "plot.png")
	_, errOut, code = runCmd(t, "", append(args, "--plot", pngPath)...)
	require.Equal(t, 0, code, errOut)
	f, err := os.Open(pngPath)
	require.NoError(t, err)
	img, err := png.Decode(f)
	f.Close()
	require.NoError(t, err)
	assert.Equal(t, 720, img.Bounds().Dx(), "two panels")

	// JSON and TSV.
	js, _, code := runCmd(t, "", append(args, "--format", "json", "--level", "sys", "--stat", "kendall")...)
	require.Equal(t, 0, code)
	var rep map[string]any
	require.NoError(t, json.Unmarshal([]byte(js), &rep))
	assert.Equal(t, "sys", rep["level"])
	assert.Equal(t, "kendall", rep["statistic"])
	rows := rep["metrics"].([]any)
	require.Len(t, rows, 2)
	assert.Equal(t, 3.0, rows[0].(map[string]any)["cached_systems"])
	tsv, _, code := runCmd(t, "", append(args, "--format", "tsv", "--average", "item", "--stat", "acc23")...)
	require.Equal(t, 0, code)
	lines := strings.Split(strings.TrimSpace(tsv), "\n")
	require.Len(t, lines, 3)
	assert.True(t, strings.HasPrefix(lines[0], "rank\tmetric\tacc23\tci_lo\tci_hi\tp_perm\tp_williams\t"))

	// TSV score files.
	tmp := t.TempDir()
	human := filepath.Join(dir, "seg_scores.tsv")
	m := filepath.Join(tmp, "m.tsv")
	require.NoError(t, os.WriteFile(m, []byte(strings.ReplaceAll(mustRead(t, human), "\t0.", "\t1.")), 0o644))
	out, errOut, code = runCmd(t, "", "correlate", "--human", human, "--scores", "same="+human, "--scores", "shifted="+m, "--resamples", "50")
	require.Equal(t, 0, code, errOut)
	assert.Regexp(t, `(?m)^1\s+same\s+1\.0000`, out)
}

func mustRead(t *testing.T, p string) string {
	b, err := os.ReadFile(p)
	require.NoError(t, err)
	return string(b)
}

func TestCorrelateErrors(t *testing.T) {
	dir := correlateSet(t)
	bad := filepath.Join(t.TempDir(), "bad.tsv")
	require.NoError(t, os.WriteFile(bad, []byte("A\t0\t0.5\nA\t1\tzero\n"), 0o644))
	plot := filepath.Join(t.TempDir(), "p.svg")
	for _, c := range []struct {
		name string
		args []string
		want string
		code int
	}{
		{"no input", []string{"correlate"}, "--set DIR, --mtme ROOT or --human FILE", 2},
		{"no metric", []string{"correlate", "--set", dir}, "--metric", 2},
		{"unknown metric", []string{"correlate", "--set", dir, "--metric", "bleurt", "--no-cache"}, `unknown metric "bleurt"`, 2}, // a usage error (issue #38)
		{"unknown stat", []string{"correlate", "--set", dir, "--metric", "meteor", "--stat", "tau"}, "unknown statistic", 2},
		{"bad score line", []string{"correlate", "--human", bad, "--scores", "x=" + bad}, "bad.tsv:2: score \"zero\"", 1},
		{"missing set", []string{"correlate", "--set", "/nonexistent/x.en-cs", "--metric", "meteor"}, "ref.txt", 1},
		{"bad plot", []string{"correlate", "--set", dir, "--metric", "meteor", "--plot", plot + ".gif"}, "the plot is .svg or .png", 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, errOut, code := runCmd(t, "", c.args...)
			assert.Equal(t, c.code, code, errOut)
			assert.Contains(t, errOut, c.want)
			assert.Empty(t, out)
		})
	}
	_, err := os.Stat(plot)
	assert.True(t, os.IsNotExist(err))
}
