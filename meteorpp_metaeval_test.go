package parmesan

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/correlate"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/metric/meteorpp"
)

// TestMetaEvalMeteorPP correlates Meteor++ and Meteor with segment-level
// human judgments on HUME en-cs and MQM TED zh-en, with copy words from
// other data: 5-fold cross-validation over contiguous blocks of segments.
// For each fold, the copy words are extracted (c = 2, p = 0.8, function
// words and punctuation skipped) from the pairs of the other folds only —
// every hypothesis whose human score is at least the median of those
// folds' scores, with its reference(s) — and Meteor++ scores the fold's
// segments; the held-out scores of all folds are then pooled and
// correlated (Pearson r, Kendall τ; human translations left out, as in
// the README's tables). Meteor is "Meteor, all matchers" of
// TestMetaEvalSegments. Numbers are reported whatever they show; the test
// checks only that Meteor++ reduces to Meteor where no copy word is
// missed. It runs only with PARMESAN_METAEVAL_METEORPP set.
func TestMetaEvalMeteorPP(t *testing.T) {
	if os.Getenv("PARMESAN_METAEVAL_METEORPP") == "" {
		t.Skip("Meteor++ cross-validated meta-evaluation takes a minute; set PARMESAN_METAEVAL_METEORPP=1 to run it")
	}
	shared := sharedDir(t)
	const folds = 5
	for _, set := range []struct {
		dir, lang, lemmaLang string
		other                []string // sets with several references: their reference pairs as other data
	}{
		{"hume-round2/hume2016.en-cs", "cz", "cs", nil},
		{"mqm-ted2021/tedtalks2021.zh-en", "en", "en", []string{
			"wmt22-general/generaltest2022.cs-en", "wmt22-general/generaltest2022.de-en", "wmt22-general/generaltest2022.zh-en"}},
	} {
		t.Run(filepath.Base(set.dir), func(t *testing.T) {
			es, err := data.ReadEvalSet(filepath.Join(shared, "eval", set.dir))
			require.NoError(t, err)
			_, refs, err := es.References()
			require.NoError(t, err)
			ev := metaVariants(t, shared, set.lang, set.lemmaLang)[0].ev
			sc := ev.sc
			nseg := len(es.Ref)
			fold := func(i int) int { return i * folds / nseg } // contiguous blocks
			refTok := make([][][]string, nseg)
			for i := range refTok {
				for _, r := range refs {
					refTok[i] = append(refTok[i], sc.Prepare(r[i]))
				}
			}
			hyps := map[string][]string{}
			var systems []string
			for _, n := range es.Systems {
				if es.Human[n] || es.SegScores[n] == nil {
					continue
				}
				systems = append(systems, n)
				hyps[n], err = es.SystemLines(n)
				require.NoError(t, err)
			}
			ks := []float64{meteorpp.DefaultSmooth, 0}
			scores := make([][]float64, len(ks)) // Meteor++ per K
			var met, human []float64
			var nCopy, nMissedSegs, nSegs, nWords, nRefCopy float64
			for f := 0; f < folds; f++ {
				train := func(i int) bool { return fold(i) != f }
				var trainHuman []float64
				for _, n := range es.Systems { // every judged system, human translations included, may be a paraphrase
					for i, h := range es.SegScores[n] {
						if train(i) && !math.IsNaN(h) {
							trainHuman = append(trainHuman, h)
						}
					}
				}
				sort.Float64s(trainHuman)
				median := trainHuman[len(trainHuman)/2]
				cw, npairs, err := meteorpp.ExtractFrom(sc, meteorpp.Sources{Sets: []meteorpp.SetSource{{Set: es, Refs: refs,
					SetOptions: meteorpp.SetOptions{MinHuman: median, Segments: train}}}},
					meteorpp.ExtractOptions{MinCount: meteorpp.DefaultMinCount, MinProb: meteorpp.DefaultMinProb}, false)
				require.NoError(t, err)
				nWords += float64(cw.Len())
				t.Logf("fold %d: %d pairs (human ≥ %.3f), %d copy words", f, npairs, median, cw.Len())
				var ms []*meteorpp.Metric
				for _, k := range ks {
					m, err := ev.NewMetrics([]string{MetricMeteorPP}, MetricConfig{CopyWords: cw, CopySmooth: &k}, len(refs))
					require.NoError(t, err)
					ms = append(ms, m[0].(*meteorpp.Metric))
				}
				for _, n := range systems {
					for i, h := range es.SegScores[n] {
						if train(i) || math.IsNaN(h) {
							continue
						}
						st := ms[0].StatsTokens(sc.Prepare(hyps[n][i]), refTok[i])
						r0, _ := ms[0].Compute(st)
						for j, m := range ms {
							r, _ := m.Compute(st)
							scores[j] = append(scores[j], r.Score)
						}
						// Meteor from the same statistics, checked against Meteor itself.
						mm := ev.sc.AlignTokens(sc.Prepare(hyps[n][i]), refTok[i]).Metrics.Score
						if len(refs) == 1 {
							require.Equal(t, mm, r0.Meteor.Score)
						}
						if r0.Missed == 0 {
							require.Equal(t, r0.Meteor.Score, r0.Score)
						} else {
							nMissedSegs++
						}
						met = append(met, mm)
						human = append(human, h)
						nCopy += r0.Missed
						nRefCopy += r0.CopyWords
						nSegs++
					}
				}
			}
			t.Logf("%s: %d systems, %d judged segments; %.0f copy words per fold on average; per segment %.3f copy-word tokens in the reference, %.3f missed; %.1f%% of segments miss one",
				set.dir, len(systems), len(human), nWords/folds, nRefCopy/nSegs, nCopy/nSegs, 100*nMissedSegs/nSegs)
			report := func(name string, x, human []float64) {
				r, err := correlate.Pearson(x, human)
				require.NoError(t, err)
				tau, _ := correlate.Kendall(x, human)
				t.Logf("  %-36s Pearson r = %+.3f  Kendall τ = %+.3f", name, r, tau)
			}
			report("Meteor", met, human)
			for j, k := range ks {
				report(fmt.Sprintf("Meteor++ K=%g, 5-fold", k), scores[j], human)
				p, ra, rb, err := correlate.WilliamsTest(human, scores[j], met)
				require.NoError(t, err)
				better := "Meteor++ better than Meteor"
				if rb > ra {
					better = "Meteor better than Meteor++"
				}
				t.Logf("    Williams' test (Pearson), %s: p = %.3f", better, p)
			}
			if set.other == nil {
				return
			}
			// Copy words from the reference pairs of other test sets
			// (WMT22 news, two references each); every segment scored.
			var src meteorpp.Sources
			for _, d := range set.other {
				o, err := data.ReadEvalSet(filepath.Join(shared, "eval", d))
				require.NoError(t, err)
				_, orefs, err := o.References()
				require.NoError(t, err)
				require.Len(t, orefs, 2, d)
				o.SegScores = nil // references only
				src.Sets = append(src.Sets, meteorpp.SetSource{Set: o, Refs: orefs})
			}
			cw, npairs, err := meteorpp.ExtractFrom(sc, src, meteorpp.ExtractOptions{MinCount: meteorpp.DefaultMinCount, MinProb: meteorpp.DefaultMinProb}, false)
			require.NoError(t, err)
			t.Logf("other data: %d WMT22 reference pairs, %d copy words", npairs, cw.Len())
			m, err := ev.NewMetrics([]string{MetricMeteorPP}, MetricConfig{CopyWords: cw}, len(refs))
			require.NoError(t, err)
			pp := m[0].(*meteorpp.Metric)
			var other, human2 []float64
			for _, n := range systems {
				for i, h := range es.SegScores[n] {
					if !math.IsNaN(h) {
						st := pp.StatsTokens(sc.Prepare(hyps[n][i]), refTok[i])
						other = append(other, pp.Sentence(st).Score)
						human2 = append(human2, h)
					}
				}
			}
			report("Meteor++ K=8, WMT22 reference pairs", other, human2)
		})
	}
}
