package paraphrase

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// writeWordNet writes a small WordNet database in the format of
// Debian's wordnet-base (data.* and index.*) into a directory.
func writeWordNet(t *testing.T, files map[string]string) string {
	dir := t.TempDir()
	for _, name := range WordNetDataFiles {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(files[name]), 0o644))
	}
	return dir
}

var smallWordNet = map[string]string{
	// company (100) ← corporation (200) @; firm (300) @ company; Acme (400) @i company
	"data.noun": "  1 This software and database is being provided\n" +
		"00000100 03 n 01 company 0 002 ~ 00000200 n 0000 ~ 00000300 n 0000 | an institution\n" +
		"00000200 03 n 02 corporation 0 corp 0 001 @ 00000100 n 0000 | a business firm\n" +
		"00000300 03 n 02 firm 0 house 1 001 @ 00000100 n 0000 | the members of a business\n" +
		"00000400 03 n 01 Acme 0 001 @i 00000100 n 0000 | a company\n",
	"index.noun": "  1 This software\n" +
		"company n 1 1 ~ 1 1 00000100\n" +
		"corporation n 1 1 @ 1 1 00000200\n" +
		"corp n 1 1 @ 1 0 00000200\n" +
		"firm n 1 1 @ 1 0 00000300\n" +
		"house n 2 1 @ 2 0 00000900 00000300\n",
	"data.verb": "00000500 30 v 01 decrease 0 001 ~ 00000600 v 0000 01 + 01 00 | make smaller\n" +
		"00000600 30 v 02 reduce 0 cut_down 0 001 @ 00000500 v 0000 01 + 01 00 | cut down on\n",
	"index.verb": "decrease v 1 1 ~ 1 1 00000500\nreduce v 1 1 @ 1 1 00000600\ncut_down v 1 1 @ 1 0 00000600\n",
	"data.adj": "00000700 00 a 01 long(a) 0 001 & 00000800 s 0000 | primarily temporal sense\n" +
		"00000800 00 s 01 lengthy 0 001 & 00000700 a 0000 | overlong\n",
	"index.adj": "long a 1 1 & 1 1 00000700\nlengthy a 1 1 & 1 0 00000800\n",
}

func TestFromWordNetRelations(t *testing.T) {
	dir := writeWordNet(t, smallWordNet)
	s, err := FromWordNetRelations(dir, RelatedOptions{Similar: true, Hypernym: true})
	require.NoError(t, err)
	has := func(a, b string, only POSSet) bool {
		p, ok := s.Lookup(a, b)
		return ok && p.Source == SourceRelated && p.Only == only
	}
	assert.True(t, has("corporation", "company", POSNoun))
	assert.True(t, has("company", "corporation", POSNoun), "both directions")
	assert.True(t, has("corp", "company", POSNoun))
	assert.True(t, has("house", "company", POSNoun))
	assert.True(t, has("reduce", "decrease", POSVerb))
	assert.True(t, has("lengthy", "long", POSAdj), "similar-to, the adjective marker dropped")
	_, ok := s.Lookup("acme", "company")
	assert.False(t, ok, "instance hypernyms and capitalised lemmas are left out")
	_, ok = s.Lookup("cut_down", "decrease")
	assert.False(t, ok, "multiword lemmas are left out")
	_, ok = s.Lookup("corporation", "firm")
	assert.False(t, ok, "one level: siblings are not related")

	// MaxSense 1: house's synset is its second sense.
	s, err = FromWordNetRelations(dir, RelatedOptions{Similar: true, Hypernym: true, MaxSense: 1})
	require.NoError(t, err)
	_, ok = s.Lookup("house", "company")
	assert.False(t, ok)
	_, ok = s.Lookup("firm", "company")
	assert.True(t, ok)

	x, err := WordNetRelatedIndex(dir, RelatedOptions{Similar: true, Hypernym: true, MaxSense: 1})
	require.NoError(t, err)
	src, ok := x.LookupPOS("firm", "company", "NOUN")
	assert.True(t, ok)
	assert.Equal(t, SourceRelated, src)
	_, ok = x.LookupPOS("firm", "company", "VERB")
	assert.False(t, ok)
	_, ok = x.Lookup("lengthy", "long")
	assert.True(t, ok)
}

func TestFromWordNetRelationsErrors(t *testing.T) {
	bad := map[string]string{}
	for k, v := range smallWordNet {
		bad[k] = v
	}
	bad["data.verb"] = "00000500 30 v 01 decrease 0 005 ~ 00000600 v 0000\n"
	_, err := FromWordNetRelations(writeWordNet(t, bad), DefaultRelated)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "data.verb")
	assert.Contains(t, err.Error(), ":1")
	_, err = FromWordNetRelations(t.TempDir(), DefaultRelated)
	assert.Error(t, err, "no files")
}

