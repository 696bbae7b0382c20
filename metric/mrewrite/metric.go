package mrewrite

import (
	"strings"

	"github.com/parmesan-mt/parmesan/metric"
)

// Metric is any metric scored on references rewritten toward each
// hypothesis, for metrics without a package of their own (m-BLEU and
// m-TER have theirs: metric/mbleu, metric/mter). Everything but Stats is
// the inner metric's; the signature is the inner one renamed, with the
// alignment fields before its version.
type Metric struct {
	name  string
	rw    *Rewriter
	inner metric.Metric
	sig   metric.Signature
}

var _ metric.Metric = (*Metric)(nil)

// Wrap returns inner scored on references rewritten by rw, under name.
func Wrap(name string, rw *Rewriter, inner metric.Metric) *Metric {
	is := inner.Signature()
	var fields []metric.Field
	n := len(is.Fields)
	if n > 0 && is.Fields[n-1].Key == "version" {
		fields = append(fields, is.Fields[:n-1]...)
		fields = append(fields, rw.Fields()...)
		fields = append(fields, is.Fields[n-1])
	} else {
		fields = append(append(fields, is.Fields...), rw.Fields()...)
	}
	return &Metric{name: name, rw: rw, inner: inner, sig: metric.Signature{Metric: name, Fields: fields}}
}

// Name returns the name given to Wrap.
func (m *Metric) Name() string { return m.name }

// Signature is the inner metric's with the alignment fields.
func (m *Metric) Signature() metric.Signature { return m.sig }

// Stats are the inner metric's statistics against the rewritten
// references.
func (m *Metric) Stats(hyp string, refs []string) (metric.Stats, error) {
	return m.inner.Stats(hyp, m.rw.RewriteAll(hyp, refs))
}

// Add is the inner metric's.
func (m *Metric) Add(a *metric.Stats, b metric.Stats) { m.inner.Add(a, b) }

// Corpus is the inner metric's, named "m-" + its name.
func (m *Metric) Corpus(s metric.Stats) metric.Score {
	return m.named(m.inner.Corpus(s))
}

// named prefixes the inner score's display name (or, when it has none,
// its upper-cased registered name) with "m-".
func (m *Metric) named(sc metric.Score) metric.Score {
	if sc.Name == "" {
		sc.Name = strings.ToUpper(m.inner.Name())
	}
	sc.Name = "m-" + sc.Name
	return sc
}

// Sentence is the inner metric's, named "m-" + its name.
func (m *Metric) Sentence(s metric.Stats) metric.Score {
	return m.named(m.inner.Sentence(s))
}

// HigherIsBetter is the inner metric's.
func (m *Metric) HigherIsBetter() bool { return m.inner.HigherIsBetter() }
