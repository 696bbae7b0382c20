package cs

import (
	"strings"
	"unicode"
)

// Lemma is the most probable lemma of a word alone, lower-cased: the one
// Analyze chooses for the word as a one-token sentence (the tables'
// out-of-context preferences: function words before nouns before
// adjectives before verbs, a form that is its own lemma first, nominative
// and singular first; a word without readings is guessed from its ending,
// so unknown adjective forms share the -ý lemma). Punctuation and numbers
// in digits are their own lemma. It makes a Czech a meteor.Lemmatizer
// (Meteor's Lemma module matches words whose lemmas are equal): the
// answer is cached per word, deterministic and safe for concurrent use.
func (c *Czech) Lemma(word string) string {
	if l, ok := c.lcache.get(word); ok {
		return l
	}
	l := word
	if strings.IndexFunc(word, unicode.IsLetter) >= 0 {
		if t := c.Analyze([]string{word}); len(t) == 1 && t[0].Lemma != "" {
			l = strings.ToLower(t[0].Lemma)
		}
	}
	c.lcache.put(word, l, maxCachedForms)
	return l
}

// Fingerprint names what Lemma and the analysis are computed from, for
// signatures: the hunspell dictionary (cs_CZ.aff and cs_CZ.dic, with a
// hash of their bytes) and this package's paradigm and closed-class
// tables, whose version is parmesan's own
// (hunspell-cs_CZ+lemma/cs#1a2b3c4d); "" for a Czech not built by Load.
func (c *Czech) Fingerprint() string { return c.fingerprint }
