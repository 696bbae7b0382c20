package pipeline

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
)

// TestEnglishParallelSlot: the example of rewrite.Guard.ParallelSlot
// through the English rewriter as users get it: in "a difficult job ," /
// "a challenging task ," difficult and challenging hold the first place
// of a parallel slot (ADJ NOUN on both sides), and WordNet's similar-to
// relation, slot-only evidence, pairs them there (0.15.0 replaced job
// alone).
func TestEnglishParallelSlot(t *testing.T) {
	rw, err := New(Config{Lang: lang.English})
	require.NoError(t, err)
	if !strings.Contains(rw.Settings(), "related-wordnet") {
		t.Skip("the English related source is not loaded (wordnet-base not installed)")
	}
	ref := "It was a difficult job , he said ."
	p, err := rw.Prepare([][]string{{ref}}, nil)
	require.NoError(t, err)
	out := rw.Rewrite("It was a challenging task , he said .", p, 0)
	require.Len(t, out, 1)
	assert.Equal(t, "It was a challenging task , he said .", out[0].Text)
	var pairs []string
	for _, s := range out[0].Subs {
		pairs = append(pairs, s.Old+"→"+s.New+" "+s.Source)
	}
	assert.Contains(t, pairs, "difficult→challenging related")
}
