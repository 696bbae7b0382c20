package main

import (
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTableMpeda(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
		return p
	}
	dom := write("dom.txt", strings.Repeat("my cat sat on the mat .\nthe kitten likes the mat .\n", 5))
	gen := write("gen.txt", strings.Repeat("the cat sat on the mat .\nthe kitten sat on the mat .\n", 10)+
		strings.Repeat("stock prices rose in march .\nbond yields fell in april .\n", 10))
	tab, comp := filepath.Join(dir, "t.gz"), filepath.Join(dir, "t.ptab")
	args := []string{"table", "mpeda", "--domain", dom, "--general", gen, "-o", tab, "--compiled", comp,
		"--keep", "0.5", "--paper", "--doc-size", "20"}
	out, errOut, code := runCmd(t, "", args...)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "selected:   20 of 40 general sentences")
	assert.Contains(t, out, "documents:  1 of 2")
	f, err := os.Open(tab)
	require.NoError(t, err)
	zr, err := gzip.NewReader(f)
	require.NoError(t, err)
	body, err := io.ReadAll(zr)
	f.Close()
	require.NoError(t, err)
	// K-means puts the cat and kitten sentences in one document, the one
	// kept; its network is complete over 6 terms: pos = 2/(6−1) = 0.4
	// (paraphrase/mpeda's TestBuildSubCorpus works it out).
	assert.Contains(t, string(body), "0.400000\ncat\nkitten\n")
	assert.Contains(t, string(body), "0.400000\nkitten\ncat\n")
	assert.NotContains(t, string(body), "stock", "the general-domain half was not selected")
	for _, p := range []string{tab, comp} { // the settings beside each table
		set, err := os.ReadFile(p + ".settings")
		require.NoError(t, err)
		assert.Contains(t, string(set), "method:mpeda|tok:meteor-en-nopunct|keep:0.5|order:4|")
		assert.Contains(t, string(set), "|doc-size:20|")
		assert.Contains(t, string(set), "|min-pos:off\n")
	}

	// The table serves Meteor's paraphrase module, text and compiled.
	hyp, ref := write("hyp.txt", "the kitten sat\n"), write("ref.txt", "the cat sat\n")
	exact, _, code := runCmd(t, "", "meteor", hyp, ref, "-l", "en", "-norm", "-m", "exact", "-q")
	require.Equal(t, 0, code)
	para, errOut, code := runCmd(t, "", "meteor", hyp, ref, "-l", "en", "-norm", "-m", "exact paraphrase", "-a", tab, "-q")
	require.Equal(t, 0, code, errOut)
	paraC, _, code := runCmd(t, "", "meteor", hyp, ref, "-l", "en", "-norm", "-m", "exact paraphrase", "-a", comp, "-q")
	require.Equal(t, 0, code)
	assert.Equal(t, para, paraC)
	assert.Greater(t, para, exact, "kitten matches cat through the table")

	for _, tc := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"missing general", []string{"table", "mpeda", "--domain", dom, "--general", filepath.Join(dir, "nope.txt"), "-o", filepath.Join(dir, "x.gz")}, 1, "nope.txt"},
		{"bad mem", []string{"table", "mpeda", "--domain", dom, "--general", gen, "-o", filepath.Join(dir, "x.gz"), "--mem", "lots"}, 2, "--mem"},
		{"bad keep", []string{"table", "mpeda", "--domain", dom, "--general", gen, "-o", filepath.Join(dir, "x.gz"), "--keep", "2"}, 2, "--keep"},
		{"paper and a threshold", []string{"table", "mpeda", "--domain", dom, "--general", gen, "-o", filepath.Join(dir, "x.gz"), "--paper", "--min-pos", "0.2"}, 2, "--min-pos is not part of the paper"},
		{"order 6", []string{"table", "mpeda", "--domain", dom, "--general", gen, "-o", filepath.Join(dir, "x.gz"), "--order", "6"}, 2, "--order 6"},
		{"phrase-len 9", []string{"table", "mpeda", "--domain", dom, "--general", gen, "-o", filepath.Join(dir, "x.gz"), "--phrase-len", "9"}, 2, "--phrase-len"},
		{"bad score", []string{"table", "mpeda", "--domain", dom, "--general", gen, "-o", filepath.Join(dir, "x.gz"), "--score", "dice"}, 2, "--score"},
		{"empty domain", []string{"table", "mpeda", "--domain", write("empty.txt", "\n"), "--general", gen, "-o", filepath.Join(dir, "x.gz")}, 1, "empty.txt: mpeda: no text"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, errOut, code := runCmd(t, "", tc.args...)
			assert.Equal(t, tc.code, code, errOut)
			assert.Contains(t, errOut, tc.want)
			_, err := os.Stat(filepath.Join(dir, "x.gz"))
			assert.True(t, os.IsNotExist(err), "no output file")
		})
	}
}

func TestParseSize(t *testing.T) {
	for in, want := range map[string]int64{"2G": 2 << 30, "512M": 512 << 20, "1.5k": 1536, "100": 100, "3GB": 3 << 30} {
		got, err := parseSize(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	for _, in := range []string{"", "G", "-1G", "lots"} {
		_, err := parseSize(in)
		assert.Error(t, err, in)
	}
}
