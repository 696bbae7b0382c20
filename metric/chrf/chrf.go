package chrf

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/tokenize"
)

// Name is the registered name.
const Name = "chrf"

// Defaults, as sacrebleu's (chrF2: character 6-grams, no word n-grams,
// β = 2; chrF++ is WordOrder 2).
const (
	DefaultCharOrder = 6
	DefaultWordOrder = 0
	DefaultBeta      = 2
)

// Options configure chrF. Zero CharOrder and Beta mean the defaults, so
// the zero value is sacrebleu's default chrF2.
type Options struct {
	// CharOrder is the largest character n-gram order (--chrf-char-order);
	// 0 means 6.
	CharOrder int
	// WordOrder is the largest word n-gram order (--chrf-word-order);
	// 2 gives chrF++.
	WordOrder int
	// Beta weighs recall β times as much as precision (--chrf-beta);
	// 0 means 2.
	Beta int
	// Lowercase scores case-insensitively (--chrf-lowercase; sacrebleu's
	// -lc is BLEU's alone and leaves chrF case-sensitive, which the
	// oracle's deen_chrf_lc configuration shows).
	Lowercase bool
	// Whitespace keeps whitespace inside character n-grams
	// (--chrf-whitespace).
	Whitespace bool
	// EpsSmoothing averages per-order F scores with ε for missing orders,
	// as chrF++.py, Moses and NLTK do (--chrf-eps-smoothing), instead of
	// sacrebleu's effective-order averaging.
	EpsSmoothing bool
	// NRefs is the number of references per segment, for the signature
	// only: 0 means 1, negative means a varying number ("var").
	NRefs int
}

// ErrOptions is wrapped by New for invalid options.
var ErrOptions = errors.New("chrf: invalid options")

// ErrNoReference is wrapped by Stats when every reference is empty.
var ErrNoReference = errors.New("chrf: no non-empty reference")

// CHRF is a configured chrF metric; it implements metric.Metric.
type CHRF struct {
	o    Options
	sig  metric.Signature
	name string
	pool sync.Pool
}

var _ metric.Metric = (*CHRF)(nil)

func init() {
	metric.Register(Name, func(opts any) (metric.Metric, error) {
		if o, ok := metric.OptionsOf[Options](opts, true); ok {
			return New(o)
		}
		return nil, fmt.Errorf("%w: options of type %T, want chrf.Options", ErrOptions, opts)
	})
}

// New builds a chrF metric.
func New(o Options) (*CHRF, error) {
	if o.CharOrder == 0 {
		o.CharOrder = DefaultCharOrder
	}
	if o.Beta == 0 {
		o.Beta = DefaultBeta
	}
	if o.CharOrder < 0 || o.CharOrder > 32 || o.WordOrder < 0 || o.WordOrder > 32 || o.Beta < 0 {
		return nil, fmt.Errorf("%w: char order %d, word order %d, beta %d", ErrOptions, o.CharOrder, o.WordOrder, o.Beta)
	}
	yes := map[bool]string{false: "no", true: "yes"}
	c := &CHRF{o: o, name: "chrF" + strconv.Itoa(o.Beta) + strings.Repeat("+", o.WordOrder)}
	c.sig = metric.Signature{Metric: Name, Fields: []metric.Field{
		metric.NRefsField(o.NRefs),
		{Key: "case", Short: "c", Value: map[bool]string{false: "mixed", true: "lc"}[o.Lowercase]},
		{Key: "eff", Short: "e", Value: yes[!o.EpsSmoothing]},
		{Key: "nc", Short: "nc", Value: strconv.Itoa(o.CharOrder)},
		{Key: "nw", Short: "nw", Value: strconv.Itoa(o.WordOrder)},
		{Key: "space", Short: "s", Value: yes[o.Whitespace]},
	}}
	if o.Beta != DefaultBeta {
		// sacrebleu names β in the score name (chrF3) alone; a signature
		// without it would sign two scores alike.
		c.sig.Fields = append(c.sig.Fields, metric.Field{Key: "beta", Short: "b", Value: strconv.Itoa(o.Beta), NotSacre: true})
	}
	c.sig.Fields = append(c.sig.Fields, metric.VersionField())
	c.pool.New = func() any { return new(worker) }
	return c, nil
}

