package tune

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"strconv"
	"sync"
	"time"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/mrewrite"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// MetricData are the statistics of a Family's metric, collected once
// with the largest orders of a space, with the human judgments.
type MetricData struct {
	Family *Family
	Spec   eval.Spec
	// Collected is the configuration the statistics were collected with;
	// Base is the configuration every point is set in (the metric's
	// other settings: tokenizer, case, …).
	Collected, Base eval.MetricConfig
	Systems         []string
	// Stats[s][i] are the statistics of system s on segment i.
	Stats    [][]metric.Stats
	SegHuman [][]float64
	SysHuman []float64
	// Rewriter aligns m-BLEU (its statistics do not depend on it; the
	// metric needs one to be built).
	Rewriter *mrewrite.Rewriter
}

// Segments is the number of segments per system.
func (d *MetricData) Segments() int {
	if len(d.Stats) == 0 {
		return 0
	}
	return len(d.Stats[0])
}

// CollectMetric scores every judged system of set once with spec's
// metric (eval.Evaluator.Run, as "parmesan score --metric" scores it: on
// the references rewritten toward each hypothesis for NAME@parmesan,
// each system's rewriting done once), configured as base with the
// largest orders of sp, against the primary reference. ev must rewrite
// for a spec on rewritten references (o.Sources ground them).
func CollectMetric(ev *eval.Evaluator, set *data.EvalSet, spec eval.Spec, base eval.MetricConfig, sp MetricSpace, o CollectOptions) (*MetricData, error) {
	f := sp.Family
	d := &MetricData{Family: f, Spec: spec, Base: base, Collected: f.collect(base, sp), Rewriter: mrewrite.New(ev.Scorer())}
	var refs *eval.References
	var err error
	if spec.Rewritten {
		refs, err = ev.PrepareReferences([][]string{set.Ref}, o.Sources)
		if err != nil && o.Sources != nil {
			err = fmt.Errorf("tune: %s: %w", set.Dir, err)
		}
	} else {
		refs, err = ev.PrepareReferences([][]string{set.Ref}, nil)
	}
	if err != nil {
		return nil, err
	}
	var systems []eval.System
	for _, j := range judgedSystems(set, o) {
		lines, err := set.SystemLines(j.name)
		if err != nil {
			return nil, err
		}
		systems = append(systems, eval.System{Name: j.name, Hyps: lines})
		d.Systems = append(d.Systems, j.name)
		d.SegHuman = append(d.SegHuman, j.seg)
		d.SysHuman = append(d.SysHuman, j.sys)
	}
	if len(systems) == 0 {
		return nil, fmt.Errorf("%w: no system of %s has human scores", ErrData, set.Dir)
	}
	var rewrites [][][]pipeline.Rewritten
	if o.Rewrites != nil {
		for _, s := range systems {
			rw, ok := o.Rewrites[s.Name]
			if !ok {
				if rw, err = ev.RewriteCorpus(s.Hyps, refs); err != nil {
					return nil, err
				}
			}
			rewrites = append(rewrites, rw)
		}
	}
	res, err := ev.Run(context.Background(), refs, systems, []string{spec.String()}, eval.RunOptions{Metrics: d.Collected, Rewrites: rewrites})
	if err != nil {
		return nil, err
	}
	for k, row := range res.Results {
		d.Stats = append(d.Stats, row.Stats)
		if o.Progress != nil {
			o.Progress(systems[k].Name)
		}
	}
	return d, nil
}

// Metric is the metric of point p (set in d.Base).
func (d *MetricData) Metric(p MetricPoint) (metric.Metric, error) {
	if err := d.Family.Check(p); err != nil {
		return nil, err
	}
	return d.Family.build(d.Family.Config(d.Base, p), d.Rewriter)
}

// Project returns the statistics of point p taken out of collected
// statistics s; an error when p reads orders the statistics were not
// collected with, or s is not of the collected layout.
func (d *MetricData) Project(s metric.Stats, p MetricPoint) (metric.Stats, error) {
	if err := d.fits(p); err != nil {
		return nil, err
	}
	if n := d.Family.statsLen(d.Collected); n != len(s) {
		return nil, fmt.Errorf("%w: %d statistics, the collected %s has %d", ErrData, len(s), d.Family.Name, n)
	}
	return d.Family.project(nil, s, d.Collected, d.Family.Config(d.Base, p)), nil
}

// fits checks that the statistics hold every order point p reads.
func (d *MetricData) fits(p MetricPoint) error {
	if err := d.Family.Check(p); err != nil {
		return err
	}
	have, want := d.Family.orders(d.Collected), d.Family.orders(d.Family.Config(d.Base, p))
	for i := range want {
		if want[i] > have[i] {
			return fmt.Errorf("%w: %s reads orders %v, the statistics were collected up to %v", ErrData, d.Family.String(p), want, have)
		}
	}
	return nil
}

