package meteorpp

import (
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/version"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
)

// exactScorer is English Meteor, exact matching only, no function words
// (nil resources), so that every word has weight δ and the arithmetic
// stays small enough to do by hand. English rank parameters: α = 0.85,
// β = 0.2, γ = 0.6, δ = 0.75.
func exactScorer(t testing.TB) *meteor.Scorer {
	sc, err := meteor.New(meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}, nil)
	require.NoError(t, err)
	p := sc.Settings().Params
	require.Equal(t, meteor.Params{Alpha: 0.85, Beta: 0.2, Gamma: 0.6, Delta: 0.75}, p)
	return sc
}

func copyWords(t testing.TB, words ...string) *data.CopyWords {
	var e []data.CopyWord
	for _, w := range words {
		e = append(e, data.CopyWord{Word: w})
	}
	c, err := data.NewCopyWords(e)
	require.NoError(t, err)
	return c
}

func newMetric(t testing.TB, sc *meteor.Scorer, k *float64, words ...string) *Metric {
	m, err := New(Options{Scorer: sc, CopyWords: copyWords(t, words...), Smooth: k, NRefs: 1})
	require.NoError(t, err)
	return m
}

func ptr(x float64) *float64 { return &x }

// TestScoreByHand: hypothesis "putin met obama monday", reference "putin
// met trump monday". Exact matches putin, met, monday: 3 of 4 words on
// each side, in 2 chunks ("putin met", "monday").
//
//	P = R = 0.75·3 / (0.75·4) = 0.75
//	Fmean = 1 / (0.15/0.75 + 0.85/0.75) = 0.75
//	Pen = 0.6 · (2/3)^0.2 = 0.6 · 0.9221079… = 0.5532647…
//	Meteor = 0.75 · (1 − Pen) = 0.3350514…
//
// Copy words {putin, trump}: n = 2 in the reference, u = 1 missed (trump).
//
//	K = 8: factor = 1 − 1/10 = 0.9;  R' = 0.675
//	       Fmean' = 1 / (0.2 + 0.85/0.675) = 1 / 1.4592592… = 0.6852791…
//	       Meteor++ = 0.6852791… · 0.4467352… = 0.3061383…
//	K = 0: factor = 1 − 1/2 = 0.5;   R' = 0.375
//	       Fmean' = 1 / (0.2 + 0.85/0.375) = 1 / 2.4666666… = 0.4054054…
//	       Meteor++ = 0.4054054… · 0.4467352… = 0.1811088…
//
// Copy words {putin, monday}: both matched, u = 0: Meteor++ = Meteor.
func TestScoreByHand(t *testing.T) {
	sc := exactScorer(t)
	hyp, ref := "putin met obama monday", "putin met trump monday"
	pen := 0.6 * math.Pow(2.0/3, 0.2)
	meteorScore := 0.75 * (1 - pen)
	for _, tc := range []struct {
		name   string
		k      *float64
		words  []string
		n, u   float64
		factor float64
		want   float64
	}{
		{"K=8 (default), trump missed", nil, []string{"putin", "trump"}, 2, 1, 0.9, 1 / (0.2 + 0.85/0.675) * (1 - pen)},
		{"K=0, trump missed", ptr(0), []string{"putin", "trump"}, 2, 1, 0.5, 1 / (0.2 + 0.85/0.375) * (1 - pen)},
		{"K=0, every copy word missed", ptr(0), []string{"trump"}, 1, 1, 0, 0},
		{"nothing missed", ptr(0), []string{"putin", "monday"}, 2, 0, 1, meteorScore},
		{"copy word only in the hypothesis", ptr(0), []string{"obama"}, 0, 0, 1, meteorScore},
		{"no copy words", nil, nil, 0, 0, 1, meteorScore},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := newMetric(t, sc, tc.k, tc.words...)
			st, err := m.Stats(hyp, []string{ref})
			require.NoError(t, err)
			r, ok := m.Compute(st)
			require.True(t, ok)
			require.InDelta(t, meteorScore, r.Meteor.Score, 1e-15)
			require.InDelta(t, 0.3350514, r.Meteor.Score, 1e-7)
			require.Equal(t, tc.n, r.CopyWords)
			require.Equal(t, tc.u, r.Missed)
			require.InDelta(t, tc.factor, r.Factor, 1e-15)
			require.InDelta(t, tc.want, r.Score, 1e-15)
			require.InDelta(t, tc.want, m.Sentence(st).Score, 1e-15)
		})
	}
	// The worked figures of the comment, to 7 digits.
	m := newMetric(t, sc, nil, "putin", "trump")
	st, _ := m.Stats(hyp, []string{ref})
	require.InDelta(t, 0.3061383, m.Sentence(st).Score, 1e-7)
	m0 := newMetric(t, sc, ptr(0), "putin", "trump")
	st, _ = m0.Stats(hyp, []string{ref})
	require.InDelta(t, 0.1811088, m0.Sentence(st).Score, 1e-7)
}

