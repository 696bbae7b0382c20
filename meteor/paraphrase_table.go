package meteor

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"sort"
	"syscall"
	"unsafe"

	"github.com/parmesan-mt/parmesan/data"
)

// ParaphraseTable is a paraphrase table ready for matching (spec §4.4): a
// trie of A-phrases over a word vocabulary (exact strings), the records
// ending at each trie node in file order, and each record's B-phrase.
//
// It is built with Add (or LoadParaphraseTable) and then frozen into flat
// arrays — the same arrays the compiled form (WriteCompiled) stores on
// disk, so OpenCompiled only maps the file into memory. A frozen table is
// immutable and safe for concurrent use.
type ParaphraseTable struct {
	// Records is the number of records.
	Records int

	// Build state, dropped by freeze.
	vocab map[string]int32
	edges map[edgeKey]int32
	recs  [][]int32
	parB  [][]int32

	// Frozen arrays (int32 offsets into the next array).
	frozen     bool
	words      []byte  // vocabulary strings, concatenated
	wordStart  []int32 // [nVocab+1] offsets into words
	sorted     []int32 // word ids sorted by string, for lookups without a map
	root       []int32 // [nVocab] child of the root for each word id, or -1
	childStart []int32 // [nNodes+1]
	childWord  []int32 // sorted by word within each node
	childNode  []int32
	recStart   []int32 // [nNodes+1]
	recIdx     []int32 // record indices, file order within a node
	bStart     []int32 // [nRecords+1]
	bWords     []int32

	unmap func() error // releases a memory-mapped compiled file
}

type edgeKey struct {
	node int32
	word int32
}

// NewParaphraseTable returns an empty table to be filled with Add.
func NewParaphraseTable() *ParaphraseTable {
	return &ParaphraseTable{vocab: map[string]int32{}, edges: map[edgeKey]int32{}, recs: [][]int32{nil}}
}

// ErrEmptyPhrase is returned by Add for a record with an empty phrase;
// the reference would hang on such a record (spec §4.4).
var ErrEmptyPhrase = errors.New("meteor: empty paraphrase phrase (the reference scorer can hang on it)")

func (t *ParaphraseTable) id(w string) int32 {
	if id, ok := t.vocab[w]; ok {
		return id
	}
	id := int32(len(t.vocab))
	t.vocab[w] = id
	return id
}

// Add appends the record A → B. Not safe for concurrent use; a table is
// built once, then shared read-only.
func (t *ParaphraseTable) Add(a, b string) error {
	if t.frozen {
		return errors.New("meteor: paraphrase table is already in use")
	}
	aw, bw := data.SplitPhrase(a), data.SplitPhrase(b)
	if len(aw) == 0 || len(bw) == 0 {
		return ErrEmptyPhrase
	}
	node := int32(0)
	for _, w := range aw {
		k := edgeKey{node, t.id(w)}
		next, ok := t.edges[k]
		if !ok {
			next = int32(len(t.recs))
			t.recs = append(t.recs, nil)
			t.edges[k] = next
		}
		node = next
	}
	rec := int32(len(t.parB))
	t.recs[node] = append(t.recs[node], rec)
	ids := make([]int32, len(bw))
	for i, w := range bw {
		ids[i] = t.id(w)
	}
	t.parB = append(t.parB, ids)
	t.Records++
	return nil
}

// LoadParaphraseTable reads a paraphrase table: the compiled form (see
// WriteCompiled, detected by its magic bytes) or a Meteor-format table,
// gzip or plain text.
func LoadParaphraseTable(path string) (*ParaphraseTable, error) {
	if isCompiled(path) {
		return OpenCompiled(path)
	}
	f, err := data.OpenParaphrases(path)
	if err != nil {
		return nil, fmt.Errorf("meteor: paraphrase table: %w", err)
	}
	defer f.Close()
	t := NewParaphraseTable()
	err = data.ReadParaphrases(f, path, func(r data.ParaphraseRecord) error {
		return t.Add(r.A, r.B)
	})
	if err != nil {
		return nil, err
	}
	t.freeze()
	return t, nil
}

