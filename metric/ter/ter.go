package ter

import (
	"errors"
	"fmt"
	"strconv"
	"sync"

	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/tokenize"
)

// Name is the registered name of the metric.
const Name = "ter"

// ErrNoReference is returned for a segment whose references are all
// empty (sacrebleu stops with "Empty or `None` reference sentence found").
var ErrNoReference = errors.New("ter: segment has no non-empty reference")

// Options configure TER; the zero value is sacrebleu's default
// (case-insensitive, no normalization, punctuation kept).
type Options struct {
	// CaseSensitive keeps case (sacrebleu --ter-case-sensitive).
	CaseSensitive bool
	// Normalized applies tercom's normalization: punctuation split off,
	// XML entities decoded (--ter-normalized).
	Normalized bool
	// NoPunct removes punctuation (--ter-no-punct).
	NoPunct bool
	// AsianSupport splits CJK characters when Normalized and removes CJK
	// punctuation when NoPunct (--ter-asian-support).
	AsianSupport bool
	// NRefs is the number of references per segment, for the signature
	// (0 means 1; -1 prints "var" as sacrebleu does for a varying count).
	NRefs int
	// MaxSegmentTokens is the budget of the shift search, whose memory
	// grows with the square of the segment length (a 50,000-word line
	// took over 12 GB): a hypothesis or reference with more words is
	// scored by the beam edit distance alone, without block shifts, in
	// memory linear in its length (an upper bound of its TER; see
	// OverBudget and BoundedWarning). 0 = DefaultMaxSegmentTokens, the
	// Meteor aligner's budget; NoSegmentLimit = none.
	MaxSegmentTokens int
}

// DefaultMaxSegmentTokens is the default budget of Options, the same as
// meteor.DefaultMaxSegmentTokens.
const DefaultMaxSegmentTokens = 2000

// NoSegmentLimit asks for the full shift search at any length.
const NoSegmentLimit = -1

func (o Options) budget() int {
	switch {
	case o.MaxSegmentTokens == NoSegmentLimit:
		return 0
	case o.MaxSegmentTokens <= 0:
		return DefaultMaxSegmentTokens
	}
	return o.MaxSegmentTokens
}

// OverBudget reports whether the segment is scored without block shifts
// because the hypothesis or a reference has more words than the budget.
func (t *TER) OverBudget(hyp string, refs []string) bool {
	b := t.opts.budget()
	if b == 0 {
		return false
	}
	w := t.pool.Get().(*worker)
	defer t.pool.Put(w)
	if w.words = t.opts.tokenize(w.words[:0], hyp); len(w.words) > b {
		return true
	}
	for _, r := range refs {
		if w.words = t.opts.tokenize(w.words[:0], r); len(w.words) > b {
			return true
		}
	}
	return false
}

// BoundedWarning is the warning for a segment over the budget, worded as
// Meteor's (meteor.Scorer.BoundedWarning); where names it (file:line).
func (t *TER) BoundedWarning(where string) string {
	return fmt.Sprintf("%s: warning: segment over the TER budget (max segment tokens %d) was scored without block shifts (beam edit distance only, an upper bound); its score may differ from sacrebleu's",
		where, t.opts.budget())
}

// TER is translation edit rate, identical to sacrebleu 2.6.0: the least
// number of word insertions, deletions, substitutions and block shifts
// turning the hypothesis into the closest reference, divided by the
// average reference length, times 100. It implements metric.Metric and
// is safe for concurrent use.
type TER struct {
	opts Options
	sig  metric.Signature
	pool sync.Pool
}

// New returns TER configured by o.
func New(o Options) *TER {
	t := &TER{opts: o, sig: signature(o)}
	t.pool.New = func() any { return newWorker() }
	return t
}

func init() {
	metric.Register(Name, func(opts any) (metric.Metric, error) {
		if o, ok := metric.OptionsOf[Options](opts, true); ok {
			return New(o), nil
		}
		return nil, fmt.Errorf("ter: options of type %T, want ter.Options", opts)
	})
}

// Options returns the configuration.
func (t *TER) Options() Options { return t.opts }

// Name implements metric.Metric.
func (t *TER) Name() string { return Name }

// HigherIsBetter is false: TER is an error rate.
func (t *TER) HigherIsBetter() bool { return false }

// Signature names the settings: sacrebleu's TER signature
// (Sacre(false) is nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0)
// under the metric name "ter", with budget:N (or budget:none) before the
// version when MaxSegmentTokens is not the default.
func (t *TER) Signature() metric.Signature { return t.sig }

