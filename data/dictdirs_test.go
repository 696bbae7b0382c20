package data

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFindHunspell(t *testing.T) {
	first, second := t.TempDir(), t.TempDir()
	for _, f := range []string{"xx_XX.aff", "xx_XX.dic"} {
		require.NoError(t, os.WriteFile(filepath.Join(second, f), nil, 0o644))
	}
	// Only the .aff in the first directory: both files must be in one.
	require.NoError(t, os.WriteFile(filepath.Join(first, "xx_XX.aff"), nil, 0o644))
	t.Setenv(DictDirEnv, first+string(os.PathListSeparator)+second)
	dir, err := FindHunspell("xx_XX", "hunspell-xx")
	require.NoError(t, err)
	assert.Equal(t, second, dir)

	// Missing everywhere: the error names the files, every directory
	// searched (PARMESAN_DICT_DIR's first) and the package.
	_, err = FindHunspell("yy_YY", "hunspell-yy")
	require.Error(t, err)
	assert.True(t, errors.Is(err, fs.ErrNotExist))
	var mf *MissingFileError
	require.True(t, errors.As(err, &mf))
	assert.Equal(t, "yy_YY.aff and yy_YY.dic", mf.File)
	assert.Equal(t, []string{first, second}, mf.Searched[:2])
	assert.Equal(t, DictSearchDirs(KindHunspell), mf.Searched)
	msg := err.Error()
	assert.Contains(t, msg, "yy_YY.aff and yy_YY.dic not found (searched "+first)
	assert.Contains(t, msg, DictDirEnv)
	if runtime.GOOS == "linux" {
		assert.Contains(t, msg, "apt-get install hunspell-yy")
	}
}

func TestFindMyThesDictd(t *testing.T) {
	d := t.TempDir()
	t.Setenv(DictDirEnv, d)
	require.NoError(t, os.WriteFile(filepath.Join(d, "th_xx_XX_v2.dat"), nil, 0o644))
	dir, err := FindMyThes("th_xx_XX_v2.dat", "mythes-xx")
	require.NoError(t, err)
	assert.Equal(t, d, dir)
	_, err = FindDictd("freedict-xxx-yyy")
	var mf *MissingFileError
	require.True(t, errors.As(err, &mf))
	assert.Equal(t, "freedict-xxx-yyy.index and freedict-xxx-yyy.dict.dz", mf.File)
	assert.Contains(t, mf.Hint, "dict-freedict-xxx-yyy")
}

func TestUDProvenance(t *testing.T) {
	d := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(d, "README.md"), []byte("# x\n\n# Metadata\nData available since: UD v1.0\nLicense: CC BY-NC-SA 4.0\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(d, "SOURCES.txt"), []byte("UD_Polish-PDB @ 27235e131faed50feb291faed1ff2fa5389a06be (dev)\n"), 0o644))
	rel, lic, err := UDProvenance(d)
	require.NoError(t, err)
	assert.Equal(t, "CC BY-NC-SA 4.0", lic)
	assert.Equal(t, "unknown release, commit 27235e131faed50feb291faed1ff2fa5389a06be", rel)
	require.NoError(t, os.WriteFile(filepath.Join(d, "SOURCES.txt"), []byte("Commit: 297fcf350481058d0737a27f0f8fd03b2eadd67a (2025)\nRelease: identical to tag r2.16 (UD v2.16, commit 0726bb0c7e7328d5ef1a5d65c70d184882eacd95)\n"), 0o644))
	rel, _, err = UDProvenance(d)
	require.NoError(t, err)
	assert.Equal(t, "UD v2.16, commit 297fcf350481058d0737a27f0f8fd03b2eadd67a", rel)
	require.NoError(t, os.WriteFile(filepath.Join(d, "README.md"), []byte("no metadata\n"), 0o644))
	_, _, err = UDProvenance(d)
	assert.ErrorContains(t, err, "README.md: no \"License:\" line")
}
