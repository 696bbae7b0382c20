package meteor

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Each lists every record, duplicates included, of a built table and of
// its compiled form alike (issue 16, defect 2: table stats reads compiled
// tables through it).
func TestParaphraseTableEach(t *testing.T) {
	recs := [][2]string{{"big cat", "lion"}, {"big", "large"}, {"big cat", "lion"}, {"a b c", "d"}, {"big", "huge  one"}}
	tab := NewParaphraseTable()
	for _, r := range recs {
		require.NoError(t, tab.Add(r[0], r[1]))
	}
	want := []string{"a b c → d", "big cat → lion", "big cat → lion", "big → huge one", "big → large"}
	list := func(t *testing.T, tab *ParaphraseTable) []string {
		var got []string
		require.NoError(t, tab.Each(func(a, b string) error { got = append(got, a+" → "+b); return nil }))
		sort.Strings(got)
		return got
	}
	assert.Equal(t, want, list(t, tab))
	comp, err := OpenCompiledParaphraseTable(compileTo(t, tab))
	require.NoError(t, err)
	got := list(t, comp)
	require.NoError(t, comp.Close())
	assert.Equal(t, want, got, "strings stay valid after Close")
}
