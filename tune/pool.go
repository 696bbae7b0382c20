package tune

import (
	"fmt"
	"math"
	"reflect"

	"github.com/parmesan-mt/parmesan/correlate"
	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/chrf"
)

// MeanPearson is the mean, over consecutive groups of items of the given
// sizes, of each group's Pearson r: a pooled objective that weighs every
// group (an evaluation set) alike, whatever its number of items.
func MeanPearson(groups []int) Statistic {
	return Statistic{Name: "mean Pearson over the training sets", Fn: func(x, y []float64) (float64, error) {
		sum, at := 0.0, 0
		for _, n := range groups {
			if at+n > len(x) || at+n > len(y) {
				return math.NaN(), fmt.Errorf("tune: %d items, the groups need %d", min(len(x), len(y)), at+n)
			}
			r, err := correlate.Pearson(x[at:at+n], y[at:at+n])
			if err != nil {
				return math.NaN(), err
			}
			sum += r
			at += n
		}
		return sum / float64(len(groups)), nil
	}}
}

// MetricPart is one evaluation set of a pooled tuning (PoolMetric): its
// statistics and the level its correlation is taken at.
type MetricPart struct {
	Name  string
	Data  *MetricData
	Level Level
}

// PoolMetric joins several sets' statistics of one metric, collected
// alike, into one MetricData whose segment-level objective (returned) is
// the mean over the parts of each part's Pearson r at its own level
// (MeanPearson): TuneMetric with it tunes one setting for all the sets.
// The rows are the parts' systems, part after part ("NAME/system"). A
// segment-level part's row holds its segments; a system-level part's row
// holds one item, the system's summed statistics with its human score,
// scored as a sentence: only chrF, whose sentence score is its corpus
// formula, can pool system-level parts. Rows are padded with zero
// statistics that have no human score, which no objective reads.
func PoolMetric(parts []MetricPart) (*MetricData, Objective, error) {
	if len(parts) == 0 {
		return nil, Objective{}, fmt.Errorf("%w: nothing to pool", ErrData)
	}
	first := parts[0].Data
	width := 1
	for _, p := range parts {
		d := p.Data
		switch {
		case d == nil || d.Family == nil:
			return nil, Objective{}, fmt.Errorf("%w: %s: no statistics", ErrData, p.Name)
		case d.Family != first.Family || !reflect.DeepEqual(d.Collected, first.Collected) || !reflect.DeepEqual(d.Base, first.Base):
			return nil, Objective{}, fmt.Errorf("%w: %s was collected with other settings than %s", ErrData, p.Name, parts[0].Name)
		case p.Level == System && d.Family.Name != chrf.Name:
			return nil, Objective{}, fmt.Errorf("tune: %s: only chrF can pool system-level sets (its sentence score is its corpus score), not %s", p.Name, d.Family.Name)
		case p.Level == System && d.SysHuman == nil, p.Level == Segment && d.SegHuman == nil:
			return nil, Objective{}, fmt.Errorf("%w: %s has no %s-level human scores", ErrData, p.Name, p.Level)
		}
		if p.Level == Segment {
			width = max(width, d.Segments())
		}
	}
	n := first.Family.statsLen(first.Collected)
	add, err := first.Family.build(first.Collected, first.Rewriter)
	if err != nil {
		return nil, Objective{}, fmt.Errorf("tune: %s: %w", first.Family.Name, err)
	}
	out := &MetricData{Family: first.Family, Spec: first.Spec, Collected: first.Collected, Base: first.Base, Rewriter: first.Rewriter}
	var groups []int
	for _, p := range parts {
		d, items := p.Data, 0
		for s, name := range d.Systems {
			st := make([]metric.Stats, width)
			for i := range st {
				st[i] = make(metric.Stats, n)
			}
			h := nanSlice(width)
			if p.Level == Segment {
				copy(st, d.Stats[s])
				copy(h, d.SegHuman[s])
			} else {
				var t metric.Stats
				for _, x := range d.Stats[s] {
					add.Add(&t, x)
				}
				if t != nil {
					st[0] = t
				}
				h[0] = d.SysHuman[s]
			}
			for _, v := range h {
				if !math.IsNaN(v) {
					items++
				}
			}
			out.Systems = append(out.Systems, p.Name+"/"+name)
			out.Stats = append(out.Stats, st)
			out.SegHuman = append(out.SegHuman, h)
		}
		groups = append(groups, items)
	}
	return out, Objective{Level: Segment, Statistic: MeanPearson(groups)}, nil
}
