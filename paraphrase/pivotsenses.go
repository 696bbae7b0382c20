package paraphrase

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
)

// pivotSensesVersion names what PivotSensesCached's entry is made of in
// its cache key: the entry's encoding (the short hash, then a
// SenseIndex) and the reading of the dictionary (streamSenseBuilder:
// which index lines and entries are read, data.DictdFields,
// DictdMetadata and DictdTargets, the head words' lower-casing and
// trimming, the targets' cleaning by senseBuilder). Change it when any of
// these changes; TestPivotSensesVersion fails until it is. The key names
// the Go toolchain too (runtime.Version: strings.ToLower of non-ASCII
// heads follows its Unicode tables).
const pivotSensesVersion = "pivot-senses-2"

// PivotSensesCached returns the dictd dictionary idxPath/dictPath read
// backwards, for PivotRelated, and the two files' short content hash
// (data.HashFiles) for a signature. The index holds what
// NewSenseIndex(ReadDictionary(idxPath, dictPath).Map()) holds (source
// words may be numbered otherwise, which Shared, Count and find do not
// show), built without the Dictionary: the index file is read whole, the
// body streamed in offset order (FreeDict deu-eng: 100 MB of entries,
// which data.ReadDictd holds in memory at once), each file once (the
// hash is taken as they are read: data.FileHasher).
//
// The result is cached (data.Cached) under a key of data.Stamp of both
// files (size and modification time) and the versions of the code that
// reads them and of the encoding (pivotSensesVersion, senseCacheVersion,
// dictionaryCacheVersion) and the Go toolchain's version, so that a later process reads one small entry
// and neither dictionary file, not even to hash it, and a new build of
// the program whose reading is unchanged reads the entry too.
func PivotSensesCached(idxPath, dictPath string) (*SenseIndex, string, error) {
	var built *SenseIndex
	var hash string
	build := func() ([]byte, error) {
		ix, h, err := streamSenses(idxPath, dictPath)
		if err != nil {
			return nil, err
		}
		built, hash = ix, h
		b := binary.AppendUvarint(make([]byte, 0, len(h)+binary.MaxVarintLen64+len(ix.text)), uint64(len(h)))
		b = append(b, h...)
		return append(b, ix.text...), nil
	}
	b, err := data.Cached("pivot-senses", pivotSensesKey(idxPath, dictPath), nil, build)
	if err != nil {
		return nil, "", err
	}
	if built != nil {
		return built, hash, nil
	}
	if ix, h, ok := decodePivotSenses(b); ok {
		return ix, h, nil
	}
	if _, err := build(); err != nil { // a damaged entry that passed its checksum: read the files
		return nil, "", err
	}
	return built, hash, nil
}

// pivotSensesKey is PivotSensesCached's cache key.
func pivotSensesKey(idxPath, dictPath string) string {
	return strings.Join([]string{pivotSensesVersion, senseCacheVersion, dictionaryCacheVersion,
		"go=" + runtime.Version(), "idx=" + data.Stamp(idxPath), "dict=" + data.Stamp(dictPath)}, "|")
}

// decodePivotSenses decodes PivotSensesCached's entry; false for
// anything else.
func decodePivotSenses(b []byte) (*SenseIndex, string, bool) {
	r := reader{b: b}
	h, ok := r.str()
	if !ok || len(h) != data.HashLen {
		return nil, "", false
	}
	ix, err := UnmarshalSenseIndex(b[r.pos:])
	if err != nil {
		return nil, "", false
	}
	return ix, string(h), true
}

// dictdSpan is one line of a dictd index: where its entry lies in the
// body, the line's number and its head word's number (noHead for a head
// word that is only spaces).
type dictdSpan struct {
	off, n, line, head uint32
}

// noHead is dictdSpan.head of an entry Dictionary.Add skips.
const noHead = math.MaxUint32

