// Package parmesan is the library entry point of the parmesan
// machine-translation evaluation toolkit. It chains the stages a user
// needs — (later: rewrite references toward the hypothesis, repair
// agreement,) score with Meteor 1.5 — and adds what a corpus evaluation
// needs around them: references prepared once per corpus, parallel
// scoring, signatures, and confidence intervals and paired significance
// tests computed from cached per-segment statistics.
//
// A typical use:
//
//	ev, err := parmesan.NewEvaluator(parmesan.Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm}})
//	refs, err := ev.PrepareReferences([][]string{refLines})
//	sys, err := ev.ScoreSystem("system-a", hypLines, refs)
//	fmt.Println(sys.Corpus.Score, ev.Signature(refs.Count()))
//
// The stages live in their own packages: lemma (analysis and generation),
// paraphrase (paraphrase sources and filters), rewrite, fix, and meteor
// (the scorer, which depends on none of the others).
package parmesan
