package signif

import "math"

// PairedBootstrap runs Koehn's (2004) paired bootstrap test of sys against
// base: both are resampled with the same index draws opt.Resamples times.
// It returns the p-value (c+1)/(R+1), where c counts the resamples in
// which the observed winner does not win (resampled delta ≤ 0 when the
// observed delta is positive, ≥ 0 when it is negative, every resample when
// it is 0, so identical systems give exactly 1), and the bootstrap
// Interval of the delta score(sys) − score(base), whose Score is the
// observed delta.
//
// base[i] and sys[i] must describe the same segment; different lengths
// are an error (ErrLengthMismatch), as are an empty corpus, a nil metric
// and invalid options. The draws are those of Bootstrap with the same
// options.
func PairedBootstrap[S any](m Metric[S], base, sys []S, opt Options) (p float64, delta Interval, err error) {
	if err := checkPair(m, base, sys); err != nil {
		return 0, Interval{}, err
	}
	opt, err = opt.resolved(true, false)
	if err != nil {
		return 0, Interval{}, err
	}
	tb, ts := total(m, base), total(m, sys)
	observed := m.Score(&ts) - m.Score(&tb)
	deltas := make([]float64, opt.Resamples)
	if err := run(opt.Resamples, opt.Workers, newResampler[S](len(base)), func(r *resampler[S], k int) {
		r.draw(opt.Seed, k)
		deltas[k] = r.delta(m, base, sys)
	}); err != nil {
		return 0, Interval{}, err
	}
	c := 0
	for _, d := range deltas {
		if !wins(d, observed) {
			c++
		}
	}
	p = float64(c+1) / float64(len(deltas)+1)
	return p, summarize(observed, deltas, opt.Seed), nil
}

// wins reports whether a resampled delta d has the sign of the observed
// delta; never for a zero or NaN observed delta or a NaN d.
func wins(d, observed float64) bool {
	switch {
	case observed > 0:
		return d > 0
	case observed < 0:
		return d < 0
	}
	return false
}

// ApproxRandomization runs the approximate randomization test (Riezler &
// Maxwell 2005) of sys against base: in each of opt.Trials trials every
// segment's pair of statistics is swapped between the two systems with
// probability 1/2, and the delta of the two pseudo systems is scored. It
// returns the p-value (c+1)/(T+1), where c counts the trials whose
// |delta| is at least the observed |score(sys) − score(base)| (a NaN
// delta counts too). Identical systems give exactly 1.
//
// Errors are those of PairedBootstrap, with opt.Trials in place of
// opt.Resamples.
func ApproxRandomization[S any](m Metric[S], base, sys []S, opt Options) (float64, error) {
	if err := checkPair(m, base, sys); err != nil {
		return 0, err
	}
	opt, err := opt.resolved(false, true)
	if err != nil {
		return 0, err
	}
	tb, ts := total(m, base), total(m, sys)
	observed := math.Abs(m.Score(&ts) - m.Score(&tb))
	extreme := make([]bool, opt.Trials)
	if err := run(opt.Trials, opt.Workers, newResampler[S](0), func(r *resampler[S], k int) {
		extreme[k] = !(math.Abs(r.shuffled(m, base, sys, opt.Seed, k)) < observed)
	}); err != nil {
		return 0, err
	}
	c := 0
	for _, e := range extreme {
		if e {
			c++
		}
	}
	return float64(c+1) / float64(len(extreme)+1), nil
}

// shuffled runs randomization trial k: it aggregates the two pseudo
// systems in corpus order, taking segment i from the other system when
// bit i of the trial's stream is set, and returns their score difference.
func (r *resampler[S]) shuffled(m Metric[S], base, sys []S, seed uint64, k int) float64 {
	seedStream(&r.pcg, seed, familyRandomize, k)
	var zero S
	r.acc, r.accBase = zero, zero
	var bits uint64
	for i := range base {
		if i&63 == 0 {
			bits = r.pcg.Uint64()
		}
		b, s := &base[i], &sys[i]
		if bits&1 != 0 {
			b, s = s, b
		}
		bits >>= 1
		m.Add(&r.accBase, b)
		m.Add(&r.acc, s)
	}
	return m.Score(&r.acc) - m.Score(&r.accBase)
}

// Compare runs PairedBootstrap (opt.Resamples) and ApproxRandomization
// (opt.Trials) of sys against base and reports both p-values with the
// corpus scores and the delta's interval. Errors are those of the two
// tests.
func Compare[S any](m Metric[S], base, sys []S, opt Options) (Comparison, error) {
	if err := checkPair(m, base, sys); err != nil {
		return Comparison{}, err
	}
	opt, err := opt.resolved(true, true)
	if err != nil {
		return Comparison{}, err
	}
	pb, d, err := PairedBootstrap(m, base, sys, opt)
	if err != nil {
		return Comparison{}, err
	}
	pa, err := ApproxRandomization(m, base, sys, opt)
	if err != nil {
		return Comparison{}, err
	}
	tb, ts := total(m, base), total(m, sys)
	return Comparison{
		Baseline: m.Score(&tb), System: m.Score(&ts), Delta: d.Score,
		DeltaLow: d.Low, DeltaHigh: d.High,
		PBootstrap: pb, PApproxRand: pa,
		Resamples: opt.Resamples, Trials: opt.Trials, Seed: opt.Seed,
	}, nil
}
