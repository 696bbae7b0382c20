package data

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

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

// Issue 16, defect 4: errors name the path the user gave, never the
// temporary file, and a directory is refused before anything is written.
func TestWriteFileAtomicErrorsNameTarget(t *testing.T) {
	dir := t.TempDir()
	write := func(w *bufio.Writer) error { _, err := w.WriteString("x\n"); return err }
	cases := []struct {
		name, path, want string
	}{
		{"directory", dir, "write " + dir + ": is a directory"},
		{"missing directory", filepath.Join(dir, "no", "out.txt"), "create " + filepath.Join(dir, "no", "out.txt") + ": no such file or directory"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := WriteFileAtomic(c.path, write)
			require.Error(t, err)
			assert.Equal(t, c.want, err.Error())
			entries, _ := os.ReadDir(dir)
			assert.Empty(t, entries, "no temporary file left")
		})
	}
	t.Run("write error", func(t *testing.T) {
		out := filepath.Join(dir, "out.txt")
		a, err := CreateAtomic(out)
		require.NoError(t, err)
		a.f.Close() // every write now fails
		a.Writer.WriteString("x")
		err = CommitAll(a)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "write "+out+": ")
		entries, _ := os.ReadDir(dir)
		assert.Empty(t, entries, "no temporary file left, no output")
	})
}

// Issue 16, defect 5b: files committed together are all new or all old.
func TestCommitAllIsAllOrNothing(t *testing.T) {
	dir := t.TempDir()
	out, log := filepath.Join(dir, "out.txt"), filepath.Join(dir, "log.txt")
	require.NoError(t, os.WriteFile(out, []byte("old out\n"), 0o644))
	a, err := CreateAtomic(out)
	require.NoError(t, err)
	b, err := CreateAtomic(log)
	require.NoError(t, err)
	a.Writer.WriteString("new out\n")
	b.Writer.WriteString("new log\n")
	require.NoError(t, os.Mkdir(log, 0o755)) // the second rename will fail
	err = CommitAll(a, b)
	require.Error(t, err)
	assert.Contains(t, err.Error(), log)
	got, _ := os.ReadFile(out)
	assert.Equal(t, "old out\n", string(got), "the first output is restored")
	entries, _ := os.ReadDir(dir)
	assert.Len(t, entries, 2, "out.txt and the log directory, no temporary file")

	require.NoError(t, os.Remove(log))
	a, _ = CreateAtomic(out)
	b, _ = CreateAtomic(log)
	a.Writer.WriteString("new out\n")
	b.Writer.WriteString("new log\n")
	require.NoError(t, CommitAll(a, b))
	got, _ = os.ReadFile(out)
	assert.Equal(t, "new out\n", string(got))
	got, _ = os.ReadFile(log)
	assert.Equal(t, "new log\n", string(got))
	entries, _ = os.ReadDir(dir)
	assert.Len(t, entries, 2, "no temporary or backup file left")
	a.Abort() // after a commit: nothing happens
	_, err = os.Stat(out)
	assert.NoError(t, err)
}

func TestRemoveTemporaryFiles(t *testing.T) {
	dir := t.TempDir()
	a, err := CreateAtomic(filepath.Join(dir, "out.txt"))
	require.NoError(t, err)
	a.Writer.WriteString("x")
	RemoveTemporaryFiles()
	entries, _ := os.ReadDir(dir)
	assert.Empty(t, entries)
	assert.Error(t, CommitAll(a), "an interrupted write cannot be committed")
}

// A tracked temporary directory (spilled runs) goes with
// RemoveTemporaryFiles, contents included; an untracked one stays.
func TestTrackTemporary(t *testing.T) {
	base := t.TempDir()
	spill := filepath.Join(base, "spill")
	require.NoError(t, os.Mkdir(spill, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(spill, "run-1"), []byte("x"), 0o644))
	kept := filepath.Join(base, "kept")
	require.NoError(t, os.Mkdir(kept, 0o755))

	TrackTemporary(spill)
	TrackTemporary(kept)() // registered, then released by its owner
	RemoveTemporaryFiles()

	assert.NoDirExists(t, spill)
	assert.DirExists(t, kept)
}

