package tune

import (
	"fmt"
	"math"
	"runtime"
	"time"

	"github.com/parmesan-mt/parmesan/meteor"
)

// DefaultMaxGrid is the largest grid Tune searches unless told otherwise.
const DefaultMaxGrid = 20_000_000

// Options configure Tune.
type Options struct {
	Objective Objective
	Method    Method // default Grid
	Space     Space
	// Start is the hill-climbing start and the baseline the held-out
	// figures are compared with (normally the configuration's defaults).
	Start Point
	// Folds > 1 cross-validates over segments; LeaveOneSystemOut holds out
	// each system in turn instead (segment level only).
	Folds             int
	LeaveOneSystemOut bool
	Seed              uint64 // fold assignment
	Workers           int    // default GOMAXPROCS
	MaxGrid           float64
}

// Fold is the outcome of one cross-validation fold.
type Fold struct {
	Name        string // "1".."k", or the held-out system
	Train, Test int    // correlated items (judged segments or systems)
	Best        Point
	TrainValue  float64 // objective of Best on the training part
	Tuned       float64 // objective of Best on the held-out part
	Default     float64 // objective of Start on the held-out part
}

// Result is the outcome of Tune.
type Result struct {
	Objective  Objective
	Method     Method
	Best       Point   // tuned on all the data
	Value      float64 // objective of Best on all the data
	Start      Point
	StartValue float64
	Items      int // correlated items in all the data
	Folds      []Fold
	// MeanTuned and MeanDefault average the held-out objectives over the
	// folds (NaN folds skipped).
	MeanTuned, MeanDefault float64
	Evaluated              int64         // points evaluated, all searches
	SearchTime             time.Duration // the search on all the data
	Elapsed                time.Duration
}

// Tune searches the parameters that maximize the objective on d, then
// cross-validates the search when asked.
func Tune(d *Data, o Options) (*Result, error) {
	begin := time.Now()
	if err := d.check(o.Objective.Level); err != nil {
		return nil, err
	}
	if o.Method == "" {
		o.Method = Grid
	}
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	if o.MaxGrid == 0 {
		o.MaxGrid = DefaultMaxGrid
	}
	if len(o.Space.Weights) != len(o.Start.Weights) {
		return nil, fmt.Errorf("tune: the space has %d weights, the start point %d", len(o.Space.Weights), len(o.Start.Weights))
	}
	if err := o.Space.Check(); err != nil {
		return nil, err
	}
	if err := o.Start.Params.Check(); err != nil {
		return nil, fmt.Errorf("tune: start point: %w", err)
	}
	for _, w := range o.Start.Weights {
		if err := meteor.CheckParam("weight", w); err != nil {
			return nil, fmt.Errorf("tune: start point: %w", err)
		}
	}
	if o.Method != Hill && o.Space.Size() > o.MaxGrid {
		return nil, fmt.Errorf("tune: the grid has %.0f points (more than %.0f); use hill climbing or larger steps", o.Space.Size(), o.MaxGrid)
	}
	if o.LeaveOneSystemOut && o.Objective.Level != Segment {
		return nil, fmt.Errorf("tune: leave-one-system-out needs a segment-level objective")
	}
	sp := newMeteorSpace(o.Space, o.Method != Hill)
	s := &search[Point]{method: o.Method, space: sp, start: o.Start.clone, prefer: -1, chunk: sp.inner(), workers: o.Workers}
	tu, err := s.tune(func(sub subset) part[Point] {
		pr := d.problem(o.Objective, sub)
		return part[Point]{items: len(pr.items), newScorer: func() scorer[Point] { return newMeteorScorer(pr, sp) }}
	}, d.Systems, d.Segments(), o.Folds, o.LeaveOneSystemOut, o.Seed)
	if err != nil {
		return nil, err
	}
	res := &Result{Objective: o.Objective, Method: o.Method, Best: tu.best, Value: tu.value, Start: o.Start.clone(), StartValue: tu.startValue,
		Items: tu.items, MeanTuned: tu.meanTuned, MeanDefault: tu.meanDefault, SearchTime: tu.searchTime}
	for _, f := range tu.folds {
		res.Folds = append(res.Folds, Fold(f))
	}
	res.Evaluated = s.evaluated.Load()
	res.Elapsed = time.Since(begin)
	return res, nil
}

