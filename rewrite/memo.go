package rewrite

import (
	"sync"

	"github.com/parmesan-mt/parmesan/paraphrase"
)

// The reference-side words a pair's word lookups start from: each
// reference token is asked for by its key (keyOf), its lower-case form
// (lowOf) and its positive key (posOf: a negated word's lemma), always
// with its own part of speech.
const (
	keyOf = iota
	lowOf
	posOf
	wordKinds
)

// wordMemo keeps the lexicon's answers to the word lookups of one
// reference (lookup(lex, a, b, upos) with a one of the reference token's
// words, upos its part of speech), by reference position, kind and the
// hypothesis word b: the hypotheses of the systems a reference is
// rewritten toward share most of their words, and the alignment's refine
// and the word loop ask for the same pair in one sentence pair. A lexicon
// is not written once in use (sameLexicon), so its answer to one question
// never changes. Safe for concurrent use.
type wordMemo struct {
	lex Lexicon
	mu  sync.Mutex
	at  []map[string]uint16 // by position*wordKinds+kind; the answer's Source, and memoFound
	// The phrase pass's lookups (spanPair: lex.Lookup(a, b), a a
	// reference phrase of n ≤ maxPhrase tokens at j by its lower-case
	// forms or keys), by (j*maxPhrase+n-1)*2+x (x: 0 forms, 1 keys);
	// made at the first.
	phr []map[string]uint16
	n   int // the reference's length
}

// memoFound marks an answer whose pair was found (its Source may be 0).
const memoFound = 1 << 8

func newWordMemo(lex Lexicon, n int) *wordMemo {
	return &wordMemo{lex: lex, at: make([]map[string]uint16, n*wordKinds), n: n}
}

// lookup is lookup(m.lex, a, b, upos) for reference position j's word a
// of kind kind (a and upos are the position's: keyOf, lowOf, posOf),
// asked of the lexicon once. A nil memo asks lex every time.
func (m *wordMemo) lookup(lex Lexicon, j, kind int, a, b, upos string) (paraphrase.Source, bool) {
	if m == nil {
		return lookup(lex, a, b, upos)
	}
	k := j*wordKinds + kind
	m.mu.Lock()
	v, ok := m.at[k][b]
	m.mu.Unlock()
	if ok {
		return paraphrase.Source(v), v&memoFound != 0
	}
	src, found := lookup(m.lex, a, b, upos)
	v = uint16(src)
	if found {
		v |= memoFound
	}
	m.mu.Lock()
	if m.at[k] == nil {
		m.at[k] = map[string]uint16{}
	}
	m.at[k][b] = v
	m.mu.Unlock()
	return src, found
}

// phrase is m.lex.Lookup(a, b) for the reference phrase a of n tokens at
// j (1 ≤ n ≤ maxPhrase) by its lower-case forms (x 0) or its keys (x 1),
// asked of the lexicon once. A nil memo asks lex every time.
func (m *wordMemo) phrase(lex Lexicon, j, n, x int, a, b string) (paraphrase.Source, bool) {
	if m == nil || n < 1 || n > maxPhrase {
		return lex.Lookup(a, b)
	}
	k := (j*maxPhrase+n-1)*2 + x
	m.mu.Lock()
	var v uint16
	ok := false
	if m.phr != nil {
		v, ok = m.phr[k][b]
	}
	m.mu.Unlock()
	if ok {
		return paraphrase.Source(v), v&memoFound != 0
	}
	src, found := m.lex.Lookup(a, b)
	v = uint16(src)
	if found {
		v |= memoFound
	}
	m.mu.Lock()
	if m.phr == nil {
		m.phr = make([]map[string]uint16, m.n*maxPhrase*2)
	}
	if m.phr[k] == nil {
		m.phr[k] = map[string]uint16{}
	}
	m.phr[k][b] = v
	m.mu.Unlock()
	return src, found
}
