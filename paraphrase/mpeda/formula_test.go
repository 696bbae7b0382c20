package mpeda

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-12 || (math.IsInf(a, 1) && math.IsInf(b, 1)) }

func TestCrossEntropyDiff(t *testing.T) {
	for _, tc := range []struct {
		name            string
		log2In, log2Gen float64
		n               int
		want            float64
	}{
		// P_in = 1/8, P_gen = 1/64 over 3 tokens: H_in = 1, H_gen = 2 → −1.
		{"in-domain", -3, -6, 3, -1},
		// P_in = 1/64, P_gen = 1/8: H_in = 2, H_gen = 1 → +1.
		{"general", -6, -3, 3, 1},
		{"equal", -5, -5, 2, 0},
		{"empty", 0, 0, 0, math.Inf(1)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := CrossEntropyDiff(tc.log2In, tc.log2Gen, tc.n); !near(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func TestCorrelation(t *testing.T) {
	for _, tc := range []struct {
		name        string
		nij, ni, nj int64
		want        float64
	}{
		// P(i|j) = 2/4, P(j|i) = 2/8 → R = 1/8.
		{"hand", 2, 8, 4, 0.125},
		{"symmetric", 2, 4, 8, 0.125},
		// Always together: R = 1.
		{"always", 5, 5, 5, 1},
		{"never", 0, 3, 3, 0},
		{"unseen term", 1, 0, 3, 0},
		// Inconsistent counts are clamped, not > 1.
		{"inconsistent", 4, 2, 2, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Correlation(tc.nij, tc.ni, tc.nj); !near(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func TestChunkScore(t *testing.T) {
	for _, tc := range []struct {
		name                 string
		shared, sizeI, sizeJ []int64
		want                 float64
	}{
		// n=1: 2·2/(4+4) = 0.5 (weight 1); n=2: 2·1/(2+2) = 0.5 (weight 2)
		// → (0.5 + 1.0)/3 = 0.5.
		{"hand", []int64{2, 1}, []int64{4, 2}, []int64{4, 2}, 0.5},
		// n=1: 2·1/(2+2) = 0.5; n=2: 2·1/(1+1) = 1 → (0.5 + 2)/3 = 5/6.
		{"longer counts more", []int64{1, 1}, []int64{2, 1}, []int64{2, 1}, 5.0 / 6},
		// n=2 has no chunk on either side: only n=1 counts, 2·3/(3+3) = 1.
		{"skip empty length", []int64{3, 0}, []int64{3, 0}, []int64{3, 0}, 1},
		{"nothing", nil, nil, nil, 0},
		{"no shared", []int64{0, 0}, []int64{5, 5}, []int64{1, 1}, 0},
		// Ragged slices: sizeJ missing n=2 → n=2 ratio 2·0/(2+0) = 0;
		// n=1: 2·1/(1+1) = 1 → (1 + 0)/3.
		{"ragged", []int64{1}, []int64{1, 2}, []int64{1}, 1.0 / 3},
		{"inconsistent", []int64{9}, []int64{1}, []int64{1}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := ChunkScore(tc.shared, tc.sizeI, tc.sizeJ); !near(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

// The threshold tests of both engines: at least the threshold and above 0
// (a negative threshold turns the test off, but a zero score never passes).
func TestKeepEdgePair(t *testing.T) {
	for _, tc := range []struct {
		name   string
		x, thr float64
		want   bool
	}{
		{"above", 0.5, 0.1, true},
		{"equal", 0.1, 0.1, true},
		{"below", 0.05, 0.1, false},
		{"zero score, zero threshold", 0, 0, false},
		{"zero score, no threshold", 0, -1, false},
		{"tiny score, no threshold", 1e-9, -1, true},
		{"one", 1, 1, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := KeepEdge(tc.x, tc.thr); got != tc.want {
				t.Errorf("KeepEdge(%g, %g) = %v, want %v", tc.x, tc.thr, got, tc.want)
			}
			if got := KeepPair(tc.x, tc.thr); got != tc.want {
				t.Errorf("KeepPair(%g, %g) = %v, want %v", tc.x, tc.thr, got, tc.want)
			}
		})
	}
}

func TestTooFrequent(t *testing.T) {
	for _, tc := range []struct {
		name      string
		n, tokens int64
		max       float64
		want      bool
	}{
		{"above", 11, 1000, 0.01, true},
		{"at the limit", 10, 1000, 0.01, false},
		{"below", 3, 1000, 0.01, false},
		{"no limit", 1000, 1000, -1, false},
		{"zero limit is no limit", 1000, 1000, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := TooFrequent(tc.n, tc.tokens, tc.max); got != tc.want {
				t.Errorf("TooFrequent(%d, %d, %g) = %v, want %v", tc.n, tc.tokens, tc.max, got, tc.want)
			}
		})
	}
}

// Formulas (4) and (6) on hand values.
func TestChunkWeightPos(t *testing.T) {
	// w3 = 2/(3·2) · (0.3 + 0.6 + 0.9) = 0.6
	if got := ChunkWeight(0.3, 0.6, 0.9); math.Abs(got-0.6) > 1e-15 {
		t.Errorf("ChunkWeight = %v, want 0.6", got)
	}
	for _, tc := range []struct{ wij, wi, wj, want float64 }{
		{0.5, 1, 0.5, 0.5 / 0.75}, // ½(1 + 0.5) = 0.75
		{1, 1, 1, 1},              // every chunk shared
		{0, 1, 1, 0},              // no chunk shared
		{2, 1, 1, 1},              // inconsistent: clamped
		{1, 0, 0, 0},              // no chunk at all
		{math.NaN(), 1, 1, 0},
	} {
		if got := Pos(tc.wij, tc.wi, tc.wj); math.Abs(got-tc.want) > 1e-15 {
			t.Errorf("Pos(%v, %v, %v) = %v, want %v", tc.wij, tc.wi, tc.wj, got, tc.want)
		}
	}
}