func signature(o Options) metric.Signature {
	c := "lc"
	if o.CaseSensitive {
		c = "mixed"
	}
	s := metric.Signature{Metric: Name, Fields: []metric.Field{
		metric.NRefsField(o.NRefs),
		{Key: "case", Short: "c", Value: c},
		{Key: "tok", Short: "t", Value: "tercom"},
		{Key: "norm", Short: "nr", Value: yesNo(o.Normalized)},
		{Key: "punct", Short: "pn", Value: yesNo(!o.NoPunct)},
		{Key: "asian", Short: "as", Value: yesNo(o.AsianSupport)},
	}}
	// The budget is parmesan's: named only when not the default, so that
	// the default signature stays sacrebleu's, and spelled as Meteor's
	// (budget:N, or none). A segment over the budget is scored without
	// block shifts, so two budgets can give two scores. Without a budget
	// the search is sacrebleu's own, whose signature (Sacre) has no such
	// field; a budget of N is no sacrebleu setting, and Sacre names it.
	switch b := o.budget(); b {
	case DefaultMaxSegmentTokens:
	case 0:
		s.Fields = append(s.Fields, metric.Field{Key: "budget", Short: "bu", Value: "none", NotSacre: true})
	default:
		s.Fields = append(s.Fields, metric.Field{Key: "budget", Short: "bu", Value: strconv.Itoa(b)})
	}
	s.Fields = append(s.Fields, metric.VersionField())
	return s
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// Stats are TER's statistics of one segment: {edits, reference length},
// the fewest edits over the references and the average length of the
// references (sacrebleu's two statistics).
func (t *TER) Stats(hyp string, refs []string) (metric.Stats, error) {
	w := t.pool.Get().(*worker)
	defer t.pool.Put(w)
	edits, length, err := w.stats(t.opts, hyp, refs)
	if err != nil {
		return nil, err
	}
	return metric.Stats{edits, length}, nil
}

// stats scores one segment. References that are empty strings are
// skipped, as sacrebleu skips them (its command line strips trailing
// whitespace first, so pass references stripped or not: a reference of
// spaces only counts as empty here).
func (w *worker) stats(o Options, hyp string, refs []string) (edits, length float64, err error) {
	clear(w.ids)
	w.words = o.tokenize(w.words[:0], hyp)
	w.hyp = w.intern(w.hyp, w.words)
	best, total, nrefs := -1, 0, 0
	for _, r := range refs {
		if tokenize.TrimRightSpace(r) == "" {
			continue
		}
		nrefs++
		w.words = o.tokenize(w.words[:0], r)
		w.ref = w.intern(w.ref, w.words)
		var e int
		var err error
		if b := o.budget(); b > 0 && (len(w.hyp) > b || len(w.ref) > b) {
			e = w.bandDistance(w.hyp, w.ref)
		} else {
			e, err = w.editRate(w.hyp, w.ref)
		}
		if err != nil {
			return 0, 0, err
		}
		total += len(w.ref)
		if best < 0 || e < best {
			best = e
		}
	}
	if nrefs == 0 {
		return 0, 0, ErrNoReference
	}
	return float64(best), float64(total) / float64(nrefs), nil
}

// Add implements metric.Metric: statistics sum.
func (t *TER) Add(a *metric.Stats, b metric.Stats) {
	if *a == nil {
		*a = make(metric.Stats, len(b))
	}
	for i, v := range b {
		(*a)[i] += v
	}
}

// Corpus is 100 × edits / reference length; 100 when the references are
// empty and the hypothesis is not, 0 when both are.
func (t *TER) Corpus(s metric.Stats) metric.Score {
	var edits, length float64
	if len(s) >= 2 {
		edits, length = s[0], s[1]
	}
	var score float64
	switch {
	case length > 0:
		score = edits / length
	case edits > 0:
		score = 1
	}
	return metric.Score{
		Name:  "TER",
		Score: 100 * score,
		Parts: []metric.Part{{Name: "edits", Value: edits}, {Name: "ref_length", Value: length}},
	}
}

// Sentence equals Corpus on one segment's statistics.
func (t *TER) Sentence(s metric.Stats) metric.Score { return t.Corpus(s) }

// EditRate returns the number of edits (shifts included) turning hyp
// into ref, both already tokenized, with sacrebleu's shift search.
func EditRate(hyp, ref []string) (int, error) {
	w := newWorker()
	h := w.intern(nil, hyp)
	r := w.intern(nil, ref)
	return w.editRate(h, r)
}
