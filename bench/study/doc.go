// Command study computes the meta-evaluation tables behind docs/study.md and
// the README's recommendations from the human judgments in ../shared/eval
// and writes each as a markdown file:
//
//	cd bench && go run ./study [-tables meta,family,study,presets] [-root ..] [-out DIR] [-shared ../../shared]
//
// bench/ is a nested module (its own go.mod, replacing the product module
// by ../), so the product's "go test ./..." compiles none of it; the
// paths above are relative to bench/. "go generate ./eval" runs it for
// the presets.
//
// Tables:
//
//   - meta: "Does the rewriting help?" — Meteor with all matchers, Meteor
//     exact, the Parmesan metric with and without agreement repair, scored
//     and correlated by package correlate/metaeval (its per-segment
//     statistics cache is used).
//   - family: BLEU, chrF, TER, m-BLEU and m-TER on the original and on the
//     rewritten references (package eval's ScoreMetrics).
//   - study: issue 24's study — chrF, Meteor default and tuned, Meteor +
//     lemma tuned (the lemma module where parmesan has a lemmatizer),
//     Parmesan (the paper's metric), Parmesan weighted (full matchers +
//     the rewritten-token module) and tuned, chrF and m-BLEU on rewritten
//     references, on every shared set, with tuning cross-validated by set
//     (package tune).
//   - presets: the shipped tuned presets (meteor-cs, parmesan-cs, meteor-en,
//     parmesan-en), tuned with the study's objective and search on named
//     training sets, with leave-one-set-out figures; written to
//     eval/tuned.txt, which package eval embeds (presets.go).
//
// Every figure carries a bootstrap 95 % interval (package correlate's
// Bootstrap, fixed seed). The files in testdata/ and eval/tuned.txt are golden files:
// study_test.go recomputes the tables and compares them byte for byte;
// "go test ./study -update" (in bench/) rewrites them. The meta and family
// tables run in the default test run; the study (tens of minutes on two
// cores) only with PARMESAN_STUDY=1.
package main
