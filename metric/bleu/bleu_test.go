package bleu

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/metric"
)

func TestCompute(t *testing.T) {
	tests := []struct {
		name           string
		correct, total []float64
		hyp, ref       float64
		smooth         string
		value          float64
		eff            bool
		want           float64
		wantPrecisions []float64
	}{
		{"perfect", []float64{4, 3, 2, 1}, []float64{4, 3, 2, 1}, 4, 4, SmoothExp, 0, false, 100, []float64{100, 100, 100, 100}},
		{"no match", []float64{0, 0, 0, 0}, []float64{3, 2, 1, 0}, 3, 5, SmoothExp, 0, false, 0, []float64{0, 0, 0, 0}},
		// exp: the first zero order gets 1/(2·total), the next 1/(4·total).
		{"exp smoothing", []float64{2, 1, 0, 0}, []float64{4, 3, 2, 1}, 4, 4, SmoothExp, 0, false,
			math.Exp((math.Log(50) + math.Log(100.0/3) + math.Log(25) + math.Log(25)) / 4), []float64{50, 100.0 / 3, 25, 25}},
		// A 3-word hypothesis has no 4-grams: without effective order the
		// score is ~0, with it the mean runs over 3 orders.
		{"short, no eff", []float64{3, 2, 1, 0}, []float64{3, 2, 1, 0}, 3, 3, SmoothExp, 0, false, 0, []float64{100, 100, 100, 0}},
		{"short, eff", []float64{3, 2, 1, 0}, []float64{3, 2, 1, 0}, 3, 3, SmoothExp, 0, true, 100, []float64{100, 100, 100, 0}},
		{"floor", []float64{2, 0, 0, 0}, []float64{4, 3, 2, 1}, 4, 4, SmoothFloor, 0.1, false,
			math.Exp((math.Log(50) + math.Log(10.0/3) + math.Log(5) + math.Log(10)) / 4), []float64{50, 10.0 / 3, 5, 10}},
		// add-k (Lin & Och with k=1) adds to orders 2..4 only.
		{"add-k", []float64{2, 0, 0, 0}, []float64{4, 3, 2, 1}, 4, 4, SmoothAddK, 1, false,
			math.Exp((math.Log(50) + math.Log(25) + math.Log(100.0/3) + math.Log(50)) / 4), []float64{50, 25, 100.0 / 3, 50}},
		// Brevity penalty exp(1 - 5/4).
		{"brevity", []float64{4, 3, 2, 1}, []float64{4, 3, 2, 1}, 4, 5, SmoothExp, 0, false, 100 * math.Exp(1-5.0/4), []float64{100, 100, 100, 100}},
		{"empty hypothesis", []float64{0, 0, 0, 0}, []float64{0, 0, 0, 0}, 0, 5, SmoothExp, 0, true, 0, []float64{0, 0, 0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, to := append([]float64(nil), tt.correct...), append([]float64(nil), tt.total...)
			r := Compute(c, to, tt.hyp, tt.ref, tt.smooth, tt.value, tt.eff)
			assert.InDelta(t, tt.want, r.Score, 1e-9)
			assert.InDeltaSlice(t, tt.wantPrecisions, r.Precisions, 1e-9)
			assert.Equal(t, tt.correct, c, "inputs unchanged")
			assert.Equal(t, tt.total, to, "inputs unchanged")
		})
	}
}

func TestStats(t *testing.T) {
	m, err := New(Options{NRefs: 2})
	require.NoError(t, err)
	// Unigrams: "the" and "cat" each occur twice in the hypothesis; the
	// first reference has "the" twice, the third "cat" twice, so clipping
	// to the maximum over references keeps all 7. Bigrams: "the cat"
	// (clipped to 1), "cat sat", "sat on" = 3; trigrams "the cat sat",
	// "cat sat on" = 2; 4-gram "the cat sat on" = 1. The closest reference
	// length to 7 is 6 (the tie 6/8 goes to the shorter); the empty
	// reference is skipped.
	st, err := m.Stats("the cat the cat sat on mat", []string{"the cat sat on the mat", "", "a cat and the cat sat on it"})
	require.NoError(t, err)
	assert.Equal(t, metric.Stats{7, 6, 7, 3, 2, 1, 7, 6, 5, 4}, st)
	_, err = m.Stats("x", []string{"", "  "})
	require.ErrorIs(t, err, ErrNoReference)
	assert.Equal(t, "bleu|nrefs:2|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0", m.Signature().String())
	assert.Equal(t, "#:2|c:mixed|e:no|tok:13a|s:exp|v:2.6.0", m.Signature().Sacre(true))
}

