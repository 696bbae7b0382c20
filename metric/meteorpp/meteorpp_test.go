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

func newMetric(t testing.TB, sc *meteor.Scorer, x *float64, words ...string) *Metric {
	m, err := New(Options{Scorer: sc, CopyWords: copyWords(t, words...), X: x, NRefs: 1})
	require.NoError(t, err)
	return m
}

func ptr(x float64) *float64 { return &x }

// TestScoreByHand is formulas 8–9 on one segment. Hypothesis "putin met
// obama monday", reference "putin met trump monday". Exact matches putin,
// met, monday: 3 of 4 words on each side, in 2 chunks ("putin met",
// "monday"):
//
//	P = R = 0.75·3 / (0.75·4) = 0.75
//	Fmean = 1 / (0.15/0.75 + 0.85/0.75) = 0.75
//	Pen = 0.6 · (2/3)^0.2 = 0.6 · 0.9221079… = 0.5532647…
//	Meteor = 0.75 · (1 − Pen) = 0.3350514…
//
// With P~ = (P·X + m(h_p))/(X + |h_p|), R~ = (R·X + m(r_p))/(X + |r_p|),
// Fmean~ = 1/(0.15/P~ + 0.85/R~) and score = Fmean~·(1 − Pen):
//
//	(a) copy words {trump}, X = 14: the reference's copy word is missed.
//	    |h_p| = 0: P~ = P = 0.75; |r_p| = 1, m = 0: R~ = 10.5/15 = 0.7
//	    Fmean~ = 1/(0.2 + 0.85/0.7) = 14/19.8 = 0.7070707…
//	    score = 0.7070707… · 0.4467352… = 0.3158734…  (< Meteor)
//	    X = 8: R~ = 6/9, Fmean~ = 1/(0.2 + 1.275) = 0.6779661…
//	(b) copy words {putin, monday}, X = 14: every copy word kept.
//	    P~ = R~ = (10.5 + 2)/16 = 0.78125 = Fmean~
//	    score = 0.78125 · 0.4467352… = 0.3490119…  (> Meteor: the bonus)
//	(c) copy words {obama}, X = 14: a copy word only in the hypothesis.
//	    P~ = 10.5/15 = 0.7; R~ = R = 0.75
//	    Fmean~ = 1/(0.15/0.7 + 0.85/0.75) = 1/(3/14 + 17/15) = 210/283 = 0.7420494…
//	(d) copy words {zzz}: none on either side: Meteor, to the bit.
//	(a+b) copy words {putin, trump}, X = 14: |h_p| = 1 (putin, matched),
//	    |r_p| = 2 (putin matched, trump missed):
//	    P~ = 11.5/15, R~ = 11.5/16, Fmean~ = 11.5/(2.25 + 13.6) = 0.7255520…
//	    X = 0: P~ = 1/1, R~ = 1/2, Fmean~ = 1/(0.15 + 1.7) = 0.5405405…
func TestScoreByHand(t *testing.T) {
	sc := exactScorer(t)
	hyp, ref := "putin met obama monday", "putin met trump monday"
	pen := 0.6 * math.Pow(2.0/3, 0.2)
	meteorScore := 0.75 * (1 - pen)
	for _, tc := range []struct {
		name           string
		x              *float64
		words          []string
		hp, mh, rp, mr float64
		p, r, fmean    float64
		score7         float64 // the comment's figure, to 7 digits (0: not given)
	}{
		{"(a) missed reference copy word", nil, []string{"trump"}, 0, 0, 1, 0, 0.75, 0.7, 14 / 19.8, 0.3158734},
		{"(a) X=8", ptr(8), []string{"trump"}, 0, 0, 1, 0, 0.75, 6.0 / 9, 1 / 1.475, 0},
		{"(b) every copy word kept", nil, []string{"putin", "monday"}, 2, 2, 2, 2, 0.78125, 0.78125, 0.78125, 0.3490119},
		{"(c) extra copy word in the hypothesis", ptr(14), []string{"obama"}, 1, 0, 0, 0, 0.7, 0.75, 210.0 / 283, 0},
		{"(a+b) kept and missed", nil, []string{"putin", "trump"}, 1, 1, 2, 1, 11.5 / 15, 11.5 / 16, 11.5 / 15.85, 0},
		{"(a+b) X=0", ptr(0), []string{"putin", "trump"}, 1, 1, 2, 1, 1, 0.5, 1 / 1.85, 0},
		{"X=0, every reference copy word missed", ptr(0), []string{"trump"}, 0, 0, 1, 0, 0.75, 0, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := newMetric(t, sc, tc.x, tc.words...)
			st, err := m.Stats(hyp, []string{ref})
			require.NoError(t, err)
			r, ok := m.Compute(st)
			require.True(t, ok)
			require.InDelta(t, meteorScore, r.Meteor.Score, 1e-15)
			require.InDelta(t, 0.3350514, r.Meteor.Score, 1e-7)
			require.Equal(t, [4]float64{tc.hp, tc.mh, tc.rp, tc.mr}, [4]float64{r.HypCopy, r.HypCovered, r.RefCopy, r.RefCovered})
			require.InDelta(t, tc.p, r.Precision, 1e-15)
			require.InDelta(t, tc.r, r.Recall, 1e-15)
			require.InDelta(t, tc.fmean, r.FMean, 1e-15)
			require.InDelta(t, tc.fmean*(1-pen), r.Score, 1e-15)
			require.InDelta(t, r.Score, m.Sentence(st).Score, 0)
			if tc.score7 != 0 {
				require.InDelta(t, tc.score7, r.Score, 1e-7)
			}
		})
	}
	t.Run("(d) no copy word on either side", func(t *testing.T) {
		m := newMetric(t, sc, nil, "zzz")
		st, err := m.Stats(hyp, []string{ref})
		require.NoError(t, err)
		r, _ := m.Compute(st)
		require.Equal(t, meteorScore, r.Score)
		require.Equal(t, r.Meteor.Score, r.Score)
	})
	// The bonus and the penalties order the scores as the paper argues.
	score := func(words ...string) float64 {
		st, _ := newMetric(t, sc, nil, words...).Stats(hyp, []string{ref})
		return newMetric(t, sc, nil, words...).Sentence(st).Score
	}
	require.Greater(t, score("putin", "monday"), meteorScore)
	require.Less(t, score("trump"), meteorScore)
	require.Less(t, score("obama"), meteorScore)
}

