package main

import (
	"fmt"
	"math"
	"sort"
	"strconv"

	"github.com/parmesan-mt/parmesan/correlate"
	"github.com/parmesan-mt/parmesan/data"
)

// Resampling of every interval: correlate.Bootstrap's defaults, named
// here so that the tables can say what they used.
const (
	resamples = correlate.DefaultResamples
	seed      = correlate.DefaultSeed
)

var resampling = correlate.ResampleOptions{Resamples: resamples, Seed: seed, Alpha: 0.05}

// level is the granularity a set is correlated at.
type level string

const (
	seg level = "segment"
	sys level = "system"
)

// judged is a set's human scores as a systems × items matrix: at segment
// level the items are the segments with a human score for some kept
// system (NaN where a system's is missing), at system level one item.
// Human translations and systems without output are left out, as
// correlate/metaeval does.
type judged struct {
	set     *data.EvalSet
	level   level
	systems []string
	items   []int // segment index of each item (segment level)
	human   [][]float64
}

func newJudged(set *data.EvalSet, lv level) (*judged, error) {
	j := &judged{set: set, level: lv}
	out := map[string]bool{}
	for _, s := range set.Systems {
		out[s] = true
	}
	var names []string
	if lv == seg {
		for n := range set.SegScores {
			names = append(names, n)
		}
	} else {
		for n := range set.SysScores {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		if out[n] && !set.Human[n] {
			j.systems = append(j.systems, n)
		}
	}
	if len(j.systems) < 3 {
		return nil, fmt.Errorf("study: %s: %d systems with %s-level human scores and outputs", set.Dir, len(j.systems), lv)
	}
	if lv == sys {
		for _, n := range j.systems {
			j.human = append(j.human, []float64{set.SysScores[n]})
		}
		return j, nil
	}
	for i := range set.Ref {
		for _, n := range j.systems {
			if !math.IsNaN(set.SegScores[n][i]) {
				j.items = append(j.items, i)
				break
			}
		}
	}
	for _, n := range j.systems {
		row := make([]float64, len(j.items))
		for k, i := range j.items {
			row[k] = set.SegScores[n][i]
		}
		j.human = append(j.human, row)
	}
	return j, nil
}

// matrix arranges a metric's scores like j.human: segs(s) are system s's
// segment scores (segment level), total(s) its corpus score (system
// level).
func (j *judged) matrix(segs func(system string) []float64, total func(system string) float64) [][]float64 {
	m := make([][]float64, len(j.systems))
	for s, n := range j.systems {
		if j.level == sys {
			m[s] = []float64{total(n)}
			continue
		}
		v := segs(n)
		m[s] = make([]float64, len(j.items))
		for k, i := range j.items {
			m[s][k] = v[i]
		}
	}
	return m
}

// cells counts the judged cells.
func (j *judged) cells() int {
	n := 0
	for _, r := range j.human {
		for _, v := range r {
			if !math.IsNaN(v) {
				n++
			}
		}
	}
	return n
}

// corr is a metric's Pearson r and Kendall τ_b with the human scores,
// each with its bootstrap interval (all judged cells flattened at
// segment level, one score per system at system level).
type corr struct {
	r, rLo, rHi, tau, tauLo, tauHi float64
}

func correlateAll(human, metric [][]float64) (corr, error) {
	var c corr
	for _, x := range []struct {
		stat      correlate.Statistic
		v, lo, hi *float64
	}{{correlate.StatPearson, &c.r, &c.rLo, &c.rHi}, {correlate.StatKendall, &c.tau, &c.tauLo, &c.tauHi}} {
		res, err := correlate.Correlate(x.stat, correlate.AverageNone, human, metric)
		if err != nil {
			return c, fmt.Errorf("study: %w", err)
		}
		iv, err := correlate.Bootstrap(x.stat, correlate.AverageNone, human, metric, resampling)
		if err != nil {
			return c, fmt.Errorf("study: %w", err)
		}
		*x.v, *x.lo, *x.hi = res.Value, iv.Lo, iv.Hi
	}
	return c, nil
}

// f3 prints a correlation with three decimals (NaN as "–").
func f3(x float64) string {
	if math.IsNaN(x) {
		return "–"
	}
	return strconv.FormatFloat(x, 'f', 3, 64)
}

// withCI is "0.386 [0.321, 0.447]".
func withCI(v, lo, hi float64) string {
	return f3(v) + " [" + f3(lo) + ", " + f3(hi) + "]"
}

// short is "0.386 (τ 0.282)".
func (c corr) short() string { return f3(c.r) + " (" + f3(c.tau) + ")" }
