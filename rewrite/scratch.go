package rewrite

import "sync"

// scratch holds the buffers one RewritePrepared call works in: the
// hypothesis's lower-case forms, ids, flags and protections, the
// alignments and their counts. None of them outlives the call (the
// Result holds none), so a call takes them from scratches and gives them
// back, instead of allocating some twenty slices per sentence pair,
// which the garbage collector then scans for and frees. A nil *scratch
// allocates (Prepare, whose slices the Reference keeps).
type scratch struct {
	strs  slab[string]
	bools slab[bool]
	i32   slab[int32]
	ints  slab[int]
	u8    slab[uint8]
	pairs slab[[2]int]
	st    sentence
}

// scratches are the scratch buffers not in use.
var scratches = sync.Pool{New: func() any { return new(scratch) }}

// slab hands out consecutive parts of one buffer, zeroed.
type slab[T any] struct{ buf []T }

// slabMin is the least size of a slab's buffer; slabMax the most kept
// when the buffers are given back (a long segment's are dropped).
const (
	slabMin = 512
	slabMax = 1 << 16
)

// take returns n zeroed elements, len and cap n.
func (s *slab[T]) take(n int) []T {
	l := len(s.buf)
	if l+n > cap(s.buf) {
		// A new buffer: the parts handed out keep the old one alive until
		// the call ends.
		s.buf = make([]T, 0, max(2*cap(s.buf), n, slabMin))
		l = 0
	}
	out := s.buf[l : l+n : l+n]
	s.buf = s.buf[:l+n]
	clear(out)
	return out
}

// reset makes the whole buffer free again, dropping what it refers to.
func (s *slab[T]) reset() {
	if cap(s.buf) > slabMax {
		s.buf = nil
		return
	}
	clear(s.buf)
	s.buf = s.buf[:0]
}

func getScratch() *scratch { return scratches.Get().(*scratch) }

// release gives sc back for another call; nothing it handed out may be
// read afterwards.
func (sc *scratch) release() {
	sc.strs.reset()
	sc.bools.reset()
	sc.i32.reset()
	sc.ints.reset()
	sc.u8.reset()
	sc.pairs.reset()
	sc.st = sentence{}
	scratches.Put(sc)
}

// The slices a nil scratch allocates.
func (sc *scratch) takeStrings(n int) []string {
	if sc == nil {
		return make([]string, n)
	}
	return sc.strs.take(n)
}

func (sc *scratch) takeBools(n int) []bool {
	if sc == nil {
		return make([]bool, n)
	}
	return sc.bools.take(n)
}

func (sc *scratch) takeInt32s(n int) []int32 {
	if sc == nil {
		return make([]int32, n)
	}
	return sc.i32.take(n)
}

func (sc *scratch) takeInts(n int) []int {
	if sc == nil {
		return make([]int, n)
	}
	return sc.ints.take(n)
}

func (sc *scratch) takeBytes(n int) []uint8 {
	if sc == nil {
		return make([]uint8, n)
	}
	return sc.u8.take(n)
}

// takePairs returns an empty slice of capacity n.
func (sc *scratch) takePairs(n int) [][2]int {
	if sc == nil {
		return make([][2]int, 0, n)
	}
	return sc.pairs.take(n)[:0]
}
