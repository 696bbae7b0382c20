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

// readmeCell is one figure of README.md's evidence section: the study
// table's row (its set label before the comma) and column it cites.
type readmeCell struct{ set, column string }

// readmeCells lists, README row by README row and in the order the row
// writes them, the Pearson-table cells behind every figure: a figure
// that moves to another row or column, or a row that gains a figure,
// fails TestREADMEFigures. Keep it in step when the README's wording
// changes; the values always come from testdata/study.md.
var readmeCells = map[string][]readmeCell{
	"cs": {
		{"HUME en-cs", "chrF"}, {"HUME en-cs", "Meteor default"}, {"HUME en-cs", "Parmesan (paper)"},
		{"WMT23 en-cs", "chrF"}, {"WMT23 en-cs", "Meteor default"}, {"WMT23 en-cs", "Parmesan (paper)"},
	},
	"en": {
		{"MQM TED zh-en", "Meteor default"}, {"MQM TED zh-en", "Parmesan (paper)"}, {"MQM TED zh-en", "chrF"},
		{"WMT23 de-en", "Meteor default"}, {"WMT23 de-en", "Parmesan (paper)"}, {"WMT23 de-en", "chrF"},
		{"WMT12 cs-en", "chrF"}, {"WMT12 cs-en", "Meteor default"},
		{"WMT12 fr-en", "chrF"}, {"WMT12 fr-en", "Meteor default"},
	},
	"de": {
		{"HUME en-de", "chrF"}, {"HUME en-de", "chrF, rewritten refs"}, {"HUME en-de", "Meteor default"}, {"HUME en-de", "Parmesan (paper)"},
		{"WMT12 en-de", "chrF"}, {"WMT12 en-de", "chrF, rewritten refs"}, {"WMT12 en-de", "Meteor default"}, {"WMT12 en-de", "Parmesan (paper)"},
		{"WMT23 en-de", "chrF"}, {"WMT23 en-de", "chrF, rewritten refs"}, {"WMT23 en-de", "Meteor default"}, {"WMT23 en-de", "Parmesan (paper)"},
		{"MQM TED en-de", "chrF"}, {"MQM TED en-de", "chrF, rewritten refs"}, {"MQM TED en-de", "Meteor default"},
	},
	"ro": {
		{"HUME en-ro", "chrF, rewritten refs"},
		{"HUME en-ro", "chrF"}, {"HUME en-ro", "chrF, rewritten refs"}, {"HUME en-ro", "Meteor default"}, {"HUME en-ro", "Parmesan (paper)"},
	},
	"fr": {{"WMT12 en-fr", "chrF"}, {"WMT12 en-fr", "chrF, rewritten refs"}, {"WMT12 en-fr", "Meteor default"}, {"WMT12 en-fr", "Parmesan (paper)"}},
	"es": {{"WMT12 en-es", "chrF"}, {"WMT12 en-es", "chrF, rewritten refs"}, {"WMT12 en-es", "Meteor default"}, {"WMT12 en-es", "Parmesan (paper)"}},
}

// readmePresetFigures are the presets paragraph's figures in order: the
// held-out summary of eval/tuned.txt (preset, tuned or start), rounded
// to the README's digits.
var readmePresetFigures = [][2]string{
	{"meteor-cs", "tuned"}, {"parmesan-cs", "tuned"}, {"meteor-cs", "start"}, {"parmesan-cs", "start"},
	{"meteor-en", "tuned"}, {"meteor-en", "start"}, {"parmesan-en", "tuned"}, {"parmesan-en", "start"},
}

// pearsonTable reads the first table of testdata/study.md (Pearson r):
// set label (before the comma) → column → the figure without its interval.
func pearsonTable(t *testing.T, root string) map[string]map[string]string {
	b, err := os.ReadFile(tablePath(root, "study"))
	require.NoError(t, err)
	var header []string
	out := map[string]map[string]string{}
	for _, line := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(line, "|") {
			if header != nil && len(out) > 0 {
				break // the end of the first table
			}
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		switch {
		case header == nil:
			header = cells
		case strings.HasPrefix(cells[0], "---"):
		default:
			require.Len(t, cells, len(header), "study.md row %q", line)
			set, _, _ := strings.Cut(cells[0], ",")
			out[set] = map[string]string{}
			for i := 1; i < len(cells); i++ {
				v, _, _ := strings.Cut(cells[i], " ")
				out[set][header[i]] = v
			}
		}
	}
	require.NotEmpty(t, out, "study.md has no Pearson table")
	return out
}

