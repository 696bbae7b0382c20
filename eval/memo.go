package eval

import (
	"sync"

	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// Systems often share outputs: on WMT23 en-cs a quarter of the
// (segment, hypothesis) pairs of the 15 systems repeat another system's.
// A rewriting evaluator's result for a segment is a pure function of the
// hypothesis text, the segment's references (and grounding) and the
// evaluator's configuration, and costs the analysis, rewriting, repair
// and alignment of the segment, so ScoreSystem keeps it per prepared
// References and evaluator and reuses it for every later system with the
// same hypothesis. Plain Meteor scoring is cheap enough per segment that
// the memo would cost more memory than it saves time, so it is not kept.

// memoEntry is what ScoreSystem keeps of one scored segment.
type memoEntry struct {
	stats   meteor.Stats
	metrics meteor.Metrics
	bounded bool
	rw      []pipeline.Rewritten // shared between systems: read only
}

// segmentMemo holds an evaluator's results on one References, by segment
// and hypothesis text. A nil memo keeps nothing.
type segmentMemo struct {
	mu sync.Mutex
	by []map[string]memoEntry // [segment] hypothesis → result
}

// segmentMemo returns e's memo on r, or nil when e does not rewrite.
func (e *Evaluator) segmentMemo(r *References) *segmentMemo {
	if e.opts.Rewrite == nil {
		return nil
	}
	r.memoMu.Lock()
	defer r.memoMu.Unlock()
	if r.memos == nil {
		r.memos = map[*Evaluator]*segmentMemo{}
	}
	m := r.memos[e]
	if m == nil {
		m = &segmentMemo{by: make([]map[string]memoEntry, r.Len())}
		r.memos[e] = m
	}
	return m
}

func (m *segmentMemo) get(i int, hyp string) (memoEntry, bool) {
	if m == nil {
		return memoEntry{}, false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	r, ok := m.by[i][hyp]
	return r, ok
}

func (m *segmentMemo) put(i int, hyp string, r memoEntry) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.by[i] == nil {
		m.by[i] = map[string]memoEntry{}
	}
	m.by[i][hyp] = r
}
