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

// DefaultX is the paper's smoothing X for WMT17 (section 4.1; 8 for
// WMT15).
const DefaultX = 14

// ErrOptions is wrapped by New for invalid options.
var ErrOptions = errors.New("meteorpp: invalid options")

// Options configure Meteor++. At least one source of copy words
// (CopyWords, Entities) is required; with both, a token is a copy word
// when either says so.
type Options struct {
	// Scorer is the Meteor scorer (language, matchers, parameters);
	// required.
	Scorer *meteor.Scorer
	// CopyWords is an extracted copy-word list (formulas 6–7; Extract).
	CopyWords *data.CopyWords
	// Entities, when set, makes the named entities of each sentence pair
	// copy words (the paper's section 4.1; NewEntities).
	Entities *Entities
	// X is the smoothing X of formulas 8–9; nil means DefaultX.
	X *float64
	// NRefs is the number of references per segment the signature names.
	NRefs int
}

// Metric is a configured Meteor++; it implements metric.Metric. It is
// safe for concurrent use: the copy-word list is immutable and the
// entity cache is synchronised.
type Metric struct {
	sc    *meteor.Scorer
	copy  *data.CopyWords
	ents  *Entities
	x     float64
	alpha float64
	sig   metric.Signature
}

var _ metric.Metric = (*Metric)(nil)

// meteorLen is the length of Meteor's flat statistics; Meteor++ appends
// four counts (statLen in all).
var meteorLen = len((&meteor.Stats{}).Flat())

// The copy-word counts appended to Meteor's statistics, in this order:
// |h_p|, Σ_i m_i(h_p), |r_p|, Σ_i m_i(r_p).
const (
	iHypCopy = iota
	iHypCovered
	iRefCopy
	iRefCovered
	nCopyStats
)

var statLen = meteorLen + nCopyStats

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
	if o.CopyWords == nil && o.Entities == nil {
		return nil, fmt.Errorf("%w: no copy words (a list from parmesan copywords extract, named entities, or both)", ErrOptions)
	}
	x := float64(DefaultX)
	if o.X != nil {
		x = *o.X
	}
	if !(x >= 0 && x <= 1e6) {
		return nil, fmt.Errorf("%w: smoothing X = %g, want 0 to 1e6", ErrOptions, x)
	}
	m := &Metric{sc: o.Scorer, copy: o.CopyWords, ents: o.Entities, x: x, alpha: o.Scorer.Settings().Params.Alpha}
	fields := o.Scorer.Signature(o.NRefs).MetricSignature().Fields // Meteor's, extended
	at := len(fields)
	for i, f := range fields { // before the closing parmesan version, if any
		if f.Key == "parmesan" {
			at = i
		}
	}
	var extra []metric.Field
	if o.CopyWords != nil {
		v := fmt.Sprintf("%d#%s", o.CopyWords.Len(), o.CopyWords.Hash())
		if e := o.CopyWords.Extraction; e != "" {
			v += "(" + e + ")"
		}
		extra = append(extra, metric.Field{Key: "copy", Short: "cw", Value: v})
	}
	if o.Entities != nil {
		extra = append(extra, metric.Field{Key: "copy-ner", Short: "cn", Value: o.Entities.Name()})
	}
	extra = append(extra, metric.Field{Key: "copy-x", Short: "cx", Value: strconv.FormatFloat(x, 'g', -1, 64)})
	fields = append(fields[:at], append(extra, fields[at:]...)...)
	m.sig = metric.Signature{Metric: Name, Fields: fields}
	return m, nil
}

// Name returns "meteor++".
func (m *Metric) Name() string { return Name }

// Signature is Meteor's with the copy-word sources (the list's size, hash
// and extraction settings; the entity recogniser) and X.
func (m *Metric) Signature() metric.Signature { return m.sig }

// HigherIsBetter returns true.
func (m *Metric) HigherIsBetter() bool { return true }

// NeedsText reports whether the metric needs the cased text of each
// sentence (named-entity copy words), so that StatsTokens alone cannot
// score.
func (m *Metric) NeedsText() bool { return m.ents != nil }