// TestWriteFileAtomicSpecialFiles: a named pipe (like /dev/null, a device,
// or /dev/stdout) is written in place, never replaced by a regular file;
// a symbolic link is followed, so the file it points to gets the new
// contents and the link stays a link. Renaming over /dev/null (as root,
// "-o /dev/null") had made it a regular file for the whole machine.
func TestWriteFileAtomicSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	got := make(chan string, 1)
	go func() {
		b, _ := os.ReadFile(fifo)
		got <- string(b)
	}()
	require.NoError(t, WriteFileAtomic(fifo, func(w *bufio.Writer) error { _, err := w.WriteString("through the pipe\n"); return err }))
	st, err := os.Lstat(fifo)
	require.NoError(t, err)
	require.Equal(t, os.ModeNamedPipe, st.Mode().Type(), "still a pipe") // else the reader waits forever
	assert.Equal(t, "through the pipe\n", <-got)
	entries, _ := os.ReadDir(dir)
	assert.Len(t, entries, 1, "no temporary file beside the pipe")

	target := filepath.Join(dir, "real.txt")
	require.NoError(t, os.WriteFile(target, []byte("old\n"), 0o644))
	link := filepath.Join(dir, "link.txt")
	require.NoError(t, os.Symlink("real.txt", link))
	require.NoError(t, WriteFileAtomic(link, func(w *bufio.Writer) error { _, err := w.WriteString("new\n"); return err }))
	st, err = os.Lstat(link)
	require.NoError(t, err)
	assert.Equal(t, os.ModeSymlink, st.Mode().Type(), "the link stays a link")
	b, _ := os.ReadFile(target)
	assert.Equal(t, "new\n", string(b))

	// Committed together with a regular file, the pipe is written in
	// place and the regular file replaced.
	go func() {
		b, _ := os.ReadFile(fifo)
		got <- string(b)
	}()
	a, err := CreateAtomic(fifo)
	require.NoError(t, err)
	r, err := CreateAtomic(target)
	require.NoError(t, err)
	a.Writer.WriteString("a\n")
	r.Writer.WriteString("r\n")
	require.NoError(t, CommitAll(a, r))
	assert.Equal(t, "a\n", <-got)
	b, _ = os.ReadFile(target)
	assert.Equal(t, "r\n", string(b))
}

// TestWriteFileAtomicDescriptor: a path naming an open descriptor of the
// process (/dev/stdout, /proc/self/fd/N) is appended to in place, never
// replaced by renaming over the file behind it (review9a: "-o /dev/stdout
// >> app.txt" lost app.txt's earlier lines); CheckWritable never opens a
// named pipe (opening one for writing waits for a reader, and closing it
// ends the reader's input before the real write).
func TestWriteFileAtomicDescriptor(t *testing.T) {
	dir := t.TempDir()
	app := filepath.Join(dir, "app.txt")
	require.NoError(t, os.WriteFile(app, []byte("PREVIOUS\n"), 0o644))
	f, err := os.OpenFile(app, os.O_WRONLY|os.O_APPEND, 0)
	require.NoError(t, err)
	defer f.Close()
	fd := fmt.Sprintf("/proc/self/fd/%d", f.Fd())
	if _, err := os.Stat(fd); err != nil {
		t.Skipf("no %s on this system: %v", fd, err)
	}
	before, _ := os.Stat(app)
	require.NoError(t, WriteFileAtomic(fd, func(w *bufio.Writer) error { _, err := w.WriteString("new\n"); return err }))
	b, _ := os.ReadFile(app)
	assert.Equal(t, "PREVIOUS\nnew\n", string(b))
	after, _ := os.Stat(app)
	assert.True(t, os.SameFile(before, after), "the same file, not a new one renamed over it")

	fifo := filepath.Join(dir, "pipe")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	done := make(chan error, 1)
	go func() { done <- CheckWritable(fifo) }()
	select {
	case err := <-done:
		assert.NoError(t, err)
	case <-time.After(5 * time.Second):
		t.Fatal("CheckWritable opened the named pipe and waits for a reader")
	}
	assert.Error(t, CheckWritable(dir), "a directory")
	assert.NoError(t, CheckWritable(filepath.Join(dir, "new.txt")))
	_, err = os.Stat(filepath.Join(dir, "new.txt"))
	assert.True(t, os.IsNotExist(err), "a check writes nothing")
}
