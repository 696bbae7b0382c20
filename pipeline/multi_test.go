package pipeline

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/paraphrase/multi"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// TestMultiSource pins the mined table's place: a default Czech source,
// named in the signature, whose pairs the lexicon serves as
// paraphrase.SourceMulti (rovněž/také, a closed-class pair the Czech
// guard opens to mined pairs only); an opt-in source elsewhere.
func TestMultiSource(t *testing.T) {
	assert.Equal(t, []Source{{Kind: SourceMyThes}, {Kind: SourceMulti}, {Kind: SourceRelated}}, DefaultSources(lang.Czech))
	assert.Equal(t, []Source{{Kind: SourceMyThes}}, DefaultSources(lang.German))
	assert.Equal(t, []Source{{Kind: SourceWordNet}, {Kind: SourceMulti}, {Kind: SourceRelated}}, DefaultSources(lang.English))
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

// multiEnHash is the hash the signature gives the embedded English mined
// table (a default English source: src=wordnet#…+multi-en#…).
func multiEnHash() string {
	gz, _, _ := multi.Embedded("en")
	return data.HashBytes(gz)
}

// TestMultiSourceEnglish: the English default reads WordNet and the
// mined table (job/position, evening/night: pairs WordNet lacks, mined
// from WMT22 into-English sets), and the signature names both.
func TestMultiSourceEnglish(t *testing.T) {
	r, err := New(Config{Lang: lang.English})
	require.NoError(t, err)
	assert.Contains(t, r.Settings(), ",src=wordnet#"+data.EnglishWordNetHash()+"+multi-en#"+multiEnHash()+relatedEnSig(t)+",")
	for _, p := range [][2]string{{"job", "position"}, {"night", "evening"}, {"location", "place"}} {
		s, ok := r.Lexicon.(rewrite.POSLexicon).LookupPOS(p[0], p[1], "NOUN")
		assert.True(t, ok, p)
		assert.NotZero(t, s&paraphrase.SourceMulti, p)
	}
}

// TestMultiSlotTier: the Czech mined source also reads the shipped slot
// tier, as slot-only evidence (paraphrase.SourceMultiSlot), and the
// signature names it after the table.
func TestMultiSlotTier(t *testing.T) {
	gz, name, ok := multi.EmbeddedSlot("cs")
	require.True(t, ok)
	assert.Equal(t, "multi-cs-slot", name)
	r, err := New(Config{Lang: lang.Czech, Sources: []Source{{Kind: SourceMulti}}})
	if Unavailable(err) {
		t.Skipf("Czech resources unavailable: %v", err)
	}
	require.NoError(t, err)
	main, _, _ := multi.Embedded("cs")
	// (the homonym check of the mined noun pairs follows when installed:
	// +homonym-freedict-eng-ces-wordnet#…)
	assert.Regexp(t, `src=multi-cs#`+data.HashBytes(main)+`\+multi-cs-slot#`+data.HashBytes(gz)+`(\+homonym-[^,]*)?,`, r.Settings())
	// hvězda/hvězdička: seen in one segment only (by 17 and 8 systems).
	s, ok := r.Lexicon.Lookup("hvězdička", "hvězda")
	require.True(t, ok)
	assert.Equal(t, paraphrase.SourceMultiSlot, s)
	assert.True(t, s.SlotOnly())
}
