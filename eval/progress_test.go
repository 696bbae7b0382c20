package eval

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// TestPrepareReferencesProgressOnce: preparing n segments reports n
// segments done, once, with or without rewriting (whose analysis is a
// pass of its own reporting to the same callback).
func TestPrepareReferencesProgressOnce(t *testing.T) {
	refs := [][]string{{"He bought an automobile yesterday .", "The automobile is fast .", "It rains ."}}
	rw, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)
	for _, tc := range []struct {
		name    string
		rewrite *pipeline.Rewriter
	}{{"plain", nil}, {"rewriting", rw}} {
		t.Run(tc.name, func(t *testing.T) {
			var mu sync.Mutex
			var calls []int
			o := Options{Workers: 1, Rewrite: tc.rewrite, Meteor: meteor.Config{Language: "en", Modules: []meteor.Module{meteor.Exact}},
				Progress: func(done int) { mu.Lock(); calls = append(calls, done); mu.Unlock() }}
			ev, err := NewEvaluator(o)
			require.NoError(t, err)
			_, err = ev.PrepareReferences(refs, nil)
			require.NoError(t, err)
			assert.Equal(t, []int{len(refs[0])}, calls, "one block of 3 segments, counted once")
		})
	}
}
