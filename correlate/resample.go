package correlate

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
)

// Defaults of ResampleOptions.
const (
	DefaultResamples = 1000
	DefaultSeed      = 12345
	DefaultAlpha     = 0.05
)

// Unit is what a bootstrap resamples.
type Unit int

const (
	// UnitAuto resamples items when there are several, else systems.
	UnitAuto Unit = iota
	// UnitItems resamples items (columns): segment-level meta-evaluation.
	UnitItems
	// UnitSystems resamples systems (rows): system-level meta-evaluation
	// with one human score per system.
	UnitSystems
)

// ResampleOptions control Bootstrap and Permute. Zero values take the
// defaults.
type ResampleOptions struct {
	Resamples int     // bootstrap resamples or permutation trials (DefaultResamples)
	Seed      uint64  // random seed (DefaultSeed); 0 means the default
	Alpha     float64 // the interval covers 1−Alpha (DefaultAlpha)
	Unit      Unit    // what the bootstrap draws (UnitAuto)
}

func (o ResampleOptions) withDefaults() ResampleOptions {
	if o.Resamples <= 0 {
		o.Resamples = DefaultResamples
	}
	if o.Seed == 0 {
		o.Seed = DefaultSeed
	}
	if o.Alpha <= 0 || o.Alpha >= 1 {
		o.Alpha = DefaultAlpha
	}
	return o
}

// Interval is a bootstrap percentile confidence interval.
type Interval struct {
	Lo, Hi float64
	// Resamples is the number of resamples whose statistic was defined.
	Resamples int
}

// Bootstrap returns a percentile confidence interval of stat (averaged as
// avg) by resampling with replacement, as Deutsch, Dror and Roth (2021)
// do: items (BOOT-INPUTS) for segment-level data, systems (BOOT-SYS) for a
// one-column matrix of system scores. Resamples whose statistic is NaN are
// dropped; with none left the interval is NaN. The result depends only on
// the inputs and the options.
func Bootstrap(stat Statistic, avg Average, gold, metric [][]float64, o ResampleOptions) (Interval, error) {
	nan := Interval{Lo: math.NaN(), Hi: math.NaN()}
	if _, err := Correlate(stat, avg, gold, metric); err != nil {
		return nan, err
	}
	o = o.withDefaults()
	nsys := len(gold)
	items := 0
	if nsys > 0 {
		items = len(gold[0])
	}
	unit := o.Unit
	if unit == UnitAuto {
		unit = UnitItems
		if items <= 1 {
			unit = UnitSystems
		}
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x626f6f74))
	var vals []float64
	g, m := make([][]float64, nsys), make([][]float64, nsys)
	for k := 0; k < o.Resamples; k++ {
		switch unit {
		case UnitItems:
			draw := make([]int, items)
			for i := range draw {
				draw[i] = rng.IntN(items)
			}
			for s := range gold {
				g[s], m[s] = g[s][:0], m[s][:0]
				for _, i := range draw {
					g[s] = append(g[s], gold[s][i])
					m[s] = append(m[s], metric[s][i])
				}
			}
		case UnitSystems:
			for s := range gold {
				j := rng.IntN(nsys)
				g[s], m[s] = gold[j], metric[j] // read-only aliases
			}
		default:
			return nan, fmt.Errorf("correlate: unknown resampling unit %d", unit)
		}
		vs, _ := vectors(avg, g, m)
		if v := correlateVectors(stat, avg, vs).Value; !math.IsNaN(v) {
			vals = append(vals, v)
		}
	}
	if len(vals) == 0 {
		return nan, nil
	}
	sort.Float64s(vals)
	return Interval{Lo: quantile(vals, o.Alpha/2), Hi: quantile(vals, 1-o.Alpha/2), Resamples: len(vals)}, nil
}

// quantile is the q-quantile of sorted v by linear interpolation between
// order statistics (numpy's default).
func quantile(v []float64, q float64) float64 {
	pos := q * float64(len(v)-1)
	i := int(math.Floor(pos))
	if i >= len(v)-1 {
		return v[len(v)-1]
	}
	f := pos - float64(i)
	return v[i] + f*(v[i+1]-v[i])
}

