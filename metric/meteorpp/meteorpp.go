package meteorpp

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
)

// Name is the registered name.
const Name = "meteor++"

// DefaultSmooth is the K of the recall factor 1 − u/(n+K): the additive
// count of the public implementation the formula follows.
const DefaultSmooth = 8

// ErrOptions is wrapped by New for invalid options.
var ErrOptions = errors.New("meteorpp: invalid options")

// Options configure Meteor++.
type Options struct {
	// Scorer is the Meteor scorer (language, matchers, parameters);
	// required.
	Scorer *meteor.Scorer
	// CopyWords is the copy-word list; required (an empty list gives
	// Meteor's scores under Meteor++'s name).
	CopyWords *data.CopyWords
	// Smooth is K in R·(1 − u/(n+K)); nil means DefaultSmooth.
	Smooth *float64
	// NRefs is the number of references per segment the signature names.
	NRefs int
}

// Metric is a configured Meteor++; it implements metric.Metric.
type Metric struct {
	sc     *meteor.Scorer
	copy   *data.CopyWords
	smooth float64
	alpha  float64
	sig    metric.Signature
}

var _ metric.Metric = (*Metric)(nil)

// meteorLen is the length of Meteor's flat statistics; Meteor++ appends
// the reference's copy-word tokens n and the missed ones u.
var meteorLen = len((&meteor.Stats{}).Flat())

func init() {
	metric.Register(Name, func(opts any) (metric.Metric, error) {
		if o, ok := metric.OptionsOf[Options](opts, false); ok {
			return New(o)
		}
		return nil, fmt.Errorf("%w: meteor++ needs meteorpp.Options with a Meteor scorer and copy words, got %T", ErrOptions, opts)
	})
}

// New builds Meteor++.
func New(o Options) (*Metric, error) {
	if o.Scorer == nil {
		return nil, fmt.Errorf("%w: no Meteor scorer", ErrOptions)
	}
	if o.CopyWords == nil {
		return nil, fmt.Errorf("%w: no copy words (extract them with parmesan copywords extract)", ErrOptions)
	}
	k := float64(DefaultSmooth)
	if o.Smooth != nil {
		k = *o.Smooth
	}
	if !(k >= 0 && k <= 1e6) {
		return nil, fmt.Errorf("%w: smoothing K = %g, want 0 to 1e6", ErrOptions, k)
	}
	m := &Metric{sc: o.Scorer, copy: o.CopyWords, smooth: k, alpha: o.Scorer.Settings().Params.Alpha}
	fields := o.Scorer.Signature(o.NRefs).MetricSignature().Fields // Meteor's, extended
	at := len(fields)
	for i, f := range fields { // before the closing parmesan version, if any
		if f.Key == "parmesan" {
			at = i
		}
	}
	extra := []metric.Field{
		{Key: "copy", Short: "cw", Value: fmt.Sprintf("%d#%s", o.CopyWords.Len(), o.CopyWords.Hash())},
		{Key: "copy-k", Short: "ck", Value: strconv.FormatFloat(k, 'g', -1, 64)},
	}
	fields = append(fields[:at], append(extra, fields[at:]...)...)
	m.sig = metric.Signature{Metric: Name, Fields: fields}
	return m, nil
}

// Name returns "meteor++".
func (m *Metric) Name() string { return Name }

// Signature is Meteor's with the copy words' count and hash and K.
func (m *Metric) Signature() metric.Signature { return m.sig }

// HigherIsBetter returns true.
func (m *Metric) HigherIsBetter() bool { return true }

// Stats aligns hyp with each reference (Meteor's alignment) and returns
// Meteor's statistics of the reference with the best Meteor++ score,
// followed by its copy-word tokens n and the unmatched ones u. It never
// fails.
func (m *Metric) Stats(hyp string, refs []string) (metric.Stats, error) {
	h := m.sc.Prepare(hyp)
	rt := make([][]string, len(refs))
	for i, r := range refs {
		rt[i] = m.sc.Prepare(r)
	}
	return m.StatsTokens(h, rt), nil
}

var _ metric.Preparer = (*Metric)(nil)

// Preparation names how Meteor's scorer prepares text.
func (m *Metric) Preparation() string { return m.sc.Preparation() }

// Prepare is Meteor's preparation (meteor.Scorer.Prepare).
func (m *Metric) Prepare(text string) []string { return m.sc.Prepare(text) }

