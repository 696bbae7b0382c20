package mpeda

import (
	"errors"
	"fmt"
	"math"
)

// LM is an interpolated Witten–Bell n-gram language model over a fixed
// vocabulary (Witten & Bell 1991; the interpolated form of Chen &
// Goodman 1998, §2.5). For a history h of k words and its shortening h'
// (the last k−1 words):
//
//	P(w | h) = (c(h w) + T(h)·P(w | h')) / (c(h) + T(h))   if c(h) > 0
//	P(w | h) = P(w | h')                                     if c(h) = 0
//	P(w)     = (c(w) + T·1/V) / (N + T)                      (empty history)
//
// where c(h w) counts the n-gram, c(h) = Σ_w c(h w) is the count of h as a
// context, T(h) the number of distinct words seen after h, N the number
// of predicted tokens, T the number of distinct predicted words and V the
// vocabulary size (every word id except <s>, unknown included), so every
// word, unseen ones included, gets a probability above zero and the
// distribution sums to one.
//
// No Go library implements a smoothed n-gram model (the known ones bind
// KenLM through cgo), so this one is written here from Chen & Goodman's
// definition, with tests against hand-computed probabilities. Witten–Bell
// rather than modified Kneser–Ney: it needs no discounts estimated from
// count-of-counts, which are unreliable on the small in-domain samples
// Moore–Lewis selection trains on.
//
// Word ids are small integers given by a Vocab; ids 0, 1 and 2 are
// <unk>, <s> and </s>. An LM is immutable once built and safe for
// concurrent use.
type LM struct {
	order int
	v     float64              // vocabulary size for the uniform floor
	ngram []map[uint64]uint32  // ngram[k]: counts of (k+1)-grams
	ctx   []map[uint64]ctxStat // ctx[k]: stats of k-word histories (k ≥ 1)
	n, t  float64              // unigram totals N and T
}

type ctxStat struct{ count, types uint32 }

// Special word ids.
const (
	Unk = 0 // unknown word
	BOS = 1 // start of sentence <s>
	EOS = 2 // end of sentence </s>
)

// idBits is the width of one word id in a packed n-gram key; order × idBits ≤ 64.
const idBits = 21

// MaxVocab is the largest vocabulary an LM accepts (ids fit idBits bits).
const MaxVocab = 1<<idBits - 1

// MaxOrder is the largest n-gram order.
const MaxOrder = 64 / idBits

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

func pack(ids []int32) uint64 {
	var k uint64
	for _, id := range ids {
		k = k<<idBits | uint64(id)
	}
	return k
}

// TrainLM counts the sentences (word ids without <s> and </s>, which are
// added) into an interpolated Witten–Bell model of the given order over a
// vocabulary of vocabSize ids.
func TrainLM(order, vocabSize int, sentences [][]int32) (*LM, error) {
	if order < 1 || order > MaxOrder {
		return nil, fmt.Errorf("mpeda: language model order %d out of range 1..%d", order, MaxOrder)
	}
	if vocabSize < 3 || vocabSize > MaxVocab {
		return nil, fmt.Errorf("mpeda: vocabulary size %d out of range 3..%d", vocabSize, MaxVocab)
	}
	m := &LM{order: order, v: float64(vocabSize - 1)} // every id but <s> can be predicted
	m.ngram = make([]map[uint64]uint32, order)
	m.ctx = make([]map[uint64]ctxStat, order)
	for k := range order {
		m.ngram[k] = map[uint64]uint32{}
		m.ctx[k] = map[uint64]ctxStat{}
	}
	var buf []int32
	for _, s := range sentences {
		buf = pad(buf[:0], order, s)
		for i := order - 1; i < len(buf); i++ {
			if buf[i] < 0 || int(buf[i]) >= vocabSize {
				return nil, fmt.Errorf("mpeda: word id %d outside the vocabulary of %d", buf[i], vocabSize)
			}
			for k := 0; k < order; k++ { // (k+1)-gram ending at i
				g := buf[i-k : i+1]
				key := pack(g)
				c := m.ngram[k][key]
				m.ngram[k][key] = c + 1
				if k == 0 {
					m.n++
					if c == 0 {
						m.t++
					}
					continue
				}
				h := pack(g[:k])
				st := m.ctx[k][h]
				st.count++
				if c == 0 {
					st.types++
				}
				m.ctx[k][h] = st
			}
		}
	}
	if m.n == 0 {
		return nil, errors.New("mpeda: no text to train a language model on")
	}
	return m, nil
}

// pad appends order−1 <s>, the sentence and </s> to dst.
func pad(dst []int32, order int, s []int32) []int32 {
	for range order - 1 {
		dst = append(dst, BOS)
	}
	dst = append(dst, s...)
	return append(dst, EOS)
}

// Prob returns P(w | history), using at most the last order−1 words of
// history.
func (m *LM) Prob(w int32, history []int32) float64 {
	if len(history) > m.order-1 {
		history = history[len(history)-(m.order-1):]
	}
	c := float64(m.ngram[0][pack([]int32{w})])
	p := (c + m.t/m.v) / (m.n + m.t)
	var g [MaxOrder]int32
	for k := 1; k <= len(history); k++ { // history of k words
		h := history[len(history)-k:]
		st, ok := m.ctx[k][pack(h)]
		if !ok || st.count == 0 {
			continue // unseen history: the shorter one's estimate stands
		}
		copy(g[:], h)
		g[k] = w
		c := float64(m.ngram[k][pack(g[:k+1])])
		p = (c + float64(st.types)*p) / (float64(st.count) + float64(st.types))
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
	buf = pad(buf, m.order, s)
	if scratch != nil {
		*scratch = buf
	}
	var lp float64
	for i := m.order - 1; i < len(buf); i++ {
		lp += math.Log2(m.Prob(buf[i], buf[i-(m.order-1):i]))
	}
	return lp, len(s) + 1
}

// Order is the model's n-gram order.
func (m *LM) Order() int { return m.order }
