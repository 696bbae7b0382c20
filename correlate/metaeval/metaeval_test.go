package metaeval

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/correlate"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/meteor"
)

// lengthScorer is a fake metric: statistics are (hypothesis length,
// reference length); it counts the segments it scores.
type lengthScorer struct {
	key    string
	scored atomic.Int64
}

func (l *lengthScorer) Name() string               { return "len" }
func (l *lengthScorer) CacheKey() string           { return l.key }
func (l *lengthScorer) Signature() (string, error) { return "len|" + l.key, nil }
func (l *lengthScorer) HigherIsBetter() bool       { return true }
func (l *lengthScorer) Segment(s []float64) float64 {
	return -math.Abs(s[0] - s[1])
}
func (l *lengthScorer) System(segs [][]float64) float64 {
	var t float64
	for _, s := range segs {
		t += l.Segment(s)
	}
	return t
}
func (l *lengthScorer) Stats(refs [][]string, hyps [][]string) ([][][]float64, error) {
	out := make([][][]float64, len(hyps))
	for s, h := range hyps {
		for i := range h {
			l.scored.Add(1)
			out[s] = append(out[s], []float64{float64(len(h[i])), float64(len(refs[0][i]))})
		}
	}
	return out, nil
}

func TestCache(t *testing.T) {
	c := Cache{Dir: t.TempDir()}
	refs := [][]string{{"a b", "c d e", "f"}}
	hyps := [][]string{{"a", "c d", "f g"}, {"a b", "c", ""}}
	sc := &lengthScorer{key: "v1"}
	first, sig, cached, err := scoreCached(sc, c, refs, hyps)
	require.NoError(t, err)
	assert.Equal(t, 0, cached)
	assert.Equal(t, "len|v1", sig)
	assert.EqualValues(t, 6, sc.scored.Load())

	t.Run("second run reads the cache", func(t *testing.T) {
		again, sig, cached, err := scoreCached(sc, c, refs, hyps)
		require.NoError(t, err)
		assert.Equal(t, 2, cached)
		assert.Equal(t, "len|v1", sig)
		assert.Equal(t, first, again)
		assert.EqualValues(t, 6, sc.scored.Load(), "nothing rescored")
	})
	t.Run("changed system output", func(t *testing.T) {
		h := [][]string{hyps[0], {"a b", "c", "x"}}
		_, _, cached, err := scoreCached(sc, c, refs, h)
		require.NoError(t, err)
		assert.Equal(t, 1, cached)
		assert.EqualValues(t, 9, sc.scored.Load(), "only the changed system")
	})
	t.Run("changed reference", func(t *testing.T) {
		_, _, cached, err := scoreCached(sc, c, [][]string{{"a b", "c d e", "g"}}, hyps)
		require.NoError(t, err)
		assert.Equal(t, 0, cached)
	})
	t.Run("changed signature", func(t *testing.T) {
		sc2 := &lengthScorer{key: "v2"}
		_, sig, cached, err := scoreCached(sc2, c, refs, hyps)
		require.NoError(t, err)
		assert.Equal(t, 0, cached)
		assert.Equal(t, "len|v2", sig)
		assert.EqualValues(t, 6, sc2.scored.Load())
	})
	t.Run("corrupt entry is a miss and is rewritten", func(t *testing.T) {
		p := c.path(cacheKey("v1", refs, hyps[0]))
		require.NoError(t, os.WriteFile(p, []byte("PMCORR01garbage"), 0o644))
		_, _, cached, err := scoreCached(sc, c, refs, hyps)
		require.NoError(t, err)
		assert.Equal(t, 1, cached)
		_, ok := c.load(cacheKey("v1", refs, hyps[0]))
		assert.True(t, ok)
	})
	t.Run("disabled cache", func(t *testing.T) {
		sc3 := &lengthScorer{key: "v1"}
		got, sig, cached, err := scoreCached(sc3, Cache{}, refs, hyps)
		require.NoError(t, err)
		assert.Equal(t, 0, cached)
		assert.Equal(t, "len|v1", sig)
		assert.Equal(t, first, got, "the statistics the cached path gives")
		assert.EqualValues(t, 6, sc3.scored.Load())
	})
}

