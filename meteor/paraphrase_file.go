package meteor

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"os"
	"unsafe"

	"github.com/parmesan-mt/parmesan/data"
)

// Reading and writing tables: the Meteor text format and the compiled
// format.

// LoadParaphraseTable reads a paraphrase table: the compiled form
// (CompileParaphraseTable, recognised by its magic bytes, memory-mapped as
// by OpenCompiledParaphraseTable) or a Meteor-format table, gzip or plain
// text. A Meteor-format table is read in one streaming pass the first
// time and kept compiled in data's cache for later calls
// (paraphrase_cache.go).
func LoadParaphraseTable(path string) (*ParaphraseTable, error) {
	if isCompiledTable(path) {
		return OpenCompiledParaphraseTable(path)
	}
	return cachedTable(path, ptabCacheVersion, []string{path}, func() (*ParaphraseTable, error) {
		return parseParaphraseFile(path)
	})
}

// parseParaphraseFile reads a Meteor-format table file, gzip or plain.
func parseParaphraseFile(path string) (*ParaphraseTable, error) {
	f, err := data.OpenParaphrases(path)
	if err != nil {
		return nil, fmt.Errorf("meteor: paraphrase table: %w", err)
	}
	// Decompress in a second goroutine, one buffer ahead of the parser.
	pr, pw := io.Pipe()
	done := make(chan struct{})
	go func() {
		_, err := io.CopyBuffer(pw, f, make([]byte, 1<<20))
		pw.CloseWithError(err)
		close(done)
	}()
	defer func() {
		pr.Close() // stops the copy if the parser gave up early
		<-done
		f.Close()
	}()
	t := NewParaphraseTable()
	err = data.ReadParaphrases(pr, path, func(r data.ParaphraseRecord) error {
		return t.Add(r.A, r.B)
	})
	if err != nil {
		return nil, err
	}
	t.freeze()
	return t, nil
}

// The compiled format (version 2), all integers little-endian:
//
//	offset  size
//	0       4     magic "PTAB"
//	4       4     version (2)
//	8       4     number of sections (10)
//	12      4     reserved (0)
//	16      8     file size in bytes
//	24      8     number of records
//	32      8×10  section lengths, in elements
//	112           the sections, in this order, each starting at a
//	              multiple of 8 (zero padding between them):
//	                words       bytes   vocabulary strings, sorted
//	                wordStart   int32   [nVocab+1]
//	                slots       int32   vocabulary hash table (power of two)
//	                root        int32   [nVocab]
//	                childStart  int32   [nNodes+1]
//	                edgeWord    int32   [nNodes]
//	                recStart    int32   [nNodes+1]
//	                recPhr      int32   [records]
//	                phrStart    int32   [nPhrases+1]
//	                phrWords    int32
//	end-4   4     CRC-32 (IEEE) of all bytes before it
//
// The arrays are those of a frozen ParaphraseTable (see the top of
// paraphrase_table.go). Opening checks the size, the checksum and every offset and index,
// so that no lookup can leave the arrays.
const (
	ptabMagic     = data.CompiledTableMagic
	ptabVersion   = 2
	ptabSections  = 10
	ptabHeaderLen = 32 + 8*ptabSections
)

// isCompiledTable reports whether path starts with the compiled magic.
func isCompiledTable(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	var m [4]byte
	_, err = io.ReadFull(f, m[:])
	return err == nil && string(m[:]) == ptabMagic
}

func (t *ParaphraseTable) int32Sections() [ptabSections - 1][]int32 {
	return [...][]int32{t.wordStart, t.slots, t.root, t.childStart, t.edgeWord, t.recStart, t.recPhr, t.phrStart, t.phrWords}
}

func pad8(n int) int { return (8 - n%8) % 8 }

