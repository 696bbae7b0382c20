package signif

import (
	"math/bits"
	"math/rand/v2"
)

// Stream families: bootstrap resamples and randomization trials draw from
// disjoint families so that a trial never replays a resample's stream.
const (
	familyBootstrap = 0x626f6f74 // "boot"
	familyRandomize = 0x72616e64 // "rand"
)

// mix64 is the SplitMix64 finalizer, a bijective 64-bit hash.
func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

// seedStream seeds p as stream k of the given family. The 128-bit PCG
// state is a hash of (seed, family, k), so neighbouring k do not start at
// neighbouring states.
func seedStream(p *rand.PCG, seed, family uint64, k int) {
	a := mix64(seed ^ mix64(family+0x9e3779b97f4a7c15))
	b := mix64(a ^ mix64(uint64(k)+0x632be59bd9b4e019))
	p.Seed(a, mix64(b+0x9e3779b97f4a7c15))
}

// drawCounts draws len(counts) indices uniformly with replacement from
// [0, len(counts)) and adds one to counts[j] for every draw j.
//
// Each index comes from Lemire's multiply-shift method ("Fast random
// integer generation in an interval", 2019) with its rejection step, so
// the draw is exactly uniform; corpora below 2³² segments use both 32-bit
// halves of every 64-bit output.
func drawCounts(p *rand.PCG, counts []uint32) {
	n := len(counts)
	if uint64(n) > 1<<32-1 {
		drawCounts64(p, counts)
		return
	}
	bound := uint32(n)
	thresh := -bound % bound // 2³² mod n: low products below it are rejected
	var buf uint64
	have := 0
	for i := 0; i < n; i++ {
		for {
			if have == 0 {
				buf, have = p.Uint64(), 2
			}
			x := uint32(buf)
			buf >>= 32
			have--
			prod := uint64(x) * uint64(bound)
			if uint32(prod) >= thresh {
				counts[prod>>32]++
				break
			}
		}
	}
}

// drawCounts64 is drawCounts for corpora of 2³² segments or more.
func drawCounts64(p *rand.PCG, counts []uint32) {
	bound := uint64(len(counts))
	thresh := -bound % bound
	for range counts {
		for {
			hi, lo := bits.Mul64(p.Uint64(), bound)
			if lo >= thresh {
				counts[hi]++
				break
			}
		}
	}
}
