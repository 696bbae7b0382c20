package mpeda

import "math"

// The pure formulas of MPEDA, shared by the single-machine pipeline of
// this package and by any other engine that computes the same counts (the
// Beam pipeline of issue 17): one implementation of each formula. Each is
// a function of counts alone, safe for concurrent use, never panicking.
//
// The formula numbers are the paper's (Zhang et al. 2016, section 3;
// ../shared/spec/papers/mpeda-2016.txt). One glyph of formula (1) was lost
// in the extraction: the operator between P(ti|tj) and P(tj|ti). The
// product is our reading: the prose calls R "the joint conditional
// probability of two terms", the product keeps R in [0, 1] and symmetric
// (so an undirected network), and a sum would give pairs of one rare and
// one frequent term a weight near 1.

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

// Correlation is R(ti, tj), formulas (1)–(3), the weight of the edge
// between two terms in the term Markov network:
//
//	(1) R(ti, tj)  = P(ti | tj) · P(tj | ti)       (reading: the operator was lost)
//	(2) P(ti | tj) = C(ti, tj) / C(tj)
//	(3) P(tj | ti) = C(ti, tj) / C(ti)
//
// where C(t) (ni, nj) is the number of documents containing t and
// C(ti, tj) (nij) the number in which both occur within the same window.
// R is symmetric and in [0, 1]; it is 0 when any count is 0 and is
// clamped to 1 if inconsistent counts (nij > ni or nj) would exceed it.
func Correlation(nij, ni, nj int64) float64 {
	if nij <= 0 || ni <= 0 || nj <= 0 {
		return 0
	}
	r := (float64(nij) / float64(nj)) * (float64(nij) / float64(ni))
	return min(r, 1)
}

// ChunkScore is the ChunkDice alternative to pos (not the paper's
// formula): the score of two terms from the word chunks (context n-grams
// with the term's slot left open) they share. Index k of each slice is
// chunk length k+1:
//
//	s_n     = |C_n(ti) ∩ C_n(tj)|                       (shared[k])
//	ratio_n = 2·s_n / (|C_n(ti)| + |C_n(tj)|)           (Dice ratio)
//	score   = Σ_n w_n·ratio_n / Σ_n w_n,  w_n = n
//
// where |C_n(t)| is sizeI[k] or sizeJ[k]. Longer shared chunks are more
// telling, hence the weight n. A length at which both terms have no
// chunk is left out of both sums; the score is 0 when no length has a
// chunk. It is in [0, 1] (inconsistent counts are clamped). The slices
// may be of different lengths; missing entries count as 0.
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

// ChunkWeight is w3, formula (6), the weight of a 3-gram word chunk (a
// triangle ti, tj, tk of the term network): the mean R over its node
// pairs, 2/(n(n−1)) · Σ_{i<j} R(ti, tj) with n = 3.
func ChunkWeight(rij, rik, rjk float64) float64 { return (rij + rik + rjk) / 3 }

// Pos is pos(ti, tj), formula (4), the paraphrase probability of two
// terms:
//
//	(4) pos(ti, tj) = W3(ti, tj) / (½ (W3(ti) + W3(tj)))
//	(5) W3(ti, tj)  = Σ_{k ≠ i, j; ti, tj, tk a clique} w3(ti, tj, tk)
//
// where wij is W3(ti, tj), the summed weight of the chunks containing
// both terms, and wi, wj are W3(ti), W3(tj), the summed weights of the
// chunks containing each. pos is in [0, 1] (clamped); 0 when wij ≤ 0.
func Pos(wij, wi, wj float64) float64 {
	if !(wij > 0) || !(wi+wj > 0) {
		return 0
	}
	return min(wij/((wi+wj)/2), 1)
}
