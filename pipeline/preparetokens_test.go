package pipeline

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
)

// TestPrepareTokens: references given with their words prepare as
// Prepare splits them (the same forms and rewrites), and words for
// another number of segments are an error.
func TestPrepareTokens(t *testing.T) {
	r, err := New(Config{Lang: lang.English})
	require.NoError(t, err)
	refs := [][]string{{"He bought an automobile yesterday ."}, {"The automobile is fast ."}}
	words := make([][][]string, len(refs))
	for i, seg := range refs {
		words[i] = [][]string{strings.Fields(seg[0])}
	}
	want, err := r.Prepare(refs, nil)
	require.NoError(t, err)
	got, err := r.PrepareTokens(refs, words, nil)
	require.NoError(t, err)
	hyps := []string{"Yesterday he bought a car .", "The car is fast ."}
	for i := range refs {
		require.Equal(t, want.Forms(i, 0), got.Forms(i, 0))
		require.Equal(t, r.Rewrite(hyps[i], want, i), r.Rewrite(hyps[i], got, i))
	}
	_, err = r.PrepareTokens(refs, words[:1], nil)
	require.Error(t, err)
}