// VocabSize is the number of distinct words in the table.
func (t *ParaphraseTable) VocabSize() int {
	if t.frozen {
		return len(t.wordStart) - 1
	}
	return len(t.vocab)
}

func (t *ParaphraseTable) word(id int32) string {
	return unsafe.String(unsafe.SliceData(t.words[t.wordStart[id]:]), int(t.wordStart[id+1]-t.wordStart[id]))
}

// lookup returns the id of a word, or -1.
func (t *ParaphraseTable) lookup(w string) int32 {
	if t.vocab != nil {
		if id, ok := t.vocab[w]; ok {
			return id
		}
		return -1
	}
	i := sort.Search(len(t.sorted), func(i int) bool { return t.word(t.sorted[i]) >= w })
	if i < len(t.sorted) && t.word(t.sorted[i]) == w {
		return t.sorted[i]
	}
	return -1
}

// child follows the edge from node by word, or returns -1.
func (t *ParaphraseTable) child(node, word int32) int32 {
	if word < 0 {
		return -1
	}
	if node == 0 {
		if int(word) < len(t.root) {
			return t.root[word]
		}
		return -1
	}
	lo, hi := t.childStart[node], t.childStart[node+1]
	for lo < hi {
		m := int32(uint32(lo+hi) >> 1)
		switch w := t.childWord[m]; {
		case w == word:
			return t.childNode[m]
		case w < word:
			lo = m + 1
		default:
			hi = m
		}
	}
	return -1
}

func (t *ParaphraseTable) records(node int32) []int32 {
	return t.recIdx[t.recStart[node]:t.recStart[node+1]]
}

func (t *ParaphraseTable) phraseB(rec int32) []int32 {
	return t.bWords[t.bStart[rec]:t.bStart[rec+1]]
}

// freeze turns the build state into the flat arrays; no record can be
// added afterwards. The vocabulary map is kept for fast lookups.
func (t *ParaphraseTable) freeze() {
	if t.frozen {
		return
	}
	nv, nn := len(t.vocab), len(t.recs)
	t.wordStart = make([]int32, nv+1)
	names := make([]string, nv)
	for w, id := range t.vocab {
		names[id] = w
	}
	var wb bytes.Buffer
	for id, w := range names {
		t.wordStart[id] = int32(wb.Len())
		wb.WriteString(w)
	}
	t.wordStart[nv] = int32(wb.Len())
	t.words = wb.Bytes()
	t.sorted = make([]int32, nv)
	for i := range t.sorted {
		t.sorted[i] = int32(i)
	}
	sort.Slice(t.sorted, func(i, j int) bool { return names[t.sorted[i]] < names[t.sorted[j]] })
	t.root = make([]int32, nv)
	for i := range t.root {
		t.root[i] = -1
	}
	t.childStart = make([]int32, nn+1)
	for k := range t.edges {
		t.childStart[k.node+1]++
	}
	for i := 1; i <= nn; i++ {
		t.childStart[i] += t.childStart[i-1]
	}
	t.childWord = make([]int32, len(t.edges))
	t.childNode = make([]int32, len(t.edges))
	fill := append([]int32(nil), t.childStart[:nn]...)
	for k, v := range t.edges {
		i := fill[k.node]
		fill[k.node]++
		t.childWord[i], t.childNode[i] = k.word, v
		if k.node == 0 {
			t.root[k.word] = v
		}
	}
	for n := 0; n < nn; n++ {
		lo, hi := t.childStart[n], t.childStart[n+1]
		sort.Sort(byWord{t.childWord[lo:hi], t.childNode[lo:hi]})
	}
	t.recStart = make([]int32, nn+1)
	for n, r := range t.recs {
		t.recStart[n+1] = t.recStart[n] + int32(len(r))
		t.recIdx = append(t.recIdx, r...)
	}
	t.bStart = make([]int32, len(t.parB)+1)
	for r, b := range t.parB {
		t.bStart[r+1] = t.bStart[r] + int32(len(b))
		t.bWords = append(t.bWords, b...)
	}
	if t.recIdx == nil {
		t.recIdx = []int32{}
	}
	if t.bWords == nil {
		t.bWords = []int32{}
	}
	t.edges, t.recs, t.parB = nil, nil, nil
	t.frozen = true
}

