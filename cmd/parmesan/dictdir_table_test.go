package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

// TestTableDictDir: "table build --dict NAME" finds the dictionary as
// every command does (--dict-dir, $PARMESAN_DICT_DIR, then the system's
// places): a made-up two-entry FreeDict dictionary in a temporary
// directory is pivoted into a table; a name found nowhere is an error
// naming the files, the places searched and the package, with no table
// written.
func TestTableDictDir(t *testing.T) {
	t.Setenv(data.CacheEnv, "off") // nothing made up in the user's cache
	t.Setenv(data.DictDirEnv, "")  // restored after --dict-dir sets it
	d := t.TempDir()
	entries := []string{"car\nauto, vůz\n", "house\ndům, stavení\n"}
	var body, index strings.Builder
	for i, e := range entries {
		index.WriteString([]string{"car", "house"}[i] + "\t" + dictdB64(body.Len()) + "\t" + dictdB64(len(e)) + "\n")
		body.WriteString(e)
	}
	ip, dp := data.DictdPaths(d, "freedict-xxx-yyy")
	require.NoError(t, os.WriteFile(ip, []byte(index.String()), 0o644))
	require.NoError(t, os.WriteFile(dp, []byte(body.String()), 0o644))

	out := filepath.Join(t.TempDir(), "t.gz")
	_, errOut, code := runCmd(t, "", "table", "build", "--dict-dir", d, "--dict", "freedict-xxx-yyy", "-o", out)
	require.Equal(t, 0, code, errOut)
	f, err := data.OpenMaybeGzip(out)
	require.NoError(t, err)
	tab, err := io.ReadAll(f)
	f.Close()
	require.NoError(t, err)
	for _, pair := range []string{"auto\nvůz\n", "vůz\nauto\n", "dům\nstavení\n"} {
		assert.Contains(t, string(tab), pair, "translations of one head word are paraphrases")
	}

	t.Setenv(data.DictDirEnv, d)
	missing := filepath.Join(t.TempDir(), "m.gz")
	_, errOut, code = runCmd(t, "", "table", "build", "--dict", "freedict-zzz-yyy", "-o", missing)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "freedict-zzz-yyy.index and freedict-zzz-yyy.dict.dz not found (searched "+d+string(os.PathListSeparator))
	assert.Contains(t, errOut, "dict-freedict-zzz-yyy")
	assert.NoFileExists(t, missing)
}

// dictdB64 writes n in dictd's base-64 digits.
func dictdB64(n int) string {
	const digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	s := string(digits[n%64])
	for n /= 64; n > 0; n /= 64 {
		s = string(digits[n%64]) + s
	}
	return s
}
