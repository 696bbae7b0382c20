package data

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
	"io"
	"os"
)

// HashLen is the number of hex digits of a resource hash in signatures.
const HashLen = 8

// HashFiles is a short content hash of files (their bytes in order), for
// signatures: two resources that differ by a byte get different hashes.
func HashFiles(paths ...string) (string, error) {
	sum, _, err := contentSum(paths)
	if err != nil {
		return "", fmt.Errorf("data: hash: %w", err)
	}
	return sum[:HashLen], nil
}

// A FileHasher computes HashFiles of files that the caller reads for its
// own use, so that each file is read once: open them with OpenMaybeGzip
// in HashFiles' order, read each as far as the caller needs, then call
// Sum. The hash is of the files' bytes (compressed or not) one after the
// other: opening a file (once it is open: a file that cannot be opened
// changes nothing) reads what is left of the earlier ones, which are then
// cut: a read from one returns what its reader had already buffered (up
// to 256 KiB), then an error, never bytes missing unseen. Sum reads what
// is left of every file. Close the files after Sum.
type FileHasher struct {
	h     hash.Hash
	files []*hashedFile
}

// hashedFile is one file of a FileHasher: what is read from it is hashed.
type hashedFile struct {
	fh   *FileHasher
	path string
	r    io.Reader // the file's bytes
	n    int64     // bytes read
	eof  bool
	cut  bool // its rest was read when a later file was opened
}

// NewFileHasher returns a FileHasher of no files.
func NewFileHasher() *FileHasher { return &FileHasher{h: sha256.New()} }

// OpenMaybeGzip is data.OpenMaybeGzip of a file whose bytes, as they are
// read, are hashed after those of the files opened before.
func (fh *FileHasher) OpenMaybeGzip(path string) (io.ReadCloser, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	hf, err := fh.add(path, f)
	if err != nil {
		f.Close()
		return nil, err
	}
	return maybeGzip(path, hf, f)
}

// add reads what is left of the files before, cuts them, and makes r (the
// bytes of the file path) the last file.
func (fh *FileHasher) add(path string, r io.Reader) (*hashedFile, error) {
	for _, e := range fh.files {
		if !e.eof {
			if err := e.drain(); err != nil {
				return nil, fmt.Errorf("data: hash: %w", err)
			}
			e.cut = true
		}
	}
	hf := &hashedFile{fh: fh, path: path, r: r}
	fh.files = append(fh.files, hf)
	return hf, nil
}

func (hf *hashedFile) Read(p []byte) (int, error) {
	if hf.cut {
		return 0, fmt.Errorf("data: %s read after a later file was opened (FileHasher)", hf.path)
	}
	return hf.read(p)
}

func (hf *hashedFile) read(p []byte) (int, error) {
	if hf.eof {
		return 0, io.EOF
	}
	n, err := hf.r.Read(p)
	hf.fh.h.Write(p[:n])
	hf.n += int64(n)
	if err == io.EOF {
		hf.eof = true
	}
	return n, err
}

// drain reads the rest of the file.
func (hf *hashedFile) drain() error {
	buf := make([]byte, 64*1024)
	for {
		_, err := hf.read(buf)
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// Sum reads what is left of the files opened, in order, and returns
// HashFiles of them.
func (fh *FileHasher) Sum() (string, error) {
	for _, hf := range fh.files {
		if err := hf.drain(); err != nil {
			return "", fmt.Errorf("data: hash: %w", err)
		}
	}
	return fh.full()[:HashLen], nil
}

// full is the hex SHA-256 of the bytes read.
func (fh *FileHasher) full() string { return hex.EncodeToString(fh.h.Sum(nil)) }

// HashBytes is HashFiles for data in memory.
func HashBytes(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])[:HashLen]
}

// EnglishWordNetHash is the short content hash of the embedded WordNet.
func EnglishWordNetHash() string { return EnglishWordNetSum()[:HashLen] }

// ShortSum is HashFiles(paths...) given the full hex content sum that
// CachedSum returned for the same paths: its first HashLen digits, or,
// when the cache is off (sum is empty), the files hashed here. A caller
// that read files through the cache names them in its signature without
// reading them a second time.
func ShortSum(sum string, paths ...string) (string, error) {
	if len(sum) >= HashLen {
		return sum[:HashLen], nil
	}
	return HashFiles(paths...)
}
