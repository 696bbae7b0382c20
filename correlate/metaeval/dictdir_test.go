package metaeval

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
)

// TestCacheKeyDictDir: the cache keys of the rewriting scorers stamp the
// dictionaries the one lookup finds (made-up ones in $PARMESAN_DICT_DIR
// here, before the system's), so replacing one invalidates the rows.
func TestCacheKeyDictDir(t *testing.T) {
	d := t.TempDir()
	files := []string{"cs_CZ.aff", "cs_CZ.dic", "th_cs_CZ_v2.dat"}
	for _, f := range files {
		require.NoError(t, os.WriteFile(filepath.Join(d, f), []byte("made up\n"), 0o644))
	}
	t.Setenv(data.DictDirEnv, d)
	for _, name := range []string{Parmesan, eval.MetricBLEU + eval.OnParmesan} {
		sc, err := NewScorer(name, ScorerConfig{Lang: "cs"})
		require.NoError(t, err)
		key := sc.CacheKey()
		for _, f := range files {
			assert.Contains(t, key, "|"+fileStamp(filepath.Join(d, f)), name)
		}
		require.NoError(t, os.WriteFile(filepath.Join(d, "cs_CZ.dic"), []byte("made up, longer\n"), 0o644))
		sc2, err := NewScorer(name, ScorerConfig{Lang: "cs"})
		require.NoError(t, err)
		assert.NotEqual(t, key, sc2.CacheKey(), "%s: a changed dictionary changes the key", name)
		require.NoError(t, os.WriteFile(filepath.Join(d, "cs_CZ.dic"), []byte("made up\n"), 0o644))
	}
	// Found nowhere: the file is stamped absent by its name.
	stamps := dictionaryStamps(lang.Language{Code: "xx", Locale: "xx_XX"})
	assert.Equal(t, []string{"xx_XX.aff:absent", "xx_XX.dic:absent", "th_xx_XX_v2.dat:absent"}, stamps)
}
