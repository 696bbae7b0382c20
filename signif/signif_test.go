package signif

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hits is a toy statistic: a corpus score is hits/total.
type hits struct{ Hits, Total float64 }

type ratio struct{}

func (ratio) Add(acc, s *hits)        { acc.Hits += s.Hits; acc.Total += s.Total }
func (ratio) Score(acc *hits) float64 { return acc.Hits / acc.Total }

func corpus(n int, p float64, seed uint64) []hits {
	r := rand.New(rand.NewPCG(seed, 0))
	out := make([]hits, n)
	for i := range out {
		out[i] = hits{Total: 10}
		for k := 0; k < 10; k++ {
			if r.Float64() < p {
				out[i].Hits++
			}
		}
	}
	return out
}

func TestBootstrapDeterministic(t *testing.T) {
	segs := corpus(500, 0.4, 1)
	a, err := Bootstrap[hits](ratio{}, segs, Options{Workers: 1})
	require.NoError(t, err)
	b, err := Bootstrap[hits](ratio{}, segs, Options{Workers: 4})
	require.NoError(t, err)
	assert.Equal(t, a, b, "same seed, any number of workers: the same interval")
	c, _ := Bootstrap[hits](ratio{}, segs, Options{Seed: 99})
	assert.NotEqual(t, a.Low, c.Low)
	assert.Less(t, a.Low, a.Score)
	assert.Greater(t, a.High, a.Score)
	assert.InDelta(t, a.Score, a.Mean, 0.01)
}

func TestBootstrapCoverage(t *testing.T) {
	// The 95% interval should contain the true rate most of the time.
	covered := 0
	for s := uint64(0); s < 40; s++ {
		iv, err := Bootstrap[hits](ratio{}, corpus(300, 0.3, s+10), Options{Resamples: 300})
		require.NoError(t, err)
		if iv.Low <= 0.3 && 0.3 <= iv.High {
			covered++
		}
	}
	assert.GreaterOrEqual(t, covered, 34)
}

func TestCompare(t *testing.T) {
	base := corpus(500, 0.40, 2)
	same, err := Compare[hits](ratio{}, base, base, Options{Resamples: 500, Trials: 1000})
	require.NoError(t, err)
	assert.Equal(t, 1.0, same.PBootstrap)
	assert.Equal(t, 1.0, same.PApproxRand)
	better := corpus(500, 0.48, 3)
	c, err := Compare[hits](ratio{}, base, better, Options{Resamples: 500, Trials: 1000})
	require.NoError(t, err)
	assert.Greater(t, c.Delta, 0.0)
	assert.Less(t, c.PBootstrap, 0.05)
	assert.Less(t, c.PApproxRand, 0.05)
	_, err = Compare[hits](ratio{}, base, better[:10], Options{})
	assert.Error(t, err)
	_, err = Bootstrap[hits](ratio{}, nil, Options{})
	assert.ErrorIs(t, err, ErrNoSegments)
}

func ExampleBootstrap() {
	segs := []hits{{3, 10}, {5, 10}, {4, 10}, {6, 10}}
	iv, _ := Bootstrap[hits](ratio{}, segs, Options{Resamples: 200, Seed: 7})
	fmt.Printf("score %.2f, 95%% CI within [0.3, 0.6]: %v\n", iv.Score, iv.Low >= 0.3 && iv.High <= 0.6)
	// Output: score 0.45, 95% CI within [0.3, 0.6]: true
}

// stats23 is shaped like Meteor's statistics.
type stats23 [23]float64

type sum23 struct{}

func (sum23) Add(acc, s *stats23) {
	for i := range acc {
		acc[i] += s[i]
	}
}
func (sum23) Score(acc *stats23) float64 { return acc[4] / (acc[0] + 1) }

func BenchmarkBootstrap1000x100k(b *testing.B) {
	segs := make([]stats23, 100000)
	for i := range segs {
		for k := range segs[i] {
			segs[i][k] = float64((i + k) % 17)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Bootstrap[stats23](sum23{}, segs, Options{Resamples: 1000}); err != nil {
			b.Fatal(err)
		}
	}
}
