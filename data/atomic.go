package data

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// An atomic write goes through a temporary file ".NAME.parmesan-PID-RANDOM"
// beside the output NAME, renamed over it only once everything is written,
// so that a failure leaves the old file (or none) and never a partial one.
// A process stopped by SIGINT or SIGTERM removes its temporary files
// (RemoveTemporaryFiles, called by the command); one killed with SIGKILL
// can leave such a file behind, which is safe to delete, and the next
// atomic write of NAME deletes it once process PID is gone
// (RemoveStaleTemps).
//
// Only a regular file is replaced: an existing device, named pipe or
// socket (-o /dev/null, -o /dev/stdout, a FIFO) is written in place, as
// a shell redirection would, and a symbolic link is followed, so that the
// file it points to is replaced and the link stays a link. Renaming over
// /dev/null would make it a regular file for every program on the
// machine.

// WriteFileAtomic writes a file through a temporary file in the same
// directory, renamed into place only when fill succeeds, so that a
// failure never leaves a partial output file. The file gets the mode a
// plain os.Create would give it (0666 less the umask), or keeps the mode
// of the file it replaces. Errors name path, never the temporary file;
// a directory at path is an error before anything is written.
func WriteFileAtomic(path string, fill func(w *bufio.Writer) error) error {
	f, err := CreateAtomic(path)
	if err != nil {
		return err
	}
	if err := fill(f.Writer); err != nil {
		f.Abort()
		return err
	}
	return CommitAll(f)
}

// AtomicFile is an output file being written through a temporary file:
// write to Writer, then CommitAll makes it (and the files committed with
// it) visible, or Abort discards it. Not safe for concurrent use.
type AtomicFile struct {
	// Writer buffers the writes to the temporary file.
	Writer *bufio.Writer

	path   string // as the caller named it, for messages
	target string // the file renamed over: path with its symbolic links followed
	f      *os.File
	done   bool
	direct bool // f is the target itself (a device, pipe or socket), not a temporary file
}

// CreateAtomic starts an atomic write of path: it checks that path can be
// written (not a directory, its directory writable) by creating the
// temporary file, so a command can call it for every output before it
// starts the work. Errors name path.
func CreateAtomic(path string) (*AtomicFile, error) {
	st, err := os.Stat(path)
	if err == nil && st.IsDir() {
		return nil, &fs.PathError{Op: "write", Path: path, Err: errors.New("is a directory")}
	}
	if err == nil && inPlace(st, path) {
		return createDirect(path)
	}
	target := path
	if err == nil {
		if real, e := filepath.EvalSymlinks(path); e == nil {
			target = real
		}
	}
	RemoveStaleTemps(filepath.Dir(target), "."+filepath.Base(target)+".")
	f, err := createTemp(target)
	if err != nil {
		return nil, pathError("create", path, err)
	}
	pending.add(f.Name())
	a := &AtomicFile{path: path, target: target, f: f}
	a.Writer = bufio.NewWriterSize(targetWriter{a}, 256*1024)
	return a, nil
}

// inPlace reports whether an existing non-directory path (st) is written
// in place rather than replaced: a device, pipe or socket, or a
// descriptor of the process (fdPath).
func inPlace(st fs.FileInfo, path string) bool {
	return !st.Mode().IsRegular() || fdPath(path)
}

// fdPath reports whether path names an open file descriptor of the
// process (/dev/stdout, /dev/fd/N, /proc/self/fd/N): written in place,
// appended to as the shell's redirection left it, never replaced by
// renaming over the file behind it.
func fdPath(path string) bool {
	p := filepath.Clean(path)
	return strings.HasPrefix(p, "/dev/") || strings.HasPrefix(p, "/proc/")
}

// createDirect opens an existing file that is not a regular one (a
// device, a named pipe, a socket, a descriptor of the process) for
// writing in place, appending: there is no temporary file to rename, and
// what is written cannot be taken back.
func createDirect(path string) (*AtomicFile, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return nil, pathError("open", path, err)
	}
	a := &AtomicFile{path: path, target: path, f: f, direct: true}
	a.Writer = bufio.NewWriterSize(targetWriter{a}, 256*1024)
	return a, nil
}

