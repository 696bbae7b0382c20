package paraphrase

import (
	"fmt"

	"github.com/parmesan-mt/parmesan/data"
)

// ReadDictionary reads a dictd dictionary (index and body, gzip or not)
// into a Dictionary.
func ReadDictionary(idxPath, dictPath string) (*Dictionary, error) {
	idx, err := data.OpenMaybeGzip(idxPath)
	if err != nil {
		return nil, fmt.Errorf("paraphrase: %w", err)
	}
	defer idx.Close()
	body, err := data.OpenMaybeGzip(dictPath)
	if err != nil {
		return nil, fmt.Errorf("paraphrase: %w", err)
	}
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
		d, err := ReadDictionary(idxPath, dictPath)
		if err != nil {
			return nil, err
		}
		g := NewSenseGuard(nil, d, minShared) // for Shared only
		return func(a, b string) bool { return g.Shared(a, b) >= minShared }, nil
	}
	x, _, err := thesaurusIndex(path, opt, symmetric, fmt.Sprintf("|sense=%d", minShared), []string{idxPath, dictPath}, keep)
	return x, err
}
