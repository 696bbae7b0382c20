package bleu

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"

	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/tokenize"
)

// Name is the registered name.
const Name = "bleu"

// Smoothing methods, spelled as sacrebleu's --smooth-method.
const (
	SmoothExp   = "exp"   // NIST geometric sequence (Chen & Cherry method 3); the default
	SmoothFloor = "floor" // a fixed count for zero matches (method 1)
	SmoothAddK  = "add-k" // add k to matches and totals for n > 1 (method 2, Lin & Och 2004 with k = 1)
	SmoothNone  = "none"
)

// Defaults, as sacrebleu's.
const (
	DefaultMaxOrder   = 4
	DefaultSmooth     = SmoothExp
	DefaultFloorValue = 0.1
	DefaultAddKValue  = 1.0
)

// Options configure BLEU; the zero value is sacrebleu's default BLEU.
type Options struct {
	// Lowercase scores case-insensitively (-lc).
	Lowercase bool
	// Tokenize names the tokenizer (-tok); "" means 13a.
	Tokenize string
	// SmoothMethod is exp, floor, add-k or none; "" means exp.
	SmoothMethod string
	// SmoothValue is floor's or add-k's value; 0 means the method's
	// default (0.1 for floor, 1 for add-k).
	SmoothValue float64
	// MaxOrder is the largest n-gram order; 0 means 4.
	MaxOrder int
	// EffectiveOrder drops the orders with no n-grams in the hypothesis
	// from the corpus score (Sentence always does).
	EffectiveOrder bool
	// NRefs is the number of references per segment, for the signature
	// only: 0 means 1, negative means a varying number ("var").
	NRefs int
}

// ErrOptions is wrapped by New for invalid options.
var ErrOptions = errors.New("bleu: invalid options")

// ErrNoReference is wrapped by Stats when every reference is empty.
var ErrNoReference = errors.New("bleu: no non-empty reference")

// BLEU is a configured BLEU metric; it implements metric.Metric.
type BLEU struct {
	o      Options
	tok    tokenize.Tokenizer
	smooth float64
	sig    metric.Signature
	pool   sync.Pool
}

var _ metric.Metric = (*BLEU)(nil)

func init() {
	metric.Register(Name, func(opts any) (metric.Metric, error) {
		if o, ok := metric.OptionsOf[Options](opts, true); ok {
			return New(o)
		}
		return nil, fmt.Errorf("%w: options of type %T, want bleu.Options", ErrOptions, opts)
	})
}

