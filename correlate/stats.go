package correlate

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"
)

// Statistic names a correlation statistic between human and metric scores.
type Statistic string

// The statistics. Kendall's variants follow mt-metrics-eval's
// KendallVariants (ε = 0); StatAcc23 and StatTau23Opt are its
// KendallWithTiesOpt (a tie threshold on the metric scores chosen to
// maximise the statistic over the whole input, sample rate 1).
const (
	StatPearson  Statistic = "pearson"   // Pearson's r
	StatSpearman Statistic = "spearman"  // Spearman's ρ (Pearson of average ranks)
	StatKendall  Statistic = "kendall"   // Kendall's τ_b
	StatKendallC Statistic = "kendall-c" // Stuart's τ_c
	StatTau23    Statistic = "tau23"     // (C + Txy − D − Tx − Ty) / P, ε = 0
	StatAccuracy Statistic = "accuracy"  // (C + Txy) / P, ε = 0: system-level pairwise accuracy
	StatAcc23    Statistic = "acc23"     // WMT23 acc23: accuracy with an optimised tie threshold
	StatTau23Opt Statistic = "tau23-opt" // tau23 with an optimised tie threshold
)

// Statistics lists every Statistic, in a fixed order.
var Statistics = []Statistic{StatPearson, StatSpearman, StatKendall, StatKendallC, StatTau23, StatAccuracy, StatAcc23, StatTau23Opt}

// ParseStatistic returns the Statistic named s; "kendall-b" and "tau-b"
// also name StatKendall, "tau-c" StatKendallC, "pairwise" StatAccuracy.
func ParseStatistic(s string) (Statistic, error) {
	switch strings.ToLower(s) {
	case "kendall-b", "tau-b", "kendall_b":
		return StatKendall, nil
	case "tau-c", "kendall_c":
		return StatKendallC, nil
	case "pairwise", "pairwise-accuracy", "acc":
		return StatAccuracy, nil
	}
	for _, st := range Statistics {
		if string(st) == strings.ToLower(s) {
			return st, nil
		}
	}
	names := make([]string, len(Statistics))
	for i, st := range Statistics {
		names[i] = string(st)
	}
	return "", fmt.Errorf("correlate: unknown statistic %q (known: %s)", s, strings.Join(names, ", "))
}

func (s Statistic) valid() bool {
	for _, st := range Statistics {
		if s == st {
			return true
		}
	}
	return false
}

// optimised reports whether the statistic chooses a tie threshold.
func (s Statistic) optimised() bool { return s == StatAcc23 || s == StatTau23Opt }

// Average says how a systems × items matrix becomes vectors.
type Average string

// The averaging modes of mt-metrics-eval.
const (
	AverageNone Average = "none" // flatten the matrix into one pair of vectors
	AverageItem Average = "item" // one vector per item (column), then the mean
	AverageSys  Average = "sys"  // one vector per system (row), then the mean
)

// ParseAverage returns the Average named s.
func ParseAverage(s string) (Average, error) {
	switch a := Average(strings.ToLower(s)); a {
	case AverageNone, AverageItem, AverageSys:
		return a, nil
	case "flat", "flatten":
		return AverageNone, nil
	}
	return "", fmt.Errorf("correlate: unknown averaging %q (known: none, item, sys)", s)
}

// Result is one computed statistic.
type Result struct {
	// Value is the statistic (NaN when undefined: constant vectors, fewer
	// than two scores, no defined per-vector value to average).
	Value float64
	// Threshold is the metric tie threshold ε chosen by StatAcc23 and
	// StatTau23Opt (0 otherwise).
	Threshold float64
	// N is the number of vectors averaged (AverageItem, AverageSys) or of
	// scored cells (AverageNone).
	N int
}

// Vector computes stat for one pair of vectors (gold = human scores,
// metric = metric scores). Cells where either is NaN are left out.
func Vector(stat Statistic, gold, metric []float64) (Result, error) {
	if len(gold) != len(metric) {
		return Result{Value: math.NaN()}, fmt.Errorf("correlate: %d human scores but %d metric scores", len(gold), len(metric))
	}
	return Correlate(stat, AverageNone, [][]float64{gold}, [][]float64{metric})
}

