// Package eval is the one orchestration of a corpus evaluation: prepare
// the references once (Meteor's normalization, and, for the Parmesan
// metric, the rewriter's analysis and grounding: package pipeline),
// rewrite them toward each hypothesis, score with Meteor or any
// registered metric (package metric), aggregate, add bootstrap
// confidence intervals and paired tests, and render text, TSV or JSON.
// Every command of cmd/parmesan, the report, tuning, the
// meta-evaluation and the root package's one-call functions go through
// it.
//
// Run scores systems with metrics named as on the command line: a
// registered name scores the original references ("chrf"), the same
// name with "@parmesan" the references rewritten toward each hypothesis
// ("chrf@parmesan"), and "parmesan" is the paper's metric, Meteor on
// rewritten references (exact matching unless Options.Meteor.Modules
// says otherwise). An Evaluator keeps prepared references across calls
// (Evaluator.Run on them is what the report calls). Evaluate,
// EvaluateSources and "parmesan score" without --metric are Run with
// "meteor" ("parmesan" when rewriting), whose rows Evaluator.ScoreSystem
// scores; EvaluateStream is their streaming form and gives the same
// Result. One result type (Result, the JSON of docs/json.md) and one
// confidence function serve every metric. Resolve decides once what a
// language string implies (identity, normalization fallback, BLEU's
// tokenizer, default modules, warnings).
//
// Usage:
//
//	res, err := eval.Run(ctx, eval.Corpus{Refs: [][]string{refs}}, systems, []string{"chrf", "chrf@parmesan"}, o, eval.RunOptions{})
//	err = res.Render(os.Stdout, eval.DefaultRenderOptions)
//
// Evaluators, prepared References and the results are safe for
// concurrent use once built.
package eval
