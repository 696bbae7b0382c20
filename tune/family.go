package tune

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/bleu"
	"github.com/parmesan-mt/parmesan/metric/chrf"
	"github.com/parmesan-mt/parmesan/metric/mbleu"
	"github.com/parmesan-mt/parmesan/metric/mrewrite"
)

// Family is a metric of the BLEU/chrF family whose own settings tune
// searches, on original or rewritten references, from statistics
// collected once: the statistics of every order up to the largest one
// searched hold those of every smaller order, so each setting takes the
// orders it uses (project) and scores them with the metric built with
// that setting. With one reference per segment (what Collect uses) the
// result is, bit for bit, the metric scored directly with the setting.
type Family struct {
	// Name is the registered metric name (chrf, bleu, m-bleu).
	Name string
	// Params are the settings searched, in the order of a MetricPoint.
	Params []FamilyParam
	// collect is cfg with the largest orders of sp: the configuration the
	// statistics are collected with.
	collect func(cfg eval.MetricConfig, sp MetricSpace) eval.MetricConfig
	// apply sets point p in cfg.
	apply func(cfg *eval.MetricConfig, p MetricPoint)
	// project appends to dst the statistics of configuration at, taken
	// from full, collected with configuration from.
	project func(dst, full metric.Stats, from, at eval.MetricConfig) metric.Stats
	// orders are the n-gram orders whose statistics cfg reads (one
	// number per kind of n-gram).
	orders func(cfg eval.MetricConfig) []int
	// build is the metric of configuration cfg (rw aligns m-BLEU).
	build func(cfg eval.MetricConfig, rw *mrewrite.Rewriter) (metric.Metric, error)
}

// FamilyParam is one setting of a Family.
type FamilyParam struct {
	Name    string // as --space spells it: beta, char-order, …
	Default string // the metric's default value
	// Space is the default searched values, as --space spells them.
	Space string
	// Flags are "parmesan score" flags setting value v.
	Flags func(v string) []string
	// min and max bound an integer parameter; choices list a categorical
	// one's values (nil: integer).
	min, max int
	choices  []string
}

// ErrNothingToTune is wrapped by LookupFamily for a metric with no
// setting tune can rescore.
var ErrNothingToTune = errors.New("tune: nothing to tune")

func intParam(name, def, space string, lo, hi int, flag string) FamilyParam {
	return FamilyParam{Name: name, Default: def, Space: space, min: lo, max: hi,
		Flags: func(v string) []string { return []string{"--" + flag, v} }}
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n } // values are checked by ParseMetricSpace

// orderParam is BLEU's and m-BLEU's largest n-gram order.
var orderParam = intParam("max-order", strconv.Itoa(bleu.DefaultMaxOrder), "1:6", 1, 16, "bleu-max-order")

func bleuCollect(cfg eval.MetricConfig, sp MetricSpace) eval.MetricConfig {
	cfg.BLEU.MaxOrder = sp.max("max-order")
	return cfg
}

// bleuProject takes [hyp_len, ref_len, correct_1..n, total_1..n] of the
// point's order n out of those of the collected order.
func bleuProject(dst, full metric.Stats, from, at eval.MetricConfig) metric.Stats {
	n, m := at.BLEU.MaxOrder, from.BLEU.MaxOrder
	dst = append(dst, full[0], full[1])
	dst = append(dst, full[2:2+n]...)
	return append(dst, full[2+m:2+m+n]...)
}

func bleuOrders(cfg eval.MetricConfig) []int { return []int{cfg.BLEU.MaxOrder} }

// statsLen is the length of the statistics of configuration cfg: three
// counts per chrF order, two lengths and two counts per BLEU order.
func (f *Family) statsLen(cfg eval.MetricConfig) int {
	n := 0
	for _, o := range f.orders(cfg) {
		n += o
	}
	if f.Name == chrf.Name {
		return 3 * n
	}
	return 2 + 2*n
}

// smoothing splits a smoothing choice "floor:0.1" into method and value.
func smoothing(v string) (string, float64) {
	m, val, _ := strings.Cut(v, ":")
	x, _ := strconv.ParseFloat(val, 64)
	return m, x
}

