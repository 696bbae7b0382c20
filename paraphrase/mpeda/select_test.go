package mpeda

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/data"
)

// Hand-worked unigram (Order 1) selection, every sentence its own
// document. Vocabulary a, b (V = 4 predictable ids with <unk> and </s>).
// Every count-of-counts below lacks n3 or n4, so the discounts are the
// fallback D1 = 0.5, D2 = 1, D3+ = 1.5.
//
// In-domain "a a", "a b": a 3, b 1, </s> 2; Σ = 6, N1 = N2 = N3+ = 1,
// γ = (0.5 + 1 + 1.5)/6 = 0.5:
//
//	P_in(a) = 1.5/6 + 0.5/4 = 0.375     P_in(b) = 0.5/6 + 0.125
//	P_in(</s>) = 1/6 + 0.125            P_in(<unk>) = 0.125
//
// General "a c", "b b" (c is <unk>): a 1, <unk> 1, b 2, </s> 2; Σ = 6,
// N1 = N2 = 2, γ = (0.5·2 + 1·2)/6 = 0.5:
//
//	P_gen(a) = P_gen(<unk>) = 0.5/6 + 0.125    P_gen(b) = P_gen(</s>) = 1/6 + 0.125
//
// Formula (7), per predicted token: "a c" → −0.0370…, "b b" → 0.3236….
// Keeping half keeps "a c".
func TestSelectHandComputed(t *testing.T) {
	l := math.Log2
	in := map[string]float64{"a": l(0.375), "b": l(0.5/6 + 0.125), "</s>": l(1.0/6 + 0.125), "unk": l(0.125)}
	gen := map[string]float64{"a": l(0.5/6 + 0.125), "unk": l(0.5/6 + 0.125), "b": l(1.0/6 + 0.125), "</s>": l(1.0/6 + 0.125)}
	ac := CrossEntropyDiff(in["a"]+in["unk"]+in["</s>"], gen["a"]+gen["unk"]+gen["</s>"], 3)
	bb := CrossEntropyDiff(2*in["b"]+in["</s>"], 2*gen["b"]+gen["</s>"], 3)
	if math.Abs(ac-(-0.0370104)) > 1e-6 || math.Abs(bb-0.3236181) > 1e-6 {
		t.Fatalf("hand values %v %v", ac, bb)
	}
	for _, tc := range []struct {
		name    string
		general string
		keep    float64
		unit    Unit
		want    string
		thr     float64
	}{
		{"half", "a c\nb b\n", 0.5, Documents, "a c\n\n", ac},
		{"half, other order", "b b\na c\n", 0.5, Documents, "a c\n\n", ac},
		{"all, corpus order", "b b\na c\n", 1, Documents, "b b\n\na c\n\n", bb},
		{"half, sentences", "b b\na c\n", 0.5, Sentences, "a c\n\n", ac},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			st, err := Select(context.Background(), StringInput("dom", "a a\na b\n"), StringInput("gen", tc.general), &out,
				Options{Order: 1, Keep: tc.keep, DocSize: 1, Unit: tc.unit})
			if err != nil {
				t.Fatal(err)
			}
			if out.String() != tc.want {
				t.Errorf("selected %q, want %q", out.String(), tc.want)
			}
			if math.Abs(st.Threshold-tc.thr) > 1e-6 {
				t.Errorf("threshold %v, want %v", st.Threshold, tc.thr)
			}
		})
	}
}

// Formula (8) and the document order: Δ of sentences −1, 3 (document 0:
// mean 1), 0.5, 0.2 (document 1: mean 0.35), 0 (document 2: mean 0).
// Ascending: 2, 1, 0. Keeping 1 sentence takes document 2; 2 sentences,
// documents 2 and 1 (3 sentences: a document is taken whole); 4, all.
func TestSelectDocsFormula8(t *testing.T) {
	scores := []float32{-1, 3, 0.5, 0.2, 0}
	docs := []int{0, 0, 1, 1, 2}
	for _, tc := range []struct {
		keep int
		want []bool
		thr  float64
		n    int
	}{
		{1, []bool{false, false, false, false, true}, 0, 1},
		{2, []bool{false, false, true, true, true}, 0.35, 2},
		{4, []bool{true, true, true, true, true}, 1, 3},
	} {
		sel := make([]bool, len(scores))
		n := 0
		thr := selectDocs(scores, func(i int) int { return docs[i] }, 3, tc.keep, sel, &n)
		if !slices.Equal(sel, tc.want) || math.Abs(thr-tc.thr) > 1e-6 || n != tc.n {
			t.Errorf("keep %d: selected %v (%d documents), threshold %v; want %v (%d), %v", tc.keep, sel, n, thr, tc.want, tc.n, tc.thr)
		}
	}
}

