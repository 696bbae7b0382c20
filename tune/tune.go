package tune

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/correlate"
	"github.com/parmesan-mt/parmesan/internal/jvm"
	"github.com/parmesan-mt/parmesan/meteor"
)

// Level is what the objective correlates.
type Level int

// The levels.
const (
	// Segment correlates all judged (system, segment) pairs, flattened
	// (mt-metrics-eval's "none" averaging).
	Segment Level = iota
	// System correlates one corpus score per system.
	System
)

func (l Level) String() string {
	if l == System {
		return "system"
	}
	return "segment"
}

// ParseLevel parses "segment" (or "seg") and "system" (or "sys").
func ParseLevel(s string) (Level, error) {
	switch s {
	case "segment", "seg":
		return Segment, nil
	case "system", "sys":
		return System, nil
	}
	return 0, fmt.Errorf("tune: unknown level %q (segment, system)", s)
}

// Statistic is a named correlation of metric scores x with human scores y.
type Statistic struct {
	Name string
	Fn   func(x, y []float64) (float64, error)
}

// Statistics are the objectives tune knows: every statistic of package
// correlate (Pearson directly, for speed; the others through
// correlate.Vector, which leaves NaN cells out).
var Statistics = func() []Statistic {
	var out []Statistic
	for _, st := range correlate.Statistics {
		if st == correlate.StatPearson {
			out = append(out, Statistic{string(st), correlate.Pearson})
			continue
		}
		out = append(out, Statistic{string(st), func(x, y []float64) (float64, error) {
			r, err := correlate.Vector(st, y, x)
			return r.Value, err
		}})
	}
	return out
}()

// LookupStatistic finds a statistic by name (correlate.ParseStatistic's
// spellings).
func LookupStatistic(name string) (Statistic, error) {
	st, err := correlate.ParseStatistic(name)
	if err != nil {
		return Statistic{}, fmt.Errorf("tune: %w", err)
	}
	for _, s := range Statistics {
		if s.Name == string(st) {
			return s, nil
		}
	}
	return Statistic{}, fmt.Errorf("tune: unknown statistic %q", name)
}

// Objective is what a search maximizes.
type Objective struct {
	Level     Level
	Statistic Statistic
	// Average is how segment-level scores are grouped (correlate's none,
	// item or sys; "" is none: all judged pairs flattened).
	Average correlate.Average
}

func (o Objective) String() string {
	s := o.Level.String() + "-level " + o.Statistic.Name
	if o.Level == Segment && o.Average != "" && o.Average != correlate.AverageNone {
		s += " (" + string(o.Average) + " average)"
	}
	return s
}

// Data are the cached per-segment statistics of some systems with their
// human judgments: what a search rescores.
type Data struct {
	Systems []string
	// Stats[s][i] are the statistics of system s on segment i.
	Stats [][]meteor.Stats
	// SegHuman[s][i] is the human score of system s on segment i (NaN when
	// unjudged); nil when there are no segment-level judgments.
	SegHuman [][]float64
	// SysHuman[s] is the human score of system s (NaN when none); nil when
	// there are no system-level judgments.
	SysHuman []float64
}

// Segments is the number of segments per system.
func (d *Data) Segments() int {
	if len(d.Stats) == 0 {
		return 0
	}
	return len(d.Stats[0])
}

// ErrData is wrapped by errors about unusable data.
var ErrData = errors.New("tune: unusable data")

func (d *Data) check(level Level) error {
	if len(d.Stats) != len(d.Systems) {
		return fmt.Errorf("%w: %d systems but statistics for %d", ErrData, len(d.Systems), len(d.Stats))
	}
	for s := range d.Stats {
		if len(d.Stats[s]) != d.Segments() {
			return fmt.Errorf("%w: system %s has %d segments, %s has %d", ErrData, d.Systems[s], len(d.Stats[s]), d.Systems[0], d.Segments())
		}
	}
	return checkHuman(d.Systems, d.SegHuman, d.SysHuman, level)
}

