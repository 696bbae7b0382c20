// Package bleu is BLEU (Papineni et al., 2002) exactly as sacrebleu 2.6.0
// computes it: the same tokenizers (package metric/tokenize), n-gram
// clipping against the maximum count over references, the closest
// reference length (the shorter on ties), the smoothing methods of Chen
// and Cherry (2014) (exp, floor, add-k, none), effective order, and the
// same signature (nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0).
//
// It implements metric.Metric and registers itself as "bleu". Statistics
// are sacrebleu's flat vector [hyp_len, ref_len, correct_1..N,
// total_1..N]; the corpus score is computed from their sum, so bootstrap
// resampling (package signif) needs no text.
//
// # Sentence scores
//
// Sentence applies effective order whatever Options.EffectiveOrder says,
// as sacrebleu's --sentence-level does, so that a segment too short for
// 4-grams is not scored 0.
//
// # Speed
//
// Tokens of a segment are interned to small integers and n-grams packed
// into uint64 keys that are sorted and merged, with no per-n-gram
// allocation; a segment with too many distinct tokens to pack falls back
// to string keys (the same counts, tested against each other).
//
// A BLEU value is immutable and safe for concurrent use.
package bleu
