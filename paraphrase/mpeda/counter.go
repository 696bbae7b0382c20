package mpeda

import (
	"bufio"
	"bytes"
	"cmp"
	"container/heap"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
)

// Counter counts byte-string keys with bounded memory: counts accumulate
// in a hash map until its estimated size passes the budget, then the map
// is written to a temporary file as a run sorted by key and emptied.
// Merge reads every run (and what is still in memory) back in key order,
// summing the counts of equal keys, so a corpus larger than memory is
// counted exactly. A Counter is not safe for concurrent use; give each
// goroutine its own and merge them together.
type Counter struct {
	m      map[string]uint64
	m8     map[uint64]uint64  // width 8: keys as big-endian uint64
	m16    map[gramKey]uint64 // width 16: keys as two big-endian uint64
	width  int                // 0: keys of any length
	size   int64              // estimated bytes held by the map
	budget int64
	dir    string
	runs   []string
	spills int
	ctx    context.Context // nil: never cancelled (bind)
}

// bind makes the counter's spills and merges stop with ctx's error once
// ctx is done: an interrupted command writes no further run (issue #38:
// spilling went on, thousands of files a second, after SIGTERM).
func (c *Counter) bind(ctx context.Context) *Counter {
	c.ctx = ctx
	return c
}

// cancelled is the error of the counter's context, nil while it runs.
func (c *Counter) cancelled() error {
	if c.ctx == nil {
		return nil
	}
	return c.ctx.Err()
}

// checkEvery is how many records a spill or merge writes between two
// looks at its context.
const checkEvery = 1 << 14

// Estimated bytes a map entry costs beyond its key (string keys: the
// string header, the value and the map's own bookkeeping) or in all
// (fixed-width keys: the slot at the map's mean load).
const (
	entryOverhead = 64
	entry8        = 32
	entry16       = 48
)

// maxOpenRuns is the largest number of runs merged at once; more are
// first merged in groups into longer runs.
const maxOpenRuns = 64

// NewCounter returns a counter spilling runs into dir when its map passes
// budget bytes (at least 1).
func NewCounter(dir string, budget int64) *Counter {
	return &Counter{m: map[string]uint64{}, budget: max(budget, 1), dir: dir}
}

// NewFixedCounter is NewCounter for keys that all have width bytes, 8 or
// 16 (other widths give a plain Counter): they are held as integers, with
// no allocation per key and about half the memory. Adding a key of
// another width to it panics.
func NewFixedCounter(dir string, budget int64, width int) *Counter {
	c := NewCounter(dir, budget)
	switch width {
	case 8:
		c.width, c.m, c.m8 = 8, nil, map[uint64]uint64{}
	case 16:
		c.width, c.m, c.m16 = 16, nil, map[gramKey]uint64{}
	}
	return c
}

// Add adds n to the count of key. It returns an error only when a spill
// to disk fails.
func (c *Counter) Add(key []byte, n uint64) error {
	switch c.width {
	case 8:
		if len(key) != 8 {
			panic("mpeda: a key of the wrong width for its Counter")
		}
		k := binary.BigEndian.Uint64(key)
		v, ok := c.m8[k]
		c.m8[k] = v + n
		if ok {
			return nil
		}
		c.size += entry8
	case 16:
		if len(key) != 16 {
			panic("mpeda: a key of the wrong width for its Counter")
		}
		k := keyOf(key)
		v, ok := c.m16[k]
		c.m16[k] = v + n
		if ok {
			return nil
		}
		c.size += entry16
	default:
		if v, ok := c.m[string(key)]; ok { // no allocation for the lookup
			c.m[string(key)] = v + n
			return nil
		}
		c.m[string(key)] = n
		c.size += int64(len(key)) + entryOverhead
	}
	if c.size > c.budget {
		return c.spill()
	}
	return nil
}

// Spills is the number of runs written to disk so far.
func (c *Counter) Spills() int { return c.spills }

func (c *Counter) len() int { return len(c.m) + len(c.m8) + len(c.m16) }