func FuzzCacheEntry(f *testing.F) {
	f.Add([]byte(cacheMagic + "\x03\x00\x00\x00\x01\x00\x00\x00\x01\x00\x00\x00sig\x00\x00\x00\x00\x00\x00\xf0\x3f"))
	f.Fuzz(func(t *testing.T, b []byte) {
		dir := t.TempDir()
		c := Cache{Dir: dir}
		key := strings.Repeat("ab", 32)
		require.NoError(t, os.MkdirAll(filepath.Dir(c.path(key)), 0o755))
		require.NoError(t, os.WriteFile(c.path(key), b, 0o644))
		if e, ok := c.load(key); ok {
			require.NoError(t, c.store(key, e))
			e2, ok := c.load(key)
			require.True(t, ok)
			assert.Equal(t, e.Signature, e2.Signature)
		}
	})
}

// writeSet writes a small eval set: the example reference, the two
// example systems and a copy of the reference as a human translation,
// with segment scores.
func writeSet(t *testing.T) string {
	dir := filepath.Join(t.TempDir(), "toy.de-en")
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "sys"), 0o755))
	cp := func(from, to string) {
		b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "example", from))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, to), b, 0o644))
	}
	cp("ref.txt", "ref.txt")
	cp("hyp.txt", "sys/A.txt")
	cp("hyp2.txt", "sys/B.txt")
	cp("ref.txt", "sys/Human.txt")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "human_systems.txt"), []byte("Human\n"), 0o644))
	var seg, sys strings.Builder
	for s, name := range []string{"A", "B", "Human"} {
		for i := 0; i < 20; i++ {
			if i == 7 && name == "B" {
				continue // a missing judgment
			}
			fmt.Fprintf(&seg, "%s\t%d\t%g\n", name, i, float64((i*7+s*3)%11)/10)
		}
		fmt.Fprintf(&sys, "%s\t%g\n", name, float64(s))
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "seg_scores.tsv"), []byte(seg.String()), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "sys_scores.tsv"), []byte(sys.String()), 0o644))
	return dir
}

// TestFromSet scores Meteor on a toy set and checks the matrices against
// the evaluator's own segment and system scores.
func TestFromSet(t *testing.T) {
	set, err := data.ReadEvalSet(writeSet(t))
	require.NoError(t, err)
	o := Options{Cache: Cache{Dir: t.TempDir()}}
	in, err := FromSet(set, []string{MeteorExact}, &o)
	require.NoError(t, err)
	assert.Equal(t, LevelSeg, in.Level)
	assert.Equal(t, "en", o.Scorer.Lang)
	assert.Equal(t, []string{"A", "B"}, in.Systems, "human translation left out")
	require.Len(t, in.Human, 2)
	assert.Len(t, in.Human[0], 20)
	assert.True(t, math.IsNaN(in.Human[1][7]))

	ev, err := eval.NewEvaluator(eval.Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}})
	require.NoError(t, err)
	refs, err := ev.PrepareReferences([][]string{set.Ref}, nil)
	require.NoError(t, err)
	for s, name := range in.Systems {
		hyps, err := set.SystemLines(name)
		require.NoError(t, err)
		want, err := ev.ScoreSystem(name, hyps, refs)
		require.NoError(t, err)
		for i := range want.Metrics {
			assert.Equal(t, want.Metrics[i].Score, in.Metrics[0].Scores[s][i], "%s segment %d", name, i)
		}
		assert.Equal(t, want.Corpus.Score, in.Metrics[0].Sys[s])
	}
	assert.Equal(t, ev.Signature(1).String(), in.Metrics[0].Signature)

	// The second run reads the cache and gives the same matrices.
	o2 := Options{Cache: o.Cache}
	in2, err := FromSet(set, []string{MeteorExact}, &o2)
	require.NoError(t, err)
	assert.Equal(t, 2, in2.Metrics[0].Cached)
	assert.Equal(t, in.Metrics[0].Scores, in2.Metrics[0].Scores)
	assert.Equal(t, in.Metrics[0].Signature, in2.Metrics[0].Signature)

	o3 := Options{IncludeHuman: true, Level: LevelSys}
	in3, err := FromSet(set, []string{MeteorExact}, &o3)
	require.NoError(t, err)
	assert.Equal(t, []string{"A", "B", "Human"}, in3.Systems)
	assert.Equal(t, [][]float64{{0}, {1}, {2}}, in3.Human)
	assert.Equal(t, 1.0, in3.Metrics[0].Sys[2], "the reference scores 1 against itself")

	_, err = FromSet(set, []string{"no-such-metric"}, &Options{})
	assert.ErrorContains(t, err, "known: meteor")
}