// CompileParaphraseTable writes src in the compiled format, which
// OpenCompiledParaphraseTable (and LoadParaphraseTable) open without
// parsing. It freezes src (no record can be added afterwards). The
// output is the same for a table read from text and for its compiled
// form.
func CompileParaphraseTable(src *ParaphraseTable, w io.Writer) error {
	src.freeze()
	secs := src.int32Sections()
	size := ptabHeaderLen + len(src.words) + pad8(len(src.words))
	for _, s := range secs {
		size += 4*len(s) + pad8(4*len(s))
	}
	size += 4
	hdr := make([]byte, ptabHeaderLen)
	copy(hdr, ptabMagic)
	binary.LittleEndian.PutUint32(hdr[4:], ptabVersion)
	binary.LittleEndian.PutUint32(hdr[8:], ptabSections)
	binary.LittleEndian.PutUint64(hdr[16:], uint64(size))
	binary.LittleEndian.PutUint64(hdr[24:], uint64(src.Records))
	binary.LittleEndian.PutUint64(hdr[32:], uint64(len(src.words)))
	for i, s := range secs {
		binary.LittleEndian.PutUint64(hdr[40+8*i:], uint64(len(s)))
	}
	crc := crc32.NewIEEE()
	out := io.MultiWriter(w, crc)
	var zeros [8]byte
	write := func(b []byte) error {
		if _, err := out.Write(b); err != nil {
			return err
		}
		_, err := out.Write(zeros[:pad8(len(b))])
		return err
	}
	if err := write(hdr); err != nil {
		return err
	}
	if err := write(src.words); err != nil {
		return err
	}
	buf := make([]byte, 0, 1<<16)
	for _, s := range secs {
		if nativeLittleEndian && len(s) > 0 {
			if err := write(unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), 4*len(s))); err != nil {
				return err
			}
			continue
		}
		pad := pad8(4 * len(s))
		for len(s) > 0 {
			n := min(len(s), cap(buf)/4)
			buf = buf[:0]
			for _, x := range s[:n] {
				buf = binary.LittleEndian.AppendUint32(buf, uint32(x))
			}
			if _, err := out.Write(buf); err != nil {
				return err
			}
			s = s[n:]
		}
		if _, err := out.Write(zeros[:pad]); err != nil {
			return err
		}
	}
	var sum [4]byte
	binary.LittleEndian.PutUint32(sum[:], crc.Sum32())
	_, err := w.Write(sum[:])
	return err
}

// OpenCompiledParaphraseTable opens a table written by
// CompileParaphraseTable. The file is memory-mapped (read into memory
// where mapping is not possible) and the table's arrays point into it;
// the size, checksum and every offset are checked first, and a bad file
// gives an error naming it. Close releases the mapping: the table must
// not be used after Close.
func OpenCompiledParaphraseTable(path string) (*ParaphraseTable, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("meteor: paraphrase table: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("meteor: paraphrase table: %w", err)
	}
	if st.Size() < ptabHeaderLen+4 || st.Size() > math.MaxInt {
		return nil, badTable(path, fmt.Sprintf("size %d bytes", st.Size()))
	}
	b, unmap, err := mapFile(f, int(st.Size()))
	if err != nil {
		if b, err = io.ReadAll(f); err != nil {
			return nil, fmt.Errorf("meteor: paraphrase table: %s: %w", path, err)
		}
		unmap = nil
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

// Close releases the memory mapping of a table opened from a compiled
// file; the table must not be used afterwards (it is emptied, but Scorers
// holding it may be in the middle of a lookup). Close on any other table
// does nothing.
func (t *ParaphraseTable) Close() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.unmap == nil {
		return nil
	}
	t.setEmpty()
	err := t.unmap()
	t.unmap = nil
	if err != nil {
		return fmt.Errorf("meteor: paraphrase table: %w", err)
	}
	return nil
}

// CompiledTableError reports a compiled paraphrase table that cannot be
// used: wrong magic, version, size or checksum, or an inconsistent array.
type CompiledTableError struct {
	File string // the file's path
	Msg  string // what is wrong with it
}

func (e *CompiledTableError) Error() string {
	return fmt.Sprintf("meteor: %s: not a valid compiled paraphrase table: %s", e.File, e.Msg)
}

func badTable(path, msg string) error { return &CompiledTableError{File: path, Msg: msg} }

var nativeLittleEndian = func() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}()