// MetricOptions configure TuneMetric: Options' objective, method and
// cross-validation, over a MetricSpace.
type MetricOptions struct {
	Objective         Objective
	Method            Method // default Grid
	Space             MetricSpace
	Folds             int
	LeaveOneSystemOut bool
	Seed              uint64
	Workers           int
}

// MetricFold is the outcome of one cross-validation fold.
type MetricFold struct {
	Name        string
	Train, Test int
	Best        MetricPoint
	TrainValue  float64
	Tuned       float64 // objective of Best on the held-out part
	Default     float64 // objective of the metric's defaults on the held-out part
}

// MetricResult is the outcome of TuneMetric.
type MetricResult struct {
	Objective              Objective
	Method                 Method
	Best                   MetricPoint // tuned on all the data
	Value                  float64
	Start                  MetricPoint // the metric's defaults
	StartValue             float64
	Items                  int
	Folds                  []MetricFold
	MeanTuned, MeanDefault float64
	// Evaluated counts the objective's evaluations: the points of every
	// search, the defaults on all the data and two per fold.
	Evaluated           int64
	SearchTime, Elapsed time.Duration
}

// mproblem is the objective on a subset of a MetricData: the collected
// statistics of each correlated item (a judged segment, or a system's
// sum over the subset's segments).
type mproblem struct {
	*problem
	stats    []metric.Stats
	sentence bool
}

func (d *MetricData) problem(obj Objective, sub subset, add func(*metric.Stats, metric.Stats)) *mproblem {
	pr := &mproblem{problem: newProblem(obj, len(d.Stats), d.Segments()), sentence: obj.Level == Segment}
	for s := range d.Stats {
		if !sub.sys(s) {
			continue
		}
		if obj.Level == Segment {
			for i, st := range d.Stats[s] {
				if h := d.SegHuman[s][i]; sub.seg(i) && !math.IsNaN(h) {
					pr.stats = append(pr.stats, st)
					pr.addSegment(s, i, h)
				}
			}
			continue
		}
		if h := d.SysHuman[s]; !math.IsNaN(h) {
			var t metric.Stats
			for i, st := range d.Stats[s] {
				if sub.seg(i) {
					add(&t, st)
				}
			}
			pr.stats = append(pr.stats, t)
			pr.human = append(pr.human, h)
		}
	}
	pr.done()
	return pr
}

// mtuner evaluates points; the metric of each point is built once.
type mtuner struct {
	d       *MetricData
	mu      sync.Mutex
	metrics map[string]metric.Metric
}

func (t *mtuner) metric(p MetricPoint) metric.Metric {
	t.mu.Lock()
	defer t.mu.Unlock()
	if m, ok := t.metrics[p.key()]; ok {
		return m
	}
	m, err := t.d.Metric(p)
	if err != nil {
		m = nil // an unbuildable point scores NaN
	}
	t.metrics[p.key()] = m
	return m
}

// eval is the objective of point p on pr (scratch: per-worker buffers).
func (t *mtuner) eval(pr *mproblem, p MetricPoint, sc *mscratch) float64 {
	m := t.metric(p)
	if m == nil {
		return math.NaN()
	}
	cfg := t.d.Family.Config(t.d.Base, p)
	if sc.scores == nil {
		sc.scores, sc.matrix = make([]float64, len(pr.stats)), pr.scratch()
	}
	for k, st := range pr.stats {
		sc.buf = t.d.Family.project(sc.buf[:0], st, t.d.Collected, cfg)
		if pr.sentence {
			sc.scores[k] = m.Sentence(sc.buf).Score
		} else {
			sc.scores[k] = m.Corpus(sc.buf).Score
		}
	}
	return pr.value(sc.scores, sc.matrix)
}

type mscratch struct {
	buf    metric.Stats
	scores []float64
	matrix [][]float64
}

