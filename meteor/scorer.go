package meteor

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/jvm"
	"github.com/parmesan-mt/parmesan/internal/uax29"
	"github.com/parmesan-mt/parmesan/stem"
)

// Stemmer maps a token to its stem; see package stem.
type Stemmer interface {
	Stem(word string) string
}

// Lemmatizer maps a (lower-cased) token to its lemma out of context, for
// the Lemma module: two words match when their lemmas are equal. It must
// be safe for concurrent use and deterministic; a word it does not know
// is its own lemma.
type Lemmatizer interface {
	Lemma(word string) string
}

// Scorer scores hypotheses against references with one configuration.
// It is safe for concurrent use by many goroutines: loaded resources are
// shared read-only and each call borrows a private worker.
type Scorer struct {
	set     Settings
	res     Resources
	norm    *Normalizer
	stemmer Stemmer
	pool    sync.Pool
}

// ErrMissingResource is wrapped by New when a module lacks its data.
var ErrMissingResource = errors.New("meteor: missing resource")

// New builds a Scorer from a configuration and loaded resources.
func New(cfg Config, res *Resources) (*Scorer, error) {
	set, err := cfg.Resolve()
	if err != nil {
		return nil, err
	}
	return NewWithSettings(set, res)
}

// NewWithSettings builds a Scorer from resolved settings.
func NewWithSettings(set Settings, res *Resources) (*Scorer, error) {
	s := &Scorer{set: set}
	if res != nil {
		s.res = *res
	}
	if s.res.FunctionWords == nil {
		s.res.FunctionWords = data.WordSet{}
	}
	for _, m := range set.Modules {
		switch m {
		case Stem:
			if s.res.StemTable != nil {
				continue
			}
			// The reference has no stemmer for Czech; package stem's
			// stemmer of the language's name (stem.Czech) fills the gap.
			name := set.Lang.Stemmer
			if name == "" {
				name = set.Lang.Name
			}
			st, err := stem.New(name)
			if err != nil {
				return nil, fmt.Errorf("meteor: No stemmer for language (%s)", set.Lang.Name)
			}
			s.stemmer = st
		case Synonym:
			if s.res.Synonyms == nil {
				return nil, fmt.Errorf("%w: the synonym module needs WordNet synonym data for %s", ErrMissingResource, set.Lang.Name)
			}
		case Lemma:
			if s.res.Lemmas == nil {
				return nil, fmt.Errorf("%w: the lemma module needs a lemmatizer (Resources.Lemmas) for %s", ErrMissingResource, set.Lang.Name)
			}
		case Paraphrase:
			if s.res.Paraphrases == nil {
				return nil, fmt.Errorf("%w: the paraphrase module needs a paraphrase table for %s", ErrMissingResource, set.Lang.Name)
			}
			s.res.Paraphrases.freeze()
		}
	}
	if set.Normalization == Norm || set.Normalization == NormNoPunct {
		if !set.Lang.Normalizable {
			return nil, fmt.Errorf("meteor: No normalizer for language (%s)", set.Lang.Name)
		}
		n, err := NewNormalizer(set.Lang.Name, s.res.Prefixes)
		if err != nil {
			return nil, err
		}
		s.norm = n
	}
	s.pool.New = func() any { return newWorker(s) }
	return s, nil
}

// Settings returns the resolved configuration.
func (s *Scorer) Settings() Settings { return s.set }

// Resources returns the resources the scorer uses.
func (s *Scorer) Resources() *Resources { return &s.res }

// Prepare normalizes, lowercases and tokenizes a segment as configured
// (spec §2, §3).
func (s *Scorer) Prepare(line string) []string {
	line = jvm.DecodeUTF8(line) // invalid UTF-8 as Java's decoder reads it
	switch s.set.Normalization {
	case Norm:
		line = jvm.Lower(s.norm.Normalize(line, true))
	case NormNoPunct:
		line = jvm.Lower(s.norm.Normalize(line, false))
	case LowerOnly:
		line = jvm.Lower(line)
	case UAX29:
		line = jvm.Lower(strings.Join(uax29.Tokenize(line), " "))
	}
	n := 0
	for i := 0; i < len(line); i++ { // count tokens to allocate once
		if !jvm.IsDelim(rune(line[i])) && (i == 0 || jvm.IsDelim(rune(line[i-1]))) {
			n++
		}
	}
	return splitTokens(line, make([]string, 0, n))
}

