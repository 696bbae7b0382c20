package pipeline

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// TestLexiconsHasKey: the union of lexicons says a first side has no
// pair exactly when no second side is found with it (Lookup), and says
// yes when one of the lexicons cannot tell.
func TestLexiconsHasKey(t *testing.T) {
	words := []string{"a", "b", "c", "a b", "b c", "d", "e"}
	set := func(pairs ...[2]string) *paraphrase.Set {
		s := paraphrase.NewSet()
		for _, p := range pairs {
			s.Add(paraphrase.Pair{A: p[0], B: p[1], Source: paraphrase.SourceThesaurus})
		}
		return s
	}
	curated := set([2]string{"a", "b"})
	table := set([2]string{"a b", "c"})
	th := paraphrase.NewIndex(set([2]string{"b", "a"}))
	all := paraphrase.NewIndex(set([2]string{"b", "a"}, [2]string{"b c", "d"}))
	ls := lexicons{newKeyedPairs(wordnetPairs{Pairs: rewrite.Pairs{Curated: curated, Table: table}}), th, paraphrase.SlotOnlyRest{All: all}}
	for _, a := range words {
		found := false
		for _, b := range words {
			if _, ok := ls.Lookup(a, b); ok {
				found = true
			}
		}
		require.Equal(t, found, ls.HasKey(a), a)
	}
	// rewrite.Pairs alone cannot tell.
	require.True(t, append(ls, rewrite.Pairs{Curated: paraphrase.NewSet()}).HasKey("e"))
}
