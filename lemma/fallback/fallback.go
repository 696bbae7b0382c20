// Package fallback is the analysis of a language package lemma has no
// model for (Italian, Danish, Finnish, …): each token's lemma is its
// Snowball stem (package stem) where Meteor has a stemmer for the
// language, its lower-cased form otherwise; its part of speech is
// lemma.POSUnknown and it has no features. It generates nothing, so no
// agreement repair can run on it.
//
// It lets the Parmesan rewrite run for any language with a thesaurus:
// a reference word is exchanged for a hypothesis word the thesaurus
// pairs with it (by form, or by stem), unless their stems are equal
// (Meteor's stem module matches those already).
//
//	it, _ := lang.Lookup("it")
//	l := fallback.New(it) // l.Name() == "stem:snowball-it"
package fallback

import (
	"strings"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/stem"
)

// Lower is the Name of the analysis of a language without a stemmer:
// lemmas are the lower-cased forms.
const Lower = "lower"

// Language is the fallback lemma.Language of one language. Safe for
// concurrent use.
type Language struct {
	name    string
	stemmer stem.Stemmer // nil: lower-case only
}

// New returns the fallback analysis of l: stemming with Meteor's
// Snowball stemmer of the language when there is one.
func New(l lang.Language) *Language {
	s, err := stem.New(l.Name)
	switch {
	case err != nil:
		return &Language{name: Lower}
	case l == lang.Czech: // (a model exists; only Config.Fallback gets here)
		return &Language{name: "stem:light-cs", stemmer: s}
	}
	return &Language{name: "stem:snowball-" + l.Code, stemmer: s}
}

// Name names what the lemmas are, for signatures: stem:snowball-it (the
// Snowball stemmer of Italian), stem:light-cs (package stem's Czech) or
// Lower.
func (l *Language) Name() string { return l.name }

// Analyze implements lemma.Analyzer: lemma = stem (or lower-case form),
// POS = lemma.POSUnknown.
func (l *Language) Analyze(tokens []string) []lemma.Token {
	out := make([]lemma.Token, len(tokens))
	for i, w := range tokens {
		out[i] = lemma.Token{Form: w, Lemma: l.Lemma(w), POS: lemma.POSUnknown}
	}
	return out
}

// Lemma returns the stem of the lower-cased word (or the lower-cased
// word without a stemmer).
func (l *Language) Lemma(word string) string {
	w := strings.ToLower(word)
	if l.stemmer == nil {
		return w
	}
	return l.stemmer.Stem(w)
}

// Generate implements lemma.Generator: the fallback knows no paradigms.
func (l *Language) Generate(string, string, lemma.Feats) []string { return nil }
