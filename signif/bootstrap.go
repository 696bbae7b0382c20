package signif

import (
	"math"
	"math/rand/v2"
	"slices"
)

// resampler is one worker's scratch: its random stream, the per-segment
// draw counts (kept all zero between resamples) and its accumulators.
type resampler[S any] struct {
	pcg     rand.PCG
	counts  []uint32
	acc     S
	accBase S
}

func newResampler[S any](n int) func() *resampler[S] {
	return func() *resampler[S] { return &resampler[S]{counts: make([]uint32, n)} }
}

// draw fills r.counts with the multiplicities of resample k.
func (r *resampler[S]) draw(seed uint64, k int) {
	seedStream(&r.pcg, seed, familyBootstrap, k)
	drawCounts(&r.pcg, r.counts)
}

// score aggregates the drawn segments in corpus order, clearing the
// counts for the next resample, and scores the aggregate.
func (r *resampler[S]) score(m Metric[S], segs []S) float64 {
	var zero S
	r.acc = zero
	for i, c := range r.counts {
		if c == 0 {
			continue
		}
		r.counts[i] = 0
		seg := &segs[i]
		for ; c > 0; c-- {
			m.Add(&r.acc, seg)
		}
	}
	return m.Score(&r.acc)
}

// delta is score for a pair of systems resampled with the same counts:
// score(sys) − score(base).
func (r *resampler[S]) delta(m Metric[S], base, sys []S) float64 {
	var zero S
	r.acc, r.accBase = zero, zero
	for i, c := range r.counts {
		if c == 0 {
			continue
		}
		r.counts[i] = 0
		b, s := &base[i], &sys[i]
		for ; c > 0; c-- {
			m.Add(&r.accBase, b)
			m.Add(&r.acc, s)
		}
	}
	return m.Score(&r.acc) - m.Score(&r.accBase)
}

// Bootstrap estimates the sampling distribution of the corpus score by
// resampling the segments with replacement opt.Resamples times (see the
// package documentation for the algorithm and the interval rule). segs
// holds one statistics value per segment and is only read.
//
// It returns ErrNilMetric, ErrNoSegments or ErrOptions (wrapped) on bad
// input. Results depend on the statistics and on opt.Resamples and
// opt.Seed only.
func Bootstrap[S any](m Metric[S], segs []S, opt Options) (Interval, error) {
	if m == nil {
		return Interval{}, ErrNilMetric
	}
	if len(segs) == 0 {
		return Interval{}, ErrNoSegments
	}
	opt, err := opt.resolved(true, false)
	if err != nil {
		return Interval{}, err
	}
	all := total(m, segs)
	scores := make([]float64, opt.Resamples)
	if err := run(opt.Resamples, opt.Workers, newResampler[S](len(segs)), func(r *resampler[S], k int) {
		r.draw(opt.Seed, k)
		scores[k] = r.score(m, segs)
	}); err != nil {
		return Interval{}, err
	}
	return summarize(m.Score(&all), scores, opt.Seed), nil
}

// summarize builds an Interval from the full-corpus value and the
// resampled values; it sorts x in place.
func summarize(score float64, x []float64, seed uint64) Interval {
	iv := Interval{Score: score, Resamples: len(x), Seed: seed}
	var sum float64
	for _, v := range x {
		sum += v
	}
	iv.Mean = sum / float64(len(x))
	var ss float64
	for _, v := range x {
		ss += (v - iv.Mean) * (v - iv.Mean)
	}
	iv.Std = math.Sqrt(ss / float64(len(x)))
	iv.Low, iv.High = percentile95(x)
	return iv
}

// percentile95 sorts x and returns the order statistics at ranks ⌊R/40⌋
// and R−1−⌊R/40⌋ (0-based). NaNs sort first.
func percentile95(x []float64) (low, high float64) {
	slices.Sort(x)
	tail := len(x) / 40
	return x[tail], x[len(x)-1-tail]
}
