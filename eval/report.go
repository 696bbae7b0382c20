package eval

import (
	"math"
	"strconv"
)

// Number is a float64 that marshals NaN and infinities as JSON null (an
// empty hypothesis has an undefined precision).
type Number float64

// MarshalJSON implements json.Marshaler.
func (n Number) MarshalJSON() ([]byte, error) {
	f := float64(n)
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return []byte("null"), nil
	}
	return strconv.AppendFloat(nil, f, 'g', -1, 64), nil
}

// Report is the result of evaluating one or more systems, in the shape
// printed by "parmesan score --format json".
type Report struct {
	Metric         string            `json:"metric"`
	Signature      string            `json:"signature"`
	SignatureShort string            `json:"signature_short"`
	Settings       map[string]string `json:"settings"`
	Segments       int               `json:"segments"`
	References     int               `json:"references"`
	Systems        []SystemReport    `json:"systems"`
}

// SystemReport is one system's line of a Report.
type SystemReport struct {
	Name         string              `json:"name"`
	Score        float64             `json:"score"`
	Precision    Number              `json:"precision"`
	Recall       Number              `json:"recall"`
	FMean        Number              `json:"fmean"`
	FragPenalty  Number              `json:"frag_penalty"`
	Confidence   *ConfidenceInterval `json:"confidence,omitempty"`
	Rewrite      *RewriteSummary     `json:"rewrite,omitempty"`
	Paired       *Paired             `json:"paired,omitempty"`
	SegmentScore []float64           `json:"segment_scores,omitempty"`
}

// RewriteSummary counts what the Parmesan rewrite did for one system.
type RewriteSummary struct {
	Substitutions       int     `json:"substitutions"`
	Fixes               int     `json:"fixes"`
	SubstitutionsPerSeg float64 `json:"substitutions_per_segment"`
	FixesPerSeg         float64 `json:"fixes_per_segment"`
}

// ConfidenceInterval is a bootstrap confidence interval of a corpus score.
type ConfidenceInterval struct {
	Mean      float64 `json:"mean"`
	Std       float64 `json:"std"`
	Low       float64 `json:"low"`
	High      float64 `json:"high"`
	Level     float64 `json:"level"`
	Resamples int     `json:"resamples"`
	Seed      uint64  `json:"seed"`
}

// Paired is a significance test of a system against the baseline (the
// first system).
type Paired struct {
	Baseline    string  `json:"baseline"`
	Delta       float64 `json:"delta"`
	PBootstrap  float64 `json:"p_bootstrap"`
	PApproxRand float64 `json:"p_approx_rand"`
	Resamples   int     `json:"resamples"`
	Trials      int     `json:"trials"`
	Seed        uint64  `json:"seed"`
}

// newReport builds a report (without confidence figures) for systems
// scored by e against nrefs references per segment over nsegs segments.
// withSegments includes segment scores.
func (e *Evaluator) newReport(systems []*SystemScore, nrefs, nsegs int, withSegments bool) *Report {
	sig := e.Signature(nrefs)
	r := &Report{Metric: sig.Metric, Signature: sig.String(), SignatureShort: sig.Short(), Settings: sig.Map(),
		Segments: nsegs, References: nrefs}
	for _, s := range systems {
		sr := SystemReport{Name: s.Name, Score: s.Corpus.Score, Precision: Number(s.Corpus.Precision), Recall: Number(s.Corpus.Recall),
			FMean: Number(s.Corpus.FMean), FragPenalty: Number(s.Corpus.Penalty)}
		if s.Rewritten != nil {
			var rs RewriteSummary
			for _, seg := range s.Rewritten {
				for _, r := range seg {
					rs.Substitutions += len(r.Subs)
					rs.Fixes += len(r.Edits)
				}
			}
			if n := len(s.Rewritten); n > 0 {
				rs.SubstitutionsPerSeg = float64(rs.Substitutions) / float64(n)
				rs.FixesPerSeg = float64(rs.Fixes) / float64(n)
			}
			sr.Rewrite = &rs
		}
		if withSegments {
			sr.SegmentScore = make([]float64, len(s.Metrics))
			for i, m := range s.Metrics {
				sr.SegmentScore[i] = m.Score
			}
		}
		r.Systems = append(r.Systems, sr)
	}
	return r
}