// sorted returns what is in memory as a source in key order.
func (c *Counter) sorted() source {
	switch c.width {
	case 8:
		keys := make([]uint64, 0, len(c.m8))
		for k := range c.m8 {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		var buf [8]byte
		return &memFixed[uint64]{keys: keys, m: c.m8, enc: func(k uint64) []byte {
			binary.BigEndian.PutUint64(buf[:], k)
			return buf[:]
		}}
	case 16:
		keys := make([]gramKey, 0, len(c.m16))
		for k := range c.m16 {
			keys = append(keys, k)
		}
		slices.SortFunc(keys, func(a, b gramKey) int { return cmp.Or(cmp.Compare(a.hi, b.hi), cmp.Compare(a.lo, b.lo)) })
		var buf [16]byte
		return &memFixed[gramKey]{keys: keys, m: c.m16, enc: func(k gramKey) []byte { return k.bytes(&buf) }}
	}
	keys := make([]string, 0, len(c.m))
	for k := range c.m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return &memSource{keys: keys, m: c.m}
}

// clear empties the map for a fresh one (the old buckets go).
func (c *Counter) clear() {
	switch c.width {
	case 8:
		c.m8 = map[uint64]uint64{}
	case 16:
		c.m16 = map[gramKey]uint64{}
	default:
		c.m = map[string]uint64{}
	}
	c.size = 0
}

func (c *Counter) spill() error {
	if err := c.cancelled(); err != nil {
		return err
	}
	f, err := os.CreateTemp(c.dir, "run-*")
	if err != nil {
		return fmt.Errorf("mpeda: spilling counts: %w", err)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	src := c.sorted()
	for i := 1; ; i++ {
		k, n, err := src.next()
		if err != nil {
			break
		}
		writeRecord(w, k, n)
		if i%checkEvery == 0 {
			if err := c.cancelled(); err != nil {
				f.Close()
				os.Remove(f.Name())
				return err
			}
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		os.Remove(f.Name())
		return fmt.Errorf("mpeda: spilling counts: %w", err)
	}
	if err := f.Close(); err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("mpeda: spilling counts: %w", err)
	}
	c.runs = append(c.runs, f.Name())
	c.spills++
	c.clear()
	return nil
}

func writeRecord(w *bufio.Writer, key []byte, n uint64) {
	var b [2 * binary.MaxVarintLen64]byte
	k := binary.PutUvarint(b[:], uint64(len(key)))
	w.Write(b[:k])
	w.Write(key)
	k = binary.PutUvarint(b[:], n)
	w.Write(b[:k])
}

// source is a sorted stream of (key, count).
type source interface {
	next() (key []byte, n uint64, err error) // io.EOF at the end
	close()
}

type runReader struct {
	f   *os.File
	r   *bufio.Reader
	key []byte
}

func openRun(path string) (*runReader, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("mpeda: reading a run of counts: %w", err)
	}
	return &runReader{f: f, r: bufio.NewReaderSize(f, 256<<10)}, nil
}

func (r *runReader) next() ([]byte, uint64, error) {
	l, err := binary.ReadUvarint(r.r)
	if err == io.EOF {
		return nil, 0, io.EOF
	}
	if err != nil {
		return nil, 0, fmt.Errorf("mpeda: reading %s: %w", r.f.Name(), err)
	}
	r.key = slices.Grow(r.key[:0], int(l))[:l]
	if _, err := io.ReadFull(r.r, r.key); err != nil {
		return nil, 0, fmt.Errorf("mpeda: reading %s: %w", r.f.Name(), err)
	}
	n, err := binary.ReadUvarint(r.r)
	if err != nil {
		return nil, 0, fmt.Errorf("mpeda: reading %s: %w", r.f.Name(), err)
	}
	return r.key, n, nil
}

func (r *runReader) close() { r.f.Close() }

type memSource struct {
	keys []string
	m    map[string]uint64
	i    int
}

func (s *memSource) next() ([]byte, uint64, error) {
	if s.i >= len(s.keys) {
		return nil, 0, io.EOF
	}
	k := s.keys[s.i]
	s.i++
	return []byte(k), s.m[k], nil
}

func (s *memSource) close() {}

// memFixed is a sorted source over a fixed-width counter's map; enc
// writes a key's bytes into a buffer of its own.
type memFixed[K comparable] struct {
	keys []K
	m    map[K]uint64
	i    int
	enc  func(K) []byte
}

func (s *memFixed[K]) next() ([]byte, uint64, error) {
	if s.i >= len(s.keys) {
		return nil, 0, io.EOF
	}
	k := s.keys[s.i]
	s.i++
	return s.enc(k), s.m[k], nil
}

func (s *memFixed[K]) close() {}

type head struct {
	key []byte
	n   uint64
	src source
}

type mergeHeap []head

func (h mergeHeap) Len() int           { return len(h) }
func (h mergeHeap) Less(i, j int) bool { return bytes.Compare(h[i].key, h[j].key) < 0 }
func (h mergeHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *mergeHeap) Push(x any)        { *h = append(*h, x.(head)) }
func (h *mergeHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// mergeSources calls fn with every distinct key in order and the sum of
// its counts. The key passed to fn is only valid during the call.
func mergeSources(srcs []source, fn func(key []byte, n uint64) error) (err error) {
	h := make(mergeHeap, 0, len(srcs))
	defer func() {
		for _, s := range srcs {
			s.close()
		}
	}()
	for _, s := range srcs {
		k, n, e := s.next()
		if e == io.EOF {
			continue
		}
		if e != nil {
			return e
		}
		h = append(h, head{key: k, n: n, src: s})
	}
	heap.Init(&h)
	var cur []byte
	var sum uint64
	have := false
	for len(h) > 0 {
		top := &h[0]
		if have && !bytes.Equal(cur, top.key) {
			if err := fn(cur, sum); err != nil {
				return err
			}
			have = false
		}
		if !have {
			cur = append(cur[:0], top.key...)
			sum, have = 0, true
		}
		sum += top.n
		k, n, e := top.src.next()
		switch {
		case e == io.EOF:
			heap.Pop(&h)
		case e != nil:
			return e
		default:
			top.key, top.n = k, n
			heap.Fix(&h, 0)
		}
	}
	if have {
		return fn(cur, sum)
	}
	return nil
}

// Merge calls fn with every key counted by any of the counters, in
// increasing byte order, and its total count; the key is only valid
// during the call. The counters' runs are deleted and the counters must
// not be used afterwards. When there are more than a few dozen runs they
// are first merged in groups, so that few files are open at once.
func Merge(counters []*Counter, fn func(key []byte, n uint64) error) error {
	var runs []string
	var mem []source
	var dir string
	stop := (&Counter{}).cancelled
	for _, c := range counters {
		runs = append(runs, c.runs...)
		c.runs = nil
		if c.len() > 0 {
			mem = append(mem, c.sorted())
		}
		dir = c.dir
		if c.ctx != nil {
			stop = c.cancelled
		}
	}
	defer func() {
		for _, r := range runs {
			os.Remove(r)
		}
	}()
	for len(runs)+len(mem) > maxOpenRuns && len(runs) >= 2 {
		if err := stop(); err != nil {
			return err
		}
		g := min(maxOpenRuns, len(runs))
		group := runs[:g]
		srcs, err := openRuns(group)
		if err != nil {
			return err
		}
		f, err := os.CreateTemp(dir, "run-*")
		if err != nil {
			closeAll(srcs)
			return fmt.Errorf("mpeda: merging runs: %w", err)
		}
		w := bufio.NewWriterSize(f, 1<<20)
		i := 0
		err = mergeSources(srcs, func(k []byte, n uint64) error {
			writeRecord(w, k, n)
			if i++; i%checkEvery == 0 {
				return stop()
			}
			return nil
		})
		if err == nil {
			err = w.Flush()
		}
		if e := f.Close(); err == nil {
			err = e
		}
		for _, r := range group {
			os.Remove(r)
		}
		runs = append(runs[g:], f.Name())
		if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
			return err
		}
		if err != nil {
			return fmt.Errorf("mpeda: merging runs: %w", err)
		}
	}
	srcs, err := openRuns(runs)
	if err != nil {
		closeAll(mem)
		return err
	}
	return mergeSources(append(srcs, mem...), fn)
}

func openRuns(paths []string) ([]source, error) {
	var srcs []source
	for _, p := range paths {
		r, err := openRun(p)
		if err != nil {
			closeAll(srcs)
			return nil, err
		}
		srcs = append(srcs, r)
	}
	return srcs, nil
}

func closeAll(srcs []source) {
	for _, s := range srcs {
		s.close()
	}
}
