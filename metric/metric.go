// Package metric is the vocabulary every parmesan metric speaks, in the
// shape of sacrebleu's metrics/base.py: per-segment sufficient statistics,
// aggregation of statistics, a score computed from (aggregated)
// statistics, and a signature built from the immutable configuration
// before any scoring.
//
// A Metric never sees how its references were obtained: the same value
// scores original references and references rewritten toward each
// hypothesis (package rewrite), so every metric pairs with the Parmesan
// rewrite. Bootstrap resampling and paired tests (package signif) work on
// Stats alone, never on text.
//
// Concrete metrics live in their own packages (meteor, metric/bleu,
// metric/chrf, metric/ter, …) and register a constructor here from
// init(); the registry is optional: every metric also has a NewX
// constructor usable without it.
package metric

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"
	"sync"
)

// Stats are the sufficient statistics of one segment, or of a sum of
// segments, as a flat vector whose layout belongs to the metric (BLEU:
// lengths and n-gram counts; TER: edits and reference length; Meteor: its
// 23 fields plus what its aggregation needs). A flat vector keeps
// caching, bootstrap resampling and JSON transport metric-agnostic.
type Stats []float64

// Score is a score computed from statistics.
type Score struct {
	// Name is the score's display name as sacrebleu prints it ("BLEU",
	// "chrF2++", "TER"); empty means the registered name.
	Name string
	// Score is the headline number on the metric's customary scale
	// (BLEU, chrF, TER: 0–100; Meteor: 0–1).
	Score float64
	// Parts holds named secondary numbers (BLEU's precisions and brevity
	// penalty, Meteor's precision/recall/fragmentation), in a fixed order.
	Parts []Part
	// Verbose is the metric's own one-line detail after the score, e.g.
	// sacrebleu's verbose_score "53.2/26.1/14.0/7.9 (BP = …)"; may be
	// empty.
	Verbose string
}

// Part is one named secondary number of a Score.
type Part struct {
	Name  string  `json:"name"`
	Value float64 `json:"value"`
}

// MarshalJSON writes an undefined value (NaN, the precision of an empty
// hypothesis; an infinity) as null, which JSON can hold.
func (p Part) MarshalJSON() ([]byte, error) {
	type plain struct {
		Name  string   `json:"name"`
		Value *float64 `json:"value"` // nil: null
	}
	out := plain{Name: p.Name}
	if !math.IsNaN(p.Value) && !math.IsInf(p.Value, 0) {
		out.Value = &p.Value
	}
	return json.Marshal(out)
}

// Metric is one configured metric. Implementations are immutable after
// construction and safe for concurrent use.
type Metric interface {
	// Name is the registered name ("bleu", "chrf", "ter", "meteor", …).
	Name() string
	// Signature names every setting that changes the score.
	Signature() Signature
	// Stats returns the statistics of one hypothesis against its
	// references (one or more). It is called from many goroutines.
	Stats(hyp string, refs []string) (Stats, error)
	// Add accumulates b into *a (allocating *a when nil). Most metrics
	// sum; Meteor does not add the chunks of a perfect segment.
	Add(a *Stats, b Stats)
	// Corpus scores aggregated statistics.
	Corpus(s Stats) Score
	// Sentence scores one segment's statistics (BLEU smooths here as
	// sacrebleu's sentence_score does; most metrics equal Corpus).
	Sentence(s Stats) Score
	// HigherIsBetter is false for error rates (TER).
	HigherIsBetter() bool
}

// Preparer is the optional reference-preparation step of a metric that
// scores prepared tokens rather than text (Meteor, Meteor++), as
// sacrebleu's _extract_reference_info: a caller prepares every reference
// once per corpus and scores each hypothesis against the prepared
// references, instead of Stats preparing them again for every system.
type Preparer interface {
	Metric
	// Preparation names how Prepare turns text into tokens; references
	// prepared by one Preparer serve any other with an equal Preparation.
	Preparation() string
	// Prepare normalizes and tokenizes text as the metric does.
	Prepare(text string) []string
	// StatsText is Stats with the texts already prepared: hypTok is
	// Prepare(hyp) and refsTok[k] is Prepare(refs[k]); hyp and refs are
	// the texts as written, for a metric that reads them too (Meteor++'s
	// named entities; Meteor ignores them).
	StatsText(hyp string, hypTok []string, refs []string, refsTok [][]string) Stats
}