// TestReducesToMeteor: whenever no copy word of the chosen reference is
// missed, the score is Meteor's to the bit (here: copy words that never
// occur, on varied segments and all English matchers).
func TestReducesToMeteor(t *testing.T) {
	set, err := meteor.Config{Language: "en", Normalization: meteor.Norm}.Resolve()
	require.NoError(t, err)
	res, err := meteor.LoadResources(set, meteor.ResourceFiles{}) // embedded
	require.NoError(t, err)
	sc, err := meteor.NewWithSettings(set, res)
	require.NoError(t, err)
	m := newMetric(t, sc, ptr(0), "zzzunseen")
	mm := meteor.NewMetric(sc, 1)
	segs := [][2]string{
		{"The cats sat on the mats.", "The cat sat on the mat."},
		{"", "An empty hypothesis."},
		{"Same words here", "same words here"},
		{"completely different", "nothing alike at all"},
		{"running quickly to the station", "he ran quickly to the stations"},
	}
	var aPP, aM metric.Stats
	for _, s := range segs {
		a, err := m.Stats(s[0], []string{s[1]})
		require.NoError(t, err)
		b, err := mm.Stats(s[0], []string{s[1]})
		require.NoError(t, err)
		require.Equal(t, b, a[:len(b)])
		require.Equal(t, mm.Sentence(b).Score, m.Sentence(a).Score, s[0])
		m.Add(&aPP, a)
		mm.Add(&aM, b)
	}
	require.Equal(t, mm.Corpus(aM).Score, m.Corpus(aPP).Score)
}

// TestCorpusSums: corpus statistics sum n and u. Segment 1 is the
// hand-computed one (n = 2, u = 1); segment 2, "trump spoke" against
// "trump spoke", is perfect (n = 1, u = 0). Corpus: n = 3, u = 1, so with
// K = 0 the factor is 1 − 1/3 = 2/3, applied to Meteor's corpus recall.
func TestCorpusSums(t *testing.T) {
	sc := exactScorer(t)
	m := newMetric(t, sc, ptr(0), "putin", "trump")
	var tot metric.Stats
	for _, s := range [][2]string{{"putin met obama monday", "putin met trump monday"}, {"trump spoke", "trump spoke"}} {
		st, err := m.Stats(s[0], []string{s[1]})
		require.NoError(t, err)
		m.Add(&tot, st)
	}
	r, ok := m.Compute(tot)
	require.True(t, ok)
	require.Equal(t, 3.0, r.CopyWords)
	require.Equal(t, 1.0, r.Missed)
	require.InDelta(t, 2.0/3, r.Factor, 1e-15)
	// Meteor corpus: 5 of 6 words matched each side, P = R = 5/6; chunks
	// 2 + 0 (a perfect segment adds none), m = 5: Pen = 0.6·(2/5)^0.2.
	// R' = 5/6 · 2/3 = 5/9; Fmean' = 1/(0.15/(5/6) + 0.85/(5/9)).
	pen := 0.6 * math.Pow(0.4, 0.2)
	want := 1 / (0.15/(5.0/6) + 0.85/(5.0/9)) * (1 - pen)
	require.InDelta(t, want, r.Score, 1e-15)
	require.InDelta(t, 5.0/9, r.Recall, 1e-15)
}

