package report

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/correlate"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/internal/pool"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// DefaultMetrics are the metrics of a report when Options.Metrics is
// empty: Meteor (the Parmesan metric when rewriting) and chrF.
var DefaultMetrics = []string{eval.MetricMeteor, eval.MetricCHRF}

// DefaultConfidence are the resampling settings of a report: 1000
// bootstrap resamples and 1000 approximate-randomization trials (a tenth
// of "parmesan score"'s trials, so that 15 systems × 2,000 segments
// build in seconds; the p-values' resolution is 0.001).
var DefaultConfidence = eval.ConfidenceOptions{Resamples: 1000, Trials: 1000, Seed: 12345}

// Input is what a report shows.
type Input struct {
	// Title heads the page (default "parmesan report").
	Title string
	// Refs[k][i] is reference k of segment i.
	Refs [][]string
	// Sources, when set, are the source sentences (one per segment).
	Sources []string
	// Systems are the outputs, one hypothesis per segment each.
	Systems []eval.System
	// Human, when set, are human judgments of the systems.
	Human *Human
}

// Human holds human judgments (data.EvalSet's, by system name).
type Human struct {
	// Seg[system][segment] is a segment score, NaN where there is none.
	Seg map[string][]float64
	// Sys[system] is a system score; systems without one get the mean of
	// their segment scores.
	Sys map[string]float64
	// Translations marks human translations among the systems; they are
	// left out of the metric-vs-human correlations.
	Translations map[string]bool
}

// Options configure Build.
type Options struct {
	// Evaluator configures the scoring (language, modules, rewriting);
	// its Confidence and Segments fields are not used.
	Evaluator eval.Options
	// Metrics are metric names (eval.MetricNames); default
	// DefaultMetrics.
	Metrics []string
	// MetricConfig configures the metrics beside Meteor.
	MetricConfig eval.MetricConfig
	// Confidence sets the bootstrap and paired tests; zero fields take
	// DefaultConfidence's values.
	Confidence eval.ConfidenceOptions
	// Baseline names the system the others are tested against (default:
	// the first); it is moved to the front.
	Baseline string
}

// ErrInput is wrapped by Build for inputs it cannot report on.
var ErrInput = errors.New("report: bad input")

// Data is the report's data model, embedded in the page as JSON. Field
// names are short because the WMT-sized page carries 30,000 segments.
type Data struct {
	Title      string   `json:"title"`
	Segments   int      `json:"segments"`
	References int      `json:"references"`
	Rewrite    bool     `json:"rewrite"`
	Lang       string   `json:"lang"`
	Baseline   string   `json:"baseline"`
	Modules    []string `json:"modules"` // alignment stages: exact, stem, synonym, paraphrase
	Metrics    []Metric `json:"metrics"`
	Systems    []System `json:"systems"`
	// Refs[i] are the tokens of reference 1 of segment i joined by
	// spaces (RefsMore holds references 2…, when there are several).
	Refs     []string   `json:"refs"`
	RefsMore [][]string `json:"refsMore,omitempty"`
	Src      []string   `json:"src,omitempty"`
	// HumanLabel names the human scores when there are some.
	HumanLabel string `json:"humanLabel,omitempty"`
	// Correlations[m] is Pearson's r between metric m and the human
	// system scores (human translations left out); NaN as null.
	Correlations []Num   `json:"corr,omitempty"`
	Rules        []Rule  `json:"rules,omitempty"` // agreement-repair rules seen in the edits
	Sources      []Label `json:"sources,omitempty"`
}

// Metric describes one metric column.
type Metric struct {
	Name      string `json:"name"`    // registered name (meteor, chrf, …)
	Display   string `json:"display"` // Meteor, Parmesan, chrF2, …
	Signature string `json:"sig"`
	Short     string `json:"short"`
	// Lower is true when lower scores are better (TER).
	Lower bool `json:"lower,omitempty"`
	// Rewritten is true when the metric is scored on the references
	// rewritten toward each hypothesis (NAME@parmesan, parmesan:
	// eval.RefsRewritten); the page labels such columns.
	Rewritten bool `json:"rewritten,omitempty"`
}

// Score is one system's corpus score under one metric, as "parmesan
// score --metric … --confidence --format json" prints it.
// Numbers are exact (NaN, for an undefined score, as null).
type Score struct {
	Score eval.Number `json:"s"`
	Low   eval.Number `json:"lo"`
	High  eval.Number `json:"hi"`
	// Delta, PBoot and PAR compare with the baseline (absent for it).
	Delta *eval.Number `json:"d,omitempty"`
	PBoot *eval.Number `json:"pb,omitempty"`
	PAR   *eval.Number `json:"pa,omitempty"`
}

