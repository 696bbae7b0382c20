package paraphrase

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
)

// openDictd opens a dictd dictionary's index and body (gzip or not).
func openDictd(idxPath, dictPath string) (idx, body io.ReadCloser, err error) {
	if idx, err = data.OpenMaybeGzip(idxPath); err != nil {
		return nil, nil, fmt.Errorf("paraphrase: %w", err)
	}
	if body, err = data.OpenMaybeGzip(dictPath); err != nil {
		idx.Close()
		return nil, nil, fmt.Errorf("paraphrase: %w", err)
	}
	return idx, body, nil
}

// ReadDictionary reads a dictd dictionary (index and body, gzip or not)
// into a Dictionary.
func ReadDictionary(idxPath, dictPath string) (*Dictionary, error) {
	idx, body, err := openDictd(idxPath, dictPath)
	if err != nil {
		return nil, err
	}
	defer idx.Close()
	defer body.Close()
	d := NewDictionary()
	if err := data.ReadDictd(idx, idxPath, body, func(tr data.Translation) error {
		d.Add(tr)
		return nil
	}); err != nil {
		return nil, fmt.Errorf("paraphrase: %w", err)
	}
	return d, nil
}

// PairLexicon is what SenseGuard wraps: a lookup of (a, b) pairs with
// their sources (an Index, rewrite.Pairs).
type PairLexicon interface {
	Lookup(a, b string) (Source, bool)
}

// DefaultMinShared is the number of shared translations SenseGuard asks
// for by default.
const DefaultMinShared = 2

// SenseGuard keeps the pairs of a thesaurus whose two words share at
// least MinShared translations in a bilingual dictionary read backwards
// (target word → source words). MyThes lines that translate an English
// synset word by word put together translations of different senses of
// one polysemous English word (přípitek/toast share only "toast",
// krabice/políčko only "box", zástupce/prokurátor only "prosecutor");
// synonyms share several (souvislost/spojení: connection, link,
// relation). A word the dictionary lacks shares nothing. It is safe for
// concurrent use when the wrapped lexicon is.
type SenseGuard struct {
	lex       PairLexicon
	senses    *SenseIndex // the dictionary read backwards
	minShared int
}

// NewSenseGuard wraps lex with the guard over dict (source language →
// the thesaurus's language); minShared ≤ 0 means DefaultMinShared. A nil
// lex finds no pair (Shared still counts).
func NewSenseGuard(lex PairLexicon, dict *Dictionary, minShared int) *SenseGuard {
	if minShared <= 0 {
		minShared = DefaultMinShared
	}
	return &SenseGuard{lex: lex, senses: NewSenseIndex(dict.Map()), minShared: minShared}
}

// Shared is the number of dictionary source words that translate to both
// a and b (lower case).
func (g *SenseGuard) Shared(a, b string) int { return g.senses.Shared(a, b) }

// Lookup returns the wrapped lexicon's pair if its words share enough
// translations.
func (g *SenseGuard) Lookup(a, b string) (Source, bool) {
	if g.lex == nil {
		return 0, false
	}
	src, ok := g.lex.Lookup(a, b)
	if !ok || g.Shared(a, b) < g.minShared {
		return 0, false
	}
	return src, true
}

// GuardedThesaurusIndex is ThesaurusIndex keeping only the pairs whose
// words share at least minShared translations (≤ 0: DefaultMinShared) in
// the dictd dictionary idxPath/dictPath read backwards, as SenseGuard
// does at lookup time. The filtered index is cached keyed by the
// thesaurus's and the dictionary's contents, so the dictionary is read
// only when the cache misses.
func GuardedThesaurusIndex(path string, opt ThesaurusOptions, symmetric bool, idxPath, dictPath string, minShared int) (*Index, error) {
	if minShared <= 0 {
		minShared = DefaultMinShared
	}
	keep := func() (func(a, b string) bool, error) {
		senses, err := readDictionarySenses(idxPath, dictPath)
		if err != nil {
			return nil, err
		}
		return func(a, b string) bool { return sharedCount(senses[a], senses[b]) >= minShared }, nil
	}
	x, _, err := thesaurusIndex(path, opt, symmetric, fmt.Sprintf("|sense=%d", minShared), []string{idxPath, dictPath}, keep)
	return x, err
}

