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
	assert.Equal(t, parsed.Words, cached.Words)
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

func TestDecodeWordsRejectsDamage(t *testing.T) {
	b := encodeWords(map[string][]string{"a": {"X", "Y"}, "bc": {"X"}, "d": {""}})
	w, _, err := decodeWords(b)
	require.NoError(t, err)
	assert.Equal(t, map[string][]string{"a": {"X", "Y"}, "bc": {"X"}, "d": {""}}, w)
	for i := range b {
		_, _, _ = decodeWords(b[:i]) // never panics
		c := append([]byte(nil), b...)
		c[i] = 0xff
		_, _, _ = decodeWords(c)
	}
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
	w, _, err := decodeWords(encodeWords(parsed.Words))
	require.NoError(t, err)
	assert.Equal(t, parsed.Words, w)
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

// FuzzDecodeWords: a damaged cache entry is an error, never a panic, and
// what decodes encodes back to the same bytes.
func FuzzDecodeWords(f *testing.F) {
	f.Add(encodeWords(map[string][]string{"a": {"X", "Y"}, "bc": {"X"}}))
	f.Add([]byte{0, 0})
	f.Fuzz(func(t *testing.T, b []byte) {
		w, _, err := decodeWords(b)
		if err != nil {
			return
		}
		_ = encodeWords(w)
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
