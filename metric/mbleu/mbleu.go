package mbleu

import (
	"errors"
	"fmt"

	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/bleu"
	"github.com/parmesan-mt/parmesan/metric/mrewrite"
)

// Name is the registered name.
const Name = "m-bleu"

// Options configure m-BLEU.
type Options struct {
	// Rewriter aligns with Meteor's matchers; required.
	Rewriter *mrewrite.Rewriter
	// BLEU configures the BLEU computed on the rewritten references
	// (tokenizer, case, corpus smoothing, NRefs for the signature).
	BLEU bleu.Options
}

// ErrOptions is wrapped by New for invalid options.
var ErrOptions = errors.New("mbleu: invalid options")

// MBLEU is a configured m-BLEU metric; it implements metric.Metric.
type MBLEU struct {
	rw  *mrewrite.Rewriter
	b   *bleu.BLEU
	sig metric.Signature
}

var _ metric.Metric = (*MBLEU)(nil)

func init() {
	metric.Register(Name, func(opts any) (metric.Metric, error) {
		if o, ok := metric.OptionsOf[Options](opts, false); ok {
			return New(o)
		}
		return nil, fmt.Errorf("%w: m-bleu needs mbleu.Options with a Rewriter (a Meteor scorer), got %T", ErrOptions, opts)
	})
}

// New builds m-BLEU.
func New(o Options) (*MBLEU, error) {
	if o.Rewriter == nil {
		return nil, fmt.Errorf("%w: no Rewriter (m-BLEU aligns with a Meteor scorer)", ErrOptions)
	}
	b, err := bleu.New(o.BLEU)
	if err != nil {
		return nil, fmt.Errorf("mbleu: %w", err)
	}
	m := &MBLEU{rw: o.Rewriter, b: b}
	bs := b.Signature()
	fields := append([]metric.Field(nil), bs.Fields[:len(bs.Fields)-1]...) // all but version
	fields = append(fields, metric.Field{Key: "sent-smooth", Short: "ss", Value: bleu.SmoothAddK + "[1.00]"})
	fields = append(fields, o.Rewriter.Fields()...)
	fields = append(fields, bs.Fields[len(bs.Fields)-1])
	m.sig = metric.Signature{Metric: Name, Fields: fields}
	return m, nil
}

// Name returns "m-bleu".
func (m *MBLEU) Name() string { return Name }

// Signature names BLEU's settings, the sentence smoothing and the
// alignment.
func (m *MBLEU) Signature() metric.Signature { return m.sig }

// HigherIsBetter returns true.
func (m *MBLEU) HigherIsBetter() bool { return true }

// Rewrite returns the references rewritten toward hyp.
func (m *MBLEU) Rewrite(hyp string, refs []string) []string { return m.rw.RewriteAll(hyp, refs) }

// Stats are BLEU's statistics of hyp against its rewritten references.
func (m *MBLEU) Stats(hyp string, refs []string) (metric.Stats, error) {
	st, err := m.b.Stats(hyp, m.rw.RewriteAll(hyp, refs))
	if err != nil {
		return nil, fmt.Errorf("mbleu: %w", err)
	}
	return st, nil
}

// Add sums statistics.
func (m *MBLEU) Add(a *metric.Stats, s metric.Stats) { m.b.Add(a, s) }

// Corpus is BLEU of the aggregated statistics, with the BLEU options.
func (m *MBLEU) Corpus(s metric.Stats) metric.Score {
	sc := m.b.Corpus(s)
	sc.Name = "m-BLEU"
	return sc
}

// Sentence is BLEU of one segment smoothed as Lin & Och (2004): add one
// to matches and totals of orders above one.
func (m *MBLEU) Sentence(s metric.Stats) metric.Score {
	n := m.b.Options().MaxOrder
	if len(s) != 2+2*n {
		return metric.Score{Name: "m-BLEU"}
	}
	r := bleu.Compute(s[2:2+n], s[2+n:], s[0], s[1], bleu.SmoothAddK, 1, false)
	return metric.Score{Name: "m-BLEU", Score: r.Score, Verbose: r.Verbose(s[0], s[1])}
}
