package meteor

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 16, defect 5a: invalid UTF-8 is read as Java's decoder reads it,
// one U+FFFD per malformed sequence, so token counts match the jar's
// (printf 'caf\xc3 \xff\xfe bad\x80word': the jar scores 7 tokens).
func TestInvalidUTF8AsJava(t *testing.T) {
	const line = "caf\xc3 \xff\xfe bad\x80word"
	for _, c := range []struct {
		norm Normalization
		want []string
	}{
		{Norm, []string{"caf", "\uFFFD", "\uFFFD", "\uFFFD", "bad", "\uFFFD", "word"}},
		{NoNorm, []string{"caf\uFFFD", "\uFFFD\uFFFD", "bad\uFFFDword"}},
	} {
		set, err := Config{Language: "en", Normalization: c.norm, Modules: []Module{Exact}}.Resolve()
		require.NoError(t, err)
		res, err := LoadResources(set, ResourceFiles{})
		require.NoError(t, err)
		sc, err := NewWithSettings(set, res)
		require.NoError(t, err)
		assert.Equal(t, c.want, sc.Prepare(line), "normalization %v", c.norm)
		// "\xff" and "\xfe" both read as U+FFFD, so they match exactly.
		seg := sc.Align("x \xff y", []string{"x \xfe y"})
		assert.Equal(t, 3.0, seg.Stats.TestWordMatches, "normalization %v", c.norm)
	}
}