// System is one system's data.
type System struct {
	Name       string  `json:"name"`
	HumanTrans bool    `json:"ht,omitempty"`
	HumanScore *Num    `json:"hs,omitempty"`
	Scores     []Score `json:"scores"` // per metric
	// Seg[m][i] is the segment score of segment i under metric m.
	Seg      [][]Num `json:"seg"`
	HumanSeg []Num   `json:"hseg,omitempty"`
	// Hyp[i] are the hypothesis tokens joined by spaces.
	Hyp []string `json:"hyp"`
	// Align[i] is the Meteor alignment: per match three numbers,
	// ref start, hyp start and stage | refLen<<3 | hypLen<<11.
	Align [][]int `json:"al"`
	// Ref[i] is the index of the reference aligned to (only with several
	// references).
	Ref []int `json:"ref,omitempty"`
	// RW[i] is the rewrite of the aligned reference, nil when nothing
	// changed (only when rewriting).
	RW []*Rewrite `json:"rw,omitempty"`
}

// Rewrite is what the Parmesan rewrite did to one reference.
type Rewrite struct {
	// Tokens are the rewritten tokens joined by spaces.
	Tokens string `json:"t"`
	// Subs: position in Tokens, old word(s), new word(s), old lemma, new
	// lemma, part of speech, source index (Data.Sources), hypothesis
	// position (a phrase substitution's words and lemmas are joined by
	// spaces).
	Subs [][]any `json:"s"`
	// Fixes: rule index (Data.Rules), position in Tokens, before, after.
	Fixes [][]any `json:"f,omitempty"`
}

// Rule is an agreement-repair rule with its explanation.
type Rule struct {
	Name string `json:"name"`
	Text string `json:"text"`
}

// Label is a paraphrase source with its explanation.
type Label struct {
	Name string `json:"name"`
	Text string `json:"text"`
}

// Num is a segment-level number, written with 4 decimals (NaN as null).
type Num float64

// MarshalJSON implements json.Marshaler.
func (n Num) MarshalJSON() ([]byte, error) {
	f := float64(n)
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return []byte("null"), nil
	}
	b := strconv.AppendFloat(nil, f, 'f', 4, 64)
	// 0.5000 → 0.5: trailing zeros cost bytes on 30,000 rows.
	if i := strings.IndexByte(string(b), '.'); i >= 0 {
		j := len(b)
		for j > i+1 && b[j-1] == '0' {
			j--
		}
		if j == i+1 {
			j = i
		}
		b = b[:j]
	}
	if string(b) == "-0" {
		b = []byte("0")
	}
	return b, nil
}

