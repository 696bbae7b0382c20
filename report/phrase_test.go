package report

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/pipeline"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// TestRewritePhrasePositions: the rewrite view's positions are in the
// rewritten tokens (reference a b c d e: b c → X, e → Y Z), and a phrase
// source is explained.
func TestRewritePhrasePositions(t *testing.T) {
	l := newLabels()
	rw := pipeline.Rewritten{Tokens: []string{"a", "X", "d", "Y", "Z"},
		Subs: []rewrite.Substitution{{Pos: 1, Len: 2, Old: "b c", New: "X", Source: "wordnet"},
			{Pos: 4, HypLen: 2, HypPos: 3, Old: "e", New: "Y Z", Source: rewrite.SourceCompose + "+wordnet"}},
		Edits: []fix.Edit{{Rule: "r", Pos: 3, Before: "d", After: "d"}}}
	out := l.rewrite(rw, []string{"a", "b", "c", "d", "e"})
	assert.Equal(t, "a X d Y Z", out.Tokens)
	assert.Equal(t, 1, out.Subs[0][0])
	assert.Equal(t, 3, out.Subs[1][0])
	assert.Equal(t, 2, out.Fixes[0][1])
	assert.Contains(t, l.sources[out.Subs[1][6].(int)].Text, "content words pair")
}
