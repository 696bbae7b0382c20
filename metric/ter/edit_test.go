package ter

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// words maps a string of letters to one word per letter.
func words(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, "")
}

// TestEditRateHand checks edit counts worked out by hand, including
// shifts, ties and degenerate inputs.
func TestEditRateHand(t *testing.T) {
	for _, tc := range []struct {
		name, hyp, ref string
		want           int
	}{
		{"identical", "abcd", "abcd", 0},
		{"empty both", "", "", 0},
		{"empty hypothesis", "", "abc", 3},      // three insertions
		{"empty reference", "abc", "", 3},       // three deletions, length 0
		{"one substitution", "abxd", "abcd", 1}, // x→c
		{"one insertion", "abd", "abcd", 1},
		{"one deletion", "abxcd", "abcd", 1},
		// "c d" moved before "a b": one shift instead of four edits
		{"block shift", "cdab", "abcd", 1},
		{"one word shifted", "bcda", "abcd", 1},
		// a shift that saves only one edit against a substitution pair:
		// x y → y x costs 2 as substitutions and 1 as a shift
		{"swap", "ba", "ab", 1},
		// no word in common: substitutions only, no shift applies
		{"disjoint", "xyz", "abc", 3},
		{"repeated words", "aaaa", "aa", 2},
		{"longer hypothesis", "abcdef", "abc", 3},
		// the shift then the substitution: c moved after d, x→e
		{"shift and substitution", "acbdx", "abcde", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := EditRate(words(tc.hyp), words(tc.ref))
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("EditRate(%q, %q) = %d, want %d", tc.hyp, tc.ref, got, tc.want)
			}
			if lit := literalEditRate(words(tc.hyp), words(tc.ref)); lit != tc.want {
				t.Errorf("literal(%q, %q) = %d, want %d", tc.hyp, tc.ref, lit, tc.want)
			}
		})
	}
}

// TestEditRateExhaustive compares the fast search with the literal one on
// every pair of sequences of up to five words over a three-word alphabet.
func TestEditRateExhaustive(t *testing.T) {
	var seqs []string
	var gen func(prefix string, n int)
	gen = func(prefix string, n int) {
		seqs = append(seqs, prefix)
		if n == 0 {
			return
		}
		for _, c := range "abc" {
			gen(prefix+string(c), n-1)
		}
	}
	gen("", 5)
	if testing.Short() {
		seqs = seqs[:121] // up to four words
	}
	w := newWorker()
	for _, h := range seqs {
		for _, r := range seqs {
			hw, rw := words(h), words(r)
			clear(w.ids)
			got, err := w.editRate(w.intern(nil, hw), w.intern(nil, rw))
			if err != nil {
				t.Fatal(err)
			}
			want, shifted := literalEditRateWords(hw, rw)
			if got != want {
				t.Fatalf("EditRate(%q, %q) = %d, literal %d", h, r, got, want)
			}
			// the same shifts were chosen, ties included
			if len(rw) > 0 && !sameIDs(w, w.cur, shifted) {
				t.Fatalf("EditRate(%q, %q) shifted the hypothesis to %v, literal to %q", h, r, w.cur, shifted)
			}
		}
	}
}

// sameIDs reports whether ids are the interned form of words.
func sameIDs(w *worker, ids []int32, words []string) bool {
	if len(ids) != len(words) {
		return false
	}
	for i, s := range words {
		if w.ids[s] != ids[i] {
			return false
		}
	}
	return true
}

// TestShiftTies checks tercom's tie-breaking on a case worked out by
// hand. Against "a b a", "a a a b" costs 2. Four shifts save one edit
// each: the block "a b" moved to the front (→ "a b a a") or after the
// first word (→ "a a b a"), and "b" alone moved to the same two places.
// The longer block wins, then the earlier target: "a b a a", one
// deletion from the reference, so TER counts 1 shift + 1 deletion.
func TestShiftTies(t *testing.T) {
	w := newWorker()
	hyp, ref := w.intern(nil, words("aaab")), w.intern(nil, words("aba"))
	w.cur = append(w.cur[:0], hyp...)
	w.nxt, w.cand = make([]int32, 4), make([]int32, 4)
	w.rowA, w.rowB = make([]int32, 5), make([]int32, 5)
	w.x.fill(w.cur, ref)
	checked := 0
	found, err := w.bestShift(ref, &checked)
	if err != nil || !found {
		t.Fatalf("no shift found (%v)", err)
	}
	if !sameIDs(w, w.nxt, words("abaa")) {
		t.Errorf("chose %v, want a b a a", w.nxt)
	}
	if e, _ := EditRate(words("aaab"), words("aba")); e != 2 {
		t.Errorf("edits %d, want 2", e)
	}
}

