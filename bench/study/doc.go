// Command study computes the README's meta-evaluation tables from the
// human judgments in ../shared/eval and writes each as a markdown file:
//
//	go run ./bench/study [-tables meta,family,study,presets] [-out bench/study/testdata] [-shared ../shared]
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
// "go test ./bench/study -update" rewrites them. The meta and family
// tables run in the default test run; the study (tens of minutes on two
// cores) only with PARMESAN_STUDY=1.
package main
