package main

import (
	"bytes"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTargetLanguageSpellings (audit F2): every spelling of a Chinese
// target -l takes (case, names, regions, locales, pairs) picks sacrebleu's
// zh tokenizer, where zh-CN, ZH and chinese had given 13a; Korean is
// refused as Japanese is (sacrebleu uses MeCab for both); a language
// nothing knows is an error with string metrics alone too.
func TestTargetLanguageSpellings(t *testing.T) {
	dir := t.TempDir()
	ref := writeFile(t, dir, "ref.txt", "我们在家。\n")
	hyp := writeFile(t, dir, "hyp.txt", "我们在学校。\n")
	run1 := func(args ...string) (string, string, int) {
		var out, errb bytes.Buffer
		code := run(append([]string{"parmesan", "score", "-r", ref}, append(args, hyp)...), nil, &out, &errb)
		return out.String(), errb.String(), code
	}
	zhBLEU := fmtScore(math.Pow(1e7/9, 0.25), 4) + "\n" // TestMetricChineseTarget's figure
	for _, l := range []string{"zh", "ZH", "Zh", "zh-CN", "zh_CN", "zh-TW", "zh-Hans", "chinese", "Chinese", "en-zh", "EN-ZH"} {
		out, errs, code := run1("--metric", "bleu", "-l", l, "-b")
		require.Equal(t, 0, code, "%s: %s", l, errs)
		assert.Equal(t, zhBLEU, out, l)
	}
	for _, l := range []string{"ko", "KO", "korean", "ko-KR", "en-ko", "ja", "ja_JP", "japanese"} {
		out, errs, code := run1("--metric", "bleu", "-l", l, "-b")
		assert.NotEqual(t, 0, code, l)
		assert.Contains(t, errs, "-mecab", l)
		assert.Contains(t, errs, "MeCab", l)
		assert.Empty(t, out, l)
	}
	// chrF needs no tokenizer: Korean is scored.
	_, errs, code := run1("--metric", "chrf", "-l", "ko", "-b")
	assert.Equal(t, 0, code, errs)
	for _, l := range []string{"foo", "en-foo", "zh-cn", "cs-CZ-x"} {
		for _, m := range []string{"bleu", "chrf", "ter", "bleu,chrf", "meteor"} {
			out, errs, code := run1("--metric", m, "-l", l, "-b")
			assert.Equal(t, 2, code, "%s %s", m, l)
			assert.Contains(t, errs, "unknown target language", "%s %s", m, l)
			assert.Empty(t, out, "%s %s", m, l)
		}
	}
}