// Aggregate sums segment statistics with m.Add.
func Aggregate(m Metric, segs []Stats) Stats {
	var t Stats
	for _, s := range segs {
		m.Add(&t, s)
	}
	return t
}

// Signature is an ordered key:value list naming every setting that changes
// a score (sacrebleu's signature, e.g.
// nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0).
type Signature struct {
	Metric string
	Fields []Field
}

// Field is one signature entry; Short is the abbreviated key (sacrebleu's
// --short), equal to Key when empty.
type Field struct {
	Key, Short, Value string
	// NotSacre marks a field that sacrebleu's signature does not carry
	// for the same settings (chrF's β, which sacrebleu names in the score
	// name chrF3 alone): String and Short name it, Sacre leaves it out.
	NotSacre bool
}

// String is the long form: the metric name, then key:value fields.
func (s Signature) String() string { return s.format(false) }

// Short is the abbreviated form.
func (s Signature) Short() string { return s.format(true) }

func (s Signature) format(short bool) string {
	var b strings.Builder
	b.WriteString(s.Metric)
	for _, f := range s.Fields {
		b.WriteByte('|')
		k := f.Key
		if short && f.Short != "" {
			k = f.Short
		}
		b.WriteString(k)
		b.WriteByte(':')
		b.WriteString(f.Value)
	}
	return b.String()
}

// Sacre is the signature as sacrebleu prints it: the fields alone,
// without the metric name (nrefs:1|case:mixed|eff:no|tok:13a|…).
// Fields marked NotSacre are left out.
func (s Signature) Sacre(short bool) string {
	var fs []Field
	for _, f := range s.Fields {
		if !f.NotSacre {
			fs = append(fs, f)
		}
	}
	return strings.TrimPrefix(Signature{Fields: fs}.format(short), "|")
}

// SacreBLEUVersion is the sacrebleu release whose definitions metric/bleu,
// metric/chrf and metric/ter reproduce; their signatures carry it as
// version:2.6.0, as sacrebleu's do.
const SacreBLEUVersion = "2.6.0"

// Get returns the value of field key and whether it is present.
func (s Signature) Get(key string) (string, bool) {
	for _, f := range s.Fields {
		if f.Key == key {
			return f.Value, true
		}
	}
	return "", false
}

// Constructor builds a metric from its options; opts is the metric's own
// typed Options value (or nil for defaults).
type Constructor func(opts any) (Metric, error)

var (
	regMu sync.RWMutex
	reg   = map[string]Constructor{}
)

// Register adds a constructor under name. It is meant for init() and
// panics on a duplicate name (a programmer error).
func Register(name string, c Constructor) {
	regMu.Lock()
	defer regMu.Unlock()
	if _, dup := reg[name]; dup {
		panic("metric: duplicate registration of " + name)
	}
	reg[name] = c
}

// OptionsOf reads the opts a registered Constructor receives as the
// metric's own options type O: an O, a non-nil *O, or, when defaults is
// true, nil or a nil *O for O's zero value (the metric's defaults). ok is
// false for anything else, and the constructor reports its own error.
func OptionsOf[O any](opts any, defaults bool) (o O, ok bool) {
	switch v := opts.(type) {
	case nil:
		return o, defaults
	case O:
		return v, true
	case *O:
		if v == nil {
			return o, defaults
		}
		return *v, true
	}
	return o, false
}

// New builds the registered metric name with opts.
func New(name string, opts any) (Metric, error) {
	regMu.RLock()
	c, ok := reg[name]
	regMu.RUnlock()
	if !ok {
		return nil, fmt.Errorf("metric: unknown metric %q (known: %s)", name, strings.Join(Names(), ", "))
	}
	return c(opts)
}

// Names lists the registered metrics, sorted.
func Names() []string {
	regMu.RLock()
	defer regMu.RUnlock()
	n := make([]string, 0, len(reg))
	for k := range reg {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

// NRefsField is sacrebleu's nrefs signature field: n, "var" when n < 0
// (references per segment vary), and 1 when n is 0 (the default of one
// reference).
func NRefsField(n int) Field {
	v := fmt.Sprint(n)
	switch {
	case n < 0:
		v = "var"
	case n == 0:
		v = "1"
	}
	return Field{Key: "nrefs", Short: "#", Value: v}
}

// VersionField is sacrebleu's closing version field (version:2.6.0).
func VersionField() Field {
	return Field{Key: "version", Short: "v", Value: SacreBLEUVersion}
}
