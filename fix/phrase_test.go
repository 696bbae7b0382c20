package fix

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/rewrite"
)

// upper is a Fixer that upper-cases every token and records an edit for
// each, and says which substitutions it was given.
type upper struct{ saw *[]int }

func (u upper) Fix(r *rewrite.Result) ([]string, []Edit) {
	out := make([]string, len(r.Tokens))
	var edits []Edit
	for k, t := range r.Tokens {
		out[k] = strings.ToUpper(t)
		edits = append(edits, Edit{Rule: "up", Pos: k, Before: t, After: out[k]})
	}
	for _, s := range r.Subs {
		*u.saw = append(*u.saw, s.Pos)
	}
	return out, edits
}

// TestPhraseSafe: a language's rules see the single-token substitutions
// only and never edit inside a phrase substitution's span.
func TestPhraseSafe(t *testing.T) {
	var saw []int
	f := phraseSafe{upper{&saw}}
	res := &rewrite.Result{Tokens: []string{"a", "b", "in the past", "", "c"},
		Subs: []rewrite.Substitution{{Pos: 1, New: "b"}, {Pos: 2, Len: 2, HypLen: 3, New: "in the past"}}}
	toks, edits := f.Fix(res)
	assert.Equal(t, []string{"A", "B", "in the past", "", "C"}, toks)
	assert.Equal(t, []int{0, 1, 4}, []int{edits[0].Pos, edits[1].Pos, edits[2].Pos})
	assert.Len(t, edits, 3)
	assert.Equal(t, []int{1}, saw)
	assert.Len(t, res.Subs, 2, "the caller's result is not modified")

	// Only phrase substitutions: nothing to repair.
	saw = nil
	res.Subs = res.Subs[1:]
	toks, edits = f.Fix(res)
	assert.Equal(t, res.Tokens, toks)
	assert.Empty(t, edits)
	assert.Empty(t, saw)
}
