package report

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/pipeline"
)

func TestNumJSON(t *testing.T) {
	for _, c := range []struct {
		in   float64
		want string
	}{
		{0.5, "0.5"},
		{1, "1"},
		{0, "0"},
		{-0.00001, "0"}, // rounds to -0.0000, written as 0
		{0.25, "0.25"},
		{12.3456789, "12.3457"},
		{-0.0625, "-0.0625"},
		{100, "100"},
		{math.NaN(), "null"},
		{math.Inf(1), "null"},
	} {
		b, err := json.Marshal(Num(c.in))
		if err != nil || string(b) != c.want {
			t.Errorf("Num(%v) = %s, %v; want %s", c.in, b, err, c.want)
		}
	}
}

func TestFormat(t *testing.T) {
	for _, c := range []struct {
		in         float64
		score, pvl string
	}{
		{0.39741234, "0.3974", "0.397"},
		{72.789, "72.79", "72.789"},
		{1.99999, "2.0000", "2.000"},
		{0.001, "0.0010", "0.001"},
		{math.NaN(), "NaN", "NaN"},
	} {
		if got := FormatScore(c.in); got != c.score {
			t.Errorf("FormatScore(%v) = %s, want %s", c.in, got, c.score)
		}
		if got := FormatP(c.in); got != c.pvl {
			t.Errorf("FormatP(%v) = %s, want %s", c.in, got, c.pvl)
		}
	}
}

func TestPackMatches(t *testing.T) {
	ms := []meteor.Match{
		{RefStart: 0, RefLen: 1, HypStart: 0, HypLen: 1, Stage: 0},
		{RefStart: 3, RefLen: 2, HypStart: 5, HypLen: 3, Stage: 3},
		{RefStart: 7, RefLen: 300, HypStart: 1, HypLen: 1, Stage: 1}, // lengths over 255 are clamped
	}
	want := []int{0, 0, 0 | 1<<3 | 1<<11, 3, 5, 3 | 2<<3 | 3<<11, 7, 1, 1 | 255<<3 | 1<<11}
	got := packMatches(ms)
	if len(got) != len(want) {
		t.Fatalf("packMatches = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("packMatches = %v, want %v", got, want)
		}
	}
}

func exampleInput(t *testing.T) Input {
	t.Helper()
	dir := filepath.Join("..", "testdata", "example")
	read := func(name string) []string {
		lines, err := data.ReadLinesFile(filepath.Join(dir, name), nil)
		if err != nil {
			t.Fatal(err)
		}
		return lines
	}
	return Input{Refs: [][]string{read("ref.txt")},
		Systems: []eval.System{{Name: "fluent", Hyps: read("hyp.txt")}, {Name: "telegraphic", Hyps: read("hyp2.txt")}}}
}

// TestAlignmentHandMade checks the alignment kept for one segment against
// one worked out by hand: "the cat sat on a mat" against "the cat sat on
// the mat" matches 5 words exactly in 2 chunks (the cat sat on | mat).
func TestAlignmentHandMade(t *testing.T) {
	in := Input{Refs: [][]string{{"The cat sat on the mat ."}},
		Systems: []eval.System{{Name: "a", Hyps: []string{"The cat sat on a mat ."}}}}
	d, err := Build(in, Options{Metrics: []string{"meteor"}, Evaluator: eval.Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}}})
	if err != nil {
		t.Fatal(err)
	}
	s := d.Systems[0]
	if s.Hyp[0] != "The cat sat on a mat ." || d.Refs[0] != "The cat sat on the mat ." {
		t.Fatalf("tokens: %q / %q", s.Hyp[0], d.Refs[0])
	}
	// ref→hyp pairs, all exact (stage 0), single words: 0-0 1-1 2-2 3-3 5-5 6-6
	got := map[[2]int]bool{}
	for k := 0; k < len(s.Align[0]); k += 3 {
		code := s.Align[0][k+2]
		if code != 1<<3|1<<11 {
			t.Errorf("match %d: code %d, want exact one-word", k/3, code)
		}
		got[[2]int{s.Align[0][k], s.Align[0][k+1]}] = true
	}
	for _, p := range [][2]int{{0, 0}, {1, 1}, {2, 2}, {3, 3}, {5, 5}, {6, 6}} {
		if !got[p] {
			t.Errorf("missing match ref %d – hyp %d (have %v)", p[0], p[1], got)
		}
	}
	if len(got) != 6 {
		t.Errorf("%d matches, want 6: %v", len(got), got)
	}
	// The segment score is the scorer's own for this pair (the scorer is
	// checked against the reference jar elsewhere); Num keeps 4 decimals.
	sc, err := eval.NewEvaluator(eval.Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}})
	if err != nil {
		t.Fatal(err)
	}
	want := sc.Scorer().Align(in.Systems[0].Hyps[0], in.Refs[0][:1]).Metrics.Score
	if got := float64(s.Seg[0][0]); math.Abs(got-want) > 5e-5 {
		t.Errorf("segment score %v, want %v", got, want)
	}
}

