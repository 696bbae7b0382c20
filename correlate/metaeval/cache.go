package metaeval

import (
	"bufio"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"

	"github.com/parmesan-mt/parmesan/data"
)

// The statistics cache
//
// Scoring a metric on a test set costs seconds to minutes (the Parmesan
// metric rewrites every reference toward every hypothesis); correlating
// costs milliseconds. The cache keeps each system's per-segment metric
// statistics on disk so that a second run with the same metric and inputs
// reads them instead of scoring.
//
// Location: correlate/ under the project's cache directory (data.CacheDir:
// $PARMESAN_CACHE_DIR, else os.UserCacheDir()/parmesan, on Linux
// ~/.cache/parmesan/correlate), overridable with Cache.Dir. One file per
// (metric, references, system), named by the SHA-256 of
//
//	the metric's cache key  (its name and every setting, without loading
//	                         resources, plus a stamp (data.Stamp) of every
//	                         file it reads: each file under the resource
//	                         directory, the paraphrase table, the copy
//	                         words, the system dictionaries, thesauri,
//	                         FreeDict and WordNet files the rewriter reads
//	                         (or their absence), and the executable, whose
//	                         embedded data can change between builds; a
//	                         file up to 1 MiB is stamped by its contents,
//	                         a larger one by its size and mtime in ns)
//	+ the SHA-256 of every reference line set, in order
//	+ the SHA-256 of the system's hypotheses.
//
// Any change to the metric's settings, a resource file, the program, a
// reference or the system output gives a new name, so stale entries are
// never read (they are simply left behind; delete the directory to
// reclaim the space). A file holds a magic word, the full signature
// (printed without loading the metric), the segment count, the width of
// a statistics vector, the vectors as little-endian float64, the
// segments the metric scored under a budget with their warnings (see
// bound), and the SHA-256 of all that. A file that does not parse or whose checksum does
// not match is treated as a miss and rewritten; files are written
// atomically, so concurrent runs at worst score twice. A cache that cannot
// be written is reported (errCacheWrite) and the run goes on without it.

// Cache stores per-segment statistics on disk. The zero value is disabled
// (every lookup misses, nothing is written).
type Cache struct {
	// Dir is the cache directory; empty disables the cache.
	Dir string
}

// DefaultCache is the correlate/ directory of the project's cache
// (data.CacheDir: $PARMESAN_CACHE_DIR, else os.UserCacheDir()/parmesan);
// disabled when PARMESAN_CACHE_DIR=off or no cache directory is known.
func DefaultCache() Cache {
	d := data.CacheDir()
	if d == "" {
		return Cache{}
	}
	return Cache{Dir: filepath.Join(d, "correlate")}
}

const cacheMagic = "PMCORR03" // 01: no checksum; 02: no bounded segments

// entry is one cached system: the metric's full signature, the
// per-segment statistics and the segments scored under a budget.
type entry struct {
	Signature string
	Stats     [][]float64
	Bounded   []bound
}

// cacheKey combines the metric key with the input hashes.
func cacheKey(metricKey string, refs [][]string, hyps []string) string {
	return newKeyer(metricKey, refs)(hyps)
}

// newKeyer returns cacheKey for metricKey and refs as a function of the
// hypotheses, hashing the references once for every system.
func newKeyer(metricKey string, refs [][]string) func(hyps []string) string {
	prefix := make([]byte, 0, len(metricKey)+1+sha256.Size*len(refs)+1)
	prefix = append(prefix, metricKey...)
	prefix = append(prefix, 0)
	for _, r := range refs {
		prefix = append(prefix, hashLines(r)...)
	}
	prefix = append(prefix, 1)
	return func(hyps []string) string {
		h := sha256.New()
		h.Write(prefix)
		h.Write(hashLines(hyps))
		return hex.EncodeToString(h.Sum(nil))
	}
}

func hashLines(lines []string) []byte {
	h := sha256.New()
	var n [8]byte
	for _, l := range lines {
		binary.LittleEndian.PutUint64(n[:], uint64(len(l)))
		h.Write(n[:])
		io.WriteString(h, l)
	}
	return h.Sum(nil)
}

func (c Cache) path(key string) string { return filepath.Join(c.Dir, key[:2], key+".bin") }

// load returns the entry under key, or false on a miss or an unreadable
// file.
func (c Cache) load(key string) (entry, bool) {
	if c.Dir == "" {
		return entry{}, false
	}
	b, err := os.ReadFile(c.path(key))
	if err != nil {
		return entry{}, false
	}
	e, err := parseEntry(b)
	if err != nil {
		return entry{}, false
	}
	return e, true
}

