package mpeda

import "math"

// The pure formulas of MPEDA, shared by the single-machine pipeline of
// this package and by any other engine that computes the same counts (the
// Beam pipeline of issue 17): one implementation of each formula. Each is
// a function of counts alone, safe for concurrent use, never panicking.
//
// Only the abstract of Zhang et al. (2016) was available when these were
// written: R as the product of the two conditional probabilities and pos
// as a length-weighted mean of per-length Dice ratios are a reading of the
// paper's formulas (1)–(6) as its abstract and the issue describe them,
// not a transcription; the signatures will stay if the bodies are
// corrected against the paper.

// CrossEntropyDiff is the Moore–Lewis score of a sentence: the per-word
// cross-entropy under the in-domain language model minus the per-word
// cross-entropy under the general one,
//
//	H_in(s) − H_gen(s) = (−log2 P_in(s) + log2 P_gen(s)) / n,
//
// where log2In and log2Gen are the base-2 log probabilities of the whole
// sentence (end-of-sentence token included) and n the number of predicted
// tokens (words + 1 for the end of sentence). Lower is more in-domain.
// n ≤ 0 gives +Inf (such a sentence is never selected).
func CrossEntropyDiff(log2In, log2Gen float64, n int) float64 {
	if n <= 0 {
		return math.Inf(1)
	}
	return (log2Gen - log2In) / float64(n)
}

// Correlation is R(ti, tj), the weight of the edge between two terms in
// the term Markov network, from co-occurrence counts over the units
// (documents or windows) of the corpus:
//
//	(1) P(ti | tj) = n(ti, tj) / n(tj)
//	(2) P(tj | ti) = n(ti, tj) / n(ti)
//	(3) R(ti, tj)  = P(ti | tj) · P(tj | ti) = n(ti, tj)² / (n(ti) · n(tj))
//
// where n(t) is the number of units containing t and n(ti, tj) the number
// containing both. R is symmetric and in [0, 1]; it is 0 when any count is
// 0 and is clamped to 1 if inconsistent counts (nij > ni or nj) would
// exceed it.
func Correlation(nij, ni, nj int64) float64 {
	if nij <= 0 || ni <= 0 || nj <= 0 {
		return 0
	}
	r := (float64(nij) / float64(nj)) * (float64(nij) / float64(ni))
	return min(r, 1)
}

// ChunkScore is pos(ti, tj), the paraphrase score of two terms from the
// word chunks (context n-grams with the term's slot left open) they
// share. Index k of each slice is chunk length k+1:
//
//	(4) s_n     = |C_n(ti) ∩ C_n(tj)|                       (shared[k])
//	(5) ratio_n = 2·s_n / (|C_n(ti)| + |C_n(tj)|)           (Dice ratio)
//	(6) pos     = Σ_n w_n·ratio_n / Σ_n w_n,  w_n = n
//
// where |C_n(t)| is sizeI[k] or sizeJ[k]. Longer shared chunks are more
// telling, hence the weight n. A length at which both terms have no
// chunk is left out of both sums; pos is 0 when no length has a chunk.
// pos is in [0, 1] (inconsistent counts are clamped). The slices may be
// of different lengths; missing entries count as 0.
func ChunkScore(shared, sizeI, sizeJ []int64) float64 {
	n := max(len(shared), len(sizeI), len(sizeJ))
	at := func(s []int64, k int) float64 {
		if k < len(s) && s[k] > 0 {
			return float64(s[k])
		}
		return 0
	}
	var num, den float64
	for k := 0; k < n; k++ {
		a, b := at(sizeI, k), at(sizeJ, k)
		if a+b == 0 {
			continue
		}
		w := float64(k + 1)
		ratio := min(2*at(shared, k)/(a+b), 1)
		num += w * ratio
		den += w
	}
	if den == 0 {
		return 0
	}
	return num / den
}
