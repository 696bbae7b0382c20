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
// reference (LookupPOS(lex, a, b, upos) with a one of the reference token's
// words, upos its part of speech), by reference position, kind and the
// hypothesis word b: the hypotheses of the systems a reference is
// rewritten toward share most of their words, and the alignment's refine
// and the word loop ask for the same pair in one sentence pair. A lexicon
// is not written once in use (sameLexicon), so its answer to one question
// never changes. One map per reference, made at the first lookup (a map
// per position and kind cost 50 MB more on WMT23 en-cs). Safe for
// concurrent use.
type wordMemo struct {
	lex Lexicon
	mu  sync.Mutex
	at  map[memoKey]uint16 // the answer's Source, and memoFound
	// spanPair's answers for this reference's phrases (phrase), made at
	// the first: the systems' hypotheses share their phrases as they
	// share their words (on WMT23 en-cs about half of spanPair's
	// questions were asked before, by another system's hypothesis).
	spans map[spanKey]uint16
}

// spanKey is spanPair's question: the reference phrase (its position and
// length, numbered as askTable numbers them) and the hypothesis phrase's
// lower-case forms and keys, joined.
type spanKey struct {
	k        int32
	low, key string
}

// span returns spanPair's answer kept for the reference phrase k (j*maxPhrase+n-1)
// and the hypothesis phrase of lower-case forms low and keys key; ok is
// false when none is kept.
func (m *wordMemo) span(k int, low, key string) (src paraphrase.Source, found, ok bool) {
	m.mu.Lock()
	v, ok := m.spans[spanKey{int32(k), low, key}]
	m.mu.Unlock()
	return paraphrase.Source(v), v&memoFound != 0, ok
}

// putSpan keeps spanPair's answer for the phrases of span.
func (m *wordMemo) putSpan(k int, low, key string, src paraphrase.Source, found bool) {
	v := uint16(src)
	if found {
		v |= memoFound
	}
	m.mu.Lock()
	if m.spans == nil {
		m.spans = map[spanKey]uint16{}
	}
	m.spans[spanKey{int32(k), low, key}] = v
	m.mu.Unlock()
}

// memoKey is a word lookup's question: the reference position and kind
// (position*wordKinds+kind) and the hypothesis word; or, with veto set, a
// Vetoer's question on the pair found with sources src (vetoes).
type memoKey struct {
	k    int32
	veto bool
	src  paraphrase.Source
	b    string
}

// memoFound marks an answer whose pair was found (its Source may be 0).
const memoFound = 1 << 8

func newWordMemo(lex Lexicon) *wordMemo { return &wordMemo{lex: lex} }

// lookup is LookupPOS(m.lex, a, b, upos) for reference position j's word a
// of kind kind (a and upos are the position's: keyOf, lowOf, posOf),
// asked of the lexicon once. A nil memo asks lex every time.
func (m *wordMemo) lookup(lex Lexicon, j, kind int, a, b, upos string) (paraphrase.Source, bool) {
	if m == nil {
		return LookupPOS(lex, a, b, upos)
	}
	key := memoKey{k: int32(j*wordKinds + kind), b: b}
	if v, ok := m.get(key); ok {
		return paraphrase.Source(v), v&memoFound != 0
	}
	src, found := LookupPOS(m.lex, a, b, upos)
	v := uint16(src)
	if found {
		v |= memoFound
	}
	m.put(key, v)
	return src, found
}

// get returns the answer kept for key.
func (m *wordMemo) get(key memoKey) (uint16, bool) {
	m.mu.Lock()
	v, ok := m.at[key]
	m.mu.Unlock()
	return v, ok
}

// put keeps the answer v for key.
func (m *wordMemo) put(key memoKey, v uint16) {
	m.mu.Lock()
	if m.at == nil {
		m.at = map[memoKey]uint16{}
	}
	m.at[key] = v
	m.mu.Unlock()
}

// vetoes is vetoes(lex, a, b, upos, src) for reference position j's key
// a of kind kind (keyOf or posOf; upos is the position's), asked of the
// lexicon once: a Vetoer is a lexicon, not written once in use, so its
// answer to one question never changes either (pipeline's homonym check
// looks both words up in a dictionary and WordNet). A nil memo asks lex
// every time.
func (m *wordMemo) vetoes(lex Lexicon, j, kind int, a, b, upos string, src paraphrase.Source) bool {
	if m == nil {
		return vetoes(lex, a, b, upos, src)
	}
	if _, ok := m.lex.(Vetoer); !ok {
		return false
	}
	key := memoKey{k: int32(j*wordKinds + kind), veto: true, src: src, b: b}
	if v, ok := m.get(key); ok {
		return v != 0
	}
	veto := vetoes(m.lex, a, b, upos, src)
	var v uint16
	if veto {
		v = 1
	}
	m.put(key, v)
	return veto
}
