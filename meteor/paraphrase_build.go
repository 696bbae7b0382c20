package meteor

import (
	"errors"
	"math"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/internal/jvm"
)

// Building a table: records streamed in by Add, words and phrases
// interned.

// ptabBuilder is the streaming build state of a table.
type ptabBuilder struct {
	vocab      map[string]int32
	names      []string // by id, in order of first appearance
	vocabBytes int
	pool       phrasePool
	aPhr, bPhr []int32 // per record
	scratch    []int32
	lastA      string // Meteor tables list the records of an A-phrase together
	lastAPhr   int32
}

func newPtabBuilder() *ptabBuilder {
	return &ptabBuilder{vocab: map[string]int32{}, pool: newPhrasePool()}
}

// Add appends the record A → B, phrases being split on Meteor's delimiters
// " \t\n\r\f". It returns ErrEmptyPhrase for an empty phrase and an error
// once the table is in use. Not safe for concurrent use: a table is built
// once, then shared read-only.
func (t *ParaphraseTable) Add(a, b string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.frozen {
		return errors.New("meteor: paraphrase table is already in use; records cannot be added")
	}
	if !hasWord(a) || !hasWord(b) {
		return ErrEmptyPhrase
	}
	bl := t.b
	if t.Records >= math.MaxInt32 {
		return ErrTableTooLarge
	}
	pa := bl.lastAPhr
	if t.Records == 0 || a != bl.lastA {
		ids, err := bl.wordIDs(a, bl.scratch[:0])
		if err != nil {
			return err
		}
		if pa, err = bl.pool.intern(ids); err != nil {
			return err
		}
		bl.scratch = ids
	}
	ids, err := bl.wordIDs(b, bl.scratch[:0])
	if err != nil {
		return err
	}
	pb, err := bl.pool.intern(ids)
	if err != nil {
		return err
	}
	bl.scratch = ids
	bl.lastA, bl.lastAPhr = a, pa
	bl.aPhr = append(bl.aPhr, pa)
	bl.bPhr = append(bl.bPhr, pb)
	t.Records++
	return nil
}

func hasWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if !jvm.IsDelim(rune(s[i])) {
			return true
		}
	}
	return false
}

// wordIDs appends the ids of the words of phrase s to dst, adding new words.
func (bl *ptabBuilder) wordIDs(s string, dst []int32) ([]int32, error) {
	for i := 0; i < len(s); {
		if jvm.IsDelim(rune(s[i])) {
			i++
			continue
		}
		j := i + 1
		for j < len(s) && !jvm.IsDelim(rune(s[j])) {
			j++
		}
		w := s[i:j]
		id, ok := bl.vocab[w]
		if !ok {
			if len(bl.names) >= math.MaxInt32-1 || bl.vocabBytes+len(w) > math.MaxInt32 {
				return dst, ErrTableTooLarge
			}
			w = strings.Clone(w) // do not retain the whole line
			id = int32(len(bl.names))
			bl.vocab[w] = id
			bl.names = append(bl.names, w)
			bl.vocabBytes += len(w)
		}
		dst = append(dst, id)
		i = j
	}
	return dst, nil
}

// phrasePool interns word-id sequences: an open-addressing hash set over
// flat arrays, about 16 bytes per phrase plus its words.
type phrasePool struct {
	start []int32 // [n+1]
	words []int32
	slots []uint64 // hash<<32 | phrase id, or emptySlot; power-of-two length
}

const emptySlot = ^uint64(0)

func newPhrasePool() phrasePool {
	p := phrasePool{start: []int32{0}, slots: make([]uint64, 1024)}
	for i := range p.slots {
		p.slots[i] = emptySlot
	}
	return p
}

func (p *phrasePool) len() int { return len(p.start) - 1 }

func (p *phrasePool) phrase(i int32) []int32 { return p.words[p.start[i]:p.start[i+1]] }

func phraseHash(ids []int32) uint32 {
	h := uint64(14695981039346656037)
	for _, id := range ids {
		h ^= uint64(uint32(id))
		h *= 1099511628211
	}
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	return uint32(h ^ h>>32)
}

func (p *phrasePool) intern(ids []int32) (int32, error) {
	if 2*(p.len()+1) > len(p.slots) {
		p.grow()
	}
	h := phraseHash(ids)
	mask := uint32(len(p.slots) - 1)
	i := h & mask
	for {
		s := p.slots[i]
		if s == emptySlot {
			break
		}
		if uint32(s>>32) == h && slices.Equal(p.phrase(int32(uint32(s))), ids) {
			return int32(uint32(s)), nil
		}
		i = (i + 1) & mask
	}
	if p.len() >= math.MaxInt32-1 || len(p.words)+len(ids) > math.MaxInt32 {
		return 0, ErrTableTooLarge
	}
	id := int32(p.len())
	p.slots[i] = uint64(h)<<32 | uint64(id)
	p.words = append(p.words, ids...)
	p.start = append(p.start, int32(len(p.words)))
	return id, nil
}

func (p *phrasePool) grow() {
	old := p.slots
	p.slots = make([]uint64, 2*len(old))
	for i := range p.slots {
		p.slots[i] = emptySlot
	}
	mask := uint32(len(p.slots) - 1)
	for _, s := range old {
		if s == emptySlot {
			continue
		}
		i := uint32(s>>32) & mask
		for p.slots[i] != emptySlot {
			i = (i + 1) & mask
		}
		p.slots[i] = s
	}
}
