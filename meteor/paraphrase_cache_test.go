package meteor

import (
	"encoding/binary"
	"hash/crc32"
	"os"
	"path/filepath"
	"testing"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// records lists a table's records as Each gives them.
func records(t *testing.T, tab *ParaphraseTable) []string {
	t.Helper()
	var out []string
	require.NoError(t, tab.Each(func(a, b string) error {
		out = append(out, a+" | "+b)
		return nil
	}))
	return out
}

// Issue 16 (speed): a Meteor-format table is parsed once; the second load
// decodes the cached compiled form, with the same records and lookups. A
// changed file gets a new entry, a table with an error is reported with
// file and line and never cached, and a damaged entry is parsed again.
func TestParaphraseTableCache(t *testing.T) {
	dir := t.TempDir()
	cache := filepath.Join(dir, "cache")
	t.Setenv(data.CacheEnv, cache)
	path := filepath.Join(dir, "t.txt")
	const text = "0.5\nlook into\ninvestigate\n0.25\nlook into\nexamine\n0.125\ncar\nautomobile\n"
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))

	first, err := LoadParaphraseTable(path)
	require.NoError(t, err)
	entries, _ := filepath.Glob(filepath.Join(cache, "paraphrase-*.bin"))
	require.Len(t, entries, 1, "the first load stores the compiled table")
	second, err := LoadParaphraseTable(path)
	require.NoError(t, err)
	assert.Nil(t, second.b, "the second load decodes a frozen compiled table")
	want := []string{"car | automobile", "look into | investigate", "look into | examine"}
	assert.ElementsMatch(t, want, records(t, first))
	assert.Equal(t, records(t, first), records(t, second))
	assert.Equal(t, 3, second.Records)
	s := []string{"we", "look", "into", "it"}
	assert.Equal(t, tablePaths(first, s, 1), tablePaths(second, s, 1))

	// Another table in the same file: a new entry.
	require.NoError(t, os.WriteFile(path, []byte("1\nbig\nlarge\n"), 0o644))
	third, err := LoadParaphraseTable(path)
	require.NoError(t, err)
	assert.Equal(t, []string{"big | large"}, records(t, third))
	entries, _ = filepath.Glob(filepath.Join(cache, "paraphrase-*.bin"))
	assert.Len(t, entries, 2)

	// A bad table: the parse's error, and no entry.
	require.NoError(t, os.WriteFile(path, []byte("1\nbig\nlarge\nnotanumber\nx\ny\n"), 0o644))
	_, err = LoadParaphraseTable(path)
	assert.ErrorContains(t, err, path+":4")
	entries, _ = filepath.Glob(filepath.Join(cache, "paraphrase-*.bin"))
	assert.Len(t, entries, 2)

	// A damaged entry (its payload checksum fixed up, so the cache passes
	// it on) is parsed again.
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	for _, e := range entries {
		b, err := os.ReadFile(e)
		require.NoError(t, err)
		require.Greater(t, len(b), 40)
		b[40] ^= 0xff // inside the compiled table's header
		binary.LittleEndian.PutUint32(b[8:], crc32.ChecksumIEEE(b[16:]))
		require.NoError(t, os.WriteFile(e, b, 0o644))
	}
	again, err := LoadParaphraseTable(path)
	require.NoError(t, err)
	assert.ElementsMatch(t, want, records(t, again))
}

// The synonym fingerprint of files read from a directory comes from the
// cache on a second load, equal to the fingerprint of the parsed sets; a
// changed file changes it.
func TestSynonymFingerprintCache(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(data.CacheEnv, filepath.Join(dir, "cache"))
	syn := filepath.Join(dir, "syn")
	require.NoError(t, os.MkdirAll(syn, 0o755))
	sp, ep := data.SynonymFiles(syn, "english")
	require.NoError(t, os.WriteFile(sp, []byte("car\n1 2\nautomobile\n1\n"), 0o644))
	require.NoError(t, os.WriteFile(ep, []byte("go\nwent gone\n"), 0o644))
	set, err := Config{Language: "en", Modules: []Module{Exact, Synonym}}.Resolve()
	require.NoError(t, err)
	var fps []string
	for range 2 {
		res, err := LoadResources(set, ResourceFiles{SynonymDir: syn})
		require.NoError(t, err)
		assert.Equal(t, fingerprintSynonyms(res.Synonyms), res.Fingerprints.Synonyms)
		fps = append(fps, res.Fingerprints.Synonyms)
	}
	entries, _ := filepath.Glob(filepath.Join(dir, "cache", "synonym-fingerprint-*.bin"))
	assert.Len(t, entries, 1)
	require.NoError(t, os.WriteFile(sp, []byte("car\n1 3\nautomobile\n1\n"), 0o644))
	res, err := LoadResources(set, ResourceFiles{SynonymDir: syn})
	require.NoError(t, err)
	assert.Equal(t, fingerprintSynonyms(res.Synonyms), res.Fingerprints.Synonyms)
	assert.NotEqual(t, fps[0], res.Fingerprints.Synonyms)
}
