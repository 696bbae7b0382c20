package paraphrase

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unsafe"

	"github.com/parmesan-mt/parmesan/data"
)

// Index is an immutable, compact lookup table of the (A, B) pairs of a
// set and their sources (probabilities are not kept): the pairs sorted
// by A then B, found by binary search, so an Index read from its binary
// form is ready without building a map. It implements rewrite.Lexicon
// and is safe for concurrent use.
type Index struct {
	text string   // A and B of every pair, concatenated in sorted order
	off  []uint32 // pair i: A = text[off[2i]:off[2i+1]], B = text[off[2i+1]:off[2i+2]]
	src  []Source
	// buckets[k] is the first pair whose A begins with the two bytes k
	// (bucketOf) or a later pair: A's pairs lie in [buckets[k],
	// buckets[k+1]), so Lookup searches a bucket, not every pair. Built in
	// one pass without hashing (a map of each distinct A cost 0.7 s on the
	// German thesaurus's 2M pairs); nil for a small index.
	buckets []uint32
	// filter has, for every pair, the bit of its hash (pairHash) set,
	// and for every A the bit of A's hash (keyHash): a lookup whose bit
	// is clear is absent without a search. Most lookups of the rewriter
	// are absent (a reference word and a hypothesis word that are no
	// pair). len(filter) is a power of two; nil with buckets nil.
	filter []uint64
}

// filterBits is the filter's size per pair, in bits: with one bit per
// pair and per key, about one absent lookup in eight finds its bit set.
const filterBits = 16

// keyHash and pairHash are the filter's hashes of A and of (A, B).
// They are data.StringHash's, the same in every process, so that a
// filter can be stored with the index (the cache's form).
func keyHash(a string) uint64 { return data.StringHash(a) }

func pairHash(ha uint64, b string) uint64 {
	return (ha^0x5bd1e9955bd1e995)*0x9e3779b97f4a7c15 ^ data.StringHash(b)
}

// mayHave reports whether the filter's bit of h is set.
func (x *Index) mayHave(h uint64) bool {
	k := h & uint64(64*len(x.filter)-1)
	return x.filter[k>>6]&(1<<(k&63)) != 0
}

// bucketOf is the bucket of a string: its first two bytes, a missing
// second byte as 0. It never decreases along the sorted pairs.
func bucketOf(a string) int {
	switch len(a) {
	case 0:
		return 0
	case 1:
		return int(a[0]) << 8
	}
	return int(a[0])<<8 | int(a[1])
}

// minBucketed is the number of pairs from which an Index has buckets.
const minBucketed = 4096

// indexBuckets fills x.buckets and x.filter from the sorted pairs, in
// one pass over them.
func (x *Index) indexBuckets() { x.indexChecked(false) }

// indexChecked is indexBuckets that, with check, also checks that the
// pairs are in strictly increasing order (A, then B) in the same pass,
// reporting false when they are not. A filter already in x (the cache's
// form stores it) is kept: only the buckets are built.
func (x *Index) indexChecked(check bool) bool {
	bucketed := len(x.src) >= minBucketed
	if !bucketed && !check {
		return true
	}
	hashed := x.filter == nil // the filter is to be built
	var mask uint64
	if bucketed {
		x.buckets = make([]uint32, 1<<16+1)
		if hashed {
			x.filter = make([]uint64, filterWords(len(x.src)))
		}
		mask = uint64(64*len(x.filter) - 1)
	}
	set := func(h uint64) { h &= mask; x.filter[h>>6] |= 1 << (h & 63) }
	k := 0
	var prevA, prevB string
	var ha uint64
	for i := range x.src {
		a, b := x.a(i), x.b(i)
		c := 1
		if i > 0 {
			c = strings.Compare(a, prevA)
			if check && (c < 0 || c == 0 && b <= prevB) {
				x.buckets, x.filter = nil, nil
				return false
			}
		}
		prevA, prevB = a, b
		if !bucketed {
			continue
		}
		for bk := bucketOf(a); k <= bk; k++ {
			x.buckets[k] = uint32(i)
		}
		if !hashed {
			continue
		}
		if c != 0 {
			ha = keyHash(a)
			set(ha)
		}
		set(pairHash(ha, b))
	}
	for ; bucketed && k <= 1<<16; k++ {
		x.buckets[k] = uint32(len(x.src))
	}
	return true
}

// filterWords is the length of the filter of an index of n pairs (at
// least minBucketed): the least power of two holding filterBits bits per
// pair.
func filterWords(n int) int {
	words := 1
	for 64*words < filterBits*n {
		words *= 2
	}
	return words
}

