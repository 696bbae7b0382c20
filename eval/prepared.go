package eval

import "sync"

// Hypotheses shares Meteor's preparation of hypotheses (normalizing and
// tokenizing, meteor.Scorer.Prepare) between the evaluators of one run
// that score the same systems: the Parmesan metric and Meteor prepare
// each hypothesis alike when their preparations (Scorer.Preparation) are
// equal, so the second evaluator reuses the first one's tokens. Set it
// in Options.Hypotheses. It holds every hypothesis it was given until it
// is dropped. Safe for concurrent use; the zero value is ready.
type Hypotheses struct {
	mu sync.RWMutex
	m  map[preparedKey][]string
}

// preparedKey is a hypothesis as one preparation prepares it.
type preparedKey struct{ prep, text string }

// prepare returns prep(text), computed once for the preparation named
// key. The tokens are shared: callers must not change them.
func (h *Hypotheses) prepare(key, text string, prep func(string) []string) []string {
	k := preparedKey{key, text}
	h.mu.RLock()
	toks, ok := h.m[k]
	h.mu.RUnlock()
	if ok {
		return toks
	}
	toks = prep(text)
	h.mu.Lock()
	if h.m == nil {
		h.m = map[preparedKey][]string{}
	}
	h.m[k] = toks
	h.mu.Unlock()
	return toks
}

// prepareHyp is the scorer's preparation of a hypothesis, through
// Options.Hypotheses when set.
func (e *Evaluator) prepareHyp(hyp string) []string {
	if e.opts.Hypotheses == nil {
		return e.sc.Prepare(hyp)
	}
	return e.opts.Hypotheses.prepare(e.prepKey(), hyp, e.sc.Prepare)
}
