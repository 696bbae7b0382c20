package meteor

import (
	"fmt"

	"github.com/parmesan-mt/parmesan/metric"
)

// MetricName is the name Meteor registers under in package metric's
// vocabulary.
const MetricName = "meteor"

// flatLen is the length of Stats as a flat metric.Stats vector.
const flatLen = 6 + 4*MaxModules + 3

// flatChunks is the index of Chunks in the flat vector.
const flatChunks = 6 + 4*MaxModules

// Flat returns s as a flat vector (metric.Stats): TestLen, RefLen,
// TestFunc, RefFunc, TestTotal, RefTotal, the four per-stage arrays,
// Chunks, TestWordMatches, RefWordMatches.
func (s *Stats) Flat() metric.Stats { return s.appendFlat(make(metric.Stats, 0, flatLen)) }

// appendFlat appends s's flat vector to f.
func (s *Stats) appendFlat(f metric.Stats) metric.Stats {
	f = append(f, s.TestLen, s.RefLen, s.TestFunc, s.RefFunc, s.TestTotal, s.RefTotal)
	f = append(f, s.TestContent[:]...)
	f = append(f, s.RefContent[:]...)
	f = append(f, s.TestFunction[:]...)
	f = append(f, s.RefFunction[:]...)
	return append(f, s.Chunks, s.TestWordMatches, s.RefWordMatches)
}

// StatsFromFlat is the inverse of Flat; ok is false when f has the wrong
// length.
func StatsFromFlat(f metric.Stats) (s Stats, ok bool) {
	if len(f) != flatLen {
		return s, false
	}
	s.TestLen, s.RefLen, s.TestFunc, s.RefFunc, s.TestTotal, s.RefTotal = f[0], f[1], f[2], f[3], f[4], f[5]
	f = f[6:]
	copy(s.TestContent[:], f)
	copy(s.RefContent[:], f[MaxModules:])
	copy(s.TestFunction[:], f[2*MaxModules:])
	copy(s.RefFunction[:], f[3*MaxModules:])
	f = f[4*MaxModules:]
	s.Chunks, s.TestWordMatches, s.RefWordMatches = f[0], f[1], f[2]
	return s, true
}

// Metric is a Scorer seen as a metric.Metric, so that Meteor sits beside
// BLEU, chrF and TER in multi-metric runs, bootstrap resampling and
// paired tests. Add keeps Meteor's aggregation rule (a perfect segment
// adds no chunks); Corpus and Sentence are the same computation.
type Metric struct {
	sc  *Scorer
	sig metric.Signature
}

var _ metric.Metric = (*Metric)(nil)

// MetricOptions configure the registered Meteor metric (package metric's
// New(MetricName, MetricOptions{…})).
type MetricOptions struct {
	// Scorer is the configured scorer; required.
	Scorer *Scorer
	// NRefs is the number of references per segment the signature names.
	NRefs int
}

func init() {
	metric.Register(MetricName, func(opts any) (metric.Metric, error) {
		o, ok := metric.OptionsOf[MetricOptions](opts, false)
		if !ok || o.Scorer == nil {
			return nil, fmt.Errorf("meteor: the metric needs meteor.MetricOptions with a Scorer, got %T", opts)
		}
		return NewMetric(o.Scorer, o.NRefs), nil
	})
}

// NewMetric wraps sc, signed with sc's settings and resource fingerprints
// for nrefs references per segment (Scorer.Signature).
func NewMetric(sc *Scorer, nrefs int) *Metric {
	return &Metric{sc: sc, sig: sc.Signature(nrefs).MetricSignature()}
}

// Scorer returns the wrapped scorer.
func (m *Metric) Scorer() *Scorer { return m.sc }

// Name returns MetricName.
func (m *Metric) Name() string { return m.sig.Metric }

// Signature returns the signature of the scorer's settings.
func (m *Metric) Signature() metric.Signature { return m.sig }

// HigherIsBetter returns true.
func (m *Metric) HigherIsBetter() bool { return true }

// Stats aligns hyp with each reference and returns the statistics of the
// best one. It never fails.
func (m *Metric) Stats(hyp string, refs []string) (metric.Stats, error) {
	st := m.sc.Score(hyp, refs)
	return st.Flat(), nil
}

var _ metric.Preparer = (*Metric)(nil)

// Preparation names how the scorer prepares text (Scorer.Preparation).
func (m *Metric) Preparation() string { return m.sc.Preparation() }

// Prepare is Scorer.Prepare.
func (m *Metric) Prepare(text string) []string { return m.sc.Prepare(text) }

// StatsText is StatsTokens; Meteor reads only the tokens.
func (m *Metric) StatsText(_ string, hyp []string, _ []string, refs [][]string) metric.Stats {
	return m.StatsTokens(hyp, refs)
}

// StatsTokens is Stats on prepared tokens (see Scorer.Prepare).
func (m *Metric) StatsTokens(hyp []string, refs [][]string) metric.Stats {
	st := m.sc.AlignTokens(hyp, refs).Stats
	return st.Flat()
}

// Add accumulates b into *a with Meteor's aggregation rule (Stats.Add),
// on the flat vectors and in place: resampling adds millions of
// segments, none may allocate.
func (m *Metric) Add(a *metric.Stats, b metric.Stats) {
	if len(b) != flatLen {
		return
	}
	if len(*a) != flatLen {
		*a = make(metric.Stats, flatLen)
	}
	acc := *a
	// Stats.Perfect on the flat layout: a perfect segment adds no chunks.
	perfect := b[4] == b[0] && b[5] == b[1] && b[flatChunks] == 1
	for i, v := range b {
		if i != flatChunks || !perfect {
			acc[i] += v
		}
	}
}

// Corpus scores aggregated statistics.
func (m *Metric) Corpus(s metric.Stats) metric.Score {
	st, ok := StatsFromFlat(s)
	if !ok {
		return metric.Score{Name: "Meteor"}
	}
	r := m.sc.Compute(st)
	return metric.Score{Name: "Meteor", Score: r.Score, Parts: []metric.Part{
		{Name: "precision", Value: r.Precision}, {Name: "recall", Value: r.Recall},
		{Name: "fmean", Value: r.FMean}, {Name: "frag_penalty", Value: r.Penalty}}}
}

// Sentence scores one segment's statistics (as Corpus).
func (m *Metric) Sentence(s metric.Stats) metric.Score { return m.Corpus(s) }
