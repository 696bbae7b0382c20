package paraphrase

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"maps"
	"math"
	"slices"

	"github.com/parmesan-mt/parmesan/data"
)

// SenseIndex maps a target word to the source words translating to it,
// over whole dictionaries. Read only once built; safe for concurrent
// use.
//
// It is kept in its binary encoding (MarshalBinary): the target words in
// increasing byte order, each with the numbers of the source words
// translating to it, increasing, as uvarint differences. Shared finds the
// two words by binary search and merges their lists as it decodes them,
// so an index read from the cache (SenseIndexCached) is used as read:
// no map of a few hundred thousand words is built per process.
type SenseIndex struct {
	packedEntries // the encoding; off: where each target word's entry starts
}

// senseMagic opens an encoded SenseIndex.
const senseMagic = "PSENSE1\n"

// senseCacheVersion names the encoding and NewSenseIndex's rules in the
// cache key: change it when either changes.
const senseCacheVersion = "senses-1"

var errBadSenseIndex = errors.New("paraphrase: not an encoded sense index")

// NewSenseIndex inverts translation maps (source word → targets).
func NewSenseIndex(ms ...TranslationMap) *SenseIndex {
	ids := map[string]uint32{}
	inv := map[string][]uint32{}
	for _, m := range ms {
		for s, ts := range m {
			id, ok := ids[s]
			if !ok {
				id = uint32(len(ids))
				ids[s] = id
			}
			for t := range ts {
				inv[t] = append(inv[t], id)
			}
		}
	}
	return encodeSenses(inv)
}

// encodeSenses encodes an inverted dictionary (target word → the numbers
// of the source words translating to it, in any order, repeats allowed)
// as a SenseIndex; it sorts and compacts the lists in place.
func encodeSenses(inv map[string][]uint32) *SenseIndex {
	words := make([]string, 0, len(inv))
	for t := range inv {
		words = append(words, t)
	}
	slices.Sort(words)
	b := []byte(senseMagic)
	b = binary.AppendUvarint(b, uint64(len(words)))
	off := make([]uint32, len(words))
	for i, t := range words {
		off[i] = uint32(len(b))
		l := inv[t]
		slices.Sort(l)
		l = slices.Compact(l)
		b = binary.AppendUvarint(b, uint64(len(t)))
		b = append(b, t...)
		b = binary.AppendUvarint(b, uint64(len(l)))
		prev := uint32(0)
		for k, id := range l {
			if k == 0 {
				b = binary.AppendUvarint(b, uint64(id))
			} else {
				b = binary.AppendUvarint(b, uint64(id-prev))
			}
			prev = id
		}
	}
	return &SenseIndex{packedEntries{text: string(b), off: off}}
}

// MarshalBinary returns the index's encoding.
func (ix *SenseIndex) MarshalBinary() ([]byte, error) { return []byte(ix.text), nil }

// UnmarshalSenseIndex decodes MarshalBinary's bytes; anything else (a
// damaged entry, words out of order, numbers not increasing) is an
// error, never a panic.
func UnmarshalSenseIndex(raw []byte) (*SenseIndex, error) {
	e, err := decodePacked(raw, senseMagic, errBadSenseIndex, func(r *reader) bool {
		n, ok := r.num()
		if !ok {
			return false
		}
		id := uint64(0)
		for j := range n {
			d, m := binary.Uvarint(r.b[r.pos:])
			if m <= 0 || (j > 0 && d == 0) || d > math.MaxUint32-id {
				return false
			}
			id += d
			r.pos += m
		}
		return true
	})
	if err != nil {
		return nil, err
	}
	return &SenseIndex{e}, nil
}

// SenseIndexCached is NewSenseIndex(d.Map(), extra...) through data's
// compiled cache, for a dictionary d read from the dictd files idxPath
// and dictPath (ReadDictionaryCached): the entry is keyed by both files'
// contents, the dictionary's cleaning rules and the contents of the
// extra maps (a learned lexicon's translations). A later call reads the
// index instead of inverting the dictionary again.
func SenseIndexCached(d *Dictionary, idxPath, dictPath string, extra ...TranslationMap) (*SenseIndex, error) {
	build := func() *SenseIndex { return NewSenseIndex(append([]TranslationMap{d.Map()}, extra...)...) }
	var built *SenseIndex
	version := senseCacheVersion + "|" + dictionaryCacheVersion + "|" + hashMaps(extra)
	store := func() ([]byte, error) {
		built = build()
		return built.MarshalBinary()
	}
	var b []byte
	var err error
	if d.sum != "" { // d's files were hashed as it was read: keyed by what d was made of
		b, err = data.CachedFor("senses", version, d.sum, store)
	} else {
		b, err = data.Cached("senses", version, []string{idxPath, dictPath}, store)
	}
	if err != nil {
		return nil, err
	}
	if built != nil {
		return built, nil
	}
	ix, err := UnmarshalSenseIndex(b)
	if err != nil { // a damaged entry that passed its checksum: build it
		return build(), nil
	}
	return ix, nil
}

// ids iterates over a checked list of source numbers.
type ids struct {
	text string
	pos  int
	left int
	cur  uint64
	next bool // cur is not the first
}

func (ix *SenseIndex) ids(w string) ids {
	pos, ok := ix.find(w)
	if !ok {
		return ids{}
	}
	n, k := uvarint(ix.text, pos)
	return ids{text: ix.text, pos: pos + k, left: n}
}

// step advances to the next number; false at the end.
func (it *ids) step() bool {
	if it.left == 0 {
		return false
	}
	d, k := uvarint(it.text, it.pos)
	it.pos += k
	it.left--
	if it.next {
		it.cur += uint64(d)
	} else {
		it.cur, it.next = uint64(d), true
	}
	return true
}

// Count is the number of source words translating to w.
func (ix *SenseIndex) Count(w string) int { return ix.ids(w).left }

// Shared is the number of source words translating to both a and b.
func (ix *SenseIndex) Shared(a, b string) int {
	sa, sb := ix.ids(a), ix.ids(b)
	n := 0
	okA, okB := sa.step(), sb.step()
	for okA && okB {
		switch {
		case sa.cur == sb.cur:
			n++
			okA, okB = sa.step(), sb.step()
		case sa.cur < sb.cur:
			okA = sa.step()
		default:
			okB = sb.step()
		}
	}
	return n
}

// hashMaps is a content hash of translation maps, for a cache key.
func hashMaps(ms []TranslationMap) string {
	h := sha256.New()
	var b []byte
	for _, m := range ms {
		srcs := slices.Sorted(maps.Keys(m))
		b = binary.AppendUvarint(b[:0], uint64(len(srcs)))
		h.Write(b)
		for _, s := range srcs {
			tgts := slices.Sorted(maps.Keys(m[s]))
			b = binary.AppendUvarint(b[:0], uint64(len(s)))
			b = append(b, s...)
			b = binary.AppendUvarint(b, uint64(len(tgts)))
			for _, t := range tgts {
				b = binary.AppendUvarint(b, uint64(len(t)))
				b = append(b, t...)
			}
			h.Write(b)
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}