// K-means puts sentences of one topic in one document.
func TestClusterDocs(t *testing.T) {
	lines := []string{
		"the cat sat on the mat", "stock prices rose in march", "my cat likes the warm mat",
		"bond yields fell in march", "a cat on a mat", "stock and bond prices fell",
	}
	var b bags
	for _, l := range lines {
		b.add(strings.Fields(l), nil)
	}
	doc, n := clusterDocs(&b, 3, 5, 1)
	if n != 2 || doc[0] != doc[2] || doc[0] != doc[4] || doc[1] != doc[3] || doc[1] != doc[5] || doc[0] == doc[1] {
		t.Errorf("%d documents %v, want the cat lines apart from the finance lines", n, doc)
	}
	// Identical vectors cannot be split: K = round(7/3) = 2 runs of
	// near-equal length, sentences 0–2 and 3–6.
	var same bags
	for range 7 {
		same.add([]string{"x"}, nil)
	}
	if doc, n := clusterDocs(&same, 3, 5, 1); n != 2 || doc[0] != 0 || doc[2] != 0 || doc[3] != 1 || doc[6] != 1 {
		t.Errorf("identical: %d documents %v", n, doc)
	}
	// docSize 1: every sentence its own document.
	if doc, n := clusterDocs(&b, 1, 5, 1); n != 6 || doc[5] != 5 {
		t.Errorf("docSize 1: %d documents %v", n, doc)
	}
}

// A domain about cats picks the cat documents out of a general corpus:
// K-means puts the 20 cat sentences together, and the cat document is
// the one kept.
func TestSelectPicksDomain(t *testing.T) {
	dom := strings.Repeat("the cat sat on the mat\nmy cat likes the warm mat\n", 20)
	var gen strings.Builder
	for i := range 200 {
		if i%10 == 0 {
			gen.WriteString("a cat sat on a mat\n")
		} else {
			gen.WriteString("stock markets fell sharply on monday\n")
		}
	}
	for _, tc := range []struct {
		name    string
		docSize int
		want    string
		docs    int
	}{
		{"documents", 20, strings.Repeat("a cat sat on a mat\n", 20) + "\n", 1},
		{"lines", 1, strings.Repeat("a cat sat on a mat\n\n", 20), 20},
	} {
		var out bytes.Buffer
		st, err := Select(context.Background(), StringInput("dom", dom), StringInput("gen", gen.String()), &out,
			Options{Keep: 0.1, Workers: 2, DocSize: tc.docSize, TempDir: t.TempDir()})
		if err != nil {
			t.Fatal(err)
		}
		if out.String() != tc.want || st.Selected != 20 || st.SelectedDocs != tc.docs {
			t.Errorf("%s: selected %d in %d documents: %q", tc.name, st.Selected, st.SelectedDocs, out.String())
		}
	}
}

func TestSelectErrors(t *testing.T) {
	long := strings.Repeat("x", data.MaxLineBytes+1)
	for _, tc := range []struct {
		name, dom, gen string
		keep           float64
		want           string
	}{
		{"empty domain", "\n\n", "a b\n", 0.1, "dom: mpeda: no text"},
		{"empty general", "a b\n", "", 0.1, "gen: mpeda: no text"},
		{"keep > 1", "a\n", "a\n", 1.5, "keep fraction"},
		{"long line", "a\n", "a\n" + long + "\n", 0.1, "gen:2: line longer"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Select(context.Background(), StringInput("dom", tc.dom), StringInput("gen", tc.gen), &bytes.Buffer{}, Options{Keep: tc.keep})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
			if tc.name == "long line" {
				var pe *data.PosError
				if !errors.As(err, &pe) || pe.Line != 2 {
					t.Errorf("not a PosError at line 2: %#v", err)
				}
			}
		})
	}
}