// CheckWritable reports, before any work, whether path could be written
// by CreateAtomic: a directory, or a file whose directory cannot take the
// temporary file, is an error naming path. An existing device, pipe or
// descriptor is not opened (opening a named pipe and closing it would end
// its reader's input before the real write).
func CheckWritable(path string) error {
	if st, err := os.Stat(path); err == nil && !st.IsDir() && inPlace(st, path) {
		return nil
	}
	a, err := CreateAtomic(path)
	if err != nil {
		return err
	}
	a.Abort()
	return nil
}

// targetWriter writes to the temporary file and names the target in errors.
type targetWriter struct{ a *AtomicFile }

func (w targetWriter) Write(b []byte) (int, error) {
	n, err := w.a.f.Write(b)
	return n, w.a.wrap("write", err)
}

// wrap renames an error about the temporary file after the target.
func (a *AtomicFile) wrap(op string, err error) error {
	if err == nil {
		return nil
	}
	return pathError(op, a.path, err)
}

// pathError is err (a *fs.PathError or *os.LinkError about a temporary
// file, or a bare error) as an *fs.PathError naming path.
func pathError(op, path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		err = le.Err
	}
	return &fs.PathError{Op: op, Path: path, Err: err}
}

// Path is the file the write will replace.
func (a *AtomicFile) Path() string { return a.path }

// Abort discards the temporary file; the target is left as it was. It
// may be called after CommitAll, where it does nothing.
func (a *AtomicFile) Abort() {
	if a.done {
		return
	}
	a.done = true
	a.f.Close()
	if a.direct {
		return
	}
	os.Remove(a.f.Name())
	pending.remove(a.f.Name())
}

// close flushes and closes the temporary file.
func (a *AtomicFile) close() error {
	if err := a.Writer.Flush(); err != nil {
		return err
	}
	return a.wrap("write", a.f.Close())
}

// CommitAll makes the files visible together: each is flushed and closed,
// and only when all of them were written are they renamed over their
// targets. If a rename fails, the targets already replaced get their old
// contents back, so either every target is new or every target is as it
// was (short of the process being killed between two renames). On error
// every file is aborted.
func CommitAll(files ...*AtomicFile) (err error) {
	defer func() {
		for _, a := range files {
			a.Abort()
		}
	}()
	for _, a := range files {
		if a.done {
			return fmt.Errorf("data: %s: atomic file committed or aborted twice", a.path)
		}
		if err := a.close(); err != nil {
			return err
		}
	}
	// Keep a hard link to every old target while renaming, to restore them.
	type undo struct{ path, backup string }
	var undos []undo
	defer func() {
		for i := len(undos) - 1; i >= 0; i-- {
			u := undos[i]
			switch {
			case err != nil && u.backup != "":
				os.Rename(u.backup, u.path)
			case err != nil:
				os.Remove(u.path)
			case u.backup != "":
				os.Remove(u.backup)
			}
			if u.backup != "" {
				pending.remove(u.backup)
			}
		}
	}()
	for _, a := range files {
		if a.direct { // written in place already
			a.done = true
			continue
		}
		path := a.target // the file a link points to, not the link
		u := undo{path: path}
		if len(files) > 1 {
			if st, e := os.Lstat(path); e == nil && st.Mode().IsRegular() {
				u.backup = tempName(path)
				if e := os.Link(path, u.backup); e != nil {
					return a.wrap("back up", e)
				}
				pending.add(u.backup)
			}
		}
		if e := os.Rename(a.f.Name(), path); e != nil {
			if u.backup != "" {
				os.Remove(u.backup)
				pending.remove(u.backup)
			}
			return a.wrap("rename", e)
		}
		a.done = true
		pending.remove(a.f.Name())
		undos = append(undos, u)
	}
	return nil
}

// tempName is a fresh ".NAME.parmesan-PID-RANDOM" name beside path.
func tempName(path string) string {
	return filepath.Join(filepath.Dir(path), strings.TrimSuffix(TempPattern("."+filepath.Base(path)+"."), "*")) + strconv.FormatUint(rand.Uint64(), 36)
}

// tempMark is the part of a temporary name before the process id.
const tempMark = "parmesan-"

