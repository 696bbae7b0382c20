package pipeline

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// TestMultiSource pins the mined table's place: a default Czech source,
// named in the signature, whose pairs the lexicon serves as
// paraphrase.SourceMulti (rovněž/také, a closed-class pair the Czech
// guard opens to mined pairs only); an opt-in source elsewhere.
func TestMultiSource(t *testing.T) {
	assert.Equal(t, []Source{{Kind: SourceMyThes}, {Kind: SourceMulti}}, DefaultSources(lang.Czech))
	assert.Equal(t, []Source{{Kind: SourceMyThes}}, DefaultSources(lang.German))
	src, err := ParseSource("multi")
	require.NoError(t, err)
	assert.Equal(t, Source{Kind: SourceMulti}, src)
	_, err = ParseSource("multi:x.gz")
	assert.Error(t, err)

	r, err := New(Config{Lang: lang.Czech, Sources: []Source{{Kind: SourceMulti}}})
	if Unavailable(err) {
		t.Skipf("Czech resources unavailable: %v", err)
	}
	require.NoError(t, err)
	assert.Contains(t, r.Settings(), "src=multi-cs#")
	s, ok := r.Lexicon.(rewrite.POSLexicon).LookupPOS("rovněž", "také", "ADV")
	assert.True(t, ok)
	assert.Equal(t, paraphrase.SourceMulti, s)
	_, ok = r.Lexicon.Lookup("na", "v") // prepositions are never mined
	assert.False(t, ok)

	_, _, err = loadMulti("pl")
	assert.ErrorContains(t, err, "no mined table ships for pl")
	assert.True(t, Unavailable(err), "a language without a table reports the source unavailable")
}
