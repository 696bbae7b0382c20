package mpeda

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// LM is an interpolated modified Kneser–Ney n-gram language model (Chen &
// Goodman 1998, §3; the paper's section 4.2 uses 4-gram models "with
// Kneser–Ney discounting") over a fixed vocabulary of word ids.
//
// Sentences are padded with one <s> and one </s>; a history never reaches
// before <s>. Counts: the highest order and every n-gram that starts with
// <s> use raw counts c; the lower orders use continuation counts
// N1+(• g), the number of distinct words seen before g (together, the
// adjusted counts a). For an n-gram order k with count-of-counts
// n1..n4 of its adjusted counts:
//
//	Y = n1/(n1 + 2·n2)
//	D1 = 1 − 2Y·n2/n1,  D2 = 2 − 3Y·n3/n2,  D3+ = 3 − 4Y·n4/n3
//
// (a discount outside (0, c), or undefined for want of counts, makes the
// order use the fallback 0.5, 1, 1.5, as KenLM's --discount_fallback).
// For a history h of k−1 words with its shortening h':
//
//	P(w | h) = max(a(h w) − D(a(h w)), 0)/Σ_x a(h x) + γ(h)·P(w | h')   if Σ_x a(h x) > 0
//	P(w | h) = P(w | h')                                                   otherwise
//	γ(h)     = (D1·N1(h •) + D2·N2(h •) + D3+·N3+(h •)) / Σ_x a(h x)
//
// with N_c(h •) the number of words x with a(h x) = c (3+: ≥ 3), and the
// empty history interpolating with the uniform 1/V over the V predictable
// ids (every id but <s>, <unk> included), so every word gets a
// probability above zero and every distribution sums to one.
//
// No Go library implements a smoothed n-gram model (the known ones bind
// KenLM through cgo), so this one is written from Chen & Goodman's
// definition, with tests against hand-computed probabilities.
//
// Word ids are small integers given by a Vocab; ids 0, 1 and 2 are
// <unk>, <s> and </s>. N-grams are keys of 128 bits, idBits per id, so
// orders up to MaxOrder and vocabularies up to MaxVocab fit. An LM is
// immutable once built and safe for concurrent use.
type LM struct {
	order int
	v     float64              // predictable ids, for the uniform floor
	a     []map[gramKey]uint32 // a[k-1]: adjusted counts of k-grams
	ctx   []map[gramKey]ctxStat
	disc  [][3]float64 // disc[k-1]: D1, D2, D3+ of order k
}

// ctxStat is what a history needs: Σ_x a(h x) and N1, N2, N3+ of h •.
type ctxStat struct{ sum, n1, n2, n3 uint32 }

// gramKey packs up to MaxOrder ids of idBits bits.
type gramKey struct{ hi, lo uint64 }

// Special word ids.
const (
	Unk = 0 // unknown word
	BOS = 1 // start of sentence <s>
	EOS = 2 // end of sentence </s>
)

// idBits is the width of one word id in a packed n-gram key; MaxOrder ×
// idBits ≤ 128.
const idBits = 25

// MaxVocab is the largest vocabulary an LM accepts (ids fit idBits bits).
const MaxVocab = 1<<idBits - 1

// MaxOrder is the largest n-gram order.
const MaxOrder = 5

// ErrVocab is returned when a vocabulary outgrows MaxVocab.
var ErrVocab = errors.New("mpeda: vocabulary larger than the language model's limit")

// Vocab maps words to ids for language models; the zero value is not
// usable, call NewVocab. Not safe for concurrent Add; Lookup may run
// concurrently once adding is done.
type Vocab struct {
	ids map[string]int32
}

// NewVocab returns a vocabulary holding only <unk>, <s> and </s>.
func NewVocab() *Vocab {
	return &Vocab{ids: map[string]int32{"<unk>": Unk, "<s>": BOS, "</s>": EOS}}
}

// Add gives w an id if it has none and returns it.
func (v *Vocab) Add(w string) (int32, error) {
	if id, ok := v.ids[w]; ok {
		return id, nil
	}
	if len(v.ids) >= MaxVocab {
		return 0, ErrVocab
	}
	id := int32(len(v.ids))
	v.ids[w] = id
	return id, nil
}

// Lookup returns w's id, or Unk.
func (v *Vocab) Lookup(w string) int32 {
	if id, ok := v.ids[w]; ok {
		return id
	}
	return Unk
}

// Len is the number of ids, the three special ones included.
func (v *Vocab) Len() int { return len(v.ids) }

// IDs maps words to ids (Unk for unknown words), appending to dst.
func (v *Vocab) IDs(dst []int32, words []string) []int32 {
	for _, w := range words {
		dst = append(dst, v.Lookup(w))
	}
	return dst
}

func pack(ids []int32) gramKey {
	var k gramKey
	for _, id := range ids {
		k.hi = k.hi<<idBits | k.lo>>(64-idBits)
		k.lo = k.lo<<idBits | uint64(id)
	}
	return k
}