// TempPattern is a pattern for os.CreateTemp and os.MkdirTemp whose names
// carry this process's id, PREFIXparmesan-PID-*, so that RemoveStaleTemps
// can tell a leftover of a killed process from a temporary in use.
func TempPattern(prefix string) string {
	return prefix + tempMark + strconv.Itoa(os.Getpid()) + "-*"
}

// RemoveStaleTemps removes the files and directories of dir named
// PREFIX…parmesan-PID-… (TempPattern, possibly with more between PREFIX
// and the mark) whose process PID no longer runs: what a process killed
// with SIGKILL left behind. Those of running processes, this one
// included, are kept. Errors are ignored: a leftover that cannot be
// removed stays.
func RemoveStaleTemps(dir, prefix string) {
	matches, err := filepath.Glob(filepath.Join(dir, globEscape(prefix)+"*"+tempMark+"*-*"))
	if err != nil {
		return
	}
	for _, m := range matches {
		base := filepath.Base(m)
		rest := base[strings.LastIndex(base, tempMark)+len(tempMark):]
		pidText, _, ok := strings.Cut(rest, "-")
		pid, err := strconv.Atoi(pidText)
		if !ok || err != nil || pid <= 0 || pid == os.Getpid() || processRuns(pid) {
			continue
		}
		os.RemoveAll(m)
	}
}

// globEscape quotes filepath.Match's special characters.
func globEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(`*?[\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// createTemp creates a new file beside path with permission 0666 (less
// the umask), unlike os.CreateTemp's 0600, or with the mode of an
// existing file at path.
func createTemp(path string) (*os.File, error) {
	perm := os.FileMode(0o666)
	if st, err := os.Stat(path); err == nil && st.Mode().IsRegular() {
		perm = st.Mode().Perm()
	}
	for try := 0; ; try++ {
		name := tempName(path)
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
		if errors.Is(err, os.ErrExist) && try < 100 {
			continue
		}
		if err == nil && perm != 0o666 {
			// the umask must not narrow an existing file's mode
			if err = f.Chmod(perm); err != nil {
				f.Close()
				os.Remove(name)
				return nil, err
			}
		}
		return f, err
	}
}

// pending lists the temporary files of atomic writes in progress and the
// temporaries registered by TrackTemporary.
var pending = tempSet{names: map[string]struct{}{}}

type tempSet struct {
	mu    sync.Mutex
	names map[string]struct{}
}

func (s *tempSet) add(name string) {
	s.mu.Lock()
	s.names[name] = struct{}{}
	s.mu.Unlock()
}

func (s *tempSet) remove(name string) {
	s.mu.Lock()
	delete(s.names, name)
	s.mu.Unlock()
}

// RemoveTemporaryFiles deletes the temporary files of every atomic write
// still in progress, leaving their targets as they were, and every file
// or directory registered by TrackTemporary and not yet unregistered. A command calls
// it when it is interrupted (SIGINT, SIGTERM) before exiting. Safe for
// concurrent use.
func RemoveTemporaryFiles() {
	pending.mu.Lock()
	defer pending.mu.Unlock()
	for name := range pending.names {
		os.RemoveAll(name)
		delete(pending.names, name)
	}
}

// TrackTemporary registers path, a temporary file or directory of a
// command's own (spilled runs, an intermediate corpus), for removal by
// RemoveTemporaryFiles, so that an interrupted command leaves nothing
// behind; the returned function unregisters it once the caller has
// removed it itself. Safe for concurrent use.
func TrackTemporary(path string) (untrack func()) {
	pending.add(path)
	return func() { pending.remove(path) }
}

// MkdirTemp is os.MkdirTemp with a name RemoveStaleTemps recognises
// (PREFIXparmesan-PID-…), after removing the leftovers of killed
// processes of the prefix's family in parent ("" = os.TempDir()): the
// prefix up to its first "-", so that "mpeda-docs-" also removes what a
// killed run left as "mpeda-sub-…".
func MkdirTemp(parent, prefix string) (string, error) {
	if parent == "" {
		parent = os.TempDir()
	}
	family := prefix
	if i := strings.IndexByte(prefix, '-'); i >= 0 {
		family = prefix[:i+1]
	}
	RemoveStaleTemps(parent, family)
	return os.MkdirTemp(parent, TempPattern(prefix))
}
