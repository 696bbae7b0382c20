package eval

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/correlate"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/pipeline"
)

type metaVariant struct {
	name string
	ev   *Evaluator
}

// metaVariants builds the four metrics the meta-evaluations compare:
// Meteor with all matchers (English: exact stem synonym + the shared
// WordNet paraphrase table; Czech: exact + a table from the system
// thesaurus), Meteor exact-only, and the Parmesan metric (references
// rewritten toward each hypothesis, then exact-only) with and without
// agreement repair. It skips the test when system resources are missing.
func metaVariants(t *testing.T, shared, lang, lemmaLang string) []metaVariant {
	allCfg := meteor.Config{Language: lang, Normalization: meteor.Norm}
	files := meteor.ResourceFiles{}
	if lang == "en" {
		files.Paraphrases = filepath.Join(shared, "resources", "paraphrase", "wordnet-en.gz")
	} else {
		th, err := data.OpenMyThes(data.MyThesPath(data.MyThesDir, "cs_CZ"))
		if err != nil {
			t.Skipf("mythes-cs not installed: %v", err)
		}
		set, err := paraphrase.FromThesaurus(th, "mythes-cs", paraphrase.ThesaurusOptions{Lower: true, SkipAnnotated: true})
		th.Close()
		require.NoError(t, err)
		p := filepath.Join(t.TempDir(), "cs.gz")
		require.NoError(t, paraphrase.WriteMeteorFile(p, paraphrase.Symmetric(set).Pairs()))
		files.Paraphrases = p
	}
	exact := meteor.Config{Language: lang, Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}
	ro, err := pipeline.New(pipeline.Config{Lang: langOf(lemmaLang)})
	if err != nil {
		t.Skipf("rewrite resources missing: %v", err)
	}
	unfixed := *ro
	unfixed.Fixer = nil
	evAll, err := NewEvaluator(Options{Meteor: allCfg, Resources: files})
	require.NoError(t, err)
	evEx, err := NewEvaluator(Options{Meteor: exact})
	require.NoError(t, err)
	evPm, err := NewEvaluator(Options{Meteor: exact, Rewrite: ro})
	require.NoError(t, err)
	evPmU, err := NewEvaluator(Options{Meteor: exact, Rewrite: &unfixed})
	require.NoError(t, err)
	return []metaVariant{{"Meteor all matchers", evAll}, {"Meteor exact", evEx}, {"Parmesan (fixed)", evPm}, {"Parmesan (unfixed)", evPmU}}
}

// TestMetaEvalSegments correlates segment scores with segment-level human
// judgments: HUME (UCCA-based adequacy) for en-cs, the language of the
// Parmesan paper, and MQM (negated error scores) for TED zh-en. Human
// translations are left out. Pearson and Kendall τ are over all
// (system, segment) pairs; as in TestMetaEvalWMT23 the numbers are
// reported whatever they show.
func TestMetaEvalSegments(t *testing.T) {
	if testing.Short() {
		t.Skip("meta-evaluation is long; skipped with -short")
	}
	shared := sharedDir(t)
	for _, set := range []struct{ dir, lang, lemmaLang string }{
		{"hume-round2/hume2016.en-cs", "cz", "cs"},
		{"mqm-ted2021/tedtalks2021.zh-en", "en", "en"},
	} {
		t.Run(filepath.Base(set.dir), func(t *testing.T) {
			dir := filepath.Join(shared, "eval", set.dir)
			human := map[string]map[int]float64{}
			for _, l := range readFile(t, filepath.Join(dir, "seg_scores.tsv")) {
				f := strings.Split(l, "\t")
				require.Len(t, f, 3, l)
				i, err := strconv.Atoi(f[1])
				require.NoError(t, err)
				v, err := strconv.ParseFloat(f[2], 64)
				require.NoError(t, err)
				if human[f[0]] == nil {
					human[f[0]] = map[int]float64{}
				}
				human[f[0]][i] = v
			}
			skip := map[string]bool{}
			if _, err := os.Stat(filepath.Join(dir, "human_systems.txt")); err == nil {
				for _, n := range readFile(t, filepath.Join(dir, "human_systems.txt")) {
					skip[n] = true
				}
			}
			var names []string
			for n := range human {
				if _, err := os.Stat(filepath.Join(dir, "sys", n+".txt")); err == nil && !skip[n] {
					names = append(names, n)
				}
			}
			sort.Strings(names)
			refLines := readFile(t, filepath.Join(dir, "ref.txt"))
			variants := metaVariants(t, shared, set.lang, set.lemmaLang)
			scores := make([][]float64, len(variants))
			var hs []float64
			for _, n := range names {
				hyps := readFile(t, filepath.Join(dir, "sys", n+".txt"))
				require.Len(t, hyps, len(refLines))
				var idx []int
				for i := range hyps {
					if _, ok := human[n][i]; ok {
						idx = append(idx, i)
						hs = append(hs, human[n][i])
					}
				}
				for k, v := range variants {
					refs, err := v.ev.PrepareReferences([][]string{refLines}, nil)
					require.NoError(t, err)
					s, err := v.ev.ScoreSystem(n, hyps, refs)
					require.NoError(t, err)
					for _, i := range idx {
						scores[k] = append(scores[k], s.Metrics[i].Score)
					}
				}
			}
			t.Logf("%s: %d systems, %d scored segments", set.dir, len(names), len(hs))
			logCorrelations(t, variants, scores, hs)
		})
	}
}

