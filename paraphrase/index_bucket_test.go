package paraphrase

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestIndexBuckets: an index large enough to have buckets (and a filter)
// answers every lookup and HasKey as the set it was built from does, for present pairs and absent
// ones, with A and B empty, one byte long, sharing a first byte, or not
// ASCII; and so does its binary form.
func TestIndexBuckets(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	alphabet := []string{"", "a", "b", "z", "é", "\x00", "\xff", "ab", "ř"}
	word := func() string {
		w := ""
		for n := rng.Intn(4); n > 0; n-- {
			w += alphabet[rng.Intn(len(alphabet))]
		}
		return w
	}
	s := NewSet()
	for s.Len() < 3*minBucketed {
		s.Add(Pair{A: word(), B: word(), Source: Source(1 + rng.Intn(7))})
	}
	keys := map[string]bool{}
	for _, p := range s.Pairs() {
		keys[p.A] = true
	}
	x := NewIndex(s)
	require.NotNil(t, x.buckets)
	require.NotNil(t, x.filter)
	raw, err := x.MarshalBinary()
	require.NoError(t, err)
	y, err := UnmarshalIndex(raw)
	require.NoError(t, err)
	require.NotNil(t, y.buckets)
	owned, err := unmarshalOwned(append([]byte(nil), raw...)) // the cache's decoding: shares the bytes
	require.NoError(t, err)
	require.NotNil(t, owned.buckets)
	filtered, err := unmarshalOwned(x.marshalFiltered()) // the cache's form: the filter read, not built
	require.NoError(t, err)
	require.Equal(t, x.filter, filtered.filter)
	require.Equal(t, x.buckets, filtered.buckets)
	fb := x.marshalFiltered()
	for _, cut := range []int{1, 8, len(fb) / 2, len(fb) - 1} {
		_, err := UnmarshalIndex(fb[:cut])
		require.ErrorIs(t, err, ErrBadIndex, "cut at %d", cut)
	}
	for i := 0; i < 20000; i++ {
		a, b := word(), word()
		if i%2 == 0 {
			p := s.Pairs()[rng.Intn(s.Len())]
			a, b = p.A, p.B
		}
		want, wok := s.Lookup(a, b)
		for _, ix := range []*Index{x, y, owned, filtered} {
			require.Equal(t, keys[a], ix.HasKey(a), "HasKey(%q)", a)
			got, ok := ix.Lookup(a, b)
			require.Equal(t, wok, ok, "%q %q", a, b)
			if ok {
				require.Equal(t, want.Source, got, "%q %q", a, b)
			}
		}
	}
}

// BenchmarkIndexLookup asks a bucketed index for pairs of its words, one
// in ten of them present: the rewriter's mix, where most reference and
// hypothesis words are no pair (the filter answers those).
func BenchmarkIndexLookup(b *testing.B) {
	rng := rand.New(rand.NewSource(1))
	word := func() string {
		w := make([]byte, 3+rng.Intn(6))
		for i := range w {
			w[i] = byte('a' + rng.Intn(20))
		}
		return string(w)
	}
	s := NewSet()
	for s.Len() < 200000 {
		s.Add(Pair{A: word(), B: word(), Source: SourceThesaurus})
	}
	x := NewIndex(s)
	type ask struct{ a, b string }
	asks := make([]ask, 4096)
	for i := range asks {
		p := s.Pairs()[rng.Intn(s.Len())]
		asks[i] = ask{p.A, word()}
		if i%10 == 0 {
			asks[i].b = p.B
		}
	}
	found := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		q := asks[i%len(asks)]
		if _, ok := x.Lookup(q.a, q.b); ok {
			found++
		}
	}
	if found == 0 && b.N >= len(asks) {
		b.Fatal("no pair found")
	}
}

// A bucketed index whose pairs are out of order, or repeat one, does not
// decode (the order is checked in the pass that builds the buckets),
// whether the bytes are copied or shared.
func TestIndexOrderChecked(t *testing.T) {
	for _, bad := range []string{"swap", "repeat", "swapB"} {
		b := newIndexBuilder(2*minBucketed, 0)
		for i := range 2 * minBucketed {
			a, w := fmt.Sprintf("a%05d", i), "x"
			switch {
			case bad == "swap" && i == minBucketed:
				a = fmt.Sprintf("a%05d", i+1)
			case bad == "swap" && i == minBucketed+1:
				a = fmt.Sprintf("a%05d", i-1)
			case bad == "repeat" && i == minBucketed+1:
				a = fmt.Sprintf("a%05d", i-1)
			case bad == "swapB" && i == minBucketed+1:
				a, w = fmt.Sprintf("a%05d", i-1), "w" // (a, x) then (a, w)
			}
			b.add(a, w, SourceThesaurus)
		}
		raw, err := b.x.MarshalBinary()
		require.NoError(t, err)
		_, err = UnmarshalIndex(raw)
		require.ErrorIs(t, err, ErrBadIndex, bad)
		_, err = unmarshalOwned(raw)
		require.ErrorIs(t, err, ErrBadIndex, bad)
	}
}