// TestCopyCounts: a match of any matcher (here stage 2) covers the copy
// words under it on both sides, and a multi-word match covers every
// token it spans.
func TestCopyCounts(t *testing.T) {
	hyp := []string{"new", "york", "mayor", "spoke"}
	ref := []string{"the", "mayor", "of", "new", "york", "talked"}
	matches := []meteor.Match{{HypStart: 0, HypLen: 2, RefStart: 3, RefLen: 2, Stage: 2}, {HypStart: 2, HypLen: 1, RefStart: 1, RefLen: 1}}
	isCopy := func(w string) bool { return w == "york" || w == "talked" || w == "spoke" || w == "new" }
	// hyp copy words: new, york (covered), spoke (not); ref: new, york (covered), talked (not).
	require.Equal(t, [4]float64{3, 2, 3, 2}, CopyCounts(hyp, ref, matches, isCopy))
	require.Equal(t, [4]float64{0, 0, 0, 0}, CopyCounts(hyp, ref, nil, func(string) bool { return false }))
}

// TestReducesToMeteor: with no copy word on either side the score is
// Meteor's to the bit (here: copy words that never occur, on varied
// segments and all English matchers).
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

// TestCorpusSums: corpus statistics carry both sides' counts. Copy words
// {putin, trump}, X = 14. Segment 1 is the hand-computed one (|h_p| = 1,
// m(h_p) = 1, |r_p| = 2, m(r_p) = 1); segment 2, "trump spoke" against
// "trump spoke", is perfect (1, 1, 1, 1). Sums: 2, 2, 3, 2. Meteor corpus:
// 5 of 6 words matched each side, P = R = 5/6; chunks 2 + 0 (a perfect
// segment adds none), m = 5: Pen = 0.6·(2/5)^0.2.
//
//	P~ = (5/6·14 + 2)/(14 + 2),  R~ = (5/6·14 + 2)/(14 + 3)
func TestCorpusSums(t *testing.T) {
	sc := exactScorer(t)
	m := newMetric(t, sc, nil, "putin", "trump")
	var tot metric.Stats
	for _, s := range [][2]string{{"putin met obama monday", "putin met trump monday"}, {"trump spoke", "trump spoke"}} {
		st, err := m.Stats(s[0], []string{s[1]})
		require.NoError(t, err)
		m.Add(&tot, st)
	}
	r, ok := m.Compute(tot)
	require.True(t, ok)
	require.Equal(t, [4]float64{2, 2, 3, 2}, [4]float64{r.HypCopy, r.HypCovered, r.RefCopy, r.RefCovered})
	p := (5.0/6*14 + 2) / 16
	rec := (5.0/6*14 + 2) / 17
	require.InDelta(t, p, r.Precision, 1e-15)
	require.InDelta(t, rec, r.Recall, 1e-15)
	pen := 0.6 * math.Pow(0.4, 0.2)
	require.InDelta(t, 1/(0.15/p+0.85/rec)*(1-pen), r.Score, 1e-15)
	require.InDelta(t, r.Score, m.Corpus(tot).Score, 0)
}

