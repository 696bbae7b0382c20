package lemma

import "github.com/parmesan-mt/parmesan/internal/uax29"

// Tokenize splits raw text into words and punctuation marks by the
// Unicode word boundaries of UAX #29 (github.com/blevesearch/segment),
// dropping white space. It serves languages and inputs the Meteor
// normalizer does not tokenize (the scorer's meteor.UAX29, the default
// of those languages, splits with it too); the scoring pipeline itself
// analyses the tokens of the Meteor scorer, so that rewritten references
// line up with what Meteor matches. Words keep their inner apostrophes and periods
// ("don't", "e.g"), as UAX #29 prescribes; every other non-space
// character is a token of its own.
func Tokenize(text string) []string { return uax29.Tokenize(text) }
