package paraphrase

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
)

// Source says where a pair came from; pairs found in several sources
// carry the union.
type Source uint8

// Pair sources.
const (
	SourceTable        Source = 1 << iota // a Meteor paraphrase table
	SourceWordNet                         // WordNet synsets
	SourceThesaurus                       // a MyThes thesaurus
	SourcePivot                           // pivoting through another language
	SourceMulti                           // mined from many translations of the same sources (package paraphrase/multi)
	SourceRelated                         // a thesaurus or WordNet relation short of synonymy (a similar term, a one-level hypernym): slot-only
	SourceMultiSlot                       // mined from many translations with weaker evidence than SourceMulti: slot-only
	SourcePivotRelated                    // two words a bilingual dictionary read backwards gives for two source words (PivotRelated): slot-only
)

// SlotOnly reports whether every source of a pair is slot-only evidence
// (SourceRelated, SourceMultiSlot, SourcePivotRelated): such a pair licenses a substitution
// only where the two words are alone in one slot between two aligned
// words, the strongest position evidence the rewriter has.
func (s Source) SlotOnly() bool {
	return s != 0 && s&^(SourceRelated|SourceMultiSlot|SourcePivotRelated) == 0
}

// Curated reports whether the pair comes from a hand-made lexical
// resource (WordNet or a thesaurus) rather than from a statistical table.
func (s Source) Curated() bool { return s&(SourceWordNet|SourceThesaurus) != 0 }

func (s Source) String() string {
	var parts []string
	for _, x := range []struct {
		b Source
		n string
	}{{SourceTable, "table"}, {SourceWordNet, "wordnet"}, {SourceThesaurus, "thesaurus"}, {SourcePivot, "pivot"}, {SourceMulti, "multi"}, {SourceRelated, "related"}, {SourceMultiSlot, "multi-slot"}, {SourcePivotRelated, "pivot-related"}} {
		if s&x.b != 0 {
			parts = append(parts, x.n)
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, "+")
}

// POSSet is a set of (Universal Dependencies) parts of speech for which
// a pair holds; the zero set places no restriction.
type POSSet uint8

// The parts of speech a POSSet can hold (WordNet's four).
const (
	POSNoun POSSet = 1 << iota
	POSVerb
	POSAdj
	POSAdv
)

// POSOf returns the set holding one UD part of speech (NOUN, VERB, ADJ,
// ADV), or 0 for any other.
func POSOf(upos string) POSSet {
	switch upos {
	case "NOUN":
		return POSNoun
	case "VERB":
		return POSVerb
	case "ADJ":
		return POSAdj
	case "ADV":
		return POSAdv
	}
	return 0
}

// Allows reports whether a pair restricted to s holds for UD part of
// speech upos: always when s is empty, else when upos is in s.
func (s POSSet) Allows(upos string) bool { return s == 0 || s&POSOf(upos) != 0 }

// Pair is a directed paraphrase: phrase A may be replaced by phrase B.
// Phrases are space-separated tokens.
type Pair struct {
	A, B   string
	Prob   float64
	Source Source
	// Only restricts the pair to some parts of speech (a WordNet pair holds
	// for the parts of speech of the synsets the two words share: fog and
	// cloud share a verb synset, not a noun one); zero means any.
	Only POSSet
}

// OneWord reports whether both phrases are single tokens.
func (p Pair) OneWord() bool {
	return p.A != "" && p.B != "" && !strings.Contains(p.A, " ") && !strings.Contains(p.B, " ")
}

// Set is an ordered, deduplicated collection of pairs. Adding a pair that
// is already present merges it: the probabilities are summed when
// requested by the builder, otherwise the larger is kept, and the sources
// are united. Iteration order is insertion order (deterministic).
type Set struct {
	pairs []Pair
	index map[[2]string]int
}

// NewSet returns an empty set.
func NewSet() *Set { return &Set{index: map[[2]string]int{}} }

// NewSetSize returns an empty set with room for about n pairs (a hint:
// a set never holds fewer, and grows past it).
func NewSetSize(n int) *Set {
	n = max(n, 0)
	return &Set{pairs: make([]Pair, 0, n), index: make(map[[2]string]int, n)}
}

// Len is the number of pairs.
func (s *Set) Len() int { return len(s.pairs) }

// Pairs returns the pairs in insertion order. The slice must not be modified.
func (s *Set) Pairs() []Pair { return s.pairs }

// Add inserts p, merging it with an equal (A, B) pair (max probability,
// union of sources, union of parts of speech, where an unrestricted pair
// makes the merged one unrestricted).
func (s *Set) Add(p Pair) {
	k := [2]string{p.A, p.B}
	if i, ok := s.index[k]; ok {
		q := &s.pairs[i]
		if p.Prob > q.Prob {
			q.Prob = p.Prob
		}
		q.Source |= p.Source
		if q.Only == 0 || p.Only == 0 {
			q.Only = 0
		} else {
			q.Only |= p.Only
		}
		return
	}
	s.index[k] = len(s.pairs)
	s.pairs = append(s.pairs, p)
}

// Lookup returns the pair (a, b) if present.
func (s *Set) Lookup(a, b string) (Pair, bool) {
	if i, ok := s.index[[2]string{a, b}]; ok {
		return s.pairs[i], true
	}
	return Pair{}, false
}

// Normalize joins a phrase's tokens with single spaces.
func Normalize(phrase string) string { return strings.Join(strings.Fields(phrase), " ") }

// WriteMeteor writes the pairs as a Meteor paraphrase table: 3-line
// records "probability / phrase A / phrase B" (uncompressed).
func WriteMeteor(w io.Writer, pairs []Pair) error {
	bw := bufio.NewWriter(w)
	var buf []byte
	for _, p := range pairs {
		var err error
		if buf, err = AppendMeteor(buf[:0], p); err != nil {
			return err
		}
		bw.Write(buf)
	}
	return bw.Flush()
}

// AppendMeteor appends one Meteor table record of p, "probability\nA\nB\n"
// with the probability to 6 decimals, to dst. A pair with an empty
// phrase is an error.
func AppendMeteor(dst []byte, p Pair) ([]byte, error) {
	if p.A == "" || p.B == "" {
		return dst, fmt.Errorf("paraphrase: pair %q → %q has an empty phrase", p.A, p.B)
	}
	dst = strconv.AppendFloat(dst, p.Prob, 'f', 6, 64)
	dst = append(dst, '\n')
	dst = append(dst, p.A...)
	dst = append(dst, '\n')
	dst = append(dst, p.B...)
	return append(dst, '\n'), nil
}

// WriteMeteorFile writes a gzip Meteor table atomically (a temporary file
// renamed into place, so a failure leaves no partial file).
func WriteMeteorFile(path string, pairs []Pair) error {
	return data.WriteFileAtomic(path, func(w *bufio.Writer) error {
		zw := gzip.NewWriter(w)
		if err := WriteMeteor(zw, pairs); err != nil {
			return err
		}
		return zw.Close()
	})
}