// LMCounter counts the n-grams of sentences streamed into it, for an LM.
// It keeps only the counts modified Kneser–Ney needs raw (every n-gram of
// the highest order, and the lower-order ones that start with <s>); the
// other lower-order counts are continuation counts, derived in Model from
// the distinct n-grams one order up. Counts go through Counters: with a
// budget (NewLMCounterSpill) they spill to sorted runs on disk, so
// counting holds at most the budget whatever the corpus; Model then
// streams the runs back in order. Not safe for concurrent use.
type LMCounter struct {
	order, vocab int
	c            []*Counter // c[k-1]: counts of k-grams, 16-byte big-endian keys
	buf          []int32
	key          [16]byte
}

// NewLMCounter returns a counter for a model of the given order over
// vocabSize ids that keeps every count in memory.
func NewLMCounter(order, vocabSize int) (*LMCounter, error) {
	return NewLMCounterSpill(order, vocabSize, "", 0)
}

// NewLMCounterSpill is NewLMCounter with counts spilled as sorted runs to
// dir (the system's temporary directory if empty) whenever they pass
// budget bytes (0: never).
func NewLMCounterSpill(order, vocabSize int, dir string, budget int64) (*LMCounter, error) {
	if order < 1 || order > MaxOrder {
		return nil, fmt.Errorf("mpeda: language model order %d out of range 1..%d", order, MaxOrder)
	}
	if vocabSize < 3 || vocabSize > MaxVocab {
		return nil, fmt.Errorf("mpeda: vocabulary size %d out of range 3..%d", vocabSize, MaxVocab)
	}
	if budget <= 0 {
		budget = math.MaxInt64
	}
	c := &LMCounter{order: order, vocab: vocabSize, c: make([]*Counter, order)}
	for k := range order {
		c.c[k] = NewFixedCounter(dir, max(budget/int64(order), 1), 16)
	}
	return c, nil
}

func (k gramKey) bytes(b *[16]byte) []byte {
	binary.BigEndian.PutUint64(b[:8], k.hi)
	binary.BigEndian.PutUint64(b[8:], k.lo)
	return b[:]
}

func keyOf(b []byte) gramKey {
	return gramKey{hi: binary.BigEndian.Uint64(b[:8]), lo: binary.BigEndian.Uint64(b[8:])}
}

// Add counts one sentence (word ids without <s> and </s>, which are
// added). It fails on an id outside the vocabulary or when a spill fails.
func (c *LMCounter) Add(s []int32) error {
	c.buf = append(append(append(c.buf[:0], BOS), s...), EOS)
	for i := 1; i < len(c.buf); i++ {
		if w := c.buf[i]; w < 0 || int(w) >= c.vocab || w == BOS {
			return fmt.Errorf("mpeda: word id %d outside the vocabulary of %d", w, c.vocab)
		}
		for k := 1; k <= c.order && k <= i+1; k++ { // the k-gram ending at i
			if k < c.order && k < i+1 {
				continue // not starting with <s>: a continuation count
			}
			if err := c.c[k-1].Add(pack(c.buf[i-k+1:i+1]).bytes(&c.key), 1); err != nil {
				return err
			}
		}
	}
	return nil
}

// Spills is the number of runs written to disk so far.
func (c *LMCounter) Spills() int {
	n := 0
	for _, x := range c.c {
		n += x.Spills()
	}
	return n
}

// Model estimates the LM from the counts; the counter must not be used
// afterwards. It streams the counts of each order in key order, from the
// highest order down: every distinct k-gram adds one to the continuation
// count of its (k−1)-word suffix, and the k-grams of one history are
// contiguous, which gives the history's Σ and N1, N2, N3+. The model
// holds every distinct n-gram (about 40 bytes each) and history (about
// 48).
func (c *LMCounter) Model() (*LM, error) {
	n := c.order
	m := &LM{order: n, v: float64(c.vocab - 1), a: make([]map[gramKey]uint32, n),
		ctx: make([]map[gramKey]ctxStat, n), disc: make([][3]float64, n)}
	var kb [16]byte
	for k := n; k >= 1; k-- {
		var keys []gramKey
		var vals []uint32
		err := Merge([]*Counter{c.c[k-1]}, func(key []byte, x uint64) error {
			g := keyOf(key)
			keys = append(keys, g)
			vals = append(vals, uint32(min(x, math.MaxUint32)))
			if k >= 2 { // one more left context of the suffix
				return c.c[k-2].Add(suffix(g, k).bytes(&kb), 1)
			}
			return nil
		})
		c.c[k-1] = nil
		if err != nil {
			return nil, err
		}
		if k == 1 && len(keys) == 0 {
			return nil, errors.New("mpeda: no text to train a language model on")
		}
		var coc [5]float64
		nctx := 0
		for i, g := range keys {
			if i == 0 || prefix(g) != prefix(keys[i-1]) {
				nctx++
			}
		}
		a := make(map[gramKey]uint32, len(keys))
		ctx := make(map[gramKey]ctxStat, nctx)
		var st ctxStat
		for i, g := range keys {
			x := vals[i]
			a[g] = x
			if x <= 4 {
				coc[x]++
			}
			st.sum += x
			switch {
			case x == 1:
				st.n1++
			case x == 2:
				st.n2++
			case x >= 3:
				st.n3++
			}
			if i+1 == len(keys) || prefix(keys[i+1]) != prefix(g) {
				ctx[prefix(g)] = st
				st = ctxStat{}
			}
		}
		m.a[k-1], m.ctx[k-1] = a, ctx
		m.disc[k-1] = Discounts(coc[1], coc[2], coc[3], coc[4])
	}
	c.c = nil
	return m, nil
}

