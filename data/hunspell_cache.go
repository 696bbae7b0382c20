package data

import (
	"fmt"
	"os"
)

// hunspellCacheVersion changes whenever ReadDic or the encoding
// (encodeWordTable) changes what a cached word list holds. Version 2 is
// the wordTable layout, version 5 its hash (StringHash) XXH3; older
// entries are under other keys and never read.
const hunspellCacheVersion = "hunspell-words-5"

// loadDicCached reads the word list of h from the compiled cache
// (CachedSum) when an entry for these .aff and .dic contents exists,
// keeping it as a wordTable (h.Words stays nil), else fills h.Words by
// ReadDic, storing the list's table; it returns CachedSum's content
// hash.
func (h *Hunspell) loadDicCached(affPath, dicPath string) (string, error) {
	var parseErr error
	b, sum, err := CachedSum("hunspell", hunspellCacheVersion, []string{affPath, dicPath}, func() ([]byte, error) {
		if err := h.readDicFile(dicPath); err != nil {
			parseErr = err
			return nil, err
		}
		t, ok := encodeWordTable(h.Words)
		if !ok {
			return nil, fmt.Errorf("data: hunspell: %s: too large a word list to cache", dicPath)
		}
		return t, nil
	})
	switch {
	case parseErr != nil:
		return "", parseErr
	case h.Words != nil: // just parsed (a list too large for the table is not cached)
		return sum, nil
	case err != nil:
		return "", err
	}
	t, err := decodeWordTable(b)
	if err != nil { // a damaged entry that passed its checksum: parse
		return sum, h.readDicFile(dicPath)
	}
	h.table = t
	return sum, nil
}

// readDicFile is ReadDic of the file at path.
func (h *Hunspell) readDicFile(path string) error {
	df, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("data: hunspell: %w", err)
	}
	defer df.Close()
	return h.ReadDic(df, path)
}

// Prefix8 is the first 8 bytes of s as a big-endian number, missing
// bytes as zeros: Prefix8(a) < Prefix8(b) implies a < b, and equal
// prefixes leave the order to the whole strings (a cheap first
// comparison when sorting many strings).
func Prefix8(s string) uint64 {
	var x uint64
	for i := range 8 {
		x <<= 8
		if i < len(s) {
			x |= uint64(s[i])
		}
	}
	return x
}
