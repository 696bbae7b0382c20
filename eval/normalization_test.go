package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
)

// TestDefaultNormalization: Meteor's -norm where Meteor has a normalizer,
// meteor.UAX29 elsewhere, and DefaultOptions (the Go API's "parmesan
// score" without flags) follows it, so scoring Romanian with the defaults
// works (it failed with "No normalizer for language (romanian)") and
// splits punctuation off untokenized words.
func TestDefaultNormalization(t *testing.T) {
	for lang, want := range map[string]meteor.Normalization{"en": meteor.Norm, "cs": meteor.Norm, "de": meteor.Norm, "fr": meteor.Norm, "pl": meteor.UAX29, "ro": meteor.UAX29, "it": meteor.UAX29} {
		n, fallback := DefaultNormalization(lang)
		assert.Equal(t, want, n, lang)
		assert.Equal(t, want != meteor.Norm, fallback, lang)
		assert.Equal(t, want, DefaultOptions(lang).Meteor.Normalization, lang)
	}
	o := DefaultOptions("ro")
	o.Meteor.Modules = []meteor.Module{meteor.Exact}
	// An untokenized hypothesis against its reference tokenized by hand:
	// every word matches (lowercasing only leaves "mare." unmatched).
	r, err := Evaluate([][]string{{"casa este mare ."}}, []System{{Name: "s", Hyps: []string{"Casa este mare."}}}, o)
	require.NoError(t, err)
	assert.Equal(t, []metric.Part{{Name: "precision", Value: 1}, {Name: "recall", Value: 1}}, r.Results[0].Parts[:2])
	ev, err := NewEvaluator(o)
	require.NoError(t, err)
	assert.Equal(t, []string{"casa", "este", "mare", "."}, ev.Scorer().Prepare("Casa este mare."))
	assert.Equal(t, "uax29", ev.Signature(1).Norm)
}
