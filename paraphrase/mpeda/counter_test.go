package mpeda

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// The counter, spilling or not, with keys of any length or of a fixed
// width held as integers, gives the counts a plain map gives, in byte
// order.
func TestCounterMatchesMap(t *testing.T) {
	for _, width := range []int{0, 8, 16} {
		t.Run(fmt.Sprintf("width %d", width), func(t *testing.T) { testCounterMatchesMap(t, width) })
	}
}

func testCounterMatchesMap(t *testing.T, width int) {
	key := func(x, y int) string {
		switch width {
		case 8:
			return string(binary.BigEndian.AppendUint64(nil, uint64(x)<<20|uint64(y)))
		case 16:
			return string(binary.BigEndian.AppendUint64(binary.BigEndian.AppendUint64(nil, uint64(y)), uint64(x)))
		}
		return fmt.Sprintf("k%d.%d", x, y)
	}
	for _, tc := range []struct {
		name     string
		budget   int64
		counters int
		keys     int
	}{
		{"in memory", 1 << 30, 1, 500},
		{"spills", 2000, 1, 500},
		{"many runs, grouped merge", 300, 1, 3000}, // > maxOpenRuns runs
		{"several counters", 1000, 3, 800},
		{"empty", 1000, 2, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, 2))
			want := map[string]uint64{}
			cs := make([]*Counter, tc.counters)
			for i := range cs {
				cs[i] = NewFixedCounter(t.TempDir(), tc.budget, width)
			}
			for i := 0; i < tc.keys; i++ {
				k := key(rng.IntN(tc.keys/3+1), rng.IntN(3))
				n := uint64(rng.IntN(5) + 1)
				want[k] += n
				if err := cs[i%len(cs)].Add([]byte(k), n); err != nil {
					t.Fatal(err)
				}
			}
			if tc.budget < 1000 && cs[0].Spills() <= maxOpenRuns {
				t.Fatalf("only %d spills; the test wants more than %d", cs[0].Spills(), maxOpenRuns)
			}
			var got []string
			err := Merge(cs, func(k []byte, n uint64) error {
				if want[string(k)] != n {
					t.Errorf("%s: got %d, want %d", k, n, want[string(k)])
				}
				got = append(got, string(k))
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.IsSorted(got) || len(got) != len(want) {
				t.Errorf("%d keys (sorted %v), want %d", len(got), slices.IsSorted(got), len(want))
			}
		})
	}
}

func BenchmarkCounterPairs(b *testing.B) {
	dir := b.TempDir()
	var key [8]byte
	b.ReportAllocs()
	for b.Loop() {
		c := NewCounter(dir, 64<<20)
		for i := range 1 << 16 {
			binary.BigEndian.PutUint64(key[:], uint64(i*7919%40000))
			c.Add(key[:], 1)
		}
		Merge([]*Counter{c}, func([]byte, uint64) error { return nil })
	}
}