// SlotOnlyRest returns the kept lexicon's pairs as they are and the
// pairs only the whole thesaurus holds as SourceRelated.
func TestSlotOnlyRest(t *testing.T) {
	all := NewIndex(Symmetric(setOf(Pair{A: "teror", B: "hrůza", Source: SourceThesaurus}, Pair{A: "souvislost", B: "spojení", Source: SourceThesaurus})))
	kept := NewIndex(Symmetric(setOf(Pair{A: "souvislost", B: "spojení", Source: SourceThesaurus})))
	x := SlotOnlyRest{All: all, Kept: kept}
	src, ok := x.Lookup("hrůza", "teror")
	assert.True(t, ok)
	assert.Equal(t, SourceRelated, src)
	src, ok = x.Lookup("souvislost", "spojení")
	assert.True(t, ok)
	assert.Equal(t, SourceThesaurus, src)
	_, ok = x.Lookup("teror", "spojení")
	assert.False(t, ok)
}

func setOf(ps ...Pair) *Set {
	s := NewSet()
	for _, p := range ps {
		s.Add(p)
	}
	return s
}

// TestRelatedIndexHash: the hash a RelatedIndex gives for signatures is
// data.HashFiles of the WordNet files, with the cache on and off.
func TestRelatedIndexHash(t *testing.T) {
	dir := data.WordNetDir
	files := WordNetFiles(dir)
	for _, f := range files {
		if _, err := os.Stat(f); err != nil {
			t.Skipf("wordnet-base not installed: %v", err)
		}
	}
	want, err := data.HashFiles(files...)
	if err != nil {
		t.Fatal(err)
	}
	for _, cache := range []string{t.TempDir(), "off"} {
		t.Setenv(data.CacheEnv, cache)
		x, err := WordNetRelatedIndex(dir, DefaultRelated)
		if err != nil {
			t.Fatal(err)
		}
		if x.Hash() != want {
			t.Errorf("cache %s: hash %q, want %q", cache, x.Hash(), want)
		}
	}
}

// TestRelatedIndexHasKey: HasKey is true for a first word of a pair, for
// every part of speech it is stored under, and false for a word no pair
// starts with.
func TestRelatedIndexHasKey(t *testing.T) {
	s := NewSet()
	s.Add(Pair{A: "big", B: "large", Only: POSOf("ADJ")})
	b, err := relatedKeyed(s)
	require.NoError(t, err)
	x, err := UnmarshalIndex(b)
	require.NoError(t, err)
	r := &RelatedIndex{x: x}
	assert.True(t, r.HasKey("big"))
	_, ok := r.LookupPOS("big", "large", "ADJ")
	assert.True(t, ok)
	assert.False(t, r.HasKey("large"))
	assert.False(t, r.HasKey("big house"))
}

// relatedKeyed encodes what NewIndex of the keyed pairs as a Set did:
// a pair under several parts of speech, pairs whose keyed second words
// meet (a "#" that is no tag, sources to merge), an unrestricted pair
// (stored under none), and the English WordNet relations when
// installed.
func TestRelatedKeyedAsSet(t *testing.T) {
	viaSet := func(s *Set) []byte {
		keyed := NewSet()
		for _, p := range s.Pairs() {
			for _, k := range posKey {
				if p.Only&k.set != 0 {
					keyed.Add(Pair{A: p.A, B: p.B + k.tag, Prob: p.Prob, Source: p.Source})
				}
			}
		}
		b, err := NewIndex(keyed).MarshalBinary()
		require.NoError(t, err)
		return b
	}
	s := NewSet()
	for _, p := range []Pair{
		{A: "big", B: "large", Only: POSAdj | POSAdv, Source: SourceRelated},
		{A: "big", B: "large\x00n", Only: POSAdj, Source: SourceWordNet}, // keyed "large\x00n\x00a"
		{A: "big", B: "large\x00n\x00a", Only: 0, Source: SourceThesaurus},
		{A: "x", B: "y\x00a", Only: POSNoun, Source: SourceRelated},
		{A: "x", B: "y", Only: POSAdj | POSNoun, Source: SourceTable}, // "y\x00a" ≠ "y\x00a\x00n"
		{A: "", B: "z", Only: POSVerb, Source: SourceRelated},
		{A: "a b", B: "c", Only: POSNoun | POSVerb | POSAdj | POSAdv, Source: SourceRelated},
	} {
		s.Add(p)
	}
	got, err := relatedKeyed(s)
	require.NoError(t, err)
	require.Equal(t, viaSet(s), got)
	got, err = relatedKeyed(NewSet())
	require.NoError(t, err)
	require.Equal(t, viaSet(NewSet()), got)

	dir := data.WordNetDir
	for _, f := range WordNetFiles(dir) {
		if _, err := os.Stat(f); err != nil {
			t.Logf("WordNet not installed (%v): the small set only", err)
			return
		}
	}
	rel, err := FromWordNetRelations(dir, DefaultRelated)
	require.NoError(t, err)
	got, err = relatedKeyed(rel)
	require.NoError(t, err)
	require.True(t, string(viaSet(rel)) == string(got), "the WordNet relations")
	// WordNetRelatedIndex builds it without the Set
	t.Setenv(data.CacheEnv, "off")
	x, err := WordNetRelatedIndex(dir, DefaultRelated)
	require.NoError(t, err)
	built, err := x.x.MarshalBinary()
	require.NoError(t, err)
	require.True(t, string(built) == string(got), "WordNetRelatedIndex's build")
}
