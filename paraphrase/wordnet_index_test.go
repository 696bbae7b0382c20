package paraphrase

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

// wordNetUPOS are the parts of speech the lexicon is asked with: every
// one a WordNet pair can hold for, others it never holds for, and none.
var wordNetUPOS = []string{"", "NOUN", "PROPN", "VERB", "AUX", "ADJ", "ADV", "DET", "X"}

// sameAsSet checks that w holds exactly the pairs of s, each with its
// sources and parts of speech: every pair of s is found, for every part
// of speech as Set.Lookup and Pair.Only answer, the reversed pair as s
// has it, and every pair of w is in s; HasKey is true for exactly the
// first words of s's pairs.
func sameAsSet(t *testing.T, s *Set, w *WordNetIndex) {
	t.Helper()
	require.Equal(t, s.Len(), w.Len())
	keys := map[string]bool{}
	bad := 0
	for _, p := range s.Pairs() {
		keys[p.A] = true
		for _, u := range wordNetUPOS {
			src, ok := w.LookupPOS(p.A, p.B, u)
			wantOK := u == "" || p.Only.Allows(u)
			if ok != wantOK || ok && src != p.Source {
				bad++
			}
		}
		_, rev := s.Lookup(p.B+"x", p.A)
		if _, ok := w.Lookup(p.B+"x", p.A); ok != rev {
			bad++
		}
	}
	require.Zero(t, bad, "lookups that differ from the set's")
	w.Each(func(p Pair) {
		q, ok := s.Lookup(p.A, p.B)
		if !ok || q.Source != p.Source || q.Only != p.Only {
			bad++
		}
		if !w.HasKey(p.A) || !keys[p.A] {
			bad++
		}
		if w.HasKey(p.A+"\x00") != keys[p.A+"\x00"] {
			bad++
		}
	})
	require.Zero(t, bad, "pairs of the index that differ from the set's")
}

// A small WordNet with the cases the merge must get right: a pair in two
// synsets of different parts of speech (the union), one in a synset id
// of no known form (unrestricted, and lifting the other's restriction),
// multiword lemmas, a word listed twice in one synset, one-word synsets.
func TestNewWordNetIndexSmall(t *testing.T) {
	syn := &data.Synonyms{Synsets: map[string][]int32{
		"fog": {111458314, 202157749}, "cloud": {109247410, 202157749}, "mist": {111458314}, "smog": {202157749, 111458314},
		"haze": {111458314, 700000001}, "murk": {700000001, 111458314},
		"big_deal": {105000001, 105000001}, "big": {105000001, 300000002}, "large": {300000002},
		"alone": {400000009},
	}}
	s, w := FromWordNet(syn), NewWordNetIndex(syn)
	sameAsSet(t, s, w)
	p, ok := s.Lookup("haze", "murk")
	require.True(t, ok)
	assert.Equal(t, POSSet(0), p.Only, "the case of an unrestricted pair is covered")
	p, ok = s.Lookup("fog", "smog")
	require.True(t, ok)
	assert.Equal(t, POSNoun|POSVerb, p.Only, "the case of a union is covered")
	_, ok = w.LookupPOS("big deal", "big", "NOUN")
	assert.True(t, ok)
	assert.False(t, w.HasKey("alone"))

	b, err := w.MarshalBinary()
	require.NoError(t, err)
	d, err := UnmarshalWordNetIndex(b)
	require.NoError(t, err)
	sameAsSet(t, s, d)
	for n := range len(b) { // every truncation is an error, never a panic
		_, err := UnmarshalWordNetIndex(b[:n])
		assert.Error(t, err, "truncated to %d bytes", n)
	}
	bad := append([]byte(nil), b...)
	bad[len(bad)-1] = 0xff
	_, err = UnmarshalWordNetIndex(bad)
	assert.Error(t, err, "a part of speech no pair has")
}

