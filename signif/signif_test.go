package signif

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/internal/pool"
)

// hits is a toy statistic: the corpus score is Hits/Total.
type hits struct{ Hits, Total float64 }

type ratio struct{}

func (ratio) Add(acc, s *hits)        { acc.Hits += s.Hits; acc.Total += s.Total }
func (ratio) Score(acc *hits) float64 { return acc.Hits / acc.Total }

// corpus draws n segments of 10 trials each with success rate p.
func corpus(n int, p float64, seed uint64) []hits {
	r := rand.New(rand.NewPCG(seed, 0))
	out := make([]hits, n)
	for i := range out {
		out[i] = hits{Total: 10}
		for range 10 {
			if r.Float64() < p {
				out[i].Hits++
			}
		}
	}
	return out
}

func TestBootstrapDeterministic(t *testing.T) {
	segs := corpus(500, 0.4, 1)
	want, err := Bootstrap[hits](ratio{}, segs, Options{Workers: 1})
	require.NoError(t, err)
	for _, tc := range []struct {
		name string
		opt  Options
	}{
		{"same options again", Options{Workers: 1}},
		{"2 workers", Options{Workers: 2}},
		{"4 workers", Options{Workers: 4}},
		{"7 workers", Options{Workers: 7}},
		{"default workers", Options{}},
		{"explicit defaults", Options{Resamples: DefaultResamples, Seed: DefaultSeed, Workers: 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Bootstrap[hits](ratio{}, segs, tc.opt)
			require.NoError(t, err)
			assert.Equal(t, want, got)
		})
	}
	other, err := Bootstrap[hits](ratio{}, segs, Options{Seed: 99})
	require.NoError(t, err)
	assert.NotEqual(t, want.Mean, other.Mean, "another seed draws other resamples")
	assert.Equal(t, uint64(DefaultSeed), want.Seed)
	assert.Equal(t, DefaultResamples, want.Resamples)
	assert.Less(t, want.Low, want.Score)
	assert.Greater(t, want.High, want.Score)
	assert.InDelta(t, want.Score, want.Mean, 0.005)
	// Binomial standard error of the rate: sqrt(p(1-p)/5000) ≈ 0.0069.
	assert.InDelta(t, 0.0069, want.Std, 0.0015)
}

// TestResampleEquivalence checks the count-and-sweep resampling against a
// slow reference that adds the drawn segments in draw order, consuming
// the same random stream. Integer-valued statistics make both sums exact.
func TestResampleEquivalence(t *testing.T) {
	for _, n := range []int{1, 2, 3, 17, 1000} {
		segs := corpus(n, 0.5, uint64(n))
		r := newResampler[hits](n)()
		for k := range 20 {
			r.draw(7, k)
			got := r.score(ratio{}, segs)
			assert.Equal(t, make([]uint32, n), r.counts, "counts are cleared")

			var p rand.PCG
			seedStream(&p, 7, familyBootstrap, k)
			var acc hits
			for _, j := range slowDraws(&p, n) {
				ratio{}.Add(&acc, &segs[j])
			}
			assert.Equal(t, ratio{}.Score(&acc), got, "n=%d k=%d", n, k)
		}
	}
}

// slowDraws is the obvious rejection-sampling reference for drawCounts.
func slowDraws(p *rand.PCG, n int) []int {
	var out []int
	var halves []uint32
	for len(out) < n {
		if len(halves) == 0 {
			x := p.Uint64()
			halves = []uint32{uint32(x), uint32(x >> 32)}
		}
		x := halves[0]
		halves = halves[1:]
		prod := uint64(x) * uint64(n)
		if uint32(prod) < uint32((1<<32)%uint64(n)) {
			continue // rejected: keeps the draw exactly uniform
		}
		out = append(out, int(prod>>32))
	}
	return out
}

func TestDrawCountsUniform(t *testing.T) {
	const n, rounds = 10, 2000
	var p rand.PCG
	seedStream(&p, 1, familyBootstrap, 0)
	counts := make([]uint32, n)
	for range rounds {
		drawCounts(&p, counts)
	}
	var sum, chi2 float64
	for _, c := range counts {
		sum += float64(c)
		e := float64(rounds)
		chi2 += (float64(c) - e) * (float64(c) - e) / e
	}
	assert.Equal(t, float64(n*rounds), sum)
	assert.Less(t, chi2, 27.9, "chi-square, 9 degrees of freedom, p = 0.001")
}