var families = []*Family{
	{
		Name: chrf.Name,
		Params: []FamilyParam{
			intParam("beta", strconv.Itoa(chrf.DefaultBeta), "1:10,12,15,20,30,50,100", 1, 100, "chrf-beta"),
			intParam("char-order", strconv.Itoa(chrf.DefaultCharOrder), "1:10", 1, 32, "chrf-char-order"),
			intParam("word-order", strconv.Itoa(chrf.DefaultWordOrder), "0:3", 0, 32, "chrf-word-order"),
			{Name: "eps", Default: "no", Space: "no,yes", choices: []string{"no", "yes"}, Flags: func(v string) []string {
				if v == "yes" {
					return []string{"--chrf-eps-smoothing"}
				}
				return nil
			}},
		},
		collect: func(cfg eval.MetricConfig, sp MetricSpace) eval.MetricConfig {
			cfg.CHRF.CharOrder, cfg.CHRF.WordOrder = sp.max("char-order"), sp.max("word-order")
			return cfg
		},
		apply: func(cfg *eval.MetricConfig, p MetricPoint) {
			cfg.CHRF.Beta, cfg.CHRF.CharOrder, cfg.CHRF.WordOrder = atoi(p[0]), atoi(p[1]), atoi(p[2])
			cfg.CHRF.EpsSmoothing = p[3] == "yes"
		},
		// chrF's statistics are [hyp, ref, match] per order, character
		// orders first, then word orders.
		project: func(dst, full metric.Stats, from, at eval.MetricConfig) metric.Stats {
			dst = append(dst, full[:3*at.CHRF.CharOrder]...)
			w := 3 * from.CHRF.CharOrder
			return append(dst, full[w:w+3*at.CHRF.WordOrder]...)
		},
		orders: func(cfg eval.MetricConfig) []int { return []int{cfg.CHRF.CharOrder, cfg.CHRF.WordOrder} },
		build:  func(cfg eval.MetricConfig, _ *mrewrite.Rewriter) (metric.Metric, error) { return chrf.New(cfg.CHRF) },
	},
	{
		Name: bleu.Name,
		Params: []FamilyParam{
			orderParam,
			{Name: "smooth", Default: bleu.DefaultSmooth, Space: "exp,none,floor:0.1,add-k:1",
				choices: []string{bleu.SmoothExp, bleu.SmoothNone, bleu.SmoothFloor, bleu.SmoothAddK},
				Flags: func(v string) []string {
					m, x := smoothing(v)
					f := []string{"--smooth-method", m}
					if x != 0 {
						f = append(f, "--smooth-value", strconv.FormatFloat(x, 'g', -1, 64))
					}
					return f
				}},
		},
		collect: bleuCollect,
		apply: func(cfg *eval.MetricConfig, p MetricPoint) {
			cfg.BLEU.MaxOrder = atoi(p[0])
			cfg.BLEU.SmoothMethod, cfg.BLEU.SmoothValue = smoothing(p[1])
		},
		project: bleuProject,
		orders:  bleuOrders,
		build:   func(cfg eval.MetricConfig, _ *mrewrite.Rewriter) (metric.Metric, error) { return bleu.New(cfg.BLEU) },
	},
	{
		// m-BLEU's sentence score has its own fixed smoothing (add one,
		// Lin & Och 2004): only the order is searched.
		Name:    mbleu.Name,
		Params:  []FamilyParam{orderParam},
		collect: bleuCollect,
		apply:   func(cfg *eval.MetricConfig, p MetricPoint) { cfg.BLEU.MaxOrder = atoi(p[0]) },
		project: bleuProject,
		orders:  bleuOrders,
		build: func(cfg eval.MetricConfig, rw *mrewrite.Rewriter) (metric.Metric, error) {
			return mbleu.New(mbleu.Options{Rewriter: rw, BLEU: cfg.BLEU})
		},
	},
}

// FamilyNames lists the metrics LookupFamily knows.
func FamilyNames() []string {
	var n []string
	for _, f := range families {
		n = append(n, f.Name)
	}
	return n
}