// TestMultipleReferences: Meteor prefers reference A (it matches more
// words) but A's copy word "trump" is missed; with X = 0 reference A
// scores R~ = 0 and reference B, without copy words, wins under Meteor++.
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
	ra, _ := m.Compute(stA)
	rb, _ := m.Compute(stB)
	require.Greater(t, ra.Meteor.Score, rb.Meteor.Score, "Meteor prefers A")
	require.Equal(t, 0.0, ra.Score)
	require.Greater(t, rb.Score, ra.Score)
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
	// Meteor's signature (Meteor signs itself), with the copy words and X
	// before the closing parmesan version.
	mt := strings.TrimSuffix(strings.TrimPrefix(sc.Signature(1).String(), "meteor|"), "|parmesan:"+version.Parmesan)
	require.Equal(t, "meteor++|"+mt+"|copy:2#"+h+"|copy-x:14|parmesan:"+version.Parmesan, s)
	require.Contains(t, m.Signature().Short(), "|cw:2#"+h+"|cx:14|pm:"+version.Parmesan)
	require.NotEqual(t, s, newMetric(t, sc, nil, "putin").Signature().String())
	cw := copyWords(t, "putin")
	cw.Extraction = "pairs,c=2,p=0.8"
	m2, err := New(Options{Scorer: sc, CopyWords: cw, X: ptr(8)})
	require.NoError(t, err)
	require.Contains(t, m2.Signature().String(), "|nrefs:0|") // NRefs not given
	require.Contains(t, m2.Signature().String(), "|copy:1#"+cw.Hash()+"(pairs,c=2,p=0.8)|copy-x:8|")
	_, err = New(Options{CopyWords: copyWords(t)})
	require.ErrorIs(t, err, ErrOptions)
	_, err = New(Options{Scorer: sc})
	require.ErrorIs(t, err, ErrOptions)
	_, err = New(Options{Scorer: sc, CopyWords: copyWords(t), X: ptr(-1)})
	require.ErrorIs(t, err, ErrOptions)
	_, err = metric.New(Name, nil)
	require.ErrorIs(t, err, ErrOptions)
	r, err := metric.New(Name, Options{Scorer: sc, CopyWords: copyWords(t, "x")})
	require.NoError(t, err)
	require.Equal(t, Name, r.Name())
	require.True(t, strings.HasPrefix(r.Signature().String(), "meteor++|v:1.5|"))
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
