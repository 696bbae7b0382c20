package paraphrase

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestHasKey: Index.HasKey and SlotOnlyRest.HasKey answer as the set the
// pairs came from does (is there a pair with this first side?), for every
// string of up to three letters over a tiny alphabet, on indexes with and
// without buckets and on their binary forms.
func TestHasKey(t *testing.T) {
	alphabet := []string{"", "a", "b", " ", "é", "\x00", "\xff", "ab", "ř"}
	var words []string
	var gen func(w string, n int)
	gen = func(w string, n int) {
		words = append(words, w)
		if n == 0 {
			return
		}
		for _, c := range alphabet {
			gen(w+c, n-1)
		}
	}
	gen("", 3)
	for _, size := range []int{0, 1, 50, 3 * minBucketed} {
		rng := rand.New(rand.NewSource(int64(size)))
		s := NewSet()
		for s.Len() < size {
			s.Add(Pair{A: words[rng.Intn(len(words))], B: words[rng.Intn(len(words))], Source: Source(1 + rng.Intn(7))})
		}
		keys := map[string]bool{}
		for _, p := range s.Pairs() {
			keys[p.A] = true
		}
		x := NewIndex(s)
		require.Equal(t, size >= minBucketed, x.buckets != nil)
		raw, err := x.MarshalBinary()
		require.NoError(t, err)
		y, err := UnmarshalIndex(raw)
		require.NoError(t, err)
		// The half of the pairs with an even position as Kept.
		kept := NewSet()
		for i, p := range s.Pairs() {
			if i%2 == 0 {
				kept.Add(p)
			}
		}
		kx := NewIndex(kept)
		for _, a := range words {
			for _, ix := range []*Index{x, y} {
				require.Equal(t, keys[a], ix.HasKey(a), "size %d: %q", size, a)
			}
			require.Equal(t, keys[a], SlotOnlyRest{All: x, Kept: kx}.HasKey(a), "size %d: %q", size, a)
			require.Equal(t, keys[a], SlotOnlyRest{All: x}.HasKey(a), "size %d: %q", size, a)
		}
	}
	// A lexicon without HasKey may hold any key.
	require.True(t, SlotOnlyRest{All: setLexicon{NewSet()}}.HasKey("x"))
}

// setLexicon is a PairLexicon without a HasKey method.
type setLexicon struct{ s *Set }

func (l setLexicon) Lookup(a, b string) (Source, bool) {
	p, ok := l.s.Lookup(a, b)
	return p.Source, ok
}
