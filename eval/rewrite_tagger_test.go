package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// TestRewriteEnglishKeepsVerbs: a verb in -s the tagger used to read as
// a plural noun took a noun synonym from the hypothesis (aims →
// "objectives", advances → "advancements"; issue 10, item 10). With the
// verb read as a verb, WordNet offers no such pair and the reference stays.
func TestRewriteEnglishKeepsVerbs(t *testing.T) {
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)
	ev, err := NewEvaluator(Options{Rewrite: ro, Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}})
	require.NoError(t, err)
	for _, c := range []struct{ ref, hyp string }{
		{"The EU aims to cut emissions by half .", "The EU objectives to cut emissions by half ."},
		{"Science advances slowly .", "Science advancements slowly ."},
	} {
		refs, err := ev.PrepareReferences([][]string{{c.ref}}, nil)
		require.NoError(t, err)
		out, err := ev.RewriteCorpus([]string{c.hyp}, refs)
		require.NoError(t, err)
		assert.Equal(t, c.ref, out[0][0].Text)
	}
}
