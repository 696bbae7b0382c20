package mpeda

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"
)

// bags holds the bag-of-words vectors of a corpus's sentences compactly:
// for sentence i, the distinct hashed words feat[off[i]:off[i+1]] with
// their counts cnt[...] (about 6 bytes per token and 8 per sentence).
type bags struct {
	feat []uint32
	cnt  []uint16
	off  []int64
	norm []float32 // Euclidean norm of each vector
}

// wordHash is 64-bit FNV-1a folded to 32 bits: fixed, so clusters are
// the same from run to run.
func wordHash(t string) uint32 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(t); i++ {
		h = (h ^ uint64(t[i])) * 1099511628211
	}
	return uint32(h ^ h>>32)
}

// add appends a sentence's bag of words; tmp is scratch.
func (b *bags) add(tokens []string, tmp []uint32) []uint32 {
	if len(b.off) == 0 {
		b.off = append(b.off, 0)
	}
	tmp = tmp[:0]
	for _, t := range tokens {
		tmp = append(tmp, wordHash(t))
	}
	slices.Sort(tmp)
	var sq float64
	for i := 0; i < len(tmp); {
		j := i
		for j < len(tmp) && tmp[j] == tmp[i] {
			j++
		}
		c := min(j-i, math.MaxUint16)
		b.feat = append(b.feat, tmp[i])
		b.cnt = append(b.cnt, uint16(c))
		sq += float64(c * c)
		i = j
	}
	b.off = append(b.off, int64(len(b.feat)))
	b.norm = append(b.norm, float32(math.Sqrt(sq)))
	return tmp
}

func (b *bags) len() int { return len(b.norm) }

// kmeansBranch is the most clusters one node of the K-means tree splits into.
const kmeansBranch = 16

// clusterDocs groups the sentences into K = max(1, round(n/docSize))
// documents by K-means over their bag-of-words vectors with cosine
// similarity (spherical K-means: unit vectors, centroids renormalised),
// and returns each sentence's document id (documents numbered 0..K−1 in
// the order of their first sentence) and K. The mean document is thus
// n/K sentences, docSize up to rounding (n/K − docSize is below
// docSize/(2K) in absolute value).
//
// The K clusters are found top-down, as a tree: a node of m sentences
// with a budget of k clusters (k ≤ m) runs iters Lloyd iterations with
// min(k, kmeansBranch) centroids (seeded with distinct random sentences
// of the node) and shares its budget among the c non-empty clusters it
// finds (c ≤ k) in proportion to their sizes (shareBudget); a node with
// a budget of one is a document, one that does not split (identical
// vectors) is cut into k runs of near-equal length. Each node
// works in a dense space of the words it holds, so the time is about
// tokens × depth × kmeansBranch × iters and the memory the vectors plus
// one node's space.
func clusterDocs(b *bags, docSize, iters int, seed uint64) ([]int32, int) {
	n := b.len()
	doc := make([]int32, n)
	if n == 0 {
		return doc, 0
	}
	if docSize <= 1 {
		for i := range doc {
			doc[i] = int32(i)
		}
		return doc, n
	}
	k := max(1, int(math.Round(float64(n)/float64(docSize))))
	all := make([]int32, n)
	for i := range all {
		all[i] = int32(i)
	}
	type node struct {
		s []int32
		k int
	}
	stack := []node{{all, k}}
	var leaves [][]int32
	for len(stack) > 0 {
		nd := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if nd.k <= 1 || len(nd.s) <= 1 {
			leaves = append(leaves, nd.s)
			continue
		}
		parts := splitNode(b, nd.s, min(nd.k, kmeansBranch, len(nd.s)), iters, seed)
		if len(parts) <= 1 { // no split: k runs of near-equal length
			for j := range nd.k {
				leaves = append(leaves, nd.s[j*len(nd.s)/nd.k:(j+1)*len(nd.s)/nd.k])
			}
			continue
		}
		sizes := make([]int, len(parts))
		for i, p := range parts {
			sizes[i] = len(p)
		}
		for i, kp := range shareBudget(nd.k, sizes) {
			stack = append(stack, node{parts[i], kp})
		}
	}
	for _, l := range leaves {
		slices.Sort(l)
	}
	slices.SortFunc(leaves, func(x, y []int32) int { return int(x[0]) - int(y[0]) })
	for d, l := range leaves {
		for _, i := range l {
			doc[i] = int32(d)
		}
	}
	return doc, len(leaves)
}

