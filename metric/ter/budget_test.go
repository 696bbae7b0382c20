package ter

import (
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
)

// bandDistance is the number matrix.fill computes: differential test over
// random sentences of a small vocabulary, lengths from 0 to 120.
func TestBandDistanceEqualsMatrix(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	w := newWorker()
	var x matrix
	for k := 0; k < 3000; k++ {
		hyp := make([]int32, r.IntN(121))
		ref := make([]int32, 1+r.IntN(120))
		for i := range hyp {
			hyp[i] = int32(r.IntN(4))
		}
		for i := range ref {
			ref[i] = int32(r.IntN(4))
		}
		x.fill(hyp, ref)
		if got, want := w.bandDistance(hyp, ref), int(x.dist()); got != want {
			t.Fatalf("hyp %v ref %v: bandDistance %d, matrix %d", hyp, ref, got, want)
		}
	}
}

// Issue 27 #2: a 50,000-word segment is scored in bounded memory (it took
// over 12 GB): over the budget, TER is the beam edit distance without
// shifts, and OverBudget says so.
func TestTERBudget(t *testing.T) {
	words := make([]string, 50000)
	for i := range words {
		words[i] = "w" + string(rune('a'+i%26))
	}
	hyp := strings.Join(words, " ")
	ref := strings.Join(append(words[1:], "x"), " ") // one deletion, one insertion
	m := New(Options{})
	if !m.OverBudget(hyp, []string{ref}) {
		t.Fatal("a 50,000-word segment is over the default budget")
	}
	if m.OverBudget("a b", []string{"a c"}) {
		t.Fatal("a short segment is within the budget")
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	s, err := m.Stats(hyp, []string{ref})
	if err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	if got := after.TotalAlloc - before.TotalAlloc; got > 200<<20 {
		t.Errorf("allocated %d MB for one 50,000-word segment", got>>20)
	}
	if s[0] != 2 || s[1] != 50000 {
		t.Errorf("stats %v, want [2 50000] (delete the first word, insert x)", s)
	}
	if w := m.BoundedWarning("h:1"); !strings.Contains(w, "h:1: warning: segment over the TER budget (max segment tokens 2000)") {
		t.Errorf("warning %q", w)
	}
	// Within the budget nothing changes: the shift finds the moved word.
	short := New(Options{MaxSegmentTokens: NoSegmentLimit})
	a, _ := short.Stats("b c d a", []string{"a b c d"})
	b, _ := m.Stats("b c d a", []string{"a b c d"})
	if a[0] != 1 || b[0] != 1 {
		t.Errorf("shifted word: %v %v, want 1 edit", a, b)
	}
}
