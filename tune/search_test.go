package tune

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/meteor"
)

// table is a toy space for the generic search: points (x, y) of a
// rows × cols table, numbered row by row; hill climbing moves x or y by
// one. Its scorer reads the table's value.
type table [][]float64

func (t table) points() int        { return len(t) * len(t[0]) }
func (t table) point(k int) [2]int { return [2]int{k / len(t[0]), k % len(t[0])} }
func (t table) dims() int          { return 2 }

func (t table) move(p [2]int, i, dir int) ([2]int, bool) {
	p[i] += dir
	return p, p[0] >= 0 && p[0] < len(t) && p[1] >= 0 && p[1] < len(t[0])
}

type tableScorer struct{ t table }

func (s tableScorer) atGrid(k int) float64 { return s.at(s.t.point(k)) }
func (s tableScorer) at(p [2]int) float64  { return s.t[p[0]][p[1]] }

func (t table) part() part[[2]int] {
	return part[[2]int]{items: t.points(), newScorer: func() scorer[[2]int] { return tableScorer{t} }}
}

func tableSearch(t table, m Method, start [2]int, prefer, chunk, workers int) *search[[2]int] {
	return &search[[2]int]{method: m, space: t, start: func() [2]int { return start }, prefer: prefer, chunk: chunk, workers: workers}
}

var nan = math.NaN()

// The grid keeps the highest value; on a tie the preferred point, else
// the earliest; NaN never wins; the answer is the same for every number
// of workers and run length. Hill climbing takes the best strict
// improvement each round (hand-traced below).
func TestSearchHand(t *testing.T) {
	tb := table{
		{1, 2, 3},
		{2, 5, 4},
		{nan, 6, 0},
	}
	ties := table{
		{nan, 7, 1},
		{7, nan, 7},
	}
	cases := []struct {
		name      string
		t         table
		method    Method
		start     [2]int
		prefer    int
		want      [2]int
		value     float64
		evaluated int64
	}{
		{"grid", tb, Grid, [2]int{0, 0}, -1, [2]int{2, 1}, 6, 9},
		{"grid ties: earliest", ties, Grid, [2]int{0, 0}, -1, [2]int{0, 1}, 7, 6},
		{"grid ties: preferred", ties, Grid, [2]int{0, 0}, 5, [2]int{1, 2}, 7, 6},
		{"grid: a preferred point below the best does not win", ties, Grid, [2]int{0, 0}, 2, [2]int{0, 1}, 7, 6},
		{"grid: all NaN gives the start", table{{nan, nan}}, Grid, [2]int{0, 1}, -1, [2]int{0, 1}, nan, 2},
		// (0,0)=1 → (1,0)=2 (the first of two equal moves) → (1,1)=5 →
		// (2,1)=6, where no neighbour improves: 1+2+3+4+3 evaluations.
		{"hill", tb, Hill, [2]int{0, 0}, -1, [2]int{2, 1}, 6, 13},
		// From a NaN point any defined move improves: (1,1) → (0,1)=7 (the
		// later (1,0)=7 and (1,2)=7 are no better), whose moves (1,1)=NaN,
		// (0,0)=NaN and (0,2)=1 are not: 1+3+3 evaluations.
		{"hill from NaN", ties, Hill, [2]int{1, 1}, -1, [2]int{0, 1}, 7, 7},
		{"grid+hill", tb, Mixed, [2]int{0, 0}, -1, [2]int{2, 1}, 6, 9 + 1 + 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, workers := range []int{1, 2, 5} {
				for _, chunk := range []int{0, 1, 2, 4} {
					s := tableSearch(c.t, c.method, c.start, c.prefer, chunk, workers)
					p, v := s.run(c.t.part())
					assert.Equal(t, c.want, p, "workers %d chunk %d", workers, chunk)
					if math.IsNaN(c.value) {
						assert.True(t, math.IsNaN(v))
					} else {
						assert.Equal(t, c.value, v)
					}
					assert.Equal(t, c.evaluated, s.evaluated.Load())
				}
			}
		})
	}
}

// A strict improvement must exceed 1e-12: a smaller gain does not move.
func TestHillThreshold(t *testing.T) {
	tb := table{{0.5, 0.5 + 1e-13, 0.5 + 3e-12}}
	p, v := tableSearch(tb, Hill, [2]int{0, 0}, -1, 1, 1).run(tb.part())
	assert.Equal(t, [2]int{0, 0}, p)
	assert.Equal(t, 0.5, v)
	p, _ = tableSearch(tb, Hill, [2]int{0, 1}, -1, 1, 1).run(tb.part())
	assert.Equal(t, [2]int{0, 2}, p)
}

// The Meteor grid's incremental rescoring (precision and recall kept
// while δ and the weights stay, the F-mean while α does too) gives, bit
// for bit, the objective of the point rescored from scratch, in grid
// order and in any other order.
func TestMeteorGridEqualsPoint(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	stats := make([]meteor.Stats, 60)
	human := make([]float64, len(stats))
	for i := range stats {
		stats[i], human[i] = randomStats(r), r.Float64()
	}
	d := &Data{Systems: []string{"a"}, Stats: [][]meteor.Stats{stats}, SegHuman: [][]float64{human}}
	sp := Space{Alpha: Range{0.2, 0.8, 0.3}, Beta: Range{0.5, 2, 0.5}, Gamma: Range{0, 0.5, 0.25}, Delta: Range{0.4, 0.6, 0.2},
		Weights: []Range{{1, 1, 0}, {0, 1, 0.5}, {0.2, 0.4, 0.2}}}
	ms := newMeteorSpace(sp, true)
	require.Equal(t, int(sp.Size()), ms.points())
	pr := d.problem(Objective{Level: Segment, Statistic: Statistics[0]}, subset{})
	ref := newRescorer(pr)
	want := make([]float64, ms.points())
	for k := range want {
		want[k] = ref.eval(ms.point(k))
	}
	inc := newMeteorScorer(pr, ms)
	for k := range want {
		require.Equal(t, want[k], inc.atGrid(k), "grid point %d", k)
	}
	for _, k := range r.Perm(len(want)) {
		require.Equal(t, want[k], inc.atGrid(k), "grid point %d out of order", k)
		if k%7 == 0 {
			require.Equal(t, want[k], inc.at(ms.point(k)))
		}
	}
	// The enumeration: β slowest, then the weights (the last fastest),
	// δ, α and γ fastest.
	assert.Equal(t, Point{Params: meteor.Params{Alpha: 0.2, Beta: 0.5, Gamma: 0.25, Delta: 0.4}, Weights: []float64{1, 0, 0.2}}, ms.point(1))
	n := ms.inner()
	assert.Equal(t, Point{Params: meteor.Params{Alpha: 0.2, Beta: 0.5, Gamma: 0, Delta: 0.4}, Weights: []float64{1, 0, 0.4}}, ms.point(n))
	assert.Equal(t, Point{Params: meteor.Params{Alpha: 0.2, Beta: 1, Gamma: 0, Delta: 0.4}, Weights: []float64{1, 0, 0.2}}, ms.point(n*6))
}
