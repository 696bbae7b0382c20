package multi_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lemma"
	_ "github.com/parmesan-mt/parmesan/lemma/cs"
	"github.com/parmesan-mt/parmesan/paraphrase/multi"
	"github.com/parmesan-mt/parmesan/paraphrase/multi/align"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// TestMineWMT22 mines the first 600 segments of WMT22 en-cs (12
// translations each) from the shared corpora, with Meteor's exact and
// stem matchers on lemma keys as the command aligns, and checks what the
// table must be: pairs of different lemmas, of one part of speech, each
// meeting the thresholds; and that it finds pairs a Czech reader knows
// to be paraphrases in this data.
func TestMineWMT22(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "corpora", "multi-translation", "generaltest2022.en-cs")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("shared corpora not found (%v): skipping the real-data test", err)
	}
	if testing.Short() {
		t.Skip("-short")
	}
	an, err := lemma.New("cs")
	if err != nil {
		t.Skipf("Czech analysis unavailable: %v", err)
	}
	corp, err := multi.ReadCorpus(dir)
	require.NoError(t, err)
	assert.Equal(t, "cs", corp.Tgt)
	assert.Len(t, corp.Systems, 12)
	al, tok, err := align.Meteor("cs")
	require.NoError(t, err)
	segs := corp.Segments()[:600]
	opt := multi.Options{Closed: rewrite.DefaultGuard("cs").Closed}
	res, err := multi.Mine(context.Background(), segs, an, tok, al, opt)
	require.NoError(t, err)
	require.NotEmpty(t, res.Evidence)
	kept := map[[2]string]bool{}
	d := multi.DefaultOptions
	for _, e := range res.Evidence {
		kept[[2]string{e.A, e.B}] = true
		assert.NotEqual(t, e.A, e.B)
		assert.Less(t, e.A, e.B)
		assert.GreaterOrEqual(t, e.SystemPairs, d.MinSystemPairs, e)
		assert.GreaterOrEqual(t, min(e.SystemsA, e.SystemsB), d.MinSideSystems, e)
		if e.Phrase {
			assert.GreaterOrEqual(t, e.Segments, d.PhraseSegments, e)
			continue
		}
		assert.GreaterOrEqual(t, e.Segments, d.MinSegments, e)
		assert.GreaterOrEqual(t, float64(e.SamePOS), d.MinSamePOS*float64(e.Observations), e)
		if e.Function {
			assert.GreaterOrEqual(t, e.Segments, d.FunctionSegments, e)
			assert.Contains(t, d.FunctionPOS, e.POS, e)
		}
	}
	t.Logf("%+v", res.Stats)
	for _, p := range [][2]string{{"kliknout", "klepnout"}, {"produkt", "výrobek"}} {
		a, b := min(p[0], p[1]), max(p[0], p[1])
		assert.True(t, kept[[2]string{a, b}], "%s/%s not mined", a, b)
	}
}