// checkHuman checks the human scores of systems for an objective at
// level: finite or NaN, and present at that level.
func checkHuman(systems []string, seg [][]float64, sys []float64, level Level) error {
	for s, row := range seg {
		for i, v := range row {
			if math.IsInf(v, 0) {
				return fmt.Errorf("%w: system %s segment %d: human score %v", ErrData, systems[s], i, v)
			}
		}
	}
	for s, v := range sys {
		if math.IsInf(v, 0) {
			return fmt.Errorf("%w: system %s: human score %v", ErrData, systems[s], v)
		}
	}
	switch {
	case level == Segment && len(seg) != len(systems):
		return fmt.Errorf("%w: no segment-level human scores", ErrData)
	case level == System && len(sys) != len(systems):
		return fmt.Errorf("%w: no system-level human scores", ErrData)
	}
	return nil
}

// subset selects systems and segments (nil = all).
type subset struct {
	systems  []bool
	segments []bool
}

func (s subset) sys(i int) bool { return s.systems == nil || s.systems[i] }
func (s subset) seg(i int) bool { return s.segments == nil || s.segments[i] }

// problem is the objective on a subset of the data, ready to rescore.
type problem struct {
	stat  Statistic
	items []item
	human []float64
	// With a segment-level average other than none, the objective is
	// correlate.Correlate over systems × segments matrices: pos[k] is
	// item k's cell, gold the human matrix (NaN where unjudged or left
	// out) and metric the scratch matrix the scores go into.
	avg    correlate.Average
	cstat  correlate.Statistic
	pos    [][2]int
	gold   [][]float64
	metric [][]float64
}

func (d *Data) problem(obj Objective, sub subset) *problem {
	pr := newProblem(obj, len(d.Stats), d.Segments())
	for s := range d.Stats {
		if !sub.sys(s) {
			continue
		}
		if obj.Level == Segment {
			for i := range d.Stats[s] {
				if h := d.SegHuman[s][i]; sub.seg(i) && !math.IsNaN(h) {
					pr.items = append(pr.items, newItem(&d.Stats[s][i], h))
					pr.addSegment(s, i, h)
				}
			}
			continue
		}
		if h := d.SysHuman[s]; !math.IsNaN(h) {
			var t meteor.Stats
			for i := range d.Stats[s] {
				if sub.seg(i) {
					t.Add(&d.Stats[s][i])
				}
			}
			pr.items = append(pr.items, newItem(&t, h))
			pr.human = append(pr.human, h)
		}
	}
	pr.done()
	return pr
}

// newProblem is an empty problem of the objective over nsys systems of
// nseg segments: items are added with addSegment or by appending to
// human, then done.
func newProblem(obj Objective, nsys, nseg int) *problem {
	pr := &problem{stat: obj.Statistic}
	if obj.Level == Segment && obj.Average != "" && obj.Average != correlate.AverageNone {
		pr.avg, pr.cstat = obj.Average, correlate.Statistic(obj.Statistic.Name)
		pr.gold = nanMatrix(nsys, nseg)
	}
	return pr
}

// addSegment adds the human score h of system s on segment i.
func (pr *problem) addSegment(s, i int, h float64) {
	pr.human = append(pr.human, h)
	if pr.gold != nil {
		pr.pos = append(pr.pos, [2]int{s, i})
		pr.gold[s][i] = h
	}
}

// done allocates the grouped objective's metric matrix.
func (pr *problem) done() {
	if pr.gold != nil {
		pr.metric = nanMatrix(len(pr.gold), len(pr.gold[0]))
	}
}