// evidenceSection returns README.md's evidence section.
func evidenceSection(t *testing.T, root string) string {
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	require.NoError(t, err)
	text := string(readme)
	i, j := strings.Index(text, "<!-- evidence"), strings.Index(text, "<!-- end of evidence -->")
	require.True(t, i >= 0 && j > i, "README.md has no evidence section")
	return text[i:j]
}

// TestREADMEFigures ties every figure of the README's recommendation
// table to the study table's cell it cites (readmeCells), the presets
// paragraph's to eval/tuned.txt's held-out summary, and the table's
// "N of M sets" counts to a count over the Pearson table.
func TestREADMEFigures(t *testing.T) {
	root := filepath.Join("..", "..")
	section := evidenceSection(t, root)
	table := pearsonTable(t, root)
	figure := regexp.MustCompile(`\b\d\.\d{3,4}\b`)
	rows := map[string]string{}
	var presets string
	for _, line := range strings.Split(section, "\n") {
		if m := regexp.MustCompile(`^\| ([a-z]+) \|`).FindStringSubmatch(line); m != nil {
			rows[m[1]] = line
		} else if !strings.HasPrefix(line, "|") {
			presets += line + "\n"
		}
	}
	for _, lang := range []string{"cs", "en", "de", "ro", "fr", "es", "pl", "ru", "other"} {
		line, ok := rows[lang]
		require.True(t, ok, "README's evidence table has no %s row", lang)
		got := figure.FindAllString(line, -1)
		want := readmeCells[lang]
		require.Len(t, got, len(want), "README's %s row cites %v; readmeCells says %d cells", lang, got, len(want))
		for k, c := range want {
			v, ok := table[c.set][c.column]
			require.True(t, ok, "study.md has no cell %s / %s", c.set, c.column)
			assert.Equal(t, v, got[k], "README's %s row, figure %d: cited as %s / %s", lang, k+1, c.set, c.column)
		}
	}

	b, err := os.ReadFile(tablePath(root, "presets"))
	require.NoError(t, err)
	summary := map[string]float64{}
	for _, m := range regexp.MustCompile(`(?m)^#\s+(\S+)\s+tuned (\S+)\s+start (\S+)`).FindAllStringSubmatch(string(b), -1) {
		for k, kind := range []string{"tuned", "start"} {
			v, err := strconv.ParseFloat(m[2+k], 64)
			require.NoError(t, err)
			summary[m[1]+"/"+kind] = v
		}
	}
	got := figure.FindAllString(presets, -1)
	require.Len(t, got, len(readmePresetFigures), "README's presets paragraph cites %v", got)
	for k, p := range readmePresetFigures {
		v, ok := summary[p[0]+"/"+p[1]]
		require.True(t, ok, "eval/tuned.txt's summary has no %s %s", p[0], p[1])
		digits := len(got[k]) - strings.Index(got[k], ".") - 1
		assert.Equal(t, strconv.FormatFloat(v, 'f', digits, 64), got[k], "README's presets figure %d: %s %s", k+1, p[0], p[1])
	}

	// "N of the M" claims, counted over the Pearson table.
	num := func(set, col string) float64 {
		v, err := strconv.ParseFloat(table[set][col], 64)
		require.NoError(t, err, "%s / %s", set, col)
		return v
	}
	count := func(into func(set string) bool, better func(set string) bool) (n, of int) {
		for set := range table {
			if into(set) {
				of++
				if better(set) {
					n++
				}
			}
		}
		return n, of
	}
	intoEnglish := func(set string) bool { return strings.HasSuffix(set, "-en") }
	for _, c := range []struct {
		claim  *regexp.Regexp
		into   func(string) bool
		better func(string) bool
	}{
		{regexp.MustCompile(`Parmesan is above Meteor on (\d+) of the (\d+) into-English sets`), intoEnglish,
			func(s string) bool { return num(s, "Parmesan (paper)") > num(s, "Meteor default") }},
		{regexp.MustCompile(`chrF is better on .*as good or better on (\d+) of the (\d+)`), intoEnglish,
			func(s string) bool { return num(s, "chrF") >= num(s, "Meteor default") }},
		{regexp.MustCompile(`On the (\d+) sets above into languages other than English, it is as good as or better than Meteor on (\d+)`),
			func(s string) bool { return !intoEnglish(s) },
			func(s string) bool { return num(s, "chrF") >= num(s, "Meteor default") }},
	} {
		m := c.claim.FindStringSubmatch(section)
		require.NotNil(t, m, "README's evidence section no longer says %q", c.claim)
		n, of := count(c.into, c.better)
		a, b := m[1], m[2]
		if strings.HasPrefix(c.claim.String(), "On the") {
			a, b = m[2], m[1]
		}
		assert.Equal(t, [2]string{strconv.Itoa(n), strconv.Itoa(of)}, [2]string{a, b}, "README: %q", m[0])
	}
}
