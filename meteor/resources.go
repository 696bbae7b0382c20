package meteor

import (
	"fmt"
	"sort"

	"github.com/parmesan-mt/parmesan/data"
)

// Resources are the loaded data files a Scorer uses. They are immutable
// once built and may be shared by many Scorers.
type Resources struct {
	// FunctionWords is the function-word list (Meteor's -s file). The
	// reference uses the English list for every language unless -s is
	// given (spec §1.2 step 2, quirk 1).
	FunctionWords data.WordSet
	// Prefixes are the non-breaking prefixes of the normalizer's language.
	Prefixes data.Prefixes
	// Synonyms is the WordNet data of the synonym module.
	Synonyms *data.Synonyms
	// Paraphrases is the table of the paraphrase module.
	Paraphrases *ParaphraseTable
	// StemTable, when non-nil, replaces the Snowball stemmer (-e).
	StemTable map[string]string
	// Fingerprints identify the loaded resources (filled by LoadResources).
	Fingerprints Fingerprints
}

// ParaphraseTable is a paraphrase table compiled for matching: a trie of
// A-phrases over a word vocabulary, and the B-phrase of every record
// (spec §4.4). It is immutable and safe for concurrent use.
type ParaphraseTable struct {
	vocab map[string]int32
	// trie nodes: children are found through edges, keyed by (node, word).
	edges map[edgeKey]int32
	// recs[node] lists the record indices ending at node, in file order.
	recs [][]int32
	parB [][]int32
	// root[word] is the child of the root for a word id, or -1.
	root []int32
	// After freeze, the children of node n are childWord/childNode[childStart[n]:childStart[n+1]],
	// sorted by word id; edges is dropped.
	frozen     bool
	childStart []int32
	childWord  []int32
	childNode  []int32
	// Records is the number of records loaded.
	Records int
}

type edgeKey struct {
	node int32
	word int32
}

// NewParaphraseTable returns an empty table to be filled with Add.
func NewParaphraseTable() *ParaphraseTable {
	return &ParaphraseTable{vocab: map[string]int32{}, edges: map[edgeKey]int32{}, recs: [][]int32{nil}}
}

func (t *ParaphraseTable) id(w string) int32 {
	if id, ok := t.vocab[w]; ok {
		return id
	}
	id := int32(len(t.vocab))
	t.vocab[w] = id
	return id
}

// ErrEmptyPhrase is returned by Add for a record with an empty phrase;
// the reference would hang on such a record (spec §4.4).
var ErrEmptyPhrase = fmt.Errorf("meteor: empty paraphrase phrase (the reference scorer can hang on it)")

// Add appends the record A → B. Not safe for concurrent use; a table is
// built once, then shared read-only.
func (t *ParaphraseTable) Add(a, b string) error {
	if t.frozen {
		return fmt.Errorf("meteor: paraphrase table is already in use")
	}
	aw, bw := data.SplitPhrase(a), data.SplitPhrase(b)
	if len(aw) == 0 || len(bw) == 0 {
		return ErrEmptyPhrase
	}
	node := int32(0)
	for _, w := range aw {
		k := edgeKey{node, t.id(w)}
		next, ok := t.edges[k]
		if !ok {
			next = int32(len(t.recs))
			t.recs = append(t.recs, nil)
			t.edges[k] = next
			if node == 0 {
				for int(k.word) >= len(t.root) {
					t.root = append(t.root, -1)
				}
				t.root[k.word] = next
			}
		}
		node = next
	}
	rec := int32(len(t.parB))
	t.recs[node] = append(t.recs[node], rec)
	ids := make([]int32, len(bw))
	for i, w := range bw {
		ids[i] = t.id(w)
	}
	t.parB = append(t.parB, ids)
	t.Records++
	return nil
}

// LoadParaphraseTable reads a Meteor-format paraphrase table (gzip or
// plain text) from path.
func LoadParaphraseTable(path string) (*ParaphraseTable, error) {
	f, err := data.OpenParaphrases(path)
	if err != nil {
		return nil, fmt.Errorf("meteor: paraphrase table: %w", err)
	}
	defer f.Close()
	t := NewParaphraseTable()
	err = data.ReadParaphrases(f, path, func(r data.ParaphraseRecord) error {
		return t.Add(r.A, r.B)
	})
	if err != nil {
		return nil, err
	}
	t.freeze()
	return t, nil
}

// wordIDs maps words to vocabulary ids (-1 for unknown words).
func (t *ParaphraseTable) wordIDs(words []string, dst []int32) []int32 {
	dst = dst[:0]
	for _, w := range words {
		id, ok := t.vocab[w]
		if !ok {
			id = -1
		}
		dst = append(dst, id)
	}
	return dst
}

// child follows the edge from node by word, or returns -1.
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
	if t.frozen {
		lo, hi := t.childStart[node], t.childStart[node+1]
		for lo < hi {
			m := int32(uint32(lo+hi) >> 1)
			switch w := t.childWord[m]; {
			case w == word:
				return t.childNode[m]
			case w < word:
				lo = m + 1
			default:
				hi = m
			}
		}
		return -1
	}
	if n, ok := t.edges[edgeKey{node, word}]; ok {
		return n
	}
	return -1
}

// freeze turns the trie's edge map into sorted child arrays for faster
// lookups; no record can be added afterwards. New calls it.
func (t *ParaphraseTable) freeze() {
	if t.frozen {
		return
	}
	n := len(t.recs)
	count := make([]int32, n+1)
	for k := range t.edges {
		count[k.node+1]++
	}
	for i := 1; i <= n; i++ {
		count[i] += count[i-1]
	}
	t.childStart = count
	t.childWord = make([]int32, len(t.edges))
	t.childNode = make([]int32, len(t.edges))
	fill := append([]int32(nil), count[:n]...)
	for k, v := range t.edges {
		i := fill[k.node]
		fill[k.node]++
		t.childWord[i], t.childNode[i] = k.word, v
	}
	for node := 0; node < n; node++ {
		lo, hi := t.childStart[node], t.childStart[node+1]
		w, c := t.childWord[lo:hi], t.childNode[lo:hi]
		sort.Sort(byWord{w, c})
	}
	t.edges = nil
	t.frozen = true
}

type byWord struct{ w, n []int32 }

func (b byWord) Len() int           { return len(b.w) }
func (b byWord) Less(i, j int) bool { return b.w[i] < b.w[j] }
func (b byWord) Swap(i, j int) {
	b.w[i], b.w[j] = b.w[j], b.w[i]
	b.n[i], b.n[j] = b.n[j], b.n[i]
}
