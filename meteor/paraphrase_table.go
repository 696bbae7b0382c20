package meteor

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"os"
	"slices"
	"strings"
	"sync"
	"unsafe"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/jvm"
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

// LoadParaphraseTable reads a paraphrase table: the compiled form
// (CompileParaphraseTable, recognised by its magic bytes, memory-mapped as
// by OpenCompiledParaphraseTable) or a Meteor-format table, gzip or plain
// text. A Meteor-format table is read in one streaming pass.
func LoadParaphraseTable(path string) (*ParaphraseTable, error) {
	if isCompiledTable(path) {
		return OpenCompiledParaphraseTable(path)
	}
	f, err := data.OpenParaphrases(path)
	if err != nil {
		return nil, fmt.Errorf("meteor: paraphrase table: %w", err)
	}
	// Decompress in a second goroutine, one buffer ahead of the parser.
	pr, pw := io.Pipe()
	done := make(chan struct{})
	go func() {
		_, err := io.CopyBuffer(pw, f, make([]byte, 1<<20))
		pw.CloseWithError(err)
		close(done)
	}()
	defer func() {
		pr.Close() // stops the copy if the parser gave up early
		<-done
		f.Close()
	}()
	t := NewParaphraseTable()
	err = data.ReadParaphrases(pr, path, func(r data.ParaphraseRecord) error {
		return t.Add(r.A, r.B)
	})
	if err != nil {
		return nil, err
	}
	t.freeze()
	return t, nil
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

// freeze turns the build state into the flat arrays; no record can be
// added afterwards. It is idempotent and safe for concurrent use.
func (t *ParaphraseTable) freeze() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.frozen {
		return
	}
	t.frozen = true
	bl := t.b
	t.b = nil
	if bl == nil {
		return
	}
	nv := len(bl.names)

	// Vocabulary in sorted order; rank maps build ids to final ids.
	order := make([]int32, nv)
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(x, y int32) int { return strings.Compare(bl.names[x], bl.names[y]) })
	rank := make([]int32, nv)
	t.words = make([]byte, 0, bl.vocabBytes)
	t.wordStart = make([]int32, nv+1)
	for r, id := range order {
		rank[id] = int32(r)
		t.words = append(t.words, bl.names[id]...)
		t.wordStart[r+1] = int32(len(t.words))
	}
	order = nil
	bl.vocab, bl.names = nil, nil
	t.slots = buildWordSlots(t)
	pool := &bl.pool
	pool.slots = nil
	for i, id := range pool.words {
		pool.words[i] = rank[id]
	}
	rank = nil

	// The trie over the distinct A-phrases, one level per pass.
	np := pool.len()
	isA := make([]bool, np)
	nA := 0
	for _, p := range bl.aPhr {
		if !isA[p] {
			isA[p] = true
			nA++
		}
	}
	cur := make([]trieEntry, 0, nA)
	for p, a := range isA {
		if a {
			cur = append(cur, trieEntry{int32(p), 0})
		}
	}
	isA = nil
	phraseNode := make([]int32, np)
	t.root = make([]int32, nv)
	for i := range t.root {
		t.root[i] = -1
	}
	edgeWord := []int32{-1}
	nchild := []int32{0}
	tmp := make([]trieEntry, len(cur))
	var count []int32
	parLo, parHi := int32(0), int32(1)
	for d := int32(0); len(cur) > 0; d++ {
		key := func(e trieEntry) int32 { return pool.words[pool.start[e.p]+d] }
		count = sortLevel(cur, tmp[:len(cur)], key, nv, parLo, parHi, count)
		next := cur[:0]
		prevPar, prevW, node := int32(-1), int32(-1), int32(-1)
		for _, e := range cur {
			w := key(e)
			if e.par != prevPar || w != prevW {
				node = int32(len(edgeWord))
				edgeWord = append(edgeWord, w)
				nchild = append(nchild, 0)
				nchild[e.par]++
				if d == 0 {
					t.root[w] = node
				}
				prevPar, prevW = e.par, w
			}
			if pool.start[e.p+1]-pool.start[e.p] == d+1 {
				phraseNode[e.p] = node
			} else {
				next = append(next, trieEntry{e.p, node})
			}
		}
		parLo, parHi = parHi, int32(len(edgeWord))
		cur = next
	}
	cur, tmp, count = nil, nil, nil
	nn := len(edgeWord)
	t.edgeWord = slices.Clip(edgeWord)
	t.childStart = make([]int32, nn+1)
	t.childStart[0] = 1
	for n, c := range nchild {
		t.childStart[n+1] = t.childStart[n] + c
	}
	nchild = nil

	// Records grouped by node, file order within a node (a stable
	// counting sort), as B-phrase ids.
	t.recStart = make([]int32, nn+1)
	for _, p := range bl.aPhr {
		t.recStart[phraseNode[p]+1]++
	}
	for n := 0; n < nn; n++ {
		t.recStart[n+1] += t.recStart[n]
	}
	fill := slices.Clone(t.recStart[:nn])
	t.recPhr = make([]int32, len(bl.aPhr))
	for r, p := range bl.aPhr {
		n := phraseNode[p]
		t.recPhr[fill[n]] = bl.bPhr[r]
		fill[n]++
	}
	fill, phraseNode = nil, nil
	bl.aPhr, bl.bPhr = nil, nil

	// Keep only the B-phrases, numbered in the order the records use them.
	newID := make([]int32, np)
	for i := range newID {
		newID[i] = -1
	}
	t.phrStart = []int32{0}
	t.phrWords = nil
	for i, p := range t.recPhr {
		if newID[p] < 0 {
			newID[p] = int32(len(t.phrStart) - 1)
			t.phrWords = append(t.phrWords, pool.phrase(p)...)
			t.phrStart = append(t.phrStart, int32(len(t.phrWords)))
		}
		t.recPhr[i] = newID[p]
	}
	t.phrStart, t.phrWords = slices.Clip(t.phrStart), slices.Clip(t.phrWords)
}

