// Package parmesan is the library entry point of the parmesan
// machine-translation evaluation toolkit: Meteor 1.5 (bit-identical to
// the reference jar) and the Parmesan metric, which paraphrases each
// reference toward the hypothesis, repairs the agreement the paraphrase
// broke, and scores the result. Around the scorers it provides what a
// corpus evaluation needs: references prepared once per corpus, parallel
// scoring, signatures, confidence intervals and paired significance
// tests from cached per-segment statistics, and text/TSV/JSON reports.
//
// Usage, with the defaults of "parmesan score":
//
//	rep, err := parmesan.Evaluate([][]string{refLines}, []parmesan.System{{Name: "sys", Hyps: hypLines}}, parmesan.DefaultOptions("en"))
//	fmt.Println(rep.Systems[0].Score, rep.Signature)
//	err = rep.Render(os.Stdout, parmesan.DefaultRenderOptions)
//
// Options.Rewrite (a pipeline.Rewriter from pipeline.New) turns Meteor into the Parmesan
// metric; EvaluateStream scores segments as they arrive, under a
// context.Context; an Evaluator (NewEvaluator) reuses prepared
// references across calls; EvaluateMetrics (or NewMetrics and
// ScoreMetrics) adds BLEU, chrF, TER and their m- variants (package
// metric) beside Meteor.
//
// The stages live in their own packages, in pipeline order: lemma
// (analysis and generation), paraphrase (paraphrase sources and filters),
// rewrite, fix, and meteor (the metric, which depends on none of the
// others; meteor/jar is the reference jar's command-line front end).
package parmesan