// New builds a BLEU metric.
func New(o Options) (*BLEU, error) {
	if o.Tokenize == "" {
		o.Tokenize = tokenize.Default
	}
	if o.SmoothMethod == "" {
		o.SmoothMethod = DefaultSmooth
	}
	if o.MaxOrder == 0 {
		o.MaxOrder = DefaultMaxOrder
	}
	if o.MaxOrder < 1 || o.MaxOrder > 16 {
		return nil, fmt.Errorf("%w: max order %d (want 1–16)", ErrOptions, o.MaxOrder)
	}
	tok, err := tokenize.New(o.Tokenize)
	if err != nil {
		return nil, fmt.Errorf("bleu: %w", err)
	}
	b := &BLEU{o: o, tok: tok}
	smooth := o.SmoothMethod
	switch o.SmoothMethod {
	case SmoothExp, SmoothNone:
	case SmoothFloor, SmoothAddK:
		b.smooth = o.SmoothValue
		if b.smooth == 0 {
			b.smooth = DefaultFloorValue
			if o.SmoothMethod == SmoothAddK {
				b.smooth = DefaultAddKValue
			}
		}
		if b.smooth < 0 || math.IsNaN(b.smooth) || math.IsInf(b.smooth, 0) {
			return nil, fmt.Errorf("%w: smoothing value %v", ErrOptions, o.SmoothValue)
		}
		smooth += "[" + strconv.FormatFloat(b.smooth, 'f', 2, 64) + "]"
	default:
		return nil, fmt.Errorf("%w: unknown smoothing method %q (known: exp, floor, add-k, none)", ErrOptions, o.SmoothMethod)
	}
	b.sig = metric.Signature{Metric: Name, Fields: []metric.Field{
		metric.NRefsField(o.NRefs),
		{Key: "case", Short: "c", Value: map[bool]string{false: "mixed", true: "lc"}[o.Lowercase]},
		{Key: "eff", Short: "e", Value: map[bool]string{false: "no", true: "yes"}[o.EffectiveOrder]},
		{Key: "tok", Short: "tok", Value: tok.Name()},
		{Key: "smooth", Short: "s", Value: smooth},
	}}
	if shown, _ := strconv.ParseFloat(strconv.FormatFloat(b.smooth, 'f', 2, 64), 64); shown != b.smooth {
		// sacrebleu prints the value to two decimals: one with more is
		// named in full, outside sacrebleu's signature.
		b.sig.Fields = append(b.sig.Fields, metric.Field{Key: "smooth-value", Short: "sv", Value: strconv.FormatFloat(b.smooth, 'g', -1, 64), NotSacre: true})
	}
	if o.MaxOrder != DefaultMaxOrder { // sacrebleu's signature omits it: it always counts to 4
		b.sig.Fields = append(b.sig.Fields, metric.Field{Key: "order", Short: "o", Value: strconv.Itoa(o.MaxOrder)})
	}
	b.sig.Fields = append(b.sig.Fields, metric.VersionField())
	b.pool.New = func() any { return new(worker) }
	return b, nil
}

// Options returns the options with defaults filled in.
func (b *BLEU) Options() Options { return b.o }

// Name returns "bleu".
func (b *BLEU) Name() string { return Name }

// Signature names every setting that changes the score; its Sacre form
// is sacrebleu's signature.
func (b *BLEU) Signature() metric.Signature { return b.sig }

// HigherIsBetter returns true.
func (b *BLEU) HigherIsBetter() bool { return true }

// Len is the length of BLEU's Stats: 2 + 2·MaxOrder.
func (b *BLEU) Len() int { return 2 + 2*b.o.MaxOrder }

// Preprocess lowercases (when configured) and tokenizes one segment as
// sacrebleu does, returning space-separated tokens.
func (b *BLEU) Preprocess(s string) string {
	return string(b.appendPreprocessed(nil, s))
}

func (b *BLEU) appendPreprocessed(dst []byte, s string) []byte {
	if b.o.Lowercase {
		s = tokenize.Lower(s)
	}
	return b.tok.Append(dst, tokenize.TrimRightSpace(s))
}

// Stats returns [hyp_len, ref_len, correct_1..N, total_1..N] of hyp
// against refs. Empty (or all-space) references are skipped, as
// sacrebleu skips them; if none is left the error wraps ErrNoReference.
func (b *BLEU) Stats(hyp string, refs []string) (metric.Stats, error) {
	w := b.pool.Get().(*worker)
	defer b.pool.Put(w)
	w.reset()
	w.buf = b.appendPreprocessed(w.buf[:0], hyp)
	w.addSegment(string(w.buf))
	n := 0
	for _, r := range refs {
		if tokenize.TrimRightSpace(r) == "" {
			continue
		}
		w.buf = b.appendPreprocessed(w.buf[:0], r)
		w.addSegment(string(w.buf))
		n++
	}
	if n == 0 {
		return nil, ErrNoReference
	}
	st := make(metric.Stats, b.Len())
	w.count(b.o.MaxOrder, st)
	return st, nil
}

// Add sums statistics.
func (b *BLEU) Add(a *metric.Stats, s metric.Stats) {
	if *a == nil {
		*a = make(metric.Stats, len(s))
	}
	for i, x := range s {
		(*a)[i] += x
	}
}

// Corpus scores (aggregated) statistics with the configured options.
func (b *BLEU) Corpus(s metric.Stats) metric.Score {
	return b.score(s, b.o.EffectiveOrder)
}

