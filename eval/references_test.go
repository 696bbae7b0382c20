package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// References.Tokens gives the tokens Meteor aligns against (normalized,
// lower-cased), and nil for text-only references.
func TestReferencesTokens(t *testing.T) {
	ev := exactEvaluator(t)
	sets := [][]string{{"The Cat sat.", "Dogs bark"}, {"A cat sat .", "The dog barks"}}
	refs, err := ev.PrepareReferences(sets, nil)
	require.NoError(t, err)
	assert.Equal(t, [][]string{{"the", "cat", "sat", "."}, {"a", "cat", "sat", "."}}, refs.Tokens(0))
	assert.Equal(t, [][]string{{"dogs", "bark"}, {"the", "dog", "barks"}}, refs.Tokens(1))
	text, err := ev.textReferences(sets)
	require.NoError(t, err)
	assert.Nil(t, text.Tokens(0))
}
