package eval

import (
	"math"
	"strconv"

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

// RewriteSummary counts what the Parmesan rewrite did for one system.
type RewriteSummary struct {
	Substitutions       int     `json:"substitutions"`
	Fixes               int     `json:"fixes"`
	SubstitutionsPerSeg float64 `json:"substitutions_per_segment"`
	FixesPerSeg         float64 `json:"fixes_per_segment"`
	// bounded lists the segments (0-based) over the rewriting budget,
	// whose references were not rewritten (pipeline.Rewritten.Bounded).
	bounded []int
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

// rewriteSummary counts the substitutions and fixes of a system's
// rewritten references (per segment, per reference).
func rewriteSummary(rw [][]pipeline.Rewritten) *RewriteSummary {
	var rs RewriteSummary
	for i, seg := range rw {
		for _, r := range seg {
			rs.Substitutions += len(r.Subs)
			rs.Fixes += len(r.Edits)
			if r.Bounded { // once per reference: Run lists each segment once
				rs.bounded = append(rs.bounded, i)
			}
		}
	}
	if n := len(rw); n > 0 {
		rs.SubstitutionsPerSeg = float64(rs.Substitutions) / float64(n)
		rs.FixesPerSeg = float64(rs.Fixes) / float64(n)
	}
	return &rs
}