// shareBudget shares a budget of k clusters among parts of the given
// sizes (len(sizes) ≤ k ≤ Σ sizes = m, every size ≥ 1) in proportion to
// their sizes: part i gets its share k·size_i/m rounded down, but at
// least 1 and at most size_i; then, while the budgets sum to less than k,
// one more goes to the part with the largest remainder (share − budget)
// that is below its size, and while they sum to more, one less to the
// part with the smallest remainder whose budget is above 1 (ties to the
// earlier part). The budgets sum to k.
func shareBudget(k int, sizes []int) []int {
	m := 0
	for _, s := range sizes {
		m += s
	}
	out := make([]int, len(sizes))
	rem := make([]float64, len(sizes))
	left := k
	for i, s := range sizes {
		share := float64(k) * float64(s) / float64(m)
		out[i] = min(max(int(share), 1), s)
		rem[i] = share - float64(out[i])
		left -= out[i]
	}
	for ; left != 0; left -= cmp.Compare(left, 0) {
		best := -1
		for i := range out {
			if left > 0 && out[i] < sizes[i] && (best < 0 || rem[i] > rem[best]) ||
				left < 0 && out[i] > 1 && (best < 0 || rem[i] < rem[best]) {
				best = i
			}
		}
		if best < 0 {
			break // k outside [len(sizes), m]
		}
		d := cmp.Compare(left, 0)
		out[best] += d
		rem[best] -= float64(d)
	}
	return out
}

// splitNode runs spherical K-means with k centroids on the sentences s
// and returns the non-empty clusters (sentences in increasing order).
func splitNode(b *bags, s []int32, k, iters int, seed uint64) [][]int32 {
	// Local dense ids of the node's words.
	local := map[uint32]int32{}
	lf := make([]int32, 0)
	lo := make([]int, len(s)+1)
	for i, x := range s {
		for _, f := range b.feat[b.off[x]:b.off[x+1]] {
			id, ok := local[f]
			if !ok {
				id = int32(len(local))
				local[f] = id
			}
			lf = append(lf, id)
		}
		lo[i+1] = len(lf)
	}
	d := len(local)
	local = nil
	rng := rand.New(rand.NewPCG(seed, uint64(s[0])<<32|uint64(len(s))))
	cent := make([]float32, k*d)
	for c, i := range rng.Perm(len(s))[:k] { // Forgy: k distinct sentences
		x := s[i]
		if b.norm[x] == 0 {
			continue
		}
		for j, f := range lf[lo[i]:lo[i+1]] {
			cent[c*d+int(f)] = float32(b.cnt[b.off[x]+int64(j)]) / b.norm[x]
		}
	}
	assign := make([]int32, len(s))
	for it := range max(iters, 1) {
		changed := false
		for i, x := range s {
			best, bestDot := int32(0), float32(-1)
			cnt := b.cnt[b.off[x]:b.off[x+1]]
			for c := range k {
				row := cent[c*d : (c+1)*d]
				var dot float32
				for j, f := range lf[lo[i]:lo[i+1]] {
					dot += float32(cnt[j]) * row[f]
				}
				if dot > bestDot {
					best, bestDot = int32(c), dot
				}
			}
			if assign[i] != best || it == 0 {
				changed = changed || assign[i] != best
				assign[i] = best
			}
		}
		if it > 0 && !changed {
			break
		}
		clear(cent)
		for i, x := range s {
			if b.norm[x] == 0 {
				continue
			}
			row := cent[int(assign[i])*d:]
			cnt := b.cnt[b.off[x]:b.off[x+1]]
			for j, f := range lf[lo[i]:lo[i+1]] {
				row[f] += float32(cnt[j]) / b.norm[x]
			}
		}
		for c := range k {
			row := cent[c*d : (c+1)*d]
			var sq float64
			for _, v := range row {
				sq += float64(v * v)
			}
			if sq > 0 {
				inv := float32(1 / math.Sqrt(sq))
				for j := range row {
					row[j] *= inv
				}
			}
		}
	}
	parts := make([][]int32, k)
	for i, x := range s {
		parts[assign[i]] = append(parts[assign[i]], x)
	}
	return slices.DeleteFunc(parts, func(p []int32) bool { return len(p) == 0 })
}