// Stats aligns hyp with each reference (Meteor's alignment) and returns
// the statistics of the reference with the best Meteor++ score: Meteor's,
// followed by the copy-word counts of formulas 8–9. It never fails.
func (m *Metric) Stats(hyp string, refs []string) (metric.Stats, error) {
	rt := make([][]string, len(refs))
	for i, r := range refs {
		rt[i] = m.sc.Prepare(r)
	}
	return m.StatsText(hyp, m.sc.Prepare(hyp), refs, rt), nil
}

var _ metric.Preparer = (*Metric)(nil)

// Preparation names how Meteor's scorer prepares text.
func (m *Metric) Preparation() string { return m.sc.Preparation() }

// Prepare is Meteor's preparation (meteor.Scorer.Prepare).
func (m *Metric) Prepare(text string) []string { return m.sc.Prepare(text) }

// StatsTokens is Stats on prepared tokens (meteor.Scorer.Prepare); it
// serves copy-word lists only (with entities, see NeedsText, it panics:
// a programmer error).
func (m *Metric) StatsTokens(hyp []string, refs [][]string) metric.Stats {
	if m.ents != nil {
		panic("meteorpp: StatsTokens without text, but entity copy words need it (use StatsText)")
	}
	return m.StatsText("", hyp, nil, refs)
}

// StatsText is Stats with the texts already prepared: hyp and refs are
// the texts as written (read only for named entities; they may be empty
// otherwise), hypTok and refsTok their prepared tokens.
func (m *Metric) StatsText(hyp string, hypTok []string, refs []string, refsTok [][]string) metric.Stats {
	var best metric.Stats
	bestScore := -1.0
	var hypEnts map[string]bool
	if m.ents != nil {
		hypEnts = m.ents.Words(hyp, m.sc)
	}
	for k, r := range refsTok {
		var isCopy func(string) bool
		if m.ents == nil {
			isCopy = m.copy.Has
		} else {
			refEnts := m.ents.refWords(refs[k], m.sc)
			isCopy = func(w string) bool { return m.copy.Has(w) || hypEnts[w] || refEnts[w] }
		}
		seg := m.sc.AlignTokens(hypTok, [][]string{r})
		c := CopyCounts(hypTok, r, seg.Matches, isCopy)
		s := append(seg.Stats.Flat(), c[:]...)
		if sc := m.Sentence(s).Score; sc > bestScore {
			best, bestScore = s, sc
		}
	}
	if best == nil {
		var z meteor.Stats
		best = append(z.Flat(), make([]float64, nCopyStats)...)
	}
	return best
}

// CopyCounts returns the copy-word counts of formulas 8–9 for one
// alignment: |h_p| and |r_p|, the tokens of hyp and ref that isCopy
// accepts, and Σ_i m_i(h_p) and Σ_i m_i(r_p), those of them that a match
// of any matcher covers (plain counts: no matcher weight w_i, no δ; a
// token is covered by at most one match, so the sum over matchers is the
// number of covered tokens). The result is in the order of the
// statistics: |h_p|, Σ m_i(h_p), |r_p|, Σ m_i(r_p).
func CopyCounts(hyp, ref []string, matches []meteor.Match, isCopy func(string) bool) [nCopyStats]float64 {
	var c [nCopyStats]float64
	hc := make([]bool, len(hyp))
	rc := make([]bool, len(ref))
	for _, a := range matches {
		for j := a.RefStart; j < a.RefStart+a.RefLen && j < len(ref); j++ {
			rc[j] = true
		}
		for j := a.HypStart; j < a.HypStart+a.HypLen && j < len(hyp); j++ {
			hc[j] = true
		}
	}
	for j, w := range hyp {
		if isCopy(w) {
			c[iHypCopy]++
			if hc[j] {
				c[iHypCovered]++
			}
		}
	}
	for j, w := range ref {
		if isCopy(w) {
			c[iRefCopy]++
			if rc[j] {
				c[iRefCovered]++
			}
		}
	}
	return c
}

