// Package signif computes bootstrap confidence intervals and paired
// significance tests for corpus-level metrics from per-segment sufficient
// statistics, never from text: resampling adds cached statistics and
// rescores them, as sacrebleu does. It is generic over the statistics
// type, so any metric whose corpus score is computed from summed
// statistics (Meteor's 23 fields, BLEU's n-gram counts) can use it.
//
//	ci, err := signif.Bootstrap(metric, segs, signif.Options{})
//	p, err := signif.Compare(metric, baseline, system, signif.Options{})
//
// Results depend only on the statistics and the options (seed, number of
// resamples), not on the number of workers.
package signif

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"sort"
	"sync"
)

// Metric aggregates and scores one system's per-segment statistics.
type Metric[S any] interface {
	// Add accumulates seg into acc with the metric's aggregation rule.
	Add(acc *S, seg *S)
	// Score computes the corpus score of accumulated statistics.
	Score(acc *S) float64
}

// Defaults of Options.
const (
	DefaultResamples = 1000
	DefaultTrials    = 10000
	DefaultSeed      = 12345
)

// Options control resampling. Zero values mean the defaults.
type Options struct {
	Resamples int    // bootstrap resamples
	Trials    int    // approximate-randomization trials
	Seed      uint64 // random seed
	Workers   int    // goroutines (default GOMAXPROCS)
}

func (o *Options) fill() {
	if o.Resamples == 0 {
		o.Resamples = DefaultResamples
	}
	if o.Trials == 0 {
		o.Trials = DefaultTrials
	}
	if o.Seed == 0 {
		o.Seed = DefaultSeed
	}
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
}

// ErrNoSegments is returned for an empty corpus.
var ErrNoSegments = errors.New("signif: no segments")

// Interval is a bootstrap 95% confidence interval: the 2.5th and 97.5th
// percentiles of the resampled scores (nearest-rank on the sorted scores).
type Interval struct {
	Score, Mean, Std, Low, High float64
	Resamples                   int
	Seed                        uint64
}

// rng returns the random stream of resample (or trial) k: streams are
// independent of how work is split among workers.
func rng(seed uint64, k int) *rand.Rand {
	return rand.New(rand.NewPCG(seed, uint64(k)*0x9E3779B97F4A7C15+1))
}

// parallel runs fn(k) for k in [0, n) on workers goroutines.
func parallel(n, workers int, fn func(k int)) {
	var wg sync.WaitGroup
	next := make(chan int, workers)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range next {
				fn(k)
			}
		}()
	}
	for k := 0; k < n; k++ {
		next <- k
	}
	close(next)
	wg.Wait()
}

func total[S any](m Metric[S], segs []S) S {
	var acc S
	for i := range segs {
		m.Add(&acc, &segs[i])
	}
	return acc
}

// Bootstrap resamples the segments with replacement opt.Resamples times.
func Bootstrap[S any](m Metric[S], segs []S, opt Options) (Interval, error) {
	opt.fill()
	if len(segs) == 0 {
		return Interval{}, ErrNoSegments
	}
	if opt.Resamples < 1 {
		return Interval{}, fmt.Errorf("signif: %d resamples", opt.Resamples)
	}
	all := total(m, segs)
	scores := make([]float64, opt.Resamples)
	n := len(segs)
	parallel(opt.Resamples, opt.Workers, func(k int) {
		r := rng(opt.Seed, k)
		var acc S
		for i := 0; i < n; i++ {
			m.Add(&acc, &segs[r.IntN(n)])
		}
		scores[k] = m.Score(&acc)
	})
	iv := Interval{Score: m.Score(&all), Resamples: opt.Resamples, Seed: opt.Seed}
	iv.Mean, iv.Std = meanStd(scores)
	iv.Low, iv.High = percentiles(scores)
	return iv, nil
}