// LookupFamily reads a metric name as "parmesan correlate --metric" does
// (eval.ParseSpec: "chrf", "chrf@parmesan", …) and returns its family and
// spec. An unknown name wraps eval.ErrUnknownMetric; a registered metric
// with no setting to search (TER, m-TER: case, normalization and
// punctuation change the edit alignment itself, not a statistic) wraps
// ErrNothingToTune; Meteor and the Parmesan metric are tuned without
// --metric.
func LookupFamily(name string) (*Family, eval.Spec, error) {
	spec, err := eval.ParseSpec(name)
	if err != nil {
		return nil, spec, fmt.Errorf("tune: %w", err)
	}
	for _, f := range families {
		if f.Name == spec.Metric {
			return f, spec, nil
		}
	}
	switch spec.Metric {
	case eval.MetricMeteor:
		return nil, spec, fmt.Errorf("tune: %s: Meteor's parameters are tuned without --metric (with --rewrite for the Parmesan metric)", name)
	case eval.MetricTER, eval.MetricMTER:
		return nil, spec, fmt.Errorf("%w: %s has no setting tune can rescore from its statistics (case, normalization and punctuation change TER's edit alignment itself); \"parmesan correlate --metric %s\" reports it as it is (tunable metrics: %s)",
			ErrNothingToTune, name, name, strings.Join(FamilyNames(), ", "))
	}
	return nil, spec, fmt.Errorf("%w: tune knows no setting of %s to search (tunable metrics: %s, each also NAME%s)",
		ErrNothingToTune, name, strings.Join(FamilyNames(), ", "), eval.OnParmesan)
}

// MetricPoint is one value per parameter of a Family, in its order.
type MetricPoint []string

func (p MetricPoint) key() string { return strings.Join(p, "\x00") }

// Default is the family's default point.
func (f *Family) Default() MetricPoint {
	p := make(MetricPoint, len(f.Params))
	for i, q := range f.Params {
		p[i] = q.Default
	}
	return p
}

// Check reports whether p is a valid point of f: one value per
// parameter, each as --space would accept it.
func (f *Family) Check(p MetricPoint) error {
	if len(p) != len(f.Params) {
		return fmt.Errorf("tune: %s: a point has %d values, not %d (%s)", f.Name, len(p), len(f.Params), strings.Join(f.paramNames(), ", "))
	}
	for i, q := range f.Params {
		if v, err := q.parse(p[i]); err != nil || len(v) != 1 || v[0] != p[i] {
			return fmt.Errorf("tune: %s %s: %q is not a single value", f.Name, q.Name, p[i])
		}
	}
	return nil
}

// Config is cfg with point p set (a point that Check accepts).
func (f *Family) Config(cfg eval.MetricConfig, p MetricPoint) eval.MetricConfig {
	f.apply(&cfg, p)
	return cfg
}

// Flags are the "parmesan score" flags of point p, beside --metric.
func (f *Family) Flags(p MetricPoint) []string {
	var out []string
	for i, q := range f.Params {
		out = append(out, q.Flags(p[i])...)
	}
	return out
}

// String writes the point as --space would select it alone
// ("beta=3 char-order=6 …").
func (f *Family) String(p MetricPoint) string {
	s := make([]string, len(p))
	for i, v := range p {
		s[i] = f.Params[i].Name + "=" + v
	}
	return strings.Join(s, " ")
}

// MetricSpace is the searched values of each parameter of a Family.
type MetricSpace struct {
	Family *Family
	Values [][]string
}

// Size is the number of points.
func (sp MetricSpace) Size() float64 {
	n := 1.0
	for _, v := range sp.Values {
		n *= float64(len(v))
	}
	return n
}

// max is the largest value of integer parameter name, in the space or
// its default (statistics collected at max hold every point and the
// defaults, the baseline).
func (sp MetricSpace) max(name string) int {
	m := 0
	for i, q := range sp.Family.Params {
		if q.Name == name {
			m = atoi(q.Default)
			for _, v := range sp.Values[i] {
				m = max(m, atoi(v))
			}
		}
	}
	return m
}

// point is the point of index k (the last parameter varies fastest).
func (sp MetricSpace) point(k int) MetricPoint {
	p := make(MetricPoint, len(sp.Values))
	for i := len(sp.Values) - 1; i >= 0; i-- {
		p[i] = sp.Values[i][k%len(sp.Values[i])]
		k /= len(sp.Values[i])
	}
	return p
}

// String is the space as --space spells it.
func (sp MetricSpace) String() string {
	s := make([]string, len(sp.Values))
	for i, v := range sp.Values {
		s[i] = sp.Family.Params[i].Name + "=" + strings.Join(v, ",")
	}
	return strings.Join(s, " ")
}