// trieEntry is a distinct A-phrase and the trie node of its prefix.
type trieEntry struct{ p, par int32 }

// sortLevel sorts the entries of one trie level by (parent node, word),
// stably: entries arrive grouped by parent (parents in [parLo, parHi)).
// Large levels take two counting sorts (by word, then by parent), small
// ones a comparison sort. count is a reusable buffer.
func sortLevel(cur, tmp []trieEntry, key func(trieEntry) int32, nv int, parLo, parHi int32, count []int32) []int32 {
	if len(cur)*8 < nv {
		slices.SortStableFunc(cur, func(x, y trieEntry) int {
			if x.par != y.par {
				return int(x.par - y.par)
			}
			return int(key(x) - key(y))
		})
		return count
	}
	count = countingSort(cur, tmp, func(e trieEntry) int32 { return key(e) }, nv, count)
	if parHi-parLo == 1 {
		copy(cur, tmp)
		return count
	}
	return countingSort(tmp, cur, func(e trieEntry) int32 { return e.par - parLo }, int(parHi-parLo), count)
}

// countingSort stably sorts src into dst by key in [0, n).
func countingSort(src, dst []trieEntry, key func(trieEntry) int32, n int, count []int32) []int32 {
	if cap(count) < n+1 {
		count = make([]int32, n+1)
	}
	count = count[:n+1]
	clear(count)
	for _, e := range src {
		count[key(e)+1]++
	}
	for i := 1; i <= n; i++ {
		count[i] += count[i-1]
	}
	for _, e := range src {
		k := key(e)
		dst[count[k]] = e
		count[k]++
	}
	return count
}

// buildWordSlots builds the vocabulary hash table of a table whose words
// and wordStart are set.
func buildWordSlots(t *ParaphraseTable) []int32 {
	nv := len(t.wordStart) - 1
	size := 2
	for size < 2*nv {
		size *= 2
	}
	slots := make([]int32, size)
	for i := range slots {
		slots[i] = -1
	}
	mask := uint32(size - 1)
	for id := 0; id < nv; id++ {
		i := wordHash(t.word(int32(id))) & mask
		for slots[i] >= 0 {
			i = (i + 1) & mask
		}
		slots[i] = int32(id)
	}
	return slots
}