// Comparison is a paired test of metric A against metric B.
type Comparison struct {
	// A and B are the two metrics' statistics; Delta is A − B.
	A, B, Delta float64
	// P is the p-value of "A correlates better than B": the share of
	// trials whose difference is at least Delta.
	P float64
	// Trials is the number of permutation trials.
	Trials int
}

// Permute is the PERM-BOTH paired permutation test (Deutsch, Dror and
// Roth 2021, §4): under the null hypothesis that metrics A and B are
// exchangeable, swapping their scores of any cell leaves the difference of
// their correlations unchanged in distribution. Each metric's scores are
// first standardised (z-scores over the cells that have a human score) so
// that a swap mixes comparable numbers; each trial swaps every cell with
// probability ½ and recomputes A − B. The p-value is the share of trials
// with a difference at least the observed one (one-sided: small when A
// is better). Correlations are computed on the original scores; rank
// statistics are unchanged by standardising, Pearson's r too.
func Permute(stat Statistic, avg Average, gold, a, b [][]float64, o ResampleOptions) (Comparison, error) {
	nan := Comparison{A: math.NaN(), B: math.NaN(), Delta: math.NaN(), P: math.NaN()}
	ra, err := Correlate(stat, avg, gold, a)
	if err != nil {
		return nan, err
	}
	rb, err := Correlate(stat, avg, gold, b)
	if err != nil {
		return nan, err
	}
	o = o.withDefaults()
	c := Comparison{A: ra.Value, B: rb.Value, Delta: ra.Value - rb.Value, Trials: o.Resamples}
	if math.IsNaN(c.Delta) {
		c.P = math.NaN()
		return c, nil
	}
	za, zb := standardise(gold, a), standardise(gold, b)
	observed := func() float64 {
		va, _ := vectors(avg, gold, za)
		vb, _ := vectors(avg, gold, zb)
		return correlateVectors(stat, avg, va).Value - correlateVectors(stat, avg, vb).Value
	}()
	rng := rand.New(rand.NewPCG(o.Seed, 0x7065726d))
	pa, pb := make([][]float64, len(gold)), make([][]float64, len(gold))
	for s := range gold {
		pa[s] = make([]float64, len(gold[s]))
		pb[s] = make([]float64, len(gold[s]))
	}
	hits := 0
	for k := 0; k < o.Resamples; k++ {
		for s := range gold {
			for i := range gold[s] {
				if rng.Uint64()&1 == 1 {
					pa[s][i], pb[s][i] = zb[s][i], za[s][i]
				} else {
					pa[s][i], pb[s][i] = za[s][i], zb[s][i]
				}
			}
		}
		va, _ := vectors(avg, gold, pa)
		vb, _ := vectors(avg, gold, pb)
		d := correlateVectors(stat, avg, va).Value - correlateVectors(stat, avg, vb).Value
		// The observed difference is recomputed on standardised scores
		// and compared with a little slack, so that a trial that swaps
		// nothing counts as "at least as large" despite rounding.
		if d >= observed-1e-12 {
			hits++
		}
	}
	c.P = float64(hits) / float64(o.Resamples)
	return c, nil
}

// standardise returns m as z-scores (population standard deviation) over
// the cells where both m and gold are defined; other cells keep NaN or
// their value. A constant metric is only centred.
func standardise(gold, m [][]float64) [][]float64 {
	var sum, sq float64
	n := 0
	for s := range m {
		for i, v := range m[s] {
			if !math.IsNaN(v) && !math.IsNaN(gold[s][i]) {
				sum += v
				n++
			}
		}
	}
	out := make([][]float64, len(m))
	if n == 0 {
		for s := range m {
			out[s] = append([]float64(nil), m[s]...)
		}
		return out
	}
	mean := sum / float64(n)
	for s := range m {
		for i, v := range m[s] {
			if !math.IsNaN(v) && !math.IsNaN(gold[s][i]) {
				sq += (v - mean) * (v - mean)
			}
		}
	}
	sd := math.Sqrt(sq / float64(n))
	if sd == 0 {
		sd = 1
	}
	for s := range m {
		out[s] = make([]float64, len(m[s]))
		for i, v := range m[s] {
			out[s][i] = (v - mean) / sd
		}
	}
	return out
}
