package data

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A large file's sum is remembered once its stamp has settled, read back
// while the stamp is the same, and never after the file changed, even
// to the same size and modification time; recent and small files are
// hashed every time.
func TestContentSumMemory(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("sums are remembered on Linux only")
	}
	dir := t.TempDir()
	cache := filepath.Join(dir, "cache")
	t.Setenv(CacheEnv, cache)
	big := filepath.Join(dir, "big.dat")
	small := filepath.Join(dir, "small.dat")
	body := bytes.Repeat([]byte("abcdefgh"), StampHashMax/8+1)
	require.NoError(t, os.WriteFile(big, body, 0o644))
	require.NoError(t, os.WriteFile(small, []byte("small"), 0o644))
	entries := func() []string {
		t.Helper()
		m, err := filepath.Glob(filepath.Join(cache, "sum-*.bin"))
		require.NoError(t, err)
		return m
	}
	check := func(files ...string) string {
		t.Helper()
		sum, sizes, err := contentSum(files)
		require.NoError(t, err)
		want, wantSizes, err := hashContents(files)
		require.NoError(t, err)
		require.Equal(t, want, sum)
		require.Equal(t, wantSizes, sizes)
		return sum
	}

	check(big) // just written: not remembered
	assert.Empty(t, entries())

	old := sumMemoSettle
	t.Cleanup(func() { sumMemoSettle = old })
	sumMemoSettle = 0 // the test's files count as settled
	first := check(big, small)
	check(small)
	require.Len(t, entries(), 1, "the list with the large file, not the small one alone")
	assert.Equal(t, first, check(big, small), "read back")

	// What is read back is the entry: a forged one is believed while the
	// stamps are the same (so the entry is what answers)...
	forged := "0000000000000000000000000000000000000000000000000000000000000000\n|" +
		strconv.Itoa(len(body)) + "|5"
	key, _, ok := stampsKey([]string{big, small})
	require.True(t, ok)
	require.NoError(t, os.Remove(entries()[0]))
	_, err := cachedAt(cache, "sum", key, func() ([]byte, error) { return []byte(forged), nil })
	require.NoError(t, err)
	sum, _, err := contentSum([]string{big, small})
	require.NoError(t, err)
	assert.Equal(t, forged[:64], sum)

	// ... and not once the file changed: same size, same modification
	// time, new contents (the change time moves).
	st, err := os.Stat(big)
	require.NoError(t, err)
	body[0] = 'z'
	time.Sleep(10 * time.Millisecond)
	require.NoError(t, os.WriteFile(big, body, 0o644))
	require.NoError(t, os.Chtimes(big, st.ModTime(), st.ModTime()))
	assert.NotEqual(t, first, check(big, small))

	// Off: hashed.
	t.Setenv(CacheEnv, "off")
	check(big, small)
}