// Options returns the options with defaults filled in.
func (c *CHRF) Options() Options { return c.o }

// Name returns "chrf".
func (c *CHRF) Name() string { return Name }

// Signature names every setting that changes the score (β as beta:N
// when not 2); its Sacre form is sacrebleu's signature.
func (c *CHRF) Signature() metric.Signature { return c.sig }

// HigherIsBetter returns true.
func (c *CHRF) HigherIsBetter() bool { return true }

// Len is the length of chrF's Stats: 3·(CharOrder+WordOrder).
func (c *CHRF) Len() int { return 3 * (c.o.CharOrder + c.o.WordOrder) }

// Stats returns the [hyp, ref, match] counts per order of hyp against
// the reference with the best F score (the first on ties). Empty (or
// all-space) references are skipped, as sacrebleu skips them; if none is
// left the error wraps ErrNoReference.
func (c *CHRF) Stats(hyp string, refs []string) (metric.Stats, error) {
	w := c.pool.Get().(*worker)
	defer c.pool.Put(w)
	return c.stats(w, hyp, refs, false)
}

// Add sums statistics.
func (c *CHRF) Add(a *metric.Stats, s metric.Stats) {
	if *a == nil {
		*a = make(metric.Stats, len(s))
	}
	for i, x := range s {
		(*a)[i] += x
	}
}

// Corpus scores (aggregated) statistics.
func (c *CHRF) Corpus(s metric.Stats) metric.Score {
	return metric.Score{Name: c.name, Score: c.fScore(s)}
}

// Sentence scores one segment's statistics, as Corpus does.
func (c *CHRF) Sentence(s metric.Stats) metric.Score { return c.Corpus(s) }

// fScore is sacrebleu's CHRF._compute_f_score, on a 0–100 scale.
func (c *CHRF) fScore(s metric.Stats) float64 {
	const eps = 1e-16
	order := c.o.CharOrder + c.o.WordOrder
	if len(s) != 3*order {
		return 0
	}
	factor := float64(c.o.Beta * c.o.Beta)
	score, avgP, avgR := 0.0, 0.0, 0.0
	eff := 0
	for i := 0; i < order; i++ {
		nh, nr, nm := s[3*i], s[3*i+1], s[3*i+2]
		p, r := eps, eps
		if nh > 0 {
			p = nm / nh
		}
		if nr > 0 {
			r = nm / nr
		}
		if d := factor*p + r; d > 0 {
			score += (1 + factor) * p * r / d
		} else {
			score += eps
		}
		if nh > 0 && nr > 0 {
			avgP += p
			avgR += r
			eff++
		}
	}
	if c.o.EpsSmoothing {
		return 100 * score / float64(order)
	}
	if eff == 0 {
		avgP, avgR = 0, 0
	} else {
		avgP /= float64(eff)
		avgR /= float64(eff)
	}
	if avgP+avgR == 0 {
		return 0
	}
	f := (1 + factor) * avgP * avgR
	f /= factor*avgP + avgR
	return 100 * f
}

// puncts is Python's string.punctuation, which chrF++ splits off words.
var puncts = func() (t [utf8.RuneSelf]bool) {
	for _, c := range "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~" {
		t[c] = true
	}
	return t
}()

// words splits s at whitespace and separates one leading or trailing
// punctuation character from each word of two or more characters, as
// sacrebleu's CHRF._remove_punctuation (a trailing one first, so "(hi)"
// gives "(hi" and ")").
func words(dst []string, s string) []string {
	for _, w := range tokenize.Fields(s) {
		if utf8.RuneCountInString(w) == 1 {
			dst = append(dst, w)
			continue
		}
		switch last, first := w[len(w)-1], w[0]; {
		case last < utf8.RuneSelf && puncts[last]:
			dst = append(dst, w[:len(w)-1], w[len(w)-1:])
		case first < utf8.RuneSelf && puncts[first]:
			dst = append(dst, w[:1], w[1:])
		default:
			dst = append(dst, w)
		}
	}
	return dst
}