func TestBuildExample(t *testing.T) {
	in := exampleInput(t)
	d, err := Build(in, Options{Baseline: "telegraphic", Metrics: []string{"meteor", "bleu", "ter"}})
	if err != nil {
		t.Fatal(err)
	}
	if d.Baseline != "telegraphic" || d.Systems[0].Name != "telegraphic" || d.Systems[1].Name != "fluent" {
		t.Fatalf("baseline not first: %s, %s", d.Systems[0].Name, d.Systems[1].Name)
	}
	if d.Segments != 20 || len(d.Metrics) != 3 || !d.Metrics[2].Lower || d.Metrics[0].Lower {
		t.Fatalf("segments %d, metrics %+v", d.Segments, d.Metrics)
	}
	// The summary is ScoreMetrics' result for the same systems in the same
	// order (what "parmesan score --metric … --confidence" prints).
	ev, err := eval.NewEvaluator(eval.Options{})
	if err != nil {
		t.Fatal(err)
	}
	refs, err := ev.PrepareReferences(in.Refs, nil)
	if err != nil {
		t.Fatal(err)
	}
	ms, err := ev.NewMetrics([]string{"meteor", "bleu", "ter"}, eval.MetricConfig{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	conf := DefaultConfidence
	res, err := ev.ScoreMetrics(ms, []eval.System{in.Systems[1], in.Systems[0]}, refs, eval.MetricOptions{Confidence: &conf, Sentences: true})
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range res {
		s, m := d.Systems[i/3], i%3
		got := s.Scores[m]
		if s.Name != r.System || float64(got.Score) != r.Score || float64(got.Low) != r.Confidence.Low || float64(got.High) != r.Confidence.High {
			t.Errorf("%s %s: report %+v, ScoreMetrics %v %+v", r.System, r.Metric, got, r.Score, r.Confidence)
		}
		if (r.Paired == nil) != (got.PBoot == nil) || r.Paired != nil && (float64(*got.PBoot) != r.Paired.PBootstrap || float64(*got.PAR) != r.Paired.PApproxRand || float64(*got.Delta) != r.Paired.Delta) {
			t.Errorf("%s %s: paired test differs", r.System, r.Metric)
		}
		for k, x := range r.Segments {
			if math.Abs(float64(s.Seg[m][k])-x) > 5e-5 {
				t.Errorf("%s %s segment %d: %v, want %v", r.System, r.Metric, k+1, s.Seg[m][k], x)
			}
		}
	}
	// Every exact match pairs equal words (case aside).
	for _, s := range d.Systems {
		for i, al := range s.Align {
			hyp, ref := strings.Fields(s.Hyp[i]), strings.Fields(d.Refs[i])
			for k := 0; k < len(al); k += 3 {
				if al[k+2]&7 == 0 && !strings.EqualFold(hyp[al[k+1]], ref[al[k]]) {
					t.Errorf("%s segment %d: exact match %q = %q", s.Name, i+1, hyp[al[k+1]], ref[al[k]])
				}
			}
		}
	}
}

func TestBuildRewrite(t *testing.T) {
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
	if err != nil {
		t.Skipf("English rewriting unavailable: %v", err)
	}
	d, err := Build(exampleInput(t), Options{Evaluator: eval.Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm}, Rewrite: ro}})
	if err != nil {
		t.Fatal(err)
	}
	if !d.Rewrite || d.Metrics[0].Display != "Parmesan" {
		t.Fatalf("rewrite %v, metric %+v", d.Rewrite, d.Metrics[0])
	}
	subs, fixes := 0, 0
	for _, s := range d.Systems {
		for i, rw := range s.RW {
			if rw == nil {
				continue
			}
			toks, orig := strings.Fields(rw.Tokens), strings.Fields(d.Refs[i])
			shift := 0 // rewritten minus reference positions so far (phrases: n words by m)
			for _, sub := range rw.Subs {
				subs++
				pos, old, nw := int(sub[0].(int)), sub[1].(string), sub[2].(string)
				n, m := len(strings.Fields(old)), len(strings.Fields(nw))
				if p := pos - shift; p < 0 || p+n > len(orig) || strings.Join(orig[p:p+n], " ") != old {
					t.Errorf("%s segment %d: substitution of %q at %d (reference position %d), the reference has %q", s.Name, i+1, old, pos, p, orig)
				}
				shift += m - n
				if src := sub[6].(int); src >= len(d.Sources) || d.Sources[src].Text == "" {
					t.Errorf("%s segment %d: source %d unexplained", s.Name, i+1, src)
				}
			}
			for _, f := range rw.Fixes {
				fixes++
				rule, pos := f[0].(int), f[1].(int)
				if toks[pos] != f[3].(string) {
					t.Errorf("%s segment %d: fix to %q at %d, the rewrite has %q", s.Name, i+1, f[3], pos, toks[pos])
				}
				if strings.HasPrefix(d.Rules[rule].Text, "agreement repair (") {
					t.Errorf("rule %s has no explanation", d.Rules[rule].Name)
				}
			}
		}
	}
	if subs == 0 || fixes == 0 {
		t.Errorf("%d substitutions, %d fixes on the example; want some of each", subs, fixes)
	}
}

