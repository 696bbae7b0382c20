package eval

import (
	"github.com/parmesan-mt/parmesan/signif"
)

// ConfidenceOptions control bootstrap intervals and paired tests.
type ConfidenceOptions struct {
	Resamples int    // default signif.DefaultResamples (1000)
	Trials    int    // approximate randomization, default 10000
	Seed      uint64 // default signif.DefaultSeed
	Workers   int
}

// confidence is the one confidence computation of the package: the
// bootstrap interval of a system's corpus score from its per-segment
// statistics, and, when base (the baseline's statistics) is given, the
// paired tests against it. The rows of every metric (Run) get their
// figures from it.
func confidence[S any](m signif.Metric[S], stats, base []S, baseName string, o ConfidenceOptions) (*ConfidenceInterval, *Paired, error) {
	opt := signif.Options{Resamples: o.Resamples, Trials: o.Trials, Seed: o.Seed, Workers: o.Workers}
	iv, err := signif.Bootstrap(m, stats, opt)
	if err != nil {
		return nil, nil, err
	}
	ci := &ConfidenceInterval{Mean: iv.Mean, Std: iv.Std, Low: iv.Low, High: iv.High, Level: 0.95, Resamples: iv.Resamples, Seed: iv.Seed}
	if base == nil {
		return ci, nil, nil
	}
	c, err := signif.Compare(m, base, stats, opt)
	if err != nil {
		return nil, nil, err
	}
	return ci, &Paired{Baseline: baseName, Delta: c.Delta, PBootstrap: c.PBootstrap,
		PApproxRand: c.PApproxRand, Resamples: c.Resamples, Trials: c.Trials, Seed: c.Seed}, nil
}