// The embedded WordNet: the index, built and decoded from the cache,
// holds FromWordNet's lexicon pair for pair; a damaged cache entry is
// rebuilt; the cache off builds the same.
func TestEnglishWordNetIndex(t *testing.T) {
	if testing.Short() {
		t.Skip("pairs the whole embedded WordNet twice")
	}
	syn, err := data.EnglishSynonyms()
	require.NoError(t, err)
	s := FromWordNet(syn)

	dir := t.TempDir()
	t.Setenv(data.CacheEnv, dir)
	built, err := EnglishWordNetIndex()
	require.NoError(t, err)
	sameAsSet(t, s, built)
	files, _ := filepath.Glob(filepath.Join(dir, "wordnet-pairs-*.bin"))
	require.Len(t, files, 1, "the index is cached")
	good, err := os.ReadFile(files[0])
	require.NoError(t, err)

	cached, err := EnglishWordNetIndex()
	require.NoError(t, err)
	sameAsSet(t, s, cached)
	want, err := built.MarshalBinary()
	require.NoError(t, err)
	// the same index as the one compared with the set: the same encoding
	same := func(w *WordNetIndex, what string) {
		t.Helper()
		b, err := w.MarshalBinary()
		require.NoError(t, err)
		require.True(t, string(want) == string(b), what)
	}

	for name, damage := range map[string]func([]byte) []byte{
		"byte flipped": func(b []byte) []byte { b[len(b)/2] ^= 0x55; return b },
		"truncated":    func(b []byte) []byte { return b[:len(b)/3] },
	} {
		require.NoError(t, os.WriteFile(files[0], damage(append([]byte(nil), good...)), 0o644))
		w, err := EnglishWordNetIndex()
		require.NoError(t, err, name)
		same(w, name)
		again, err := os.ReadFile(files[0])
		require.NoError(t, err)
		assert.True(t, string(good) == string(again), "%s: the entry is written again", name)
	}

	t.Setenv(data.CacheEnv, "off")
	off, err := EnglishWordNetIndex()
	require.NoError(t, err)
	same(off, "cache off")
}

// FuzzUnmarshalWordNetIndex: any bytes give an index or an error, never
// a panic; an index that decodes finds every pair it holds, for the
// parts of speech the pair holds for.
func FuzzUnmarshalWordNetIndex(f *testing.F) {
	syn := &data.Synonyms{Synsets: map[string][]int32{
		"fog": {111458314, 202157749}, "cloud": {202157749}, "mist": {111458314}, "big_deal": {105000001}, "big": {105000001},
	}}
	b, _ := NewWordNetIndex(syn).MarshalBinary()
	f.Add(b)
	f.Add([]byte(wordNetIndexMagic))
	f.Fuzz(func(t *testing.T, b []byte) {
		w, err := UnmarshalWordNetIndex(b)
		if err != nil {
			return
		}
		w.Each(func(p Pair) {
			if src, ok := w.Lookup(p.A, p.B); !ok || src != p.Source {
				t.Fatalf("pair %q → %q not found", p.A, p.B)
			}
			for _, u := range wordNetUPOS {
				if _, ok := w.LookupPOS(p.A, p.B, u); ok != (u == "" || p.Only.Allows(u)) {
					t.Fatalf("pair %q → %q for %q: %v", p.A, p.B, u, ok)
				}
			}
		})
	})
}

// BenchmarkEnglishWordNetLexicon: the wordnet source's lexicon of a
// warm run (the index decoded from data's cache) against the Set built
// from the synsets that every English run built before.
func BenchmarkEnglishWordNetLexicon(b *testing.B) {
	syn, err := data.EnglishSynonyms()
	require.NoError(b, err)
	b.Run("set", func(b *testing.B) {
		for b.Loop() {
			FromWordNet(syn)
		}
	})
	b.Run("cached-index", func(b *testing.B) {
		b.Setenv(data.CacheEnv, b.TempDir())
		_, err := EnglishWordNetIndex() // builds and stores the entry
		require.NoError(b, err)
		for b.Loop() {
			if _, err := EnglishWordNetIndex(); err != nil {
				b.Fatal(err)
			}
		}
	})
}