func TestEvaluate(t *testing.T) {
	human := [][]float64{{1, 2, 3, 4, 5, 6}, {2, 1, 4, 3, 6, 5}, {0, 0, 1, 1, 2, math.NaN()}}
	good := [][]float64{{1, 2, 3, 4, 5, 6}, {2, 1, 4, 3, 6, 5}, {0, 0.1, 1, 1.2, 2, 9}}
	bad := [][]float64{{6, 5, 4, 3, 2, 1}, {1, 2, 3, 4, 5, 6}, {3, 2, 1, 0, 1, 2}}
	in := &Input{Level: LevelSeg, Systems: []string{"x", "y", "z"}, Human: human, HumanSys: []float64{1, 2, math.NaN()},
		Metrics: []MetricScores{{Name: "bad", Scores: bad, Sys: []float64{1, 2, 3}}, {Name: "good", Scores: good, Sys: []float64{3, 2, 1}}}}
	r, err := Evaluate(in, Options{Resample: correlate.ResampleOptions{Resamples: 200}})
	require.NoError(t, err)
	require.Len(t, r.Rows, 2)
	assert.Equal(t, "good", r.Rows[0].Metric)
	assert.Equal(t, 1, r.Rows[0].Rank)
	want, _ := correlate.Correlate(correlate.StatPearson, correlate.AverageNone, human, good)
	assert.Equal(t, want.Value, float64(r.Rows[0].Value))
	assert.True(t, math.IsNaN(float64(r.Rows[0].P)))
	assert.Less(t, float64(r.Rows[1].P), 0.05)
	assert.Less(t, float64(r.Rows[1].Williams), 0.05)
	assert.Equal(t, 17, r.Cells)
	assert.NotContains(t, r.Stats, correlate.StatPearson, "the primary statistic is not repeated")
	var svg strings.Builder
	require.NoError(t, WriteSVG(&svg, r))
	assert.Contains(t, svg.String(), "<svg")
	assert.Equal(t, 4, strings.Count(svg.String(), "<circle"), "2 panels × 2 points: z has no human system score")

	_, err = Evaluate(&Input{}, Options{})
	assert.Error(t, err)
}

func TestFromScores(t *testing.T) {
	human, err := data.ParseScores(strings.NewReader("A\t0\t1\nA\t1\t2\nA\t2\t3\nB\t0\t2\nB\t1\t1\nB\t2\t\n"), "human.tsv")
	require.NoError(t, err)
	m, err := data.ParseScores(strings.NewReader("A\t0\t0.1\nA\t1\t0.2\nA\t2\t0.3\nB\t0\t0.2\nB\t1\t0.1\n"), "m.tsv")
	require.NoError(t, err)
	o := Options{}
	in, err := FromScores(human, []NamedScores{{"m", m}}, nil, &o)
	require.NoError(t, err)
	assert.Equal(t, LevelSeg, in.Level)
	assert.Equal(t, []string{"A", "B"}, in.Systems)
	r, err := Evaluate(in, o)
	require.NoError(t, err)
	assert.InDelta(t, 1, float64(r.Rows[0].Value), 1e-12)

	short, err := data.ParseScores(strings.NewReader("A\t0\t0.1\nB\t0\t0.2\n"), "short.tsv")
	require.NoError(t, err)
	_, err = FromScores(human, []NamedScores{{"s", short}}, nil, &Options{})
	assert.ErrorContains(t, err, "short.tsv: no score for system A segment 1")
}

