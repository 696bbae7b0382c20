package eval

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/meteor"
)

// The signature spells the language one way, its code (lang.Language.Code),
// whatever spelling -l was given; the jar's short name (cz) stays in
// Meteor's Eval ID, which must match the jar byte for byte.
func TestSignatureLanguageSpelling(t *testing.T) {
	for _, c := range []struct{ spelling, code, short string }{
		{"cz", "cs", "cz"}, {"cs", "cs", "cz"}, {"czech", "cs", "cz"},
		{"en", "en", "en"}, {"se", "sv", "se"}, {"other", "other", "other"},
	} {
		set, err := meteor.Config{Language: c.spelling}.Resolve()
		require.NoError(t, err, c.spelling)
		sig := meteor.NewSignature(set, meteor.Fingerprints{}, 1)
		assert.True(t, strings.HasPrefix(sig.String(), "meteor|v:1.5|lang:"+c.code+"|"), "%s: %s", c.spelling, sig)
		assert.True(t, strings.HasPrefix(sig.Short(), "meteor|v:1.5|l:"+c.code+"|"), "%s: %s", c.spelling, sig.Short())
		assert.Contains(t, set.EvalID(), "-"+c.short+"-", c.spelling)
	}
}
