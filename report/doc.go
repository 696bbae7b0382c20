// Package report builds "parmesan report": one self-contained HTML page
// (styles, a small hand-written script and the data inline, nothing
// fetched from the network) for comparing systems.
//
// Build scores the systems once with the root package's evaluator
// (parmesan.Evaluator.ScoreMetrics: corpus scores, bootstrap intervals,
// paired tests against a baseline, segment scores, signatures), keeps
// each segment's Meteor alignment (meteor.Scorer.AlignTokens: matches
// with the module that found them) and, for the Parmesan metric, each
// reference's rewrite (substitutions with their paraphrase source,
// agreement fixes with their rule). Data.WriteHTML renders the page with
// html/template: the summary table is rendered on the server, so it is
// the first paint; the script then parses the embedded JSON and draws
// the plots (histograms, a per-segment difference plot, metric-vs-human
// scatter plots, all inline SVG), the paginated segment browser and the
// segment view (alignment drawn between hypothesis and reference, the
// rewrite as a diff with notes). Every metric scored on rewritten
// references (NAME@parmesan, parmesan) is labelled "rewritten refs" in
// the summary and the browser. A URL ending in #seg=N (1-based, with an
// optional &sys=NAME; default the baseline) opens segment N, and each
// segment shows a link to itself.
//
// It sits after the root package: report imports parmesan, meteor and
// correlate; only cmd/parmesan imports report.
//
//	d, err := report.Build(report.Input{Refs: [][]string{ref}, Systems: systems}, report.Options{})
//	if err == nil {
//		err = d.WriteFile("report.html")
//	}
package report