// Sentence scores one segment's statistics with effective order, as
// sacrebleu's --sentence-level does.
func (b *BLEU) Sentence(s metric.Stats) metric.Score {
	return b.score(s, true)
}

func (b *BLEU) score(s metric.Stats, eff bool) metric.Score {
	n := b.o.MaxOrder
	if len(s) != b.Len() {
		return metric.Score{Name: "BLEU", Score: math.NaN()}
	}
	r := Compute(s[2:2+n], s[2+n:], s[0], s[1], b.o.SmoothMethod, b.smooth, eff)
	parts := make([]metric.Part, 0, n+5)
	for i, p := range r.Precisions {
		parts = append(parts, metric.Part{Name: fmt.Sprintf("p%d", i+1), Value: p})
	}
	parts = append(parts,
		metric.Part{Name: "bp", Value: r.BP},
		metric.Part{Name: "ratio", Value: r.Ratio},
		metric.Part{Name: "hyp_len", Value: s[0]},
		metric.Part{Name: "ref_len", Value: s[1]})
	return metric.Score{Name: "BLEU", Score: r.Score, Parts: parts, Verbose: r.Verbose(s[0], s[1])}
}

// Result is BLEU computed from statistics.
type Result struct {
	Score      float64   // 0–100
	Precisions []float64 // smoothed n-gram precisions, 0–100
	BP         float64   // brevity penalty
	Ratio      float64   // hypothesis length / reference length (0 when the latter is 0)
}

// Verbose is sacrebleu's verbose_score:
// "76.1/56.7/45.0/36.4 (BP = 0.971 ratio = 0.972 hyp_len = 36307 ref_len = 37364)".
func (r Result) Verbose(hypLen, refLen float64) string {
	var sb strings.Builder
	for i, p := range r.Precisions {
		if i > 0 {
			sb.WriteByte('/')
		}
		sb.WriteString(strconv.FormatFloat(p, 'f', 1, 64))
	}
	fmt.Fprintf(&sb, " (BP = %.3f ratio = %.3f hyp_len = %d ref_len = %d)", r.BP, r.Ratio, int64(hypLen), int64(refLen))
	return sb.String()
}

// logZero is sacrebleu's my_log(0): a large negative stand-in for log 0.
const logZero = -9999999999

func safeLog(x float64) float64 {
	if x == 0 {
		return logZero
	}
	return math.Log(x)
}

// Compute is sacrebleu's BLEU.compute_bleu: the score from matched and
// total n-gram counts (per order) and the lengths, with smoothing method
// smooth and its value (floor's or add-k's; ignored otherwise).
// correct and total are not modified.
func Compute(correct, total []float64, hypLen, refLen float64, smooth string, value float64, effectiveOrder bool) Result {
	n := len(correct)
	r := Result{Precisions: make([]float64, n), BP: 1}
	if hypLen < refLen {
		r.BP = 0
		if hypLen > 0 {
			r.BP = math.Exp(1 - refLen/hypLen)
		}
	}
	if refLen != 0 {
		r.Ratio = hypLen / refLen
	}
	any := false
	for _, c := range correct {
		if c != 0 {
			any = true
			break
		}
	}
	if !any {
		return r
	}
	smoothExp := 1.0
	eff := n
	for i := 0; i < n; i++ {
		c, t := correct[i], total[i]
		if smooth == SmoothAddK && i > 0 {
			c += value
			t += value
		}
		if t == 0 {
			break
		}
		if effectiveOrder {
			eff = i + 1
		}
		switch {
		case c != 0:
			r.Precisions[i] = 100 * c / t
		case smooth == SmoothExp:
			smoothExp *= 2
			r.Precisions[i] = 100 / (smoothExp * t)
		case smooth == SmoothFloor:
			r.Precisions[i] = 100 * value / t
		}
	}
	sum := 0.0
	for _, p := range r.Precisions[:eff] {
		sum += safeLog(p)
	}
	r.Score = r.BP * math.Exp(sum/float64(eff))
	return r
}
