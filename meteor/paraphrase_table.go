package meteor

import (
	"errors"
	"slices"
	"strings"
	"sync"
	"unsafe"
)

// Paraphrase tables in flat arrays (spec §4.4).
//
// The reference keeps a trie of A-phrases over word ids (one vocabulary
// for both sides, keyed by the exact string), the records ending at each
// trie node in file order, and the B-phrase of every record. Real tables
// have tens of millions of records, so a frozen ParaphraseTable holds only
// a handful of int32 arrays, which are also the compiled file format
// (CompileParaphraseTable): opening a compiled table maps the file and
// points the arrays into the mapping, with no parsing.
//
//   - Vocabulary: word ids are ranks in byte-wise sorted order. The
//     strings are concatenated in words, word i being
//     words[wordStart[i]:wordStart[i+1]]. Lookups go through an
//     open-addressing hash table (slots, a power of two long, load ≤ 1/2,
//     linear probing, FNV-1a; the hash is part of the file format).
//   - Trie: nodes are numbered breadth first, children by word id, so the
//     children of node n are the consecutive nodes
//     childStart[n] ≤ c < childStart[n+1], and edgeWord[c] is the word on
//     the edge into c (sorted within a node: binary search). root[w] is
//     the child of the root for word w (or -1), one array access for the
//     most frequent step.
//   - Records: recPhr[recStart[n]:recStart[n+1]] lists, in file order,
//     one entry per record whose A-phrase ends at node n (duplicates
//     kept). An entry is the id of the record's B-phrase, since the B-phrase
//     is all the matcher needs of a record. B-phrases are stored once each,
//     phrase p being phrWords[phrStart[p]:phrStart[p+1]] (never empty).
//
// Building streams: Add interns words (one string per distinct word) and
// phrases (a flat hash set of id sequences) and appends two phrase ids per
// record. freeze then sorts the vocabulary, builds the trie level by level
// with stable counting sorts of the distinct A-phrases keyed by (parent
// node, next word) — linear in the number of A-phrase words — and groups
// the records by their node with one more counting sort, which keeps file
// order. Memory is a few int32 per record and per distinct phrase word.

// ParaphraseTable is a paraphrase table ready for matching (spec §4.4).
//
// A table is built with Add (or read by LoadParaphraseTable) and frozen
// into flat arrays when a Scorer first uses it; from then on it is
// immutable and safe for concurrent use. A table opened from a compiled
// file (OpenCompiledParaphraseTable) aliases the memory-mapped file and
// must not be used after Close.
type ParaphraseTable struct {
	// Records is the number of records.
	Records int

	mu     sync.Mutex
	b      *ptabBuilder // build state; nil once frozen
	frozen bool

	words      []byte  // vocabulary strings, concatenated in sorted order
	wordStart  []int32 // [nVocab+1]
	slots      []int32 // hash table: word id or -1; power-of-two length
	root       []int32 // [nVocab] child of the root per word, or -1
	childStart []int32 // [nNodes+1]
	edgeWord   []int32 // [nNodes] word on the edge into each node (-1 for the root)
	recStart   []int32 // [nNodes+1]
	recPhr     []int32 // [Records] B-phrase id of each record, grouped by node
	phrStart   []int32 // [nPhrases+1]
	phrWords   []int32

	unmap func() error // releases a memory-mapped compiled file
}

// ErrEmptyPhrase is returned by Add for a record with an empty phrase;
// the reference would hang on such a record (spec §4.4).
var ErrEmptyPhrase = errors.New("meteor: empty paraphrase phrase (the reference scorer can hang on it)")

// ErrTableTooLarge is returned by Add when a table outgrows the 32-bit
// offsets of the flat layout (2³¹ records, words or vocabulary bytes).
var ErrTableTooLarge = errors.New("meteor: paraphrase table too large (more than 2^31 records, phrase words or vocabulary bytes)")

// NewParaphraseTable returns an empty table to be filled with Add.
func NewParaphraseTable() *ParaphraseTable {
	t := &ParaphraseTable{b: newPtabBuilder()}
	t.setEmpty()
	return t
}

// setEmpty makes the frozen arrays those of a table without records, so
// that lookups on an unfrozen or closed table find nothing.
func (t *ParaphraseTable) setEmpty() {
	t.words, t.wordStart, t.slots, t.root = nil, []int32{0}, []int32{-1, -1}, nil
	t.childStart, t.edgeWord, t.recStart, t.recPhr = []int32{1, 1}, []int32{-1}, []int32{0, 0}, nil
	t.phrStart, t.phrWords = []int32{0}, nil
}

