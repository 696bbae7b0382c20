package data

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The embedded English table is a valid Meteor table of WordNet phrase
// pairs as data/gen/paraphrase documents them: each unordered pair once,
// A < B, sorted, at least one side a phrase, only a-z words.
func TestEmbeddedEnglishParaphrases(t *testing.T) {
	r, stored, err := EmbeddedEnglishParaphrases()
	require.NoError(t, err)
	assert.Less(t, len(stored), 1<<20, "kept small")
	var prev [2]string
	n := 0
	err = ReadParaphrases(r, EmbeddedEnglishParaphrasesName, func(rec ParaphraseRecord) error {
		n++
		require.True(t, rec.P > 0 && rec.P <= 1, "line %d: probability %v", rec.Line, rec.P)
		require.Less(t, rec.A, rec.B, "line %d", rec.Line)
		require.True(t, strings.Contains(rec.A, " ") || strings.Contains(rec.B, " "), "line %d: two single words", rec.Line)
		for _, s := range []string{rec.A, rec.B} {
			require.Equal(t, strings.Join(strings.Fields(s), " "), s)
			require.Empty(t, strings.Trim(s, " abcdefghijklmnopqrstuvwxyz"), "line %d: %q", rec.Line, s)
		}
		cur := [2]string{rec.A, rec.B}
		require.True(t, prev[0] < cur[0] || prev[0] == cur[0] && prev[1] < cur[1], "line %d: not sorted", rec.Line)
		prev = cur
		return nil
	})
	require.NoError(t, err)
	assert.Greater(t, n, 50000)
}
