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

// AddConfidence fills the report's bootstrap intervals and, with several
// systems, paired tests of each system against the first. It resamples
// the cached per-segment statistics; nothing is re-aligned.
func (e *Evaluator) AddConfidence(r *Report, systems []*SystemScore, o ConfidenceOptions) error {
	if r == nil || len(r.Systems) != len(systems) {
		n := 0
		if r != nil {
			n = len(r.Systems)
		}
		return fmt.Errorf("parmesan: AddConfidence: the report has %d systems, %d were given", n, len(systems))
	}
	for i, s := range systems {
		if s == nil || s.Name != r.Systems[i].Name {
			return fmt.Errorf("parmesan: AddConfidence: system %d is not the report's %q", i+1, r.Systems[i].Name)
		}
	}
	opt := signif.Options{Resamples: o.Resamples, Trials: o.Trials, Seed: o.Seed, Workers: o.Workers}
	m := meteorMetric{e.sc}
	for i, s := range systems {
		iv, err := signif.Bootstrap[meteor.Stats](m, s.Segments, opt)
		if err != nil {
			return err
		}
		r.Systems[i].Confidence = &ConfidenceInterval{Mean: iv.Mean, Std: iv.Std, Low: iv.Low, High: iv.High, Level: 0.95, Resamples: iv.Resamples, Seed: iv.Seed}
		if i == 0 {
			continue
		}
		c, err := signif.Compare[meteor.Stats](m, systems[0].Segments, s.Segments, opt)
		if err != nil {
			return err
		}
		r.Systems[i].Paired = &Paired{Baseline: systems[0].Name, Delta: c.Delta, PBootstrap: c.PBootstrap,
			PApproxRand: c.PApproxRand, Resamples: c.Resamples, Trials: c.Trials, Seed: c.Seed}
	}
	return nil
}
