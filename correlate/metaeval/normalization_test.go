package metaeval

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/meteor"
)

// TestNormalization: sets in languages Meteor 1.5 cannot -norm (en-ro
// failed with "No normalizer for language (romanian)") are scored on
// their own tokens, lower-cased.
func TestNormalization(t *testing.T) {
	for lang, want := range map[string]meteor.Normalization{
		"en": meteor.Norm, "cs": meteor.Norm, "de": meteor.Norm, "ru": meteor.Norm,
		"ro": meteor.LowerOnly, "pl": meteor.LowerOnly, "other": meteor.LowerOnly,
	} {
		assert.Equal(t, want, normalization(lang), lang)
	}
}
