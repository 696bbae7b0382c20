package eval

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// Metric names on rewritten references.
const (
	// Parmesan is the paper's metric: Meteor on references rewritten
	// toward each hypothesis and repaired ("meteor@parmesan").
	Parmesan = "parmesan"
	// OnParmesan, appended to a registered metric's name, scores it on
	// the rewritten references ("chrf@parmesan").
	OnParmesan = "@" + Parmesan
)

// Spec is a metric on one kind of references, as Run's names spell it.
type Spec struct {
	Metric    string // registered name (metric.Names)
	Rewritten bool   // on references rewritten toward each hypothesis
}

// ParseSpec reads a metric name: "chrf" (original references),
// "chrf@parmesan" (rewritten references) or "parmesan" (Meteor on
// rewritten references). The metric must be registered; an unknown name
// is an error wrapping ErrUnknownMetric that lists the known ones.
func ParseSpec(s string) (Spec, error) {
	sp := Spec{Metric: s}
	switch {
	case s == Parmesan:
		sp = Spec{Metric: MetricMeteor, Rewritten: true}
	case strings.HasSuffix(s, OnParmesan):
		sp = Spec{Metric: strings.TrimSuffix(s, OnParmesan), Rewritten: true}
	}
	if !slices.Contains(metric.Names(), sp.Metric) {
		return Spec{}, fmt.Errorf("%w %q (known: %s, each also NAME%s on rewritten references, and %s)", ErrUnknownMetric, s, strings.Join(MetricNames, ", "), OnParmesan, Parmesan)
	}
	return sp, nil
}

// String is the spec's name as ParseSpec reads it ("meteor@parmesan" for
// the Parmesan metric).
func (s Spec) String() string {
	if s.Rewritten {
		return s.Metric + OnParmesan
	}
	return s.Metric
}

