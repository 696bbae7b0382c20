package paraphrase

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

// symmetricIndex encodes byte for byte what NewIndex(Symmetric(s))
// does: a small set with a pair given both ways with different sources,
// a self pair and repeated words, and the German system thesaurus when
// installed and PARMESAN_THESAURUS_PARITY is set (the one whose first
// use it speeds up: 2M pairs, seconds).
func TestSymmetricIndex(t *testing.T) {
	same := func(s *Set) {
		t.Helper()
		want, err := NewIndex(Symmetric(s)).MarshalBinary()
		require.NoError(t, err)
		got, err := symmetricIndex(s).MarshalBinary()
		require.NoError(t, err)
		require.Equal(t, len(want), len(got))
		require.True(t, string(want) == string(got), "the same index")
	}
	s := NewSet()
	for _, p := range []Pair{
		{A: "a", B: "b", Source: SourceThesaurus}, {A: "b", B: "a", Source: SourceTable},
		{A: "a", B: "a", Source: SourceWordNet}, {A: "a b", B: "c", Source: SourceThesaurus},
		{A: "c", B: "d", Source: SourceMulti}, {A: "d", B: "c", Source: SourceMulti}, {A: "", B: "c"},
	} {
		s.Add(p)
	}
	same(s)
	same(NewSet())

	if os.Getenv("PARMESAN_THESAURUS_PARITY") == "" {
		t.Log("the German thesaurus is compared with PARMESAN_THESAURUS_PARITY=1")
		return
	}
	f, _ := data.MyThesFor("de")
	dir, err := data.FindMyThes(f.File, f.Package)
	if err != nil {
		t.Logf("German thesaurus not installed (%v): the small set only", err)
		return
	}
	r, err := data.OpenMyThes(f.Path(dir))
	require.NoError(t, err)
	defer r.Close()
	de, err := FromThesaurus(r, f.Path(dir), ThesaurusOptions{Lower: true, SkipAnnotated: true})
	require.NoError(t, err)
	same(de)
}