// The compiled format (version 2), all integers little-endian:
//
//	offset  size
//	0       4     magic "PTAB"
//	4       4     version (2)
//	8       4     number of sections (10)
//	12      4     reserved (0)
//	16      8     file size in bytes
//	24      8     number of records
//	32      8×10  section lengths, in elements
//	112           the sections, in this order, each starting at a
//	              multiple of 8 (zero padding between them):
//	                words       bytes   vocabulary strings, sorted
//	                wordStart   int32   [nVocab+1]
//	                slots       int32   vocabulary hash table (power of two)
//	                root        int32   [nVocab]
//	                childStart  int32   [nNodes+1]
//	                edgeWord    int32   [nNodes]
//	                recStart    int32   [nNodes+1]
//	                recPhr      int32   [records]
//	                phrStart    int32   [nPhrases+1]
//	                phrWords    int32
//	end-4   4     CRC-32 (IEEE) of all bytes before it
//
// The arrays are those of a frozen ParaphraseTable (see the top of this
// file). Opening checks the size, the checksum and every offset and index,
// so that no lookup can leave the arrays.
const (
	ptabMagic     = data.CompiledTableMagic
	ptabVersion   = 2
	ptabSections  = 10
	ptabHeaderLen = 32 + 8*ptabSections
)

// isCompiledTable reports whether path starts with the compiled magic.
func isCompiledTable(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	var m [4]byte
	_, err = io.ReadFull(f, m[:])
	return err == nil && string(m[:]) == ptabMagic
}

func (t *ParaphraseTable) int32Sections() [ptabSections - 1][]int32 {
	return [...][]int32{t.wordStart, t.slots, t.root, t.childStart, t.edgeWord, t.recStart, t.recPhr, t.phrStart, t.phrWords}
}

func pad8(n int) int { return (8 - n%8) % 8 }

// CompileParaphraseTable writes src in the compiled format, which
// OpenCompiledParaphraseTable (and LoadParaphraseTable) open without
// parsing. It freezes src (no record can be added afterwards). The
// output is the same for a table read from text and for its compiled
// form.
func CompileParaphraseTable(src *ParaphraseTable, w io.Writer) error {
	src.freeze()
	secs := src.int32Sections()
	size := ptabHeaderLen + len(src.words) + pad8(len(src.words))
	for _, s := range secs {
		size += 4*len(s) + pad8(4*len(s))
	}
	size += 4
	hdr := make([]byte, ptabHeaderLen)
	copy(hdr, ptabMagic)
	binary.LittleEndian.PutUint32(hdr[4:], ptabVersion)
	binary.LittleEndian.PutUint32(hdr[8:], ptabSections)
	binary.LittleEndian.PutUint64(hdr[16:], uint64(size))
	binary.LittleEndian.PutUint64(hdr[24:], uint64(src.Records))
	binary.LittleEndian.PutUint64(hdr[32:], uint64(len(src.words)))
	for i, s := range secs {
		binary.LittleEndian.PutUint64(hdr[40+8*i:], uint64(len(s)))
	}
	crc := crc32.NewIEEE()
	out := io.MultiWriter(w, crc)
	var zeros [8]byte
	write := func(b []byte) error {
		if _, err := out.Write(b); err != nil {
			return err
		}
		_, err := out.Write(zeros[:pad8(len(b))])
		return err
	}
	if err := write(hdr); err != nil {
		return err
	}
	if err := write(src.words); err != nil {
		return err
	}
	buf := make([]byte, 0, 1<<16)
	for _, s := range secs {
		if nativeLittleEndian && len(s) > 0 {
			if err := write(unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), 4*len(s))); err != nil {
				return err
			}
			continue
		}
		pad := pad8(4 * len(s))
		for len(s) > 0 {
			n := min(len(s), cap(buf)/4)
			buf = buf[:0]
			for _, x := range s[:n] {
				buf = binary.LittleEndian.AppendUint32(buf, uint32(x))
			}
			if _, err := out.Write(buf); err != nil {
				return err
			}
			s = s[n:]
		}
		if _, err := out.Write(zeros[:pad]); err != nil {
			return err
		}
	}
	var sum [4]byte
	binary.LittleEndian.PutUint32(sum[:], crc.Sum32())
	_, err := w.Write(sum[:])
	return err
}