// streamSenses reads a dictd dictionary as data.ReadDictd does (the
// same entries, split into the same targets, "00database" entries
// skipped) and inverts it as readDictionarySenses does, holding the
// index and one entry of the body at a time: the index lines are sorted
// by their entries' offsets and the body is read once, in order. It
// returns data.HashFiles(idxPath, dictPath) too, taken as the files are
// read.
func streamSenses(idxPath, dictPath string) (*SenseIndex, string, error) {
	sb, h, err := streamSenseBuilder(idxPath, dictPath, false)
	if err != nil {
		return nil, "", err
	}
	return encodeSenses(sb.inverted()), h, nil
}

// streamSenseBuilder is streamSenses before the encoding. The head words
// are numbered as the index is read (a number no target uses changes
// nothing), and the map of their names is dropped before the body is
// read, unless names is set (srcs, for tests).
func streamSenseBuilder(idxPath, dictPath string, names bool) (*senseBuilder, string, error) {
	fh := data.NewFileHasher()
	idx, err := fh.OpenMaybeGzip(idxPath)
	if err != nil {
		return nil, "", fmt.Errorf("paraphrase: %w", err)
	}
	defer idx.Close()
	bad := func(line int, msg string) error {
		return fmt.Errorf("paraphrase: %w", &data.PosError{File: idxPath, Line: line, Msg: msg})
	}
	spans, srcs, err := readDictdIndex(idx, idxPath, bad)
	if err != nil {
		return nil, "", err
	}
	// The body is opened once the index is read: the hash is of the
	// index's bytes, then the body's.
	body, err := fh.OpenMaybeGzip(dictPath)
	if err != nil {
		return nil, "", fmt.Errorf("paraphrase: %w", err)
	}
	defer body.Close()
	spans = sortSpans(spans)
	sb := senseBuilder{words: make(map[string]uint32, len(spans)/2), clone: true}
	if names {
		sb.srcs = srcs
	}
	srcs = nil
	if err := streamBody(&sb, body, spans, bad); err != nil {
		return nil, "", err
	}
	h, err := fh.Sum()
	if err != nil {
		return nil, "", fmt.Errorf("paraphrase: %w", err)
	}
	return &sb, h, nil
}

// readDictdIndex reads a dictd index: its lines (data.ReadDictd's
// fields, "00database" lines skipped) and the numbers of their head
// words, lower-cased and trimmed as Dictionary.Add does.
func readDictdIndex(idx io.Reader, idxPath string, bad func(int, string) error) ([]dictdSpan, map[string]uint32, error) {
	var all bytes.Buffer // read in one allocation when the file's size is the index's (not gzip)
	if st, err := os.Stat(idxPath); err == nil && st.Size() < math.MaxInt32 {
		all.Grow(int(st.Size()) + bytes.MinRead)
	}
	if _, err := all.ReadFrom(idx); err != nil {
		return nil, nil, fmt.Errorf("paraphrase: %s: %w", idxPath, err)
	}
	text := all.Bytes()
	lines := bytes.Count(text, []byte{'\n'}) + 1
	spans := make([]dictdSpan, 0, lines)
	srcs := make(map[string]uint32, lines)
	var lower []byte
	for at, line := 0, 1; at < len(text); line++ {
		end := bytes.IndexByte(text[at:], '\n')
		next := at + end + 1
		if end < 0 {
			end, next = len(text)-at, len(text)
		}
		l := bytes.TrimSuffix(text[at:at+end], []byte{'\r'}) // as bufio.ScanLines
		head, f1, f2, ok := data.DictdFields(l)
		if !ok {
			return nil, nil, bad(line, "want headword, offset and length separated by tabs")
		}
		if !data.DictdMetadata(head) {
			off, ok1 := data.DictdNumber(f1)
			n, ok2 := data.DictdNumber(f2)
			if !ok1 || !ok2 || uint64(off)+uint64(n) > math.MaxUint32 || uint64(at) > math.MaxUint32 || uint64(line) > math.MaxUint32 {
				return nil, nil, bad(line, fmt.Sprintf("bad offset/length %q %q", f1, f2))
			}
			id := uint32(noHead)
			// strings.ToLower(strings.TrimSpace(head)), as Dictionary.Add;
			// an ASCII head is lowered into a buffer, so that a head met
			// before is looked up without a string made.
			var h []byte
			if lower, h = asciiLowerTrim(lower[:0], head); h == nil {
				h = []byte(strings.ToLower(strings.TrimSpace(string(head))))
			}
			if len(h) > 0 {
				var ok bool
				if id, ok = srcs[string(h)]; !ok {
					id = uint32(len(srcs))
					srcs[string(h)] = id
				}
			}
			spans = append(spans, dictdSpan{uint32(off), uint32(n), uint32(line), id})
		}
		at = next
	}
	return spans, srcs, nil
}

