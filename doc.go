// Package parmesan is the front door of the parmesan machine-translation
// evaluation toolkit: one call scores systems with Meteor 1.5
// (bit-identical to the reference jar), with the Parmesan metric, which
// paraphrases each reference toward the hypothesis, repairs the
// agreement the paraphrase broke and scores the result, or with any
// metric of the family (BLEU, chrF, TER, m-BLEU, m-TER, Meteor++) on
// original or rewritten references.
//
// Usage, with the defaults of "parmesan score":
//
//	rep, err := parmesan.Evaluate([][]string{refLines}, []parmesan.System{{Name: "sys", Hyps: hypLines}}, parmesan.DefaultOptions("en"))
//	fmt.Println(rep.Results[0].Score, rep.Results[0].Signature)
//
// Options.Rewrite (a pipeline.Rewriter from pipeline.New) turns Meteor
// into the Parmesan metric; EvaluateSources grounds it in source
// sentences; EvaluateStream scores segments as they arrive;
// EvaluateMetrics names metrics (package metric).
//
// The work is done by the packages behind the door, in pipeline order:
// lemma (analysis and generation), paraphrase (sources and filters),
// rewrite, fix, pipeline (the rewriter as a value), meteor and metric/*
// (the metrics, which depend on none of the stages), and eval (the one
// orchestration: prepare, rewrite, score, aggregate, confidence, render).
package parmesan
