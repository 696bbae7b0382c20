package paraphrase

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"errors"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
)

// wordNetIndexVersion names the rules of FromWordNet and the encoding of
// a cached WordNetIndex: change it when either changes, so that no entry
// of the old rules is read.
const wordNetIndexVersion = "wordnet-pairs-1"

// wordNetIndexMagic opens the binary form of a WordNetIndex: then the
// length of the Index's binary form (a uvarint), that form, and one
// POSSet byte per pair of the Index, in its order.
const wordNetIndexMagic = "PWNX1\n"

// errBadWordNetIndex is returned for bytes that are not a WordNetIndex's
// binary form.
var errBadWordNetIndex = errors.New("paraphrase: not an encoded WordNet index")

// WordNetIndex holds FromWordNet's pairs as an Index, each with the parts
// of speech it holds for (Pair.Only): the lexicon of the wordnet source,
// read from data's compiled cache ready for lookups (building the Set
// took most of an English start, 0.9 s of CPU, on every run). It
// implements rewrite.POSLexicon and rewrite.KeyLexicon and is safe for
// concurrent use. Probabilities are not kept.
type WordNetIndex struct {
	x    *Index
	only []POSSet // only[i] is the parts of speech of x's pair i
}

// Len is the number of pairs.
func (w *WordNetIndex) Len() int { return w.x.Len() }

// Lookup returns the pair (a, b) for any part of speech.
func (w *WordNetIndex) Lookup(a, b string) (Source, bool) { return w.LookupPOS(a, b, "") }

// LookupPOS returns the sources of the pair (a, b) if it holds for the
// (UD) part of speech upos, as Set.Lookup and Pair.Only.Allows answer
// for FromWordNet's set; an empty upos accepts every pair.
func (w *WordNetIndex) LookupPOS(a, b, upos string) (Source, bool) {
	i := w.x.find(a, b)
	if i < 0 || upos != "" && !w.only[i].Allows(upos) {
		return 0, false
	}
	return w.x.src[i], true
}

// HasKey reports whether some pair has a as its first word or phrase.
func (w *WordNetIndex) HasKey(a string) bool { return w.x.HasKey(a) }

// Each calls f with every pair in the index's order (A, then B; the
// probability is 0).
func (w *WordNetIndex) Each(f func(Pair)) {
	for i := range w.x.src {
		f(Pair{A: w.x.a(i), B: w.x.b(i), Source: w.x.src[i], Only: w.only[i]})
	}
}

// MarshalBinary encodes the index (wordNetIndexMagic).
func (w *WordNetIndex) MarshalBinary() ([]byte, error) {
	xb, err := w.x.MarshalBinary()
	if err != nil {
		return nil, err
	}
	b := make([]byte, 0, len(wordNetIndexMagic)+binary.MaxVarintLen64+len(xb)+len(w.only))
	b = append(b, wordNetIndexMagic...)
	b = binary.AppendUvarint(b, uint64(len(xb)))
	b = append(b, xb...)
	for _, o := range w.only {
		b = append(b, byte(o))
	}
	return b, nil
}

// UnmarshalWordNetIndex decodes MarshalBinary's form; a damaged input is
// an error, never a panic.
func UnmarshalWordNetIndex(raw []byte) (*WordNetIndex, error) {
	if !bytes.HasPrefix(raw, []byte(wordNetIndexMagic)) {
		return nil, errBadWordNetIndex
	}
	raw = raw[len(wordNetIndexMagic):]
	n, k := binary.Uvarint(raw)
	if k <= 0 || n > uint64(len(raw)-k) {
		return nil, errBadWordNetIndex
	}
	x, err := UnmarshalIndex(raw[k : k+int(n)])
	if err != nil {
		return nil, errBadWordNetIndex
	}
	ob := raw[k+int(n):]
	if len(ob) != x.Len() {
		return nil, errBadWordNetIndex
	}
	only := make([]POSSet, len(ob))
	for i, o := range ob {
		if POSSet(o)&^(POSNoun|POSVerb|POSAdj|POSAdv) != 0 {
			return nil, errBadWordNetIndex
		}
		only[i] = POSSet(o)
	}
	return &WordNetIndex{x: x, only: only}, nil
}