// Size is the number of distinct n-grams of all orders the model holds.
func (m *LM) Size() int {
	n := 0
	for _, a := range m.a {
		n += len(a)
	}
	return n
}

// Discounts are modified Kneser–Ney's D1, D2, D3+ from the count-of-counts
// n1..n4 of one order, or the fallback 0.5, 1, 1.5 when one is undefined
// or outside (0, c).
func Discounts(n1, n2, n3, n4 float64) [3]float64 {
	fallback := [3]float64{0.5, 1, 1.5}
	if n1 <= 0 || n2 <= 0 || n3 <= 0 {
		return fallback
	}
	y := n1 / (n1 + 2*n2)
	d := [3]float64{1 - 2*y*n2/n1, 2 - 3*y*n3/n2, 3 - 4*y*n4/n3}
	for i, x := range d {
		if !(x > 0 && x < float64(i+1)) {
			return fallback
		}
	}
	return d
}

// firstID is the first of the k ids packed in g.
func firstID(g gramKey, k int) int32 {
	sh := uint(idBits * (k - 1))
	var x uint64
	switch {
	case sh == 0:
		x = g.lo
	case sh < 64:
		x = g.lo>>sh | g.hi<<(64-sh)
	default:
		x = g.hi >> (sh - 64)
	}
	return int32(x & (1<<idBits - 1))
}

// suffix drops the first of the k ids of g.
func suffix(g gramKey, k int) gramKey {
	bits := uint(idBits * (k - 1)) // what stays
	if bits >= 64 {
		return gramKey{hi: g.hi & (1<<(bits-64) - 1), lo: g.lo}
	}
	return gramKey{lo: g.lo & (1<<bits - 1)}
}

// prefix drops the last id of g (the history of an n-gram).
func prefix(g gramKey) gramKey {
	return gramKey{hi: g.hi >> idBits, lo: g.lo>>idBits | g.hi<<(64-idBits)}
}

// TrainLM counts the sentences (word ids without <s> and </s>, which are
// added) into a modified Kneser–Ney model of the given order over a
// vocabulary of vocabSize ids.
func TrainLM(order, vocabSize int, sentences [][]int32) (*LM, error) {
	c, err := NewLMCounter(order, vocabSize)
	if err != nil {
		return nil, err
	}
	for _, s := range sentences {
		if err := c.Add(s); err != nil {
			return nil, err
		}
	}
	return c.Model()
}

// Prob returns P(w | history), using at most the last order−1 words of
// history and none before a <s>.
func (m *LM) Prob(w int32, history []int32) float64 {
	if len(history) > m.order-1 {
		history = history[len(history)-(m.order-1):]
	}
	for i := len(history) - 1; i >= 0; i-- {
		if history[i] == BOS {
			history = history[i:]
			break
		}
	}
	var g [MaxOrder]int32
	p := 1 / m.v
	for k := 0; k <= len(history); k++ { // history of k words, n-gram order k+1
		h := history[len(history)-k:]
		st := m.ctx[k][pack(h)]
		if st.sum == 0 {
			// Unseen history: the shorter one's estimate stands, and so
			// for every longer history, which would have made this one
			// seen (a k+1-gram x h w gives h w a continuation count).
			break
		}
		copy(g[:], h)
		g[k] = w
		d := m.disc[k]
		a := float64(m.a[k][pack(g[:k+1])])
		var num float64
		switch {
		case a >= 3:
			num = a - d[2]
		case a == 2:
			num = a - d[1]
		case a == 1:
			num = a - d[0]
		}
		gamma := d[0]*float64(st.n1) + d[1]*float64(st.n2) + d[2]*float64(st.n3)
		p = (max(num, 0) + gamma*p) / float64(st.sum)
	}
	return p
}

// Log2Prob returns the base-2 log probability of a sentence (word ids
// without <s> and </s>) and the number of predicted tokens (words + 1 for
// </s>). scratch, if not nil, is reused for the padded sentence.
func (m *LM) Log2Prob(s []int32, scratch *[]int32) (float64, int) {
	var buf []int32
	if scratch != nil {
		buf = (*scratch)[:0]
	}
	buf = append(append(append(buf, BOS), s...), EOS)
	if scratch != nil {
		*scratch = buf
	}
	var lp float64
	for i := 1; i < len(buf); i++ {
		lp += math.Log2(m.Prob(buf[i], buf[max(0, i-(m.order-1)):i]))
	}
	return lp, len(s) + 1
}

// Order is the model's n-gram order.
func (m *LM) Order() int { return m.order }
