package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// TestScoreSystems: scoring several systems in one run of the workers
// gives each system what ScoreSystem gives it alone (a fresh evaluator
// each, so no memo is shared), with shared outputs, a system given twice
// and fewer segments than the workers' block; and a system of the wrong
// length is refused by name before anything is scored.
func TestScoreSystems(t *testing.T) {
	ref := []string{"He bought an automobile yesterday .", "The automobile is fast .", "She drove an automobile home ."}
	a := []string{"Yesterday he bought a car .", "The car is fast .", "She drove a car home ."}
	b := []string{"He bought a car .", "The car is fast .", "She drove an auto home ."}
	c := []string{"He bought a car yesterday .", "The automobile is quick .", "She drove home ."}
	cfg := meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}
	rw, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)
	for _, rewrite := range []bool{false, true} {
		evaluator := func() *Evaluator {
			o := Options{Meteor: cfg, Workers: 2}
			if rewrite {
				o.Rewrite = rw
			}
			ev, err := NewEvaluator(o)
			require.NoError(t, err)
			return ev
		}
		prepare := func(ev *Evaluator) *References {
			refs, err := ev.PrepareReferences([][]string{ref}, nil)
			require.NoError(t, err)
			return refs
		}
		names, systems := []string{"a", "b", "c", "a2"}, [][]string{a, b, c, a}
		ev := evaluator()
		got, err := ev.ScoreSystems(names, systems, prepare(ev))
		require.NoError(t, err)
		require.Len(t, got, len(systems))
		for k, hyps := range systems {
			one := evaluator()
			want, err := one.ScoreSystem(names[k], hyps, prepare(one))
			require.NoError(t, err)
			assert.Equal(t, want, got[k], "rewrite %v, system %s", rewrite, names[k])
		}
		_, err = ev.ScoreSystems([]string{"a", "short"}, [][]string{a, b[:2]}, prepare(ev))
		require.ErrorContains(t, err, "system short has 2 segments, the references have 3")
	}
}
