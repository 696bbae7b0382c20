package tune

import (
	"fmt"
	"math"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// CollectOptions select what Collect scores.
type CollectOptions struct {
	// IncludeHuman keeps the systems the set marks as human translations.
	IncludeHuman bool
	// IncludeOutliers keeps the set's outlier systems (EvalSet.Outliers).
	IncludeOutliers bool
	// Progress, when set, is called after each system with its name.
	Progress func(system string)
	// Sources are the source sentences, one per segment of the set, in
	// which the references are grounded (Evaluator.PrepareReferences). An
	// evaluator whose rewrite options carry a grounding dictionary needs
	// them (without, Collect fails with eval.ErrNoSources); any other
	// evaluator refuses them.
	Sources []string
	// Rewrites, for CollectMetric on rewritten references, are each
	// system's rewritten references (Evaluator.RewriteCorpus of its
	// hypotheses against the set's primary reference, with an evaluator
	// configured like ev), keyed by system name, for a caller that has
	// already rewritten them; a system not in the map (or every system,
	// with a nil map) is rewritten here.
	Rewrites map[string][][]pipeline.Rewritten
}

// Collect aligns every system of an evaluation set once with ev (Meteor,
// or the Parmesan metric when ev rewrites references) against the primary
// reference, and returns the per-segment statistics with the set's human
// scores. Systems without any human score are left out, and so are human
// translations unless asked. With o.Sources the references are grounded
// in them first, as "parmesan score --rewrite --source" does.
func Collect(ev *eval.Evaluator, set *data.EvalSet, o CollectOptions) (*Data, error) {
	if o.Rewrites != nil {
		return nil, fmt.Errorf("tune: Collect rewrites each system itself (CollectOptions.Rewrites are CollectMetric's)")
	}
	refs, err := ev.PrepareReferences([][]string{set.Ref}, o.Sources)
	if err != nil {
		if o.Sources != nil {
			return nil, fmt.Errorf("tune: %s: %w", set.Dir, err)
		}
		return nil, err
	}
	d := &Data{}
	for _, j := range judgedSystems(set, o) {
		lines, err := set.SystemLines(j.name)
		if err != nil {
			return nil, err
		}
		sc, err := ev.ScoreSystem(j.name, lines, refs)
		if err != nil {
			return nil, err
		}
		d.Systems = append(d.Systems, j.name)
		d.Stats = append(d.Stats, sc.Segments)
		d.SegHuman = append(d.SegHuman, j.seg)
		d.SysHuman = append(d.SysHuman, j.sys)
		if o.Progress != nil {
			o.Progress(j.name)
		}
	}
	if len(d.Systems) == 0 {
		return nil, fmt.Errorf("%w: no system of %s has human scores", ErrData, set.Dir)
	}
	return d, nil
}

// judged is a system of an evaluation set with its human scores (NaN
// where there are none).
type judged struct {
	name string
	seg  []float64
	sys  float64
}

// judgedSystems are the systems of set with any human score, human
// translations and outliers only when o includes them.
func judgedSystems(set *data.EvalSet, o CollectOptions) []judged {
	var out []judged
	for _, name := range set.Systems {
		seg, hasSeg := set.SegScores[name]
		sys, hasSys := set.SysScores[name]
		if (set.Human[name] && !o.IncludeHuman) || (set.Outliers[name] && !o.IncludeOutliers) || (!hasSeg && !hasSys) {
			continue
		}
		if !hasSeg {
			seg = nanSlice(len(set.Ref))
		}
		if !hasSys {
			sys = math.NaN()
		}
		out = append(out, judged{name, seg, sys})
	}
	return out
}

func nanSlice(n int) []float64 {
	s := make([]float64, n)
	for i := range s {
		s[i] = math.NaN()
	}
	return s
}

// StartPoint is the point of resolved Meteor settings: their parameters
// and one weight per module (missing weights are 0, as the scorer counts
// them), and the weights past the modules too (the slot of Parmesan's
// rewritten-token module, which the scorer counts as well).
func StartPoint(s meteor.Settings) Point {
	w := make([]float64, max(len(s.Modules), len(s.Weights)))
	copy(w, s.Weights)
	return Point{Params: s.Params, Weights: w}
}

// ParamFile is the parameter file of a tuned point for settings s.
func ParamFile(p Point, s meteor.Settings, comments ...string) *meteor.ParamFile {
	q := p.Params
	return &meteor.ParamFile{Language: s.Lang.Name, Normalization: s.Normalization.String(), Modules: append([]meteor.Module(nil), s.Modules...),
		Params: &q, Weights: append([]float64(nil), p.Weights...), Comments: comments}
}
