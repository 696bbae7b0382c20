package data

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
	"io/fs"
	"os"
	"path/filepath"
)

// Stamps of input files, for cache keys.
//
// A cache whose entries are derived from files it does not read on a hit
// (correlate's statistics cache) names every input by Stamp, so that an
// edited, replaced, added or removed input gives another key. A file of
// at most StampHashMax bytes is named by the SHA-256 of its contents
// (every edit shows); a larger one by its size and modification time in
// nanoseconds (reading it on every lookup would cost more than it saves;
// an edit shows unless it keeps both the size and the modification
// time); a directory by the stamps of every file under it, with their
// names (an edit to a file inside shows, which the directory's own
// modification time does not); a missing path as absent, so that
// installing it later changes the stamp too.

// StampHashMax is the size up to which Stamp hashes a file's contents.
const StampHashMax = 1 << 20

// stampMaxDepth bounds the directories Stamp descends through symbolic
// links (a link cycle ends there).
const stampMaxDepth = 16

// ExecutableStamp is Stamp of the running program's file (its size and
// modification time: a rebuilt binary is a new file), for a cache entry
// that the program's own code derives (an index keyed by an analyser's
// lemmas), or "exe:unknown".
func ExecutableStamp() string {
	p, err := os.Executable()
	if err != nil {
		return "exe:unknown"
	}
	return "exe=" + Stamp(p)
}

// Stamp identifies the current version of the file or directory at path
// (following symbolic links) for a cache key: path, then the contents'
// hash of a small file, the size and modification time of a large one,
// a hash of the stamps of a directory's files, or "absent". The empty
// path is "none".
func Stamp(path string) string {
	if path == "" {
		return "none"
	}
	st, err := os.Stat(path)
	if err != nil {
		return path + ":absent"
	}
	if !st.IsDir() {
		return path + ":" + fileVersion(path, st)
	}
	h := sha256.New()
	stampDir(h, path, ".", 0)
	return path + ":dir:" + hex.EncodeToString(h.Sum(nil)[:16])
}

// fileVersion is the version part of a file's stamp.
func fileVersion(path string, st fs.FileInfo) string {
	if !st.Mode().IsRegular() {
		return fmt.Sprintf("%v:%d:%d", st.Mode().Type(), st.Size(), st.ModTime().UnixNano())
	}
	if st.Size() <= StampHashMax {
		// contentSum's size is "|n" and its sum the hash in hex: the stamp
		// keeps the hash's first 16 bytes.
		if sum, size, err := contentSum([]string{path}); err == nil {
			return size[1:] + ":sha256:" + sum[:32]
		}
	}
	return fmt.Sprintf("%d:%d", st.Size(), st.ModTime().UnixNano())
}

// stampDir writes to h the name (relative to the stamped root) and
// version of every entry under dir, in name order, descending into
// subdirectories, linked ones too (to stampMaxDepth). An entry that
// cannot be read is written as unreadable.
func stampDir(h hash.Hash, dir, rel string, depth int) {
	ents, err := os.ReadDir(dir)
	if err != nil || depth > stampMaxDepth {
		fmt.Fprintf(h, "%s\x00unreadable\n", rel)
		return
	}
	for _, e := range ents { // in name order (os.ReadDir)
		p, r := filepath.Join(dir, e.Name()), filepath.Join(rel, e.Name())
		st, err := os.Stat(p)
		switch {
		case err != nil:
			fmt.Fprintf(h, "%s\x00absent\n", r)
		case st.IsDir():
			fmt.Fprintf(h, "%s\x00dir\n", r)
			stampDir(h, p, r, depth+1)
		default:
			fmt.Fprintf(h, "%s\x00%s\n", r, fileVersion(p, st))
		}
	}
}