func TestPercentileRule(t *testing.T) {
	for _, tc := range []struct {
		name      string
		r         int
		low, high float64 // 1-based ranks of the sorted values 1..r
	}{
		{"single resample", 1, 1, 1},
		{"fewer than 40: whole range", 39, 1, 39},
		{"40: one value in each tail", 40, 2, 39},
		{"100", 100, 3, 98},
		{"1000: 26th smallest and largest", 1000, 26, 975},
		{"1001", 1001, 26, 976},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := make([]float64, tc.r)
			for i := range x {
				x[i] = float64(tc.r - i) // reversed: percentile95 sorts
			}
			low, high := percentile95(x)
			assert.Equal(t, tc.low, low)
			assert.Equal(t, tc.high, high)
		})
	}
}

func TestBootstrapCoverage(t *testing.T) {
	// The 95% interval should contain the true rate in about 95% of
	// simulated corpora; 40 corpora, at least 34 (binomial tail < 1%).
	covered := 0
	for s := range uint64(40) {
		iv, err := Bootstrap[hits](ratio{}, corpus(300, 0.3, s+10), Options{Resamples: 400, Seed: s + 1})
		require.NoError(t, err)
		if iv.Low <= 0.3 && 0.3 <= iv.High {
			covered++
		}
	}
	assert.GreaterOrEqual(t, covered, 34)
}

func TestIdenticalSystems(t *testing.T) {
	for _, tc := range []struct {
		name string
		segs []hits
	}{
		{"random corpus", corpus(300, 0.4, 2)},
		{"one segment", []hits{{3, 10}}},
		{"no hits at all", make([]hits, 50)}, // every score is NaN (0/0)
	} {
		t.Run(tc.name, func(t *testing.T) {
			copied := append([]hits(nil), tc.segs...)
			opt := Options{Resamples: 200, Trials: 300}
			c, err := Compare[hits](ratio{}, tc.segs, copied, opt)
			require.NoError(t, err)
			assert.Equal(t, 1.0, c.PBootstrap)
			assert.Equal(t, 1.0, c.PApproxRand)
			if !math.IsNaN(c.Baseline) {
				assert.Equal(t, 0.0, c.Delta)
				assert.Equal(t, 0.0, c.DeltaLow)
				assert.Equal(t, 0.0, c.DeltaHigh)
			}
		})
	}
}

func TestSignificantDifference(t *testing.T) {
	base := corpus(500, 0.40, 2)
	better := corpus(500, 0.48, 3) // +20% hits
	similar := corpus(500, 0.405, 4)
	opt := Options{Resamples: 500, Trials: 1000}
	for _, tc := range []struct {
		name        string
		base, sys   []hits
		significant bool
	}{
		{"better system", base, better, true},
		{"worse system", better, base, true},
		{"similar system", base, similar, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := Compare[hits](ratio{}, tc.base, tc.sys, opt)
			require.NoError(t, err)
			assert.InDelta(t, c.System-c.Baseline, c.Delta, 1e-15)
			assert.LessOrEqual(t, c.DeltaLow, c.Delta)
			assert.GreaterOrEqual(t, c.DeltaHigh, c.Delta)
			if tc.significant {
				assert.Less(t, c.PBootstrap, 0.05)
				assert.Less(t, c.PApproxRand, 0.05)
				assert.Equal(t, 1/501.0, c.PBootstrap, "no resample reverses a 0.08 gap")
			} else {
				assert.Greater(t, c.PBootstrap, 0.05)
				assert.Greater(t, c.PApproxRand, 0.05)
			}
		})
	}
}

func TestPairedDeterministic(t *testing.T) {
	base, sys := corpus(300, 0.40, 5), corpus(300, 0.42, 6)
	want, err := Compare[hits](ratio{}, base, sys, Options{Resamples: 300, Trials: 500, Workers: 1})
	require.NoError(t, err)
	for _, w := range []int{1, 2, 4, 9} {
		got, err := Compare[hits](ratio{}, base, sys, Options{Resamples: 300, Trials: 500, Workers: w})
		require.NoError(t, err)
		assert.Equal(t, want, got, "workers=%d", w)
	}
	// Compare is the two tests together.
	opt := Options{Resamples: 300, Trials: 500}
	pb, d, err := PairedBootstrap[hits](ratio{}, base, sys, opt)
	require.NoError(t, err)
	pa, err := ApproxRandomization[hits](ratio{}, base, sys, opt)
	require.NoError(t, err)
	assert.Equal(t, want.PBootstrap, pb)
	assert.Equal(t, want.PApproxRand, pa)
	assert.Equal(t, want.Delta, d.Score)
	assert.Equal(t, 300, d.Resamples)
}

