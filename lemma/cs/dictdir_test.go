package cs

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
)

// TestDictDir: the Czech dictionary is looked for as every language's
// is (data.FindHunspell): a made-up two-word cs_CZ dictionary in
// $PARMESAN_DICT_DIR is the one loaded, before the system's.
func TestDictDir(t *testing.T) {
	d := t.TempDir()
	aff, dic := data.HunspellPaths(d, lang.Czech.Locale)
	require.NoError(t, os.WriteFile(aff, []byte("SET UTF-8\nTRY aeiou\n"), 0o644))
	require.NoError(t, os.WriteFile(dic, []byte("2\nkočka/Z\nrohlík/H\n"), 0o644))
	t.Setenv(data.CacheEnv, "off") // nothing made up in the user's cache
	t.Setenv(data.DictDirEnv, d)
	c, err := loadFound(data.FindHunspell)
	require.NoError(t, err)
	fp, err := data.HashFiles(aff, dic)
	require.NoError(t, err)
	assert.Equal(t, "hunspell-cs_CZ+lemma/cs#"+fp, c.Fingerprint(), "the made-up dictionary is the one loaded")
	assert.Equal(t, "kočka", c.Lemma("kočkami"), "a noun of the made-up word list (žena paradigm)")
	assert.True(t, c.Known("rohlíky"))
}

// TestDictDirMissing: a dictionary found nowhere is an error naming the
// files, every place searched ($PARMESAN_DICT_DIR's first) and Czech's
// package. The system's cs_CZ may be installed, so the lookup is asked
// for a locale no system has, with the package Czech passes.
func TestDictDirMissing(t *testing.T) {
	d := t.TempDir()
	t.Setenv(data.DictDirEnv, d)
	var pkg string
	_, err := loadFound(func(locale, p string) (string, error) {
		assert.Equal(t, lang.Czech.Locale, locale)
		pkg = p
		return data.FindHunspell("xx_XX", p)
	})
	require.Error(t, err)
	assert.Equal(t, "hunspell-cs", pkg)
	assert.ErrorIs(t, err, fs.ErrNotExist)
	var mf *data.MissingFileError
	require.True(t, errors.As(err, &mf))
	assert.Equal(t, data.DictSearchDirs(data.KindHunspell), mf.Searched)
	assert.Contains(t, err.Error(), "lemma/cs: data: xx_XX.aff and xx_XX.dic not found (searched "+d+string(os.PathListSeparator))
	if runtime.GOOS == "linux" {
		assert.Contains(t, err.Error(), "apt-get install hunspell-cs")
	}
	_, err = Load(filepath.Join(d, "absent"))
	assert.ErrorContains(t, err, filepath.Join(d, "absent", "cs_CZ.aff"))
}
