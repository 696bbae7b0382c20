package main

import (
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/correlate"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/tune"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// TestTables recomputes every table from ../shared and compares it with
// its golden file (testdata/NAME.md); -update rewrites the files.
func TestTables(t *testing.T) {
	shared := filepath.Join("..", "..", "..", "shared")
	if _, err := os.Stat(filepath.Join(shared, "eval")); err != nil {
		t.Skipf("shared material not found at %s (the tables are computed from ../shared/eval beside the repository): %v", shared, err)
	}
	// One run for every table, as the command does: the presets table
	// reuses the sets the study table collected.
	r := newRun(shared, nil)
	r.cache.Dir = t.TempDir() // recompute: never trust a cache in a golden test
	for _, name := range tableOrder {
		t.Run(name, func(t *testing.T) {
			if os.Getenv("PARMESAN_STUDY") == "" {
				t.Skipf("recomputing the %s table takes minutes (meta: 70 s CPU; study: tens of minutes); set PARMESAN_STUDY=1 to run it", name)
			}
			if testing.Short() {
				t.Skip("tables are recomputed from ../shared; skipped with -short")
			}
			got, err := tables[name](r)
			require.NoError(t, err)
			path := tablePath(filepath.Join("..", ".."), name)
			if *update {
				require.NoError(t, writeTable(path, got))
				return
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err)
			if got != string(want) {
				t.Errorf("%s differs from the recomputed table (review and run, in bench/, go test ./study -update):\n%s", path, firstDiff(string(want), got))
			}
		})
	}
}

// firstDiff shows the first line where two texts differ.
func firstDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < max(len(w), len(g)); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\n want: %s\n  got: %s", i+1, a, b)
		}
	}
	return ""
}

// TestPooledObjective checks the leave-one-set-out objective: on pooled
// data the tuned statistic is the mean of each set's own Pearson r,
// segment level over judged segments and system level over systems'
// summed statistics, computed here by hand from the same points.
func TestPooledObjective(t *testing.T) {
	st := func(match, length float64) meteor.Stats {
		s := meteor.Stats{TestLen: length, RefLen: length, TestTotal: length, RefTotal: length, Chunks: 1}
		s.TestContent[0], s.RefContent[0] = match, match
		s.TestWordMatches, s.RefWordMatches = match, match
		return s
	}
	nan := math.NaN()
	segSet := &collected{es: evalSet{label: "A", level: seg}, meteor: &tune.Data{
		Systems:  []string{"x", "y"},
		Stats:    [][]meteor.Stats{{st(1, 4), st(3, 4), st(2, 5)}, {st(4, 4), st(0, 3), st(2, 2)}},
		SegHuman: [][]float64{{0.1, 0.5, nan}, {0.9, 0.0, 0.7}},
	}}
	sysSet := &collected{es: evalSet{label: "B", level: sys}, meteor: &tune.Data{
		Systems:  []string{"p", "q", "r"},
		Stats:    [][]meteor.Stats{{st(1, 5)}, {st(3, 5)}, {st(4, 5)}},
		SysHuman: []float64{0.2, 0.3, 0.9},
	}}
	p := meteor.Params{Alpha: 0.85, Beta: 0.2, Gamma: 0.6, Delta: 0.75}
	w := []float64{1}
	score := func(s meteor.Stats) float64 { return s.Compute(p, w).Score }
	ra, err := correlate.Pearson(
		[]float64{score(st(1, 4)), score(st(3, 4)), score(st(4, 4)), score(st(0, 3)), score(st(2, 2))},
		[]float64{0.1, 0.5, 0.9, 0.0, 0.7})
	require.NoError(t, err)
	rb, err := correlate.Pearson([]float64{score(st(1, 5)), score(st(3, 5)), score(st(4, 5))}, []float64{0.2, 0.3, 0.9})
	require.NoError(t, err)

	d, stat := pooled([]*collected{segSet, sysSet}, func(c *collected) *tune.Data { return c.meteor })
	require.Len(t, d.Systems, 5)
	res, err := tune.Tune(d, tune.Options{Objective: tune.Objective{Level: tune.Segment, Statistic: stat}, Method: tune.Hill,
		Space: tune.Space{Alpha: tune.Range{Min: 0.85, Max: 0.85}, Beta: tune.Range{Min: 0.2, Max: 0.2}, Gamma: tune.Range{Min: 0.6, Max: 0.6},
			Delta: tune.Range{Min: 0.75, Max: 0.75}, Weights: []tune.Range{{Min: 1, Max: 1}}},
		Start: tune.Point{Params: p, Weights: w}})
	require.NoError(t, err)
	assert.InDelta(t, (ra+rb)/2, res.StartValue, 1e-12)
	assert.Equal(t, 8, res.Items) // 5 judged segments + 3 systems
}

