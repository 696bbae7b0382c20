package meteor

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestUAX29Normalization: the default of the languages without a -norm
// normalizer splits the punctuation off untokenized words (where
// LowerOnly keeps "szybki." one token), lowercases in Prepare but not in
// Tokenize, and signs norm:uax29.
func TestUAX29Normalization(t *testing.T) {
	const line = "Samochód jest bardzo szybki, prawda? Tak."
	sc, err := New(Config{Language: "pl", Normalization: UAX29, Modules: []Module{Exact}}, nil)
	require.NoError(t, err)
	assert.Equal(t, []string{"samochód", "jest", "bardzo", "szybki", ",", "prawda", "?", "tak", "."}, sc.Prepare(line))
	assert.Equal(t, []string{"Samochód", "jest", "bardzo", "szybki", ",", "prawda", "?", "Tak", "."}, sc.Tokenize(line))
	assert.Equal(t, sc.Prepare(line), sc.LowerTokens(sc.Tokenize(line)))
	assert.Equal(t, "uax29", sc.Signature(1).Norm)
	assert.Equal(t, "uax29", UAX29.String())

	lc, err := New(Config{Language: "pl", Normalization: LowerOnly, Modules: []Module{Exact}}, nil)
	require.NoError(t, err)
	assert.Equal(t, []string{"samochód", "jest", "bardzo", "szybki,", "prawda?", "tak."}, lc.Prepare(line))
	assert.NotEqual(t, lc.Preparation(), sc.Preparation())

	// Invalid UTF-8 is read as the other modes read it (one U+FFFD per
	// malformed sequence), not dropped.
	assert.Equal(t, []string{"a", "\uFFFD", "b"}, sc.Prepare("a \xff b"))
}
