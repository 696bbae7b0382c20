// Package mter is m-TER (Agarwal & Lavie 2008, §3): TER computed against
// references rewritten toward the hypothesis through a Meteor alignment
// (package metric/mrewrite), so that stem, synonym and paraphrase matches
// count as exact words. TER itself is unchanged (package metric/ter,
// identical to sacrebleu): the rewritten reference is tokenized by the
// TER options, its edits and its length are those of TER against it.
//
// The signature is TER's plus the alignment: Meteor's version, language,
// normalization, matchers and resource fingerprints, e.g.
// m-ter|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|align:meteor-1.5|lang:en|align-norm:norm|mods:ex_st_sy_pa|para:…|parmesan:0.18.0|version:2.6.0
// TER and the alignment both have a "norm" setting and a budget; the
// alignment's are written align-norm and align-budget (short keys n and
// abu: TER's are nr and bu).
//
// It implements metric.Metric and registers itself as "m-ter" (the
// registry's constructor needs Options.Rewriter). An MTER is safe for
// concurrent use.
package mter

import (
	"errors"
	"fmt"

	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/mrewrite"
	"github.com/parmesan-mt/parmesan/metric/ter"
)

// Name is the registered name.
const Name = "m-ter"

// Options configure m-TER.
type Options struct {
	// Rewriter aligns with Meteor's matchers; required.
	Rewriter *mrewrite.Rewriter
	// TER configures the TER computed on the rewritten references
	// (case, normalization, punctuation, NRefs for the signature).
	TER ter.Options
}

// ErrOptions is wrapped by New for invalid options.
var ErrOptions = errors.New("mter: invalid options")

// MTER is a configured m-TER metric; it implements metric.Metric.
type MTER struct {
	rw  *mrewrite.Rewriter
	t   *ter.TER
	sig metric.Signature
}

var _ metric.Metric = (*MTER)(nil)

func init() {
	metric.Register(Name, func(opts any) (metric.Metric, error) {
		if o, ok := metric.OptionsOf[Options](opts, false); ok {
			return New(o)
		}
		return nil, fmt.Errorf("%w: m-ter needs mter.Options with a Rewriter (a Meteor scorer), got %T", ErrOptions, opts)
	})
}

// New builds m-TER.
func New(o Options) (*MTER, error) {
	if o.Rewriter == nil {
		return nil, fmt.Errorf("%w: no Rewriter (m-TER aligns with a Meteor scorer)", ErrOptions)
	}
	t := ter.New(o.TER)
	ts := t.Signature()
	n := len(ts.Fields)
	fields := append([]metric.Field(nil), ts.Fields[:n-1]...) // all but version
	// TER's keys, and its budget even when TER's is the default and not
	// named: budget:N always means TER's, align-budget:N the alignment's.
	// Short keys likewise: the alignment's bu is abu.
	taken := map[string]bool{"budget": true}
	takenShort := map[string]bool{"bu": true}
	for _, f := range fields {
		taken[f.Key] = true
		takenShort[f.Short] = true
	}
	for _, f := range o.Rewriter.Fields() {
		if taken[f.Key] {
			f.Key = "align-" + f.Key
		}
		if takenShort[f.Short] {
			f.Short = "a" + f.Short
		}
		fields = append(fields, f)
	}
	fields = append(fields, ts.Fields[n-1])
	return &MTER{rw: o.Rewriter, t: t, sig: metric.Signature{Metric: Name, Fields: fields}}, nil
}

// Name returns "m-ter".
func (m *MTER) Name() string { return Name }

// Signature names TER's settings and the alignment.
func (m *MTER) Signature() metric.Signature { return m.sig }

// HigherIsBetter returns false: m-TER is an error rate.
func (m *MTER) HigherIsBetter() bool { return false }

// Rewrite returns the references rewritten toward hyp.
func (m *MTER) Rewrite(hyp string, refs []string) []string { return m.rw.RewriteAll(hyp, refs) }

// Stats are TER's statistics of hyp against its rewritten references:
// the fewest edits and the average rewritten reference length.
//
// A segment over TER's budget (OverBudget) is scored against the original
// references: its rewrite would cost Meteor's alignment of the whole
// segment (8 s for 50,000 words) for a TER computed without shifts
// anyway; original references give an upper bound of m-TER.
func (m *MTER) Stats(hyp string, refs []string) (metric.Stats, error) {
	if !m.t.OverBudget(hyp, refs) {
		refs = m.rw.RewriteAll(hyp, refs)
	}
	st, err := m.t.Stats(hyp, refs)
	if err != nil {
		return nil, fmt.Errorf("mter: %w", err)
	}
	return st, nil
}

// OverBudget reports whether TER's shift-search budget (ter.Options
// MaxSegmentTokens) leaves the segment without block shifts; the
// rewritten references are as long as the originals.
func (m *MTER) OverBudget(hyp string, refs []string) bool { return m.t.OverBudget(hyp, refs) }

// BoundedWarning is TER's warning for a segment over the budget, which
// m-TER also scores against the original references.
func (m *MTER) BoundedWarning(where string) string {
	return m.t.BoundedWarning(where) + "; m-ter: against the original references (not rewritten)"
}

// Add sums statistics.
func (m *MTER) Add(a *metric.Stats, s metric.Stats) { m.t.Add(a, s) }

// Corpus is TER of the aggregated statistics.
func (m *MTER) Corpus(s metric.Stats) metric.Score {
	sc := m.t.Corpus(s)
	sc.Name = "m-TER"
	return sc
}

// Sentence is TER of one segment's statistics.
func (m *MTER) Sentence(s metric.Stats) metric.Score {
	sc := m.t.Sentence(s)
	sc.Name = "m-TER"
	return sc
}