// TestMultipleReferences: Meteor prefers reference A (it matches more
// words) but A's copy word "trump" is missed; with K = 0 reference B,
// whose copy words are all matched, wins under Meteor++.
func TestMultipleReferences(t *testing.T) {
	sc := exactScorer(t)
	m := newMetric(t, sc, ptr(0), "trump")
	hyp := "the president met officials monday"
	refA := "the president met trump officials monday" // 5 of 6 matched, trump missed
	refB := "a president met some people"              // 2 of 5 matched
	st, err := m.Stats(hyp, []string{refA, refB})
	require.NoError(t, err)
	stB, _ := m.Stats(hyp, []string{refB})
	stA, _ := m.Stats(hyp, []string{refA})
	require.Equal(t, stB, st)
	require.Greater(t, m.Sentence(stA).Parts[7].Value, m.Sentence(stB).Parts[7].Value, "Meteor prefers A")
	require.Greater(t, m.Sentence(stB).Score, m.Sentence(stA).Score)
	// No references: zero statistics, score 0.
	z, err := m.Stats(hyp, nil)
	require.NoError(t, err)
	require.Equal(t, 0.0, m.Sentence(z).Score)
}

func TestSignatureAndOptions(t *testing.T) {
	sc := exactScorer(t)
	m := newMetric(t, sc, nil, "putin", "trump")
	s := m.Signature().String()
	h := copyWords(t, "putin", "trump").Hash()
	// Meteor's signature (Meteor signs itself), with the copy words and K
	// before the closing parmesan version.
	mt := strings.TrimSuffix(strings.TrimPrefix(sc.Signature(1).String(), "meteor|"), "|parmesan:"+version.Parmesan)
	require.Equal(t, "meteor++|"+mt+"|copy:2#"+h+"|copy-k:8|parmesan:"+version.Parmesan, s)
	require.Contains(t, m.Signature().Short(), "|cw:2#"+h+"|ck:8|pm:"+version.Parmesan)
	require.NotEqual(t, s, newMetric(t, sc, nil, "putin").Signature().String())
	_, err := New(Options{CopyWords: copyWords(t)})
	require.ErrorIs(t, err, ErrOptions)
	_, err = New(Options{Scorer: sc})
	require.ErrorIs(t, err, ErrOptions)
	_, err = New(Options{Scorer: sc, CopyWords: copyWords(t), Smooth: ptr(-1)})
	require.ErrorIs(t, err, ErrOptions)
	_, err = metric.New(Name, nil)
	require.ErrorIs(t, err, ErrOptions)
	r, err := metric.New(Name, Options{Scorer: sc, CopyWords: copyWords(t, "x")})
	require.NoError(t, err)
	require.Equal(t, Name, r.Name())
	require.True(t, strings.HasPrefix(r.Signature().String(), "meteor++|v:1.5|"))
	require.Contains(t, r.Signature().String(), "|nrefs:0|") // NRefs not given
}

// BenchmarkStats scores one 25-word segment against one reference with
// English Meteor (all embedded matchers), and with Meteor++ (the same
// alignment plus the copy-word count).
func BenchmarkStats(b *testing.B) {
	set, err := meteor.Config{Language: "en", Normalization: meteor.Norm}.Resolve()
	require.NoError(b, err)
	res, err := meteor.LoadResources(set, meteor.ResourceFiles{})
	require.NoError(b, err)
	sc, err := meteor.NewWithSettings(set, res)
	require.NoError(b, err)
	m := newMetric(b, sc, nil, "putin", "trump", "2016", "moscow", "kremlin")
	hyp := sc.Prepare("In 2016 the president met Putin in Moscow to discuss trade , sanctions and the war , officials in the Kremlin said on Monday .")
	ref := [][]string{sc.Prepare("Trump met Putin in Moscow in 2016 to talk about trade , sanctions and the war , Kremlin officials said on Monday .")}
	mm := meteor.NewMetric(sc, 1)
	b.Run("meteor", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			mm.StatsTokens(hyp, ref)
		}
	})
	b.Run("meteor++", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			m.StatsTokens(hyp, ref)
		}
	})
}
