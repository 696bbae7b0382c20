// Package correlate measures how well metric scores agree with human
// judgments (meta-evaluation, as in the WMT metrics tasks and
// google-research/mt-metrics-eval, whose definitions it follows).
//
// # Data
//
// Scores are matrices: one row per system, one column per item (segment),
// NaN where a score is missing (a segment without a human judgment). A
// system-level comparison is a matrix with one column (one score per
// system) or, equivalently, two plain vectors.
//
// # Statistics
//
// [Statistic] names a correlation of two vectors: Pearson's r, Spearman's
// ρ, Kendall's τ_b and τ_c, the WMT23 variants τ_23 and pairwise accuracy
// (acc23 with no tie threshold, the system-level "pairwise accuracy"), and
// the tie-calibrated variants whose metric tie threshold ε is chosen to
// maximise the statistic (Deutsch, Foster and Freitag 2023,
// arXiv:2305.14324; [StatAcc23] is the WMT23 segment-level statistic).
//
// [Average] says how a matrix becomes vectors: [AverageNone] flattens it,
// [AverageItem] correlates each column (the systems' scores of one segment)
// and takes the mean of the defined correlations, [AverageSys] does the
// same per row. [Correlate] computes one statistic:
//
//	r, err := correlate.Correlate(correlate.StatPearson, correlate.AverageNone, gold, metric)
//	fmt.Println(r.Value)
//
// # Uncertainty and significance
//
// [Bootstrap] gives a percentile confidence interval by resampling items
// (segment level) or systems (system level) with replacement. [Permute]
// is the PERM-BOTH paired permutation test of Deutsch, Dror and Roth
// (2021, arXiv:2104.00054): is metric A's correlation higher than metric
// B's? [Williams] is Williams' test for two dependent Pearson
// correlations sharing the human scores (Graham and Baldwin 2014).
// Random draws come from a seeded generator, so results are identical run
// to run.
//
// Every function here is pure and safe for concurrent use. Degenerate
// input (constant vectors, fewer than two scores) yields NaN, never a
// panic; malformed input (ragged or mismatched matrices, an unknown
// statistic) yields an error.
package correlate