// TestApproxRandomizationExact compares the approximate test with the
// exact randomization test, which enumerates all 2^n swap patterns of a
// tiny corpus.
func TestApproxRandomizationExact(t *testing.T) {
	base := []hits{{2, 10}, {5, 10}, {4, 10}, {1, 10}, {6, 10}}
	sys := []hits{{4, 10}, {6, 10}, {4, 10}, {5, 10}, {7, 10}}
	obs := math.Abs(score(sys) - score(base))
	extreme := 0
	for mask := range 1 << len(base) {
		a, b := append([]hits(nil), base...), append([]hits(nil), sys...)
		for i := range a {
			if mask>>i&1 != 0 {
				a[i], b[i] = b[i], a[i]
			}
		}
		if math.Abs(score(b)-score(a)) >= obs-1e-12 {
			extreme++
		}
	}
	exact := float64(extreme) / float64(int(1)<<len(base))
	p, err := ApproxRandomization[hits](ratio{}, base, sys, Options{Trials: 20000})
	require.NoError(t, err)
	assert.InDelta(t, exact, p, 0.01)
}

func score(segs []hits) float64 {
	t := total[hits](ratio{}, segs)
	return ratio{}.Score(&t)
}

func TestErrors(t *testing.T) {
	segs := corpus(10, 0.5, 1)
	var nilMetric Metric[hits]
	for _, tc := range []struct {
		name      string
		m         Metric[hits]
		base, sys []hits
		opt       Options
		want      error
	}{
		{"nil metric", nilMetric, segs, segs, Options{}, ErrNilMetric},
		{"empty corpus", ratio{}, nil, nil, Options{}, ErrNoSegments},
		{"length mismatch", ratio{}, segs, segs[:9], Options{}, ErrLengthMismatch},
		{"negative resamples", ratio{}, segs, segs, Options{Resamples: -1}, ErrOptions},
		{"too many resamples", ratio{}, segs, segs, Options{Resamples: MaxResamples + 1}, ErrOptions},
		{"negative trials", ratio{}, segs, segs, Options{Trials: -5}, ErrOptions},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Compare(tc.m, tc.base, tc.sys, tc.opt)
			assert.ErrorIs(t, err, tc.want)
			assert.Contains(t, err.Error(), "signif: ")
			_, _, errPB := PairedBootstrap(tc.m, tc.base, tc.sys, tc.opt)
			_, errAR := ApproxRandomization(tc.m, tc.base, tc.sys, tc.opt)
			_, errB := Bootstrap(tc.m, tc.base, tc.opt)
			switch tc.want {
			case ErrLengthMismatch:
				assert.ErrorIs(t, errPB, tc.want)
				assert.ErrorIs(t, errAR, tc.want)
				assert.NoError(t, errB, "a single corpus has no length to mismatch")
			case ErrOptions: // each test checks only its own count
				assert.Equal(t, tc.opt.Trials < 0, errAR != nil)
				assert.Equal(t, tc.opt.Resamples != 0, errPB != nil)
				assert.Equal(t, tc.opt.Resamples != 0, errB != nil)
			default:
				assert.ErrorIs(t, errPB, tc.want)
				assert.ErrorIs(t, errAR, tc.want)
				assert.ErrorIs(t, errB, tc.want)
			}
		})
	}
	_, err := Compare[hits](ratio{}, segs, segs[:3], Options{})
	assert.EqualError(t, err, "signif: baseline and system have different numbers of segments: baseline 10, system 3")
}

type panicky struct{ ratio }

var errBoom = errors.New("boom")

func (panicky) Score(*hits) float64 { panic(errBoom) }

func TestMetricPanicReachesCaller(t *testing.T) {
	segs := corpus(10, 0.5, 1)
	for _, w := range []int{1, 4} {
		_, err := Bootstrap[hits](panicky{}, segs, Options{Workers: w})
		var pe *pool.PanicError
		require.ErrorAs(t, err, &pe, "workers=%d", w)
		assert.ErrorIs(t, err, errBoom, "workers=%d", w)
	}
}

func TestResampleAllocs(t *testing.T) {
	segs := corpus(1000, 0.5, 1)
	r := newResampler[hits](len(segs))()
	k := 0
	allocs := testing.AllocsPerRun(50, func() {
		r.draw(DefaultSeed, k)
		_ = r.score(ratio{}, segs)
		r.draw(DefaultSeed, k)
		_ = r.delta(ratio{}, segs, segs)
		_ = r.shuffled(ratio{}, segs, segs, DefaultSeed, k)
		k++
	})
	assert.Zero(t, allocs, "a resample allocates nothing")
}
