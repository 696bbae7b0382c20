package paraphrase

import (
	"maps"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

func TestDictionaryBinaryRoundTrip(t *testing.T) {
	d := NewDictionary()
	d.Add(data.Translation{Head: "fan", Targets: []string{"fanoušek", "ventilátor", " [tech] větrák <n>"}})
	d.Add(data.Translation{Head: "Supporter", Targets: []string{"příznivec", "podporovatel"}})
	d.AddPair("x", "")
	b, err := d.MarshalBinary()
	require.NoError(t, err)
	got, err := UnmarshalDictionary(b)
	require.NoError(t, err)
	assert.Equal(t, d.m, map[string]map[string]bool(got.Map()))
	for _, w := range []string{"fan", "supporter", "x", "Fan", "", "fa", "fanx", "zzz"} {
		assert.Equal(t, d.Translate(w), got.Translate(w), "Translate(%q)", w)
	}
	assert.Equal(t, d.Len(), got.Len())
	again, err := got.MarshalBinary()
	require.NoError(t, err)
	assert.Equal(t, b, again, "the encoding is deterministic")

	// Damaged bytes are an error, not a panic.
	for n := 0; n < len(b); n++ {
		_, err := UnmarshalDictionary(b[:n])
		assert.Error(t, err, "truncated at %d", n)
	}
	bad := append([]byte(nil), b...)
	bad[len(dictMagic)] = 0xff // a count larger than the bytes
	_, err = UnmarshalDictionary(bad)
	assert.Error(t, err)
	_, err = UnmarshalDictionary(append(b, 0))
	assert.Error(t, err, "trailing bytes")
	for i := range b { // any byte damaged: an error or a dictionary, never a panic
		c := append([]byte(nil), b...)
		c[i] ^= 0x55
		if d, err := UnmarshalDictionary(c); err == nil {
			_ = d.Map()
			_ = d.Translate("fan")
		}
	}

	// Words out of order (or repeated) are not MarshalBinary's.
	unsorted := []byte(dictMagic)
	for _, x := range []any{2, "b", 1, "x", 1, "a", 1, "y"} {
		switch x := x.(type) {
		case int:
			unsorted = append(unsorted, byte(x))
		case string:
			unsorted = append(append(unsorted, byte(len(x))), x...)
		}
	}
	_, err = UnmarshalDictionary(unsorted)
	assert.Error(t, err)

	// A decoded dictionary still takes pairs.
	got.AddPair("Fan", "Lüfter")
	assert.Equal(t, map[string]bool{"fanoušek": true, "ventilátor": true, "větrák": true, "lüfter": true}, got.Translate("fan"))
	assert.Equal(t, d.Translate("supporter"), got.Translate("supporter"))
}

// TestReadDictionaryCached reads the installed FreeDict eng-ces (the
// smallest that ships on Debian with many entries) without the cache,
// then cold and warm through a fresh cache directory: the same pairs
// every time.
func TestReadDictionaryCached(t *testing.T) {
	dir, err := data.FindDictd("freedict-eng-ces")
	if err != nil {
		t.Skipf("FreeDict eng-ces not installed (apt-get install dict-freedict-eng-ces): %v", err)
	}
	idx, dict := data.DictdPaths(dir, "freedict-eng-ces")
	want, err := ReadDictionary(idx, dict)
	require.NoError(t, err)
	t.Setenv(data.CacheEnv, t.TempDir())
	for _, run := range []string{"cold", "warm"} {
		got, hash, err := ReadDictionaryCachedHash(idx, dict)
		require.NoError(t, err, run)
		assert.Equal(t, want.Len(), got.Len(), run)
		assert.True(t, equalDictionaries(want, got), run)
		h, err := data.HashFiles(idx, dict)
		require.NoError(t, err)
		assert.Equal(t, h, hash, run)
	}
	files, _ := filepath.Glob(filepath.Join(os.Getenv(data.CacheEnv), "freedict-*.bin"))
	assert.Len(t, files, 1, "one cache entry")
	{
		t.Setenv(data.CacheEnv, "off")
		_, hash, err := ReadDictionaryCachedHash(idx, dict)
		require.NoError(t, err)
		h, err := data.HashFiles(idx, dict)
		require.NoError(t, err)
		assert.Equal(t, h, hash, "the cache off: the files hashed")
		t.Setenv(data.CacheEnv, t.TempDir())
	}
	_, err = ReadDictionaryCached(filepath.Join(t.TempDir(), "missing.index"), dict)
	assert.Error(t, err)
}

func equalDictionaries(a, b *Dictionary) bool {
	am, bm := a.Map(), b.Map()
	if len(am) != len(bm) {
		return false
	}
	for w, ts := range am {
		if !maps.Equal(ts, b.Translate(w)) {
			return false
		}
		us, ok := bm[w]
		if !ok || len(us) != len(ts) {
			return false
		}
		for x := range ts {
			if !us[x] {
				return false
			}
		}
	}
	return true
}
