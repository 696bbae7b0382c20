package signif

import (
	"testing"
)

// stats23 is shaped like Meteor's 23 statistics fields.
type stats23 [23]float64

// meteorLike aggregates by summing every field, except that, as in
// Meteor, a segment whose matches cover both sides adds no chunks.
type meteorLike struct{}

func (meteorLike) Add(acc, s *stats23) {
	for i := range acc {
		acc[i] += s[i]
	}
	if s[4] == s[0] && s[5] == s[1] {
		acc[20] -= s[20]
	}
}

func (meteorLike) Score(acc *stats23) float64 {
	p, r := acc[4]/(acc[0]+1), acc[5]/(acc[1]+1)
	return p * r / (0.9*p + 0.1*r + 1e-9) * (1 - 0.5*acc[20]/(acc[4]+1))
}

func benchSegs(n, salt int) []stats23 {
	segs := make([]stats23, n)
	for i := range segs {
		for k := range segs[i] {
			segs[i][k] = float64((i*7 + k*3 + salt) % 17)
		}
	}
	return segs
}

// BenchmarkBootstrap1000x100k: 1000 resamples of 100,000 segments, the
// default of a corpus-level interval on a large test set.
func BenchmarkBootstrap1000x100k(b *testing.B) {
	segs := benchSegs(100000, 0)
	b.ReportAllocs()
	b.SetBytes(int64(len(segs)) * 23 * 8 * 1000) // statistics read per operation
	b.ResetTimer()
	for b.Loop() {
		if _, err := Bootstrap[stats23](meteorLike{}, segs, Options{Resamples: 1000}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPairedBootstrap1000x100k: the paired test on the same sizes.
func BenchmarkPairedBootstrap1000x100k(b *testing.B) {
	base, sys := benchSegs(100000, 0), benchSegs(100000, 1)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, _, err := PairedBootstrap[stats23](meteorLike{}, base, sys, Options{Resamples: 1000}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkApproxRandomization1000x100k: 1000 trials (a tenth of the
// default) of 100,000 segment pairs.
func BenchmarkApproxRandomization1000x100k(b *testing.B) {
	base, sys := benchSegs(100000, 0), benchSegs(100000, 1)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := ApproxRandomization[stats23](meteorLike{}, base, sys, Options{Trials: 1000}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDrawCounts: index generation alone, 100,000 draws.
func BenchmarkDrawCounts100k(b *testing.B) {
	r := newResampler[stats23](100000)()
	k := 0
	b.ReportAllocs()
	for b.Loop() {
		r.draw(1, k)
		clear(r.counts)
		k++
	}
}