func TestTargetLanguage(t *testing.T) {
	for dir, want := range map[string]string{
		"../shared/eval/hume-round2/hume2016.en-cs": "cs",
		"wmt23-general/generaltest2023.de-en/":      "en",
		"x/tedtalks2021.zh-en":                      "en",
		"plain":                                     "en",
		`C:\eval\generaltest2023.en-ja`:             "ja",
		"generaltest2023.en-cs/":                    "cs", // a shell completes a directory with its slash
		"generaltest2023.en-cs//":                   "cs",
		// A pair in any dot-separated part of the name (audit F6).
		"sets/en-cs":                  "cs",
		"hume2016.en-cs.v2":           "cs",
		"hume2016.en-cs.v2/":          "cs",
		"wmt.de-en.2023":              "en",
		"x.en-ZH.tok":                 "zh",
		"wmt22.en-cz":                 "cs", // Meteor's short name
		"a.en-de.b.en-cs.c":           "cs", // the last pair
		"generaltest2023.en-ja.fixed": "ja",
		// Only codes of languages the project knows make a pair.
		"hume2016.en-cs.v-2":     "cs",
		"my-set":                 "en",
		"run.v1-final":           "en",
		"x.en-hr":                "en",
		"x.english-czech":        "en",
		"x.en-cs-extra":          "en",
		"x.zh_CN":                "en",
		"2023-01.en-cs":          "cs",
		"hume2016.en-cs.2023-01": "cs",
	} {
		assert.Equal(t, want, TargetLanguage(dir), dir)
	}
	for _, dir := range []string{"x.en-hr", "plain", "run.v1-final", "x.en-cs-extra"} {
		_, ok := NamedTarget(dir)
		assert.False(t, ok, dir)
	}
	// "." and ".." stand for the directories they name.
	dir := filepath.Join(t.TempDir(), "hume2016.en-pl", "sys")
	require.NoError(t, os.MkdirAll(dir, 0o755))
	t.Chdir(dir)
	assert.Equal(t, "pl", TargetLanguage(".."))
	t.Chdir("..")
	assert.Equal(t, "pl", TargetLanguage("."))
	assert.Equal(t, "pl", TargetLanguage("./"))
	_, ok := NamedTarget("sys")
	assert.False(t, ok, "no pair")
}

// TestOracleEndToEnd scores chrF and BLEU on WMT23 en-cs through FromSet
// and requires the system-level statistics mt-metrics-eval computed from
// sacrebleu's scores (../shared/oracle/meta-eval/encs-sys.json).
func TestOracleEndToEnd(t *testing.T) {
	shared := filepath.Join("..", "..", "..", "shared")
	raw, err := os.ReadFile(filepath.Join(shared, "oracle", "meta-eval", "encs-sys.json"))
	if err != nil {
		t.Skipf("oracle not found under %s (these tests need ../shared beside the repo): %v", shared, err)
	}
	var oracle struct {
		Systems  []string                      `json:"systems"`
		Expected map[string]map[string]float64 `json:"expected"`
	}
	require.NoError(t, json.Unmarshal(raw, &oracle))
	set, err := data.ReadEvalSet(filepath.Join(shared, "eval", "wmt23-general", "generaltest2023.en-cs"))
	require.NoError(t, err)
	o := Options{Level: LevelSys}
	in, err := FromSet(set, []string{"chrf", "bleu"}, &o)
	require.NoError(t, err)
	assert.Equal(t, oracle.Systems, in.Systems, "human translations left out")
	r, err := Evaluate(in, Options{Resample: correlate.ResampleOptions{Resamples: 10}})
	require.NoError(t, err)
	for _, row := range r.Rows {
		want := oracle.Expected[map[string]string{"chrf": "chrF", "bleu": "BLEU"}[row.Metric]]
		assert.InDelta(t, want["pearson"], float64(row.Value), 1e-9, row.Metric)
		for k, st := range r.Stats {
			key := map[correlate.Statistic]string{correlate.StatSpearman: "spearman", correlate.StatKendall: "kendall_b", correlate.StatAccuracy: "pairwise_accuracy"}[st]
			assert.InDelta(t, want[key], float64(row.Others[k]), 1e-9, "%s %s", row.Metric, st)
		}
	}
	w := oracle.Expected["williams_chrF_vs_BLEU_pearson"]["p_one_sided"]
	assert.InDelta(t, w, float64(r.Rows[1].Williams), 1e-9, "BLEU ranks first, chrF second")
}