// value correlates scores (one per item, in the order of human) with the
// human scores; scratch is a per-worker copy of pr.metric (scratch()).
// NaN when the statistic is undefined.
func (pr *problem) value(scores []float64, scratch [][]float64) float64 {
	if pr.pos != nil {
		for k, p := range pr.pos {
			scratch[p[0]][p[1]] = scores[k]
		}
		r, err := correlate.Correlate(pr.cstat, pr.avg, pr.gold, scratch)
		if err != nil {
			return math.NaN()
		}
		return r.Value
	}
	v, err := pr.stat.Fn(scores, pr.human)
	if err != nil {
		return math.NaN()
	}
	return v
}

// scratch is a worker's own matrix for value (nil without grouping).
func (pr *problem) scratch() [][]float64 {
	if pr.metric == nil {
		return nil
	}
	return nanMatrix(len(pr.metric), len(pr.metric[0]))
}

func nanMatrix(rows, cols int) [][]float64 {
	m := make([][]float64, rows)
	for r := range m {
		m[r] = nanSlice(cols)
	}
	return m
}

// Point is one setting of the parameters and module weights.
type Point struct {
	Params  meteor.Params
	Weights []float64
}

// ParamsString is the point's -p argument ("α β γ δ").
func (p Point) ParamsString() string {
	q := p.Params
	return strings.Join(formatAll([]float64{q.Alpha, q.Beta, q.Gamma, q.Delta}), " ")
}

// WeightsString is the point's -w argument.
func (p Point) WeightsString() string { return strings.Join(formatAll(p.Weights), " ") }

func (p Point) String() string {
	return fmt.Sprintf("-p %q -w %q", p.ParamsString(), p.WeightsString())
}

func formatAll(x []float64) []string {
	s := make([]string, len(x))
	for i, v := range x {
		s[i] = jvm.FormatDouble(v)
	}
	return s
}

func (p Point) clone() Point {
	return Point{Params: p.Params, Weights: append([]float64(nil), p.Weights...)}
}

// Range is an inclusive range of values searched with a step; Step 0
// means the single value Min.
type Range struct{ Min, Max, Step float64 }

// MaxRangeValues is the most values one range may have: a smaller step
// is refused by ParseRange (and Tune) rather than searched for hours.
const MaxRangeValues = 1_000_000

// Count is the number of values of the range, computed without listing
// them (+Inf for a range that is not finite).
func (r Range) Count() float64 {
	if r.Step <= 0 || r.Max <= r.Min {
		return 1
	}
	n := math.Floor((r.Max-r.Min)/r.Step+1e-9) + 1
	if math.IsNaN(n) {
		return math.Inf(1)
	}
	return n
}

// Values lists the range's values, rounded to 1e-9 so that decimal steps
// give decimal values (0.1 + 0.2 is 0.3 here). Call it on a checked range
// (ParseRange, Range.Check): it allocates Count values.
func (r Range) Values() []float64 {
	if r.Step <= 0 || r.Max <= r.Min {
		return []float64{r.Min}
	}
	n := int(r.Count())
	out := make([]float64, n)
	for i := range out {
		out[i] = math.Round((r.Min+float64(i)*r.Step)*1e9) / 1e9
	}
	return out
}

func (r Range) clamp(x float64) float64 { return math.Min(math.Max(x, r.Min), r.Max) }

// Check validates a range of the parameter name ("alpha", "beta",
// "gamma", "delta" or "weight"): finite ends inside the parameter's
// bounds (meteor.CheckParam), Min ≤ Max, a positive step when Min < Max
// (0 only for a single value), and at most MaxRangeValues values.
func (r Range) Check(name string) error {
	for _, v := range []float64{r.Min, r.Max} {
		if err := meteor.CheckParam(name, v); err != nil {
			return fmt.Errorf("tune: %s range: %w", name, err)
		}
	}
	switch {
	case r.Max < r.Min:
		return fmt.Errorf("tune: %s range: the maximum %v is below the minimum %v", name, r.Max, r.Min)
	case math.IsNaN(r.Step) || math.IsInf(r.Step, 0) || r.Step < 0:
		return fmt.Errorf("tune: %s range: the step %v is not a finite non-negative number", name, r.Step)
	case r.Max > r.Min && r.Step == 0:
		return fmt.Errorf("tune: %s range: a step of 0 between %v and %v (give a single value for a fixed %s)", name, r.Min, r.Max, name)
	case r.Count() > MaxRangeValues:
		return fmt.Errorf("tune: %s range: %.3g values (step %v) is more than %d; use a larger step", name, r.Count(), r.Step, MaxRangeValues)
	}
	return nil
}