type byWord struct{ w, n []int32 }

func (b byWord) Len() int           { return len(b.w) }
func (b byWord) Less(i, j int) bool { return b.w[i] < b.w[j] }
func (b byWord) Swap(i, j int) {
	b.w[i], b.w[j] = b.w[j], b.w[i]
	b.n[i], b.n[j] = b.n[j], b.n[i]
}

// The compiled file layout (little-endian):
//
//	magic "PTAB" | version uint32 | records uint32 | 10 section lengths uint32
//	sections, each padded to 4 bytes, in this order:
//	  words (bytes), wordStart, sorted, root, childStart, childWord,
//	  childNode, recStart, recIdx, bStart, bWords (int32 arrays)
//	crc32 (IEEE) of everything before it
//
// Every offset is validated when the file is opened.
const (
	compiledMagic   = "PTAB"
	compiledVersion = 1
	nSections       = 11
	headerLen       = 4 + 4 + 4 + 4*nSections
)

func isCompiled(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	var m [4]byte
	_, err = io.ReadFull(f, m[:])
	return err == nil && string(m[:]) == compiledMagic
}

func (t *ParaphraseTable) sections() [][]int32 {
	return [][]int32{t.wordStart, t.sorted, t.root, t.childStart, t.childWord, t.childNode, t.recStart, t.recIdx, t.bStart, t.bWords}
}

// WriteCompiled writes the table in the compiled form.
func (t *ParaphraseTable) WriteCompiled(w io.Writer) error {
	t.freeze()
	h := crc32.NewIEEE()
	out := io.MultiWriter(w, h)
	hdr := make([]byte, headerLen)
	copy(hdr, compiledMagic)
	binary.LittleEndian.PutUint32(hdr[4:], compiledVersion)
	binary.LittleEndian.PutUint32(hdr[8:], uint32(t.Records))
	binary.LittleEndian.PutUint32(hdr[12:], uint32(len(t.words)))
	for i, s := range t.sections() {
		binary.LittleEndian.PutUint32(hdr[16+4*i:], uint32(len(s)))
	}
	if _, err := out.Write(hdr); err != nil {
		return err
	}
	pad := make([]byte, 3)
	if _, err := out.Write(t.words); err != nil {
		return err
	}
	if _, err := out.Write(pad[:(4-len(t.words)%4)%4]); err != nil {
		return err
	}
	buf := make([]byte, 0, 1<<16)
	for _, s := range t.sections() {
		for i, x := range s {
			buf = binary.LittleEndian.AppendUint32(buf, uint32(x))
			if len(buf) >= 1<<16-4 || i == len(s)-1 {
				if _, err := out.Write(buf); err != nil {
					return err
				}
				buf = buf[:0]
			}
		}
	}
	var crc [4]byte
	binary.LittleEndian.PutUint32(crc[:], h.Sum32())
	_, err := w.Write(crc[:])
	return err
}

// OpenCompiled maps a compiled table into memory (reading it when mapping
// is not possible). The table must not be used after Close.
func OpenCompiled(path string) (*ParaphraseTable, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("meteor: paraphrase table: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	var b []byte
	var unmap func() error
	if st.Size() > 0 {
		if m, err := syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_SHARED); err == nil {
			b, unmap = m, func() error { return syscall.Munmap(m) }
		}
	}
	if b == nil {
		if b, err = io.ReadAll(f); err != nil {
			return nil, err
		}
	}
	t, err := decodeCompiled(b, path)
	if err != nil {
		if unmap != nil {
			unmap()
		}
		return nil, err
	}
	t.unmap = unmap
	return t, nil
}

// Close releases a memory-mapped table.
func (t *ParaphraseTable) Close() error {
	if t.unmap == nil {
		return nil
	}
	err := t.unmap()
	t.unmap = nil
	return err
}

