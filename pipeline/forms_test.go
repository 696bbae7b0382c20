package pipeline

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
)

// TestUnchangedRewrite: a rewrite that changes no word returns the
// reference's words (Forms) and text as a rewrite computing them would;
// RewriteTokens of the rewriter's own split is Rewrite; and a rewrite
// that changes a word is not taken for the reference.
func TestUnchangedRewrite(t *testing.T) {
	rw, err := New(Config{Lang: lang.English})
	require.NoError(t, err)
	refs := []string{"He bought an automobile  yesterday .", "The automobile is fast ."}
	p, err := rw.Prepare([][]string{{refs[0]}, {refs[1]}}, nil)
	require.NoError(t, err)
	for i, ref := range refs {
		words := strings.Fields(ref)
		assert.Equal(t, words, p.Forms(i, 0))
		out := rw.Rewrite("Something else entirely .", p, i)
		require.Len(t, out, 1)
		assert.Empty(t, out[0].Subs)
		assert.Equal(t, words, out[0].Tokens)
		assert.Equal(t, strings.Join(words, " "), out[0].Text)
		assert.Equal(t, out, rw.RewriteTokens(strings.Fields("Something else entirely ."), p, i))
	}
	out := rw.Rewrite("Yesterday he bought a car .", p, 0)
	assert.Equal(t, "He bought a car yesterday .", out[0].Text)
	assert.Equal(t, []string{"He", "bought", "a", "car", "yesterday", "."}, out[0].Tokens)
	assert.Equal(t, []string{"He", "bought", "an", "automobile", "yesterday", "."}, p.Forms(0, 0), "the reference's words are not the rewrite's")
}
