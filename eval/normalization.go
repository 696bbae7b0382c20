package eval

import "github.com/parmesan-mt/parmesan/meteor"

// DefaultNormalization is the normalization of a command's default
// (Meteor's -norm) for language: meteor.Norm where Meteor has a
// normalizer for it, else (Polish, Romanian, …) meteor.LowerOnly with
// fallback true, so that scoring and rewriting such a language work
// rather than fail as the reference's -norm does. An unknown language
// gets meteor.Norm: resolving the configuration names the error.
func DefaultNormalization(language string) (n meteor.Normalization, fallback bool) {
	if l, err := meteor.LookupLanguage(language); err == nil && !l.Normalizable {
		return meteor.LowerOnly, true
	}
	return meteor.Norm, false
}
