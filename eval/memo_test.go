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

// TestScoreSystemsRepeats checks that systems scored in one call, where
// a later system repeats an earlier one's hypothesis, get what scoring
// each alone gives, with or without the segment memo (ScoreSystemsOnce),
// and that the repeated results are the caller's to change; and that
// progress ends at every pair counted.
func TestScoreSystemsRepeats(t *testing.T) {
	ref := []string{"He bought an automobile yesterday .", "The automobile is fast .", "She drove an automobile home ."}
	a := []string{"Yesterday he bought a car .", "The car is fast .", "She drove a car home ."}
	b := []string{"He bought a car .", "The car is fast .", "She drove an auto home ."}
	c := []string{"Yesterday he bought a car .", "The auto is fast .", "She drove an auto home ."}
	cfg := meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)
	var done int
	ev, err := NewEvaluator(Options{Rewrite: ro, Meteor: cfg, Workers: 2, Progress: func(n int) { done = max(done, n) }})
	require.NoError(t, err)
	alone := func(hyps []string) *SystemScore {
		refs, err := ev.PrepareReferences([][]string{ref}, nil)
		require.NoError(t, err)
		s, err := ev.ScoreSystem("x", hyps, refs)
		require.NoError(t, err)
		return s
	}
	hyps := [][]string{a, b, c, a}
	for _, once := range []bool{false, true} {
		refs, err := ev.PrepareReferences([][]string{ref}, nil)
		require.NoError(t, err)
		score := ev.ScoreSystems
		if once {
			score = ev.ScoreSystemsOnce
		}
		done = 0
		got, err := score([]string{"a", "b", "c", "a2"}, hyps, refs)
		require.NoError(t, err)
		assert.Equal(t, len(hyps)*len(ref), done, "progress")
		for k, h := range hyps {
			want := alone(h)
			assert.Equal(t, want.Segments, got[k].Segments, "once=%v system %d", once, k)
			assert.Equal(t, want.Metrics, got[k].Metrics, "once=%v system %d", once, k)
			assert.Equal(t, want.Rewritten, got[k].Rewritten, "once=%v system %d", once, k)
			assert.Equal(t, want.Corpus, got[k].Corpus, "once=%v system %d", once, k)
			assert.Equal(t, want.Bounded, got[k].Bounded, "once=%v system %d", once, k)
		}
		want := got[0].Rewritten[0][0].Text
		got[3].Rewritten[0][0].Text = "changed"
		assert.Equal(t, want, got[0].Rewritten[0][0].Text, "once=%v", once)
		assert.Equal(t, refs.memos != nil, !once, "once=%v: memo kept", once)
	}
}
