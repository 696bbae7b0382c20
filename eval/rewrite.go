package eval

import (
	"fmt"

	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// rewriteSettings is the signature's rewrite field: the rewriter's
// (pipeline.Rewriter.Settings), and the rewritten-token module when the
// rewritten words are weighted.
func (e *Evaluator) rewriteSettings() string {
	s := e.rw.Settings()
	if e.opts.Weighted != nil {
		s += ",module=" + e.opts.Weighted.String()
	}
	return s
}

// RewriteCorpus rewrites the references toward each hypothesis and
// returns, per segment, the rewritten references (the "parmesan rewrite"
// command). It needs Options.Rewrite.
func (e *Evaluator) RewriteCorpus(hyps []string, refs *References) ([][]pipeline.Rewritten, error) {
	if e.rw == nil {
		return nil, fmt.Errorf("parmesan: RewriteCorpus needs Options.Rewrite")
	}
	if err := e.checkReferences(refs); err != nil {
		return nil, err
	}
	return e.rw.RewriteCorpus(hyps, refs.rewrite)
}

// weightedStats returns seg's statistics with the matches over the
// rewritten words of its chosen reference moved into the rewritten-token
// module's slot (Options.Weighted); rw are the segment's rewritten
// references.
func (e *Evaluator) weightedStats(seg meteor.Segment, rw []pipeline.Rewritten) meteor.Stats {
	if e.rwSlot < 0 || seg.Ref < 0 || seg.Ref >= len(rw) {
		return seg.Stats
	}
	r := e.sc.MarkRewritten(seg, rw[seg.Ref].Marks(len(seg.RefWords)))
	return r.Fold(e.rwSlot)
}