// --doc-size sets the mean sentences per document: K = max(1,
// round(n/docSize)) documents, so the mean n/K is docSize up to rounding.
// Hand-computed: 3,000 sentences, docSize 50: K = 60, mean 50; 3,010:
// K = round(60.2) = 60, mean 50.1667; 3,030: K = round(60.6) = 61, mean
// 49.67; 20 sentences, docSize 50: K = round(0.4) → 1.
func TestClusterDocsMeanSize(t *testing.T) {
	for _, tc := range []struct {
		n, docSize, k int
		mean          float64
	}{
		{3000, 50, 60, 50},
		{3010, 50, 60, 3010.0 / 60},
		{3030, 50, 61, 3030.0 / 61},
		{20, 50, 1, 20},
		{1000, 7, 143, 1000.0 / 143},
	} {
		var b bags
		x := uint64(1)
		for range tc.n {
			var toks []string
			for range 15 {
				x = x*6364136223846793005 + 1442695040888963407
				toks = append(toks, fmt.Sprintf("w%d", (x>>33)%uint64(1+(x>>20)%20000)))
			}
			b.add(toks, nil)
		}
		doc, k := clusterDocs(&b, tc.docSize, 5, 1)
		size := make([]int, k)
		for _, d := range doc {
			size[d]++
		}
		if k != tc.k || slices.Contains(size, 0) || math.Abs(float64(tc.n)/float64(k)-tc.mean) > 1e-9 {
			t.Errorf("n %d, docSize %d: %d documents (mean %.4f), want %d (mean %.4f)", tc.n, tc.docSize, k, float64(tc.n)/float64(k), tc.k, tc.mean)
		}
	}
}

// shareBudget against hand-computed shares k·size/m.
func TestShareBudget(t *testing.T) {
	for _, tc := range []struct {
		k     int
		sizes []int
		want  []int
	}{
		{10, []int{50, 30, 20}, []int{5, 3, 2}},         // exact shares
		{10, []int{45, 35, 20}, []int{5, 3, 2}},         // 4.5, 3.5, 2: one left, remainders .5 .5 0, tie to the first
		{10, []int{20, 180}, []int{1, 9}},               // 1, 9
		{4, []int{1, 1, 1, 5}, []int{1, 1, 1, 1}},       // .5 .5 .5 2.5 → 1 1 1 2 is one too many; only the last can give
		{7, []int{10, 10, 10}, []int{3, 2, 2}},          // 2.33 each: one left, tie to the first
		{3, []int{1, 1, 1}, []int{1, 1, 1}},             // k = m
		{5, []int{3, 3, 3, 3, 3}, []int{1, 1, 1, 1, 1}}, // k = number of parts
	} {
		if got := shareBudget(tc.k, tc.sizes); !slices.Equal(got, tc.want) {
			t.Errorf("shareBudget(%d, %v) = %v, want %v", tc.k, tc.sizes, got, tc.want)
		}
	}
}

// K-means in blocks: 100 sentences in blocks of 30 are clustered as
// blocks of 30, 30, 30 and 10 sentences, with docSize 10 into 3 + 3 + 3 +
// 1 = 10 documents, none spanning two blocks.
func TestSelectKMeansBlocks(t *testing.T) {
	var gen strings.Builder
	for i := range 100 {
		fmt.Fprintf(&gen, "w%d w%d w%d common\n", i%7, i%11, i%13)
	}
	var out bytes.Buffer
	st, err := Select(context.Background(), StringInput("dom", "w1 w2 common\n"), StringInput("gen", gen.String()), &out,
		Options{Keep: 1, DocSize: 10, KMeansBlock: 30, TempDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	if st.Documents != 10 || st.SelectedDocs != 10 || st.Selected != 100 {
		t.Errorf("%d documents (%d selected, %d sentences), want 10", st.Documents, st.SelectedDocs, st.Selected)
	}
	// Every document's sentences come from one block: w-numbers identify lines.
	lines := map[string]int{}
	for i, l := range strings.Split(gen.String(), "\n") {
		lines[l] = i
	}
	for _, d := range strings.Split(strings.TrimSpace(out.String()), "\n\n") {
		block := -1
		for _, l := range strings.Split(d, "\n") {
			b := lines[l] / 30
			if block >= 0 && b != block {
				t.Errorf("document spans blocks %d and %d: %q", block, b, d)
				break
			}
			block = b
		}
	}
}
