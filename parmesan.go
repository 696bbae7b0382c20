package parmesan

import (
	"context"

	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// The types of the one-call functions; package eval documents them.
type (
	// Options configure an evaluation: Meteor's settings, the rewriter
	// (Options.Rewrite, a pipeline.Rewriter: the Parmesan metric), workers.
	Options = eval.Options
	// System is one system's output: a hypothesis per segment.
	System = eval.System
	// Segment is one segment of a stream (EvaluateStream).
	Segment = eval.Segment
	// Result is what an evaluation computed: a row per system and metric
	// (Evaluate: Meteor, or the Parmesan metric), the schema of
	// "parmesan score --format json" (docs/json.md).
	Result = eval.Result
	// Report is Result, the name Evaluate's result had.
	//
	// Deprecated: use Result.
	Report = eval.Result
	// MetricConfig configures the metric family beside Meteor.
	MetricConfig = eval.MetricConfig
	// MetricOptions control EvaluateMetrics.
	MetricOptions = eval.MetricOptions
	// MetricResult is one system's score under one metric and one kind of
	// references.
	MetricResult = eval.MetricResult
)

// DefaultLanguage is the language of "parmesan score" when none is given.
const DefaultLanguage = eval.DefaultLanguage

// ErrNoSources is wrapped when a rewriter with a grounding dictionary
// gets no source sentences (pipeline.ErrNoSources).
var ErrNoSources = pipeline.ErrNoSources

// DefaultOptions are the settings of "parmesan score" without flags
// (eval.DefaultOptions).
func DefaultOptions(lang string) Options { return eval.DefaultOptions(lang) }

// JarDifference says why Meteor scores cannot be the reference jar's
// (embedded function words or tables, no paraphrase module).
type JarDifference = eval.JarDifference

// CompareWithJar says how Meteor with o departs from the reference jar;
// the library prints nothing, the caller says it (as the parmesan command
// does on stderr and the Python package with warnings.warn). Without
// modules named, o has the one default of every surface: no paraphrase
// module without a paraphrase table.
func CompareWithJar(o Options) (JarDifference, error) {
	return eval.CompareWithJar(o.Meteor, o.Resources)
}

// Evaluate scores systems against references in one call: refs[k][i]
// is reference k of segment i, and every system has one hypothesis per
// segment. With o.Rewrite it is the Parmesan metric; a rewriter with a
// grounding dictionary needs the sources (EvaluateSources).
func Evaluate(refs [][]string, systems []System, o Options) (*Result, error) {
	return eval.Evaluate(refs, systems, o)
}

// EvaluateSources is Evaluate with the source sentences (one per
// segment) that a rewriter with a grounding dictionary grounds the
// references in, as "parmesan score --rewrite --source" does.
func EvaluateSources(refs [][]string, sources []string, systems []System, o Options) (*Result, error) {
	return eval.EvaluateSources(refs, sources, systems, o)
}

// EvaluateMetrics scores systems with the named metrics (bleu, chrf,
// ter, m-bleu, m-ter, meteor, meteor++; package metric's registry) and
// returns a result per system, metric and kind of references.
func EvaluateMetrics(refs [][]string, systems []System, names []string, cfg MetricConfig, o Options, mo MetricOptions) ([]MetricResult, error) {
	return eval.EvaluateMetrics(refs, systems, names, cfg, o, mo)
}

// EvaluateStream is the streaming form of Evaluate: it scores the
// segments next produces (io.EOF ends the stream) as they arrive.
func EvaluateStream(ctx context.Context, names []string, o Options, next func() (Segment, error)) (*Result, error) {
	return eval.EvaluateStream(ctx, names, o, next)
}
