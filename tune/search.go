package tune

import (
	"fmt"
	"math"
	"sync"
	"sync/atomic"
	"time"
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

// The search
//
// Tune (Meteor's α β γ δ and weights over a Space of ranges) and
// TuneMetric (a Family's settings over a MetricSpace of listed values)
// run the one search below, generic over the point type P. A space
// numbers its grid points 0, 1, … in its enumeration order and tells how
// a point moves one step along each coordinate; a scorer evaluates the
// objective on one part of the data. The grid evaluates every point in
// parallel (workers take runs of consecutive points, so that a scorer can
// keep what depends only on the coordinates that did not change) and
// keeps the highest value, a preferred point on a tie with it (the
// metric's defaults), else the earliest; the result does not depend on
// the number of workers. Hill climbing starts from the start point
// (grid+hill: from the grid's best) and, each round, tries every
// coordinate one step down and up (2·dims evaluations) and moves to the
// best strict improvement (by more than 1e-12) until none improves. A NaN
// objective never wins. Tuning
// runs the search on all the data, then on each cross-validation fold's
// training part, and measures the fold's best point and the start on its
// held-out part.

// space is a parameter space over points of type P, as the search walks
// it.
type space[P any] interface {
	// points is the number of grid points.
	points() int
	// point is grid point k, a new value.
	point(k int) P
	// dims is the number of coordinates hill climbing moves along.
	dims() int
	// move is p moved one step along coordinate i, down (dir -1) or up
	// (dir +1), as a new point; false when there is no such move.
	move(p P, i, dir int) (P, bool)
}

// scorer is the objective on one part of the data, at points of type P
// (NaN where it is undefined). Not safe for concurrent use: each worker
// has its own.
type scorer[P any] interface {
	// atGrid is the objective at grid point k. A worker visits runs of
	// consecutive points in increasing order.
	atGrid(k int) float64
	// at is the objective at p.
	at(p P) float64
}

// part is the objective on one part (subset) of the data: its number of
// correlated items and how to make a scorer of it.
type part[P any] struct {
	items     int
	newScorer func() scorer[P]
}

// search is one configured search.
type search[P any] struct {
	method Method
	space  space[P]
	// start returns a new copy of the start point: the hill-climbing
	// start, the baseline, and the grid's result when no point of the grid
	// has a defined objective.
	start func() P
	// prefer is the grid point that wins a tie for the best value (-1:
	// none); other ties go to the earliest point.
	prefer int
	// chunk is the number of consecutive grid points a worker takes at a
	// time (at least 1).
	chunk     int
	workers   int
	evaluated atomic.Int64 // points evaluated by every search run
}

// run searches one part of the data with the method.
func (s *search[P]) run(pt part[P]) (P, float64) {
	switch s.method {
	case Hill:
		return s.hill(pt.newScorer(), s.start())
	case Mixed:
		p, _ := s.grid(pt)
		return s.hill(pt.newScorer(), p)
	}
	return s.grid(pt)
}

// better reports whether value a beats b (NaN never wins).
func better(a, b float64) bool { return !math.IsNaN(a) && (math.IsNaN(b) || a > b) }

// gridBest is a grid point and its value (k < 0: none yet).
type gridBest struct {
	k int
	v float64
}

// beats reports whether b wins over c: a higher value, or an equal one
// at the preferred point, or else at an earlier point.
func (s *search[P]) beats(b, c gridBest) bool {
	if b.k < 0 || math.IsNaN(b.v) {
		return false
	}
	if c.k < 0 || better(b.v, c.v) {
		return true
	}
	return b.v == c.v && (b.k == s.prefer || c.k != s.prefer && b.k < c.k)
}

// grid evaluates every grid point and returns the best (the start, NaN,
// when no value is defined).
func (s *search[P]) grid(pt part[P]) (P, float64) {
	n, chunk := s.space.points(), max(s.chunk, 1)
	results := make([]gridBest, s.workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for wk := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sc := pt.newScorer()
			b := gridBest{k: -1, v: math.NaN()}
			evaluated := int64(0)
			for {
				lo := (int(next.Add(1)) - 1) * chunk
				if lo >= n {
					break
				}
				for k := lo; k < min(lo+chunk, n); k++ {
					if c := (gridBest{k, sc.atGrid(k)}); s.beats(c, b) {
						b = c
					}
					evaluated++
				}
			}
			s.evaluated.Add(evaluated)
			results[wk] = b
		}()
	}
	wg.Wait()
	b := gridBest{k: -1, v: math.NaN()}
	for _, r := range results {
		if s.beats(r, b) {
			b = r
		}
	}
	if b.k < 0 {
		return s.start(), math.NaN()
	}
	return s.space.point(b.k), b.v
}

