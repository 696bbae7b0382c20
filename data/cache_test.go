package data

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 16, defect 6: what is derived from system dictionaries is cached,
// keyed by their contents, and a damaged or stale entry is never used.
func TestCached(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(CacheEnv, filepath.Join(dir, "cache"))
	in := filepath.Join(dir, "in.txt")
	require.NoError(t, os.WriteFile(in, []byte("one"), 0o644))
	builds := 0
	build := func() ([]byte, error) {
		builds++
		b, err := os.ReadFile(in)
		return append([]byte("built from "), b...), err
	}
	get := func() string {
		t.Helper()
		b, err := Cached("test", "v1", []string{in}, build)
		require.NoError(t, err)
		return string(b)
	}
	assert.Equal(t, "built from one", get())
	assert.Equal(t, "built from one", get())
	assert.Equal(t, 1, builds, "the second call reads the cache")

	entries, err := filepath.Glob(filepath.Join(dir, "cache", "test-*.bin"))
	require.NoError(t, err)
	require.Len(t, entries, 1)
	b, _ := os.ReadFile(entries[0])
	b[len(b)-1] ^= 1 // damaged: the checksum fails, the entry is rebuilt
	require.NoError(t, os.WriteFile(entries[0], b, 0o644))
	assert.Equal(t, "built from one", get())
	assert.Equal(t, 2, builds)

	require.NoError(t, os.WriteFile(in, []byte("two"), 0o644)) // new contents, new key
	assert.Equal(t, "built from two", get())
	assert.Equal(t, 3, builds)
	_, err = Cached("test", "v2", []string{in}, build) // new version, new key
	require.NoError(t, err)
	assert.Equal(t, 4, builds)

	t.Setenv(CacheEnv, "off")
	assert.Equal(t, "", CacheDir())
	assert.Equal(t, "built from two", get())
	assert.Equal(t, 5, builds)
}

func TestHunspellCache(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(CacheEnv, filepath.Join(dir, "cache"))
	aff, dic := filepath.Join(dir, "t.aff"), filepath.Join(dir, "t.dic")
	require.NoError(t, os.WriteFile(aff, []byte(toyAff), 0o644))
	require.NoError(t, os.WriteFile(dic, []byte(toyDic), 0o644))
	parsed, err := LoadHunspell(aff, dic) // parses and stores
	require.NoError(t, err)
	cached, err := LoadHunspell(aff, dic) // reads the cache
	require.NoError(t, err)
	require.Nil(t, cached.Words, "read from the cache")
	assert.Equal(t, parsed.Words, wordMap(cached))
	assert.Equal(t, parsed.NumWords(), cached.NumWords())
	assert.Equal(t, parsed.Lookup("pánova"), cached.Lookup("pánova"))
	entries, _ := filepath.Glob(filepath.Join(dir, "cache", "hunspell-*.bin"))
	assert.Len(t, entries, 1)

	// A bad dictionary stays an error naming its line, cache or not.
	require.NoError(t, os.WriteFile(dic, []byte("1\nok\nbad\xff\n"), 0o644))
	for range 2 {
		_, err = LoadHunspell(aff, dic)
		require.Error(t, err)
		assert.True(t, strings.HasPrefix(err.Error(), dic+":3:"), "%v", err)
	}
}

