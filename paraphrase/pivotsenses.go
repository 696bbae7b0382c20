package paraphrase

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
)

// pivotSensesVersion names PivotSensesCached's entry encoding (the short
// hash, then a SenseIndex) in its cache key: change it when it changes.
const pivotSensesVersion = "pivot-senses-1"

// PivotSensesCached returns the dictd dictionary idxPath/dictPath read
// backwards, for PivotRelated, and the two files' short content hash
// (data.HashFiles) for a signature. The index holds what
// NewSenseIndex(ReadDictionary(idxPath, dictPath).Map()) holds (source
// words may be numbered otherwise, which Shared, Count and find do not
// show), built without the Dictionary: the index file is read whole, the
// body streamed in offset order (FreeDict deu-eng: 100 MB of entries,
// which data.ReadDictd holds in memory at once).
//
// The result is cached (data.Cached) under a key of data.Stamp of both
// files (size and modification time), the running program
// (data.ExecutableStamp: the cleaning rules are code) and the encoding's
// versions, so that a later process reads one small entry and neither
// dictionary file, not even to hash it.
func PivotSensesCached(idxPath, dictPath string) (*SenseIndex, string, error) {
	var built *SenseIndex
	var hash string
	build := func() ([]byte, error) {
		h, err := data.HashFiles(idxPath, dictPath)
		if err != nil {
			return nil, fmt.Errorf("paraphrase: %w", err)
		}
		ix, err := streamSenses(idxPath, dictPath)
		if err != nil {
			return nil, err
		}
		built, hash = ix, h
		b := binary.AppendUvarint(make([]byte, 0, len(h)+binary.MaxVarintLen64+len(ix.text)), uint64(len(h)))
		b = append(b, h...)
		return append(b, ix.text...), nil
	}
	key := strings.Join([]string{pivotSensesVersion, senseCacheVersion, dictionaryCacheVersion,
		"idx=" + data.Stamp(idxPath), "dict=" + data.Stamp(dictPath), data.ExecutableStamp()}, "|")
	b, err := data.Cached("pivot-senses", key, nil, build)
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
// body, the line's number and where it starts in the index.
type dictdSpan struct {
	off, n, line, at uint32
}

// streamSenses reads a dictd dictionary as data.ReadDictd does (the
// same entries, split into the same targets, "00database" entries
// skipped) and inverts it as readDictionarySenses does, holding the
// index and one entry of the body at a time: the index lines are sorted
// by their entries' offsets and the body is read once, in order.
func streamSenses(idxPath, dictPath string) (*SenseIndex, error) {
	sb, err := streamSenseBuilder(idxPath, dictPath)
	if err != nil {
		return nil, err
	}
	return encodeSenses(sb.senses), nil
}

// streamSenseBuilder is streamSenses before the encoding.
func streamSenseBuilder(idxPath, dictPath string) (*senseBuilder, error) {
	idx, body, err := openDictd(idxPath, dictPath)
	if err != nil {
		return nil, err
	}
	defer idx.Close()
	defer body.Close()
	raw, err := io.ReadAll(idx)
	if err != nil {
		return nil, fmt.Errorf("paraphrase: %s: %w", idxPath, err)
	}
	text := string(raw)
	var spans []dictdSpan
	bad := func(line int, msg string) error {
		return fmt.Errorf("paraphrase: %w", &data.PosError{File: idxPath, Line: line, Msg: msg})
	}
	for at, line := 0, 1; at < len(text); line++ {
		end := strings.IndexByte(text[at:], '\n')
		next := at + end + 1
		if end < 0 {
			end, next = len(text)-at, len(text)
		}
		l := strings.TrimSuffix(text[at:at+end], "\r") // as bufio.ScanLines
		// data.ReadDictd's fields: strings.Split(l, "\t"), at least three.
		t1 := strings.IndexByte(l, '\t')
		t2 := -1
		if t1 >= 0 {
			if t2 = strings.IndexByte(l[t1+1:], '\t'); t2 >= 0 {
				t2 += t1 + 1
			}
		}
		if t2 < 0 {
			return nil, bad(line, "want headword, offset and length separated by tabs")
		}
		head, f1, f2 := l[:t1], l[t1+1:t2], l[t2+1:]
		if t3 := strings.IndexByte(f2, '\t'); t3 >= 0 {
			f2 = f2[:t3]
		}
		if !strings.HasPrefix(head, "00database") && !strings.HasPrefix(head, "00-database") {
			off, ok1 := dictdNumber(f1)
			n, ok2 := dictdNumber(f2)
			if !ok1 || !ok2 || off+n > math.MaxUint32 || at > math.MaxUint32 || line > math.MaxUint32 {
				return nil, bad(line, fmt.Sprintf("bad offset/length %q %q", f1, f2))
			}
			spans = append(spans, dictdSpan{uint32(off), uint32(n), uint32(line), uint32(at)})
		}
		at = next
	}
	slices.SortFunc(spans, func(a, b dictdSpan) int { return cmp.Compare(a.off, b.off) })
	sb := senseBuilder{srcs: make(map[string]uint32, len(spans)), senses: make(map[string][]uint32, len(spans)/2), clone: true}
	var win string // the body from start on: read in large chunks, each one string, so that entries are sliced, not copied
	start := 0
	var chunk []byte
	var targets []string
	for _, s := range spans {
		off, end := int(s.off), int(s.off)+int(s.n)
		if drop := off - start; drop >= len(win) {
			if _, err := io.CopyN(io.Discard, body, int64(drop-len(win))); err != nil {
				return nil, bad(int(s.line), fmt.Sprintf("offset %d beyond the data (%v)", off, err))
			}
			win, start = "", off
		} else if drop > 0 {
			win, start = win[drop:], off
		}
		if need := end - start; need > len(win) {
			if c := max(need-len(win), 1<<20); cap(chunk) < c {
				chunk = make([]byte, c)
			}
			k, err := io.ReadAtLeast(body, chunk[:cap(chunk)], need-len(win))
			win += string(chunk[:k])
			if err != nil {
				return nil, bad(int(s.line), fmt.Sprintf("entry %d+%d beyond the data (%v)", off, s.n, err))
			}
		}
		// data.ReadDictd's targets: the entry's lines after the first,
		// split at commas, trimmed, empty ones dropped.
		entry := win[off-start : end-start]
		nl := strings.IndexByte(entry, '\n')
		if nl < 0 {
			continue
		}
		targets = targets[:0]
		for rest := entry[nl+1:]; rest != ""; {
			i := 0
			for i < len(rest) && rest[i] != '\n' && rest[i] != ',' {
				i++
			}
			if i == len(rest) {
				i = -1
			}
			x := rest
			if i >= 0 {
				x, rest = rest[:i], rest[i+1:]
			} else {
				rest = ""
			}
			if x = strings.TrimSpace(x); x != "" {
				targets = append(targets, x)
			}
		}
		if len(targets) == 0 {
			continue
		}
		h := text[s.at:]
		h = h[:strings.IndexByte(h, '\t')]
		sb.add(h, targets)
	}
	return &sb, nil
}

// dictdB64 is the digit alphabet of dictd index numbers.
const dictdB64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// dictdNumber decodes a dictd index number (as data.ReadDictd does).
func dictdNumber(s string) (int, bool) {
	n := 0
	for i := 0; i < len(s); i++ {
		k := strings.IndexByte(dictdB64, s[i])
		if k < 0 || n > math.MaxUint32 {
			return 0, false
		}
		n = n*64 + k
	}
	return n, true
}
