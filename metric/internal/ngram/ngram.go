// Package ngram holds the n-gram counting shared by BLEU and chrF: keys
// rolled from per-token IDs, and an open-addressing table of hypothesis
// counts that reference n-grams are matched against without clearing it
// between orders or references.
package ngram

import "math"

// Roll turns keys (the (n-1)-grams of ids, or nothing when n is 1) into
// the n-grams of ids in place, each ID taking wd bits, and returns them.
func Roll(keys []uint64, ids []uint32, n int, wd uint) []uint64 {
	if n == 1 {
		keys = keys[:0]
		for _, id := range ids {
			keys = append(keys, uint64(id))
		}
		return keys
	}
	m := max(0, len(ids)-n+1)
	for j := 0; j < m; j++ {
		keys[j] = keys[j]<<wd | uint64(ids[j+n-1])
	}
	return keys[:m]
}

// Table counts hypothesis n-grams of one order; entries are valid for the
// current generation only, so it is never cleared. The zero value is
// ready after Reserve. A Table is per-worker scratch, not safe for
// concurrent use.
type Table struct {
	slots []slot
	mask  uint64
	gen   uint32
	rgen  uint32
}

type slot struct {
	key              uint64
	gen, rgen        uint32
	hcnt, rcnt, best int32
}

// Reserve sizes the table for n keys at a load of at most one half.
func (t *Table) Reserve(n int) {
	size := 16
	for size < 2*n {
		size <<= 1
	}
	if size > len(t.slots) {
		t.slots = make([]slot, size)
		t.mask = uint64(size - 1)
		t.gen, t.rgen = 0, 0
	}
}

// Next starts a new order (and NextRef a new reference): older entries
// become invalid. The counters wrap after 2³² uses, clearing the table.
func (t *Table) Next() {
	if t.gen == math.MaxUint32 {
		clear(t.slots)
		t.gen, t.rgen = 0, 0
	}
	t.gen++
}

// NextRef starts counting a new reference of the current order.
func (t *Table) NextRef() {
	if t.rgen == math.MaxUint32 {
		for i := range t.slots {
			t.slots[i].rgen = 0
		}
		t.rgen = 0
	}
	t.rgen++
}

func (t *Table) find(k uint64) *slot {
	i := (k * 0x9E3779B97F4A7C15) >> 32 & t.mask
	for {
		s := &t.slots[i]
		if s.gen != t.gen || s.key == k {
			return s
		}
		i = (i + 1) & t.mask
	}
}

// AddHyp counts one hypothesis occurrence of k in the current order.
func (t *Table) AddHyp(k uint64) {
	s := t.find(k)
	if s.gen != t.gen {
		*s = slot{key: k, gen: t.gen}
	}
	s.hcnt++
}

// Match counts one occurrence of k in the current reference and returns
// 1 when it matches a hypothesis occurrence not yet matched by this
// reference (chrF: matches per reference).
func (t *Table) Match(k uint64) int {
	s := t.count(k)
	if s != nil && s.rcnt <= s.hcnt {
		return 1
	}
	return 0
}

// MatchClipped counts one occurrence of k in the current reference and
// returns 1 when it raises the match count of k clipped by the largest
// count in any reference so far (BLEU's multi-reference clipping).
func (t *Table) MatchClipped(k uint64) int {
	s := t.count(k)
	if s != nil && s.rcnt <= s.hcnt && s.rcnt > s.best {
		s.best = s.rcnt
		return 1
	}
	return 0
}

// count adds one reference occurrence of k and returns its slot, or nil
// when k is not a hypothesis n-gram of the current order.
func (t *Table) count(k uint64) *slot {
	s := t.find(k)
	if s.gen != t.gen {
		return nil
	}
	if s.rgen != t.rgen {
		s.rgen, s.rcnt = t.rgen, 0
	}
	s.rcnt++
	return s
}
