package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// TestSegmentMemo checks that systems sharing outputs get, from the
// segment memo, exactly what scoring them alone gives; that the memo is
// per evaluator (another configuration on the same references computes
// its own results); and that a system's Rewritten can be modified without
// touching another's.
func TestSegmentMemo(t *testing.T) {
	ref := []string{"He bought an automobile yesterday .", "The automobile is fast .", "She drove an automobile home ."}
	a := []string{"Yesterday he bought a car .", "The car is fast .", "She drove a car home ."}
	b := []string{"He bought a car .", "The car is fast .", "She drove an auto home ."}
	cfg := meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}
	fixing, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)
	evaluator := func(noFix bool) *Evaluator {
		ro := *fixing
		if noFix {
			ro.Fixer = nil
		}
		ev, err := NewEvaluator(Options{Rewrite: &ro, Meteor: cfg})
		require.NoError(t, err)
		return ev
	}
	alone := func(noFix bool, hyps []string) *SystemScore {
		ev := evaluator(noFix)
		refs, err := ev.PrepareReferences([][]string{ref}, nil)
		require.NoError(t, err)
		s, err := ev.ScoreSystem("b", hyps, refs)
		require.NoError(t, err)
		return s
	}
	same := func(t *testing.T, want, got *SystemScore) {
		t.Helper()
		assert.Equal(t, want.Segments, got.Segments)
		assert.Equal(t, want.Metrics, got.Metrics)
		assert.Equal(t, want.Rewritten, got.Rewritten)
		assert.Equal(t, want.Corpus, got.Corpus)
	}

	ev := evaluator(false)
	refs, err := ev.PrepareReferences([][]string{ref}, nil)
	require.NoError(t, err)
	sa, err := ev.ScoreSystem("a", a, refs)
	require.NoError(t, err)
	sb, err := ev.ScoreSystem("b", b, refs)
	require.NoError(t, err)
	t.Run("shared outputs", func(t *testing.T) { same(t, alone(false, b), sb) })
	t.Run("the same system twice", func(t *testing.T) {
		again, err := ev.ScoreSystem("a", a, refs)
		require.NoError(t, err)
		same(t, sa, again)
	})
	t.Run("another configuration on the same references", func(t *testing.T) {
		noFix := evaluator(true)
		got, err := noFix.ScoreSystem("b", b, refs)
		require.NoError(t, err)
		same(t, alone(true, b), got)
		assert.NotEqual(t, sb.Rewritten[0], got.Rewritten[0], "the fixed and unfixed rewrites differ here")
	})
	t.Run("results are the caller's", func(t *testing.T) {
		want := sb.Rewritten[1][0].Text
		sa.Rewritten[1][0].Text = "changed"
		assert.Equal(t, want, sb.Rewritten[1][0].Text)
	})
}
