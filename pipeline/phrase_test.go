package pipeline

import (
	"strings"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/stretchr/testify/require"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// TestMarksPhrase: a phrase substitution marks every word it put in
// place, and shifts the marks after it (reference a b c d e: b c → X,
// e → Y Z; the words are a X d Y Z).
func TestMarksPhrase(t *testing.T) {
	rw := Rewritten{Tokens: []string{"a", "X", "d", "Y", "Z"},
		Subs:  []rewrite.Substitution{{Pos: 1, Len: 2, New: "X"}, {Pos: 4, HypLen: 2, New: "Y Z"}},
		Edits: []fix.Edit{{Pos: 3, Before: "d", After: "d2"}}}
	assert.Equal(t, []bool{false, true, true, true, true}, rw.Marks(5))
	assert.Equal(t, []bool{false, true, true}, rw.Marks(3))
}

// TestRewritePhraseJoin: the English rewriter's output is the words of a
// phrase substitution (WordNet's "a lot" for "lots"; a contraction), with
// no empty token, and the fixer (English: articles) leaves them alone.
func TestRewritePhraseJoin(t *testing.T) {
	rw, err := New(Config{Lang: lang.English})
	require.NoError(t, err)
	p, err := rw.Prepare([][]string{{"There were lots of problems and he does not know ."}}, nil)
	require.NoError(t, err)
	out := rw.Rewrite("There were a lot of problems and he doesn't know .", p, 0)
	require.Len(t, out, 1)
	assert.Equal(t, "There were a lot of problems and he doesn't know .", out[0].Text)
	assert.Equal(t, strings.Fields(out[0].Text), out[0].Tokens)
	require.Len(t, out[0].Subs, 2)
	assert.Equal(t, 2, out[0].Subs[0].HypSpan())
	assert.Equal(t, 2, out[0].Subs[1].RefSpan())
	assert.Equal(t, []bool{false, false, true, true, false, false, false, false, true, false, false}, out[0].Marks(len(out[0].Tokens)))
}

// TestMultiPhrasePairs: the Czech mined table's phrase pairs are loaded
// for phrase substitutions (v současné době / aktuálně).
func TestMultiPhrasePairs(t *testing.T) {
	rw, err := New(Config{Lang: lang.Czech, NoFix: true})
	if Unavailable(err) {
		t.Skipf("Czech resources not installed: %v", err)
	}
	require.NoError(t, err)
	for _, p := range [][2]string{{"v současné době", "aktuálně"}, {"aktuálně", "v současné době"}} {
		src, ok := rw.Lexicon.Lookup(p[0], p[1])
		assert.True(t, ok, "%s → %s", p[0], p[1])
		assert.NotZero(t, src&paraphrase.SourceMulti)
	}
}
