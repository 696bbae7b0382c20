package paraphrase

import (
	"bytes"
	"math"
	"slices"
	"strings"
)

// packedEntries is an encoding shared by the Dictionary's and the
// SenseIndex's MarshalBinary: a magic header, a count, then that many
// entries, each a word (its length as a uvarint, then its bytes) and a
// body, the words in strictly increasing byte order. It is kept as read:
// off[i] is where the i-th entry starts (its word's length), and a word
// is found by binary search over off.
type packedEntries struct {
	text string
	off  []uint32
}

// decodePacked checks raw as entries opened by magic; body reads one
// entry's body (from r.pos, advancing it) and reports whether it is well
// formed. Any damage is bad, never a panic.
func decodePacked(raw []byte, magic string, bad error, body func(r *reader) bool) (packedEntries, error) {
	if len(raw) < len(magic) || string(raw[:len(magic)]) != magic || uint64(len(raw)) > math.MaxUint32 {
		return packedEntries{}, bad
	}
	r := reader{b: raw, pos: len(magic)}
	nw, ok := r.num()
	if !ok {
		return packedEntries{}, bad
	}
	p := packedEntries{text: string(raw), off: make([]uint32, 0, nw)}
	var prev []byte
	for k := range nw {
		at := r.pos
		w, ok := r.str()
		if !ok || (k > 0 && bytes.Compare(prev, w) >= 0) {
			return packedEntries{}, bad
		}
		prev = w
		if !body(&r) {
			return packedEntries{}, bad
		}
		p.off = append(p.off, uint32(at))
	}
	if r.pos != len(raw) {
		return packedEntries{}, bad
	}
	return p, nil
}

// str reads the string at pos of a checked encoding and the position
// after it.
func (p *packedEntries) str(pos int) (string, int) {
	n, k := uvarint(p.text, pos)
	pos += k
	return p.text[pos : pos+n], pos + n
}

// find returns the position after the word w in the encoding (where its
// entry's body starts); ok is false when w has no entry.
func (p *packedEntries) find(w string) (pos int, ok bool) {
	i, ok := slices.BinarySearchFunc(p.off, w, func(at uint32, w string) int {
		x, _ := p.str(int(at))
		return strings.Compare(x, w)
	})
	if !ok {
		return -1, false
	}
	_, next := p.str(int(p.off[i]))
	return next, true
}
