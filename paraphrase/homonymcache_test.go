package paraphrase

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

// TestHomonymCheckCachedLoadsOnMiss: the dictionary is read (load called)
// when the check is built, not on a cache hit, and a hit gives the same
// check and hash; a failing load on a miss is the error returned.
func TestHomonymCheckCachedLoadsOnMiss(t *testing.T) {
	t.Setenv(data.CacheEnv, t.TempDir())
	wn := t.TempDir()
	writeNouns(t, wn, []struct {
		lex   int
		words []string
	}{
		{4, []string{"deal", "trade"}},
		{10, []string{"bargain", "deal"}},
	})
	ip, dp := writeDictd(t, "deal\tA\tB\n", "obchod dohoda\n")
	calls := 0
	load := func() (*Dictionary, error) {
		calls++
		d := NewDictionary()
		for _, p := range [][2]string{{"deal", "obchod"}, {"trade", "obchod"}, {"deal", "dohoda"}, {"bargain", "dohoda"}} {
			d.AddPair(p[0], p[1])
		}
		return d, nil
	}
	h1, sum1, err := HomonymCheckCached(load, ip, dp, wn)
	require.NoError(t, err)
	assert.Equal(t, 1, calls)
	h2, sum2, err := HomonymCheckCached(load, ip, dp, wn)
	require.NoError(t, err)
	assert.Equal(t, 1, calls, "a cache hit does not read the dictionary")
	assert.Equal(t, sum1, sum2)
	assert.True(t, h1.Split("obchod", "dohoda"))
	assert.True(t, h2.Split("obchod", "dohoda"))
	want, err := data.HashFiles(ip, dp, filepath.Join(wn, HomonymFiles[0]), filepath.Join(wn, HomonymFiles[1]))
	require.NoError(t, err)
	assert.Equal(t, want, sum1)

	ip2, dp2 := writeDictd(t, "other\tA\tB\n", "x\n")
	_, _, err = HomonymCheckCached(func() (*Dictionary, error) { return nil, errors.New("no dictionary") }, ip2, dp2, wn)
	assert.ErrorContains(t, err, "no dictionary")
}