// A cache file's bytes depend on the dictionary alone: two runs write the
// same file (the flag sets were numbered in map iteration order, so the
// bytes differed from run to run while decoding to the same words).
func TestHunspellCacheDeterministic(t *testing.T) {
	dir := t.TempDir()
	aff, dic := filepath.Join(dir, "t.aff"), filepath.Join(dir, "t.dic")
	var words strings.Builder
	const n = 40
	fmt.Fprintf(&words, "%d\n", n)
	for i := range n { // every word its own flag set
		fmt.Fprintf(&words, "w%02d/%c%c\n", i, 'A'+i%26, 'a'+i/26)
	}
	require.NoError(t, os.WriteFile(aff, []byte(toyAff), 0o644))
	require.NoError(t, os.WriteFile(dic, []byte(words.String()), 0o644))
	written := func(run string) []byte {
		t.Helper()
		t.Setenv(CacheEnv, filepath.Join(dir, run))
		_, err := LoadHunspell(aff, dic)
		require.NoError(t, err)
		entries, err := filepath.Glob(filepath.Join(dir, run, "hunspell-*.bin"))
		require.NoError(t, err)
		require.Len(t, entries, 1)
		b, err := os.ReadFile(entries[0])
		require.NoError(t, err)
		return b
	}
	first := written("run1")
	for _, run := range []string{"run2", "run3", "run4"} {
		assert.Equal(t, first, written(run), "cache file of %s", run)
	}
}

// wordMap is the word list of h as a map, whichever way it holds it.
func wordMap(h *Hunspell) map[string][]string {
	m := map[string][]string{}
	for w, fl := range h.AllWords {
		m[w] = fl
	}
	return m
}

func TestWordTableRejectsDamage(t *testing.T) {
	words := map[string][]string{"a": {"X", "Y"}, "bc": {"X"}, "d": {""}}
	b, ok := encodeWordTable(words)
	require.True(t, ok)
	w, err := decodeWordTable(b)
	require.NoError(t, err)
	assert.Equal(t, words, wordMap(&Hunspell{table: w}))
	for i := range b {
		if x, err := decodeWordTable(b[:i]); err == nil { // never panics
			t.Fatalf("a payload cut at %d of %d decodes: %v", i, len(b), x)
		}
		for _, v := range []byte{0xff, 0x00, 0x01, 0x80} {
			c := append([]byte(nil), b...)
			c[i] = v
			if x, err := decodeWordTable(c); err == nil { // never panics, nor loops: every lookup ends
				for _, q := range []string{"a", "bc", "d", "e", ""} {
					x.get(q)
				}
				x.all(func(string, []string) bool { return true })
			}
		}
	}
	// Version 1's payload (a uvarint list) is no table.
	_, err = decodeWordTable([]byte{2, 1, 'X', 0, 1, 1, 'a', 1, 0})
	assert.Error(t, err)
}

// The table of a word list answers Homonyms as the map does, for every
// word and for absent ones, with homonyms, shared and empty flag sets,
// the empty word and words sharing their first 8 bytes.
func TestWordTable(t *testing.T) {
	words := map[string][]string{"b": {"AB", ""}, "a": {"AB"}, "c": {"", "X", "AB"}, "ä": {"X"}, "": {"Y"},
		"ab": {"Z"}, "ab\x00": {"Z"}, "ab\x00c": {"X"}, "abcdefgh": {"Y"}, "abcdefghi": {"Y"}, "abcdefgg\xff": {"Y"}, "abcdefgh\x00": {"A"}}
	for i := range 3000 { // enough for probes to collide
		words[fmt.Sprintf("w%d", i)] = []string{fmt.Sprint(i % 7)}
	}
	b, ok := encodeWordTable(words)
	require.True(t, ok)
	again, _ := encodeWordTable(words)
	require.Equal(t, b, again, "the same bytes every time")
	tab, err := decodeWordTable(b)
	require.NoError(t, err)
	h := &Hunspell{table: tab}
	assert.Equal(t, len(words), h.NumWords())
	assert.Equal(t, words, wordMap(h))
	var prev string
	n := 0
	for w := range h.AllWords { // sorted
		if n > 0 && w <= prev {
			t.Fatalf("%q after %q", w, prev)
		}
		prev = w
		n++
	}
	for w, fl := range words {
		require.Equal(t, fl, h.Homonyms(w), w)
		for _, x := range []string{w + "q", "q" + w, w + "\x00"} {
			if _, ok := words[x]; !ok {
				require.Nil(t, h.Homonyms(x), x)
			}
		}
	}
	empty, ok := encodeWordTable(map[string][]string{})
	require.True(t, ok)
	e, err := decodeWordTable(empty)
	require.NoError(t, err)
	assert.Nil(t, e.get("a"))
}