// meteorSpace is a Space as the search walks it. The coordinates are α,
// β, γ, δ, then the weights; hill climbing moves one by ± its step,
// rounded to 1e-9 and clamped to its range (so a start off the grid stays
// off it). The grid enumerates β, then the weights (the last fastest),
// then δ, α and γ, γ innermost: a run of consecutive points shares β and
// the weights, so the rescoring computes each intermediate quantity once
// per value of the parameters it depends on (meteorScorer).
type meteorSpace struct {
	ranges []Range // the coordinates
	// The grid's values (nil when no grid is searched): nw weight
	// combinations of weights[i], the last varying fastest.
	betas, alphas, gammas, deltas []float64
	weights                       [][]float64
	nw                            int
}

func newMeteorSpace(sp Space, grid bool) *meteorSpace {
	m := &meteorSpace{ranges: append([]Range{sp.Alpha, sp.Beta, sp.Gamma, sp.Delta}, sp.Weights...)}
	if grid {
		m.betas, m.alphas, m.gammas, m.deltas = sp.Beta.Values(), sp.Alpha.Values(), sp.Gamma.Values(), sp.Delta.Values()
		m.nw = 1
		for _, r := range sp.Weights {
			m.weights = append(m.weights, r.Values())
			m.nw *= len(m.weights[len(m.weights)-1])
		}
	}
	return m
}

// inner is the number of points of a run that shares β and the weights.
func (m *meteorSpace) inner() int { return len(m.deltas) * len(m.alphas) * len(m.gammas) }

func (m *meteorSpace) points() int { return len(m.betas) * m.nw * m.inner() }

// index splits grid point k into the positions of its values.
func (m *meteorSpace) index(k int) (beta, weights, delta, alpha, gamma int) {
	gamma, k = k%len(m.gammas), k/len(m.gammas)
	alpha, k = k%len(m.alphas), k/len(m.alphas)
	delta, k = k%len(m.deltas), k/len(m.deltas)
	return k / m.nw, k % m.nw, delta, alpha, gamma
}

// weightsOf is weight combination j.
func (m *meteorSpace) weightsOf(j int) []float64 {
	w := make([]float64, len(m.weights))
	for i := len(m.weights) - 1; i >= 0; i-- {
		w[i] = m.weights[i][j%len(m.weights[i])]
		j /= len(m.weights[i])
	}
	return w
}

func (m *meteorSpace) point(k int) Point {
	b, w, d, a, g := m.index(k)
	return Point{Params: meteor.Params{Alpha: m.alphas[a], Beta: m.betas[b], Gamma: m.gammas[g], Delta: m.deltas[d]}, Weights: m.weightsOf(w)}
}

func (m *meteorSpace) dims() int { return len(m.ranges) }

func (m *meteorSpace) move(p Point, i, dir int) (Point, bool) {
	r := m.ranges[i]
	if r.Step <= 0 {
		return p, false
	}
	c := p.clone()
	x := coordinate(&c, i)
	nx := r.clamp(math.Round((*x+float64(dir)*r.Step)*1e9) / 1e9)
	if nx == *x {
		return p, false
	}
	*x = nx
	return c, true
}

// coordinate is coordinate i of p: α, β, γ, δ, then the weights.
func coordinate(p *Point, i int) *float64 {
	switch i {
	case 0:
		return &p.Params.Alpha
	case 1:
		return &p.Params.Beta
	case 2:
		return &p.Params.Gamma
	case 3:
		return &p.Params.Delta
	}
	return &p.Weights[i-4]
}

// meteorScorer is the objective on a problem at points of a meteorSpace.
// On the grid it recomputes precision and recall only when δ or the
// weights change and the F-mean only when α does too (frag^β is cached
// by the rescorer per β value).
type meteorScorer struct {
	rs *rescorer
	sp *meteorSpace
	// dw and dwa are the (weights, δ) and (weights, δ, α) combinations
	// the rescorer holds (-1: none).
	dw, dwa int
}

func newMeteorScorer(pr *problem, sp *meteorSpace) *meteorScorer {
	return &meteorScorer{rs: newRescorer(pr), sp: sp, dw: -1, dwa: -1}
}

func (s *meteorScorer) atGrid(k int) float64 {
	m := s.sp
	b, w, d, a, g := m.index(k)
	s.rs.setBeta(m.betas[b])
	if dw := w*len(m.deltas) + d; dw != s.dw {
		s.rs.setDeltaWeights(m.deltas[d], m.weightsOf(w))
		s.dw = dw
	}
	if dwa := s.dw*len(m.alphas) + a; dwa != s.dwa {
		s.rs.setAlpha(m.alphas[a])
		s.dwa = dwa
	}
	return s.rs.objective(m.gammas[g])
}

func (s *meteorScorer) at(p Point) float64 {
	s.dw, s.dwa = -1, -1
	return s.rs.eval(p)
}
