package eval

import (
	"encoding/json"
	"math"
	"strconv"

	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/pipeline"
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

// Report is the result of evaluating one or more systems with Meteor (or
// the Parmesan metric); "parmesan score --format json" prints it as the
// Result of "parmesan score --metric meteor" (Report.Result).
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
			sr.Rewrite = rewriteSummary(s.Rewritten)
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

// MarshalJSON writes the report as its Result (docs/json.md).
func (r *Report) MarshalJSON() ([]byte, error) { return json.Marshal(r.Result()) }

// Result is the report as Run's result (the one JSON schema of "parmesan
// score", with or without --metric, docs/json.md): a row per system,
// metric "meteor" on original references, or on rewritten references
// (named Parmesan) when the report is the Parmesan metric's.
func (r *Report) Result() *Result {
	res := &Result{Segments: r.Segments, References: r.References, Results: []Row{}}
	name, kind := "Meteor", RefsOriginal
	if r.Metric == Parmesan {
		name, kind = "Parmesan", RefsRewritten
	}
	for _, s := range r.Systems {
		res.Results = append(res.Results, Row{System: s.Name, Metric: MetricMeteor, References: kind, Name: name, Score: s.Score,
			Parts: []metric.Part{{Name: "precision", Value: float64(s.Precision)}, {Name: "recall", Value: float64(s.Recall)},
				{Name: "fmean", Value: float64(s.FMean)}, {Name: "frag_penalty", Value: float64(s.FragPenalty)}},
			Signature: r.Signature, Short: r.SignatureShort, Segments: s.SegmentScore,
			Confidence: s.Confidence, Paired: s.Paired, Rewrite: s.Rewrite})
	}
	return res
}

// rewriteSummary counts the substitutions and fixes of a system's
// rewritten references (per segment, per reference).
func rewriteSummary(rw [][]pipeline.Rewritten) *RewriteSummary {
	var rs RewriteSummary
	for _, seg := range rw {
		for _, r := range seg {
			rs.Substitutions += len(r.Subs)
			rs.Fixes += len(r.Edits)
		}
	}
	if n := len(rw); n > 0 {
		rs.SubstitutionsPerSeg = float64(rs.Substitutions) / float64(n)
		rs.FixesPerSeg = float64(rs.Fixes) / float64(n)
	}
	return &rs
}
