package data

import (
	"bufio"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	// A new file gets the mode os.Create gives.
	ref := filepath.Join(dir, "ref")
	f, err := os.Create(ref)
	require.NoError(t, err)
	f.Close()
	refSt, _ := os.Stat(ref)

	out := filepath.Join(dir, "out.txt")
	require.NoError(t, WriteFileAtomic(out, func(w *bufio.Writer) error { _, err := w.WriteString("one\n"); return err }))
	st, err := os.Stat(out)
	require.NoError(t, err)
	assert.Equal(t, refSt.Mode().Perm(), st.Mode().Perm())
	b, _ := os.ReadFile(out)
	assert.Equal(t, "one\n", string(b))

	// Replacing keeps the existing mode.
	require.NoError(t, os.Chmod(out, 0o640))
	require.NoError(t, WriteFileAtomic(out, func(w *bufio.Writer) error { _, err := w.WriteString("two\n"); return err }))
	st, _ = os.Stat(out)
	assert.Equal(t, os.FileMode(0o640), st.Mode().Perm())

	// A failing fill leaves the old file and no temporary behind.
	boom := errors.New("boom")
	assert.ErrorIs(t, WriteFileAtomic(out, func(w *bufio.Writer) error { w.WriteString("partial"); return boom }), boom)
	b, _ = os.ReadFile(out)
	assert.Equal(t, "two\n", string(b))
	entries, _ := os.ReadDir(dir)
	assert.Len(t, entries, 2, "only ref and out.txt remain")
}
