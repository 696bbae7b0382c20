package paraphrase

import (
	"encoding/binary"
	"errors"
	"iter"
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
	b, sum, err := data.CachedSum("freedict", dictionaryCacheVersion, []string{idxPath, dictPath}, func() ([]byte, error) {
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
	d := built
	if d == nil {
		if d, err = UnmarshalDictionary(b); err != nil { // a damaged entry that passed its checksum: read the files
			if d, err = ReadDictionary(idxPath, dictPath); err != nil {
				return nil, err
			}
		}
	}
	d.sum = sum
	return d, nil
}

// ReadDictionaryCachedHash is ReadDictionaryCached that also returns the
// dictd files' short content hash (data.HashFiles of both), for
// signatures: the hash the cache key was made of, so the files are read
// once (hashed here when the cache is off).
func ReadDictionaryCachedHash(idxPath, dictPath string) (*Dictionary, string, error) {
	d, err := ReadDictionaryCached(idxPath, dictPath)
	if err != nil {
		return nil, "", err
	}
	h, err := data.ShortSum(d.sum, idxPath, dictPath)
	if err != nil {
		return nil, "", err
	}
	return d, h, nil
}

// MarshalBinary encodes the dictionary: the source words in order, each
// with its translations in order (lengths as uvarints).
func (d *Dictionary) MarshalBinary() ([]byte, error) {
	m := d.Map()
	words := make([]string, 0, len(m))
	for w := range m {
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
		for t := range m[w] {
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

// UnmarshalDictionary decodes MarshalBinary's bytes; anything else (a
// damaged entry, source words out of order) is an error, never a panic.
// The dictionary keeps the encoding and decodes a word's translations
// when it is looked up (FreeDict eng-deu: 460,000 words, whose maps took
// longer to build than the rest of a German run's loading).
func UnmarshalDictionary(raw []byte) (*Dictionary, error) {
	e, err := decodePacked(raw, dictMagic, errBadDictionary, func(r *reader) bool {
		nt, ok := r.num()
		if !ok {
			return false
		}
		for range nt {
			if _, ok := r.str(); !ok {
				return false
			}
		}
		return true
	})
	if err != nil {
		return nil, err
	}
	return &Dictionary{packed: &packedDict{e}}, nil
}

// reader reads MarshalBinary's uvarints and strings, checking every
// length against the bytes left.
type reader struct {
	b   []byte
	pos int
}

// num reads a count or length: one that exceeds the bytes left is an
// error (every counted item takes at least one byte).
func (r *reader) num() (int, bool) {
	v, n := binary.Uvarint(r.b[r.pos:])
	if n <= 0 || v > uint64(len(r.b)-r.pos-n) {
		return 0, false
	}
	r.pos += n
	return int(v), true
}

func (r *reader) str() ([]byte, bool) {
	n, ok := r.num()
	if !ok {
		return nil, false
	}
	s := r.b[r.pos : r.pos+n]
	r.pos += n
	return s, true
}

// packedDict is a dictionary in MarshalBinary's encoding, checked by
// UnmarshalDictionary: the source words, each with its translations.
type packedDict struct {
	packedEntries
}

func (p *packedDict) len() int { return len(p.off) }

// uvarint decodes a checked uvarint of s at pos: its value and length.
func uvarint(s string, pos int) (int, int) {
	var v uint64
	for k, shift := 0, uint(0); ; k, shift = k+1, shift+7 {
		c := s[pos+k]
		v |= uint64(c&0x7f) << shift
		if c < 0x80 {
			return int(v), k + 1
		}
	}
}

// translate decodes the translations of a lower-case source word, nil
// when it has none listed.
func (p *packedDict) translate(w string) map[string]bool {
	pos, ok := p.find(w)
	if !ok {
		return nil
	}
	return p.targets(pos)
}

// targets decodes the translations whose count starts at pos.
func (p *packedDict) targets(pos int) map[string]bool {
	n, all := p.entry(pos)
	ts := make(map[string]bool, n)
	for t := range all {
		ts[t] = true
	}
	return ts
}

// sorted is translate's answer as a slice, increasing, read in place
// without translate's map (HomonymCheck asks for it sorted).
func (p *packedDict) sorted(w string) []string {
	pos, ok := p.find(w)
	if !ok {
		return nil
	}
	n, all := p.entry(pos)
	out := make([]string, 0, n)
	for t := range all {
		out = append(out, t)
	}
	return out
}

// entry returns the number of translations whose count starts at pos
// and the translations, in stored order (increasing: MarshalBinary
// sorts them).
func (p *packedDict) entry(pos int) (int, iter.Seq[string]) {
	nt, k := uvarint(p.text, pos)
	return nt, func(yield func(string) bool) {
		at := pos + k
		for range nt {
			var t string
			t, at = p.str(at)
			if !yield(t) {
				return
			}
		}
	}
}

// unpack decodes every entry.
func (p *packedDict) unpack() TranslationMap {
	m := make(TranslationMap, len(p.off))
	for _, at := range p.off {
		w, pos := p.str(int(at))
		m[w] = p.targets(pos)
	}
	return m
}