// TestTrainingSets pins the leave-one-set-out rule: the other sets of
// the same level and target language, else all other sets of the level.
func TestTrainingSets(t *testing.T) {
	mk := func(label, lang string, lv level) *collected {
		return &collected{es: evalSet{label: label, level: lv}, lang: lang}
	}
	hume, wmt23cs := mk("HUME en-cs", "cs", seg), mk("WMT23 en-cs", "cs", sys)
	fr, es, de := mk("WMT12 en-fr", "fr", sys), mk("WMT12 en-es", "es", sys), mk("WMT12 en-de", "de", sys)
	mqmde, wmt23de := mk("MQM TED en-de", "de", seg), mk("WMT23 en-de", "de", sys)
	all := []*collected{hume, wmt23cs, fr, es, de, mqmde, wmt23de}
	labels := func(cs []*collected) []string {
		var out []string
		for _, c := range cs {
			out = append(out, c.es.label)
		}
		return out
	}
	assert.Equal(t, []string{"MQM TED en-de"}, labels(trainingSets(all, hume)))
	assert.Equal(t, []string{"HUME en-cs"}, labels(trainingSets(all, mqmde)))
	assert.Equal(t, []string{"WMT23 en-de"}, labels(trainingSets(all, de)))
	assert.Equal(t, []string{"WMT23 en-cs", "WMT12 en-es", "WMT12 en-de", "WMT23 en-de"}, labels(trainingSets(all, fr)))
	assert.Equal(t, []string{"WMT12 en-fr", "WMT12 en-es", "WMT12 en-de", "WMT23 en-de"}, labels(trainingSets(all, wmt23cs)))
}

// TestCanonicalLayout checks that moving statistics and weights to the
// canonical layout leaves every score unchanged: a German-like
// evaluator (exact, stem, then the rewritten-token module) against its
// canonical form (exact, stem, synonym with English's weight, module).
func TestCanonicalLayout(t *testing.T) {
	mods := []meteor.Module{meteor.Exact, meteor.Stem}
	var s meteor.Stats
	s.TestLen, s.RefLen, s.TestFunc, s.RefFunc, s.TestTotal, s.RefTotal, s.Chunks = 9, 10, 3, 4, 8, 8, 3
	s.TestWordMatches, s.RefWordMatches = 8, 8
	s.TestContent = [meteor.MaxModules]float64{3, 1, 1, 0} // slot 2: the module
	s.RefContent = [meteor.MaxModules]float64{3, 1, 1, 0}
	s.TestFunction = [meteor.MaxModules]float64{2, 0, 1, 0}
	s.RefFunction = [meteor.MaxModules]float64{2, 0, 1, 0}
	d := &tune.Data{Systems: []string{"a"}, Stats: [][]meteor.Stats{{s}}}
	cd, err := canonical(d, mods)
	require.NoError(t, err)
	c := cd.Stats[0][0]
	assert.Equal(t, [meteor.MaxModules]float64{3, 1, 0, 1}, c.TestContent)
	assert.Equal(t, [meteor.MaxModules]float64{2, 0, 0, 1}, c.RefFunction)
	p := meteor.Params{Alpha: 0.75, Beta: 1.4, Gamma: 0.45, Delta: 0.7}
	want := s.Compute(p, []float64{1, 0.8, 0.3}).Score
	got := c.Compute(p, []float64{1, 0.8, 0.123, 0.3}).Score
	assert.Equal(t, want, got)
	assert.Greater(t, want, 0.0)

	_, err = canonical(d, []meteor.Module{meteor.Exact, meteor.Paraphrase})
	require.Error(t, err)

	set, err := meteor.Config{Language: "de"}.Resolve()
	require.NoError(t, err)
	pt, err := canonicalPoint(set, true)
	require.NoError(t, err)
	require.Len(t, pt.Weights, 4)
	assert.Equal(t, set.Params, pt.Params)
	assert.Equal(t, 1.0, pt.Weights[3])
}