// decodeCompiled points a table's arrays into b, the whole compiled file,
// after checking it.
func decodeCompiled(b []byte, path string) (*ParaphraseTable, error) {
	if len(b) < ptabHeaderLen+4 || string(b[:4]) != ptabMagic {
		return nil, badTable(path, "bad magic or too short")
	}
	le := binary.LittleEndian
	if v := le.Uint32(b[4:]); v != ptabVersion {
		return nil, badTable(path, fmt.Sprintf("format version %d, want %d (recompile it)", v, ptabVersion))
	}
	if n := le.Uint32(b[8:]); n != ptabSections {
		return nil, badTable(path, fmt.Sprintf("%d sections, want %d", n, ptabSections))
	}
	if size := le.Uint64(b[16:]); size != uint64(len(b)) {
		return nil, badTable(path, fmt.Sprintf("truncated or extended: %d bytes, header says %d", len(b), size))
	}
	body := b[:len(b)-4]
	if crc32.ChecksumIEEE(body) != le.Uint32(b[len(b)-4:]) {
		return nil, badTable(path, "checksum mismatch (corrupt file)")
	}
	records := le.Uint64(b[24:])
	if records > math.MaxInt32 {
		return nil, badTable(path, "too many records")
	}
	t := &ParaphraseTable{Records: int(records), frozen: true}
	off := ptabHeaderLen
	take := func(elems uint64, size int) ([]byte, bool) {
		if elems > uint64(len(body)-off)/uint64(size) {
			return nil, false
		}
		n := int(elems) * size
		s := body[off : off+n]
		off += n + pad8(n)
		if off > len(body) {
			off = len(body)
		}
		return s, true
	}
	words, ok := take(le.Uint64(b[32:]), 1)
	if !ok {
		return nil, badTable(path, "section overruns the file")
	}
	t.words = words
	var arrays [ptabSections - 1][]int32
	for i := range arrays {
		raw, ok := take(le.Uint64(b[40+8*i:]), 4)
		if !ok {
			return nil, badTable(path, "section overruns the file")
		}
		arrays[i] = int32s(raw)
	}
	if off != len(body) {
		return nil, badTable(path, "sections do not fill the file")
	}
	t.wordStart, t.slots, t.root, t.childStart, t.edgeWord, t.recStart, t.recPhr, t.phrStart, t.phrWords =
		arrays[0], arrays[1], arrays[2], arrays[3], arrays[4], arrays[5], arrays[6], arrays[7], arrays[8]
	if err := t.validate(); err != nil {
		return nil, badTable(path, err.Error())
	}
	return t, nil
}

// int32s views little-endian bytes as []int32, aliasing them when they are
// aligned on a little-endian machine and copying otherwise.
func int32s(raw []byte) []int32 {
	n := len(raw) / 4
	if n == 0 {
		return []int32{}
	}
	if nativeLittleEndian && uintptr(unsafe.Pointer(&raw[0]))%4 == 0 {
		return unsafe.Slice((*int32)(unsafe.Pointer(&raw[0])), n)
	}
	a := make([]int32, n)
	for k := range a {
		a[k] = int32(binary.LittleEndian.Uint32(raw[4*k:]))
	}
	return a
}

// validate checks every offset and index of a frozen table, so that no
// lookup can index out of range, loop forever or read an empty B-phrase.
func (t *ParaphraseTable) validate() error {
	nv := len(t.wordStart) - 1
	nn := len(t.childStart) - 1
	np := len(t.phrStart) - 1
	switch {
	case nv < 0 || np < 0 || nn < 1:
		return errors.New("empty offset array")
	case len(t.root) != nv:
		return errors.New("root array size")
	case len(t.edgeWord) != nn || len(t.recStart) != nn+1:
		return errors.New("node array sizes")
	case len(t.recPhr) != t.Records:
		return errors.New("record count")
	case len(t.slots) < 2 || len(t.slots)&(len(t.slots)-1) != 0 || len(t.slots) < nv:
		return errors.New("hash table size")
	}
	if !offsets(t.wordStart, 0, len(t.words), false) {
		return errors.New("bad word offsets")
	}
	if !offsets(t.childStart, 1, nn, false) {
		return errors.New("bad child offsets")
	}
	if !offsets(t.recStart, 0, len(t.recPhr), false) {
		return errors.New("bad record offsets")
	}
	if !offsets(t.phrStart, 0, len(t.phrWords), true) {
		return errors.New("bad phrase offsets (or an empty phrase)")
	}
	if !within(t.slots, -1, nv) || !within(t.root, -1, nn) || !within(t.edgeWord, -1, nv) ||
		!within(t.recPhr, 0, np) || !within(t.phrWords, 0, nv) {
		return errors.New("index out of range")
	}
	return nil
}

// offsets reports whether a runs from first to last without decreasing
// (strictly increasing when strict).
func offsets(a []int32, first, last int, strict bool) bool {
	if int(a[0]) != first || int(a[len(a)-1]) != last {
		return false
	}
	for i := 1; i < len(a); i++ {
		if a[i] < a[i-1] || strict && a[i] == a[i-1] {
			return false
		}
	}
	return true
}

// within reports whether every element of a is in [lo, hi).
func within(a []int32, lo, hi int) bool {
	l, h := int32(lo), int32(min(hi, math.MaxInt32))
	bad := false
	for _, x := range a {
		bad = bad || x < l || x >= h
	}
	return !bad && hi > lo || len(a) == 0
}