// TuneMetric searches the family's settings that maximize the objective
// on d, then cross-validates the search when asked; the metric's
// defaults are the baseline (and the hill-climbing start). Ties keep the
// defaults, then the earlier point of the grid.
func TuneMetric(d *MetricData, o MetricOptions) (*MetricResult, error) {
	begin := time.Now()
	if d.Family == nil || o.Space.Family != d.Family {
		return nil, fmt.Errorf("tune: the space and the statistics are of different metrics")
	}
	if len(d.Stats) != len(d.Systems) {
		return nil, fmt.Errorf("%w: %d systems but statistics for %d", ErrData, len(d.Systems), len(d.Stats))
	}
	for s := range d.Stats {
		if len(d.Stats[s]) != d.Segments() {
			return nil, fmt.Errorf("%w: system %s has %d segments, %s has %d", ErrData, d.Systems[s], len(d.Stats[s]), d.Systems[0], d.Segments())
		}
		for i, st := range d.Stats[s] {
			if n := d.Family.statsLen(d.Collected); len(st) != n {
				return nil, fmt.Errorf("%w: system %s segment %d: %d statistics, the collected %s has %d", ErrData, d.Systems[s], i+1, len(st), d.Family.Name, n)
			}
		}
	}
	if err := checkHuman(d.Systems, d.SegHuman, d.SysHuman, o.Objective.Level); err != nil {
		return nil, err
	}
	if o.Method == "" {
		o.Method = Grid
	}
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	if o.LeaveOneSystemOut && o.Objective.Level != Segment {
		return nil, fmt.Errorf("tune: leave-one-system-out needs a segment-level objective")
	}
	start := d.Family.Default()
	if o.Method != Grid {
		if err := o.Space.HasDefaults(); err != nil {
			return nil, err
		}
	}
	for i, q := range d.Family.Params { // the largest point and the defaults are within the statistics
		if q.choices == nil {
			hi := append(MetricPoint(nil), start...)
			hi[i] = strconv.Itoa(o.Space.max(q.Name))
			if err := d.fits(hi); err != nil {
				return nil, err
			}
		}
	}
	collected, err := d.Family.build(d.Collected, d.Rewriter)
	if err != nil {
		return nil, fmt.Errorf("tune: %s: %w", d.Family.Name, err)
	}
	t := &mtuner{d: d, metrics: map[string]metric.Metric{}}
	s := &search[MetricPoint]{method: o.Method, space: o.Space, start: d.Family.Default, prefer: o.Space.indexOf(d.Family.Default()), chunk: 1, workers: o.Workers}
	tu, err := s.tune(func(sub subset) part[MetricPoint] {
		pr := d.problem(o.Objective, sub, collected.Add)
		return part[MetricPoint]{items: len(pr.stats), newScorer: func() scorer[MetricPoint] { return &metricScorer{t: t, pr: pr, sp: o.Space} }}
	}, d.Systems, d.Segments(), o.Folds, o.LeaveOneSystemOut, o.Seed)
	if err != nil {
		return nil, err
	}
	res := &MetricResult{Objective: o.Objective, Method: o.Method, Best: tu.best, Value: tu.value, Start: start, StartValue: tu.startValue,
		Items: tu.items, MeanTuned: tu.meanTuned, MeanDefault: tu.meanDefault, SearchTime: tu.searchTime}
	for _, f := range tu.folds {
		res.Folds = append(res.Folds, MetricFold(f))
	}
	// Unlike Result.Evaluated (the searches' points only), this count has
	// always included the defaults on all the data and each fold's two
	// held-out evaluations.
	res.Evaluated = s.evaluated.Load() + 1 + 2*int64(len(tu.folds))
	res.Elapsed = time.Since(begin)
	return res, nil
}

// HasDefaults reports whether the space holds the metric's defaults,
// where hill climbing starts.
func (sp MetricSpace) HasDefaults() error {
	for i, q := range sp.Family.Params {
		if sp.index(i, q.Default) < 0 {
			return fmt.Errorf("tune: hill climbing starts from the defaults, but %s=%s is not in the space", q.Name, q.Default)
		}
	}
	return nil
}

// index is the position of value v among the values of parameter i, -1
// when absent.
func (sp MetricSpace) index(i int, v string) int {
	for k, x := range sp.Values[i] {
		if x == v {
			return k
		}
	}
	return -1
}

// indexOf is the grid index of p, -1 when p is not in the space.
func (sp MetricSpace) indexOf(p MetricPoint) int {
	k := 0
	for i, v := range p {
		j := sp.index(i, v)
		if j < 0 {
			return -1
		}
		k = k*len(sp.Values[i]) + j
	}
	return k
}

// metricScorer is the objective on a problem at points of a MetricSpace.
type metricScorer struct {
	t  *mtuner
	pr *mproblem
	sp MetricSpace
	sc mscratch
}

func (s *metricScorer) atGrid(k int) float64 { return s.at(s.sp.point(k)) }

func (s *metricScorer) at(p MetricPoint) float64 { return s.t.eval(s.pr, p, &s.sc) }

// points is the number of grid points (the search's view of Size).
func (sp MetricSpace) points() int { return int(sp.Size()) }

func (sp MetricSpace) dims() int { return len(sp.Values) }

// move sets parameter i of p to the value before (dir -1) or after (+1)
// its own in the parameter's list.
func (sp MetricSpace) move(p MetricPoint, i, dir int) (MetricPoint, bool) {
	j := sp.index(i, p[i]) + dir
	if j < 0 || j >= len(sp.Values[i]) {
		return p, false
	}
	c := append(MetricPoint(nil), p...)
	c[i] = sp.Values[i][j]
	return c, true
}