// OpenCompiledParaphraseTable opens a table written by
// CompileParaphraseTable. The file is memory-mapped (read into memory
// where mapping is not possible) and the table's arrays point into it;
// the size, checksum and every offset are checked first, and a bad file
// gives an error naming it. Close releases the mapping: the table must
// not be used after Close.
func OpenCompiledParaphraseTable(path string) (*ParaphraseTable, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("meteor: paraphrase table: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("meteor: paraphrase table: %w", err)
	}
	if st.Size() < ptabHeaderLen+4 || st.Size() > math.MaxInt {
		return nil, badTable(path, fmt.Sprintf("size %d bytes", st.Size()))
	}
	b, unmap, err := mapFile(f, int(st.Size()))
	if err != nil {
		if b, err = io.ReadAll(f); err != nil {
			return nil, fmt.Errorf("meteor: paraphrase table: %s: %w", path, err)
		}
		unmap = nil
	}
	t, err := decodeCompiled(b, path)
	if err != nil {
		if unmap != nil {
			unmap()
		}
		return nil, err
	}
	t.unmap = unmap
	return t, nil
}

// Close releases the memory mapping of a table opened from a compiled
// file; the table must not be used afterwards (it is emptied, but Scorers
// holding it may be in the middle of a lookup). Close on any other table
// does nothing.
func (t *ParaphraseTable) Close() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.unmap == nil {
		return nil
	}
	t.setEmpty()
	err := t.unmap()
	t.unmap = nil
	if err != nil {
		return fmt.Errorf("meteor: paraphrase table: %w", err)
	}
	return nil
}

// CompiledTableError reports a compiled paraphrase table that cannot be
// used: wrong magic, version, size or checksum, or an inconsistent array.
type CompiledTableError struct {
	File string // the file's path
	Msg  string // what is wrong with it
}

func (e *CompiledTableError) Error() string {
	return fmt.Sprintf("meteor: %s: not a valid compiled paraphrase table: %s", e.File, e.Msg)
}

func badTable(path, msg string) error { return &CompiledTableError{File: path, Msg: msg} }

var nativeLittleEndian = func() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}()

// decodeCompiled points a table's arrays into b, the whole compiled file,
// after checking it.
func decodeCompiled(b []byte, path string) (*ParaphraseTable, error) {
	if len(b) < ptabHeaderLen+4 || string(b[:4]) != ptabMagic {
		return nil, badTable(path, "bad magic or too short")
	}
	le := binary.LittleEndian
	if v := le.Uint32(b[4:]); v != ptabVersion {
		return nil, badTable(path, fmt.Sprintf("format version %d, want %d (recompile it)", v, ptabVersion))
	}
	if n := le.Uint32(b[8:]); n != ptabSections {
		return nil, badTable(path, fmt.Sprintf("%d sections, want %d", n, ptabSections))
	}
	if size := le.Uint64(b[16:]); size != uint64(len(b)) {
		return nil, badTable(path, fmt.Sprintf("truncated or extended: %d bytes, header says %d", len(b), size))
	}
	body := b[:len(b)-4]
	if crc32.ChecksumIEEE(body) != le.Uint32(b[len(b)-4:]) {
		return nil, badTable(path, "checksum mismatch (corrupt file)")
	}
	records := le.Uint64(b[24:])
	if records > math.MaxInt32 {
		return nil, badTable(path, "too many records")
	}
	t := &ParaphraseTable{Records: int(records), frozen: true}
	off := ptabHeaderLen
	take := func(elems uint64, size int) ([]byte, bool) {
		if elems > uint64(len(body)-off)/uint64(size) {
			return nil, false
		}
		n := int(elems) * size
		s := body[off : off+n]
		off += n + pad8(n)
		if off > len(body) {
			off = len(body)
		}
		return s, true
	}
	words, ok := take(le.Uint64(b[32:]), 1)
	if !ok {
		return nil, badTable(path, "section overruns the file")
	}
	t.words = words
	var arrays [ptabSections - 1][]int32
	for i := range arrays {
		raw, ok := take(le.Uint64(b[40+8*i:]), 4)
		if !ok {
			return nil, badTable(path, "section overruns the file")
		}
		arrays[i] = int32s(raw)
	}
	if off != len(body) {
		return nil, badTable(path, "sections do not fill the file")
	}
	t.wordStart, t.slots, t.root, t.childStart, t.edgeWord, t.recStart, t.recPhr, t.phrStart, t.phrWords =
		arrays[0], arrays[1], arrays[2], arrays[3], arrays[4], arrays[5], arrays[6], arrays[7], arrays[8]
	if err := t.validate(); err != nil {
		return nil, badTable(path, err.Error())
	}
	return t, nil
}

