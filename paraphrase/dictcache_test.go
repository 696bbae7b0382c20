package paraphrase

import (
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
	assert.Equal(t, d.m, got.m)
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
		got, err := ReadDictionaryCached(idx, dict)
		require.NoError(t, err, run)
		assert.Equal(t, want.Len(), got.Len(), run)
		assert.True(t, equalDictionaries(want, got), run)
	}
	files, _ := filepath.Glob(filepath.Join(os.Getenv(data.CacheEnv), "freedict-*.bin"))
	assert.Len(t, files, 1, "one cache entry")
	_, err = ReadDictionaryCached(filepath.Join(t.TempDir(), "missing.index"), dict)
	assert.Error(t, err)
}

func equalDictionaries(a, b *Dictionary) bool {
	if len(a.m) != len(b.m) {
		return false
	}
	for w, ts := range a.m {
		us, ok := b.m[w]
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
