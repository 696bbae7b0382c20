package paraphrase

import (
	"encoding/binary"
	"errors"
	"slices"

	"github.com/parmesan-mt/parmesan/data"
)

// dictionaryCacheVersion names the encoding of MarshalBinary and the
// cleaning Add applies to dictd entries (cleanTarget): change it when
// either changes, so that no cached dictionary of the old rules is read.
const dictionaryCacheVersion = "freedict-1"

// dictMagic opens an encoded Dictionary.
const dictMagic = "PDICT1\n"

// errBadDictionary is returned for bytes MarshalBinary did not write.
var errBadDictionary = errors.New("paraphrase: not an encoded dictionary")

// ReadDictionaryCached is ReadDictionary through data's compiled cache
// (data.Cached, keyed by both files' contents): a later call decodes the
// cleaned word pairs instead of decompressing and parsing the dictd files
// again (FreeDict eng-deu: 80 MB of entries, 1.4 s of CPU). The
// dictionary is the same, pair for pair.
func ReadDictionaryCached(idxPath, dictPath string) (*Dictionary, error) {
	var built *Dictionary
	b, err := data.Cached("freedict", dictionaryCacheVersion, []string{idxPath, dictPath}, func() ([]byte, error) {
		d, err := ReadDictionary(idxPath, dictPath)
		if err != nil {
			return nil, err
		}
		built = d
		return d.MarshalBinary()
	})
	if err != nil {
		return nil, err
	}
	if built != nil {
		return built, nil
	}
	d, err := UnmarshalDictionary(b)
	if err != nil { // a damaged entry that passed its checksum: read the files
		return ReadDictionary(idxPath, dictPath)
	}
	return d, nil
}

// MarshalBinary encodes the dictionary: the source words in order, each
// with its translations in order (lengths as uvarints).
func (d *Dictionary) MarshalBinary() ([]byte, error) {
	words := make([]string, 0, len(d.m))
	for w := range d.m {
		words = append(words, w)
	}
	slices.Sort(words)
	b := []byte(dictMagic)
	b = binary.AppendUvarint(b, uint64(len(words)))
	var tgts []string
	for _, w := range words {
		b = binary.AppendUvarint(b, uint64(len(w)))
		b = append(b, w...)
		tgts = tgts[:0]
		for t := range d.m[w] {
			tgts = append(tgts, t)
		}
		slices.Sort(tgts)
		b = binary.AppendUvarint(b, uint64(len(tgts)))
		for _, t := range tgts {
			b = binary.AppendUvarint(b, uint64(len(t)))
			b = append(b, t...)
		}
	}
	return b, nil
}

// UnmarshalDictionary decodes MarshalBinary's bytes; anything else is an
// error, never a panic.
func UnmarshalDictionary(raw []byte) (*Dictionary, error) {
	if len(raw) < len(dictMagic) || string(raw[:len(dictMagic)]) != dictMagic {
		return nil, errBadDictionary
	}
	text := string(raw) // one copy: every word is a substring of it
	pos := len(dictMagic)
	num := func() (int, bool) {
		v, n := binary.Uvarint(raw[pos:])
		if n <= 0 || v > uint64(len(raw)-pos-n) {
			return 0, false // a count or length cannot exceed the bytes left
		}
		pos += n
		return int(v), true
	}
	str := func() (string, bool) {
		n, ok := num()
		if !ok {
			return "", false
		}
		s := text[pos : pos+n]
		pos += n
		return s, true
	}
	nw, ok := num()
	if !ok {
		return nil, errBadDictionary
	}
	d := &Dictionary{m: make(map[string]map[string]bool, nw)}
	for range nw {
		w, ok := str()
		if !ok {
			return nil, errBadDictionary
		}
		nt, ok := num()
		if !ok {
			return nil, errBadDictionary
		}
		ts := make(map[string]bool, nt)
		for range nt {
			t, ok := str()
			if !ok {
				return nil, errBadDictionary
			}
			ts[t] = true
		}
		d.m[w] = ts
	}
	if pos != len(raw) {
		return nil, errBadDictionary
	}
	return d, nil
}