// asciiLowerTrim appends an ASCII head word to buf trimmed of ASCII
// white space and lower-cased, which is strings.ToLower of
// strings.TrimSpace for ASCII; h is the result (buf's new bytes, perhaps
// empty but not nil), nil when head is not ASCII.
func asciiLowerTrim(buf, head []byte) (out, h []byte) {
	for _, c := range head {
		if c >= 0x80 {
			return buf, nil
		}
	}
	head = bytes.TrimFunc(head, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == '\v' || r == '\f' || r == '\r'
	})
	for _, c := range head {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf, buf[:len(buf):len(buf)]
}

// streamBody reads the body's entries in spans' order (by offset) and
// adds their targets to sb.
func streamBody(sb *senseBuilder, body io.Reader, spans []dictdSpan, bad func(int, string) error) error {
	// win is the body from start on, read in chunks of 1 MB or more into
	// buf, which is reused, and copied to a string (win) once per chunk;
	// senseBuilder.target copies a new word, so a chunk is garbage once
	// the next is read.
	var win string
	start := 0
	var buf []byte
	var targets []string
	for _, s := range spans {
		off, end := int(s.off), int(s.off)+int(s.n)
		if drop := off - start; drop >= len(win) {
			if _, err := io.CopyN(io.Discard, body, int64(drop-len(win))); err != nil {
				return bad(int(s.line), fmt.Sprintf("offset %d beyond the data (%v)", off, err))
			}
			win, start = "", off
		} else if drop > 0 {
			win, start = win[drop:], off
		}
		if need := end - start; need > len(win) {
			// The buffer grows as data arrives (at least 1 MB at a
			// time), never to a length an index line claims: a corrupt
			// length costs at most about twice the body.
			buf = append(buf[:0], win...)
			var err error
			for len(buf) < need && err == nil {
				if len(buf) == cap(buf) {
					buf = slices.Grow(buf, max(len(buf), 1<<20))
				}
				var k int
				k, err = body.Read(buf[len(buf):cap(buf)])
				buf = buf[:len(buf)+k]
			}
			win = string(buf) // a copy: the targets cut from win outlive buf's next fill
			if len(buf) < need {
				if err == io.EOF {
					err = io.ErrUnexpectedEOF
				}
				return bad(int(s.line), fmt.Sprintf("entry %d+%d beyond the data (%v)", off, s.n, err))
			}
		}
		targets = data.DictdTargets(targets[:0], win[off-start:end-start])
		if len(targets) == 0 || s.head == noHead {
			continue
		}
		sb.addID(s.head, targets)
	}
	return nil
}

// sortSpans sorts index lines by their entries' offsets (a radix sort,
// two passes of 16 bits; lines with one offset keep their order).
func sortSpans(spans []dictdSpan) []dictdSpan {
	tmp := make([]dictdSpan, len(spans))
	var count [1 << 16]int
	for shift := 0; shift < 32; shift += 16 {
		clear(count[:])
		for _, s := range spans {
			count[s.off>>shift&0xffff]++
		}
		sum := 0
		for i, c := range count {
			count[i], sum = sum, sum+c
		}
		for _, s := range spans {
			k := s.off >> shift & 0xffff
			tmp[count[k]] = s
			count[k]++
		}
		spans, tmp = tmp, spans
	}
	return spans
}