// TestCanonicalLemmaSlot: the lemma module takes the synonym's slot (no
// language has both): Czech exact + lemma + the rewritten-token module
// moves to slots 0, 2, 3 with the same score, its point carries Czech's
// lemma weight there, and a list with both matchers is refused.
func TestCanonicalLemmaSlot(t *testing.T) {
	mods := []meteor.Module{meteor.Exact, meteor.Lemma}
	var s meteor.Stats
	s.TestLen, s.RefLen, s.TestFunc, s.RefFunc, s.TestTotal, s.RefTotal, s.Chunks = 7, 8, 2, 2, 6, 6, 2
	s.TestWordMatches, s.RefWordMatches = 6, 6
	s.TestContent = [meteor.MaxModules]float64{2, 2, 1, 0} // exact, lemma, the module
	s.RefContent = [meteor.MaxModules]float64{2, 2, 1, 0}
	s.TestFunction = [meteor.MaxModules]float64{1, 0, 0, 0}
	s.RefFunction = [meteor.MaxModules]float64{1, 0, 0, 0}
	cd, err := canonical(&tune.Data{Systems: []string{"a"}, Stats: [][]meteor.Stats{{s}}}, mods)
	require.NoError(t, err)
	c := cd.Stats[0][0]
	assert.Equal(t, [meteor.MaxModules]float64{2, 0, 2, 1}, c.TestContent)
	p := meteor.Params{Alpha: 0.9, Beta: 1.2, Gamma: 0.5, Delta: 0.6}
	want := s.Compute(p, []float64{1, 0.7, 0.4}).Score
	assert.Equal(t, want, c.Compute(p, []float64{1, 0.55, 0.7, 0.4}).Score)
	assert.Greater(t, want, 0.0)

	set, err := meteor.Config{Language: "cs", Modules: mods}.Resolve()
	require.NoError(t, err)
	pt, err := canonicalPoint(set, false)
	require.NoError(t, err)
	require.Len(t, pt.Weights, 3)
	assert.Equal(t, set.Weights[1], pt.Weights[lemmaSlot])

	_, err = canonical(&tune.Data{}, []meteor.Module{meteor.Exact, meteor.Synonym, meteor.Lemma})
	require.ErrorContains(t, err, "share a slot")
}

// TestBaseOf: the weighted metric's metric on the original references is
// Meteor + lemma, tuned, or tuned Meteor where the language has none.
func TestBaseOf(t *testing.T) {
	row := &studyRow{na: map[string]string{}}
	assert.Equal(t, colMeteorLemma, baseOf(row, colWeighted))
	assert.Equal(t, colMeteor, baseOf(row, colPaper))
	row.na[colMeteorLemma] = "no lemmatizer"
	assert.Equal(t, colMeteorTuned, baseOf(row, colWeighted))
	assert.Equal(t, colCHRF, baseOf(row, colCHRFRw))
	assert.Equal(t, colCHRFTuned, baseOf(row, colCHRFRwTuned))
	assert.Contains(t, parmesanColumns, colCHRFRwTuned, "a best-Parmesan candidate")
}

func TestParseTables(t *testing.T) {
	got, err := parseTables("meta, study")
	require.NoError(t, err)
	assert.Equal(t, []string{"meta", "study"}, got)
	_, err = parseTables("meta,nope")
	require.ErrorContains(t, err, `unknown table "nope" (known: meta, family, study, presets)`)
}

func TestWithCI(t *testing.T) {
	assert.Equal(t, "0.386 [0.321, 0.447]", withCI(0.3864, 0.3205, 0.44749))
	assert.Equal(t, "– [–, –]", withCI(math.NaN(), math.NaN(), math.NaN()))
	assert.Equal(t, "-0.100 (-0.020)", corr{r: -0.1, tau: -0.02}.short())
}

// TestDocsLinkTables checks that the generated tables live in their golden
// files and are linked from the documentation (docs/*.md), not pasted: a
// change of the rewriting then changes the golden files only. The README
// must not paste them either.
func TestDocsLinkTables(t *testing.T) {
	root := filepath.Join("..", "..")
	pages, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	require.NoError(t, err)
	require.NotEmpty(t, pages, "no docs/*.md")
	var docs strings.Builder
	for _, p := range pages {
		b, err := os.ReadFile(p)
		require.NoError(t, err)
		docs.Write(b)
	}
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	require.NoError(t, err)
	for _, name := range tableOrder {
		rel := filepath.ToSlash(tablePath(".", name))
		golden, err := os.ReadFile(tablePath(root, name))
		require.NoError(t, err)
		if !strings.Contains(docs.String(), "](../"+rel+")") {
			t.Errorf("no page in docs/ links %s (write a link to ../%s)", rel, rel)
		}
		first := strings.SplitN(string(golden), "\n", 2)[0]
		if strings.Contains(string(readme), first) {
			t.Errorf("README.md pastes %s; link to it from docs/ instead", rel)
		}
	}
}

