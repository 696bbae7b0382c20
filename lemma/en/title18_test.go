package en

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTitlePluralNumber: a title-cased common noun (tagged as a name,
// then read as the common word WordNet knows) keeps the number its form
// shows: "Children" and "Tyrants" in a title are plurals (their WordNet
// base differs and is not the word itself)
// (WMT22 de-en 1148: "Why Children Are Not Tyrants" read Children as a
// singular, and the fixer made the verb agree with it: *Children is).
func TestTitlePluralNumber(t *testing.T) {
	e, err := New()
	require.NoError(t, err)
	toks := e.Analyze(strings.Fields(`" Why Children Are Not Tyrants " Documentary`))
	require.Len(t, toks, 8)
	for _, k := range []int{2, 5} {
		assert.Equal(t, "NOUN", toks[k].POS, toks[k].Form)
		assert.Equal(t, "Plur", toks[k].Feats["Number"], toks[k].Form)
	}
	assert.Equal(t, "child", toks[2].Lemma)
	assert.Equal(t, "Sing", toks[7].Feats["Number"], "Documentary")
}
