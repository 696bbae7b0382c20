package eval

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/parmesan-mt/parmesan/internal/pool"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// DefaultLanguage is the language of "parmesan score" when none is given.
const DefaultLanguage = "en"

// DefaultOptions are the settings of "parmesan score" without flags:
// Meteor 1.5 for lang with its -norm normalization (DefaultNormalization:
// meteor.UAX29 where Meteor has no normalizer), the language's task, the
// language's modules (the paraphrase module only when a table is
// available; see NewEvaluator), the embedded resources unless Resources
// names others, and all CPUs.
func DefaultOptions(lang string) Options {
	n, _ := DefaultNormalization(lang)
	return Options{Meteor: meteor.Config{Language: lang, Normalization: n}}
}

// System is one system's output: a hypothesis per segment.
type System struct {
	Name string
	Hyps []string
}

// Evaluate scores systems against references in one call:
// refs[k][i] is reference k of segment i, and every system has one
// hypothesis per segment. With o.Rewrite it is the Parmesan metric. It is
// Run with the metric "meteor" ("parmesan" with o.Rewrite): the result
// holds a row per system with the corpus score and the signature, and, as
// o asks, segment scores and confidence figures; Result.Render with
// RenderOptions.Meteor prints it as "parmesan score" does. It takes no
// source sentences, so a rewriter with a grounding dictionary is an error
// (ErrNoSources): give the sources to EvaluateSources instead.
func Evaluate(refs [][]string, systems []System, o Options) (*Result, error) {
	return EvaluateSources(refs, nil, systems, o)
}

// EvaluateSources is Evaluate with the source sentences (one per
// segment) in which a rewriter with a grounding dictionary grounds the
// references (pipeline.Rewriter.Prepare), as "parmesan score --rewrite
// --source" does; sources must be nil otherwise.
func EvaluateSources(refs [][]string, sources []string, systems []System, o Options) (*Result, error) {
	if sources != nil && o.Rewrite == nil {
		return nil, fmt.Errorf("parmesan: source grounding needs Options.Rewrite with a Dictionary")
	}
	return Run(context.Background(), Corpus{Refs: refs, Sources: sources}, systems, []string{meteorSpec(o)}, o,
		RunOptions{Sentences: o.Segments, Confidence: o.Confidence})
}

// meteorSpec is the spec of Evaluate's metric: Meteor, or the Parmesan
// metric when o rewrites.
func meteorSpec(o Options) string {
	if o.Rewrite != nil {
		return Parmesan
	}
	return MetricMeteor
}

// EvaluateMetrics is the one-call form for the metric family: it scores
// systems with the named metrics (MetricNames: meteor, bleu, chrf, ter,
// m-bleu, m-ter, meteor++ with cfg.CopyWords; "meteor" is Evaluate's
// metric, the Parmesan metric with o.Rewrite) and returns a result per system and metric, and per kind of
// reference when mo.Both asks for the original references too. As
// Evaluate, it fails with ErrNoSources for a grounding dictionary.
func EvaluateMetrics(refs [][]string, systems []System, names []string, cfg MetricConfig, o Options, mo MetricOptions) ([]MetricResult, error) {
	ev, err := NewEvaluator(o)
	if err != nil {
		return nil, err
	}
	prepared, err := ev.PrepareReferences(refs, nil)
	if err != nil {
		return nil, err
	}
	ms, err := ev.NewMetrics(names, cfg, prepared.Count())
	if err != nil {
		return nil, err
	}
	return ev.ScoreMetrics(ms, systems, prepared, mo)
}

// Segment is one segment of a stream: its references and each system's
// hypothesis, in the order of the names given to EvaluateStream.
type Segment struct {
	Refs []string
	Hyps []string
}

// ErrSegment is wrapped by EvaluateStream for a malformed segment.
var ErrSegment = errors.New("parmesan: malformed segment")

