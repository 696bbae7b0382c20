package eval

import (
	"fmt"

	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/signif"
)

// ConfidenceOptions control bootstrap intervals and paired tests.
type ConfidenceOptions struct {
	Resamples int    // default signif.DefaultResamples (1000)
	Trials    int    // approximate randomization, default 10000
	Seed      uint64 // default signif.DefaultSeed
	Workers   int
}

// meteorMetric resamples Meteor statistics: the reference's aggregation
// (perfect segments add no chunks) and scoring.
type meteorMetric struct{ sc *meteor.Scorer }

func (m meteorMetric) Add(acc, s *meteor.Stats)        { acc.Add(s) }
func (m meteorMetric) Score(acc *meteor.Stats) float64 { return m.sc.Compute(*acc).Score }

// addConfidence fills the report's bootstrap intervals and, with several
// systems, paired tests of each system against the first. It resamples
// the cached per-segment statistics; nothing is re-aligned.
func (e *Evaluator) addConfidence(r *Report, systems []*SystemScore, o ConfidenceOptions) error {
	if r == nil || len(r.Systems) != len(systems) {
		n := 0
		if r != nil {
			n = len(r.Systems)
		}
		return fmt.Errorf("parmesan: addConfidence: the report has %d systems, %d were given", n, len(systems))
	}
	for i, s := range systems {
		if s == nil || s.Name != r.Systems[i].Name {
			return fmt.Errorf("parmesan: addConfidence: system %d is not the report's %q", i+1, r.Systems[i].Name)
		}
	}
	m := meteorMetric{e.sc}
	for i, s := range systems {
		var base []meteor.Stats // the baseline's, from the second system on
		if i > 0 {
			base = systems[0].Segments
		}
		var err error
		if r.Systems[i].Confidence, r.Systems[i].Paired, err = confidence[meteor.Stats](m, s.Segments, base, systems[0].Name, o); err != nil {
			return err
		}
	}
	return nil
}

// confidence is the one confidence computation of the package: the
// bootstrap interval of a system's corpus score from its per-segment
// statistics, and, when base (the baseline's statistics) is given, the
// paired tests against it. Meteor's report (addConfidence) and the rows
// of every metric (Run) call it; only the statistics' type differs.
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