// readDictionarySenses reads a dictd dictionary as ReadDictionary does
// and inverts it as NewSenseIndex does, without either's structure: for
// every target word, the numbers of the source words translating to it
// (increasing, once each), for sharedCount. It reads what
// NewSenseGuard(nil, ReadDictionary(idxPath, dictPath), ·).Shared reads
// (TestGuardedThesaurusIndexCzech) at a third of the cost of a first use.
func readDictionarySenses(idxPath, dictPath string) (map[string][]uint32, error) {
	idx, body, err := openDictd(idxPath, dictPath)
	if err != nil {
		return nil, err
	}
	defer idx.Close()
	defer body.Close()
	var sb senseBuilder
	if err := data.ReadDictd(idx, idxPath, body, func(tr data.Translation) error {
		sb.add(tr.Head, tr.Targets)
		return nil
	}); err != nil {
		return nil, fmt.Errorf("paraphrase: %w", err)
	}
	senses := sb.inverted()
	for w, l := range senses {
		slices.Sort(l)
		senses[w] = slices.Compact(l)
	}
	return senses, nil
}

// senseBuilder inverts dictd entries as Dictionary.Add cleans them: for
// every target word, the numbers of the source words translating to it
// (unsorted, perhaps repeated). A head word gets a number only when one
// of its targets is kept, as Dictionary.Add records nothing else.
type senseBuilder struct {
	srcs  map[string]uint32 // head word → its number
	words map[string]uint32 // target word → its list in lists: a known word's key is never assigned again (a string key assigned anew would keep the larger string it is a slice of)
	lists [][]uint32
	clone bool // copy a new target word: the targets are slices of a larger string
}

// inverted is the builder's target words with their lists.
func (sb *senseBuilder) inverted() map[string][]uint32 {
	m := make(map[string][]uint32, len(sb.words))
	for w, k := range sb.words {
		m[w] = sb.lists[k]
	}
	return m
}

// add records one dictd entry: its head word and its targets.
func (sb *senseBuilder) add(head string, targets []string) {
	head = strings.ToLower(strings.TrimSpace(head)) // as Dictionary.Add (AddPair's lower-casing again changes nothing)
	if head == "" {
		return
	}
	if sb.srcs == nil {
		sb.srcs, sb.words = map[string]uint32{}, map[string]uint32{}
	}
	id, known := uint32(0), false
	for _, x := range targets {
		w, ok := cleanTarget(x)
		if !ok {
			continue
		}
		if !known {
			if id, known = sb.srcs[head]; !known {
				id, known = uint32(len(sb.srcs)), true
				sb.srcs[head] = id
			}
		}
		sb.target(w, id)
	}
}

// addID records one dictd entry whose head word has number id.
func (sb *senseBuilder) addID(id uint32, targets []string) {
	for _, x := range targets {
		if w, ok := cleanTarget(x); ok {
			sb.target(w, id)
		}
	}
}

// target records that source word id translates to w (cleaned).
func (sb *senseBuilder) target(w string, id uint32) {
	w = strings.ToLower(w)
	k, seen := sb.words[w]
	if !seen {
		if sb.clone {
			w = strings.Clone(w)
		}
		k = uint32(len(sb.lists))
		sb.words[w] = k
		sb.lists = append(sb.lists, nil)
	}
	sb.lists[k] = append(sb.lists[k], id)
}

// sharedCount is the number of numbers in both increasing lists.
func sharedCount(a, b []uint32) int {
	n := 0
	for len(a) > 0 && len(b) > 0 {
		switch {
		case a[0] == b[0]:
			n++
			a, b = a[1:], b[1:]
		case a[0] < b[0]:
			a = a[1:]
		default:
			b = b[1:]
		}
	}
	return n
}
