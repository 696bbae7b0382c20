package pipeline

import (
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// wordnetPairs is rewrite.Pairs with the wordnet source's pairs held in
// their compiled index (paraphrase.EnglishWordNetIndex) rather than in
// the Curated set: a lookup answers what rewrite.Pairs would with
// FromWordNet's pairs added to Curated (the union of the sources of the
// pairs that hold for the part of speech). A value, as rewrite.Pairs, so
// that a rewriter treats the two alike.
type wordnetPairs struct {
	wn *paraphrase.WordNetIndex // nil: rewrite.Pairs alone
	rewrite.Pairs
}

// Lookup implements rewrite.Lexicon: the pair for any part of speech.
func (p wordnetPairs) Lookup(a, b string) (paraphrase.Source, bool) { return p.LookupPOS(a, b, "") }

// LookupPOS implements rewrite.POSLexicon.
func (p wordnetPairs) LookupPOS(a, b, upos string) (paraphrase.Source, bool) {
	src, found := p.Pairs.LookupPOS(a, b, upos)
	if p.wn != nil {
		if s, ok := p.wn.LookupPOS(a, b, upos); ok {
			src |= s
			found = true
		}
	}
	return src, found
}