// VocabSize is the number of distinct words in the table; word ids are
// below it.
func (t *ParaphraseTable) VocabSize() int {
	if t.b != nil {
		return len(t.b.names)
	}
	return len(t.wordStart) - 1
}

// word returns the string of a word id of a frozen table.
func (t *ParaphraseTable) word(id int32) string {
	s, e := t.wordStart[id], t.wordStart[id+1]
	if s == e {
		return ""
	}
	return unsafe.String(&t.words[s], int(e-s))
}

// wordHash is the vocabulary hash of the compiled format (FNV-1a, 64 bits,
// folded). Changing it changes the format version.
func wordHash(w string) uint32 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(w); i++ {
		h ^= uint64(w[i])
		h *= 1099511628211
	}
	return uint32(h ^ h>>32)
}

// lookup returns the id of a word, or -1 (spec §4.4: unknown words never
// match). The table must be frozen.
func (t *ParaphraseTable) lookup(w string) int32 {
	mask := uint32(len(t.slots) - 1)
	i := wordHash(w) & mask
	for range t.slots {
		id := t.slots[i]
		if id < 0 {
			return -1
		}
		if t.word(id) == w {
			return id
		}
		i = (i + 1) & mask
	}
	return -1
}

// wordIDs appends the ids of words to dst (-1 for unknown words).
func (t *ParaphraseTable) wordIDs(words []string, dst []int32) []int32 {
	for _, w := range words {
		dst = append(dst, t.lookup(w))
	}
	return dst
}

// child follows the edge from node by word, or returns -1. The root is
// node 0.
func (t *ParaphraseTable) child(node, word int32) int32 {
	if word < 0 {
		return -1
	}
	if node == 0 {
		if int(word) < len(t.root) {
			return t.root[word]
		}
		return -1
	}
	lo, hi := t.childStart[node], t.childStart[node+1]
	for lo < hi {
		m := int32(uint32(lo+hi) >> 1)
		switch w := t.edgeWord[m]; {
		case w == word:
			return m
		case w < word:
			lo = m + 1
		default:
			hi = m
		}
	}
	return -1
}

// records lists the records whose A-phrase ends at node, in file order,
// each as the id of its B-phrase (for phraseB).
func (t *ParaphraseTable) records(node int32) []int32 {
	return t.recPhr[t.recStart[node]:t.recStart[node+1]]
}

// phraseB returns the word ids of a B-phrase listed by records.
func (t *ParaphraseTable) phraseB(rec int32) []int32 {
	return t.phrWords[t.phrStart[rec]:t.phrStart[rec+1]]
}

// Each calls fn for every record of the table, A-phrase and B-phrase
// with their words joined by single spaces, records of one A-phrase in
// file order, A-phrases in the trie's order (not the file's). It stops at
// the first error fn returns. The strings are copies, valid after Close.
// It freezes the table and is safe for concurrent use. A compiled table
// whose trie is not a tree is an error.
func (t *ParaphraseTable) Each(fn func(a, b string) error) error {
	t.freeze()
	nn := len(t.childStart) - 1
	parent := make([]int32, nn)
	for n := 0; n < nn; n++ {
		for c := t.childStart[n]; c < t.childStart[n+1]; c++ {
			if int(c) <= n {
				return errors.New("meteor: paraphrase table: trie node listed as a child of a later node")
			}
			parent[c] = int32(n)
		}
	}
	var ws []string
	var sb strings.Builder
	for n := 1; n < nn; n++ {
		recs := t.records(int32(n))
		if len(recs) == 0 {
			continue
		}
		ws = ws[:0]
		for c := int32(n); c > 0; c = parent[c] {
			ws = append(ws, t.word(t.edgeWord[c]))
		}
		slices.Reverse(ws)
		a := strings.Clone(strings.Join(ws, " ")) // never alias a mapped file
		for _, r := range recs {
			sb.Reset()
			for i, w := range t.phraseB(r) {
				if i > 0 {
					sb.WriteByte(' ')
				}
				sb.WriteString(t.word(w))
			}
			if err := fn(a, sb.String()); err != nil {
				return err
			}
		}
	}
	return nil
}
