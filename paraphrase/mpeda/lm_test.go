package mpeda

import (
	"math"
	"testing"
)

// The hand-worked model: ids a=3, b=4 (V = 4 predictable ids: <unk>,
// </s>, a, b), sentences "a b" and "a", padded "<s> a b </s>" and
// "<s> a </s>". Every count-of-counts has n3 = 0, so the discounts are the
// fallback D1 = 0.5, D2 = 1, D3+ = 1.5.
//
// Order 2. Bigrams (raw counts): <s> a 2, a b 1, b </s> 1, a </s> 1.
// Unigram continuation counts N1+(• w): a 1 (<s>), b 1 (a), </s> 2 (a, b);
// Σ = 4, N1 = 2, N2 = 1, γ = (0.5·2 + 1·1)/4 = 0.5:
//
//	P(a) = P(b) = (1 − 0.5)/4 + 0.5/4 = 0.25
//	P(</s>)     = (2 − 1)/4 + 0.5/4   = 0.375
//	P(<unk>)    = 0.5/4               = 0.125
//
// History <s>: a 2; Σ 2, N2 = 1, γ = 1·1/2 = 0.5:
//
//	P(a | <s>) = (2 − 1)/2 + 0.5·0.25 = 0.625
//	P(b | <s>) = 0.5·0.25             = 0.125
//
// History a: b 1, </s> 1; Σ 2, N1 = 2, γ = 0.5·2/2 = 0.5:
//
//	P(b | a)     = 0.5/2 + 0.5·0.25  = 0.375
//	P(</s> | a)  = 0.5/2 + 0.5·0.375 = 0.4375
//	P(<unk> | a) = 0.5·0.125         = 0.0625
//
// History b: </s> 1; Σ 1, γ = 0.5: P(</s> | b) = 0.5 + 0.5·0.375 = 0.6875.
// History <unk> is unseen: P(a | <unk>) = P(a) = 0.25.
//
// Order 3 adds trigrams (raw) <s> a b 1, a b </s> 1, <s> a </s> 1; the
// bigram "<s> a" starts with <s> and keeps its raw count 2, "a b" gets
// N1+(• a b) = 1 (as before), so the bigram level is unchanged, and
//
//	P(b | <s> a) = (1 − 0.5)/2 + (0.5·2/2)·P(b | a) = 0.25 + 0.5·0.375 = 0.4375
func TestLMHandComputed(t *testing.T) {
	m2, err := TrainLM(2, 5, [][]int32{{3, 4}, {3}})
	if err != nil {
		t.Fatal(err)
	}
	m3, err := TrainLM(3, 5, [][]int32{{3, 4}, {3}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		m    *LM
		w    int32
		h    []int32
		want float64
	}{
		{"unigram a", m2, 3, nil, 0.25},
		{"unigram b", m2, 4, nil, 0.25},
		{"unigram </s>", m2, EOS, nil, 0.375},
		{"unigram unk", m2, Unk, nil, 0.125},
		{"a after <s>", m2, 3, []int32{BOS}, 0.625},
		{"b after <s>", m2, 4, []int32{BOS}, 0.125},
		{"b after a", m2, 4, []int32{3}, 0.375},
		{"</s> after a", m2, EOS, []int32{3}, 0.4375},
		{"unk after a", m2, Unk, []int32{3}, 0.0625},
		{"</s> after b", m2, EOS, []int32{4}, 0.6875},
		{"a after unk", m2, 3, []int32{Unk}, 0.25},
		{"long history cut", m2, 4, []int32{4, 4, 3}, 0.375},
		{"order 3: a after <s>", m3, 3, []int32{BOS}, 0.625},
		{"order 3: b after <s> a", m3, 4, []int32{BOS, 3}, 0.4375},
		{"order 3: b after a", m3, 4, []int32{3}, 0.375},
		{"order 3: nothing before <s>", m3, 3, []int32{4, BOS}, 0.625},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.m.Prob(tc.w, tc.h); math.Abs(got-tc.want) > 1e-12 {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
	lp, n := m2.Log2Prob([]int32{3, 4}, nil)
	if want := math.Log2(0.625 * 0.375 * 0.6875); n != 3 || math.Abs(lp-want) > 1e-12 {
		t.Errorf("Log2Prob = %v, %d; want %v, 3", lp, n, want)
	}
}

// Chen & Goodman's discounts on hand count-of-counts: n1..n4 = 10, 5, 3, 2
// give Y = 10/20 = 0.5, D1 = 1 − 2·0.5·5/10 = 0.5, D2 = 2 − 3·0.5·3/5 =
// 1.1, D3+ = 3 − 4·0.5·2/3 = 5/3; missing counts give the fallback.
func TestDiscounts(t *testing.T) {
	d := Discounts(10, 5, 3, 2)
	for i, want := range []float64{0.5, 1.1, 5.0 / 3} {
		if math.Abs(d[i]-want) > 1e-12 {
			t.Errorf("D%d = %v, want %v", i+1, d[i], want)
		}
	}
	if d := Discounts(10, 5, 0, 0); d != [3]float64{0.5, 1, 1.5} {
		t.Errorf("fallback %v", d)
	}
	if d := Discounts(10, 1, 10, 1); d != [3]float64{0.5, 1, 1.5} { // D2 = 2 − 3·(10/12)·10 < 0
		t.Errorf("out of range: %v", d)
	}
}

// Every history's distribution sums to one over the predictable ids, at
// every order up to MaxOrder (a corpus large enough for estimated
// discounts at the low orders).
func TestLMSumsToOne(t *testing.T) {
	var sents [][]int32
	for i := range 60 {
		s := []int32{3 + int32(i%5), 3 + int32(i*7%6), 3 + int32(i*i%4)}
		sents = append(sents, s[:1+i%3])
	}
	sents = append(sents, []int32{3, 4, 5, 6, 7, 8, 3, 4})
	for order := 1; order <= MaxOrder; order++ {
		m, err := TrainLM(order, 10, sents)
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range [][]int32{nil, {BOS}, {BOS, 3}, {3}, {3, 4}, {4, 5}, {Unk, 3}, {7, 7}, {3, 4, 5, 6}, {BOS, 3, 4, 5}} {
			var sum float64
			for w := int32(0); w < 10; w++ {
				if w != BOS {
					sum += m.Prob(w, h)
				}
			}
			if math.Abs(sum-1) > 1e-9 {
				t.Errorf("order %d, history %v: sum %v", order, h, sum)
			}
		}
	}
}

func TestPackKeys(t *testing.T) {
	ids := []int32{MaxVocab, 7, MaxVocab - 1, 0, 12345}
	g := pack(ids)
	for k := 1; k <= 5; k++ {
		if f := firstID(pack(ids[5-k:]), k); f != ids[5-k] {
			t.Errorf("firstID of %v = %d", ids[5-k:], f)
		}
	}
	if suffix(g, 5) != pack(ids[1:]) || prefix(g) != pack(ids[:4]) {
		t.Error("suffix or prefix of a 5-gram")
	}
	if pack(ids[:4]) == pack(ids[1:]) {
		t.Error("different 4-grams, one key")
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
		{"no text", 2, 4, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := TrainLM(tc.order, tc.v, tc.s); err == nil {
				t.Error("no error")
			}
		})
	}
}

// Counting with a tiny budget (every few n-grams spilled to a sorted run
// on disk) gives the same model as counting in memory: the same n-grams,
// histories and discounts, so the same probabilities bit for bit.
func TestLMSpillSameModel(t *testing.T) {
	voc, sents := zipfIDs(5_000, 300, 3)
	for _, order := range []int{1, 3, 4} {
		mem, err := TrainLM(order, voc.Len(), sents)
		if err != nil {
			t.Fatal(err)
		}
		c, err := NewLMCounterSpill(order, voc.Len(), t.TempDir(), 8192)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range sents {
			if err := c.Add(s); err != nil {
				t.Fatal(err)
			}
		}
		if c.Spills() < 2 {
			t.Fatalf("order %d: %d spills, want many", order, c.Spills())
		}
		disk, err := c.Model()
		if err != nil {
			t.Fatal(err)
		}
		if mem.Size() != disk.Size() || mem.disc[order-1] != disk.disc[order-1] {
			t.Fatalf("order %d: %d n-grams, discounts %v in memory; %d, %v spilled", order, mem.Size(), mem.disc, disk.Size(), disk.disc)
		}
		for _, s := range sents[:200] {
			a, _ := mem.Log2Prob(s, nil)
			b, _ := disk.Log2Prob(s, nil)
			if a != b {
				t.Fatalf("order %d: log2 P(%v) = %v in memory, %v spilled", order, s, a, b)
			}
		}
	}
}