// EvaluateStream is the streaming form of Evaluate: it scores the
// segments next produces (io.EOF ends the stream) on o.Workers
// goroutines as they arrive, keeping per-segment statistics but not the
// corpus text, and returns the same report Evaluate gives for the same
// segments (the same rows Run gives). Every segment must have the same number of references and
// one hypothesis per system name. Cancelling ctx stops the stream with
// ctx's error; a panic while scoring comes back as an error.
func EvaluateStream(ctx context.Context, names []string, o Options, next func() (Segment, error)) (*Result, error) {
	ev, err := NewEvaluator(o)
	if err != nil {
		return nil, err
	}
	if o.Rewrite != nil && o.Rewrite.Dictionary != nil { // a Segment has no source sentence
		return nil, fmt.Errorf("%w: EvaluateStream cannot ground references (use an Evaluator and PrepareReferences with sources)", ErrNoSources)
	}
	type result struct {
		segs []meteor.Segment       // per system
		rw   [][]pipeline.Rewritten // per system, when rewriting
		err  error
	}
	scores := make([]*SystemScore, len(names))
	for k, n := range names {
		scores[k] = &SystemScore{Name: n}
	}
	nrefs, read := -1, 0
	checked := func() (Segment, error) {
		s, err := next()
		if err != nil {
			return s, err
		}
		read++
		switch {
		case len(s.Hyps) != len(names):
			return s, fmt.Errorf("%w %d: %d hypotheses for %d systems", ErrSegment, read, len(s.Hyps), len(names))
		case nrefs < 0:
			nrefs = len(s.Refs)
		}
		if len(s.Refs) != nrefs || nrefs == 0 {
			return s, fmt.Errorf("%w %d: %d references, the first segment has %d", ErrSegment, read, len(s.Refs), nrefs)
		}
		return s, nil
	}
	work := func(s Segment) result {
		refs := &References{n: len(s.Refs), tokens: [][][]string{make([][]string, len(s.Refs))}, raw: [][]string{s.Refs}, prep: ev.prepKey()}
		for k, r := range s.Refs {
			refs.tokens[0][k] = ev.sc.Prepare(r)
		}
		if ev.rw != nil {
			var err error
			if refs.rewrite, err = ev.rw.Prepare(refs.raw, nil); err != nil {
				return result{err: err}
			}
			refs.forms = [][][]string{ev.formsOf(refs, 0)}
		}
		res := result{segs: make([]meteor.Segment, len(s.Hyps)), rw: make([][]pipeline.Rewritten, len(s.Hyps))}
		for k, h := range s.Hyps {
			if j := slices.Index(s.Hyps[:k], h); j >= 0 { // systems sharing an output
				res.segs[k], res.rw[k] = res.segs[j], slices.Clone(res.rw[j])
				continue
			}
			res.segs[k], res.rw[k] = ev.scoreSegment(h, refs, 0)
		}
		return res
	}
	emit := func(i int, r *result) error {
		if r.err != nil {
			return r.err
		}
		for k, sc := range scores {
			sc.Segments = append(sc.Segments, r.segs[k].Stats)
			sc.Metrics = append(sc.Metrics, r.segs[k].Metrics)
			if ev.opts.Rewrite != nil {
				// The counts are what the report needs; the text is dropped.
				for j := range r.rw[k] {
					r.rw[k][j].Tokens, r.rw[k][j].Text, r.rw[k][j].Unfixed = nil, "", ""
				}
				sc.Rewritten = append(sc.Rewritten, r.rw[k])
			}
		}
		if ev.opts.Progress != nil {
			ev.opts.Progress(i + 1)
		}
		return nil
	}
	err = pool.Ordered(ctx, pool.Options{Workers: ev.opts.Workers, Block: 16}, checked, work, emit)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("parmesan: %w", err)
	}
	if read == 0 {
		return nil, fmt.Errorf("parmesan: the stream has no segments")
	}
	res := &Result{Segments: read, References: nrefs, Results: []Row{}}
	for _, sc := range scores {
		sc.Total = meteor.Aggregate(sc.Segments)
		sc.Corpus = ev.sc.Compute(sc.Total)
		res.Results = append(res.Results, ev.meteorRow(sc, nrefs, o.Segments))
	}
	if o.Confidence != nil {
		ms, err := ev.NewMetrics([]string{MetricMeteor}, MetricConfig{}, nrefs)
		if err != nil {
			return nil, err
		}
		if err := addMetricConfidence(res.Results, ms, *o.Confidence); err != nil {
			return nil, err
		}
	}
	return res, nil
}
