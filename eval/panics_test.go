package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// TestNoPanicsFromTheAPI: misuses that used to panic are errors.
func TestNoPanicsFromTheAPI(t *testing.T) {
	plain, err := NewEvaluator(DefaultOptions("en"))
	require.NoError(t, err)
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English, NoFix: true})
	require.NoError(t, err)
	o := DefaultOptions("en")
	o.Rewrite = ro
	rewriting, err := NewEvaluator(o)
	require.NoError(t, err)
	refs, err := plain.PrepareReferences([][]string{{"a cat", "a dog"}}, nil)
	require.NoError(t, err)

	t.Run("references of a plain evaluator, scored by a rewriting one", func(t *testing.T) {
		_, err := rewriting.ScoreSystem("s", []string{"a cat", "a dog"}, refs)
		require.ErrorIs(t, err, ErrReferences)
		_, err = rewriting.RewriteCorpus([]string{"a cat", "a dog"}, refs)
		require.ErrorIs(t, err, ErrReferences)
	})
	t.Run("references of another normalization", func(t *testing.T) {
		lc, err := NewEvaluator(Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.LowerOnly}})
		require.NoError(t, err)
		_, err = lc.ScoreSystem("s", []string{"a cat", "a dog"}, refs)
		require.ErrorIs(t, err, ErrReferences)
	})
	t.Run("text-only references", func(t *testing.T) {
		text, err := plain.textReferences([][]string{{"a cat", "a dog"}})
		require.NoError(t, err)
		_, err = plain.ScoreSystem("s", []string{"a cat", "a dog"}, text)
		require.ErrorIs(t, err, ErrReferences)
	})
	t.Run("out-of-range enums print", func(t *testing.T) {
		assert.Equal(t, "m9", meteor.Module(9).Short())
		assert.Equal(t, "Normalization(9)", meteor.Normalization(9).String())
	})
}