// Build scores the systems and assembles the report's data.
func Build(in Input, o Options) (*Data, error) {
	if len(in.Refs) == 0 || len(in.Refs[0]) == 0 {
		return nil, fmt.Errorf("%w: no reference segments", ErrInput)
	}
	if len(in.Systems) == 0 {
		return nil, fmt.Errorf("%w: no systems", ErrInput)
	}
	nseg := len(in.Refs[0])
	for k, r := range in.Refs {
		if len(r) != nseg {
			return nil, fmt.Errorf("%w: reference %d has %d segments, reference 1 has %d", ErrInput, k+1, len(r), nseg)
		}
	}
	if in.Sources != nil && len(in.Sources) != nseg {
		return nil, fmt.Errorf("%w: %d source sentences for %d segments", ErrInput, len(in.Sources), nseg)
	}
	systems, err := withBaseline(in.Systems, o.Baseline)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, s := range systems {
		if len(s.Hyps) != nseg {
			return nil, fmt.Errorf("%w: system %s has %d segments, the references have %d", ErrInput, s.Name, len(s.Hyps), nseg)
		}
		if seen[s.Name] {
			return nil, fmt.Errorf("%w: system %s given twice", ErrInput, s.Name)
		}
		seen[s.Name] = true
	}
	names := o.Metrics
	if len(names) == 0 {
		names = DefaultMetrics
	}
	conf := o.Confidence
	if conf.Resamples == 0 {
		conf.Resamples = DefaultConfidence.Resamples
	}
	if conf.Trials == 0 {
		conf.Trials = DefaultConfidence.Trials
	}
	if conf.Seed == 0 {
		conf.Seed = DefaultConfidence.Seed
	}
	if conf.Workers == 0 {
		conf.Workers = o.Evaluator.Workers
	}

	ev, err := eval.NewEvaluator(o.Evaluator)
	if err != nil {
		return nil, err
	}
	var sources []string
	if rw := o.Evaluator.Rewrite; rw != nil && rw.Dictionary != nil { // source grounding, as score --rewrite --source
		if in.Sources == nil {
			return nil, fmt.Errorf("%w: source grounding needs the source sentences (Input.Sources)", ErrInput)
		}
		sources = in.Sources
	}
	refs, err := ev.PrepareReferences(in.Refs, sources)
	if err != nil {
		return nil, err
	}
	if o.Evaluator.Rewrite != nil {
		names = onRewritten(names)
	}
	if _, err := eval.ParseSpecs(names); err != nil { // before the work
		return nil, err
	}
	d := &Data{Title: in.Title, Segments: nseg, References: len(in.Refs), Rewrite: o.Evaluator.Rewrite != nil,
		Lang: ev.Scorer().Settings().Lang.Name, Baseline: systems[0].Name, Src: in.Sources}
	if d.Title == "" {
		d.Title = "parmesan report"
	}
	for _, m := range ev.Scorer().Settings().Modules {
		d.Modules = append(d.Modules, m.String())
	}
	sc := ev.Scorer()
	refTokens := make([][][]string, nseg) // [segment][ref] display tokens
	d.Refs = make([]string, nseg)
	if len(in.Refs) > 1 {
		d.RefsMore = make([][]string, nseg)
	}
	if err := parallel(o.Evaluator.Workers, nseg, func(i int) {
		refTokens[i] = make([][]string, len(in.Refs))
		for k := range in.Refs {
			refTokens[i][k] = sc.Tokenize(in.Refs[k][i])
		}
		d.Refs[i] = strings.Join(refTokens[i][0], " ")
		for k := 1; k < len(in.Refs); k++ {
			d.RefsMore[i] = append(d.RefsMore[i], strings.Join(refTokens[i][k], " "))
		}
	}); err != nil {
		return nil, err
	}
	var rewrites [][][]pipeline.Rewritten
	lab := newLabels()
	for _, s := range systems {
		sd := System{Name: s.Name, Hyp: make([]string, nseg), Align: make([][]int, nseg)}
		var rw [][]pipeline.Rewritten
		if d.Rewrite {
			if rw, err = ev.RewriteCorpus(s.Hyps, refs); err != nil {
				return nil, err
			}
			rewrites = append(rewrites, rw)
			sd.RW = make([]*Rewrite, nseg)
		}
		refIdx := make([]int, nseg)
		if err := parallel(o.Evaluator.Workers, nseg, func(i int) {
			disp := sc.Tokenize(s.Hyps[i])
			prep := sc.Prepare(s.Hyps[i])
			if len(disp) != len(prep) { // lowercasing merged or split a token: show what was aligned
				disp = prep
			}
			sd.Hyp[i] = strings.Join(disp, " ")
			rt := refs.Tokens(i) // as PrepareReferences prepared them
			if rw != nil {
				rt = ev.RewrittenTokens(rw[i])
			}
			seg := sc.AlignTokens(prep, rt)
			sd.Align[i] = packMatches(seg.Matches)
			refIdx[i] = max(seg.Ref, 0)
		}); err != nil {
			return nil, err
		}
		if len(in.Refs) > 1 {
			sd.Ref = refIdx
		}
		for i := range rw {
			sd.RW[i] = lab.rewrite(rw[i][refIdx[i]], refTokens[i][refIdx[i]])
		}
		d.Systems = append(d.Systems, sd)
	}
	d.Rules, d.Sources = lab.rules, lab.sources
	run, err := ev.Run(context.Background(), refs, systems, names, eval.RunOptions{Metrics: o.MetricConfig, Sentences: true, Confidence: &conf, Rewrites: rewrites})
	if err != nil {
		return nil, err
	}
	if err := d.addScores(run, len(systems), len(names)); err != nil {
		return nil, err
	}
	if in.Human != nil {
		addHuman(d, in.Human)
	}
	return d, nil
}

// onRewritten names every metric on the rewritten references
// (NAME@parmesan), as "score --rewrite --metric" does.
func onRewritten(names []string) []string {
	out := slices.Clone(names)
	for i, n := range out {
		if sp, err := eval.ParseSpec(n); err == nil && !sp.Rewritten {
			out[i] = n + eval.OnParmesan
		}
	}
	return out
}

