package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
)

// TestResolve pins each decision Resolve takes once for a run.
func TestResolve(t *testing.T) {
	const roWarning = "Meteor has no -norm normalizer for romanian: splitting words and punctuation at Unicode word boundaries, then lowercasing (uax29)"
	for _, c := range []struct {
		name, lang string
		o          ResolveOptions
		meteorLang string
		language   lang.Language
		norm       meteor.Normalization
		fallback   bool
		tok        string
		mods       []meteor.Module
		warnings   []string
	}{
		{"english", "en", ResolveOptions{}, "en", lang.English, meteor.Norm, false, "13a",
			[]meteor.Module{meteor.Exact, meteor.Stem, meteor.Synonym}, nil},
		{"czech alias", "cz", ResolveOptions{}, "cz", lang.Czech, meteor.Norm, false, "13a", []meteor.Module{meteor.Exact}, nil},
		{"romanian text", "ro", ResolveOptions{}, "ro", lang.Romanian, meteor.UAX29, true, "13a",
			[]meteor.Module{meteor.Exact, meteor.Stem}, []string{roWarning}},
		{"romanian set", "ro", ResolveOptions{Tokenized: true}, "ro", lang.Romanian, meteor.LowerOnly, true, "13a",
			[]meteor.Module{meteor.Exact, meteor.Stem}, nil},
		{"romanian, norm chosen", "ro", ResolveOptions{NormChosen: true}, "ro", lang.Romanian, meteor.Norm, false, "13a",
			[]meteor.Module{meteor.Exact, meteor.Stem}, nil},
		{"BLEU alone, en-zh", "en-zh", ResolveOptions{StringMetricsOnly: true}, DefaultLanguage, lang.English, meteor.Norm, false, "zh",
			[]meteor.Module{meteor.Exact, meteor.Stem, meteor.Synonym}, nil},
		{"BLEU alone, ja", "ja", ResolveOptions{StringMetricsOnly: true}, DefaultLanguage, lang.English, meteor.Norm, false, "ja-mecab",
			[]meteor.Module{meteor.Exact, meteor.Stem, meteor.Synonym}, nil},
		{"tokenizer named", "zh", ResolveOptions{StringMetricsOnly: true, Tokenize: "intl"}, DefaultLanguage, lang.English, meteor.Norm, false, "intl",
			[]meteor.Module{meteor.Exact, meteor.Stem, meteor.Synonym}, nil},
		// Every spelling of the target reaches BLEU's tokenizer (audit F2).
		{"BLEU alone, ZH", "ZH", ResolveOptions{StringMetricsOnly: true}, DefaultLanguage, lang.English, meteor.Norm, false, "zh",
			[]meteor.Module{meteor.Exact, meteor.Stem, meteor.Synonym}, nil},
		{"BLEU alone, zh-CN", "zh-CN", ResolveOptions{StringMetricsOnly: true}, DefaultLanguage, lang.English, meteor.Norm, false, "zh",
			[]meteor.Module{meteor.Exact, meteor.Stem, meteor.Synonym}, nil},
		{"BLEU alone, zh_CN", "zh_CN", ResolveOptions{StringMetricsOnly: true}, DefaultLanguage, lang.English, meteor.Norm, false, "zh",
			[]meteor.Module{meteor.Exact, meteor.Stem, meteor.Synonym}, nil},
		{"BLEU alone, chinese", "chinese", ResolveOptions{StringMetricsOnly: true}, DefaultLanguage, lang.English, meteor.Norm, false, "zh",
			[]meteor.Module{meteor.Exact, meteor.Stem, meteor.Synonym}, nil},
		{"BLEU alone, ko", "ko", ResolveOptions{StringMetricsOnly: true}, DefaultLanguage, lang.English, meteor.Norm, false, "ko-mecab",
			[]meteor.Module{meteor.Exact, meteor.Stem, meteor.Synonym}, nil},
		// Meteor gets the target of a pair or tag, spelled as Meteor does.
		{"pair for Meteor", "en-cs", ResolveOptions{}, "cs", lang.Czech, meteor.Norm, false, "13a", []meteor.Module{meteor.Exact}, nil},
		{"locale for Meteor", "cs_CZ", ResolveOptions{}, "cs", lang.Czech, meteor.Norm, false, "13a", []meteor.Module{meteor.Exact}, nil},
		// A target Meteor does not know: its configuration names the error.
		{"zh for Meteor", "zh", ResolveOptions{}, "zh", lang.Language{}, meteor.Norm, false, "zh", nil, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := Resolve(c.lang, c.o)
			require.NoError(t, err)
			assert.Equal(t, c.meteorLang, got.Meteor)
			assert.Equal(t, c.language, got.Language)
			assert.Equal(t, c.norm, got.Normalization)
			assert.Equal(t, c.fallback, got.NormFallback)
			assert.Equal(t, c.tok, got.BLEUTokenizer)
			assert.Equal(t, c.mods, got.Modules)
			assert.Equal(t, c.warnings, got.Warnings)
		})
	}
	// A spelling that names no language is an error for every metric.
	for _, o := range []ResolveOptions{{}, {StringMetricsOnly: true}, {StringMetricsOnly: true, Tokenize: "13a"}} {
		for _, bad := range []string{"qq", "foo", "en-hr", "zh-cn"} {
			_, err := Resolve(bad, o)
			var u *lang.UnknownError
			require.ErrorAs(t, err, &u, "%q %+v", bad, o)
		}
	}
	// The default normalization of the Go API is Resolve's.
	n, fb := DefaultNormalization("ro")
	assert.Equal(t, meteor.UAX29, n)
	assert.True(t, fb)
}

// TestExpandSpecs pins the --rewrite/--both expansion of metric names.
func TestExpandSpecs(t *testing.T) {
	for _, c := range []struct {
		names         []string
		rewrite, both bool
		want          []string
	}{
		{[]string{"meteor", "chrf@parmesan", "parmesan"}, false, false, []string{"meteor", "chrf@parmesan", "parmesan"}},
		{[]string{"meteor", "bleu"}, true, false, []string{"meteor@parmesan", "bleu@parmesan"}},
		{[]string{"meteor", "bleu"}, true, true, []string{"meteor", "bleu", "meteor@parmesan", "bleu@parmesan"}},
		{[]string{"parmesan", "chrf"}, true, true, []string{"chrf", "meteor@parmesan", "chrf@parmesan"}},
	} {
		got, err := ExpandSpecs(c.names, c.rewrite, c.both)
		require.NoError(t, err)
		assert.Equal(t, c.want, got, "%v rewrite=%v both=%v", c.names, c.rewrite, c.both)
	}
	_, err := ExpandSpecs([]string{"nosuch"}, true, false)
	require.ErrorIs(t, err, ErrUnknownMetric)
}
