package data

import (
	"encoding/binary"
	"errors"
	"math/bits"
	"slices"
	"strings"
	"unsafe"

	"github.com/zeebo/xxh3"
)

// A wordTable is a word list as the compiled cache stores it, looked up
// where it lies: reading a cached dictionary builds no map (hunspell-cs's
// 300,000 stems took 80 ms to insert into one on every run) but decodes
// the few thousand distinct flag sets and homonym lists, checks the
// layout and keeps the payload.
//
// The payload (all numbers little-endian):
//
//	magic           8 bytes, wordTableMagic
//	nwords, nsets, nlists, slotBits, filterBits   uint32 each
//	slots           2^slotBits uint64: 0 empty, else the word's record offset+1 (low 32 bits) and hash tag (high 32 bits)
//	filter          2^filterBits uint64: a blocked Bloom filter over the words (three bits each)
//	sets            nsets × (uvarint length, bytes): the distinct flag sets
//	lists           nlists × (uvarint count, count × uvarint set index): the distinct homonym lists
//	records         nwords × (uvarint length, word bytes, uvarint list index), in sorted word order
//
// A word is found by hashing it (StringHash: fixed, so that the layout is
// the same in every process), asking the filter, then probing the slots
// linearly from the hash's slot until an empty one: a slot whose tag
// matches names a record to compare. The same word list gives the same
// bytes.
type wordTable struct {
	n       int
	slots   []byte // 8 bytes per slot
	mask    uint64 // slot count - 1
	shift   uint   // 64 - slotBits
	filter  []byte // 8 bytes per block
	fmask   uint64
	records string     // the records, sharing one copy of the payload's bytes
	lists   [][]string // the homonym lists, by index
}

const wordTableMagic = "PMHWT\x00\x03\n"

var errBadTable = errors.New("data: bad cached word table")

// StringHash is a 64-bit hash of s that is the same in every process
// (hash/maphash's are seeded per process), for hash-based structures laid
// out in cache files: the hash is part of their format (a change to it
// must change their versions). It is XXH3-64 (github.com/zeebo/xxh3).
func StringHash(s string) uint64 { return xxh3.HashString(s) }

// filterBits returns the filter's block and the three bits of a hash.
func filterBits(h, fmask uint64) (uint64, uint64) {
	m := uint64(1)<<(h>>58) | uint64(1)<<(h>>52&63) | uint64(1)<<(h>>46&63)
	return h & fmask, m
}