var errCorrupt = errors.New("metaeval: corrupt cache entry")

// parseEntry decodes a cache file; its size must match its header
// exactly and its trailing SHA-256 its contents.
func parseEntry(b []byte) (entry, error) {
	var e entry
	if len(b) < sha256.Size {
		return e, errCorrupt
	}
	body, sum := b[:len(b)-sha256.Size], b[len(b)-sha256.Size:]
	if got := sha256.Sum256(body); string(got[:]) != string(sum) {
		return e, errCorrupt
	}
	b = body
	const hdrLen = len(cacheMagic) + 12
	if len(b) < hdrLen || string(b[:len(cacheMagic)]) != cacheMagic {
		return e, errCorrupt
	}
	le := binary.LittleEndian
	sigLen := uint64(le.Uint32(b[len(cacheMagic):]))
	segs := uint64(le.Uint32(b[len(cacheMagic)+4:]))
	width := uint64(le.Uint32(b[len(cacheMagic)+8:]))
	// room is what follows the signature, before the bounded segments'
	// count; segs×width vectors of 8 bytes must fit in it (compared by
	// division: the product of two 32-bit counts can overflow).
	if uint64(len(b)) < uint64(hdrLen)+sigLen+4 || (segs > 0 && width == 0) {
		return e, errCorrupt
	}
	room := uint64(len(b)) - uint64(hdrLen) - sigLen - 4
	if width > 0 && segs > room/8/width {
		return e, errCorrupt
	}
	b = b[hdrLen:]
	e.Signature = string(b[:sigLen])
	b = b[sigLen:]
	flat := make([]float64, segs*width)
	for i := range flat {
		flat[i] = math.Float64frombits(le.Uint64(b[8*i:]))
	}
	e.Stats = make([][]float64, segs)
	w := int(width)
	for i := range e.Stats {
		e.Stats[i] = flat[i*w : (i+1)*w : (i+1)*w]
	}
	b = b[8*len(flat):]
	n := le.Uint32(b)
	b = b[4:]
	for range n {
		if len(b) < 8 {
			return e, errCorrupt
		}
		seg, l := le.Uint32(b), uint64(le.Uint32(b[4:]))
		b = b[8:]
		if uint64(seg) >= segs || uint64(len(b)) < l {
			return e, errCorrupt
		}
		e.Bounded = append(e.Bounded, bound{Seg: int(seg), Warning: string(b[:l])})
		b = b[l:]
	}
	if len(b) != 0 {
		return e, errCorrupt
	}
	return e, nil
}

// store writes the entry under key atomically.
func (c Cache) store(key string, e entry) error {
	if c.Dir == "" {
		return nil
	}
	width := 0
	if len(e.Stats) > 0 {
		width = len(e.Stats[0])
	}
	for _, s := range e.Stats {
		if len(s) != width {
			return fmt.Errorf("metaeval: statistics of varying width (%d, %d) cannot be cached", width, len(s))
		}
	}
	p := c.path(key)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return fmt.Errorf("metaeval: cache: %w", err)
	}
	return data.WriteFileAtomic(p, func(bw *bufio.Writer) error {
		h := sha256.New()
		w := io.MultiWriter(bw, h)
		io.WriteString(w, cacheMagic)
		hdr := [3]uint32{uint32(len(e.Signature)), uint32(len(e.Stats)), uint32(width)}
		if err := binary.Write(w, binary.LittleEndian, hdr); err != nil {
			return err
		}
		io.WriteString(w, e.Signature)
		row := make([]byte, 0, 8*width) // one row at a time, little-endian bits
		for _, s := range e.Stats {
			row = row[:0]
			for _, v := range s {
				row = binary.LittleEndian.AppendUint64(row, math.Float64bits(v))
			}
			if _, err := w.Write(row); err != nil {
				return err
			}
		}
		tail := binary.LittleEndian.AppendUint32(nil, uint32(len(e.Bounded)))
		for _, x := range e.Bounded {
			tail = binary.LittleEndian.AppendUint32(tail, uint32(x.Seg))
			tail = binary.LittleEndian.AppendUint32(tail, uint32(len(x.Warning)))
			tail = append(tail, x.Warning...)
		}
		if _, err := w.Write(tail); err != nil {
			return err
		}
		_, err := bw.Write(h.Sum(nil))
		return err
	})
}
