package multi_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/paraphrase/multi"
)

// minedEnglish are the sets the English table (multi-en.gz) is mined
// from, under shared/eval.
var minedEnglish = []string{
	"wmt22-general/generaltest2022.ja-en",
	"wmt22-general/generaltest2022.liv-en",
	"wmt22-general/generaltest2022.ru-en",
	"wmt22-general/generaltest2022.uk-en",
	"wmt22-general/generaltest2022.zh-en",
}

// reportedSets are the sets the study (bench/study studySets) reports
// correlations on, WMT23 de-en (the judged recall/precision set) among
// them; none may share text with the mined sets.
var reportedSets = []string{
	"hume-round2/hume2016.en-cs",
	"hume-round2/hume2016.en-de",
	"hume-round2/hume2016.en-ro",
	"mqm-ted2021/tedtalks2021.zh-en",
	"mqm-ted2021/tedtalks2021.en-de",
	"wmt23-general/generaltest2023.en-cs",
	"wmt23-general/generaltest2023.de-en",
	"wmt23-general/generaltest2023.en-de",
	"wmt22-general/generaltest2022.cs-en",
	"wmt22-general/generaltest2022.de-en",
	"wmt12-news/newstest2012.cs-en",
	"wmt12-news/newstest2012.de-en",
	"wmt12-news/newstest2012.fr-en",
	"wmt12-news/newstest2012.es-en",
	"wmt12-news/newstest2012.en-de",
	"wmt12-news/newstest2012.en-fr",
	"wmt12-news/newstest2012.en-es",
}

// maxStockWords is the longest line two unrelated test sets may share:
// greetings and stock questions ("Thank you very much.", "How come?",
// "Do you feel the same way?", "Thank you" then "Best regards") recur
// across documents; a longer run of shared consecutive lines would mean
// a shared document.
const maxStockWords = 7

// TestMinedSetsDisjoint checks that the shipped English table names
// exactly the sets it is mined from, none of them reported, and that no
// source or reference sentence of a reported set occurs in the mined
// sets (sources, references and every system output) except stock
// lines, in runs of at most maxStockWords words, which it counts.
func TestMinedSetsDisjoint(t *testing.T) {
	settings, err := os.ReadFile("multi-en.gz.settings")
	require.NoError(t, err)
	corpora := multi.SettingsCorpora(string(settings))
	var want []string
	for _, d := range minedEnglish {
		want = append(want, filepath.Base(d))
	}
	assert.Equal(t, want, corpora, "multi-en.gz.settings corpora")
	for _, r := range reportedSets {
		assert.NotContains(t, corpora, filepath.Base(r))
	}

	root := filepath.Join("..", "..", "..", "shared", "eval")
	if _, err := os.Stat(root); err != nil {
		t.Skipf("shared eval sets not found (%v): skipping the disjointness check", err)
	}
	mined := map[string]bool{}
	for _, d := range minedEnglish {
		c, err := multi.ReadCorpus(filepath.Join(root, d))
		require.NoError(t, err)
		for _, lines := range append(slices.Clone(c.Texts), c.Source) {
			for _, l := range lines {
				if l = strings.TrimSpace(l); l != "" {
					mined[l] = true
				}
			}
		}
	}
	t.Logf("mined sets: %d distinct lines", len(mined))
	for _, r := range reportedSets {
		dir := filepath.Join(root, r)
		files := []string{filepath.Join(dir, "src.txt"), filepath.Join(dir, "ref.txt")}
		refs, _ := filepath.Glob(filepath.Join(dir, "refs", "*.txt"))
		distinct, shared := map[string]bool{}, map[string]bool{}
		for _, f := range append(files, refs...) {
			lines, err := data.ReadLinesFile(f, nil)
			require.NoError(t, err)
			run := 0 // words in the run of shared lines ending here
			for i, l := range lines {
				l = strings.TrimSpace(l)
				if l == "" {
					continue
				}
				distinct[l] = true
				if !mined[l] {
					run = 0
					continue
				}
				shared[l] = true
				run += len(strings.Fields(l))
				assert.LessOrEqual(t, run, maxStockWords, "%s:%d occurs in the mined sets, with the shared lines before it %d words: %q", f, i+1, run, l)
			}
		}
		keys := make([]string, 0, len(shared))
		for l := range shared {
			keys = append(keys, l)
		}
		slices.Sort(keys)
		t.Logf("%s: %d distinct source/reference lines, %d shared stock lines %q", r, len(distinct), len(shared), keys)
	}
}