// Add sums b into *a: Meteor's aggregation for its part (a perfect
// segment adds no chunks), plain sums for the copy-word counts of both
// sides.
func (m *Metric) Add(a *metric.Stats, b metric.Stats) {
	if len(b) != statLen {
		return
	}
	if len(*a) != statLen {
		*a = make(metric.Stats, statLen)
	}
	x, _ := meteor.StatsFromFlat((*a)[:meteorLen])
	y, _ := meteor.StatsFromFlat(b[:meteorLen])
	x.Add(&y)
	copy(*a, x.Flat())
	for i := meteorLen; i < statLen; i++ {
		(*a)[i] += b[i]
	}
}

// Result is Meteor++ computed from statistics.
type Result struct {
	Meteor meteor.Metrics // Meteor's numbers
	// HypCopy and RefCopy are |h_p| and |r_p|; HypCovered and RefCovered
	// Σ_i m_i(h_p) and Σ_i m_i(r_p).
	HypCopy, HypCovered, RefCopy, RefCovered float64
	// Precision and Recall are P~ and R~ (formulas 8–9; Meteor's P and R
	// on a side without copy words); FMean is Meteor's Fmean of them;
	// Score is Meteor++.
	Precision, Recall, FMean, Score float64
}

// Smooth is formulas 8–9: (v·X + covered)/(X + total), or v when the side
// has no copy word.
func Smooth(v, x, covered, total float64) float64 {
	if total == 0 {
		return v
	}
	return (v*x + covered) / (x + total)
}

// Compute scores statistics (a segment's or a sum).
func (m *Metric) Compute(s metric.Stats) (Result, bool) {
	if len(s) != statLen {
		return Result{}, false
	}
	st, _ := meteor.StatsFromFlat(s[:meteorLen])
	c := s[meteorLen:]
	r := Result{Meteor: m.sc.Compute(st), HypCopy: c[iHypCopy], HypCovered: c[iHypCovered], RefCopy: c[iRefCopy], RefCovered: c[iRefCovered]}
	r.Precision, r.Recall, r.FMean, r.Score = r.Meteor.Precision, r.Meteor.Recall, r.Meteor.FMean, r.Meteor.Score
	if r.HypCopy == 0 && r.RefCopy == 0 {
		return r, true // exactly Meteor
	}
	r.Precision = Smooth(r.Meteor.Precision, m.x, r.HypCovered, r.HypCopy)
	r.Recall = Smooth(r.Meteor.Recall, m.x, r.RefCovered, r.RefCopy)
	r.FMean = 1 / ((1-m.alpha)/r.Precision + m.alpha/r.Recall) // Meteor's Fmean, in its order
	r.Score = r.FMean * (1 - r.Meteor.Penalty)
	if r.Score != r.Score || r.Score < 0 { // NaN (nothing matched) or a penalty above 1
		r.Score = 0
	}
	return r, true
}

// Corpus scores aggregated statistics: formulas 8–9 on the summed counts
// of every segment, with Meteor's corpus P and R.
func (m *Metric) Corpus(s metric.Stats) metric.Score {
	r, ok := m.Compute(s)
	if !ok {
		return metric.Score{Name: "Meteor++"}
	}
	return metric.Score{Name: "Meteor++", Score: r.Score, Parts: []metric.Part{
		{Name: "precision", Value: r.Precision}, {Name: "recall", Value: r.Recall},
		{Name: "fmean", Value: r.FMean}, {Name: "frag_penalty", Value: r.Meteor.Penalty},
		{Name: "hyp_copy", Value: r.HypCopy}, {Name: "hyp_copy_matched", Value: r.HypCovered},
		{Name: "ref_copy", Value: r.RefCopy}, {Name: "ref_copy_matched", Value: r.RefCovered},
		{Name: "meteor", Value: r.Meteor.Score}}}
}

// Sentence scores one segment's statistics (as Corpus).
func (m *Metric) Sentence(s metric.Stats) metric.Score { return m.Corpus(s) }