// addScores fills the metrics' descriptions and every system's scores
// from run's rows (nsys systems × nm metrics, system by system).
func (d *Data) addScores(run *eval.Result, nsys, nm int) error {
	res := run.Results
	if len(res) != nsys*nm {
		return fmt.Errorf("report: %d results for %d systems × %d metrics", len(res), nsys, nm)
	}
	for _, r := range res[:nm] {
		higher := true
		for _, m := range run.Metrics {
			if m.Name() == r.Metric {
				higher = m.HigherIsBetter()
			}
		}
		d.Metrics = append(d.Metrics, Metric{Name: r.Metric, Display: r.Name, Signature: r.Signature, Short: r.Short,
			Lower: !higher, Rewritten: r.References == eval.RefsRewritten})
	}
	for si := range d.Systems {
		sd := &d.Systems[si]
		for _, r := range res[si*nm : (si+1)*nm] {
			sc := Score{Score: eval.Number(r.Score)}
			if r.Confidence != nil {
				sc.Low, sc.High = eval.Number(r.Confidence.Low), eval.Number(r.Confidence.High)
			}
			if p := r.Paired; p != nil {
				delta, pb, pa := eval.Number(p.Delta), eval.Number(p.PBootstrap), eval.Number(p.PApproxRand)
				sc.Delta, sc.PBoot, sc.PAR = &delta, &pb, &pa
			}
			sd.Scores = append(sd.Scores, sc)
			seg := make([]Num, len(r.Segments))
			for i, x := range r.Segments {
				seg[i] = Num(x)
			}
			sd.Seg = append(sd.Seg, seg)
		}
	}
	return nil
}

// withBaseline returns the systems with the baseline first.
func withBaseline(systems []eval.System, base string) ([]eval.System, error) {
	if base == "" {
		return systems, nil
	}
	for i, s := range systems {
		if s.Name == base {
			out := append([]eval.System{s}, systems[:i]...)
			return append(out, systems[i+1:]...), nil
		}
	}
	known := make([]string, len(systems))
	for i, s := range systems {
		known[i] = s.Name
	}
	return nil, fmt.Errorf("%w: baseline %q is not a system (systems: %s)", ErrInput, base, strings.Join(known, ", "))
}

// packMatches packs an alignment as Data.Systems[].Align describes.
func packMatches(ms []meteor.Match) []int {
	out := make([]int, 0, 3*len(ms))
	for _, m := range ms {
		out = append(out, m.RefStart, m.HypStart, m.Stage|min(m.RefLen, 255)<<3|min(m.HypLen, 255)<<11)
	}
	return out
}

// addHuman adds human scores and the metric-vs-human correlations.
func addHuman(d *Data, h *Human) {
	d.HumanLabel = "human"
	var hx []float64
	mx := make([][]float64, len(d.Metrics))
	for si := range d.Systems {
		sd := &d.Systems[si]
		sd.HumanTrans = h.Translations[sd.Name]
		if seg, ok := h.Seg[sd.Name]; ok && len(seg) == d.Segments {
			sd.HumanSeg = make([]Num, len(seg))
			for i, x := range seg {
				sd.HumanSeg[i] = Num(x)
			}
		}
		v, ok := h.Sys[sd.Name]
		if !ok && sd.HumanSeg != nil {
			sum, n := 0.0, 0
			for _, x := range h.Seg[sd.Name] {
				if !math.IsNaN(x) {
					sum, n = sum+x, n+1
				}
			}
			v, ok = sum/float64(n), n > 0
		}
		if !ok {
			continue
		}
		hs := Num(v)
		sd.HumanScore = &hs
		if sd.HumanTrans {
			continue
		}
		hx = append(hx, v)
		for j := range d.Metrics {
			mx[j] = append(mx[j], float64(sd.Scores[j].Score))
		}
	}
	if len(hx) < 3 {
		return
	}
	for j := range d.Metrics {
		r, err := correlate.Pearson(mx[j], hx)
		if err != nil {
			r = math.NaN()
		}
		d.Correlations = append(d.Correlations, Num(r))
	}
}

// parallel runs fn over [0, n) on the project's worker pool.
func parallel(workers, n int, fn func(i int)) error {
	err := pool.Each(context.Background(), n, pool.Options{Workers: workers, Block: 64},
		func(i int) error { fn(i); return nil })
	if err != nil {
		return fmt.Errorf("report: %w", err)
	}
	return nil
}
