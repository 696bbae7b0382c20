// Package signif computes bootstrap confidence intervals and paired
// significance tests for corpus-level MT metrics from per-segment
// sufficient statistics, never from text.
//
// A corpus metric such as Meteor is not an average of sentence scores: its
// corpus score is computed from the aggregate of per-segment statistic
// vectors. The package is therefore generic over the statistics type S and
// asks the metric for exactly two things (see [Metric]): how to add one
// segment's statistics into an accumulator, and how to score an
// accumulator. Resampling then costs one Add per drawn segment and one
// Score per resample; nothing is re-aligned or re-tokenized. The package
// knows nothing about any particular metric; the caller adapts its own
// statistics type (the parmesan package does so for meteor.Stats).
//
// # Usage
//
//	type ratio struct{} // implements signif.Metric[hits]
//	func (ratio) Add(acc, seg *hits)        { acc.Hits += seg.Hits; acc.Total += seg.Total }
//	func (ratio) Score(acc *hits) float64   { return acc.Hits / acc.Total }
//
//	ci, err := signif.Bootstrap[hits](ratio{}, segs, signif.Options{})
//	// ci.Score, ci.Low, ci.High: corpus score and its 95% interval
//	c, err := signif.Compare[hits](ratio{}, baseline, system, signif.Options{})
//	// c.Delta, c.PBootstrap, c.PApproxRand
//
// # Algorithms
//
// Bootstrap (Efron & Tibshirani 1993; for MT, Koehn 2004 "Statistical
// significance tests for machine translation evaluation", EMNLP). One
// resample draws n segment indices uniformly with replacement from the n
// segments, aggregates the drawn statistics and scores them. Instead of
// visiting the drawn indices in draw order, a resample first counts how
// often each segment was drawn and then walks the segments in corpus
// order, adding each one as often as it was drawn. The multiset of added
// segments is the same, but memory is read sequentially (the statistics of
// a large corpus do not fit in cache, while the counts do) and the order of
// floating-point additions no longer depends on the draw order. Cost:
// O(R·n) Adds plus O(R) Scores for R resamples, and O(n) scratch per
// worker; nothing is allocated per resample.
//
// The interval is the percentile interval of the R resampled scores: sort
// them and take the order statistics at 0-based ranks ⌊R/40⌋ and
// R−1−⌊R/40⌋ (no interpolation). The two ranks are symmetric, so each tail
// holds ⌊R/40⌋ scores, 2.5% when R is a multiple of 40; for R = 1000 the
// bounds are the 26th smallest and the 26th largest scores. This is the
// rule sacrebleu uses, so intervals are comparable. For R < 40 the interval
// is the whole range of the resampled scores.
//
// Paired bootstrap (Koehn 2004). Baseline and system are resampled with
// the same index draws, so each resample compares the two systems on the
// same pseudo test set. With the observed difference d = score(system) −
// score(baseline), the p-value is the smoothed fraction of resamples in
// which the observed winner does not win:
//
//	p = (c + 1) / (R + 1),  c = #{resamples whose difference d* does not have the sign of d}
//
// that is, d* ≤ 0 counts when d > 0 and d* ≥ 0 counts when d < 0. When
// d = 0 there is no winner and every resample counts, so identical systems
// (or any tie) give exactly p = 1. This is Koehn's one-sided test asked in
// the direction of the observed difference; it differs from sacrebleu,
// whose paired bootstrap centres the absolute resampled differences and
// counts those exceeding |d|, which gives p = 1/(R+1) for identical systems.
//
// Approximate randomization (Noreen 1989; Riezler & Maxwell 2005, "On some
// pitfalls in automatic evaluation and significance testing for MT").
// Under the null hypothesis the two systems are exchangeable, so each trial
// swaps every segment's pair of statistics between the systems with
// probability 1/2, re-aggregates both pseudo systems and scores them.
//
//	p = (c + 1) / (T + 1),  c = #{trials with |d*| ≥ |d|}
//
// Identical systems give |d*| = 0 ≥ 0 in every trial, hence exactly p = 1.
// Cost: O(T·n) Adds on each side, read sequentially.
//
// NaN scores are treated conservatively: a NaN resampled difference counts
// as "not a win" and as "at least as extreme", so it can only raise p.
//
// # Determinism and parallelism
//
// Resample (or trial) k draws from its own random stream, a PCG generator
// (math/rand/v2) whose state is derived by hashing (Options.Seed, k). Results
// therefore depend only on the statistics, the metric and the options, not
// on Options.Workers or on scheduling: the same seed gives bit-identical
// intervals and p-values with 1 or 16 workers. Bootstrap and PairedBootstrap
// use the same streams, so with equal options the per-system intervals are
// computed on the very resamples of the paired test. Approximate
// randomization uses a separate family of streams.
//
// # Concurrency
//
// All functions are safe for concurrent use provided the metric's Add and
// Score are: they are called from several goroutines at once, each with its
// own accumulator, and the input slices are only read.
package signif
