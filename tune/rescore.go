package tune

import (
	"github.com/parmesan-mt/parmesan/internal/jvm"
	"github.com/parmesan-mt/parmesan/meteor"
)

// item is one unit the objective correlates (a judged segment, or a
// system's aggregated statistics) prepared for rescoring: the terms of
// meteor.Stats.Compute that do not depend on the parameters.
type item struct {
	tContent, tFunc, rContent, rFunc float64 // lengths: content words = len - func
	tc, rc, tf, rf                   [meteor.MaxModules]float64
	frag                             float64
	human                            float64
}

func newItem(s *meteor.Stats, human float64) item {
	it := item{
		tContent: s.TestLen - s.TestFunc, tFunc: s.TestFunc,
		rContent: s.RefLen - s.RefFunc, rFunc: s.RefFunc,
		tc: s.TestContent, rc: s.RefContent, tf: s.TestFunction, rf: s.RefFunction,
		human: human,
	}
	if !s.Perfect() {
		it.frag = s.Chunks / ((s.TestWordMatches + s.RefWordMatches) / 2)
	}
	return it
}

// precisionRecall computes precision and recall exactly as
// meteor.Stats.Compute does (same operations, same order).
func (it *item) precisionRecall(d float64, w []float64) (p, r float64) {
	tWL := d*it.tContent + (1-d)*it.tFunc
	rWL := d*it.rContent + (1-d)*it.rFunc
	n := min(len(w), meteor.MaxModules)
	tW, rW := 0.0, 0.0
	for i := 0; i < n; i++ {
		tW += it.tc[i] * w[i] * d
	}
	for i := 0; i < n; i++ {
		rW += it.rc[i] * w[i] * d
	}
	for i := 0; i < n; i++ {
		tW += it.tf[i] * w[i] * (1 - d)
	}
	for i := 0; i < n; i++ {
		rW += it.rf[i] * w[i] * (1 - d)
	}
	return tW / tWL, rW / rWL
}

func fmean(alpha, p, r float64) float64 { return 1 / ((1-alpha)/p + alpha/r) }

func finalScore(fm, gamma, pw float64) float64 {
	s := fm * (1 - gamma*pw)
	if s != s || s < 0 { // NaN, or a penalty above 1
		return 0
	}
	return s
}

// Rescore scores cached statistics with parameters p and weights w. It
// equals s.Compute(p, w).Score bit for bit; it exists so that callers can
// see the one formula the search evaluates.
func Rescore(s *meteor.Stats, p meteor.Params, w []float64) float64 {
	it := newItem(s, 0)
	pr, rc := it.precisionRecall(p.Delta, w)
	return finalScore(fmean(p.Alpha, pr, rc), p.Gamma, jvm.Pow(it.frag, p.Beta))
}

// rescorer evaluates points on one problem; it caches frag^β for the last
// β. Not safe for concurrent use: each worker has its own.
type rescorer struct {
	pr      *problem
	beta    float64
	havePow bool
	pw      []float64
	p, r    []float64
	fm      []float64
	scores  []float64
	metric  [][]float64 // per-worker scratch for grouped averages
}

func newRescorer(pr *problem) *rescorer {
	n := len(pr.items)
	rs := &rescorer{pr: pr, pw: make([]float64, n), p: make([]float64, n), r: make([]float64, n),
		fm: make([]float64, n), scores: make([]float64, n)}
	rs.metric = pr.scratch()
	return rs
}

func (rs *rescorer) setBeta(beta float64) {
	if rs.havePow && beta == rs.beta {
		return
	}
	for i := range rs.pr.items {
		rs.pw[i] = jvm.Pow(rs.pr.items[i].frag, beta)
	}
	rs.beta, rs.havePow = beta, true
}

func (rs *rescorer) setDeltaWeights(d float64, w []float64) {
	for i := range rs.pr.items {
		rs.p[i], rs.r[i] = rs.pr.items[i].precisionRecall(d, w)
	}
}

func (rs *rescorer) setAlpha(a float64) {
	for i := range rs.fm {
		rs.fm[i] = fmean(a, rs.p[i], rs.r[i])
	}
}

// objective scores every item with γ (after setBeta, setDeltaWeights,
// setAlpha) and correlates; NaN when the statistic is undefined.
func (rs *rescorer) objective(gamma float64) float64 {
	for i := range rs.scores {
		rs.scores[i] = finalScore(rs.fm[i], gamma, rs.pw[i])
	}
	return rs.pr.value(rs.scores, rs.metric)
}

// eval evaluates one point.
func (rs *rescorer) eval(pt Point) float64 {
	rs.setBeta(pt.Params.Beta)
	rs.setDeltaWeights(pt.Params.Delta, pt.Weights)
	rs.setAlpha(pt.Params.Alpha)
	return rs.objective(pt.Params.Gamma)
}