// The cached Czech word list equals the parsed one.
func TestHunspellCacheCzech(t *testing.T) {
	if testing.Short() {
		t.Skip("parses hunspell-cs; skipped with -short")
	}
	aff, dic := HunspellPaths(HunspellDir, "cs_CZ")
	if _, err := os.Stat(aff); err != nil {
		t.Skipf("hunspell-cs not installed (%s missing; apt-get install hunspell-cs)", aff)
	}
	t.Setenv(CacheEnv, "off")
	parsed, err := LoadHunspell(aff, dic)
	require.NoError(t, err)
	b, ok := encodeWordTable(parsed.Words)
	require.True(t, ok)
	tab, err := decodeWordTable(b)
	require.NoError(t, err)
	assert.Equal(t, parsed.Words, wordMap(&Hunspell{table: tab}))
}

func BenchmarkHunspellLoadCzechCached(b *testing.B) {
	aff, dic := HunspellPaths(HunspellDir, "cs_CZ")
	if _, err := os.Stat(aff); err != nil {
		b.Skipf("hunspell-cs not installed (%s missing)", aff)
	}
	b.Setenv(CacheEnv, b.TempDir())
	if _, err := LoadHunspell(aff, dic); err != nil { // fills the cache
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := LoadHunspell(aff, dic); err != nil {
			b.Fatal(err)
		}
	}
}

// FuzzDecodeWordTable: a damaged cache entry is an error, never a panic
// nor an endless lookup, and what decodes lists its words.
func FuzzDecodeWordTable(f *testing.F) {
	b, _ := encodeWordTable(map[string][]string{"a": {"X", "Y"}, "bc": {"X"}})
	f.Add(b)
	f.Add([]byte{0, 0})
	f.Fuzz(func(t *testing.T, b []byte) {
		x, err := decodeWordTable(b)
		if err != nil {
			return
		}
		for w := range (&Hunspell{table: x}).AllWords {
			x.get(w)
		}
		x.get("a")
	})
}

// CachedSum returns the inputs' content hash HashFiles shortens, reads
// its entry back while the contents are the same, and CachedFor keys an
// entry by such a hash.
func TestCachedSum(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(CacheEnv, filepath.Join(dir, "cache"))
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	require.NoError(t, os.WriteFile(a, []byte("ab"), 0o644))
	require.NoError(t, os.WriteFile(b, []byte("c"), 0o644))
	builds := 0
	build := func() ([]byte, error) { builds++; return []byte("x"), nil }
	for range 2 {
		got, sum, err := CachedSum("test", "v1", []string{a, b}, build)
		require.NoError(t, err)
		assert.Equal(t, "x", string(got))
		want, err := HashFiles(a, b)
		require.NoError(t, err)
		assert.Equal(t, want, sum[:HashLen])
	}
	assert.Equal(t, 1, builds, "the second call reads the entry")
	// The same bytes split otherwise are other inputs.
	require.NoError(t, os.WriteFile(a, []byte("a"), 0o644))
	require.NoError(t, os.WriteFile(b, []byte("bc"), 0o644))
	_, sum, err := CachedSum("test", "v1", []string{a, b}, build)
	require.NoError(t, err)
	assert.Equal(t, 2, builds)
	for range 2 {
		_, err = CachedFor("derived", "v1", sum, build)
		require.NoError(t, err)
	}
	assert.Equal(t, 3, builds)
	_, err = CachedFor("derived", "v1", sum+"0", build)
	require.NoError(t, err)
	assert.Equal(t, 4, builds, "another hash, another entry")

	t.Setenv(CacheEnv, "off")
	_, sum, err = CachedSum("test", "v1", []string{a, b}, build)
	require.NoError(t, err)
	assert.Equal(t, "", sum)
	assert.Equal(t, 5, builds)
}
