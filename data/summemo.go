package data

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Remembered content sums.
//
// Every run names the dictionaries it reads by their SHA-256 (signatures,
// compiled cache keys: contentSum), and hashing hunspell-cs, MyThes and
// FreeDict again took 40 ms of each Czech run, the German thesaurus's
// 28 MB more. The compiled cache remembers the sum of a list of files
// under a key made of every file's stamp: its absolute path, device,
// inode, size and modification and change times in nanoseconds, which a
// write to the file, a rename over it or a new link changes (the change
// time cannot be set back). A sum is remembered only when every file's
// stamp is the same after hashing as before and older than
// sumMemoSettle, so that a write in the same clock tick as the hashing
// (file systems keep coarser times than nanoseconds) is never hidden. The
// sums are the files' own: what signatures print does not change. Lists
// of at most StampHashMax bytes are hashed every time (cheaper than the
// lookup), and so is everything where the platform gives no inode
// (fileStamp) or the cache is off.

// sumMemoVersion keys the remembered sums' entries.
const sumMemoVersion = "sum-memo-1"

// sumMemoSettle is how old a file's modification and change times must be
// for its sum to be remembered.
var sumMemoSettle = 2 * time.Second

var errSumMoved = errors.New("data: a file changed while it was hashed")

// contentSum hashes the contents of files one after the other (a
// FileHasher's hash), returning the hex SHA-256 and their sizes ("|n"
// each), remembered in the compiled cache as the package comment above
// says.
func contentSum(files []string) (string, string, error) {
	dir := CacheDir()
	if dir == "" {
		return hashContents(files)
	}
	key, total, ok := stampsKey(files)
	if !ok || total <= StampHashMax {
		return hashContents(files)
	}
	var sum, sizes string
	b, err := cachedAt(dir, "sum", key, func() ([]byte, error) {
		var err error
		if sum, sizes, err = hashContents(files); err != nil {
			return nil, err
		}
		if again, _, ok := stampsKey(files); !ok || again != key {
			return nil, errSumMoved
		}
		return []byte(sum + "\n" + sizes), nil
	})
	if sum != "" { // just hashed (remembered or not)
		return sum, sizes, nil
	}
	if err != nil {
		return hashContents(files)
	}
	s, z, ok := strings.Cut(string(b), "\n")
	if !ok || len(s) != 2*sha256.Size || strings.Count(z, "|") != len(files) {
		return hashContents(files)
	}
	return s, z, nil
}

// stampsKey is the entry key of the files' stamps (fileStamp) and their
// total size; ok is false when a file cannot be stamped or is too recent
// to be remembered.
func stampsKey(files []string) (key string, total int64, ok bool) {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%d\x00", sumMemoVersion, len(files))
	now := time.Now()
	for _, p := range files {
		abs, err := filepath.Abs(p)
		if err != nil {
			return "", 0, false
		}
		st, err := os.Stat(abs)
		if err != nil || !st.Mode().IsRegular() {
			return "", 0, false
		}
		id, changed, ok := fileStamp(st)
		if !ok || now.Sub(st.ModTime()) < sumMemoSettle || now.Sub(changed) < sumMemoSettle {
			return "", 0, false
		}
		fmt.Fprintf(h, "%s\x00%s\x00%d\x00%d\x00", abs, id, st.Size(), st.ModTime().UnixNano())
		total += st.Size()
	}
	return hex.EncodeToString(h.Sum(nil)[:12]), total, true
}

// hashContents is contentSum without the memory.
func hashContents(files []string) (string, string, error) {
	fh := NewFileHasher()
	var sizes []byte
	for _, p := range files {
		f, err := os.Open(p)
		if err != nil {
			return "", "", err
		}
		hf, err := fh.add(p, f)
		if err == nil {
			err = hf.drain()
		}
		f.Close()
		if err != nil {
			return "", "", err
		}
		sizes = fmt.Appendf(sizes, "|%d", hf.n)
	}
	return fh.full(), string(sizes), nil
}
