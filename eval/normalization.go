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
// It is Resolve's decision for text whose normalization the user did not
// choose.
func DefaultNormalization(language string) (n meteor.Normalization, fallback bool) {
	t, _ := Resolve(language, ResolveOptions{})
	return t.Normalization, t.NormFallback
}