func TestOptionErrors(t *testing.T) {
	_, err := New(Options{Tokenize: "ja-mecab"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "MeCab")
	_, err = New(Options{SmoothMethod: "lin"})
	require.ErrorIs(t, err, ErrOptions)
	_, err = metric.New(Name, 3)
	require.ErrorIs(t, err, ErrOptions)
	m, err := metric.New(Name, Options{SmoothMethod: SmoothFloor})
	require.NoError(t, err)
	assert.Equal(t, "nrefs:1|case:mixed|eff:no|tok:13a|smooth:floor[0.10]|version:2.6.0", m.Signature().Sacre(false))
}

// TestPackedMatchesStrings checks the packed n-gram counting against the
// string-keyed one on random segments over a tiny vocabulary.
func TestPackedMatchesStrings(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	vocab := []string{"a", "b", "c", "d", "a b"}
	line := func() string {
		w := make([]string, r.IntN(12))
		for i := range w {
			w[i] = vocab[r.IntN(len(vocab))]
		}
		return strings.Join(w, " ")
	}
	for i := 0; i < 5000; i++ {
		w := new(worker)
		w.reset()
		w.addSegment(strings.Join(strings.Fields(line()), " "))
		for n := 1 + r.IntN(3); n > 0; n-- {
			w.addSegment(strings.Join(strings.Fields(line()), " "))
		}
		a, b := make(metric.Stats, 10), make(metric.Stats, 10)
		w.count(4, a)
		w.countStrings(4, b)
		b[0], b[1] = a[0], a[1]
		require.Equal(t, b, a, "segments %q", w.words)
	}
}

func BenchmarkStats(b *testing.B) {
	m, _ := New(Options{})
	hyp := "The quick brown fox, who was 3.5 years old, jumped over the \"lazy\" dog (again) in 1990-1991."
	ref := []string{"A quick brown fox, aged 3.5, jumped over the lazy dog again in 1990 and 1991."}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := m.Stats(hyp, ref); err != nil {
			b.Fatal(err)
		}
	}
}

// TestSignatureOrder: a BLEU counting to another order than 4 says so
// (sacrebleu's signature, which always counts to 4, has no such field).
func TestSignatureOrder(t *testing.T) {
	for _, c := range []struct {
		order int
		want  string
	}{
		{0, "bleu|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"},
		{4, "bleu|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"},
		{2, "bleu|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|order:2|version:2.6.0"},
	} {
		b, err := New(Options{MaxOrder: c.order})
		if err != nil {
			t.Fatal(err)
		}
		if got := b.Signature().String(); got != c.want {
			t.Errorf("order %d: signature %s, want %s", c.order, got, c.want)
		}
	}
}

// TestSignatureSmoothValue: sacrebleu prints the smoothing value to two
// decimals (floor[0.10]), so a value with more of them is named in full
// in a field of its own; Sacre stays sacrebleu's.
func TestSignatureSmoothValue(t *testing.T) {
	a, err := New(Options{SmoothMethod: SmoothFloor, SmoothValue: 0.1})
	require.NoError(t, err)
	b, err := New(Options{SmoothMethod: SmoothFloor, SmoothValue: 0.101})
	require.NoError(t, err)
	st, err := a.Stats("a b c d", []string{"a b c e"})
	require.NoError(t, err)
	require.NotEqual(t, a.Corpus(st).Score, b.Corpus(st).Score, "the value changes the score")
	assert.Equal(t, "bleu|nrefs:1|case:mixed|eff:no|tok:13a|smooth:floor[0.10]|version:2.6.0", a.Signature().String())
	assert.Equal(t, "bleu|nrefs:1|case:mixed|eff:no|tok:13a|smooth:floor[0.10]|smooth-value:0.101|version:2.6.0", b.Signature().String())
	assert.Equal(t, "bleu|#:1|c:mixed|e:no|tok:13a|s:floor[0.10]|sv:0.101|v:2.6.0", b.Signature().Short())
	assert.Equal(t, a.Signature().Sacre(false), b.Signature().Sacre(false), "sacrebleu's signature of --smooth-value 0.101")
	c, err := New(Options{SmoothMethod: SmoothAddK, SmoothValue: 2})
	require.NoError(t, err)
	assert.Equal(t, "bleu|nrefs:1|case:mixed|eff:no|tok:13a|smooth:add-k[2.00]|version:2.6.0", c.Signature().String())
}
