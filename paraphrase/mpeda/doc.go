// Package mpeda builds domain-specific paraphrase tables from monolingual
// text, after MPEDA (Zhang et al., "Extract Domain-specific Paraphrase
// from Monolingual Corpus for Automatic Evaluation of Machine
// Translation", WMT 2016). It sits beside package paraphrase (whose Pair
// and Meteor writer it uses) and imports nothing after it.
//
// # Steps
//
//  1. Moore–Lewis selection (Moore & Lewis 2010): a trigram language
//     model of the in-domain sample and one of a random sample of the
//     general corpus of the same number of sentences, both interpolated
//     Witten–Bell over the in-domain vocabulary; every general sentence is
//     scored by CrossEntropyDiff and the lowest fraction is kept as the
//     domain sub-corpus.
//  2. Term Markov network: over units of Window consecutive lines of the
//     sub-corpus, n(t) and n(ti, tj) are counted and every pair of terms
//     gets its edge weight R = Correlation(n(ti,tj), n(ti), n(tj)).
//     Pairs with R ≥ MinR become candidates.
//  3. Paraphrase extraction by shared word chunks: for every term, the
//     chunks (context n-grams of 1..ChunkLen words with the term's slot
//     left open) it occurs in; every candidate pair gets
//     pos = ChunkScore(shared, |C(ti)|, |C(tj)|), and pairs with
//     pos ≥ MinPos are written both ways as a Meteor paraphrase table
//     with probability pos.
//
// The formulas are in formula.go, as pure functions of counts, so that
// other engines computing the same counts share them.
//
// # Memory and parallelism
//
// Counting streams its input. Counts go through a Counter, which keeps a
// hash map of byte keys up to a memory budget, then spills it as a sorted
// run to a temporary file; the runs are merged at the end in key order.
// Tokenizing and counting run on several goroutines, each with its own
// Counter. The language models are trained on the in-domain text and an
// equally sized sample of the general corpus, so their size does not grow
// with the general corpus; the general corpus is read three times
// (sample, score, select) and the sub-corpus twice.
package mpeda