func decodeCompiled(b []byte, path string) (*ParaphraseTable, error) {
	bad := func(msg string) error {
		return fmt.Errorf("meteor: %s: not a valid compiled paraphrase table: %s", path, msg)
	}
	if len(b) < headerLen+4 || string(b[:4]) != compiledMagic {
		return nil, bad("bad magic or too short")
	}
	if v := binary.LittleEndian.Uint32(b[4:]); v != compiledVersion {
		return nil, bad(fmt.Sprintf("version %d, want %d", v, compiledVersion))
	}
	body := b[:len(b)-4]
	if crc32.ChecksumIEEE(body) != binary.LittleEndian.Uint32(b[len(b)-4:]) {
		return nil, bad("checksum mismatch (truncated or corrupt)")
	}
	t := &ParaphraseTable{Records: int(binary.LittleEndian.Uint32(b[8:])), frozen: true}
	lens := make([]int, nSections)
	for i := range lens {
		lens[i] = int(binary.LittleEndian.Uint32(b[12+4*i:]))
	}
	off := headerLen
	if off+lens[0] > len(body) {
		return nil, bad("word section overruns the file")
	}
	t.words = body[off : off+lens[0]]
	off += lens[0] + (4-lens[0]%4)%4
	arrays := make([][]int32, nSections-1)
	for i := range arrays {
		n := lens[i+1]
		if n < 0 || off+4*n > len(body) {
			return nil, bad("section overruns the file")
		}
		if n == 0 {
			arrays[i] = []int32{}
			continue
		}
		raw := body[off : off+4*n]
		if uintptr(unsafe.Pointer(&raw[0]))%4 == 0 && littleEndian() {
			arrays[i] = unsafe.Slice((*int32)(unsafe.Pointer(&raw[0])), n)
		} else {
			a := make([]int32, n)
			for k := range a {
				a[k] = int32(binary.LittleEndian.Uint32(raw[4*k:]))
			}
			arrays[i] = a
		}
		off += 4 * n
	}
	t.wordStart, t.sorted, t.root, t.childStart, t.childWord, t.childNode, t.recStart, t.recIdx, t.bStart, t.bWords =
		arrays[0], arrays[1], arrays[2], arrays[3], arrays[4], arrays[5], arrays[6], arrays[7], arrays[8], arrays[9]
	if err := t.validate(); err != nil {
		return nil, bad(err.Error())
	}
	return t, nil
}

func littleEndian() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}

// validate checks every offset so that lookups can never index out of range.
func (t *ParaphraseTable) validate() error {
	nv := len(t.wordStart) - 1
	nn := len(t.childStart) - 1
	nr := len(t.bStart) - 1
	if nv < 0 || nn < 1 || nr < 0 || nr != t.Records || len(t.sorted) != nv || len(t.root) != nv || len(t.recStart) != nn+1 {
		return errors.New("inconsistent section sizes")
	}
	mono := func(a []int32, limit int) bool {
		if a[0] != 0 || int(a[len(a)-1]) != limit {
			return false
		}
		for i := 1; i < len(a); i++ {
			if a[i] < a[i-1] {
				return false
			}
		}
		return true
	}
	if !mono(t.wordStart, len(t.words)) || !mono(t.childStart, len(t.childWord)) || len(t.childNode) != len(t.childWord) ||
		!mono(t.recStart, len(t.recIdx)) || !mono(t.bStart, len(t.bWords)) {
		return errors.New("bad offsets")
	}
	in := func(a []int32, n int) bool {
		for _, x := range a {
			if x < 0 || int(x) >= n {
				return false
			}
		}
		return true
	}
	for _, x := range t.root {
		if x < -1 || int(x) >= nn {
			return errors.New("bad root child")
		}
	}
	if !in(t.sorted, nv) || !in(t.childWord, nv) || !in(t.childNode, nn) || !in(t.recIdx, nr) || !in(t.bWords, nv) {
		return errors.New("index out of range")
	}
	for r := 0; r < nr; r++ {
		if t.bStart[r+1] == t.bStart[r] {
			return errors.New("empty phrase")
		}
	}
	return nil
}