// Correlate computes stat between the human scores gold and the metric
// scores metric, both systems × items with NaN for missing scores, averaged
// as avg. A vector with fewer than two scored cells is skipped; NaN values
// of a per-vector statistic are left out of the mean, as mt-metrics-eval's
// AverageCorrelation does (macro average). Where mt-metrics-eval returns 0
// for an empty mean, Correlate returns NaN.
func Correlate(stat Statistic, avg Average, gold, metric [][]float64) (Result, error) {
	vs, err := vectors(avg, gold, metric)
	if err != nil {
		return Result{Value: math.NaN()}, err
	}
	if !stat.valid() {
		_, err := ParseStatistic(string(stat))
		if err == nil {
			err = fmt.Errorf("correlate: unknown statistic %q (did you mean %q?)", stat, strings.ToLower(string(stat)))
		}
		return Result{Value: math.NaN()}, err
	}
	return correlateVectors(stat, avg, vs), nil
}

// pair is one (human, metric) vector pair with missing cells removed.
type pair struct{ gold, metric []float64 }

// vectors reshapes the two matrices into vector pairs as avg says,
// dropping cells where either score is NaN.
func vectors(avg Average, gold, metric [][]float64) ([]pair, error) {
	if len(gold) != len(metric) {
		return nil, fmt.Errorf("correlate: %d systems of human scores but %d of metric scores", len(gold), len(metric))
	}
	items := -1
	for s := range gold {
		if items < 0 {
			items = len(gold[s])
		}
		if len(gold[s]) != items || len(metric[s]) != items {
			return nil, fmt.Errorf("correlate: system %d has %d human and %d metric scores, want %d", s, len(gold[s]), len(metric[s]), items)
		}
	}
	if items < 0 {
		items = 0
	}
	keep := func(g, m float64) bool { return !math.IsNaN(g) && !math.IsNaN(m) }
	var out []pair
	switch avg {
	case AverageNone:
		var p pair
		for s := range gold {
			for i := range gold[s] {
				if keep(gold[s][i], metric[s][i]) {
					p.gold = append(p.gold, gold[s][i])
					p.metric = append(p.metric, metric[s][i])
				}
			}
		}
		out = append(out, p)
	case AverageSys:
		for s := range gold {
			var p pair
			for i := range gold[s] {
				if keep(gold[s][i], metric[s][i]) {
					p.gold = append(p.gold, gold[s][i])
					p.metric = append(p.metric, metric[s][i])
				}
			}
			out = append(out, p)
		}
	case AverageItem:
		for i := 0; i < items; i++ {
			var p pair
			for s := range gold {
				if keep(gold[s][i], metric[s][i]) {
					p.gold = append(p.gold, gold[s][i])
					p.metric = append(p.metric, metric[s][i])
				}
			}
			out = append(out, p)
		}
	default:
		_, err := ParseAverage(string(avg))
		return nil, err
	}
	return out, nil
}

func correlateVectors(stat Statistic, avg Average, vs []pair) Result {
	if stat.optimised() {
		r := optimiseTies(stat, vs)
		if avg == AverageNone && len(vs) == 1 {
			r.N = len(vs[0].gold)
		}
		return r
	}
	var sum float64
	n := 0
	for _, p := range vs {
		if len(p.gold) < 2 {
			continue
		}
		v := vectorStat(stat, p.gold, p.metric)
		if math.IsNaN(v) {
			continue
		}
		sum += v
		n++
	}
	if n == 0 {
		return Result{Value: math.NaN()}
	}
	if avg == AverageNone {
		return Result{Value: clamp(sum), N: len(vs[0].gold)}
	}
	return Result{Value: clamp(sum / float64(n)), N: n}
}

// clamp keeps a statistic in [-1, 1] (τ_b of a perfect ranking of three
// items is 3/√3/√3 = 1.0000000000000002 in floating point); NaN stays NaN.
func clamp(v float64) float64 {
	if v > 1 {
		return 1
	}
	if v < -1 {
		return -1
	}
	return v
}

// vectorStat computes a non-optimised statistic of one vector pair.
func vectorStat(stat Statistic, gold, metric []float64) float64 {
	return clamp(rawVectorStat(stat, gold, metric))
}

