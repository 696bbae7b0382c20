package eval

import (
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/correlate"
	"github.com/parmesan-mt/parmesan/meteor"
)

// TestMetaEvalMetricFamily correlates BLEU, chrF, TER, m-BLEU and m-TER,
// on the original references and on references rewritten toward each
// hypothesis (Parmesan), with human judgments: segment level on HUME
// en-cs and MQM TED zh-en, system level on WMT23 de-en (human
// translations left out). TER and m-TER are negated, so that higher is
// better everywhere. m-BLEU and m-TER align with the language's Meteor
// matchers and the paraphrase tables of TestMetaEvalSegments. Numbers are
// reported whatever they show; the test only checks that they exist.
// It runs only with PARMESAN_METAEVAL_FAMILY set (it takes minutes).
func TestMetaEvalMetricFamily(t *testing.T) {
	if os.Getenv("PARMESAN_METAEVAL_FAMILY") == "" {
		t.Skip("meta-evaluation of the metric family takes minutes; set PARMESAN_METAEVAL_FAMILY=1 to run it")
	}
	shared := sharedDir(t)
	names := []string{MetricBLEU, MetricCHRF, MetricTER, MetricMBLEU, MetricMTER}
	for _, set := range []struct {
		dir, lang, lemmaLang string
		segment              bool
	}{
		{"hume-round2/hume2016.en-cs", "cz", "cs", true},
		{"mqm-ted2021/tedtalks2021.zh-en", "en", "en", true},
		{"wmt23-general/generaltest2023.de-en", "en", "en", false},
	} {
		t.Run(filepath.Base(set.dir), func(t *testing.T) {
			dir := filepath.Join(shared, "eval", set.dir)
			variants := metaVariants(t, shared, set.lang, set.lemmaLang)
			ev, err := NewEvaluator(Options{Rewrite: variants[2].ev.opts.Rewrite, Resources: variants[0].ev.opts.Resources,
				Meteor: meteor.Config{Language: set.lang, Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}})
			require.NoError(t, err)
			refLines := readFile(t, filepath.Join(dir, "ref.txt"))
			refs, err := ev.PrepareReferences([][]string{refLines}, nil)
			require.NoError(t, err)
			ms, err := ev.NewMetrics(names, MetricConfig{}, 1)
			require.NoError(t, err)
			var sysHuman map[string]float64
			var segHuman map[string]map[int]float64
			if set.segment {
				segHuman = readSegScores(t, filepath.Join(dir, "seg_scores.tsv"))
			} else {
				sysHuman = humanScores(t, dir)
			}
			skip := map[string]bool{}
			if _, err := os.Stat(filepath.Join(dir, "human_systems.txt")); err == nil {
				for _, n := range readFile(t, filepath.Join(dir, "human_systems.txt")) {
					skip[n] = true
				}
			}
			var systems []MetricSystem
			for _, n := range sortedKeys(sysHuman, segHuman) {
				p := filepath.Join(dir, "sys", n+".txt")
				if _, err := os.Stat(p); err != nil || skip[n] {
					continue
				}
				systems = append(systems, MetricSystem{Name: n, Hyps: readFile(t, p)})
			}
			res, err := ev.ScoreMetrics(ms, systems, refs, MetricOptions{Both: true, Sentences: set.segment})
			require.NoError(t, err)
			metric := map[string][]float64{}
			var human []float64
			var order []string
			for _, r := range res {
				key := r.Metric + "/" + r.References
				if _, ok := metric[key]; !ok && r.System == systems[0].Name {
					order = append(order, key)
				}
				sign := 1.0
				if r.Metric == MetricTER || r.Metric == MetricMTER {
					sign = -1
				}
				first := key == order[0]
				if !set.segment {
					metric[key] = append(metric[key], sign*r.Score)
					if first {
						human = append(human, sysHuman[r.System])
					}
					continue
				}
				for i, x := range r.Segments {
					if h, ok := segHuman[r.System][i]; ok {
						metric[key] = append(metric[key], sign*x)
						if first {
							human = append(human, h)
						}
					}
				}
			}
			t.Logf("%s: %d systems, %d human scores", set.dir, len(systems), len(human))
			for _, k := range order {
				r, err := correlate.Pearson(metric[k], human)
				require.NoError(t, err)
				tau, _ := correlate.Kendall(metric[k], human)
				t.Logf("  %-18s Pearson r = %+.3f  Kendall τ = %+.3f", k, r, tau)
			}
		})
	}
}

func readSegScores(t *testing.T, path string) map[string]map[int]float64 {
	human := map[string]map[int]float64{}
	for _, l := range readFile(t, path) {
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
	return human
}

func sortedKeys(a map[string]float64, b map[string]map[int]float64) []string {
	var out []string
	for k := range a {
		out = append(out, k)
	}
	for k := range b {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
