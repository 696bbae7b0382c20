// Package mrewrite is the reference rewrite behind m-BLEU and m-TER
// (Agarwal & Lavie 2008, §3): align the hypothesis with a reference using
// Meteor's matchers (exact, stem, synonym, paraphrase, as configured for
// the language), then replace every matched reference word, or phrase,
// with the hypothesis word or phrase it is aligned to. A string metric
// scored on the new reference then credits stem, synonym and paraphrase
// matches as if they were exact, while the word order and the unmatched
// words of the reference are kept.
//
// Alignment works on Meteor's tokens (its normalizer when the scorer
// normalizes, lowercased for matching); the replacements keep the
// hypothesis words' original case. They are spliced into the reference
// text, so unmatched words keep their spelling and spacing; only when
// the normalizer changed characters (a token not found verbatim) is the
// rewritten reference Meteor's tokens joined by spaces. When the
// alignment changes no word (every match already identical), the
// reference text is returned unchanged, so m-BLEU equals BLEU on
// segments without flexible matches.
//
// Package meteor does not import this package; metric/mbleu and
// metric/mter do. A Rewriter is safe for concurrent use.
package mrewrite