// TestREADMEFigures checks every figure (a number with three or four
// decimals) of the README's evidence section, between "<!-- evidence" and
// "<!-- end of evidence -->", against the golden files: each must be a
// figure of one of them, as printed or rounded to three decimals.
func TestREADMEFigures(t *testing.T) {
	root := filepath.Join("..", "..")
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	require.NoError(t, err)
	text := string(readme)
	i, j := strings.Index(text, "<!-- evidence"), strings.Index(text, "<!-- end of evidence -->")
	require.True(t, i >= 0 && j > i, "README.md has no evidence section (<!-- evidence ... <!-- end of evidence -->)")
	known := map[string]bool{}
	number := regexp.MustCompile(`-?\d+\.\d+`)
	for _, name := range tableOrder {
		golden, err := os.ReadFile(tablePath(root, name))
		require.NoError(t, err)
		for _, f := range number.FindAllString(string(golden), -1) {
			known[f] = true
			if v, err := strconv.ParseFloat(f, 64); err == nil {
				known[strconv.FormatFloat(v, 'f', 3, 64)] = true
			}
		}
	}
	figures := regexp.MustCompile(`\b\d\.\d{3,4}\b`).FindAllString(text[i:j], -1)
	require.GreaterOrEqual(t, len(figures), 20, "the evidence section cites too few figures to be the recommendation table")
	for _, f := range figures {
		if !known[f] {
			t.Errorf("README.md cites %s, which no golden file (%s) holds: take the figure from the tables", f, strings.Join(tableOrder, ", "))
		}
	}
}

func TestDelta(t *testing.T) {
	assert.Equal(t, "+0.012", delta(0.0123))
	assert.Equal(t, "-0.007", delta(-0.0071))
	assert.Equal(t, "+0.000", delta(-0.0001))
	assert.Equal(t, "–", delta(math.NaN()))
}

// TestCHRFStatistics: chrF's statistics collected once at the largest
// orders, re-projected at sacrebleu's defaults, give the study's chrF
// column (scored directly by eval.ScoreMetrics) cell by cell on HUME
// en-cs, also after a round trip through the memo's form.
func TestCHRFStatistics(t *testing.T) {
	shared := filepath.Join("..", "..", "..", "shared")
	r := newRun(shared, nil)
	es := studySets[0]
	set, err := r.set(es.dir)
	if err != nil {
		t.Skipf("shared set %s not found under %s: %v", es.dir, shared, err)
	}
	j, err := newJudged(set, es.level)
	require.NoError(t, err)
	d, err := collectCHRF("cs", nil, nil, set)
	require.NoError(t, err)
	ms, err := onReferences(j, "cs", "", nil, nil, []string{"chrf"})
	require.NoError(t, err)
	want := ms["chrf/original"]
	require.NotEmpty(t, want)
	back, err := fromMemo(toMemo(d))
	require.NoError(t, err)
	for _, x := range []*tune.MetricData{d, back} {
		got, err := rescoredMetric(j, x, x.Family.Default())
		require.NoError(t, err)
		require.Equal(t, len(want), len(got))
		for s := range want {
			assert.InDeltaSlice(t, want[s], got[s], 1e-9, "system %s", j.systems[s])
		}
	}
	_, err = fromMemo(&memoMetric{})
	require.NoError(t, err)

	// On the rewritten references, with one rewrite per system shared by
	// the metric family's chrF column and chrF's statistics.
	ro, err := rewriteOptions("cs")
	if err != nil {
		t.Skipf("Czech rewriting unavailable: %v", err)
	}
	rw, err := rewriteSystems(j, "cs", ro)
	require.NoError(t, err)
	d, err = collectCHRF("cs", ro, rw, set)
	require.NoError(t, err)
	require.True(t, d.Spec.Rewritten)
	ms, err = onReferences(j, "cs", "", ro, rw, []string{"chrf"})
	require.NoError(t, err)
	want = ms["chrf/rewritten"]
	require.NotEmpty(t, want)
	differs := false
	got, err := rescoredMetric(j, d, d.Family.Default())
	require.NoError(t, err)
	for s := range want {
		assert.InDeltaSlice(t, want[s], got[s], 1e-9, "rewritten, system %s", j.systems[s])
		differs = differs || !slices.Equal(want[s], ms["chrf/original"][s])
	}
	assert.True(t, differs, "the rewriting changes some score")
}
