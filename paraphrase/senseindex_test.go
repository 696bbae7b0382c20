package paraphrase

import (
	"fmt"
	"math/rand"
	"testing"
)

// TestSenseIndexShared compares Shared with a count over the maps
// themselves, on random dictionaries where a source word and a pair may
// recur across maps, for every pair of target words (a word with itself
// and words no dictionary has included).
func TestSenseIndexShared(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	var ms []TranslationMap
	for k := 0; k < 3; k++ {
		m := TranslationMap{}
		for s := 0; s < 60; s++ {
			src := fmt.Sprintf("s%d", rng.Intn(80))
			if m[src] == nil {
				m[src] = map[string]bool{}
			}
			for n := rng.Intn(5); n > 0; n-- {
				m[src][fmt.Sprintf("t%d", rng.Intn(40))] = true
			}
		}
		ms = append(ms, m)
	}
	ix := NewSenseIndex(ms...)
	want := func(a, b string) int {
		srcs := map[string]bool{}
		for _, m := range ms {
			for s, ts := range m {
				if ts[a] {
					srcs[s] = true
				}
			}
		}
		n := 0
		for s := range srcs {
			for _, m := range ms {
				if m[s][b] {
					n++
					break
				}
			}
		}
		return n
	}
	for a := 0; a < 42; a++ {
		for b := 0; b < 42; b++ {
			ta, tb := fmt.Sprintf("t%d", a), fmt.Sprintf("t%d", b)
			if got, w := ix.Shared(ta, tb), want(ta, tb); got != w {
				t.Fatalf("Shared(%s, %s) = %d, want %d", ta, tb, got, w)
			}
		}
	}
}
