package tune

import (
	"fmt"
	"math"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/parmesan-mt/parmesan/meteor"
)

// Method is a search strategy.
type Method string

// The methods.
const (
	Grid  Method = "grid" // every point of the space
	Hill  Method = "hill" // hill climbing from the start point
	Mixed Method = "grid+hill"
)

// ParseMethod validates a method name.
func ParseMethod(s string) (Method, error) {
	switch m := Method(s); m {
	case Grid, Hill, Mixed:
		return m, nil
	}
	return "", fmt.Errorf("tune: unknown method %q (grid, hill, grid+hill)", s)
}

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
	t := &tuner{o: o}
	res := &Result{Objective: o.Objective, Method: o.Method, Start: o.Start.clone()}
	all := d.problem(o.Objective, subset{})
	if len(all.items) < 3 {
		return nil, fmt.Errorf("%w: %d judged items, need at least 3", ErrData, len(all.items))
	}
	res.Items = len(all.items)
	st := time.Now()
	res.Best, res.Value = t.search(all)
	res.SearchTime = time.Since(st)
	if math.IsNaN(res.Value) {
		return nil, fmt.Errorf("%w: the objective is undefined (NaN) at every point searched: constant human or metric scores?", ErrData)
	}
	res.StartValue = newRescorer(all).eval(o.Start)
	folds, err := cvFolds(d.Systems, d.Segments(), o.Folds, o.LeaveOneSystemOut, o.Seed)
	if err != nil {
		return nil, err
	}
	var tuned, def []float64
	for _, f := range folds {
		trp, tep := d.problem(o.Objective, f.train), d.problem(o.Objective, f.test)
		fr := Fold{Name: f.name, Train: len(trp.items), Test: len(tep.items)}
		fr.Best, fr.TrainValue = t.search(trp)
		rs := newRescorer(tep)
		fr.Tuned, fr.Default = rs.eval(fr.Best), rs.eval(o.Start)
		tuned, def = append(tuned, fr.Tuned), append(def, fr.Default)
		res.Folds = append(res.Folds, fr)
	}
	res.MeanTuned, res.MeanDefault = meanNotNaN(tuned), meanNotNaN(def)
	res.Evaluated = t.evaluated.Load()
	res.Elapsed = time.Since(begin)
	return res, nil
}

// meanNotNaN is the mean of the values that are not NaN (NaN when there
// are none).
func meanNotNaN(x []float64) float64 {
	sum, n := 0.0, 0
	for _, v := range x {
		if !math.IsNaN(v) {
			sum += v
			n++
		}
	}
	return sum / float64(n)
}

// foldSpec is one cross-validation fold: its name and the parts it
// trains and tests on.
type foldSpec struct {
	name        string
	train, test subset
}

// cvFolds are the folds of a cross-validation: each system held out in
// turn (loso), k folds over segments (k > 1), or none.
func cvFolds(systems []string, segments, k int, loso bool, seed uint64) ([]foldSpec, error) {
	var folds []foldSpec
	switch {
	case loso:
		for s := range systems {
			tr, te := make([]bool, len(systems)), make([]bool, len(systems))
			for j := range tr {
				tr[j], te[j] = j != s, j == s
			}
			folds = append(folds, foldSpec{systems[s], subset{systems: tr}, subset{systems: te}})
		}
	case k > 1:
		assign, err := AssignFolds(segments, k, seed)
		if err != nil {
			return nil, err
		}
		for f := 0; f < k; f++ {
			tr, te := make([]bool, len(assign)), make([]bool, len(assign))
			for i, a := range assign {
				tr[i], te[i] = a != f, a == f
			}
			folds = append(folds, foldSpec{fmt.Sprint(f + 1), subset{segments: tr}, subset{segments: te}})
		}
	}
	return folds, nil
}

type tuner struct {
	o         Options
	evaluated atomic.Int64
}

// search runs the configured method on one problem.
func (t *tuner) search(pr *problem) (Point, float64) {
	switch t.o.Method {
	case Hill:
		return t.hill(pr, t.o.Start)
	case Mixed:
		p, _ := t.grid(pr)
		return t.hill(pr, p)
	}
	return t.grid(pr)
}

// better reports whether value a beats b (NaN never wins).
func better(a, b float64) bool { return !math.IsNaN(a) && (math.IsNaN(b) || a > b) }

