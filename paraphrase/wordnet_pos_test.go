package paraphrase

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

// A WordNet pair holds only for the parts of speech of the synsets its
// two words share (issue 24's audit: fog/cloud was licensed for nouns by
// their shared verb synset).
func TestWordNetPairPOS(t *testing.T) {
	syn := &data.Synonyms{Synsets: map[string][]int32{
		"fog": {111458314, 202157749}, "cloud": {109247410, 202157749}, "mist": {111458314},
	}}
	s := FromWordNet(syn)
	p, ok := s.Lookup("fog", "cloud")
	require.True(t, ok)
	assert.Equal(t, POSVerb, p.Only)
	assert.False(t, p.Only.Allows("NOUN"))
	assert.True(t, p.Only.Allows("VERB"))
	p, ok = s.Lookup("fog", "mist")
	require.True(t, ok)
	assert.Equal(t, POSNoun, p.Only)

	// Merging: the union of restrictions, and an unrestricted source
	// (a thesaurus pair) lifts the restriction.
	s.Add(Pair{A: "fog", B: "cloud", Source: SourceWordNet, Only: POSNoun})
	p, _ = s.Lookup("fog", "cloud")
	assert.Equal(t, POSNoun|POSVerb, p.Only)
	s.Add(Pair{A: "fog", B: "cloud", Source: SourceThesaurus})
	p, _ = s.Lookup("fog", "cloud")
	assert.Equal(t, POSSet(0), p.Only)
	assert.True(t, p.Only.Allows("ADJ"))
}

// The audit's cases against the embedded WordNet: each pair exists, but
// not for the part of speech the rewrite met it in.
func TestWordNetPOSAuditCases(t *testing.T) {
	syn, err := data.EnglishSynonyms()
	if err != nil {
		t.Skipf("embedded WordNet unavailable: %v", err)
	}
	s := FromWordNet(syn)
	for _, c := range []struct{ a, b, wrong, right string }{
		{"fog", "cloud", "NOUN", "VERB"},
		{"advance", "beforehand", "NOUN", "ADJ"},
		{"interior", "inner", "NOUN", "ADJ"},
		{"pass", "hand", "NOUN", "VERB"},
	} {
		p, ok := s.Lookup(c.a, c.b)
		require.True(t, ok, "%s → %s", c.a, c.b)
		assert.False(t, p.Only.Allows(c.wrong), "%s → %s as %s", c.a, c.b, c.wrong)
		assert.True(t, p.Only.Allows(c.right), "%s → %s as %s", c.a, c.b, c.right)
	}
}
