package lexicon

import (
	"bytes"
	"compress/gzip"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// madeSegments: EM must give dům to house and kočka to cat rather than
// to the function word "the", which co-occurs with both (and with pes).
func madeSegments() []Segment {
	w := strings.Fields
	return []Segment{
		{ID: 1, Source: w("the house"), Translations: [][]string{w("dům"), w("dům"), w("domek")}},
		{ID: 2, Source: w("the cat"), Translations: [][]string{w("kočka"), w("kočka")}},
		{ID: 3, Source: w("a house is big"), Translations: [][]string{w("dům velký"), w("domek velký")}},
		{ID: 4, Source: w("the big cat"), Translations: [][]string{w("velký kočka"), w("velký kočka")}},
		{ID: 5, Source: w("a cat"), Translations: [][]string{w("kočka"), w("kočka")}},
		{ID: 6, Source: w("the dog"), Translations: [][]string{w("pes"), w("pes")}},
		{ID: 7, Source: w("a dog"), Translations: [][]string{w("pes")}},
	}
}

func TestTrain(t *testing.T) {
	lex, st, err := Train(context.Background(), madeSegments(), Options{Iterations: 5, MinSegments: 2, MinP: 0.1, TopK: 3})
	require.NoError(t, err)
	assert.Equal(t, 7, st.Segments)
	assert.Equal(t, 14, st.Sentences)
	house := lex.Lookup("House")
	require.NotEmpty(t, house)
	assert.Equal(t, "dům", house[0].Target, "the most probable translation of house: %v", house)
	cat := lex.Lookup("cat")
	require.NotEmpty(t, cat)
	assert.Equal(t, "kočka", cat[0].Target)
	assert.True(t, lex.Translations(0.1)["house"]["dům"])
	p := func(src, tgt string) float64 {
		for _, e := range lex.Lookup(src) {
			if e.Target == tgt {
				return e.P
			}
		}
		return 0
	}
	assert.Greater(t, p("cat", "kočka"), 2*p("the", "kočka"), "EM explains kočka by cat, not by the: %v", lex.Lookup("the"))
	// domek co-occurs with house in two lines (1 and 3), dům too; with
	// MinSegments 3 neither is modelled.
	strict, _, err := Train(context.Background(), madeSegments(), Options{Iterations: 5, MinSegments: 3, MinP: 0.1, TopK: 3})
	require.NoError(t, err)
	assert.Empty(t, strict.Lookup("house"), "a pair seen in fewer lines than MinSegments is not modelled")
	// Lines, not segments, count: one line read against its direction
	// is several segments of one ID.
	rev := []Segment{
		{ID: 7, Source: strings.Fields("haus"), Translations: [][]string{{"house"}}},
		{ID: 7, Source: strings.Fields("haus"), Translations: [][]string{{"house"}}},
	}
	one, st, err := Train(context.Background(), rev, Options{Iterations: 2, MinSegments: 2, MinP: 0.1, TopK: 3})
	require.NoError(t, err)
	assert.Equal(t, 1, st.Segments)
	assert.Empty(t, one.Lookup("haus"), "two translations of one line are one line")
	_, _, err = Train(context.Background(), rev, Options{})
	assert.Error(t, err)
}

func TestWriteRead(t *testing.T) {
	lex, _, err := Train(context.Background(), madeSegments(), Options{Iterations: 5, MinSegments: 2, MinP: 0.05, TopK: 2})
	require.NoError(t, err)
	p := filepath.Join(t.TempDir(), "lex.gz")
	require.NoError(t, Write(p, lex, "method:lexicon|test"))
	b, err := os.ReadFile(p)
	require.NoError(t, err)
	got, settings, err := Read(bytes.NewReader(b), p)
	require.NoError(t, err)
	assert.Equal(t, "method:lexicon|test", settings)
	assert.Equal(t, lex.Pairs(), got.Pairs())
	assert.Equal(t, lex.Lookup("house")[0].Target, got.Lookup("house")[0].Target)
	assert.LessOrEqual(t, len(got.Lookup("the")), 2, "top-k")

	var bad bytes.Buffer
	zw := gzip.NewWriter(&bad)
	zw.Write([]byte("house\tdům\t0.5\ncat\tkočka\n"))
	zw.Close()
	_, _, err = Read(&bad, "bad.gz")
	assert.ErrorContains(t, err, "bad.gz:2")
	assert.Error(t, Write(p, lex, "ř"), "settings must be ISO 8859-1")
}

// TestEmbedded: the shipped lexicons read, carry their provenance, and
// know the pairs issue #34 names (protesters, job).
func TestEmbedded(t *testing.T) {
	for _, pair := range [][2]string{{"en", "cs"}, {"de", "en"}} {
		gz, name, ok := Embedded(pair[0], pair[1])
		require.True(t, ok, pair)
		lex, settings, err := Read(bytes.NewReader(gz), name)
		require.NoError(t, err)
		assert.Contains(t, settings, "licence:derived from WMT test sets")
		assert.Contains(t, settings, "method:lexicon|pair:"+pair[0]+"-"+pair[1])
		assert.Greater(t, lex.Len(), 1000)
	}
	_, _, ok := Embedded("cs", "en")
	assert.False(t, ok)
	gz, name, _ := Embedded("en", "cs")
	lex, _, err := Read(bytes.NewReader(gz), name)
	require.NoError(t, err)
	tr := lex.Translations(0.1)
	assert.True(t, tr["protester"]["demonstrant"] && tr["protester"]["protestující"], "%v", lex.Lookup("protester"))
}