// NewIndex indexes the pairs of s.
func NewIndex(s *Set) *Index {
	ps := slices.Clone(s.Pairs())
	slices.SortFunc(ps, func(x, y Pair) int {
		if c := strings.Compare(x.A, y.A); c != 0 {
			return c
		}
		return strings.Compare(x.B, y.B)
	})
	b := newIndexBuilder(len(ps), 0)
	for _, p := range ps {
		b.add(p.A, p.B, p.Source)
	}
	return b.index()
}

// indexBuilder makes an Index of pairs given in its order (by A, then
// B), each once; NewIndex, symmetricIndex and NewWordNetIndex share it.
type indexBuilder struct {
	text strings.Builder
	x    *Index
}

// newIndexBuilder is a builder for at most n pairs of textLen bytes in
// all (0: not known).
func newIndexBuilder(n, textLen int) *indexBuilder {
	b := &indexBuilder{x: &Index{off: make([]uint32, 1, 2*n+1), src: make([]Source, 0, n)}}
	b.text.Grow(textLen)
	return b
}

// add appends the pair (a, bw) with its sources.
func (b *indexBuilder) add(a, bw string, src Source) {
	b.text.WriteString(a)
	b.x.off = append(b.x.off, uint32(b.text.Len()))
	b.text.WriteString(bw)
	b.x.off = append(b.x.off, uint32(b.text.Len()))
	b.x.src = append(b.x.src, src)
}

// addSources adds src to the sources of the last pair added (a repeat
// of it, merged as Set.Add merges).
func (b *indexBuilder) addSources(src Source) { b.x.src[len(b.x.src)-1] |= src }

// index is the Index of the pairs added, with its buckets and filter.
func (b *indexBuilder) index() *Index {
	b.x.text = b.text.String()
	b.x.indexBuckets()
	return b.x
}

// Len is the number of pairs.
func (x *Index) Len() int { return len(x.src) }

func (x *Index) a(i int) string { return x.text[x.off[2*i]:x.off[2*i+1]] }
func (x *Index) b(i int) string { return x.text[x.off[2*i+1]:x.off[2*i+2]] }

