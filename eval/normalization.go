package eval

import "github.com/parmesan-mt/parmesan/meteor"

// DefaultNormalization is the normalization of a command's default
// (Meteor's -norm) for language: meteor.Norm where Meteor has a
// normalizer for it, else (Polish, Romanian, …) meteor.UAX29, which
// splits words and punctuation at Unicode word boundaries and lowercases,
// with fallback true: scoring and rewriting such a language then work
// rather than fail as the reference's -norm does, and untokenized text
// is tokenized in every language. An unknown language gets meteor.Norm:
// resolving the configuration names the error.
func DefaultNormalization(language string) (n meteor.Normalization, fallback bool) {
	if l, err := meteor.LookupLanguage(language); err == nil && !l.Normalizable {
		return meteor.UAX29, true
	}
	return meteor.Norm, false
}
