// Package chrf is chrF (Popović 2015) and chrF++ (Popović 2017) exactly as
// sacrebleu 2.6.0 computes them: character n-grams of orders 1…CharOrder
// over the segment with whitespace removed (unless Whitespace is set),
// word n-grams of orders 1…WordOrder over words whose leading or trailing
// ASCII punctuation is split off, precision and recall averaged over the
// orders present (sacrebleu's effective order; or chrF++.py's ε smoothing
// with EpsSmoothing), the F-β of the averages, and, with several
// references, the statistics of the reference with the best F.
//
// It implements metric.Metric and registers itself as "chrf". Statistics
// are sacrebleu's flat vector of [hyp, ref, match] counts per order
// (character orders first); the corpus score is computed from their sum.
// The signature is sacrebleu's
// (nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0).
//
// N-grams are counted as packed integer keys of interned characters or
// words, sorted and merged (a string-keyed path takes over when a segment
// has too many distinct symbols to pack; the two are tested against each
// other).
//
// A CHRF value is immutable and safe for concurrent use.
package chrf
