package meteor

import (
	"fmt"

	"github.com/parmesan-mt/parmesan/internal/jvm"
)

// RewrittenName is the rewritten-token module's name in signatures, and
// RewrittenShort its short form.
const (
	RewrittenName  = "rewritten"
	RewrittenShort = "rw"
)

// Rewritten is the rewritten-token module of Parmesan's weighted metric:
// a match whose reference words include one that the reference rewriting
// put in place (a substituted word, or one the agreement repair changed)
// scores with Weight instead of the weight of the stage that matched it,
// so that an uncertain substitution earns partial credit. Weight 1 with
// every rewritten word matched exactly is the paper's metric (a
// substituted word counts as an exact match).
//
// δ treatment: a rewritten word is a content or a function word by the
// language's function-word list, as every word is, and its weighted
// count is Weight·δ (content) or Weight·(1−δ) (function), as for the
// other stages; lengths are unchanged.
//
// The module takes the marks from the caller (one per reference token),
// so this package knows nothing of the rewriting stages.
type Rewritten struct {
	Weight float64
}

// String names the module and its weight for a signature
// ("rewritten:0.8").
func (r Rewritten) String() string { return RewrittenName + ":" + jvm.FormatDouble(r.Weight) }

// Validate checks the weight (0 to 1, as the other module weights).
func (r Rewritten) Validate() error {
	if !(r.Weight >= 0 && r.Weight <= 1) {
		return fmt.Errorf("meteor: rewritten-module weight %v is not in [0, 1]", r.Weight)
	}
	return nil
}

// RewrittenStats are a segment's statistics (or a sum of segments') with
// the words of rewritten matches counted apart: Stats is what Meteor
// counts, and the Moved fields are, per stage, the part of Stats' stage
// fields that belongs to rewritten matches (included there too).
type RewrittenStats struct {
	Stats
	MovedTestContent, MovedRefContent, MovedTestFunction, MovedRefFunction [MaxModules]float64
}

// Add accumulates b into r: Stats as Stats.Add, the moved counts summed.
func (r *RewrittenStats) Add(b *RewrittenStats) {
	r.Stats.Add(&b.Stats)
	for i := 0; i < MaxModules; i++ {
		r.MovedTestContent[i] += b.MovedTestContent[i]
		r.MovedRefContent[i] += b.MovedRefContent[i]
		r.MovedTestFunction[i] += b.MovedTestFunction[i]
		r.MovedRefFunction[i] += b.MovedRefFunction[i]
	}
}

// Compute scores the statistics with parameters p, stage weights w and
// the module m: each stage's words weigh w[i] except the moved ones,
// which weigh m.Weight. With nothing moved the result is Stats.Compute's
// to the bit (the extra terms are exact zeros).
func (r *RewrittenStats) Compute(p Params, w []float64, m Rewritten) Metrics {
	var out Metrics
	s := &r.Stats
	d := p.Delta
	tWL := d*(s.TestLen-s.TestFunc) + (1-d)*s.TestFunc
	rWL := d*(s.RefLen-s.RefFunc) + (1-d)*s.RefFunc
	n := min(len(w), MaxModules)
	tW, rW := 0.0, 0.0
	for i := 0; i < n; i++ {
		tW += (s.TestContent[i] - r.MovedTestContent[i]) * w[i] * d
	}
	for i := 0; i < n; i++ {
		rW += (s.RefContent[i] - r.MovedRefContent[i]) * w[i] * d
	}
	for i := 0; i < n; i++ {
		tW += (s.TestFunction[i] - r.MovedTestFunction[i]) * w[i] * (1 - d)
	}
	for i := 0; i < n; i++ {
		rW += (s.RefFunction[i] - r.MovedRefFunction[i]) * w[i] * (1 - d)
	}
	for i := 0; i < n; i++ {
		tW += r.MovedTestContent[i]*m.Weight*d + r.MovedTestFunction[i]*m.Weight*(1-d)
		rW += r.MovedRefContent[i]*m.Weight*d + r.MovedRefFunction[i]*m.Weight*(1-d)
	}
	s.finish(&out, p, tW, rW, tWL, rWL)
	return out
}

// MarkRewritten returns seg's statistics with the matches whose reference
// words include a marked one (marked[k] for token k of seg.RefWords; a
// short or nil marked leaves the rest unmarked) counted as moved, both
// sides of each such match. Units are words, or UTF-16 characters in
// character mode, and function words are the scorer's, as in Stats.
func (s *Scorer) MarkRewritten(seg Segment, marked []bool) RewrittenStats {
	out := RewrittenStats{Stats: seg.Stats}
	unit := func(t string) float64 {
		if s.set.CharBased {
			return float64(utf16Len(t))
		}
		return 1
	}
	fw := func(t string) bool { return s.res.FunctionWords.Has(jvm.Lower(t)) }
	for _, m := range seg.Matches {
		hit := false
		for k := m.RefStart; k < m.RefStart+m.RefLen && k < len(marked); k++ {
			hit = hit || marked[k]
		}
		if !hit || m.Stage < 0 || m.Stage >= MaxModules {
			continue
		}
		for _, t := range seg.Hyp[m.HypStart : m.HypStart+m.HypLen] {
			if fw(t) {
				out.MovedTestFunction[m.Stage] += unit(t)
			} else {
				out.MovedTestContent[m.Stage] += unit(t)
			}
		}
		for _, t := range seg.RefWords[m.RefStart : m.RefStart+m.RefLen] {
			if fw(t) {
				out.MovedRefFunction[m.Stage] += unit(t)
			} else {
				out.MovedRefContent[m.Stage] += unit(t)
			}
		}
	}
	return out
}

// Fold returns the statistics with the moved words taken out of their
// stages and put in stage slot (a slot no matcher uses: the evaluator's
// module count), so that scoring the result with weights whose slot
// entry is the module's weight (Compute, Aggregate, bootstrap, tuning)
// gives RewrittenStats.Compute's score up to rounding. Totals, lengths
// and chunks are unchanged. A slot outside [0, MaxModules) returns Stats
// unchanged.
func (r *RewrittenStats) Fold(slot int) Stats {
	s := r.Stats
	if slot < 0 || slot >= MaxModules {
		return s
	}
	for i := 0; i < MaxModules; i++ {
		if i == slot {
			continue
		}
		s.TestContent[i] -= r.MovedTestContent[i]
		s.RefContent[i] -= r.MovedRefContent[i]
		s.TestFunction[i] -= r.MovedTestFunction[i]
		s.RefFunction[i] -= r.MovedRefFunction[i]
		s.TestContent[slot] += r.MovedTestContent[i]
		s.RefContent[slot] += r.MovedRefContent[i]
		s.TestFunction[slot] += r.MovedTestFunction[i]
		s.RefFunction[slot] += r.MovedRefFunction[i]
	}
	return s
}
