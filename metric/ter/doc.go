// Package ter is translation edit rate (Snover et al., 2006) exactly as
// sacrebleu 2.6.0 computes it: the same tercom normalizer, the same
// greedy shift search with its limits and tie-breaking, the same beam
// edit distance, and so the same corpus and sentence scores and the same
// signature (nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0).
// It implements metric.Metric and registers itself as "ter".
//
//	m := ter.New(ter.Options{})
//	s, err := m.Stats("the cat sat on the mat", []string{"on the mat the cat sat"})
//	fmt.Println(m.Sentence(s).Score) // 16.666…: one shift over six words
//
// # The algorithm
//
// TER counts the fewest edits — inserted, deleted and substituted words,
// and shifts of a contiguous block of hypothesis words — that turn the
// hypothesis into a reference, divided by the reference length. Finding
// the optimal shifts is NP-hard; tercom, and sacrebleu after it, search
// greedily. Each round takes the current hypothesis, computes its edit
// distance to the reference and the trace of that distance, and tries
// every shift of a block that also occurs in the reference (at most
// MaxShiftSize words, moved at most MaxShiftDist positions, only blocks
// that are wrong where they are and right where they would go) to each
// position the trace aligns with the block's reference words. The shift
// that lowers the edit distance most is applied (ties: longer block, then
// earlier block, then earlier target) and the search starts again, until
// no shift helps. sacrebleu adds its own budget: after MaxShiftCandidates
// evaluated candidates over all rounds the search stops, discarding the
// round in progress. The score is (shifts + final edit distance) / |ref|.
//
// The edit distance is not exact Levenshtein: as in sacrebleu, each row
// explores only a band of BeamWidth cells either side of the
// length-scaled diagonal (the last row entirely), and the trace prefers
// a diagonal step, then a hypothesis deletion, then a reference
// insertion. The band can make the distance larger than the true one;
// reproducing it is what makes the scores identical.
//
// With several references the segment's edits are the fewest over its
// references and its length is their average length; corpus TER sums
// both over segments (sacrebleu's statistics).
//
// # Speed
//
// sacrebleu spends nearly all its time computing up to a thousand edit
// distances per segment. Here words are interned to integers once per
// segment; a candidate reuses the rows of the current hypothesis's
// matrix up to the first word the shift changes (sacrebleu caches rows
// by prefix to the same effect); and a candidate only needs its distance
// when it would beat the best shift so far, or save an edit at all, which
// sets a limit on it. With a limit, a row is computed only where
// cost[i][j] + |(n−i) − (m−j)| — a lower bound on any path through the
// cell — stays within it (Ukkonen's cut-off, inside sacrebleu's beam),
// and the candidate is abandoned when no such cell is left. Abandoned
// candidates still count toward the budget, so the search visits exactly
// sacrebleu's candidates and returns the same shift. Scratch buffers
// belong to a worker per goroutine, and StatsAll scores segments in
// parallel. The tests check the fast search against a literal
// transcription of sacrebleu's algorithm: exhaustively on short
// sequences, on random ones, by fuzzing, and (on demand) on all of
// bench-100k.
//
// # Normalization
//
// Options mirror sacrebleu's --ter-case-sensitive, --ter-normalized,
// --ter-no-punct and --ter-asian-support; Tokenize shows the words TER
// compares. Python's lower-casing and whitespace come from package
// metric/tokenize.
package ter
