// Package metaeval runs meta-evaluations end to end: it scores metrics on
// an eval set (package data's layout) or reads their scores from files,
// builds the systems × segments matrices of human and metric scores, and
// ranks the metrics with package correlate's statistics, confidence
// intervals and significance tests. It sits above the scoring packages
// (parmesan, meteor, metric) and below the command line (parmesan
// correlate), which only parses flags and formats a Report.
//
//	set, _ := data.ReadEvalSet("testdata/report-set") // or data.ReadMTME for mt-metrics-eval's layout
//	o := metaeval.Options{Cache: metaeval.DefaultCache()}
//	in, _ := metaeval.FromSet(set, []string{"meteor", "parmesan", "chrf"}, &o)
//	report, _ := metaeval.Evaluate(in, o)
//
// Scoring is the slow part, so each system's per-segment statistics are
// kept in an on-disk Cache keyed by the metric's settings and the hashes
// of the inputs (see cache.go); correlating them again takes
// milliseconds. Metrics are built lazily: a run answered from the cache
// loads no dictionaries.
package metaeval