// With a source dictionary (score --rewrite --source), the report grounds
// the references in the sources as the score command does: a dictionary
// that translates nothing keeps no substitution, and the summary equals
// ScoreMetrics on the grounded references. Without sources it is an input
// error.
func TestBuildGrounded(t *testing.T) {
	// WordNet only: the grounding does not drop pairs mined from many
	// translations (the default multi-en table carries its own evidence).
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English, Sources: []pipeline.Source{{Kind: pipeline.SourceWordNet}}})
	if err != nil {
		t.Skipf("English rewriting unavailable: %v", err)
	}
	ro.Dictionary = paraphrase.NewDictionary()
	opts := eval.Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm}, Rewrite: ro}
	in := exampleInput(t)
	if _, err := Build(in, Options{Evaluator: opts}); !errors.Is(err, ErrInput) {
		t.Fatalf("no sources: %v, want ErrInput", err)
	}
	in.Sources = in.Refs[0]
	d, err := Build(in, Options{Evaluator: opts, Metrics: []string{"meteor"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range d.Systems {
		for i, rw := range s.RW {
			if rw != nil && len(rw.Subs) > 0 {
				t.Errorf("%s segment %d: %d substitutions kept without a translation", s.Name, i+1, len(rw.Subs))
			}
		}
	}
	ev, err := eval.NewEvaluator(opts)
	if err != nil {
		t.Fatal(err)
	}
	refs, err := ev.PrepareReferences(in.Refs, in.Sources)
	if err != nil {
		t.Fatal(err)
	}
	ms, err := ev.NewMetrics([]string{"meteor"}, eval.MetricConfig{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	var systems []eval.System // in the report's order
	for _, sd := range d.Systems {
		for _, x := range in.Systems {
			if x.Name == sd.Name {
				systems = append(systems, x)
			}
		}
	}
	res, err := ev.ScoreMetrics(ms, systems, refs, eval.MetricOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range res {
		if got := d.Systems[i].Scores[0].Score; float64(got) != r.Score {
			t.Errorf("%s: report %v, ScoreMetrics on grounded references %v", r.System, got, r.Score)
		}
	}
}

func TestBuildErrors(t *testing.T) {
	in := exampleInput(t)
	short := in
	short.Systems = []eval.System{{Name: "x", Hyps: []string{"a"}}}
	twice := in
	twice.Systems = []eval.System{in.Systems[0], in.Systems[0]}
	for _, c := range []struct {
		name string
		in   Input
		o    Options
		want error
		msg  string
	}{
		{"no refs", Input{Systems: in.Systems}, Options{}, ErrInput, "no reference"},
		{"no systems", Input{Refs: in.Refs}, Options{}, ErrInput, "no systems"},
		{"short system", short, Options{}, ErrInput, "system x has 1 segments, the references have 20"},
		{"same name", twice, Options{}, ErrInput, "given twice"},
		{"baseline", in, Options{Baseline: "nope"}, ErrInput, "systems: fluent, telegraphic"},
		{"metric", in, Options{Metrics: []string{"nope"}}, eval.ErrUnknownMetric, "known:"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Build(c.in, c.o)
			if !errors.Is(err, c.want) || !strings.Contains(err.Error(), c.msg) {
				t.Errorf("err = %v, want %v containing %q", err, c.want, c.msg)
			}
		})
	}
}

func TestHumanCorrelation(t *testing.T) {
	d := &Data{Segments: 2, Metrics: []Metric{{Name: "m"}}, Systems: []System{
		{Name: "a", Scores: []Score{{Score: 0.1}}}, {Name: "b", Scores: []Score{{Score: 0.2}}},
		{Name: "c", Scores: []Score{{Score: 0.4}}}, {Name: "h", Scores: []Score{{Score: 0.9}}}}}
	addHuman(d, &Human{Sys: map[string]float64{"a": 1, "b": 2, "h": 0},
		Seg:          map[string][]float64{"c": {3, math.NaN()}},
		Translations: map[string]bool{"h": true}})
	// c's human score is the mean of its defined segment scores (3); the
	// human translation h is left out, so r is Pearson over
	// (0.1, 1), (0.2, 2), (0.4, 3): by hand 0.9820.
	if d.Systems[2].HumanScore == nil || *d.Systems[2].HumanScore != 3 {
		t.Fatalf("c's human score %v, want 3", d.Systems[2].HumanScore)
	}
	if !d.Systems[3].HumanTrans || len(d.Correlations) != 1 || math.Abs(float64(d.Correlations[0])-0.98198) > 1e-4 {
		t.Errorf("correlations %v, want [0.98198]", d.Correlations)
	}
}

// TestWriteHTML checks the template: self-contained, data escaped, the
// summary table carrying every score exactly.
func TestWriteHTML(t *testing.T) {
	in := exampleInput(t)
	in.Systems[0].Hyps = append([]string(nil), in.Systems[0].Hyps...)
	in.Systems[0].Hyps[3] = `</script><script>alert(1)</script> & "quotes" <b>`
	in.Title = `A <title> & more`
	d, err := Build(in, Options{Metrics: []string{"meteor", "chrf"}})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := d.WriteHTML(&b); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, bad := range []string{"<script src", "<link", "@import", "url(", "https://", "alert(1)</script>", "<title>A <title>"} {
		if strings.Contains(page, bad) {
			t.Errorf("page contains %q", bad)
		}
	}
	if n := strings.Count(page, "http://"); n != 1 || !strings.Contains(page, `"http://www.w3.org/2000/svg"`) {
		t.Errorf("page names %d URLs; want only the SVG namespace", n)
	}
	if !strings.Contains(page, "<title>A &lt;title&gt; &amp; more</title>") {
		t.Error("title not escaped")
	}
	// The embedded data round-trips.
	m := regexp.MustCompile(`(?s)<script type="application/json" id="data">(.*?)</script>`).FindStringSubmatch(page)
	if m == nil {
		t.Fatal("no data element")
	}
	var back Data
	if err := json.Unmarshal([]byte(m[1]), &back); err != nil {
		t.Fatalf("embedded data: %v", err)
	}
	if back.Systems[0].Hyp[3] != d.Systems[0].Hyp[3] || back.Title != in.Title {
		t.Errorf("round trip: %q, %q", back.Systems[0].Hyp[3], back.Title)
	}
	// One score cell per system × metric, with the exact value and its
	// display form.
	cells := regexp.MustCompile(`<td class="num score" data-metric="([a-z]+)" data-v="([^"]+)" data-lo="([^"]+)" data-hi="([^"]+)"><b>([^<]+)</b>`).FindAllStringSubmatch(page, -1)
	if len(cells) != 4 {
		t.Fatalf("%d score cells, want 4", len(cells))
	}
	for k, c := range cells {
		s := d.Systems[k/2].Scores[k%2]
		v, lo, hi := float64(s.Score), float64(s.Low), float64(s.High)
		if c[1] != d.Metrics[k%2].Name || c[2] != full(v) || c[3] != full(lo) || c[4] != full(hi) || c[5] != FormatScore(v) {
			t.Errorf("cell %d = %q, want %s %s [%s %s]", k, c[1:], d.Metrics[k%2].Name, full(v), full(lo), full(hi))
		}
	}
}

func TestWriteFileAtomic(t *testing.T) {
	d, err := Build(exampleInput(t), Options{Metrics: []string{"chrf"}})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "r.html")
	if err := d.WriteFile(p); err != nil {
		t.Fatal(err)
	}
	if err := d.WriteFile(filepath.Join(dir, "missing", "r.html")); err == nil {
		t.Error("writing into a missing directory succeeded")
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Errorf("%d files left in the directory, want 1", len(ents))
	}
}

// TestBuildEmptySegments: empty hypotheses and references are reported,
// not refused, and the page renders.
func TestBuildEmptySegments(t *testing.T) {
	in := Input{Refs: [][]string{{"", "a b c", ""}},
		Systems: []eval.System{{Name: "s", Hyps: []string{"x", "", ""}}, {Name: "t", Hyps: []string{"", "a b c", "y"}}}}
	// chrF, as sacrebleu, refuses an empty reference: an error, not a panic.
	if _, err := Build(in, Options{Metrics: []string{"chrf"}}); err == nil || !strings.Contains(err.Error(), "segment 1, chrf") {
		t.Errorf("chrF on an empty reference: %v", err)
	}
	d, err := Build(in, Options{Metrics: []string{"meteor"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Systems[0].Align[0]) != 0 || len(d.Systems[1].Align[1]) != 9 {
		t.Errorf("alignments %v / %v", d.Systems[0].Align, d.Systems[1].Align)
	}
	var b bytes.Buffer
	if err := d.WriteHTML(&b); err != nil {
		t.Fatal(err)
	}
}

// mheads returns the metric header cells of the summary table.
func mheads(page string) []string {
	var out []string
	for _, m := range regexp.MustCompile(`<th colspan="3" class="mhead"[^>]*>(.*?)</th>`).FindAllStringSubmatch(page, -1) {
		out = append(out, m[1])
	}
	return out
}

// Every column scored on rewritten references carries a visible label
// (in the summary header and the signature list); columns on the
// original references carry none.
func TestRewrittenLabel(t *testing.T) {
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
	if err != nil {
		t.Skipf("English rewriting unavailable: %v", err)
	}
	for _, rewrite := range []bool{false, true} {
		o := Options{Evaluator: eval.Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm}}, Metrics: []string{"meteor", "chrf"}}
		if rewrite {
			o.Evaluator.Rewrite = ro
		}
		d, err := Build(exampleInput(t), o)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := d.WriteHTML(&b); err != nil {
			t.Fatal(err)
		}
		page := b.String()
		heads := mheads(page)
		if len(heads) != 2 || len(d.Metrics) != 2 {
			t.Fatalf("rewrite %v: %d header cells, %d metrics", rewrite, len(heads), len(d.Metrics))
		}
		for i, h := range heads {
			m := d.Metrics[i]
			wantRW := rewrite // every metric is on rewritten references under --rewrite
			if m.Rewritten != wantRW {
				t.Errorf("rewrite %v: metric %s Rewritten = %v", rewrite, m.Name, m.Rewritten)
			}
			if got := strings.Contains(h, `class="rwtag"`) && strings.Contains(h, "rewritten refs"); got != wantRW {
				t.Errorf("rewrite %v: header %q labelled %v", rewrite, h, got)
			}
		}
		if got := strings.Count(page, `<dt>`+d.Metrics[0].Display+` <span class="rwtag">rewritten refs</span></dt>`); got != map[bool]int{false: 0, true: 1}[rewrite] {
			t.Errorf("rewrite %v: signature list labels %d times", rewrite, got)
		}
		if d.AnyRewritten() != rewrite {
			t.Errorf("rewrite %v: AnyRewritten %v", rewrite, d.AnyRewritten())
		}
	}
}

// The page's script honours #seg=N deep links and gives each segment a
// link to itself (exercised in a browser by cmd/parmesan's
// TestReportInBrowser).
func TestDeepLinkScript(t *testing.T) {
	for _, want := range []string{`/^#seg=(\d+)(?:&sys=([^&]*))?/`, `"#seg=" + (i + 1)`, `addEventListener("hashchange"`, `link.id = "seg-link"`, `class=\"seglink\"`} {
		if !strings.Contains(pageJS, want) {
			t.Errorf("report.js lacks %s", want)
		}
	}
}