// randomWords draws n words from an alphabet of k, with runs copied from
// base so that long shifted blocks occur.
func randomWords(r *rand.Rand, n, k int, base []string) []string {
	out := make([]string, 0, n)
	for len(out) < n {
		if len(base) > 0 && r.IntN(3) == 0 {
			i := r.IntN(len(base))
			j := min(len(base), i+1+r.IntN(8))
			out = append(out, base[i:j]...)
			continue
		}
		out = append(out, string(rune('a'+r.IntN(k))))
	}
	return out[:n]
}

// TestEditRateRandom compares the searches on random pairs of up to 80
// words, long enough for the beam, the distance limit and the candidate
// budget to matter (the literal search makes this the slow test).
func TestEditRateRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 2026))
	trials := 60
	if testing.Short() {
		trials = 20
	}
	for i := 0; i < trials; i++ {
		ref := randomWords(r, r.IntN(80), 2+r.IntN(20), nil)
		hyp := randomWords(r, r.IntN(80), 2+r.IntN(20), ref)
		w := newWorker()
		got, err := w.editRate(w.intern(nil, hyp), w.intern(nil, ref))
		if err != nil {
			t.Fatal(err)
		}
		want, shifted := literalEditRateWords(hyp, ref)
		if got != want {
			t.Fatalf("trial %d: EditRate = %d, literal %d\nhyp %q\nref %q", i, got, want, hyp, ref)
		}
		if len(ref) > 0 && !sameIDs(w, w.cur, shifted) {
			t.Fatalf("trial %d: different shifts\nhyp %q\nref %q", i, hyp, ref)
		}
	}
}

// FuzzEditRate checks the fast search against the literal one on
// arbitrary pairs (bytes are words, so few distinct words and many
// repeats).
func FuzzEditRate(f *testing.F) {
	f.Add("the cat sat on the mat", "on the mat the cat sat")
	f.Add("abcd", "cdab")
	f.Add("", "x")
	f.Add("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab", "ba")
	f.Fuzz(func(t *testing.T, h, r string) {
		if len(h) > 200 || len(r) > 200 {
			return
		}
		hyp, ref := strings.Fields(h), strings.Fields(r)
		if len(hyp) < 2 && len(ref) < 2 {
			hyp, ref = words(h), words(r)
		}
		got, err := EditRate(hyp, ref)
		if err != nil {
			t.Fatal(err)
		}
		if want := literalEditRate(hyp, ref); got != want {
			t.Fatalf("EditRate = %d, literal %d\nhyp %q\nref %q", got, want, hyp, ref)
		}
	})
}

// TestLiteralBench100k compares the fast and the literal search on
// PARMESAN_TER_LITERAL segments of ../shared/bench/bench-100k drawn with a
// fixed seed (skipped unless set: the literal search needs minutes).
func TestLiteralBench100k(t *testing.T) {
	env := os.Getenv("PARMESAN_TER_LITERAL")
	n, _ := strconv.Atoi(env)
	if n <= 0 && env != "all" {
		t.Skip("set PARMESAN_TER_LITERAL=N (or all) to compare N bench-100k segments with the literal search")
	}
	dir := filepath.Join("..", "..", "..", "shared", "bench", "bench-100k")
	read := func(name string) []string {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Skipf("bench-100k not available: %v", err)
		}
		return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	}
	hyps, refs := read("hyp.txt"), read("ref.txt")
	if len(refs) != len(hyps) {
		t.Fatalf("%d hypotheses, %d references", len(hyps), len(refs))
	}
	r := rand.New(rand.NewPCG(100, 13))
	o := Options{}
	if env == "all" {
		n = len(hyps)
	}
	var fast, slow, length int
	for k := range n {
		i := k
		if env != "all" {
			i = r.IntN(len(hyps))
		}
		h, ref := o.tokenize(nil, hyps[i]), o.tokenize(nil, refs[i])
		got, err := EditRate(h, ref)
		if err != nil {
			t.Fatal(err)
		}
		want := literalEditRate(h, ref)
		if got != want {
			t.Errorf("line %d: EditRate %d, literal %d", i+1, got, want)
		}
		fast, slow, length = fast+got, slow+want, length+len(ref)
	}
	t.Logf("%d segments: fast %d edits, literal %d edits, reference length %d: TER %.6f vs %.6f",
		n, fast, slow, length, 100*float64(fast)/float64(length), 100*float64(slow)/float64(length))
}
