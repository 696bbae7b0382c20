package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// multiCorpus writes a made-up test set named name (src.txt, refs/,
// sys/) with the given translations per system, one line each.
func multiCorpus(t *testing.T, root, name string, src []string, trans map[string][]string) string {
	t.Helper()
	dir := filepath.Join(root, name)
	for _, sub := range []string{"refs", "sys"} {
		require.NoError(t, os.MkdirAll(filepath.Join(dir, sub), 0o755))
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "src.txt"), []byte(strings.Join(src, "\n")+"\n"), 0o644))
	for sys, lines := range trans {
		sub := "sys"
		if strings.HasPrefix(sys, "ref") {
			sub = "refs"
		}
		require.NoError(t, os.WriteFile(filepath.Join(dir, sub, sys+".txt"), []byte(strings.Join(lines, "\n")+"\n"), 0o644))
	}
	return dir
}

func TestTableMulti(t *testing.T) {
	if _, err := lemma.New("cs"); err != nil {
		t.Skipf("Czech analysis unavailable: %v", err)
	}
	root := t.TempDir()
	said := []string{"Ministr řekl, že přijde.", "Starosta řekl, že odejde."}
	stated := []string{"Ministr uvedl, že přijde.", "Starosta uvedl, že odejde."}
	multiCorpus(t, root, "made.en-cs", []string{"The minister said he would come.", "The mayor said he would leave."},
		map[string][]string{"refA": said, "A": said, "B": stated, "C": stated})
	out := filepath.Join(root, "out", "t.gz")
	require.NoError(t, os.MkdirAll(filepath.Dir(out), 0o755))
	_, errOut, code := runCmd(t, "", "table", "multi", "-l", "cs", "-o", out, root)
	require.Equal(t, 0, code, errOut)
	f, err := data.OpenMaybeGzip(out)
	require.NoError(t, err)
	set, err := paraphrase.FromMeteorTable(f, out)
	f.Close()
	require.NoError(t, err)
	_, ok := set.Lookup("říci", "uvést")
	assert.True(t, ok, "říci → uvést missing: %v", set.Pairs())
	_, ok = set.Lookup("uvést", "říci")
	assert.True(t, ok)
	settings, err := os.ReadFile(out + ".settings")
	require.NoError(t, err)
	assert.Contains(t, string(settings), "method:multi|lang:cs|thresholds:seg2-sys3-side2-")
	assert.Contains(t, string(settings), "|ground:off|lemma:hunspell-cs_CZ+lemma/cs#")
	assert.Contains(t, string(settings), "|parmesan:"+parmesan.Version+"|corpora:made.en-cs(2×4)|segments:2|")
	assert.NotContains(t, string(settings), "source-lemma", "no source read")
	g, err := os.Open(out)
	require.NoError(t, err)
	comment, err := paraphrase.MeteorFileComment(g)
	g.Close()
	require.NoError(t, err)
	assert.Equal(t, strings.TrimSpace(string(settings)), comment)

	// 0 for a share asks for no threshold (the library's zero would
	// take the default); a count below 1 or a share above 1 is refused
	// before anything is read.
	t.Run("thresholds off", func(t *testing.T) {
		o := filepath.Join(t.TempDir(), "z.gz")
		_, errOut, code := runCmd(t, "", "table", "multi", "-l", "cs", "-o", o, "--min-segments", "1", "--min-system-pairs", "1",
			"--min-same-pos", "0", "--min-morph", "0", root)
		require.Equal(t, 0, code, errOut)
		settings, err := os.ReadFile(o + ".settings")
		require.NoError(t, err)
		assert.Contains(t, string(settings), "|thresholds:seg1-sys1-side2-pos0.00-morph0.00-")
		for _, bad := range [][]string{{"--min-segments", "0"}, {"--max-phrase", "0"}, {"--min-morph", "1.5"}, {"--slot-min-same-pos", "-0.1"}} {
			o := filepath.Join(t.TempDir(), "bad.gz")
			_, errOut, code := runCmd(t, "", append([]string{"table", "multi", "-l", "cs", "-o", o}, append(bad, root)...)...)
			assert.Equal(t, exitUsage, code, bad)
			assert.Contains(t, errOut, bad[0]+" ", bad)
			assert.NoFileExists(t, o)
		}
	})

	t.Run("slot tier", func(t *testing.T) {
		dir := t.TempDir()
		big := append(slices.Clone(said), "Byl to velký dům.")
		huge := append(slices.Clone(stated), "Byl to obrovský dům.")
		multiCorpus(t, dir, "slot.en-cs", []string{"The minister said he would come.", "The mayor said he would leave.", "It was a big house."},
			map[string][]string{"refA": big, "A": big, "B": huge, "C": huge})
		o, so := filepath.Join(dir, "t.gz"), filepath.Join(dir, "t-slot.gz")
		_, errOut, code := runCmd(t, "", "table", "multi", "-l", "cs", "-o", o, "--slot-output", so, filepath.Join(dir, "slot.en-cs"))
		require.Equal(t, 0, code, errOut)
		f, err := data.OpenMaybeGzip(so)
		require.NoError(t, err)
		tier, err := paraphrase.FromMeteorTable(f, so)
		f.Close()
		require.NoError(t, err)
		_, ok := tier.Lookup("velký", "obrovský")
		assert.True(t, ok, "velký → obrovský missing from the tier: %v", tier.Pairs())
		_, ok = tier.Lookup("říci", "uvést")
		assert.False(t, ok, "a pair of the table is not in the tier")
		settings, err := os.ReadFile(so + ".settings")
		require.NoError(t, err)
		assert.Contains(t, string(settings), "method:multi-slot|lang:cs|thresholds:seg2-sys3-side2-")
		assert.Contains(t, string(settings), "|tier:slot-seg1-side2-pos0.80-morph0.00-agree0.00|ground:off|agree:off|lemma:hunspell-cs_CZ+lemma/cs#")
		assert.Contains(t, string(settings), "|parmesan:"+parmesan.Version+"|corpora:slot.en-cs(3×4)|")

		// Source agreement needs a lexicon from the sets' source language.
		multiCorpus(t, dir, "slot.de-cs", []string{"a", "b", "c"}, map[string][]string{"refA": big, "A": big, "B": huge, "C": huge})
		o2 := filepath.Join(dir, "u.gz")
		_, errOut, code = runCmd(t, "", "table", "multi", "-l", "cs", "-o", o2, "--slot-output", filepath.Join(dir, "u-slot.gz"),
			"--slot-min-agreed", "1", filepath.Join(dir, "slot.de-cs"))
		assert.NotEqual(t, 0, code)
		assert.Contains(t, errOut, "--slot-min-agreed needs")
		assert.NoFileExists(t, o2)
	})

	// Grounded in FreeDict eng-ces: both tables' settings name the
	// dictionary and the analyser of the English sources.
	t.Run("ground", func(t *testing.T) {
		ip, _ := data.DictdPaths(data.DictdDir, "freedict-eng-ces")
		if _, err := os.Stat(ip); err != nil {
			t.Skipf("FreeDict eng-ces not installed: %v", err)
		}
		if _, err := lemma.New("en"); err != nil {
			t.Skipf("English analysis unavailable: %v", err)
		}
		dir := t.TempDir()
		big := append(slices.Clone(said), "Byl to velký dům.")
		huge := append(slices.Clone(stated), "Byl to obrovský dům.")
		set := multiCorpus(t, dir, "slot.en-cs", []string{"The minister said he would come.", "The mayor said he would leave.", "It was a big house."},
			map[string][]string{"refA": big, "A": big, "B": huge, "C": huge})
		o, so := filepath.Join(dir, "t.gz"), filepath.Join(dir, "t-slot.gz")
		_, errOut, code := runCmd(t, "", "table", "multi", "-l", "cs", "-o", o, "--slot-output", so, "--ground", set)
		require.Equal(t, 0, code, errOut)
		for _, p := range []string{o, so} {
			settings, err := os.ReadFile(p + ".settings")
			require.NoError(t, err)
			assert.Regexp(t, `\|ground:freedict-eng-ces#[0-9a-f]{8}\|`, string(settings), p)
			assert.Contains(t, string(settings), "|lemma:hunspell-cs_CZ+lemma/cs#", p)
			assert.Contains(t, string(settings), "|source-lemma:wordnet-en#", p)
		}
	})

	t.Run("bad input", func(t *testing.T) {
		bad := t.TempDir()
		dir := multiCorpus(t, bad, "bad.en-cs", []string{"a", "b"}, map[string][]string{"A": said, "B": {"jen jeden řádek"}})
		o := filepath.Join(bad, "x.gz")
		_, errOut, code := runCmd(t, "", "table", "multi", "-l", "cs", "-o", o, dir)
		assert.NotEqual(t, 0, code)
		assert.Contains(t, errOut, filepath.Join(dir, "sys", "B.txt"))
		assert.NoFileExists(t, o)
		_, errOut, code = runCmd(t, "", "table", "multi", "-l", "de", "-o", o, filepath.Join(root, "made.en-cs"))
		assert.NotEqual(t, 0, code)
		assert.Contains(t, errOut, "translates into cs, not de")
		_, errOut, code = runCmd(t, "", "table", "multi", "-l", "cs", "-o", o, filepath.Join(root, "out"))
		assert.NotEqual(t, 0, code)
		assert.Contains(t, errOut, "no src.txt")
	})
}
