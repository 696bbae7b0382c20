package data

import (
	"hash/maphash"
	"math/bits"
)

// wordFilter is a blocked Bloom filter over the stems of a word list.
// Lookup probes the word list once per candidate stem (a form with an
// ending stripped and another restored), and almost every candidate is
// no word; in hunspell-cs's 300,000-stem map such a miss costs a cache
// miss or two, while the filter (about 64 kB per 100,000 stems) answers
// most of them from one word in cache. A "maybe" is confirmed in the map,
// so answers never change; about 3% of absent stems pass the filter.
type wordFilter struct {
	seed  maphash.Seed
	words []uint64 // one block per hash; three bits set per stem
	n     int      // the word list's length when built
}

// newWordFilter returns an empty filter sized for n stems; add them,
// then set n to the word list's length.
func newWordFilter(n int) *wordFilter {
	size := 1 << bits.Len(uint(max(n/8, 1)))
	return &wordFilter{seed: maphash.MakeSeed(), words: make([]uint64, size)}
}

func (f *wordFilter) add(s string) {
	i, m := f.probe(s)
	f.words[i] |= m
}

// probe returns the block of s and its three bits.
func (f *wordFilter) probe(s string) (int, uint64) {
	h := maphash.String(f.seed, s)
	m := uint64(1)<<(h>>58) | uint64(1)<<(h>>52&63) | uint64(1)<<(h>>46&63)
	return int(h & uint64(len(f.words)-1)), m
}

func (f *wordFilter) mayHave(s string) bool {
	i, m := f.probe(s)
	return f.words[i]&m == m
}

// indexWords builds the filter over h.Words; ReadDic calls it (the
// cached word list's decoder builds its filter as it reads).
func (h *Hunspell) indexWords() {
	f := newWordFilter(len(h.Words))
	for w := range h.Words {
		f.add(w)
	}
	f.n = len(h.Words)
	h.filter = f
}

// Homonyms returns the flag sets of a stem's homonyms (h.Words[stem],
// or the cached table's entry when Words is nil), nil when the word list
// lacks it; faster than the map for the absent stems analysis mostly
// asks about. The slice is shared: not to be changed.
func (h *Hunspell) Homonyms(stem string) []string {
	if h.Words == nil && h.table != nil {
		return h.table.get(stem)
	}
	if f := h.filter; f != nil && f.n == len(h.Words) && !f.mayHave(stem) {
		return nil
	}
	return h.Words[stem]
}

// NumWords is the number of stems in the word list.
func (h *Hunspell) NumWords() int {
	if h.Words == nil && h.table != nil {
		return h.table.n
	}
	return len(h.Words)
}

// AllWords calls yield with every stem and its homonyms' flag sets
// (Homonyms) until it returns false: in sorted order from the cached
// table, in the map's order from Words.
func (h *Hunspell) AllWords(yield func(stem string, flags []string) bool) {
	if h.Words == nil && h.table != nil {
		h.table.all(yield)
		return
	}
	for w, fl := range h.Words {
		if !yield(w, fl) {
			return
		}
	}
}
