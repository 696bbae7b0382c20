package metaeval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/metric/bleu"
)

// TestStringMetricsTargetLanguage (audit F1): correlate's BLEU uses
// sacrebleu's tokenizer for the target language, as "parmesan score -l"
// does (it had used 13a whatever the language), refuses Japanese and
// Korean (MeCab) rather than score them with 13a, and an unknown
// language is an error for every string metric.
func TestStringMetricsTargetLanguage(t *testing.T) {
	for lang, tok := range map[string]string{"zh": "zh", "ZH": "zh", "zh-CN": "zh", "chinese": "zh", "en-zh": "zh",
		"cs": "13a", "en": "13a", "": "13a"} {
		sc, err := NewScorer(bleu.Name, ScorerConfig{Lang: lang})
		require.NoError(t, err, lang)
		sig, err := sc.Signature()
		require.NoError(t, err, lang)
		assert.Contains(t, sig, "|tok:"+tok+"|", lang)
		// The statistics differ, so must the cache key.
		if tok == "zh" {
			en, err := NewScorer(bleu.Name, ScorerConfig{Lang: "en"})
			require.NoError(t, err)
			assert.NotEqual(t, en.CacheKey(), sc.CacheKey(), lang)
		}
	}
	// Chinese characters are BLEU's tokens: 我们在学校。 against 我们在家。
	// (TestMetricChineseTarget's pair) gives 4/6 unigram matches with zh,
	// none with 13a (one token each).
	sc, err := NewScorer(bleu.Name, ScorerConfig{Lang: "zh"})
	require.NoError(t, err)
	st, err := sc.Stats([][]string{{"我们在家。"}}, [][]string{{"我们在学校。"}})
	require.NoError(t, err)
	assert.InDelta(t, 32.4668, sc.System(st[0]), 5e-5)
	for _, lang := range []string{"ja", "ko", "en-ja", "ko_KR"} {
		_, err := NewScorer(bleu.Name, ScorerConfig{Lang: lang})
		require.Error(t, err, lang)
		assert.Contains(t, err.Error(), "MeCab", lang)
	}
	for _, name := range []string{"bleu", "chrf", "ter"} {
		_, err := NewScorer(name, ScorerConfig{Lang: "foo"})
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), `unknown target language "foo"`, name)
	}
	// chrF needs no tokenizer: Japanese is scored.
	_, err = NewScorer("chrf", ScorerConfig{Lang: "ja"})
	assert.NoError(t, err)
}