// ParseRange reads "MIN:MAX:STEP" or a single value for the parameter
// name and checks it (Range.Check). It is the one range parser of the
// tune command.
func ParseRange(name, s string) (Range, error) {
	f := strings.Split(strings.TrimSpace(s), ":")
	if len(f) != 1 && len(f) != 3 {
		return Range{}, fmt.Errorf("tune: %s range %q is not MIN:MAX:STEP or a single value", name, s)
	}
	x := make([]float64, len(f))
	for i, p := range f {
		v, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		if err != nil {
			return Range{}, fmt.Errorf("tune: %s range %q: %q is not a number", name, s, p)
		}
		x[i] = v
	}
	r := Range{Min: x[0], Max: x[0]}
	if len(x) == 3 {
		r = Range{Min: x[0], Max: x[1], Step: x[2]}
	}
	if err := r.Check(name); err != nil {
		return Range{}, err
	}
	return r, nil
}

// Space is the searched region: a range per parameter and per module
// weight (by module position).
type Space struct {
	Alpha, Beta, Gamma, Delta Range
	Weights                   []Range
}

// Default ranges. Every value of Meteor 1.5's parameter tables (spec
// §1.4) lies on this grid, so the grid contains the defaults.
var (
	DefaultUnitRange   = Range{0, 1, 0.05} // α, γ, δ
	DefaultBetaRange   = Range{0, 3, 0.1}  // β
	DefaultWeightRange = Range{0, 1, 0.1}  // weights of the second and later modules
)

// DefaultSpace is the default space for n modules: α, γ, δ in [0, 1] by
// 0.05, β in [0, 3] by 0.1, the first module's weight fixed at 1 and the
// others in [0, 1] by 0.1.
func DefaultSpace(n int) Space {
	s := Space{Alpha: DefaultUnitRange, Beta: DefaultBetaRange, Gamma: DefaultUnitRange, Delta: DefaultUnitRange}
	for i := 0; i < n; i++ {
		if i == 0 {
			s.Weights = append(s.Weights, Range{1, 1, 0})
		} else {
			s.Weights = append(s.Weights, DefaultWeightRange)
		}
	}
	return s
}

// Size is the number of grid points (computed, nothing listed).
func (s Space) Size() float64 {
	n := s.Alpha.Count() * s.Beta.Count() * s.Gamma.Count() * s.Delta.Count()
	for _, w := range s.Weights {
		n *= w.Count()
	}
	return n
}

// Check validates every range of the space (Range.Check).
func (s Space) Check() error {
	for _, r := range []struct {
		name string
		r    Range
	}{{"alpha", s.Alpha}, {"beta", s.Beta}, {"gamma", s.Gamma}, {"delta", s.Delta}} {
		if err := r.r.Check(r.name); err != nil {
			return err
		}
	}
	for _, w := range s.Weights {
		if err := w.Check("weight"); err != nil {
			return err
		}
	}
	return nil
}

// AssignFolds assigns each of n segments to one of k folds by a seeded
// permutation: fold sizes differ by at most one, and the same (n, k,
// seed) always gives the same assignment.
func AssignFolds(n, k int, seed uint64) ([]int, error) {
	if k < 2 || k > n {
		return nil, fmt.Errorf("tune: cannot split %d segments into %d folds", n, k)
	}
	perm := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15)).Perm(n)
	f := make([]int, n)
	for i, p := range perm {
		f[p] = i % k
	}
	return f, nil
}