// hill climbs from p: each round tries every coordinate one step down and
// up and moves to the best strict improvement; it stops when no move
// improves the objective.
func (s *search[P]) hill(sc scorer[P], p P) (P, float64) {
	v := sc.at(p)
	evaluated := int64(1)
	for round := 0; round < 10000; round++ {
		bestP, bestV, moved := p, v, false
		for i := 0; i < s.space.dims(); i++ {
			for _, dir := range []int{-1, 1} {
				c, ok := s.space.move(p, i, dir)
				if !ok {
					continue
				}
				cv := sc.at(c)
				evaluated++
				if !math.IsNaN(cv) && (math.IsNaN(bestV) || cv > bestV+1e-12) {
					bestP, bestV, moved = c, cv, true
				}
			}
		}
		if !moved {
			break
		}
		p, v = bestP, bestV
	}
	s.evaluated.Add(evaluated)
	return p, v
}

// tuning is the outcome of search.tune.
type tuning[P any] struct {
	best                   P
	value                  float64 // objective of best on all the data
	startValue             float64 // objective of the start on all the data
	items                  int     // correlated items in all the data
	folds                  []fold[P]
	meanTuned, meanDefault float64
	searchTime             time.Duration // the search on all the data
}

// fold is the outcome of one cross-validation fold; Fold and MetricFold
// are its exported forms.
type fold[P any] struct {
	Name                       string
	Train, Test                int
	Best                       P
	TrainValue, Tuned, Default float64
}

// tune runs the search on all the data (the part of subset{}), then on
// each fold's training part (cvFolds), and measures the fold's best point
// and the start on its held-out part.
func (s *search[P]) tune(partOf func(subset) part[P], systems []string, segments, k int, loso bool, seed uint64) (*tuning[P], error) {
	all := partOf(subset{})
	if all.items < 3 {
		return nil, fmt.Errorf("%w: %d judged items, need at least 3", ErrData, all.items)
	}
	res := &tuning[P]{items: all.items}
	st := time.Now()
	res.best, res.value = s.run(all)
	res.searchTime = time.Since(st)
	if math.IsNaN(res.value) {
		return nil, fmt.Errorf("%w: the objective is undefined (NaN) at every point searched: constant human or metric scores?", ErrData)
	}
	res.startValue = all.newScorer().at(s.start())
	folds, err := cvFolds(systems, segments, k, loso, seed)
	if err != nil {
		return nil, err
	}
	var tuned, def []float64
	for _, f := range folds {
		train, test := partOf(f.train), partOf(f.test)
		fr := fold[P]{Name: f.name, Train: train.items, Test: test.items}
		fr.Best, fr.TrainValue = s.run(train)
		sc := test.newScorer()
		fr.Tuned, fr.Default = sc.at(fr.Best), sc.at(s.start())
		tuned, def = append(tuned, fr.Tuned), append(def, fr.Default)
		res.folds = append(res.folds, fr)
	}
	res.meanTuned, res.meanDefault = meanNotNaN(tuned), meanNotNaN(def)
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
