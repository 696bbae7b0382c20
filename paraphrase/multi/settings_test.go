package multi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/paraphrase"
)

// TestTableSettingsLong: a settings line longer than Go's gzip reader
// reads as a header comment (MaxComment) names its corpora with their
// common prefix once, and the table written with it reads back; a short
// line is left as it was, and SettingsCorpora reads both forms.
func TestTableSettingsLong(t *testing.T) {
	var names []string
	for _, p := range []string{"ja-en", "liv-en", "ru-en", "uk-en", "zh-en"} {
		names = append(names, "generaltest2022."+p+"(2008×15)")
	}
	corpora := strings.Join(names, ",")
	long := TableSettings("en", strings.Repeat("x", 190), "off", "lemma:l|parmesan:0", corpora, Stats{})
	assert.LessOrEqual(t, len([]rune(long)), MaxComment)
	assert.Contains(t, long, "|corpora:generaltest2022.{ja-en(2008×15),liv-en(2008×15),ru-en(2008×15),uk-en(2008×15),zh-en(2008×15)}|")
	want := []string{"generaltest2022.ja-en", "generaltest2022.liv-en", "generaltest2022.ru-en", "generaltest2022.uk-en", "generaltest2022.zh-en"}
	assert.Equal(t, want, SettingsCorpora(long))

	short := TableSettings("en", "x", "off", "lemma:l|parmesan:0", corpora, Stats{})
	assert.Contains(t, short, "|corpora:"+corpora+"|")
	assert.Equal(t, want, SettingsCorpora(short))

	// Written as a gzip comment, the long line reads back (the unfactored
	// one would not: "gzip: invalid header").
	path := filepath.Join(t.TempDir(), "t.gz")
	require.NoError(t, paraphrase.WriteMeteorFileComment(path, []paraphrase.Pair{{A: "a", B: "b", Prob: 1}}, long))
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	got, err := paraphrase.MeteorFileComment(f)
	require.NoError(t, err)
	assert.Equal(t, long, got)
	unfactored := strings.Replace(long, "generaltest2022.{ja-en(2008×15),liv-en(2008×15),ru-en(2008×15),uk-en(2008×15),zh-en(2008×15)}", corpora, 1)
	require.NoError(t, paraphrase.WriteMeteorFileComment(path, []paraphrase.Pair{{A: "a", B: "b", Prob: 1}}, unfactored))
	g, err := os.Open(path)
	require.NoError(t, err)
	defer g.Close()
	_, err = paraphrase.MeteorFileComment(g)
	assert.Error(t, err, "Go's gzip reader reads no comment longer than MaxComment")
}