func meanStd(x []float64) (float64, float64) {
	var s float64
	for _, v := range x {
		s += v
	}
	mean := s / float64(len(x))
	var ss float64
	for _, v := range x {
		ss += (v - mean) * (v - mean)
	}
	return mean, math.Sqrt(ss / float64(len(x)))
}

// percentiles returns the 2.5th and 97.5th percentiles (nearest rank).
func percentiles(x []float64) (float64, float64) {
	s := append([]float64(nil), x...)
	sort.Float64s(s)
	rank := func(p float64) float64 {
		i := int(math.Ceil(p*float64(len(s)))) - 1
		return s[max(0, min(len(s)-1, i))]
	}
	return rank(0.025), rank(0.975)
}

// Comparison is a paired test of a system against a baseline.
type Comparison struct {
	Baseline, System float64 // corpus scores
	Delta            float64 // System - Baseline
	// PBootstrap is the paired-bootstrap p-value (Koehn 2004): the
	// fraction of paired resamples in which the system's advantage is not
	// larger than zero when the observed delta is positive (or not smaller
	// when negative), with +1 smoothing: (c+1)/(R+1). Identical systems
	// give exactly 1.
	PBootstrap float64
	// PApproxRand is the approximate-randomization p-value (Riezler &
	// Maxwell 2005): segments' outputs are swapped between the systems with
	// probability 1/2; p = (c+1)/(T+1) where c counts trials whose |delta|
	// is at least the observed |delta|.
	PApproxRand float64
	Resamples   int
	Trials      int
	Seed        uint64
}

// Compare runs the paired bootstrap and approximate randomization.
func Compare[S any](m Metric[S], base, sys []S, opt Options) (Comparison, error) {
	opt.fill()
	if len(base) != len(sys) {
		return Comparison{}, fmt.Errorf("signif: baseline has %d segments, system has %d", len(base), len(sys))
	}
	if len(base) == 0 {
		return Comparison{}, ErrNoSegments
	}
	if opt.Resamples < 1 || opt.Trials < 1 {
		return Comparison{}, fmt.Errorf("signif: %d resamples, %d trials", opt.Resamples, opt.Trials)
	}
	tb, ts := total(m, base), total(m, sys)
	c := Comparison{Baseline: m.Score(&tb), System: m.Score(&ts), Resamples: opt.Resamples, Trials: opt.Trials, Seed: opt.Seed}
	c.Delta = c.System - c.Baseline
	n := len(base)
	// Paired bootstrap.
	notBetter := make([]bool, opt.Resamples)
	parallel(opt.Resamples, opt.Workers, func(k int) {
		r := rng(opt.Seed, k)
		var ab, as S
		for i := 0; i < n; i++ {
			j := r.IntN(n)
			m.Add(&ab, &base[j])
			m.Add(&as, &sys[j])
		}
		d := m.Score(&as) - m.Score(&ab)
		notBetter[k] = (c.Delta >= 0 && d <= 0) || (c.Delta < 0 && d >= 0)
	})
	cnt := 0
	for _, x := range notBetter {
		if x {
			cnt++
		}
	}
	c.PBootstrap = float64(cnt+1) / float64(opt.Resamples+1)
	// Approximate randomization.
	obs := math.Abs(c.Delta)
	atLeast := make([]bool, opt.Trials)
	parallel(opt.Trials, opt.Workers, func(k int) {
		r := rng(opt.Seed^0xA5A5A5A5, k)
		var ab, as S
		for i := 0; i < n; i++ {
			if r.Uint64()&1 == 0 {
				m.Add(&ab, &base[i])
				m.Add(&as, &sys[i])
			} else {
				m.Add(&ab, &sys[i])
				m.Add(&as, &base[i])
			}
		}
		atLeast[k] = math.Abs(m.Score(&as)-m.Score(&ab)) >= obs
	})
	cnt = 0
	for _, x := range atLeast {
		if x {
			cnt++
		}
	}
	c.PApproxRand = float64(cnt+1) / float64(opt.Trials+1)
	return c, nil
}