// ParseMetricSpace reads the searched values of f's parameters:
// "NAME=VALUES …" separated by spaces or semicolons, VALUES a
// comma-separated list whose integer items may be ranges MIN:MAX or
// MIN:MAX:STEP; a parameter not named keeps its default space (the
// Space of its FamilyParam). "" is the default space.
func ParseMetricSpace(f *Family, s string) (MetricSpace, error) {
	sp := MetricSpace{Family: f, Values: make([][]string, len(f.Params))}
	given := make([]string, len(f.Params))
	for i, q := range f.Params {
		given[i] = q.Space
	}
	for _, a := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ';' || r == '\t' }) {
		name, vals, ok := strings.Cut(a, "=")
		i := slices.IndexFunc(f.Params, func(q FamilyParam) bool { return q.Name == name })
		switch {
		case !ok:
			return sp, fmt.Errorf("tune: --space: %q is not NAME=VALUES", a)
		case i < 0:
			return sp, fmt.Errorf("tune: --space: %s has no parameter %q (%s)", f.Name, name, strings.Join(f.paramNames(), ", "))
		}
		given[i] = vals
	}
	for i, q := range f.Params {
		v, err := q.parse(given[i])
		if err != nil {
			return sp, fmt.Errorf("tune: --space: %s %s: %w", f.Name, q.Name, err)
		}
		sp.Values[i] = v
	}
	if n := sp.Size(); n > MaxRangeValues {
		return sp, fmt.Errorf("tune: --space: %.0f points is more than %d", n, MaxRangeValues)
	}
	return sp, nil
}

func (f *Family) paramNames() []string {
	n := make([]string, len(f.Params))
	for i, q := range f.Params {
		n[i] = q.Name
	}
	return n
}

// parse reads one parameter's values (see ParseMetricSpace), each once:
// integers in increasing order (hill climbing steps to the neighbours),
// categorical values in the order given.
func (q FamilyParam) parse(s string) ([]string, error) {
	var out []string
	add := func(v string) {
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if q.choices != nil {
			v, err := q.choice(item)
			if err != nil {
				return nil, err
			}
			add(v)
			continue
		}
		f := strings.Split(item, ":")
		if len(f) > 3 {
			return nil, fmt.Errorf("%q is not an integer, MIN:MAX or MIN:MAX:STEP", item)
		}
		x := make([]int, len(f))
		for k, p := range f {
			n, err := strconv.Atoi(p)
			if err != nil {
				return nil, fmt.Errorf("%q is not an integer, MIN:MAX or MIN:MAX:STEP", item)
			}
			x[k] = n
		}
		lo, hi, step := x[0], x[0], 1
		if len(x) > 1 {
			hi = x[1]
		}
		if len(x) == 3 {
			step = x[2]
		}
		switch {
		case lo < q.min || hi > q.max:
			return nil, fmt.Errorf("%q is outside %d–%d", item, q.min, q.max)
		case hi < lo || step < 1:
			return nil, fmt.Errorf("%q is an empty range", item)
		}
		for v := lo; v <= hi; v += step {
			add(strconv.Itoa(v))
		}
	}
	if q.choices == nil {
		slices.SortFunc(out, func(a, b string) int { return atoi(a) - atoi(b) })
	}
	return out, nil
}

// choice checks one value of a categorical parameter: one of its
// choices, BLEU's floor and add-k optionally with a value ("floor:0.05").
func (q FamilyParam) choice(v string) (string, error) {
	m, val, hasVal := strings.Cut(v, ":")
	if !slices.Contains(q.choices, m) {
		return "", fmt.Errorf("%q is not one of %s", v, strings.Join(q.choices, ", "))
	}
	if !hasVal {
		return v, nil
	}
	x, err := strconv.ParseFloat(val, 64)
	switch {
	case m != bleu.SmoothFloor && m != bleu.SmoothAddK:
		return "", fmt.Errorf("%q: only floor and add-k take a value", v)
	case err != nil || x <= 0 || x != x || x > 1e6:
		return "", fmt.Errorf("%q: the value is not a positive number", v)
	}
	return m + ":" + strconv.FormatFloat(x, 'g', -1, 64), nil
}
