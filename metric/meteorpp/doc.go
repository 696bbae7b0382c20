// Package meteorpp is Meteor++ (Guo, Ruan & Hu, "Meteor++: Incorporating
// Copy Knowledge into Machine Translation Evaluation", WMT 2018): Meteor
// whose recall is penalised for the reference's copy words — words that a
// paraphrase almost always copies (names, numbers, topical nouns) — that
// the hypothesis does not contain.
//
// # Copy knowledge
//
// Extract reads paraphrase pairs (reference, good paraphrase): a word w,
// lower-cased, is a copy word when it occurs in at least c sentences of
// the pairs and, when it occurs in one sentence of a pair, occurs in the
// other with probability at least p:
//
//	count(w) = number of sentences (both sides of every pair) containing w
//	both(w)  = number of pairs with w on both sides
//	P(w)     = 2·both(w) / count(w)
//	copy word ⇔ count(w) ≥ c and P(w) ≥ p
//
// P(w) is the probability that, picking one of the sentences w occurs
// in, the other sentence of its pair contains w too (each pair with w on
// both sides gives two such sentences). The paper's settings are c = 20,
// p = 0.85 on Quora question pairs and c = 2, p = 0.8 on WMT data.
// Function words of the language and tokens without a letter or a digit
// are never copy words (ExtractOptions.Skip). PairsFromSet builds pairs
// from an evaluation set: each hypothesis whose human segment score is at
// least a threshold with each of its references, and every two
// references of one segment.
//
// # The score
//
// The paper's full text was not available to us (only its abstract and
// the summary); the formula is therefore the one the issue
// describes — Meteor, with a penalty for the reference's copy words the
// hypothesis misses — in the form of a public Python implementation of
// copy-word ("paraphrase-invariant word") penalties for Meteor from the
// same line of work (that implementation also scales precision by the
// hypothesis's unmatched copy words; we keep to the reference
// side): with n the copy-word tokens of the reference and u
// those the Meteor alignment leaves unmatched (by any matcher: exact,
// stem, synonym or paraphrase),
//
//	R'     = R · (1 − u / (n + K))          K = Options.Smooth (default 8)
//	Fmean' = 1 / ((1−α)/P + α/R')         Meteor's Fmean with R'
//	score  = Fmean' · (1 − Pen)             Pen: Meteor's fragmentation penalty, unchanged
//
// When no copy word of the reference is missed (u = 0) the factor is 1
// and Meteor++ is exactly Meteor: the same statistics, the same
// arithmetic, the same bits (Corpus does not even recompute Fmean).
// Corpus scores sum n and u over segments as Meteor sums its counts.
// With several references each is scored and the best Meteor++ score
// wins (the first on ties, as in Meteor).
//
// Metric is safe for concurrent use; the copy-word list is immutable.
package meteorpp
