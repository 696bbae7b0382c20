package data

import (
	"bufio"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
)

// Compiled cache of system dictionaries.
//
// Parsing hunspell-cs and MyThes takes seconds, more than scoring a few
// segments, so what is derived from them is kept in a cache directory and
// reused while the dictionary files are unchanged: each cache file is
// named after a kind and the SHA-256 of the generator version and of the
// contents of every file it was derived from, so an upgraded dictionary
// gets a new entry and never a stale one. The directory is
// $PARMESAN_CACHE_DIR, else parmesan/ under os.UserCacheDir()
// (~/.cache/parmesan on Linux, $XDG_CACHE_HOME/parmesan when that is
// set); PARMESAN_CACHE_DIR=off disables the cache. Entries can be deleted
// at any time. A cache file that cannot be read or written, or that fails
// its checksum, is rebuilt and never an error.

// CacheEnv names the environment variable overriding the cache directory
// ("off" disables caching).
const CacheEnv = "PARMESAN_CACHE_DIR"

// CacheDir returns the directory of the compiled cache, or "" when caching
// is disabled or no user cache directory is known.
func CacheDir() string {
	if d := os.Getenv(CacheEnv); d != "" {
		if d == "off" {
			return ""
		}
		return d
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "parmesan")
}

// cacheMagic opens every cache file, followed by the payload's CRC-32 and
// length.
const cacheMagic = "PCACHE1\n"

// Cached returns the bytes build derives from the files inputs, from the
// cache when an entry for the same kind, version and input contents
// exists, else from build (whose result is then stored). An input that
// cannot be read is left to build to report.
func Cached(kind, version string, inputs []string, build func() ([]byte, error)) ([]byte, error) {
	dir := CacheDir()
	if dir == "" {
		return build()
	}
	key, err := cacheKey(kind, version, inputs)
	if err != nil {
		return build()
	}
	return cachedAt(dir, kind, key, build)
}

// CachedSum is Cached keyed by the SHA-256 of the inputs' contents read
// one after the other (and their sizes), which it returns in hex: the
// hash HashFiles shortens, so that a caller naming the inputs in a
// signature reads them once (sum[:HashLen] == HashFiles(inputs...)).
// The sum is "" when caching is off or an input cannot be read (build
// then reports it).
func CachedSum(kind, version string, inputs []string, build func() ([]byte, error)) ([]byte, string, error) {
	dir := CacheDir()
	if dir == "" {
		b, err := build()
		return b, "", err
	}
	sum, sizes, err := contentSum(inputs)
	if err != nil {
		b, err := build()
		return b, "", err
	}
	b, err := cachedAt(dir, kind, sumKey(kind, version, sum+sizes), build)
	return b, sum, err
}

// CachedFor is Cached keyed by a content hash the caller has (CachedSum's
// sum of the files the bytes derive from) instead of reading files.
func CachedFor(kind, version, sum string, build func() ([]byte, error)) ([]byte, error) {
	dir := CacheDir()
	if dir == "" || sum == "" {
		return build()
	}
	return cachedAt(dir, kind, sumKey(kind, version, "for:"+sum), build)
}

// sumKey is the entry key of a kind and version over a content hash.
func sumKey(kind, version, sum string) string {
	k := sha256.Sum256([]byte(kind + "\x00" + version + "\x00sum\x00" + sum))
	return hex.EncodeToString(k[:12])
}

// cachedAt returns the entry key of kind in dir, built and stored when
// absent or damaged.
func cachedAt(dir, kind, key string, build func() ([]byte, error)) ([]byte, error) {
	path := filepath.Join(dir, kind+"-"+key+".bin")
	if b, err := readCacheFile(path); err == nil {
		return b, nil
	}
	b, err := build()
	if err != nil {
		return nil, err
	}
	if os.MkdirAll(dir, 0o755) == nil {
		_ = WriteFileAtomic(path, func(w *bufio.Writer) error {
			var h [16]byte
			copy(h[:8], cacheMagic)
			binary.LittleEndian.PutUint32(h[8:], crc32.ChecksumIEEE(b))
			binary.LittleEndian.PutUint32(h[12:], uint32(len(b)))
			if _, err := w.Write(h[:]); err != nil {
				return err
			}
			_, err := w.Write(b)
			return err
		})
	}
	return b, nil
}

// cacheKey hashes the kind, version and the contents of the inputs.
func cacheKey(kind, version string, inputs []string) (string, error) {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00", kind, version)
	for _, p := range inputs {
		f, err := os.Open(p)
		if err != nil {
			return "", err
		}
		n, err := io.Copy(h, f)
		f.Close()
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "\x00%d\x00", n)
	}
	return hex.EncodeToString(h.Sum(nil)[:12]), nil
}

var errBadCache = errors.New("data: bad cache file")

func readCacheFile(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(b) < 16 || string(b[:8]) != cacheMagic || int(binary.LittleEndian.Uint32(b[12:])) != len(b)-16 ||
		crc32.ChecksumIEEE(b[16:]) != binary.LittleEndian.Uint32(b[8:]) {
		return nil, errBadCache
	}
	return b[16:], nil
}
