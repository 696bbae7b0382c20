package data

import (
	"bufio"
	"os"
	"path/filepath"
)

// WriteFileAtomic writes a file through a temporary file in the same
// directory, renamed into place only when fill succeeds, so that a
// failure never leaves a partial output file.
func WriteFileAtomic(path string, fill func(w *bufio.Writer) error) (err error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
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
