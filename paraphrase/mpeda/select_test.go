package mpeda

import (
	"bytes"
	"context"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/data"
)

// Hand-worked unigram (Order 1) selection. In-domain "a a", "a b":
// vocabulary a, b (V = 4 predictable ids with <unk> and </s>); predicted
// a a </s> a b </s>: N = 6, T = 3, P_in(w) = (c(w) + 3/4)/9.
// The general corpus "a c", "b b" has as many lines as the domain, so the
// sample is all of it: a <unk> </s> b b </s>, N = 6, T = 4,
// P_gen(w) = (c(w) + 1)/10.
//
//	"a c": H_in  = −(log2 3.75/9 + log2 0.75/9 + log2 2.75/9)/3
//	       H_gen = −(log2 0.2 + log2 0.2 + log2 0.3)/3        → diff 0.0592228…
//	"b b": H_in  = −(2·log2 1.75/9 + log2 2.75/9)/3
//	       H_gen = −(3·log2 0.3)/3                             → diff 0.4082455…
//
// Keeping half keeps "a c".
func TestSelectHandComputed(t *testing.T) {
	in := func(c float64) float64 { return math.Log2((c + 0.75) / 9) }
	gen := func(c float64) float64 { return math.Log2((c + 1) / 10) }
	ac := CrossEntropyDiff(in(3)+in(0)+in(2), gen(1)+gen(1)+gen(2), 3)
	bb := CrossEntropyDiff(2*in(1)+in(2), 3*gen(2), 3)
	if math.Abs(ac-0.0592228351) > 1e-9 || math.Abs(bb-0.4082455864) > 1e-9 {
		t.Fatalf("hand values %v %v", ac, bb)
	}
	for _, tc := range []struct {
		name    string
		general string
		keep    float64
		want    string
		thr     float64
	}{
		{"half", "a c\nb b\n", 0.5, "a c\n", ac},
		{"half, other order", "b b\na c\n", 0.5, "a c\n", ac},
		{"all, corpus order", "b b\na c\n", 1, "b b\na c\n", bb},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			st, err := Select(context.Background(), StringInput("dom", "a a\na b\n"), StringInput("gen", tc.general), &out,
				Options{Order: 1, Keep: tc.keep})
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

// A domain about cats picks the cat sentences out of a general corpus.
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
	var out bytes.Buffer
	st, err := Select(context.Background(), StringInput("dom", dom), StringInput("gen", gen.String()), &out, Options{Keep: 0.1, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if want := strings.Repeat("a cat sat on a mat\n", 20); out.String() != want || st.Selected != 20 {
		t.Errorf("selected %d: %q", st.Selected, out.String())
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