func rawVectorStat(stat Statistic, gold, metric []float64) float64 {
	switch stat {
	case StatPearson:
		return pearson(gold, metric)
	case StatSpearman:
		return pearson(ranks(gold), ranks(metric))
	case StatKendall:
		return pairCounts(metric, gold).tauB()
	case StatKendallC:
		return pairCounts(metric, gold).tauC()
	case StatTau23:
		return pairCounts(metric, gold).tau23()
	case StatAccuracy:
		return pairCounts(metric, gold).acc23()
	}
	return math.NaN()
}

// Tie calibration (Deutsch, Foster and Freitag 2023, §4): a metric that
// never predicts ties is handicapped by statistics that reward correctly
// predicted ties (acc23, τ_23). Treat metric scores closer than ε as tied;
// choose ε to maximise the statistic. Only the absolute differences of
// metric scores within a vector matter, so the candidates are 0 and every
// such difference: walk the pairs in increasing difference, turning each
// into a metric tie (concordant, discordant or human-only tie becomes a
// metric-only tie or a joint tie), and keep the mean over vectors after
// each distinct difference. The first maximum wins. Cost: O(P log P) for
// P pairs. The running sum is updated in the same order as
// mt-metrics-eval's tau_optimization, so values agree to the last bits.

// tieKind classifies one pair as a Kendall outcome.
type tieKind uint8

const (
	kindCon tieKind = iota
	kindDis
	kindTieHuman
	kindTieMetric
	kindTieBoth
)

type rankedPair struct {
	diff     float64
	row      int32
	kind     tieKind
	humanTie bool
}

type tallies struct{ n [5]int64 }

func (t *tallies) value(stat Statistic) float64 {
	tot := t.n[0] + t.n[1] + t.n[2] + t.n[3] + t.n[4]
	if stat == StatTau23Opt {
		return float64(t.n[kindCon]+t.n[kindTieBoth]-t.n[kindDis]-t.n[kindTieHuman]-t.n[kindTieMetric]) / float64(tot)
	}
	return float64(t.n[kindCon]+t.n[kindTieBoth]) / float64(tot)
}

func optimiseTies(stat Statistic, vs []pair) Result {
	np := 0
	for _, p := range vs {
		np += len(p.gold) * (len(p.gold) - 1) / 2
	}
	pairs := make([]rankedPair, 0, np)
	var rows []tallies // one per vector with at least one pair
	for _, p := range vs {
		r := int32(-1)
		for i := 0; i < len(p.gold); i++ {
			for j := i + 1; j < len(p.gold); j++ {
				h1, h2, m1, m2 := p.gold[i], p.gold[j], p.metric[i], p.metric[j]
				var k tieKind
				switch {
				case h1 == h2 && m1 == m2:
					k = kindTieBoth
				case h1 == h2:
					k = kindTieHuman
				case m1 == m2:
					k = kindTieMetric
				case (h1 > h2) == (m1 > m2):
					k = kindCon
				default:
					k = kindDis
				}
				if r < 0 {
					r = int32(len(rows))
					rows = append(rows, tallies{})
				}
				rows[r].n[k]++
				pairs = append(pairs, rankedPair{diff: math.Abs(m1 - m2), row: r, kind: k, humanTie: h1 == h2})
			}
		}
	}
	if len(rows) == 0 {
		return Result{Value: math.NaN()}
	}
	nr := float64(len(rows))
	var total float64
	for r := range rows {
		total += rows[r].value(stat)
	}
	bestT, best := 0.0, math.Inf(-1)
	lastT, last := 0.0, total/nr // the current threshold and its value
	slices.SortStableFunc(pairs, func(a, b rankedPair) int { return cmp.Compare(a.diff, b.diff) })
	for _, p := range pairs {
		row := &rows[p.row]
		total -= row.value(stat)
		row.n[p.kind]--
		if p.humanTie {
			row.n[kindTieBoth]++
		} else {
			row.n[kindTieMetric]++
		}
		total += row.value(stat)
		if p.diff != lastT {
			// The previous threshold's value is final.
			if last > best {
				bestT, best = lastT, last
			}
			lastT = p.diff
		}
		last = total / nr
	}
	if last > best {
		bestT, best = lastT, last
	}
	return Result{Value: best, Threshold: bestT, N: len(rows)}
}