// TestOracleEndToEndSegments scores sentence chrF on HUME en-cs through
// FromSet and requires mt-metrics-eval's segment-level statistics
// (../shared/oracle/meta-eval/hume-encs-seg.json).
func TestOracleEndToEndSegments(t *testing.T) {
	shared := filepath.Join("..", "..", "..", "shared")
	raw, err := os.ReadFile(filepath.Join(shared, "oracle", "meta-eval", "hume-encs-seg.json"))
	if err != nil {
		t.Skipf("oracle not found under %s (these tests need ../shared beside the repo): %v", shared, err)
	}
	var oracle struct {
		Expected map[string]map[string]float64 `json:"expected"`
	}
	require.NoError(t, json.Unmarshal(raw, &oracle))
	set, err := data.ReadEvalSet(filepath.Join(shared, "eval", "hume-round2", "hume2016.en-cs"))
	require.NoError(t, err)
	o := Options{}
	in, err := FromSet(set, []string{"chrf"}, &o)
	require.NoError(t, err)
	require.Equal(t, LevelSeg, in.Level)
	want := oracle.Expected["chrF"]
	n := 0
	for key, v := range want {
		if strings.HasSuffix(key, "_threshold") {
			continue
		}
		name, avg, _ := strings.Cut(key, "_")
		if name == "kendall" {
			var variant string
			variant, avg, _ = strings.Cut(avg, "_")
			name += "_" + variant
		}
		st := map[string]correlate.Statistic{"pearson": correlate.StatPearson, "spearman": correlate.StatSpearman,
			"kendall_b": correlate.StatKendall, "kendall_c": correlate.StatKendallC, "acc23": correlate.StatAcc23}[name]
		require.NotEmpty(t, st, key)
		r, err := correlate.Correlate(st, correlate.Average(avg), in.Human, in.Metrics[0].Scores)
		require.NoError(t, err)
		assert.InDelta(t, v, r.Value, 1e-9, key)
		n++
	}
	assert.Equal(t, 13, n)
}

// TestFromSetUnavailable: a metric whose resource is missing (Parmesan
// for Finnish: no thesaurus) is reported unavailable with the reason,
// and the others are still correlated.
func TestFromSetUnavailable(t *testing.T) {
	set, err := data.ReadEvalSet(writeSet(t))
	require.NoError(t, err)
	o := Options{Scorer: ScorerConfig{Lang: "fi"}}
	in, err := FromSet(set, []string{eval.MetricCHRF, Parmesan}, &o)
	require.NoError(t, err)
	require.Len(t, in.Metrics, 1)
	assert.Equal(t, eval.MetricCHRF, in.Metrics[0].Name)
	require.Len(t, in.Unavailable, 1)
	assert.Equal(t, Parmesan, in.Unavailable[0].Metric)
	assert.Contains(t, in.Unavailable[0].Reason, "Debian packages no MyThes thesaurus")
	rep, err := Evaluate(in, o)
	require.NoError(t, err)
	assert.Len(t, rep.Rows, 1)
	assert.Equal(t, in.Unavailable, rep.Unavailable)

	in, err = FromSet(set, []string{Parmesan}, &Options{Scorer: ScorerConfig{Lang: "fi"}})
	require.NoError(t, err)
	_, err = Evaluate(in, Options{})
	assert.ErrorContains(t, err, "no metrics to correlate: metaeval: parmesan:")
}

// scoreCached is scoreBounded without the segments scored under a
// budget.
func scoreCached(sc Scorer, c Cache, refs [][]string, hyps [][]string) (stats [][][]float64, sig string, cached int, err error) {
	stats, _, sig, cached, err = scoreBounded(sc, c, refs, hyps)
	return stats, sig, cached, err
}