// Tokenize normalizes (when configured) and splits a segment like Prepare,
// but without lowercasing, for stages that need the original case (lemma
// analysis before rewriting). LowerTokens then gives Prepare's tokens.
func (s *Scorer) Tokenize(line string) []string {
	line = jvm.DecodeUTF8(line)
	switch s.set.Normalization {
	case Norm:
		line = s.norm.Normalize(line, true)
	case NormNoPunct:
		line = s.norm.Normalize(line, false)
	case UAX29:
		line = strings.Join(uax29.Tokenize(line), " ")
	}
	return strings.FieldsFunc(line, jvm.IsDelim)
}

// LowerTokens lowercases tokens as Prepare does when the configuration
// lowercases (every mode but no_norm); it returns a new slice.
func (s *Scorer) LowerTokens(toks []string) []string {
	out := make([]string, len(toks))
	for i, t := range toks {
		if s.set.Normalization == NoNorm {
			out[i] = t
		} else {
			out[i] = jvm.Lower(t)
		}
	}
	return out
}

// Segment is the result of scoring one hypothesis against its references.
type Segment struct {
	Stats   Stats
	Metrics Metrics
	// Ref is the index of the chosen reference (the first with the
	// strictly greatest score), -1 when there were none.
	Ref      int
	Hyp      []string // hypothesis tokens
	RefWords []string // tokens of the chosen reference
	Matches  []Match  // the chosen alignment, ascending by ref position
	// Warnings counts the reference's "unexpected conditions" beam
	// warnings raised while aligning (one per search step, all refs).
	Warnings int
	// Bounded reports that a side of the segment had more words than
	// Settings.MaxSegmentTokens and the aligner's bound on candidates per
	// word dropped some, so the alignment (and score) may differ from the
	// reference scorer's; BoundedWarning words the warning to print.
	Bounded bool
}

// BoundedWarning is the warning for a Bounded segment; where names it
// (file:line).
func (s *Scorer) BoundedWarning(where string) string {
	return fmt.Sprintf("%s: warning: segment over the alignment budget (max segment tokens %d) was aligned with at most %d candidates per word; its score may differ from the reference scorer's",
		where, s.set.MaxSegmentTokens, boundedCandidates)
}

// Score returns the statistics of the best reference for hyp.
func (s *Scorer) Score(hyp string, refs []string) Stats {
	return s.Align(hyp, refs).Stats
}

// Align scores hyp against refs and returns the best alignment.
func (s *Scorer) Align(hyp string, refs []string) Segment {
	h := s.Prepare(hyp)
	rt := make([][]string, len(refs))
	for i, r := range refs {
		rt[i] = s.Prepare(r)
	}
	return s.AlignTokens(h, rt)
}

// AlignTokens is Align on prepared tokens (see Prepare), for callers that
// prepare each reference once and score many systems against it.
func (s *Scorer) AlignTokens(hyp []string, refs [][]string) Segment {
	w := s.pool.Get().(*worker)
	defer s.pool.Put(w)
	w.warnings = 0
	seg := Segment{Ref: -1, Hyp: hyp}
	bestScore := -1.0
	w.hyp = hyp
	w.setWords(hyp, &w.hypKey, &w.hypLen, &w.hypFW)
	for i, r := range refs {
		w.ref = r
		w.setWords(r, &w.refKey, &w.refLen, &w.refFW)
		st := w.align()
		seg.Bounded = seg.Bounded || w.capped
		m := st.Compute(s.set.Params, s.set.Weights)
		if m.Score > bestScore {
			bestScore = m.Score
			seg.Stats, seg.Metrics, seg.Ref, seg.RefWords = st, m, i, r
			seg.Matches = append(seg.Matches[:0:0], w.result...)
		}
	}
	if seg.Ref < 0 {
		seg.Metrics.Score = -1
	}
	seg.Warnings = w.warnings
	w.hyp, w.ref = nil, nil
	return seg
}

// Compute scores statistics with the scorer's parameters and weights.
func (s *Scorer) Compute(st Stats) Metrics { return st.Compute(s.set.Params, s.set.Weights) }
