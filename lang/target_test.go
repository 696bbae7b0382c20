package lang

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParseTarget: every spelling of a target language a user may give
// -l (codes and names in any case, sacrebleu's pairs, language tags with
// a region or script, POSIX locales) names it; anything else is an error.
func TestParseTarget(t *testing.T) {
	zh := Language{Code: "zh", Name: "chinese"}
	for in, want := range map[string]Language{
		"zh": zh, "ZH": zh, "Chinese": zh, "chinese": zh, "en-zh": zh, "EN-ZH": zh,
		"zh-CN": zh, "zh_CN": zh, "zh_cn": zh, "zh-TW": zh, "zh-Hans": zh, "zh-hant": zh, "zh-Hant-TW": zh,
		"zh_CN.UTF-8": zh, "cs-zh": zh,
		"ja": {Code: "ja", Name: "japanese"}, "ja-JP": {Code: "ja", Name: "japanese"}, "japanese": {Code: "ja", Name: "japanese"},
		"ko": {Code: "ko", Name: "korean"}, "en-ko": {Code: "ko", Name: "korean"}, "ko_KR": {Code: "ko", Name: "korean"},
		"cs": Czech, "cz": Czech, "CZECH": Czech, "en-cs": Czech, "cs-CZ": Czech, "cs_CZ": Czech, "cs_CZ.UTF-8": Czech,
		"de-en": English, "en-US": English, "en_GB": English, "en-419": English,
		"en-CZ": English, "en-DE": English, "cs-de": German, "CS-DE": German, // a region in capitals is no pair (review9a: sv-FI was Finnish)
		"ar-bw-red": {Code: "ar-bw-red", Name: "arabic-buckwalter-reduced"},
		"pl":        Polish, "xx": {Code: "other", Name: "other"},
	} {
		got, err := ParseTarget(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	for _, bad := range []string{"foo", "", "en-foo", "en-hr", "zh-cn", "en-zh-cs", "zh_", "-zh", "zh-", "cs-CZ-x", "zh-Hans-Hant", "hr"} {
		_, err := ParseTarget(bad)
		var u *UnknownError
		require.True(t, errors.As(err, &u), "%q: %v", bad, err)
		assert.Equal(t, bad, u.Spelling)
		assert.Contains(t, err.Error(), "known: en, cs, fr, es, de, ru, ar-bw-red, pt, da, ro, hu, tr, fi, nl, it, no, sv, other, pl, zh, ja, ko;")
	}
	// Lookup, which Meteor and the stages use, knows none of the
	// target-only languages and no pair or region.
	for _, s := range []string{"zh", "ja", "ko", "chinese", "en-cs", "cs_CZ", "cs-CZ"} {
		_, ok := Lookup(s)
		assert.False(t, ok, s)
	}
	// The target-only languages share no spelling with the others.
	for _, l := range targetOnly {
		for _, s := range []string{l.Code, l.Name} {
			_, ok := Lookup(s)
			assert.False(t, ok, s)
		}
	}
}