// ParseSpecs reads names with ParseSpec.
func ParseSpecs(names []string) ([]Spec, error) {
	out := make([]Spec, len(names))
	for i, n := range names {
		var err error
		if out[i], err = ParseSpec(n); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// ExpandSpecs is the expansion of metric names by "--rewrite" and
// "--both": without rewrite the names as given; with it each name on
// rewritten references (NAME@parmesan), and with both the names on the
// original references first. A name spelled NAME@parmesan (or parmesan)
// is on rewritten references whatever the flags. Every name must parse
// (ParseSpec).
func ExpandSpecs(names []string, rewrite, both bool) ([]string, error) {
	specs, err := ParseSpecs(names)
	if err != nil {
		return nil, err
	}
	if !rewrite {
		return names, nil
	}
	var orig, rw []string
	for _, s := range specs {
		if !s.Rewritten {
			orig = append(orig, s.String())
		}
		s.Rewritten = true
		rw = append(rw, s.String())
	}
	if both {
		return append(orig, rw...), nil
	}
	return rw, nil
}

// Rewrites reports whether a spec scores rewritten references (Run then
// needs Options.Rewrite).
func Rewrites(specs []Spec) bool {
	return slices.ContainsFunc(specs, func(s Spec) bool { return s.Rewritten })
}

// Corpus is the reference side of an evaluation.
type Corpus struct {
	// Refs[k][i] is reference k of segment i.
	Refs [][]string
	// Sources are the source sentences, one per segment; a rewriter with
	// a grounding dictionary needs them, and only it takes them.
	Sources []string
	// SourceName names the sources in errors (a file name); optional.
	SourceName string
}

// RunOptions control Run beside the evaluator's Options.
type RunOptions struct {
	// Metrics configure the metric family (BLEU, chrF, TER, …).
	Metrics MetricConfig
	// Sentences keeps every segment's score.
	Sentences bool
	// Confidence, when set, adds bootstrap intervals and, from the second
	// system on, paired tests against the first (per spec), resampling the
	// per-segment statistics.
	Confidence *ConfidenceOptions
	// Rewrites are the rewritten references of each system (in the
	// order of the systems, as RewriteCorpus returns them), for a caller
	// that already rewrote them; nil rewrites here.
	Rewrites [][][]pipeline.Rewritten
	// Scoring, when set, is called before system i is scored (a progress
	// display).
	Scoring func(i int)
}

// Result is what Run computed: one row per system and spec, system by
// system and in the order of the specs within a system.
type Result struct {
	Segments   int   `json:"segments"`
	References int   `json:"references"`
	Results    []Row `json:"results"`
	// Bounded are the segments a metric scored under its length budget.
	Bounded []Bounded `json:"-"`
	// Metrics are the metrics built, one per distinct registered name, in
	// the order of their first spec.
	Metrics []metric.Metric `json:"-"`
}

// Row is one system's score under one metric on one kind of references.
type Row = MetricResult

// Bounded is a segment that a metric with a length budget (TER, m-TER)
// scored with a bounded search.
type Bounded struct {
	System  string
	Segment int // 1-based
	warn    func(where string) string
}

// Warning is the metric's warning for the segment, at where (file:line).
func (b Bounded) Warning(where string) string { return b.warn(where) }

// ConfigError is returned by Run for a metric that its options cannot
// build (meteor++ without copy words, say): a usage error on the command
// line.
type ConfigError struct{ Err error }

func (e *ConfigError) Error() string { return e.Err.Error() }
func (e *ConfigError) Unwrap() error { return e.Err }

// Budgeted is a metric with a length budget (TER, m-TER): OverBudget
// reports a segment scored under it, BoundedWarning words its warning.
type Budgeted interface {
	OverBudget(hyp string, refs []string) bool
	BoundedWarning(where string) string
}

// Run is the one-call evaluation: it builds the evaluator of o, prepares
// the corpus once (grounding it in c.Sources when the rewriter has a
// dictionary), scores every system with every named metric (ParseSpec:
// "chrf", "chrf@parmesan", "parmesan") and adds what ro asks. Names on
// rewritten references need o.Rewrite. Without them the references are
// kept as text (each metric prepares them as it scores), and without a
// metric that aligns with Meteor no Meteor resources are loaded. A metric that fails or panics fails the
// run: no partial result is returned. ctx is checked between systems.
func Run(ctx context.Context, c Corpus, systems []System, names []string, o Options, ro RunOptions) (*Result, error) {
	specs, err := ParseSpecs(names)
	if err != nil {
		return nil, err
	}
	rewriting := Rewrites(specs)
	if rewriting && o.Rewrite == nil {
		return nil, fmt.Errorf("parmesan: %s needs a rewriter (Options.Rewrite)", specs[slices.IndexFunc(specs, func(s Spec) bool { return s.Rewritten })])
	}
	if !rewriting {
		o.Rewrite = nil
	}
	bases := make([]string, len(specs))
	for i, s := range specs {
		bases[i] = s.Metric
	}
	if !rewriting && !needsMeteor(bases) {
		o.Meteor.Modules = exactOnly() // Meteor unused: load no matcher resources
	}
	ev, err := NewEvaluator(o)
	if err != nil {
		return nil, err
	}
	var refs *References
	switch {
	case rewriting:
		if refs, err = ev.PrepareReferences(c.Refs, c.Sources); err != nil && c.Sources != nil && c.SourceName != "" {
			err = fmt.Errorf("%s: %w", c.SourceName, err)
		}
	case c.Sources != nil:
		err = fmt.Errorf("parmesan: source sentences ground the rewritten references: name a metric on them (NAME%s)", OnParmesan)
	case slices.Contains(bases, MetricMeteor):
		// The evaluator's Meteor scores references prepared once.
		refs, err = ev.PrepareReferences(c.Refs, nil)
	default:
		refs, err = ev.textReferences(c.Refs) // a metric prepares the text as it scores
	}
	if err != nil {
		return nil, err
	}
	res, err := ev.Run(ctx, refs, systems, names, ro)
	if err == nil && rewriting {
		// The analyses for the next run: a failed write costs only its time.
		_ = ev.SaveAnalyses()
	}
	return res, err
}

// Run is the package's Run on references e prepared: it scores every
// system with every named metric (ParseSpec) and adds what ro asks. A
// caller that keeps the evaluator (the report, which also draws the
// alignments) calls it; Run (the function) builds the evaluator first.
func (e *Evaluator) Run(ctx context.Context, refs *References, systems []System, names []string, ro RunOptions) (*Result, error) {
	specs, err := ParseSpecs(names)
	if err != nil {
		return nil, err
	}
	var bases []string
	for _, s := range specs {
		if !slices.Contains(bases, s.Metric) {
			bases = append(bases, s.Metric)
		}
	}
	ms, err := e.NewMetrics(bases, ro.Metrics, refs.Count())
	if err != nil {
		return nil, &ConfigError{err}
	}
	sc := make([]scored, len(specs))
	for i, s := range specs {
		sc[i] = scored{ms[slices.Index(bases, s.Metric)], s.Rewritten}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	rows, err := e.scoreSpecs(sc, systems, refs, MetricOptions{Sentences: ro.Sentences, Confidence: ro.Confidence, Rewrites: ro.Rewrites, scoring: ro.Scoring})
	if err != nil {
		return nil, err
	}
	res := &Result{Segments: refs.Len(), References: refs.Count(), Results: rows, Metrics: ms}
	for _, r := range rows { // Meteor's segments aligned under its budget
		for _, k := range r.bounded {
			res.Bounded = append(res.Bounded, Bounded{System: r.System, Segment: k + 1, warn: e.sc.BoundedWarning})
		}
	}
	// Segments over the rewriting budget, once per system whatever the
	// metrics scored on the rewritten references.
	type seg struct {
		system string
		i      int
	}
	seen := map[seg]bool{}
	for _, r := range rows {
		if r.Rewrite == nil {
			continue
		}
		for _, i := range r.Rewrite.bounded {
			if !seen[seg{r.System, i}] {
				seen[seg{r.System, i}] = true
				res.Bounded = append(res.Bounded, Bounded{System: r.System, Segment: i + 1, warn: pipeline.BoundedWarning})
			}
		}
	}
	for _, m := range ms {
		if b, ok := m.(Budgeted); ok {
			for _, s := range systems {
				for i, h := range s.Hyps {
					if b.OverBudget(h, refs.Text(i)) {
						res.Bounded = append(res.Bounded, Bounded{System: s.Name, Segment: i + 1, warn: b.BoundedWarning})
					}
				}
			}
		}
	}
	return res, nil
}