// StatsTokens is Stats on prepared tokens (meteor.Scorer.Prepare).
func (m *Metric) StatsTokens(hyp []string, refs [][]string) metric.Stats {
	var best metric.Stats
	bestScore := -1.0
	for _, r := range refs {
		seg := m.sc.AlignTokens(hyp, [][]string{r})
		n, u := m.CopyCounts(r, seg.Matches)
		s := append(seg.Stats.Flat(), n, u)
		if sc := m.Sentence(s).Score; sc > bestScore {
			best, bestScore = s, sc
		}
	}
	if best == nil {
		var z meteor.Stats
		best = append(z.Flat(), 0, 0)
	}
	return best
}

// CopyCounts returns the copy-word tokens of ref (n) and those no match
// of the alignment covers (u).
func (m *Metric) CopyCounts(ref []string, matches []meteor.Match) (n, u float64) {
	covered := make([]bool, len(ref))
	for _, a := range matches {
		for j := a.RefStart; j < a.RefStart+a.RefLen && j < len(ref); j++ {
			covered[j] = true
		}
	}
	for j, w := range ref {
		if m.copy.Has(w) {
			n++
			if !covered[j] {
				u++
			}
		}
	}
	return n, u
}

// Add sums b into *a: Meteor's aggregation for its part (a perfect
// segment adds no chunks), plain sums for n and u.
func (m *Metric) Add(a *metric.Stats, b metric.Stats) {
	if len(b) != meteorLen+2 {
		return
	}
	if len(*a) != meteorLen+2 {
		*a = make(metric.Stats, meteorLen+2)
	}
	x, _ := meteor.StatsFromFlat((*a)[:meteorLen])
	y, _ := meteor.StatsFromFlat(b[:meteorLen])
	x.Add(&y)
	copy(*a, x.Flat())
	(*a)[meteorLen] += b[meteorLen]
	(*a)[meteorLen+1] += b[meteorLen+1]
}

// Result is Meteor++ computed from statistics.
type Result struct {
	Meteor meteor.Metrics // Meteor's numbers, unpenalised
	// CopyWords and Missed are n and u; Factor is 1 − u/(n+K) (1 when
	// u = 0).
	CopyWords, Missed, Factor float64
	// Recall and FMean are Meteor's with the factor applied; Score is
	// Meteor++.
	Recall, FMean, Score float64
}

// Compute scores statistics (a segment's or a sum).
func (m *Metric) Compute(s metric.Stats) (Result, bool) {
	if len(s) != meteorLen+2 {
		return Result{}, false
	}
	st, _ := meteor.StatsFromFlat(s[:meteorLen])
	r := Result{Meteor: m.sc.Compute(st), CopyWords: s[meteorLen], Missed: s[meteorLen+1], Factor: 1}
	r.Recall, r.FMean, r.Score = r.Meteor.Recall, r.Meteor.FMean, r.Meteor.Score
	if r.Missed == 0 {
		return r, true // exactly Meteor
	}
	r.Factor = 1 - r.Missed/(r.CopyWords+m.smooth)
	r.Recall = r.Meteor.Recall * r.Factor
	p := r.Meteor.Precision
	r.FMean = 1 / ((1-m.alpha)/p + m.alpha/r.Recall) // Meteor's Fmean, in its order
	r.Score = r.FMean * (1 - r.Meteor.Penalty)
	if r.Score != r.Score || r.Score < 0 { // NaN (nothing matched) or a penalty above 1
		r.Score = 0
	}
	return r, true
}

// Corpus scores aggregated statistics.
func (m *Metric) Corpus(s metric.Stats) metric.Score {
	r, ok := m.Compute(s)
	if !ok {
		return metric.Score{Name: "Meteor++"}
	}
	return metric.Score{Name: "Meteor++", Score: r.Score, Parts: []metric.Part{
		{Name: "precision", Value: r.Meteor.Precision}, {Name: "recall", Value: r.Recall},
		{Name: "fmean", Value: r.FMean}, {Name: "frag_penalty", Value: r.Meteor.Penalty},
		{Name: "copy_words", Value: r.CopyWords}, {Name: "copy_missed", Value: r.Missed},
		{Name: "copy_factor", Value: r.Factor}, {Name: "meteor", Value: r.Meteor.Score}}}
}

// Sentence scores one segment's statistics (as Corpus).
func (m *Metric) Sentence(s metric.Stats) metric.Score { return m.Corpus(s) }