// int32s views little-endian bytes as []int32, aliasing them when they are
// aligned on a little-endian machine and copying otherwise.
func int32s(raw []byte) []int32 {
	n := len(raw) / 4
	if n == 0 {
		return []int32{}
	}
	if nativeLittleEndian && uintptr(unsafe.Pointer(&raw[0]))%4 == 0 {
		return unsafe.Slice((*int32)(unsafe.Pointer(&raw[0])), n)
	}
	a := make([]int32, n)
	for k := range a {
		a[k] = int32(binary.LittleEndian.Uint32(raw[4*k:]))
	}
	return a
}

// validate checks every offset and index of a frozen table, so that no
// lookup can index out of range, loop forever or read an empty B-phrase.
func (t *ParaphraseTable) validate() error {
	nv := len(t.wordStart) - 1
	nn := len(t.childStart) - 1
	np := len(t.phrStart) - 1
	switch {
	case nv < 0 || np < 0 || nn < 1:
		return errors.New("empty offset array")
	case len(t.root) != nv:
		return errors.New("root array size")
	case len(t.edgeWord) != nn || len(t.recStart) != nn+1:
		return errors.New("node array sizes")
	case len(t.recPhr) != t.Records:
		return errors.New("record count")
	case len(t.slots) < 2 || len(t.slots)&(len(t.slots)-1) != 0 || len(t.slots) < nv:
		return errors.New("hash table size")
	}
	if !offsets(t.wordStart, 0, len(t.words), false) {
		return errors.New("bad word offsets")
	}
	if !offsets(t.childStart, 1, nn, false) {
		return errors.New("bad child offsets")
	}
	if !offsets(t.recStart, 0, len(t.recPhr), false) {
		return errors.New("bad record offsets")
	}
	if !offsets(t.phrStart, 0, len(t.phrWords), true) {
		return errors.New("bad phrase offsets (or an empty phrase)")
	}
	if !within(t.slots, -1, nv) || !within(t.root, -1, nn) || !within(t.edgeWord, -1, nv) ||
		!within(t.recPhr, 0, np) || !within(t.phrWords, 0, nv) {
		return errors.New("index out of range")
	}
	return nil
}

// offsets reports whether a runs from first to last without decreasing
// (strictly increasing when strict).
func offsets(a []int32, first, last int, strict bool) bool {
	if int(a[0]) != first || int(a[len(a)-1]) != last {
		return false
	}
	for i := 1; i < len(a); i++ {
		if a[i] < a[i-1] || strict && a[i] == a[i-1] {
			return false
		}
	}
	return true
}

// within reports whether every element of a is in [lo, hi).
func within(a []int32, lo, hi int) bool {
	l, h := int32(lo), int32(min(hi, math.MaxInt32))
	bad := false
	for _, x := range a {
		bad = bad || x < l || x >= h
	}
	return !bad && hi > lo || len(a) == 0
}
