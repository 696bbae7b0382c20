package meteor

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/data"
)

// diffResources is a tiny world in which every module fires often: stems
// (cat/cats), synonyms (cat/lion, mat/rug), paraphrases of one and two
// words in both directions, function words.
func diffResources(t testing.TB) *Resources {
	tab := NewParaphraseTable()
	for _, p := range [][2]string{{"big cat", "lion"}, {"lion", "big cat"}, {"the", "a"}, {"cat", "cats"}, {"big", "big cat"}, {"mat rug", "rug"}} {
		if err := tab.Add(p[0], p[1]); err != nil {
			t.Fatal(err)
		}
	}
	syn := &data.Synonyms{Synsets: map[string][]int32{"cat": {1, 3}, "lion": {1}, "mat": {2}, "rug": {2, 3}, "cats": {3}}, Bases: map[string][]string{"cats": {"cat"}}}
	return &Resources{Paraphrases: tab, Synonyms: syn, FunctionWords: data.WordSet{"the": {}, "a": {}}}
}

var diffWords = []string{"the", "cat", "cats", "lion", "big", "a", "mat", "rug"}

// alignBoth aligns hyp with ref with the fast and the slow aligner of one
// worker and reports any difference in statistics, matches or warnings.
func alignBoth(w *worker, hyp, ref []string) error {
	w.hyp, w.ref = hyp, ref
	w.setWords(hyp, &w.hypKey, &w.hypLen, &w.hypFW)
	w.setWords(ref, &w.refKey, &w.refLen, &w.refFW)
	w.warnings = 0
	st := w.align()
	got := slices.Clone(w.result)
	warn := w.warnings
	if w.capped {
		return nil // a bounded alignment is not the reference's
	}
	want, wantM, wantWarn := alignSlow(w)
	if st.SS() != want.SS() || !slices.Equal(got, wantM) || warn != wantWarn {
		return fmt.Errorf("hyp %q ref %q beam %d:\nfast %s %v warnings %d\nslow %s %v warnings %d",
			strings.Join(hyp, " "), strings.Join(ref, " "), w.s.set.Beam, st.SS(), got, warn, want.SS(), wantM, wantWarn)
	}
	return nil
}

func diffScorer(t testing.TB, beam int, mods []Module) *Scorer {
	s, err := New(Config{Language: "en", Beam: beam, Modules: mods}, diffResources(t))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

var diffBeams = []int{NoBeam, 1, 2, 3, DefaultBeam}

// TestAlignerDifferential compares the aligner with the literal slow
// reference (align_slow_test.go): exhaustively over every pair of
// sentences of up to three words of a four-word alphabet, then over random
// longer pairs with the small-input fast paths on and off.
func TestAlignerDifferential(t *testing.T) {
	all := []Module{Exact, Stem, Synonym, Paraphrase}
	alpha := []string{"big", "cat", "cats", "lion"}
	var sents [][]string
	var gen func(prefix []string)
	gen = func(prefix []string) {
		sents = append(sents, slices.Clone(prefix))
		if len(prefix) == 3 {
			return
		}
		for _, a := range alpha {
			gen(append(prefix, a))
		}
	}
	gen(nil)
	for _, beam := range diffBeams {
		t.Run(fmt.Sprintf("exhaustive/beam=%d", beam), func(t *testing.T) {
			w := newWorker(diffScorer(t, beam, all))
			for _, h := range sents {
				for _, r := range sents {
					if err := alignBoth(w, h, r); err != nil {
						t.Fatal(err)
					}
				}
			}
		})
	}
	n := 100
	if testing.Short() {
		n = 25
	}
	for _, beam := range diffBeams {
		for _, small := range []int{smallSegment, 0} {
			t.Run(fmt.Sprintf("random/beam=%d/small=%d", beam, small), func(t *testing.T) {
				rng := rand.New(rand.NewPCG(uint64(beam+2), uint64(small)))
				w := newWorker(diffScorer(t, beam, all))
				w.small = small
				w.stress = small == 0
				for k := 0; k < n; k++ {
					h := randomSentence(rng, 1+rng.IntN(80))
					r := randomSentence(rng, 1+rng.IntN(80))
					if rng.IntN(4) == 0 {
						r = slices.Clone(h) // the identical-sentence shortcut
					}
					if err := alignBoth(w, h, r); err != nil {
						t.Fatal(err)
					}
				}
			})
		}
	}
}

func randomSentence(rng *rand.Rand, n int) []string {
	s := make([]string, n)
	for i := range s {
		s[i] = diffWords[rng.IntN(len(diffWords))]
	}
	return s
}

// FuzzAlignerDifferential is TestAlignerDifferential on fuzzed pairs.
func FuzzAlignerDifferential(f *testing.F) {
	f.Add("the cat sat on the mat", "a big cat sat on a rug", uint8(40), false)
	f.Add("cat cat cat cats", "cats cat lion big cat", uint8(2), true)
	f.Add("big big big", "big cat big", uint8(0), false)
	res := diffResources(f)
	f.Fuzz(func(t *testing.T, hyp, ref string, beam uint8, small bool) {
		b := int(beam % 50)
		if b == 0 {
			b = NoBeam
		}
		s, err := New(Config{Language: "en", Beam: b, Modules: []Module{Exact, Stem, Synonym, Paraphrase}}, res)
		if err != nil {
			t.Fatal(err)
		}
		w := newWorker(s)
		if !small {
			w.small, w.stress = 0, true
		}
		h, r := s.Prepare(hyp), s.Prepare(ref)
		if len(h) > 200 || len(r) > 200 {
			return // the slow reference is cubic
		}
		if err := alignBoth(w, h, r); err != nil {
			t.Fatal(err)
		}
	})
}

// TestUsedSet checks the persistent used-word trie against plain boolean
// arrays: random versions branch from random older ones, some are
// compacted away, and every survivor must still answer as its array does.
func TestUsedSet(t *testing.T) {
	for _, n := range []int{65, 1500, 70000} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(n), 1))
			s := &searcher{shift: leafShift, minArena: 64, idxMask: math.MaxUint64}
			for c := 1; c<<s.shift < n; c *= 16 {
				s.depth++
			}
			s.nodes = []tnode{{}}
			s.nodeLimit = s.minArena
			roots := []int32{0}
			want := [][]bool{make([]bool, n)}
			for step := 0; step < 3000; step++ {
				k := rng.IntN(len(roots))
				h := rng.IntN(n)
				if s.has(roots[k], h) != want[k][h] {
					t.Fatalf("step %d: has(%d) = %v", step, h, !want[k][h])
				}
				if want[k][h] {
					continue
				}
				nw := slices.Clone(want[k])
				nw[h] = true
				roots = append(roots, s.insert(roots[k], h))
				want = append(want, nw)
				if len(roots) > 50 { // keep 40 random versions alive, compact
					rng.Shuffle(len(roots), func(i, j int) {
						roots[i], roots[j] = roots[j], roots[i]
						want[i], want[j] = want[j], want[i]
					})
					roots, want = roots[:40], want[:40]
					s.cur = s.cur[:0]
					live := []uint64{}
					for i, r := range roots {
						s.cur = append(s.cur, state{used: uint64(r), chosen: -1})
						live = append(live, uint64(i))
					}
					s.compact(live)
					for i := range roots {
						roots[i] = int32(s.cur[i].used)
					}
				}
			}
			for k, r := range roots {
				for h := 0; h < n; h++ {
					if s.has(r, h) != want[k][h] {
						t.Fatalf("version %d: has(%d) = %v", k, h, !want[k][h])
					}
				}
			}
		})
	}
}