// encodeWordTable lays a word list out as a wordTable payload; ok is
// false when the list does not fit the format (offsets beyond 32 bits).
func encodeWordTable(words map[string][]string) ([]byte, bool) {
	type entry struct {
		prefix uint64 // Prefix8 of the word: compared first
		w      string
		flags  []string // beside the word: the map is read once
	}
	es := make([]entry, 0, len(words))
	size := 0
	for w, f := range words {
		es = append(es, entry{Prefix8(w), w, f})
		size += len(w) + 4
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
	sets := map[string]int{}
	var setBytes []byte
	nsets := 0
	lists := map[string]int{}
	var listBytes []byte
	nlists := 0
	recs := make([]byte, 0, size)
	offs := make([]uint32, len(es))
	var key []byte
	for i, e := range es { // sets and lists numbered in word order: the same bytes every run
		key = binary.AppendUvarint(key[:0], uint64(len(e.flags)))
		for _, f := range e.flags {
			k, ok := sets[f]
			if !ok {
				k = nsets
				sets[f] = k
				nsets++
				setBytes = binary.AppendUvarint(setBytes, uint64(len(f)))
				setBytes = append(setBytes, f...)
			}
			key = binary.AppendUvarint(key, uint64(k))
		}
		l, ok := lists[string(key)]
		if !ok {
			l = nlists
			lists[string(key)] = l
			nlists++
			listBytes = append(listBytes, key...)
		}
		if uint64(len(recs)) >= 1<<32-1 {
			return nil, false
		}
		offs[i] = uint32(len(recs))
		recs = binary.AppendUvarint(recs, uint64(len(e.w)))
		recs = append(recs, e.w...)
		recs = binary.AppendUvarint(recs, uint64(l))
	}
	if uint64(len(recs)) >= 1<<32-1 {
		return nil, false
	}
	slotBits := bits.Len(uint(len(es) + len(es)/2))
	fbits := bits.Len(uint(max(len(es)/8, 1)))
	mask, fmask := uint64(1)<<slotBits-1, uint64(1)<<fbits-1
	// The slots and the filter are filled where they lie in the payload.
	b := make([]byte, 28+8<<slotBits+8<<fbits, 28+8<<slotBits+8<<fbits+len(setBytes)+len(listBytes)+len(recs))
	copy(b, wordTableMagic)
	for i, x := range []int{len(es), nsets, nlists, slotBits, fbits} {
		binary.LittleEndian.PutUint32(b[8+4*i:], uint32(x))
	}
	slots := b[28 : 28+8<<slotBits]
	filter := b[28+8<<slotBits:]
	for i, e := range es {
		h := StringHash(e.w)
		blk, m := filterBits(h, fmask)
		binary.LittleEndian.PutUint64(filter[8*blk:], binary.LittleEndian.Uint64(filter[8*blk:])|m)
		for j := h >> (64 - slotBits); ; j = (j + 1) & mask {
			if binary.LittleEndian.Uint64(slots[8*j:]) == 0 {
				binary.LittleEndian.PutUint64(slots[8*j:], uint64(offs[i])+1|h&^(1<<32-1))
				break
			}
		}
	}
	b = append(b, setBytes...)
	b = append(b, listBytes...)
	return append(b, recs...), true
}

// decodeWordTable reads encodeWordTable's payload, which it keeps and
// shares (raw must not change after): its sets, lists and records are
// checked, so that no lookup reads outside them.
func decodeWordTable(raw []byte) (*wordTable, error) {
	if len(raw) < 28 || string(raw[:8]) != wordTableMagic {
		return nil, errBadTable
	}
	u32 := func(i int) uint64 { return uint64(binary.LittleEndian.Uint32(raw[8+4*i:])) }
	nwords, nsets, nlists, slotBits, fbits := u32(0), u32(1), u32(2), u32(3), u32(4)
	if slotBits > 40 || fbits > 40 || nwords >= 1<<slotBits {
		return nil, errBadTable
	}
	pos := uint64(28)
	size := uint64(len(raw))
	if (size-pos)>>3 < 1<<slotBits+1<<fbits {
		return nil, errBadTable
	}
	t := &wordTable{n: int(nwords), mask: 1<<slotBits - 1, shift: uint(64 - slotBits), fmask: 1<<fbits - 1}
	t.slots = raw[pos : pos+8<<slotBits]
	pos += 8 << slotBits
	t.filter = raw[pos : pos+8<<fbits]
	pos += 8 << fbits
	// The sets' and the words' strings are the payload's bytes, which
	// the table keeps (the caller hands them over: never changed after).
	var s string
	if pos < uint64(len(raw)) {
		s = unsafe.String(&raw[pos], len(raw)-int(pos))
	}
	p := 0
	num := func() (int, bool) {
		x, n := binary.Uvarint(raw[int(pos)+p:])
		if n <= 0 || x > uint64(len(s)) {
			return 0, false
		}
		p += n
		return int(x), true
	}
	if nsets > uint64(len(s)) || nlists > uint64(len(s)) || nwords > uint64(len(s)) {
		return nil, errBadTable
	}
	sets := make([]string, nsets)
	for i := range sets {
		n, ok := num()
		if !ok || n > len(s)-p {
			return nil, errBadTable
		}
		sets[i] = s[p : p+n]
		p += n
	}
	t.lists = make([][]string, nlists)
	var backing []string // the lists' flag sets (an append that grows it leaves the earlier lists their array)
	for i := range t.lists {
		n, ok := num()
		if !ok {
			return nil, errBadTable
		}
		start := len(backing)
		for range n {
			k, ok := num()
			if !ok || k >= len(sets) {
				return nil, errBadTable
			}
			backing = append(backing, sets[k])
		}
		t.lists[i] = backing[start:len(backing):len(backing)]
	}
	t.records = s[p:]
	if err := t.check(); err != nil {
		return nil, err
	}
	return t, nil
}

// check walks the records (every one well formed, naming a list) and the
// slots (every one naming an offset inside the records, as many as there
// are words: a probe meets an empty slot).
func (t *wordTable) check() error {
	n, off := 0, 0
	for off < len(t.records) {
		_, _, next, ok := t.record(off)
		if !ok {
			return errBadTable
		}
		off = next
		n++
	}
	if n != t.n {
		return errBadTable
	}
	used := 0
	for i := 0; i < len(t.slots); i += 8 {
		v := binary.LittleEndian.Uint64(t.slots[i:])
		if v == 0 {
			continue
		}
		if v&(1<<32-1) == 0 || v&(1<<32-1)-1 >= uint64(len(t.records)) {
			return errBadTable
		}
		used++
	}
	if used != t.n {
		return errBadTable
	}
	return nil
}

// record reads the record at off: its word, its list's index and the
// next record's offset; ok is false for a malformed record.
func (t *wordTable) record(off int) (w string, list, next int, ok bool) {
	r := t.records
	n, k := uvarintString(r[off:])
	if k <= 0 || n > uint64(len(r)-off-k) {
		return "", 0, 0, false
	}
	off += k
	w = r[off : off+int(n)]
	off += int(n)
	l, k := uvarintString(r[off:])
	if k <= 0 || l >= uint64(len(t.lists)) {
		return "", 0, 0, false
	}
	return w, int(l), off + k, true
}

// uvarintString is binary.Uvarint of a string's bytes.
func uvarintString(s string) (uint64, int) {
	var x uint64
	var sh uint
	for i := 0; i < len(s) && i < binary.MaxVarintLen64; i++ {
		b := s[i]
		if b < 0x80 {
			if i == binary.MaxVarintLen64-1 && b > 1 {
				return 0, -(i + 1)
			}
			return x | uint64(b)<<sh, i + 1
		}
		x |= uint64(b&0x7f) << sh
		sh += 7
	}
	return 0, 0
}

// filterHas reports whether the filter lets a word of hash h through.
func (t *wordTable) filterHas(h uint64) bool {
	b, m := filterBits(h, t.fmask)
	return binary.LittleEndian.Uint64(t.filter[8*b:])&m == m
}

// mayHave reports whether the filter lets w through (a test's view).
func (t *wordTable) mayHave(w string) bool { return t.filterHas(StringHash(w)) }

// get returns the homonyms' flag sets of a word (shared: not to be
// changed), nil when the table lacks it.
func (t *wordTable) get(w string) []string {
	h := StringHash(w)
	if !t.filterHas(h) {
		return nil
	}
	tag := h &^ (1<<32 - 1)
	for j := h >> t.shift; ; j = (j + 1) & t.mask {
		v := binary.LittleEndian.Uint64(t.slots[8*j:])
		if v == 0 {
			return nil
		}
		if v&^(1<<32-1) != tag {
			continue
		}
		off := int(v&(1<<32-1)) - 1
		r := t.records[off:]
		n, k := uvarintString(r)
		if k <= 0 || n > uint64(len(r)-k) || r[k:k+int(n)] != w {
			continue
		}
		if _, l, _, ok := t.record(off); ok {
			return t.lists[l]
		}
		return nil
	}
}

// all calls yield with every word and its flag sets, in sorted order,
// until it returns false.
func (t *wordTable) all(yield func(string, []string) bool) {
	for off := 0; off < len(t.records); {
		w, l, next, ok := t.record(off)
		if !ok || !yield(w, t.lists[l]) {
			return
		}
		off = next
	}
}