// grid evaluates every point of the space. Work is split by (β, weight
// combination); within a job δ, α, γ vary, innermost last, so each
// intermediate quantity is computed once per value of the parameters it
// depends on. The winner is the highest objective, the earliest point in
// enumeration order on ties, whatever the number of workers.
func (t *tuner) grid(pr *problem) (Point, float64) {
	sp := t.o.Space
	betas, alphas, gammas, deltas := sp.Beta.Values(), sp.Alpha.Values(), sp.Gamma.Values(), sp.Delta.Values()
	wvals := make([][]float64, len(sp.Weights))
	nw := 1
	for i, r := range sp.Weights {
		wvals[i] = r.Values()
		nw *= len(wvals[i])
	}
	weightsOf := func(k int) []float64 {
		w := make([]float64, len(wvals))
		for i := len(wvals) - 1; i >= 0; i-- {
			w[i] = wvals[i][k%len(wvals[i])]
			k /= len(wvals[i])
		}
		return w
	}
	jobs := len(betas) * nw
	type best struct {
		v   float64
		idx int64
		pt  Point
	}
	results := make([]best, t.o.Workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	inner := int64(len(deltas) * len(alphas) * len(gammas))
	for wk := 0; wk < t.o.Workers; wk++ {
		wg.Add(1)
		go func(wk int) {
			defer wg.Done()
			rs := newRescorer(pr)
			b := best{v: math.NaN(), idx: -1}
			n := int64(0)
			for {
				j := int(next.Add(1)) - 1
				if j >= jobs {
					break
				}
				beta, w := betas[j/nw], weightsOf(j%nw)
				rs.setBeta(beta)
				idx := int64(j) * inner
				for _, d := range deltas {
					rs.setDeltaWeights(d, w)
					for _, a := range alphas {
						rs.setAlpha(a)
						for _, g := range gammas {
							v := rs.objective(g)
							n++
							if better(v, b.v) || (v == b.v && idx < b.idx) {
								b = best{v, idx, Point{Params: paramsOf(a, beta, g, d), Weights: w}}
							}
							idx++
						}
					}
				}
			}
			t.evaluated.Add(n)
			results[wk] = b
		}(wk)
	}
	wg.Wait()
	b := best{v: math.NaN(), idx: -1}
	for _, r := range results {
		if r.idx >= 0 && (better(r.v, b.v) || (r.v == b.v && r.idx < b.idx) || b.idx < 0) {
			b = r
		}
	}
	if b.idx < 0 {
		return t.o.Start.clone(), math.NaN()
	}
	return b.pt.clone(), b.v
}

// hill climbs from start: each round tries every coordinate one step up
// and down (within the space) and moves to the best improvement; it stops
// when no move improves the objective.
func (t *tuner) hill(pr *problem, start Point) (Point, float64) {
	rs := newRescorer(pr)
	cur := start.clone()
	v := rs.eval(cur)
	n := int64(1)
	sp := t.o.Space
	ranges := append([]Range{sp.Alpha, sp.Beta, sp.Gamma, sp.Delta}, sp.Weights...)
	get := func(p *Point, k int) *float64 {
		switch k {
		case 0:
			return &p.Params.Alpha
		case 1:
			return &p.Params.Beta
		case 2:
			return &p.Params.Gamma
		case 3:
			return &p.Params.Delta
		}
		return &p.Weights[k-4]
	}
	for round := 0; round < 10000; round++ {
		bestV, bestP := v, Point{}
		moved := false
		for k, r := range ranges {
			if r.Step <= 0 {
				continue
			}
			for _, dir := range []float64{-1, 1} {
				c := cur.clone()
				x := get(&c, k)
				nx := r.clamp(math.Round((*x+dir*r.Step)*1e9) / 1e9)
				if nx == *x {
					continue
				}
				*x = nx
				cv := rs.eval(c)
				n++
				if better(cv, bestV) && cv > bestV+1e-12 || (math.IsNaN(bestV) && !math.IsNaN(cv)) {
					bestV, bestP, moved = cv, c, true
				}
			}
		}
		if !moved {
			break
		}
		cur, v = bestP, bestV
	}
	t.evaluated.Add(n)
	return cur, v
}

func paramsOf(a, b, g, d float64) meteor.Params {
	return meteor.Params{Alpha: a, Beta: b, Gamma: g, Delta: d}
}
