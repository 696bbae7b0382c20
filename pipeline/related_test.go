package pipeline

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// relatedEnSig is what the signature adds for the English related source
// on this machine: "+related-wordnet#…", or "" without wordnet-base.
func relatedEnSig(t *testing.T) string {
	var files []string
	for _, f := range paraphrase.WordNetDataFiles {
		files = append(files, filepath.Join(WordNetDir, f))
	}
	h, err := data.HashFiles(files...)
	if err != nil {
		return ""
	}
	return "+related-wordnet#" + h
}

// TestRelatedSource: the related source is a default of English and
// Czech, named in the signature, and its pairs are slot-only
// (paraphrase.SourceRelated) for the part of speech of their relation.
func TestRelatedSource(t *testing.T) {
	assert.Contains(t, DefaultSources(lang.English), Source{Kind: SourceRelated})
	assert.Contains(t, DefaultSources(lang.Czech), Source{Kind: SourceRelated})
	assert.NotContains(t, DefaultSources(lang.German), Source{Kind: SourceRelated})
	src, err := ParseSource("related")
	require.NoError(t, err)
	assert.Equal(t, Source{Kind: SourceRelated}, src)
	_, err = ParseSource("related:x")
	assert.Error(t, err)

	sig := relatedEnSig(t)
	if sig == "" {
		t.Skip("wordnet-base is not installed (" + WordNetDir + ")")
	}
	r, err := New(Config{Lang: lang.English})
	require.NoError(t, err)
	assert.Contains(t, r.Settings(), "+multi-en#"+multiEnHash()+sig+",")
	lex := r.Lexicon.(rewrite.POSLexicon)
	for _, p := range [][3]string{{"immunization", "vaccination", "NOUN"}, {"dumb", "stupid", "ADJ"}, {"examine", "check", "VERB"}} {
		s, ok := lex.LookupPOS(p[0], p[1], p[2])
		assert.True(t, ok, p)
		assert.Equal(t, paraphrase.SourceRelated, s, p)
	}
	_, ok := lex.LookupPOS("immunization", "vaccination", "VERB")
	assert.False(t, ok, "a noun relation")
	s, ok := lex.LookupPOS("job", "position", "NOUN")
	assert.True(t, ok)
	assert.Zero(t, s&paraphrase.SourceRelated, "a pair with stronger evidence is not named related")
}

// Without WordNet's files the default English rewriter goes on without
// the related source (and the signature does not name it); asked for by
// name, the source is an error that says what to install.
func TestRelatedSourceMissing(t *testing.T) {
	old := WordNetDir
	WordNetDir = t.TempDir()
	defer func() { WordNetDir = old }()
	r, err := New(Config{Lang: lang.English})
	require.NoError(t, err)
	assert.NotContains(t, r.Settings(), "related")
	_, err = New(Config{Lang: lang.English, Sources: []Source{{Kind: SourceRelated}}})
	require.Error(t, err)
	assert.True(t, Unavailable(err))
	assert.Contains(t, err.Error(), "wordnet-base")
	_, err = New(Config{Lang: lang.German, Sources: []Source{{Kind: SourceRelated}}})
	assert.Error(t, err)
}

// The Czech related source is the MyThes pairs the sense guard removes:
// teror/hrůza and paprsek/trám (round 2's listed pair and its harmful
// one) are slot-only, a pair the guard keeps stays a thesaurus pair.
func TestRelatedSourceCzech(t *testing.T) {
	r, err := New(Config{Lang: lang.Czech})
	if Unavailable(err) {
		t.Skipf("Czech resources unavailable: %v", err)
	}
	require.NoError(t, err)
	if !assert.Contains(t, r.Settings(), "+related-mythes-cs_CZ#") {
		return
	}
	for _, p := range [][2]string{{"teror", "hrůza"}, {"paprsek", "trám"}, {"atlet", "sportovec"}} {
		s, ok := r.Lexicon.Lookup(p[0], p[1])
		assert.True(t, ok, p)
		assert.Equal(t, paraphrase.SourceRelated, s, p)
	}
	s, ok := r.Lexicon.Lookup("souvislost", "spojení")
	assert.True(t, ok)
	assert.Zero(t, s&paraphrase.SourceRelated)
	// A mined phrase pair the guard removed from MyThes is named by its
	// stronger source only (the phrase path asks Lookup).
	s, ok = r.Lexicon.Lookup("ve skutečnosti", "skutečně")
	assert.True(t, ok)
	assert.Equal(t, paraphrase.SourceMulti, s)
	r, err = New(Config{Lang: lang.Czech, NoSenseGuard: true})
	require.NoError(t, err)
	assert.NotContains(t, r.Settings(), "related")
}
