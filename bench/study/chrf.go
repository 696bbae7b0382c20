package main

import (
	"fmt"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/chrf"
	"github.com/parmesan-mt/parmesan/pipeline"
	"github.com/parmesan-mt/parmesan/tune"
)

// chrfSpace is the space chrF is tuned over: tune's default chrF space
// ("parmesan tune --metric chrf" without --space: β in 1–10, 12, 15, 20,
// 30, 50, 100; character order 1–10; word order 0–3; ε smoothing or
// not), searched by hill climbing from sacrebleu's defaults (β 2,
// character order 6, word order 0, no smoothing).
func chrfSpace() (tune.MetricSpace, error) {
	f, _, err := tune.LookupFamily(eval.MetricCHRF)
	if err != nil {
		return tune.MetricSpace{}, fmt.Errorf("study: %w", err)
	}
	sp, err := tune.ParseMetricSpace(f, "")
	if err != nil {
		return tune.MetricSpace{}, fmt.Errorf("study: %w", err)
	}
	return sp, nil
}

// collectCHRF collects chrF's per-segment statistics of every judged
// system of set once, at the largest orders of chrfSpace, on the
// original references (ro nil) or on the references rewritten with ro
// toward each system (chrf@parmesan; rw, when not nil, are the rewrites
// of rewriteSystems): tuning re-projects them.
func collectCHRF(lang string, ro *pipeline.Rewriter, rw map[string][][]pipeline.Rewritten, set *data.EvalSet) (*tune.MetricData, error) {
	name := eval.MetricCHRF
	if ro != nil {
		name += eval.OnParmesan
	}
	_, spec, err := tune.LookupFamily(name)
	if err != nil {
		return nil, fmt.Errorf("study: %w", err)
	}
	sp, err := chrfSpace()
	if err != nil {
		return nil, err
	}
	ev, err := referenceEvaluator(lang, "", ro)
	if err != nil {
		return nil, err
	}
	d, err := tune.CollectMetric(ev, set, spec, eval.MetricConfig{}, sp, tune.CollectOptions{Rewrites: rw})
	if err != nil {
		return nil, fmt.Errorf("study: %s: %w", set.Dir, err)
	}
	return d, nil
}

// rescoredMetric is d's scores at point p arranged like j's human
// matrix: each segment's score, or each system's corpus score from its
// summed statistics.
func rescoredMetric(j *judged, d *tune.MetricData, p tune.MetricPoint) ([][]float64, error) {
	m, err := d.Metric(p)
	if err != nil {
		return nil, fmt.Errorf("study: %w", err)
	}
	row := map[string]int{}
	for s, n := range d.Systems {
		row[n] = s
	}
	proj := make(map[string][]metric.Stats, len(j.systems))
	for _, n := range j.systems {
		s, ok := row[n]
		if !ok {
			return nil, fmt.Errorf("study: %s: no %s statistics of system %s", j.set.Dir, d.Family.Name, n)
		}
		for _, st := range d.Stats[s] {
			x, err := d.Project(st, p)
			if err != nil {
				return nil, fmt.Errorf("study: %w", err)
			}
			proj[n] = append(proj[n], x)
		}
	}
	return j.matrix(func(n string) []float64 {
		v := make([]float64, len(proj[n]))
		for i, x := range proj[n] {
			v[i] = m.Sentence(x).Score
		}
		return v
	}, func(n string) float64 {
		var t metric.Stats
		for _, x := range proj[n] {
			m.Add(&t, x)
		}
		return m.Corpus(t).Score
	}), nil
}

// tuneCHRF tunes chrF on the pooled training sets' statistics of the
// same kind as d (original or rewritten references; tune.PoolMetric: the
// mean over the sets of each set's Pearson r at its own level, as the
// Meteor columns are tuned) by hill climbing from sacrebleu's defaults
// over chrfSpace, and correlates d's scores at the tuned point in column
// col. It returns the point and the number of points evaluated.
func (row *studyRow) tuneCHRF(train []*collected, d *tune.MetricData, col string) (tune.MetricPoint, int64, error) {
	var parts []tune.MetricPart
	for _, c := range train {
		lv, x := tune.Segment, c.chrf
		if c.es.level == sys {
			lv = tune.System
		}
		if d.Spec.Rewritten {
			x = c.chrfRw
		}
		parts = append(parts, tune.MetricPart{Name: c.es.label, Data: x, Level: lv})
	}
	pd, obj, err := tune.PoolMetric(parts)
	if err != nil {
		return nil, 0, fmt.Errorf("study: tuning %s for %s: %w", col, row.c.es.label, err)
	}
	sp, err := chrfSpace()
	if err != nil {
		return nil, 0, err
	}
	res, err := tune.TuneMetric(pd, tune.MetricOptions{Objective: obj, Method: tune.Hill, Space: sp})
	if err != nil {
		return nil, 0, fmt.Errorf("study: tuning %s for %s: %w", col, row.c.es.label, err)
	}
	m, err := rescoredMetric(row.c.j, d, res.Best)
	if err != nil {
		return nil, 0, err
	}
	if row.corr[col], err = correlateAll(row.c.j.human, m); err != nil {
		return nil, 0, err
	}
	return res.Best, res.Evaluated, nil
}

// memoMetric is what -memo keeps of a set's chrF statistics (the
// family and rewriter of tune.MetricData are rebuilt on loading).
type memoMetric struct {
	Rewritten bool
	CHRF      chrf.Options // the collected configuration's
	Systems   []string
	Stats     [][]metric.Stats
	SegHuman  [][]float64
	SysHuman  []float64
}

func toMemo(d *tune.MetricData) *memoMetric {
	if d == nil {
		return nil
	}
	return &memoMetric{d.Spec.Rewritten, d.Collected.CHRF, d.Systems, d.Stats, d.SegHuman, d.SysHuman}
}

func fromMemo(m *memoMetric) (*tune.MetricData, error) {
	if m == nil {
		return nil, nil
	}
	name := eval.MetricCHRF
	if m.Rewritten {
		name += eval.OnParmesan
	}
	f, spec, err := tune.LookupFamily(name)
	if err != nil {
		return nil, fmt.Errorf("study: %w", err)
	}
	return &tune.MetricData{Family: f, Spec: spec, Collected: eval.MetricConfig{CHRF: m.CHRF}, Systems: m.Systems, Stats: m.Stats, SegHuman: m.SegHuman, SysHuman: m.SysHuman}, nil
}

// chrfPoint prints a tuned chrF setting with the number of points
// evaluated, as the tuning table prints Meteor's.
func chrfPoint(p tune.MetricPoint, n int64) string {
	if n == 0 {
		return "n/a"
	}
	f, _, err := tune.LookupFamily(eval.MetricCHRF)
	if err != nil {
		return "?"
	}
	return fmt.Sprintf("`%s` (%d)", f.String(p), n)
}

// chrfSpaceNote describes chrfSpace: its values and number of points.
func chrfSpaceNote() string {
	sp, err := chrfSpace()
	if err != nil {
		return "?"
	}
	return fmt.Sprintf("`%s`: %.0f points", sp, sp.Size())
}
