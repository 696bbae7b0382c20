package data

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStamp: a stamp changes with every edit of a small file (even one
// keeping its size and modification time), with the size or
// modification time of a large one, with any file inside a directory
// (linked subdirectories too) and when a file appears or disappears;
// it stays the same when nothing changed.
func TestStamp(t *testing.T) {
	d := t.TempDir()
	w := func(p, s string) {
		t.Helper()
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(s), 0o644))
	}
	assert.Equal(t, "none", Stamp(""))
	missing := filepath.Join(d, "missing")
	assert.Equal(t, missing+":absent", Stamp(missing))

	small := filepath.Join(d, "small.txt")
	w(small, "abc\n")
	s0 := Stamp(small)
	assert.Equal(t, s0, Stamp(small), "unchanged")
	mt := time.Unix(1_700_000_000, 0)
	require.NoError(t, os.Chtimes(small, mt, mt))
	s0 = Stamp(small)
	w(small, "abd\n") // same size, same time below: only the contents differ
	require.NoError(t, os.Chtimes(small, mt, mt))
	assert.NotEqual(t, s0, Stamp(small), "small file: contents")

	big := filepath.Join(d, "big.bin")
	w(big, strings.Repeat("x", StampHashMax+1))
	require.NoError(t, os.Chtimes(big, mt, mt))
	b0 := Stamp(big)
	assert.Equal(t, b0, Stamp(big), "unchanged")
	w(big, strings.Repeat("x", StampHashMax+2))
	require.NoError(t, os.Chtimes(big, mt, mt))
	assert.NotEqual(t, b0, Stamp(big), "large file: size")
	b1 := Stamp(big)
	mt2 := mt.Add(time.Nanosecond * 1000)
	require.NoError(t, os.Chtimes(big, mt2, mt2))
	assert.NotEqual(t, b1, Stamp(big), "large file: modification time")

	res := filepath.Join(d, "res")
	w(filepath.Join(res, "function", "english.words"), "a\nthe\n")
	w(filepath.Join(res, "synonym", "english.synsets"), "x y\n")
	dirMt := time.Unix(1_600_000_000, 0)
	keepDirTimes := func() { // as an editor rewriting a file in place leaves them
		for _, p := range []string{res, filepath.Join(res, "function"), filepath.Join(res, "synonym")} {
			require.NoError(t, os.Chtimes(p, dirMt, dirMt))
		}
	}
	keepDirTimes()
	r0 := Stamp(res)
	assert.True(t, strings.HasPrefix(r0, res+":dir:"), r0)
	assert.Equal(t, r0, Stamp(res), "unchanged")
	w(filepath.Join(res, "function", "english.words"), "a\nthe\nse\n")
	keepDirTimes()
	r1 := Stamp(res)
	assert.NotEqual(t, r0, r1, "a file inside the directory")
	w(filepath.Join(res, "function", "czech.words"), "a\n")
	keepDirTimes()
	r2 := Stamp(res)
	assert.NotEqual(t, r1, r2, "a file added")
	require.NoError(t, os.Remove(filepath.Join(res, "function", "czech.words")))
	keepDirTimes()
	assert.Equal(t, r1, Stamp(res), "removed again: the earlier stamp")

	// A directory of links to another (ln -s shared/* mine/).
	linked := filepath.Join(d, "linked")
	require.NoError(t, os.MkdirAll(linked, 0o755))
	for _, n := range []string{"function", "synonym"} {
		require.NoError(t, os.Symlink(filepath.Join(res, n), filepath.Join(linked, n)))
	}
	l0 := Stamp(linked)
	w(filepath.Join(res, "synonym", "english.synsets"), "x z\n")
	assert.NotEqual(t, l0, Stamp(linked), "a file under a linked subdirectory")
	// A link cycle ends.
	require.NoError(t, os.Symlink(linked, filepath.Join(linked, "loop")))
	assert.NotEmpty(t, Stamp(linked))
}

// TestStampSmallFileSpelling pins the stamp of small files to its
// spelling (size, then the first 16 bytes of the contents' SHA-256 in
// hex, as sha256sum prints them), so that a rewrite of the hashing keeps
// the keys of entries cached before it.
func TestStampSmallFileSpelling(t *testing.T) {
	d := t.TempDir()
	for _, c := range []struct{ name, contents, want string }{
		{"empty", "", "0:sha256:e3b0c44298fc1c149afbf4c8996fb924"},
		{"abc", "abc\n", "4:sha256:edeaaff3f1774ad2888673770c6d6409"},
		{"max", strings.Repeat("x", StampHashMax), "1048576:sha256:8f990ba0b577b51cf009ea049368c16b"},
	} {
		p := filepath.Join(d, c.name)
		require.NoError(t, os.WriteFile(p, []byte(c.contents), 0o644))
		assert.Equal(t, p+":"+c.want, Stamp(p), c.name)
	}
}
