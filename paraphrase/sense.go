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
	back      map[string]map[string]bool
	minShared int
}

// NewSenseGuard wraps lex with the guard over dict (source language →
// the thesaurus's language); minShared ≤ 0 means DefaultMinShared.
func NewSenseGuard(lex PairLexicon, dict *Dictionary, minShared int) *SenseGuard {
	if minShared <= 0 {
		minShared = DefaultMinShared
	}
	back := map[string]map[string]bool{}
	for src, tgts := range dict.m {
		for t := range tgts {
			if back[t] == nil {
				back[t] = map[string]bool{}
			}
			back[t][src] = true
		}
	}
	return &SenseGuard{lex: lex, back: back, minShared: minShared}
}

// Shared is the number of dictionary source words that translate to both
// a and b (lower case).
func (g *SenseGuard) Shared(a, b string) int {
	ea, eb := g.back[a], g.back[b]
	if len(eb) < len(ea) {
		ea, eb = eb, ea
	}
	n := 0
	for e := range ea {
		if eb[e] {
			n++
		}
	}
	return n
}

// Lookup returns the wrapped lexicon's pair if its words share enough
// translations.
func (g *SenseGuard) Lookup(a, b string) (Source, bool) {
	src, ok := g.lex.Lookup(a, b)
	if !ok || g.Shared(a, b) < g.minShared {
		return 0, false
	}
	return src, true
}
