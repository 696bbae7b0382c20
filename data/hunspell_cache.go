package data

import (
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
)

// hunspellCacheVersion changes whenever ReadDic or the encoding below
// changes what a cached word list holds.
const hunspellCacheVersion = "hunspell-words-1"

// loadDicCached fills h.Words from the compiled cache (CachedSum) when an
// entry for these .aff and .dic contents exists, else by ReadDic, storing
// the result; it returns CachedSum's content hash.
func (h *Hunspell) loadDicCached(affPath, dicPath string) (string, error) {
	var parseErr error
	b, sum, err := CachedSum("hunspell", hunspellCacheVersion, []string{affPath, dicPath}, func() ([]byte, error) {
		df, err := os.Open(dicPath)
		if err != nil {
			return nil, fmt.Errorf("data: hunspell: %w", err)
		}
		defer df.Close()
		if err := h.ReadDic(df, dicPath); err != nil {
			parseErr = err
			return nil, err
		}
		return encodeWords(h.Words), nil
	})
	if err != nil {
		return "", err
	}
	if h.Words != nil || parseErr != nil {
		return sum, parseErr // just parsed
	}
	w, f, err := decodeWords(b)
	if err != nil { // a damaged entry that passed its checksum: parse
		df, err := os.Open(dicPath)
		if err != nil {
			return "", fmt.Errorf("data: hunspell: %w", err)
		}
		defer df.Close()
		return sum, h.ReadDic(df, dicPath)
	}
	h.Words, h.filter = w, f
	return sum, nil
}

// encodeWords writes a word list compactly: the distinct flag sets (in
// order of first use), then every word (in sorted order) with the indices
// of its flag sets, all lengths and numbers as uvarints. The same words
// give the same bytes, whatever the map's iteration order. The words are
// sorted with their flag sets beside them, so that the map is read once
// (its lookups in word order took as long as the sort).
func encodeWords(words map[string][]string) []byte {
	type entry struct {
		prefix uint64 // the first 8 bytes of w, big-endian, zero-padded: compared first
		w      string
		flags  []string
	}
	es := make([]entry, 0, len(words))
	size := 0
	for w, f := range words {
		es = append(es, entry{Prefix8(w), w, f})
		size += len(w) + 2 + 2*len(f)
	}
	slices.SortFunc(es, func(x, y entry) int {
		if x.prefix != y.prefix {
			if x.prefix < y.prefix {
				return -1
			}
			return 1
		}
		return strings.Compare(x.w, y.w)
	})
	sets := map[string]uint32{}
	var setList []string
	var ids []uint32       // every word's flag sets' numbers, in word order
	for _, e := range es { // numbered in word order, not map order: the same bytes every run
		for _, f := range e.flags {
			k, ok := sets[f]
			if !ok {
				k = uint32(len(setList))
				sets[f] = k
				setList = append(setList, f)
				size += len(f) + 1
			}
			ids = append(ids, k)
		}
	}
	b := make([]byte, 0, size+16)
	b = binary.AppendUvarint(b, uint64(len(setList)))
	for _, s := range setList {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	b = binary.AppendUvarint(b, uint64(len(es)))
	for _, e := range es {
		b = binary.AppendUvarint(b, uint64(len(e.w)))
		b = append(b, e.w...)
		b = binary.AppendUvarint(b, uint64(len(e.flags)))
		for _, k := range ids[:len(e.flags)] {
			b = binary.AppendUvarint(b, uint64(k))
		}
		ids = ids[len(e.flags):]
	}
	return b
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

var errBadWords = errors.New("data: bad cached word list")

// decodeWords reads encodeWords' format (the strings share one copy of
// raw) and builds the word list's filter as it goes: cheaper than
// iterating over the map afterwards.
func decodeWords(raw []byte) (map[string][]string, *wordFilter, error) {
	s := string(raw)
	pos := 0
	num := func() (int, error) {
		x, n := binary.Uvarint(raw[pos:])
		if n <= 0 || x > uint64(len(raw)) {
			return 0, errBadWords
		}
		pos += n
		return int(x), nil
	}
	str := func() (string, error) {
		n, err := num()
		if err != nil || n > len(raw)-pos {
			return "", errBadWords
		}
		pos += n
		return s[pos-n : pos], nil
	}
	nsets, err := num()
	if err != nil {
		return nil, nil, err
	}
	sets := make([]string, nsets)
	for i := range sets {
		if sets[i], err = str(); err != nil {
			return nil, nil, err
		}
	}
	nwords, err := num()
	if err != nil {
		return nil, nil, err
	}
	words := make(map[string][]string, nwords)
	f := newWordFilter(nwords)
	backing := make([]string, 0, nwords+nwords/8)
	for i := 0; i < nwords; i++ {
		w, err := str()
		if err != nil {
			return nil, nil, err
		}
		k, err := num()
		if err != nil {
			return nil, nil, err
		}
		start := len(backing)
		for j := 0; j < k; j++ {
			x, err := num()
			if err != nil || x >= len(sets) {
				return nil, nil, errBadWords
			}
			backing = append(backing, sets[x])
		}
		words[w] = backing[start:len(backing):len(backing)]
		f.add(w)
	}
	if pos != len(raw) {
		return nil, nil, errBadWords
	}
	f.n = len(words)
	return words, f, nil
}