// logCorrelations reports each variant's Pearson r and Kendall τ with the
// human scores.
func logCorrelations(t *testing.T, variants []metaVariant, scores [][]float64, human []float64) {
	for k, v := range variants {
		r, err := correlate.Pearson(scores[k], human)
		require.NoError(t, err)
		tau, _ := correlate.Kendall(scores[k], human)
		t.Logf("  %-20s Pearson r = %+.3f  Kendall τ = %+.3f", v.name, r, tau)
		assert.False(t, math.IsNaN(r))
	}
}

func humanScores(t *testing.T, dir string) map[string]float64 {
	m := map[string]float64{}
	for _, l := range readFile(t, filepath.Join(dir, "sys_scores.tsv")) {
		f := strings.Split(l, "\t")
		if len(f) != 2 {
			continue
		}
		v, err := strconv.ParseFloat(f[1], 64)
		require.NoError(t, err)
		m[f[0]] = v
	}
	return m
}

// TestMetaEvalWMT23 compares, at system level against the WMT23 human
// scores, Meteor (all matchers) and Meteor exact-only on the original
// references with the Parmesan metric (references rewritten toward each
// hypothesis, then exact-only) before and after agreement repair. It
// reports substitutions and fixes per sentence. With PARMESAN_REVIEW_DIR
// set, it writes 30 rewritten references per language pair there for
// review. Numbers are reported whatever they show; the assertions only
// check that the pipeline ran.
func TestMetaEvalWMT23(t *testing.T) {
	if testing.Short() {
		t.Skip("meta-evaluation is long; skipped with -short")
	}
	shared := sharedDir(t)
	for _, pair := range []struct{ name, lang, lemmaLang string }{
		{"generaltest2023.en-cs", "cz", "cs"},
		{"generaltest2023.de-en", "en", "en"},
	} {
		t.Run(pair.name, func(t *testing.T) {
			dir := filepath.Join(shared, "eval", "wmt23-general", pair.name)
			human := humanScores(t, dir)
			refLines := readFile(t, filepath.Join(dir, "ref.txt"))
			var names []string
			for n := range human {
				if _, err := os.Stat(filepath.Join(dir, "sys", n+".txt")); err == nil {
					names = append(names, n)
				}
			}
			sort.Strings(names)
			variants := metaVariants(t, shared, pair.lang, pair.lemmaLang)
			evPm := variants[2].ev
			scores := make([][]float64, len(variants))
			var hs []float64
			var subs, fixes, segs int
			start := time.Now()
			var sample []string
			for _, n := range names {
				hyps := readFile(t, filepath.Join(dir, "sys", n+".txt"))
				require.Len(t, hyps, len(refLines))
				hs = append(hs, human[n])
				for k, v := range variants {
					refs, err := v.ev.PrepareReferences([][]string{refLines}, nil)
					require.NoError(t, err)
					s, err := v.ev.ScoreSystem(n, hyps, refs)
					require.NoError(t, err)
					scores[k] = append(scores[k], s.Corpus.Score)
					if v.ev == evPm {
						for i, rw := range s.Rewritten {
							subs += len(rw[0].Subs)
							fixes += len(rw[0].Edits)
							segs++
							if len(rw[0].Edits) > 0 && len(sample) < 30 {
								sample = append(sample, fmt.Sprintf("%s\t%d\nHYP:   %s\nREF:   %s\nREWR:  %s\nFIXED: %s\n", n, i+1, hyps[i], refLines[i], rw[0].Unfixed, rw[0].Text))
							}
						}
					}
				}
			}
			t.Logf("%s: %d systems, %d segments each; rewriting: %.3f substitutions and %.3f fixes per sentence (%v for all variants)",
				pair.name, len(names), len(refLines), float64(subs)/float64(segs), float64(fixes)/float64(segs), time.Since(start).Round(time.Second))
			logCorrelations(t, variants, scores, hs)
			assert.Greater(t, subs, 0)
			if out := os.Getenv("PARMESAN_REVIEW_DIR"); out != "" {
				require.NoError(t, os.MkdirAll(out, 0o755))
				f, err := os.Create(filepath.Join(out, pair.name+".rewrites.txt"))
				require.NoError(t, err)
				w := bufio.NewWriter(f)
				for _, s := range sample {
					fmt.Fprintln(w, s)
				}
				require.NoError(t, w.Flush())
				require.NoError(t, f.Close())
			}
		})
	}
}
