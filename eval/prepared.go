package eval

import (
	"strconv"
	"strings"
	"sync"

	"github.com/parmesan-mt/parmesan/meteor"
)

// Hypotheses shares Meteor's work on hypotheses between the evaluators
// of one run that score the same systems. The Parmesan metric and Meteor
// prepare each hypothesis alike (normalizing and tokenizing,
// meteor.Scorer.Prepare) when their preparations (Scorer.Preparation, which
// names the non-breaking prefixes too) are equal, so the second evaluator
// reuses the first one's tokens. And when their scorers are alike too
// (equal signatures and alignment budgets: the Parmesan metric's exact
// matching is Meteor's default where no paraphrase table is available,
// as for Czech), a reference the rewriting left unchanged is aligned once
// for both: the Parmesan metric's score of it is the plain Meteor score.
// The references are prepared through it as well (PrepareReferences).
// Set it in Options.Hypotheses. It holds every
// hypothesis, reference and shared alignment it was given until it is
// dropped.
// Safe for concurrent use; the zero value is ready.
type Hypotheses struct {
	prepared shared[preparedKey, []string]
	aligned  shared[alignedKey, aligned]
}

// shared holds values computed once per key; safe for concurrent use,
// the zero value is ready. It is a sync.Map: the evaluators' workers read
// it for every segment and write it for most, and under a read-write
// mutex they queued behind each other's writes (the Meteor pass after the
// Parmesan metric's, on WMT23 en-cs: thousands of waits in 0.2 s).
type shared[K comparable, V any] struct {
	m sync.Map // K → V
}

// get returns the value of k, computed by fn the first time. Two callers
// of a new key may both compute it; the first one's value is kept, and
// fn must give equal values for one key.
func (s *shared[K, V]) get(k K, fn func() V) V {
	if v, ok := s.m.Load(k); ok {
		return v.(V)
	}
	v, _ := s.m.LoadOrStore(k, fn())
	return v.(V)
}

// preparedKey is a hypothesis as one preparation prepares it.
type preparedKey struct{ prep, text string }

// prepare returns prep(text), computed once for the preparation named
// key. The tokens are shared: callers must not change them.
func (h *Hypotheses) prepare(key, text string, prep func(string) []string) []string {
	return h.prepared.get(preparedKey{key, text}, func() []string { return prep(text) })
}

// alignedKey is a hypothesis aligned with a segment's original references
// by one scorer: the scorer (Evaluator.alignKey), the hypothesis text and
// the references' texts (refsKey).
type alignedKey struct{ scorer, hyp, refs string }

// aligned is what ScoreSystem keeps of an alignment.
type aligned struct {
	stats   meteor.Stats
	metrics meteor.Metrics
	bounded bool
}

// align returns the alignment named k, computed by fn the first time.
func (h *Hypotheses) align(k alignedKey, fn func() aligned) aligned {
	return h.aligned.get(k, fn)
}

// refsKey names a segment's reference texts: the text of a single
// reference, else each text after its length.
func refsKey(raw []string) string {
	if len(raw) == 1 {
		return raw[0]
	}
	var b strings.Builder
	for _, r := range raw {
		b.WriteString(strconv.Itoa(len(r)))
		b.WriteByte(':')
		b.WriteString(r)
	}
	return b.String()
}

// alignKey names what an alignment by e's scorer depends on besides the
// tokens: the preparation of text (Scorer.Preparation), the scorer's settings and
// resources (its signature, which fingerprints them and names an alignment
// budget other than the default: Settings.MaxSegmentTokens decides
// Segment.Bounded and the alignment of a segment over it). It is "" when
// alignments are not shared: without
// Options.Hypotheses, with the rewritten-token module (its statistics are
// not Meteor's), or with a Lemma module whose lemmatizer has no
// fingerprint.
func alignKey(e *Evaluator) string {
	if e.opts.Hypotheses == nil || e.rwSlot >= 0 {
		return ""
	}
	sig := e.sc.Signature(0)
	if sig.Lemmas == "unnamed" {
		return ""
	}
	return e.prepKey() + "\x00" + sig.String()
}

// prepareHyp is the scorer's preparation of a hypothesis (or a
// reference: PrepareReferences), through Options.Hypotheses when set.
func (e *Evaluator) prepareHyp(hyp string) []string {
	if e.opts.Hypotheses == nil {
		return e.sc.Prepare(hyp)
	}
	return e.opts.Hypotheses.prepare(e.prepKey(), hyp, e.sc.Prepare)
}

// prepareWords is prepareHyp of text whose Tokenize is words: their
// lower-casing (meteor.Scorer.Tokenize), without splitting the text
// again.
func (e *Evaluator) prepareWords(text string, words []string) []string {
	if e.opts.Hypotheses == nil {
		return e.sc.LowerTokens(words)
	}
	return e.opts.Hypotheses.prepare(e.prepKey(), text, func(string) []string { return e.sc.LowerTokens(words) })
}
