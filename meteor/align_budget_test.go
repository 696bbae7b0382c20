package meteor

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
)

// TestAlignmentCostBounded is the regression test for unbounded
// alignment cost (issue 16, defect 1): 'the the …' against itself and
// random words from a small vocabulary, 20,000 words a side, must align
// with work (candidates examined by the search) and allocated bytes
// linear in the length. Before, both were quadratic or worse: 2,000
// repeated words took 113 s and 945 MB.
func TestAlignmentCostBounded(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 5000
	}
	rng := rand.New(rand.NewPCG(1, 2))
	vocab := make([]string, 300)
	for i := range vocab {
		vocab[i] = fmt.Sprintf("w%d", i)
	}
	random := func() string {
		var b strings.Builder
		for i := 0; i < n; i++ {
			b.WriteString(vocab[rng.IntN(len(vocab))])
			b.WriteByte(' ')
		}
		return b.String()
	}
	the := strings.Repeat("the ", n)
	for _, tc := range []struct {
		name     string
		hyp, ref string
	}{
		{"repeated", the, the},
		{"repeated-shifted", "a " + the, the + "b"},
		{"random", random(), random()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := mustScorer(t, Config{Language: "en", Modules: []Module{Exact, Stem}}, nil)
			w := newWorker(s)
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			h, r := s.Prepare(tc.hyp), s.Prepare(tc.ref)
			w.hyp, w.ref = h, r
			w.setWords(h, &w.hypKey, &w.hypLen, &w.hypFW)
			w.setWords(r, &w.refKey, &w.refLen, &w.refFW)
			st := w.align()
			runtime.ReadMemStats(&after)
			if !w.capped {
				t.Errorf("a %d-word segment over the budget was not bounded", n)
			}
			if limit := 2 * DefaultBeam * boundedCandidates * n; w.work > limit {
				t.Errorf("search examined %d candidates, more than %d (linear bound)", w.work, limit)
			}
			if alloc, limit := after.TotalAlloc-before.TotalAlloc, uint64(8<<10)*uint64(n); alloc > limit {
				t.Errorf("allocated %d bytes, more than %d (linear bound)", alloc, limit)
			}
			if tc.name == "repeated" && st.TestWordMatches != float64(n) {
				t.Errorf("repeated words: %v of %d matched", st.TestWordMatches, n)
			}
		})
	}
}

// TestBudget checks the budget's edges: a segment at the budget is
// aligned exactly (as the slow reference does), one word over is bounded
// only when a word has more candidates than the bound, NoSegmentLimit
// turns the bound off, and the warning names the place it is given.
func TestBudget(t *testing.T) {
	const max = 40
	the := strings.Repeat("the ", max)
	var distinct, reversed []string
	for i := 0; i <= max; i++ {
		distinct = append(distinct, fmt.Sprintf("w%d", i))
		reversed = append(reversed, fmt.Sprintf("w%d", max-i))
	}
	for _, tc := range []struct {
		name     string
		limit    int
		hyp, ref string
		bounded  bool
	}{
		{"at the budget", max, the, the, false},
		{"over the budget", max, the + "the", the + "the", true},
		{"over, few candidates", max, strings.Join(distinct, " "), strings.Join(reversed, " "), false},
		{"no limit", NoSegmentLimit, the + "the the", the + "the", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := mustScorer(t, Config{Language: "en", Modules: []Module{Exact}, MaxSegmentTokens: tc.limit}, nil)
			ref := tc.ref
			seg := s.Align(tc.hyp, []string{ref})
			if seg.Bounded != tc.bounded {
				t.Fatalf("Bounded = %v", seg.Bounded)
			}
			if !tc.bounded {
				w := newWorker(s)
				if err := alignBoth(w, s.Prepare(tc.hyp), s.Prepare(ref)); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
	if _, err := (Config{MaxSegmentTokens: -2}).Resolve(); err == nil {
		t.Error("a negative budget was accepted")
	}
	s := mustScorer(t, Config{Language: "en", Modules: []Module{Exact}}, nil)
	if got := s.BoundedWarning("hyp.txt:7"); !strings.HasPrefix(got, "hyp.txt:7: warning: ") || !strings.Contains(got, "2000") {
		t.Errorf("warning %q", got)
	}
}
