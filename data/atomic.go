package data

import (
	"bufio"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

// WriteFileAtomic writes a file through a temporary file in the same
// directory, renamed into place only when fill succeeds, so that a
// failure never leaves a partial output file. The file gets the mode a
// plain os.Create would give it (0666 less the umask), or keeps the mode
// of the file it replaces.
func WriteFileAtomic(path string, fill func(w *bufio.Writer) error) (err error) {
	f, err := createTemp(path)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	w := bufio.NewWriterSize(f, 256*1024)
	if err = fill(w); err != nil {
		return err
	}
	if err = w.Flush(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}

// createTemp creates a new file beside path with permission 0666 (less
// the umask), unlike os.CreateTemp's 0600, or with the mode of an
// existing file at path.
func createTemp(path string) (*os.File, error) {
	perm := os.FileMode(0o666)
	if st, err := os.Stat(path); err == nil && st.Mode().IsRegular() {
		perm = st.Mode().Perm()
	}
	prefix := filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".")
	for try := 0; ; try++ {
		name := prefix + strconv.FormatUint(rand.Uint64(), 36)
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
