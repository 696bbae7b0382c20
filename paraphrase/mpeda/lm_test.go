package mpeda

import (
	"math"
	"testing"
)

// The hand-worked model: order 2, ids a=3, b=4 (V = 4 predictable ids:
// <unk>, </s>, a, b), sentences "a b" and "a", padded
// "<s> a b </s>" and "<s> a </s>".
//
//	predicted tokens a, b, </s>, a, </s>: N = 5, T = 3 types
//	P(a)   = (2 + 3/4)/(5+3) = 0.34375     P(b) = (1 + 3/4)/8 = 0.21875
//	P(</s>) = 0.34375                      P(<unk>) = (0 + 3/4)/8 = 0.09375
//	history <s>: c = 2, T = 1 (a a)        history a: c = 2, T = 2 (b </s>)
//	history b: c = 1, T = 1 (</s>)
//	P(a | <s>)   = (2 + 1·0.34375)/(2+1) = 0.78125
//	P(b | a)     = (1 + 2·0.21875)/(2+2) = 0.359375
//	P(</s> | b)  = (1 + 1·0.34375)/(1+1) = 0.671875
//	P(<unk> | a) = (0 + 2·0.09375)/4     = 0.046875
//	P(a | <unk>) = P(a) = 0.34375 (unseen history)
func handLM(t *testing.T) *LM {
	t.Helper()
	m, err := TrainLM(2, 5, [][]int32{{3, 4}, {3}})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestLMHandComputed(t *testing.T) {
	m := handLM(t)
	for _, tc := range []struct {
		name string
		w    int32
		h    []int32
		want float64
	}{
		{"unigram a", 3, nil, 0.34375},
		{"unigram b", 4, nil, 0.21875},
		{"unigram </s>", EOS, nil, 0.34375},
		{"unigram unk", Unk, nil, 0.09375},
		{"a after <s>", 3, []int32{BOS}, 0.78125},
		{"b after a", 4, []int32{3}, 0.359375},
		{"</s> after b", EOS, []int32{4}, 0.671875},
		{"unk after a", Unk, []int32{3}, 0.046875},
		{"a after unk", 3, []int32{Unk}, 0.34375},
		{"long history cut", 4, []int32{4, 4, 3}, 0.359375},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := m.Prob(tc.w, tc.h); math.Abs(got-tc.want) > 1e-12 {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
	lp, n := m.Log2Prob([]int32{3, 4}, nil)
	if want := math.Log2(0.78125 * 0.359375 * 0.671875); n != 3 || math.Abs(lp-want) > 1e-12 {
		t.Errorf("Log2Prob = %v, %d; want %v, 3", lp, n, want)
	}
}

// Every history's distribution sums to one over the predictable ids.
func TestLMSumsToOne(t *testing.T) {
	m, err := TrainLM(3, 8, [][]int32{{3, 4, 5}, {3, 3, 6}, {7}, {4, 5, 3, 4}})
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range [][]int32{nil, {BOS}, {BOS, BOS}, {3}, {3, 4}, {4, 5}, {Unk, 3}, {7, 7}} {
		var sum float64
		for w := int32(0); w < 8; w++ {
			if w != BOS {
				sum += m.Prob(w, h)
			}
		}
		if math.Abs(sum-1) > 1e-9 {
			t.Errorf("history %v: sum %v", h, sum)
		}
	}
}

func TestLMErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		order int
		v     int
		s     [][]int32
	}{
		{"order 0", 0, 5, [][]int32{{3}}},
		{"order too high", MaxOrder + 1, 5, [][]int32{{3}}},
		{"vocab too small", 2, 2, [][]int32{{3}}},
		{"id outside", 2, 4, [][]int32{{4}}},
		{"negative id", 2, 4, [][]int32{{-1}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := TrainLM(tc.order, tc.v, tc.s); err == nil {
				t.Error("no error")
			}
		})
	}
}
