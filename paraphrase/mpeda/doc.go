// Package mpeda builds domain-specific paraphrase tables from monolingual
// text, after MPEDA (Zhang et al., "Extract Domain-specific Paraphrase
// from Monolingual Corpus for Automatic Evaluation of Machine
// Translation", WMT 2016; the text is ../shared/spec/papers/mpeda-2016.txt).
// It sits beside package paraphrase (whose Pair and Meteor writer it uses)
// and imports nothing after it.
//
// # Steps (the paper's, section 3)
//
//  1. Documents (3.2.2): the general corpus's sentences are clustered by
//     K-means over bag-of-words vectors with cosine similarity; each
//     cluster is a document (Options.DocSize sentences on average).
//  2. Selection (3.2.1–3.2.2): modified Kneser–Ney language models of the
//     in-domain text and of the general corpus (order Options.Order, the
//     paper's 4 by default); every sentence gets formula (7)'s
//     H_ref − H_train and every document formula (8)'s mean of it;
//     documents are kept in ascending order (Options.Keep of the
//     sentences). Select.
//  3. Term Markov network (3.1, formulas 1–3) on the kept documents: C(t)
//     documents containing t, C(ti, tj) documents where both occur within
//     Options.Window tokens, R = P(ti|tj)·P(tj|ti). Extract.
//  4. Paraphrase score (formulas 4–6): the 3-gram word chunks are the
//     triangles of the network, weighted by the mean R of their edges;
//     pos(ti, tj) = W3(ti, tj) / (½(W3(ti) + W3(tj))) for every edge.
//     Pairs writes both directions with probability pos.
//
// # What is not the paper's
//
// The product in formula (1) is a reading (a glyph was lost; see
// Correlation). Options.Paper runs the paper's method and nothing else;
// without it, seven thresholds the paper does not have bound memory and
// noise (MinCount, MaxRelFreq, MinCooc, MinR, MaxRelated, MaxChunkTerms,
// MinPos; see Options). Sentence-level selection (Unit Sentences) and the
// ChunkDice score (context n-gram Dice, this package's reading before the
// paper's text was available) are alternatives, named when chosen. The
// K-means is top-down (a tree of splits into at most 16 clusters; see
// clusterDocs) so that it scales to large K, and runs on blocks of
// Options.KMeansBlock consecutive sentences (documents never span two
// blocks) so that its memory is bounded; the paper does not say how it
// ran K-means. Phrase terms (Figure 1's "calculating machine") are an
// option (Options.PhraseLen): the paper says it takes phrases as nodes
// but not how it finds them; here a phrase is a run of term words seen at
// least Options.PhraseMin times, read longest match first.
//
// Settings names every option that changes the table; WriteSettings puts
// it beside the table for a metric to name.
//
// The formulas are in formula.go, as pure functions of counts, so that
// other engines computing the same counts share them.
//
// # Memory and parallelism
//
// Counting streams its input. Counts go through a Counter, which keeps a
// hash map of byte keys up to a memory budget, then spills it as a sorted
// run to a temporary file; the runs are merged at the end in key order.
// Tokenizing and counting run on several goroutines. The general language
// model is counted the same way (half of Options.Mem) and built by
// streaming the sorted runs; the built models (about 40 bytes an n-gram
// and 48 a history) are held in memory, as are 9 bytes per general
// sentence (its document, its score, whether it is kept), one or two
// K-means blocks and the network's edges (see Extract).
package mpeda
