package chrf

import (
	"slices"
	"testing"
)

// FuzzStats scores arbitrary pairs: no panic, the table counting equals
// the sorted string-keyed counting, scores within 0–100.
func FuzzStats(f *testing.F) {
	f.Add("The cat sat on the mat.", "The cat sat on a mat.", uint8(2))
	f.Add("(hi) there.", "(hi there .", uint8(1))
	f.Fuzz(func(t *testing.T, hyp, ref string, wo uint8) {
		m, err := New(Options{WordOrder: int(wo % 4), Lowercase: wo&4 != 0, Whitespace: wo&8 != 0})
		if err != nil {
			t.Fatal(err)
		}
		a, errA := m.stats(new(worker), hyp, []string{ref, "x" + hyp}, false)
		b, errB := m.stats(new(worker), hyp, []string{ref, "x" + hyp}, true)
		if (errA == nil) != (errB == nil) || !slices.Equal(a, b) {
			t.Fatalf("table %v (%v), strings %v (%v)", a, errA, b, errB)
		}
		if errA == nil {
			if s := m.Corpus(a).Score; !(s >= 0 && s <= 100) {
				t.Fatalf("score %v for %v", s, a)
			}
		}
	})
}
