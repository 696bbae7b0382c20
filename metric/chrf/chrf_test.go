package chrf

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/metric"
)

func TestHandExamples(t *testing.T) {
	tests := []struct {
		name      string
		o         Options
		hyp       string
		refs      []string
		wantStats metric.Stats
		want      float64
	}{
		// order 1: 2 hyp, 3 ref, 2 matches (P 1, R 2/3); order 2: "ab" vs
		// "ab","bc": P 1, R 1/2. Averages P 1, R 7/12;
		// F2 = 5·(7/12)/(4 + 7/12) = 7/11.
		{"chars", Options{CharOrder: 2}, "ab", []string{"a b c"}, metric.Stats{2, 3, 2, 1, 2, 1}, 700.0 / 11},
		// The second reference is better and its statistics are kept.
		{"best reference", Options{CharOrder: 1}, "ab", []string{"xy", "ab"}, metric.Stats{2, 2, 2}, 100},
		// A reference without bigrams zeroes the hypothesis bigram count,
		// so order 2 drops out of the average.
		{"missing order", Options{CharOrder: 2}, "ab", []string{"a"}, metric.Stats{2, 1, 1, 0, 0, 0}, 100 * 5 * 0.5 / (4*0.5 + 1)},
		// Characters: 11 against 9, 9 matches (")" and "x" are not in the
		// reference). Words: "(hi)" splits into "(hi" and ")" (the trailing
		// character first), "there." into "there" and ".", "x" (one
		// character) stays: 5; the reference's "(hi" has no trailing
		// punctuation, so it splits into "(" and "hi": "(", "hi", "there",
		// "." = 4; matches "there" and ".".
		{"words", Options{CharOrder: 1, WordOrder: 1}, "(hi) there. x", []string{"(hi there ."},
			metric.Stats{11, 9, 9, 5, 4, 2}, 0},
		{"case", Options{CharOrder: 1, Lowercase: true}, "AB", []string{"ab"}, metric.Stats{2, 2, 2}, 100},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := New(tt.o)
			require.NoError(t, err)
			st, err := m.Stats(tt.hyp, tt.refs)
			require.NoError(t, err)
			assert.Equal(t, tt.wantStats, st)
			if tt.want != 0 {
				assert.InDelta(t, tt.want, m.Sentence(st).Score, 1e-9)
			}
		})
	}
}

func TestSignatureAndName(t *testing.T) {
	m, err := New(Options{WordOrder: 2})
	require.NoError(t, err)
	assert.Equal(t, "chrf|nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.6.0", m.Signature().String())
	assert.Equal(t, "chrF2++", m.Corpus(make(metric.Stats, m.Len())).Name)
	_, err = m.Stats("a", []string{""})
	require.ErrorIs(t, err, ErrNoReference)
	_, err = New(Options{WordOrder: -1})
	require.ErrorIs(t, err, ErrOptions)
}

// β changes the score, so the signature names it when it is not 2;
// sacrebleu names it in the score name (chrF3) alone, so its signature,
// Sacre, leaves it out.
func TestSignatureBeta(t *testing.T) {
	def, err := New(Options{})
	require.NoError(t, err)
	b3, err := New(Options{Beta: 3})
	require.NoError(t, err)
	b2, err := New(Options{Beta: DefaultBeta})
	require.NoError(t, err)
	sacre := "nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0"
	assert.Equal(t, "chrf|"+sacre, def.Signature().String())
	assert.Equal(t, def.Signature(), b2.Signature())
	assert.Equal(t, "chrf|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|beta:3|version:2.6.0", b3.Signature().String())
	assert.Equal(t, "chrf|#:1|c:mixed|e:yes|nc:6|nw:0|s:no|b:3|v:2.6.0", b3.Signature().Short())
	assert.Equal(t, sacre, b3.Signature().Sacre(false), "sacrebleu's signature of --chrf-beta 3")
	assert.Equal(t, "chrF3", b3.Corpus(make(metric.Stats, b3.Len())).Name)
	st, err := def.Stats("the cat sat", []string{"a cat sits"})
	require.NoError(t, err)
	require.NotEqual(t, def.Sentence(st).Score, b3.Sentence(st).Score, "β changes this segment's score")
}

// TestPackedMatchesStrings checks the packed counting against the
// string-keyed one over a tiny alphabet.
func TestPackedMatchesStrings(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	alpha := []string{"a", "b", "ř", " ", ".", "(", "A"}
	line := func() string {
		var b strings.Builder
		for n := r.IntN(15); n > 0; n-- {
			b.WriteString(alpha[r.IntN(len(alpha))])
		}
		return b.String()
	}
	for _, o := range []Options{{}, {WordOrder: 2}, {CharOrder: 3, WordOrder: 3, Whitespace: true, Lowercase: true}} {
		m, err := New(o)
		require.NoError(t, err)
		for i := 0; i < 3000; i++ {
			hyp := line()
			refs := []string{line() + "x", line() + "y"}
			a, err := m.stats(new(worker), hyp, refs, false)
			require.NoError(t, err)
			b, err := m.stats(new(worker), hyp, refs, true)
			require.NoError(t, err)
			require.Equal(t, b, a, "%q vs %q", hyp, refs)
		}
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