// search returns the position of the first pair not before (a, b), in
// a's bucket when the index has buckets.
func (x *Index) search(a, b string) int {
	lo, hi := 0, len(x.src)
	if x.buckets != nil {
		k := bucketOf(a)
		lo, hi = int(x.buckets[k]), int(x.buckets[k+1])
	}
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		c := strings.Compare(x.a(m), a)
		if c == 0 {
			c = strings.Compare(x.b(m), b)
		}
		if c < 0 {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// Lookup returns the sources of the pair (a, b), if present.
func (x *Index) Lookup(a, b string) (Source, bool) {
	if i := x.find(a, b); i >= 0 {
		return x.src[i], true
	}
	return 0, false
}

// find returns the position of the pair (a, b) in the index, or -1.
func (x *Index) find(a, b string) int {
	if x.filter != nil && !x.mayHave(pairHash(keyHash(a), b)) {
		return -1
	}
	if i := x.search(a, b); i < len(x.src) && x.a(i) == a && x.b(i) == b {
		return i
	}
	return -1
}

// HasKey reports whether some pair has a as its first word or phrase,
// so that a caller can skip asking Lookup for (a, b) with every b: one
// binary search for all of them ("" sorts before every b).
func (x *Index) HasKey(a string) bool {
	if x.filter != nil && !x.mayHave(keyHash(a)) {
		return false
	}
	i := x.search(a, "")
	return i < len(x.src) && x.a(i) == a
}

// indexMagic opens the binary form of an Index; indexMagicV1 opened the
// first form, which UnmarshalIndex still reads for bytes a caller kept
// (the caches' versions changed with the form, so they never hand it one).
const (
	indexMagic   = "PIDX2\n"
	indexMagicV1 = "PIDX1\n"
	// indexMagicFiltered opens the cache's form (marshalFiltered): the
	// filter, then the binary form after indexMagic.
	indexMagicFiltered = "PIDX2F\n"
)

// MarshalBinary encodes the index as it is held, so that decoding is
// mostly copying: a magic line, the pair count and the text's length
// (uvarints), the source byte of every pair, the 2n end offsets of the
// pairs' A and B in the text (little-endian uint32s), then the text.
func (x *Index) MarshalBinary() ([]byte, error) {
	n := len(x.src)
	b := make([]byte, 0, len(indexMagic)+20+n+8*n+len(x.text))
	b = append(b, indexMagic...)
	b = binary.AppendUvarint(b, uint64(n))
	b = binary.AppendUvarint(b, uint64(len(x.text)))
	for _, s := range x.src {
		b = append(b, byte(s))
	}
	for _, o := range x.off[1:] {
		b = binary.LittleEndian.AppendUint32(b, o)
	}
	return append(b, x.text...), nil
}

// marshalFiltered is MarshalBinary's form (after its magic) preceded by
// the filter (its length in words as a uvarint, then the words,
// little-endian): the cache's form, whose reader does not hash every
// pair again. The filter's
// hashes (data.StringHash) are the same in every process; a change to
// them or to filterBits must change the versions of the caches holding
// this form.
func (x *Index) marshalFiltered() []byte {
	body, _ := x.MarshalBinary()
	b := make([]byte, 0, len(indexMagicFiltered)+10+8*len(x.filter)+len(body))
	b = append(b, indexMagicFiltered...)
	b = binary.AppendUvarint(b, uint64(len(x.filter)))
	for _, w := range x.filter {
		b = binary.LittleEndian.AppendUint64(b, w)
	}
	return append(b, body[len(indexMagic):]...)
}

// ErrBadIndex is returned by UnmarshalIndex for bytes that are not an
// Index's binary form (truncated, damaged or unsorted).
var ErrBadIndex = errors.New("paraphrase: not a valid binary pair index")

// UnmarshalIndex decodes MarshalBinary's form (or the first form); it
// checks every length and the order, so a damaged input is an error,
// never a panic or a wrong lookup.
func UnmarshalIndex(raw []byte) (*Index, error) { return unmarshalIndexAny(raw, false) }

// unmarshalOwned is UnmarshalIndex of bytes handed over for good (a
// cache file's, read for this index and never changed after): the
// index's text and sources are those bytes, not copies of them.
func unmarshalOwned(raw []byte) (*Index, error) { return unmarshalIndexAny(raw, true) }

func unmarshalIndexAny(raw []byte, owned bool) (*Index, error) {
	var x *Index
	switch {
	case bytes.HasPrefix(raw, []byte(indexMagicFiltered)):
		x = unmarshalFiltered(raw[len(indexMagicFiltered):], owned)
	case bytes.HasPrefix(raw, []byte(indexMagic)):
		x = unmarshalIndex(raw[len(indexMagic):], owned)
	case bytes.HasPrefix(raw, []byte(indexMagicV1)):
		x = unmarshalIndexV1(raw[len(indexMagicV1):])
	}
	if x == nil || !x.indexChecked(true) {
		return nil, ErrBadIndex
	}
	return x, nil
}

// unmarshalFiltered decodes the form after indexMagicFiltered: the filter
// (of the length an index of its pairs has), then unmarshalIndex's form;
// nil when damaged.
func unmarshalFiltered(raw []byte, owned bool) *Index {
	words, k := binary.Uvarint(raw)
	if k <= 0 || words > uint64(len(raw)-k)/8 {
		return nil
	}
	raw = raw[k:]
	filter := make([]uint64, words)
	for i := range filter {
		filter[i] = binary.LittleEndian.Uint64(raw[8*i:])
	}
	x := unmarshalIndex(raw[8*words:], owned)
	if x == nil {
		return nil
	}
	want := 0
	if len(x.src) >= minBucketed {
		want = filterWords(len(x.src))
	}
	if int(words) != want {
		return nil
	}
	if words > 0 {
		x.filter = filter
	}
	return x
}

// unmarshalIndex decodes the form after indexMagic, sharing raw's bytes
// when owned; nil when damaged.
func unmarshalIndex(raw []byte, owned bool) *Index {
	n, k := binary.Uvarint(raw)
	if k <= 0 || n > uint64(len(raw))/9 {
		return nil
	}
	raw = raw[k:]
	tl, k := binary.Uvarint(raw)
	if k <= 0 || tl > uint64(len(raw)) || uint64(len(raw)-k) != 9*n+tl {
		return nil
	}
	raw = raw[k:]
	x := &Index{off: make([]uint32, 2*n+1)}
	if owned && n > 0 {
		x.src = unsafe.Slice((*Source)(&raw[0]), n) // Source is a byte
	} else {
		x.src = make([]Source, n)
		for i, b := range raw[:n] {
			x.src[i] = Source(b)
		}
	}
	raw = raw[n:]
	prev := uint32(0)
	for i := range 2 * int(n) {
		o := binary.LittleEndian.Uint32(raw[4*i:])
		if o < prev || uint64(o) > tl {
			return nil
		}
		x.off[i+1], prev = o, o
	}
	if uint64(prev) != tl {
		return nil
	}
	if text := raw[8*n:]; owned && len(text) > 0 {
		x.text = unsafe.String(&text[0], len(text))
	} else {
		x.text = string(text)
	}
	return x
}

// unmarshalIndexV1 decodes the form after indexMagicV1 (each pair as the
// lengths and bytes of A and B and its source byte); nil when damaged.
func unmarshalIndexV1(raw []byte) *Index {
	pos := 0
	num := func() (int, bool) {
		v, n := binary.Uvarint(raw[pos:])
		if n <= 0 || v > uint64(len(raw)-pos-n) {
			return 0, false
		}
		pos += n
		return int(v), true
	}
	n, ok := num()
	if !ok || n > len(raw)/3 {
		return nil
	}
	text := make([]byte, 0, len(raw)-pos)
	x := &Index{off: make([]uint32, 1, 2*n+1), src: make([]Source, n)}
	for i := 0; i < n; i++ {
		for k := 0; k < 2; k++ {
			l, ok := num()
			if !ok {
				return nil
			}
			text = append(text, raw[pos:pos+l]...)
			pos += l
			x.off = append(x.off, uint32(len(text)))
		}
		if pos >= len(raw) {
			return nil
		}
		x.src[i] = Source(raw[pos])
		pos++
	}
	if pos != len(raw) {
		return nil
	}
	x.text = string(text)
	return x
}

// thesaurusIndexVersion changes whenever FromThesaurus or the index
// format changes what a cached index holds. Version 3 stores the
// filtered form (marshalFiltered), version 5 its filter by XXH3
// (data.StringHash); older entries are under other keys.
const thesaurusIndexVersion = "thesaurus-index-5"

// ThesaurusIndex reads a MyThes .dat file as FromThesaurus does, adds
// every pair reversed when symmetric, and returns the pairs as an Index.
// The index is kept in data's compiled cache (data.Cached, keyed by the
// file's contents), so later calls skip the parsing.
func ThesaurusIndex(path string, opt ThesaurusOptions, symmetric bool) (*Index, error) {
	x, _, err := thesaurusIndex(path, opt, symmetric, "", nil, nil)
	return x, err
}

// ThesaurusIndexHash is ThesaurusIndex that also returns the short
// content hash of the thesaurus file (data.HashFiles), computed once
// with the cache key.
func ThesaurusIndexHash(path string, opt ThesaurusOptions, symmetric bool) (*Index, string, error) {
	x, sum, err := thesaurusIndex(path, opt, symmetric, "", nil, nil)
	if err != nil {
		return nil, "", err
	}
	h, err := data.ShortSum(sum, path)
	return x, h, err
}

// thesaurusIndex is ThesaurusIndex with the pairs passed through the
// predicate keep returns (nil keeps all) before indexing; extra names the
// filter in the cache version and inputs are the further files it reads
// (in the cache key). keep is called only when the index is built.
func thesaurusIndex(path string, opt ThesaurusOptions, symmetric bool, extra string, inputs []string, keep func() (func(a, b string) bool, error)) (*Index, string, error) {
	version := fmt.Sprintf("%s|lower=%t|skip=%t|sym=%t%s", thesaurusIndexVersion, opt.Lower, opt.SkipAnnotated, symmetric, extra)
	if g := opt.guardKey(); g == "mutual" {
		version += "|mutual" // (absent otherwise: existing cache keys stay)
	} else if g != "" {
		version += "|guard=" + g
	}
	if opt.LemmaKeys != nil {
		version += "|lemmakeys=" + opt.LemmaKeysName
	}
	build := func() ([]byte, error) {
		f, err := data.OpenMyThes(path)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		x, err := buildThesaurusIndex(f, path, opt, symmetric, keep, opt.LemmaKeys)
		if err != nil {
			return nil, err
		}
		return x.marshalFiltered(), nil
	}
	b, sum, err := data.CachedSum("thesaurus", version, append([]string{path}, inputs...), build)
	if err != nil {
		return nil, "", err
	}
	x, err := decodeIndex(b, build)
	return x, sum, err
}

// cachedIndex returns the Index build encodes, through data's compiled
// cache under kind and version, keyed by the contents of files; an entry
// that passed its checksum but does not decode is built again. It also
// returns the files' short content hash (data.HashFiles), computed once
// with the cache key (hashed here when the cache is off).
func cachedIndex(kind, version string, files []string, build func() ([]byte, error)) (*Index, string, error) {
	b, sum, err := data.CachedSum(kind, version, files, build)
	if err != nil {
		return nil, "", err
	}
	x, err := decodeIndex(b, build)
	if err != nil {
		return nil, "", err
	}
	h, err := data.ShortSum(sum, files...)
	return x, h, err
}

// decodeIndex decodes a cache entry, built again when it does not decode.
func decodeIndex(b []byte, build func() ([]byte, error)) (*Index, error) {
	// The cache's bytes are this index's alone: shared, not copied.
	x, err := unmarshalOwned(b)
	if err != nil { // a damaged entry that passed its checksum: rebuild
		if b, err = build(); err != nil {
			return nil, err
		}
		x, err = UnmarshalIndex(b)
	}
	return x, err
}

// Symmetric returns the pairs of s followed by each pair reversed
// (merged as Set.Add merges).
func Symmetric(s *Set) *Set {
	out := NewSet()
	for _, p := range s.Pairs() {
		out.Add(p)
		out.Add(Pair{A: p.B, B: p.A, Prob: p.Prob, Source: p.Source})
	}
	return out
}
