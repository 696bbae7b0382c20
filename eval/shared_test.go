package eval

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
)

func sharedDir(t testing.TB) string {
	t.Helper()
	d := filepath.Join("..", "..", "shared")
	if _, err := os.Stat(filepath.Join(d, "eval")); err != nil {
		t.Skipf("shared material not found at %s (these tests need ../shared beside the repo): %v", d, err)
	}
	return d
}

func readFile(t testing.TB, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	lines, err := data.ReadLines(f, path)
	require.NoError(t, err)
	return lines
}

// TestPairedOnWMT23 checks the significance tests on real data: a system
// against itself gives p = 1; a system the human judges rank far above
// another (WMT23 de-en GPT4-5shot vs NLLB_Greedy) is significantly better.
func TestPairedOnWMT23(t *testing.T) {
	dir := filepath.Join(sharedDir(t), "eval", "wmt23-general", "generaltest2023.de-en")
	ev, err := NewEvaluator(Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact, meteor.Stem, meteor.Synonym}}})
	require.NoError(t, err)
	refs, err := ev.PrepareReferences([][]string{readFile(t, filepath.Join(dir, "ref.txt"))}, nil)
	require.NoError(t, err)
	good := System{Name: "GPT4-5shot", Hyps: readFile(t, filepath.Join(dir, "sys", "GPT4-5shot.txt"))}
	weak := System{Name: "NLLB_Greedy", Hyps: readFile(t, filepath.Join(dir, "sys", "NLLB_Greedy.txt"))}
	opt := ConfidenceOptions{Resamples: 1000, Trials: 2000}
	res, err := ev.Run(context.Background(), refs, []System{weak, good, weak}, []string{MetricMeteor}, RunOptions{Confidence: &opt})
	require.NoError(t, err)
	rep := res.Results
	t.Logf("NLLB_Greedy %.4f [%.4f, %.4f]; GPT4-5shot %.4f Δ=%+.4f p(boot)=%.4f p(AR)=%.4f",
		rep[0].Score, rep[0].Confidence.Low, rep[0].Confidence.High, rep[1].Score,
		rep[1].Paired.Delta, rep[1].Paired.PBootstrap, rep[1].Paired.PApproxRand)
	assert.Equal(t, 1.0, rep[2].Paired.PBootstrap, "identical systems")
	assert.Equal(t, 1.0, rep[2].Paired.PApproxRand, "identical systems")
	assert.Less(t, rep[1].Paired.PBootstrap, 0.05)
	assert.Less(t, rep[1].Paired.PApproxRand, 0.05)
	// Fixed seed → fixed interval.
	res2, err := ev.Run(context.Background(), refs, []System{weak}, []string{MetricMeteor}, RunOptions{Confidence: &opt})
	require.NoError(t, err)
	assert.Equal(t, *rep[0].Confidence, *res2.Results[0].Confidence)
}

// TestEmbeddedDefaultsVsReference measures how far parmesan's embedded
// English resources (own function words and prefixes, WordNet generated
// from wordnet-base) move Meteor scores from the reference's resources, on
// every English oracle input, with exact+stem+synonym. It reports the
// number of segments whose score differs and the largest difference.
func TestEmbeddedDefaultsVsReference(t *testing.T) {
	if testing.Short() {
		t.Skip("a measurement over four corpora; skipped with -short")
	}
	shared := sharedDir(t)
	res := filepath.Join(shared, "resources", "meteor-1.5")
	inputs := [][2]string{
		{"oracle/meteor-1.5/scoring/xray3000.hyp", "oracle/meteor-1.5/scoring/xray3000.ref"},
		{"oracle/meteor-1.5/scoring/shuffled1500.hyp", "oracle/meteor-1.5/scoring/shuffled1500.ref"},
		{"eval/wmt23-general/generaltest2023.de-en/sys/ONLINE-B.txt", "eval/wmt23-general/generaltest2023.de-en/ref.txt"},
		{"eval/wmt23-general/generaltest2023.de-en/sys/NLLB_Greedy.txt", "eval/wmt23-general/generaltest2023.de-en/ref.txt"},
	}
	mods := []meteor.Module{meteor.Exact, meteor.Stem, meteor.Synonym}
	cfg := meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: mods}
	emb, err := NewEvaluator(Options{Meteor: cfg})
	require.NoError(t, err)
	ref, err := NewEvaluator(Options{Meteor: cfg, Resources: meteor.ResourceFiles{Dir: res}})
	require.NoError(t, err)
	// Synonym data alone: reference function words and prefixes, embedded WordNet.
	synOnly, err := NewEvaluator(Options{Meteor: cfg, Resources: meteor.ResourceFiles{Dir: res}})
	require.NoError(t, err)
	synOnly.sc, err = meteor.NewWithSettings(synOnly.sc.Settings(), withEmbeddedSynonyms(t, synOnly.sc.Resources()))
	require.NoError(t, err)
	for _, in := range inputs {
		hyps, refs := readFile(t, filepath.Join(shared, in[0])), readFile(t, filepath.Join(shared, in[1]))
		var n, nSyn int
		var maxd, maxSyn float64
		var ta, tb meteor.Stats
		for i := range hyps {
			sa, sb := emb.sc.Align(hyps[i], refs[i:i+1]), ref.sc.Align(hyps[i], refs[i:i+1])
			ta.Add(&sa.Stats)
			tb.Add(&sb.Stats)
			a, b := sa.Metrics.Score, sb.Metrics.Score
			c := synOnly.sc.Align(hyps[i], refs[i:i+1]).Metrics.Score
			if a != b {
				n++
				maxd = math.Max(maxd, math.Abs(a-b))
			}
			if c != b {
				nSyn++
				maxSyn = math.Max(maxSyn, math.Abs(c-b))
			}
		}
		t.Logf("%s: all embedded defaults: %d of %d segments differ (max |Δ| %.4f), corpus %.4f vs %.4f; embedded WordNet only: %d differ (max |Δ| %.4f)",
			strings.TrimPrefix(in[0], "oracle/meteor-1.5/"), n, len(hyps), maxd, emb.sc.Compute(ta).Score, ref.sc.Compute(tb).Score, nSyn, maxSyn)
		// The README claims identical synonym matches: pinned at 0.
		assert.Zero(t, nSyn, "segments whose score the embedded WordNet changes")
	}
}

func withEmbeddedSynonyms(t *testing.T, r *meteor.Resources) *meteor.Resources {
	syn, err := data.EnglishSynonyms()
	require.NoError(t, err)
	c := *r
	c.Synonyms = syn
	return &c
}

// langOf is the language a test names by code (the zero Language for a
// code package lang does not know).
func langOf(code string) lang.Language {
	l, _ := lang.Lookup(code)
	return l
}
