package data

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// deadPID is the id of a process that has exited.
func deadPID(t *testing.T) int {
	cmd := exec.Command("true")
	require.NoError(t, cmd.Run())
	return cmd.Process.Pid
}

// Issue 27 #16: what a process killed with SIGKILL left beside an output
// (.NAME.parmesan-PID-RANDOM) is removed by the next atomic write of NAME;
// temporaries of running processes are kept.
func TestAtomicWriteRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "r.html")
	dead := filepath.Join(dir, ".r.html.parmesan-"+strconv.Itoa(deadPID(t))+"-k3j2")
	live := filepath.Join(dir, ".r.html.parmesan-"+strconv.Itoa(os.Getppid())+"-zz")
	other := filepath.Join(dir, ".s.html.parmesan-"+strconv.Itoa(deadPID(t))+"-k3j2")
	for _, p := range []string{dead, live, other} {
		require.NoError(t, os.WriteFile(p, []byte("partial"), 0o644))
	}
	require.NoError(t, WriteFileAtomic(out, func(w *bufio.Writer) error { _, err := w.WriteString("ok"); return err }))
	_, err := os.Stat(dead)
	assert.True(t, os.IsNotExist(err), "the dead process's temporary is removed")
	assert.FileExists(t, live, "a running process's temporary is kept")
	assert.FileExists(t, other, "another output's temporary is left to its own next write")
}

// The same for temporary directories (mpeda's spill directories).
func TestMkdirTempRemovesStale(t *testing.T) {
	parent := t.TempDir()
	dead := filepath.Join(parent, "mpeda-parmesan-"+strconv.Itoa(deadPID(t))+"-123")
	require.NoError(t, os.MkdirAll(filepath.Join(dead, "runs"), 0o755))
	d, err := MkdirTemp(parent, "mpeda-")
	require.NoError(t, err)
	assert.DirExists(t, d)
	assert.Contains(t, filepath.Base(d), "mpeda-parmesan-"+strconv.Itoa(os.Getpid())+"-")
	_, err = os.Stat(dead)
	assert.True(t, os.IsNotExist(err))
}