// NewWordNetIndex indexes the pairs FromWordNet(syn) holds, with their
// sources and parts of speech (the same lexicon, pair for pair), without
// building the Set: the pairs are gathered as word numbers, sorted and
// merged as Set.Add merges them.
func NewWordNetIndex(syn *data.Synonyms) *WordNetIndex {
	// names: the lemmas as FromWordNet writes them, sorted; rank[i] is
	// the position of the first name equal to names[i], so that equal
	// names (were there any) merge as equal strings do.
	type lemma struct {
		prefix    uint64 // name's first 8 bytes (data.Prefix8), compared first
		raw, name string
		ids       []int32 // syn.Synsets[raw]
	}
	lemmas := make([]lemma, 0, len(syn.Synsets))
	for w, ids := range syn.Synsets {
		name := strings.ReplaceAll(w, "_", " ")
		lemmas = append(lemmas, lemma{data.Prefix8(name), w, name, ids})
	}
	slices.SortFunc(lemmas, func(x, y lemma) int {
		if x.prefix != y.prefix {
			return cmp.Compare(x.prefix, y.prefix)
		}
		return cmp.Or(strings.Compare(x.name, y.name), strings.Compare(x.raw, y.raw))
	})
	rank := make([]int32, len(lemmas))
	for i := range lemmas {
		rank[i] = int32(i)
		if i > 0 && lemmas[i].name == lemmas[i-1].name {
			rank[i] = rank[i-1]
		}
	}
	members := map[int32][]int32{}
	for i, l := range lemmas {
		for _, id := range l.ids {
			members[id] = append(members[id], int32(i))
		}
	}
	type entry struct {
		a, b int32 // ranks
		only POSSet
	}
	var es []entry
	for i, l := range lemmas {
		for _, id := range l.ids {
			m := members[id]
			if len(m) < 2 {
				continue
			}
			for _, v := range m {
				if lemmas[v].raw != l.raw {
					es = append(es, entry{rank[i], rank[v], synsetPOS(id)})
				}
			}
		}
	}
	slices.SortFunc(es, func(x, y entry) int { return cmp.Or(cmp.Compare(x.a, y.a), cmp.Compare(x.b, y.b)) })
	b := newIndexBuilder(len(es), 0)
	var only []POSSet
	for k, e := range es {
		if k > 0 && e.a == es[k-1].a && e.b == es[k-1].b { // Set.Add's merge of the parts of speech
			if o := &only[len(only)-1]; *o == 0 || e.only == 0 {
				*o = 0
			} else {
				*o |= e.only
			}
			continue
		}
		b.add(lemmas[e.a].name, lemmas[e.b].name, SourceWordNet)
		only = append(only, e.only)
	}
	return &WordNetIndex{x: b.index(), only: only}
}

// EnglishWordNetIndex is NewWordNetIndex of the embedded WordNet, through
// data's compiled cache (keyed by the embedded WordNet's SHA-256 and
// wordNetIndexVersion): a later run decodes the index, 9 MB, instead of
// pairing the synsets again. A damaged entry is ignored and rebuilt.
func EnglishWordNetIndex() (*WordNetIndex, error) {
	var built *WordNetIndex
	build := func() ([]byte, error) {
		syn, err := data.EnglishSynonyms()
		if err != nil {
			return nil, err
		}
		built = NewWordNetIndex(syn)
		return built.MarshalBinary()
	}
	b, err := data.CachedFor("wordnet-pairs", wordNetIndexVersion, data.EnglishWordNetSum(), build)
	if err != nil {
		return nil, err
	}
	if built != nil {
		return built, nil
	}
	w, err := UnmarshalWordNetIndex(b)
	if err != nil { // an entry that passed its checksum but does not decode: build again
		if _, err := build(); err != nil {
			return nil, err
		}
		return built, nil
	}
	return w, nil
}
