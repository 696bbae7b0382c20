package signif

import (
	"errors"
	"fmt"
	"runtime"
)

// Metric aggregates and scores one system's per-segment statistics of
// type S. Implementations are usually empty structs or small read-only
// values; Add and Score are called concurrently from several goroutines,
// each with its own accumulator, and must not modify seg.
type Metric[S any] interface {
	// Add accumulates seg into acc with the metric's aggregation rule.
	// The accumulator starts as the zero value of S.
	Add(acc *S, seg *S)
	// Score computes the corpus score of accumulated statistics.
	Score(acc *S) float64
}

// Defaults used for zero fields of Options.
const (
	DefaultResamples = 1000  // bootstrap resamples
	DefaultTrials    = 10000 // approximate-randomization trials
	DefaultSeed      = 12345 // random seed (sacrebleu's default too)
)

// MaxResamples bounds Options.Resamples and Options.Trials so that a typo
// cannot exhaust memory (one float64 is kept per resample).
const MaxResamples = 1 << 24

// Options control resampling. The zero value means all defaults.
type Options struct {
	// Resamples is the number of bootstrap resamples; 0 means
	// DefaultResamples, a negative value is an error.
	Resamples int
	// Trials is the number of approximate-randomization trials; 0 means
	// DefaultTrials, a negative value is an error.
	Trials int
	// Seed selects the random streams; 0 means DefaultSeed.
	Seed uint64
	// Workers is the number of goroutines; 0 or less means
	// runtime.GOMAXPROCS(0). Results do not depend on it.
	Workers int
}

// Errors returned by the package; test for them with errors.Is.
var (
	// ErrNoSegments reports an empty corpus.
	ErrNoSegments = errors.New("signif: no segments")
	// ErrLengthMismatch reports baseline and system statistics of
	// different lengths; paired tests never zip them silently.
	ErrLengthMismatch = errors.New("signif: baseline and system have different numbers of segments")
	// ErrOptions reports invalid Options (negative or too many resamples
	// or trials).
	ErrOptions = errors.New("signif: invalid options")
	// ErrNilMetric reports a nil Metric.
	ErrNilMetric = errors.New("signif: nil metric")
)

// Interval is a bootstrap estimate: the score of the full corpus and the
// distribution of the resampled scores. Low and High bound the 95%
// percentile interval (see the package documentation for the rank rule);
// Mean and Std are the mean and population standard deviation (divisor R)
// of the resampled scores.
type Interval struct {
	Score     float64 // score of the full corpus (for a paired test: the observed delta)
	Mean      float64 // mean of the resampled scores
	Std       float64 // population standard deviation of the resampled scores
	Low       float64 // lower bound of the 95% percentile interval
	High      float64 // upper bound of the 95% percentile interval
	Resamples int     // number of resamples R
	Seed      uint64  // seed of the random streams
}

// Comparison is the result of Compare: a paired test of a system against
// a baseline on the same segments.
type Comparison struct {
	Baseline float64 // corpus score of the baseline
	System   float64 // corpus score of the system
	Delta    float64 // System − Baseline
	// DeltaLow and DeltaHigh bound the 95% paired-bootstrap percentile
	// interval of the delta.
	DeltaLow, DeltaHigh float64
	// PBootstrap is the paired-bootstrap p-value (Koehn 2004):
	// (c+1)/(R+1) where c counts resamples in which the observed winner
	// does not win; 1 when Delta is 0.
	PBootstrap float64
	// PApproxRand is the approximate-randomization p-value (Riezler &
	// Maxwell 2005): (c+1)/(T+1) where c counts trials whose |delta| is
	// at least the observed |Delta|; 1 when Delta is 0.
	PApproxRand float64
	Resamples   int    // bootstrap resamples R
	Trials      int    // approximate-randomization trials T
	Seed        uint64 // seed of the random streams
}

// resolved returns o with defaults filled in, checking the fields that
// the caller uses (resamples and/or trials).
func (o Options) resolved(resamples, trials bool) (Options, error) {
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
	if resamples && (o.Resamples < 1 || o.Resamples > MaxResamples) {
		return o, fmt.Errorf("%w: %d resamples (want 1..%d)", ErrOptions, o.Resamples, MaxResamples)
	}
	if trials && (o.Trials < 1 || o.Trials > MaxResamples) {
		return o, fmt.Errorf("%w: %d trials (want 1..%d)", ErrOptions, o.Trials, MaxResamples)
	}
	return o, nil
}

// checkPair validates the inputs of a paired test.
func checkPair[S any](m Metric[S], base, sys []S) error {
	if m == nil {
		return ErrNilMetric
	}
	if len(base) != len(sys) {
		return fmt.Errorf("%w: baseline %d, system %d", ErrLengthMismatch, len(base), len(sys))
	}
	if len(base) == 0 {
		return ErrNoSegments
	}
	return nil
}

// total aggregates all segments in corpus order.
func total[S any](m Metric[S], segs []S) S {
	var acc S
	for i := range segs {
		m.Add(&acc, &segs[i])
	}
	return acc
}
