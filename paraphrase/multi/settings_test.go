package multi

import (
	"fmt"
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
	// one is refused: Go's gzip reader would not read it).
	path := filepath.Join(t.TempDir(), "t.gz")
	require.NoError(t, paraphrase.WriteMeteorFileComment(path, []paraphrase.Pair{{A: "a", B: "b", Prob: 1}}, long))
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	got, err := paraphrase.MeteorFileComment(f)
	require.NoError(t, err)
	assert.Equal(t, long, got)
	unfactored := strings.Replace(long, "generaltest2022.{ja-en(2008×15),liv-en(2008×15),ru-en(2008×15),uk-en(2008×15),zh-en(2008×15)}", corpora, 1)
	assert.Error(t, paraphrase.WriteMeteorFileComment(filepath.Join(t.TempDir(), "u.gz"), []paraphrase.Pair{{A: "a", B: "b", Prob: 1}}, unfactored),
		"a comment longer than MaxComment is refused (Go's gzip reader would not read the file)")
}

// TestCommentCorpora: a settings line still over MaxComment once its
// corpora are factored (sets without one common prefix) becomes a gzip
// comment naming how many sets there are, which the table reads back
// with; the line itself is unchanged (it is the settings file); a line
// that fits is its own comment; and a comment over the limit is refused
// with no file written.
func TestCommentCorpora(t *testing.T) {
	var names []string
	for i := range 40 {
		names = append(names, fmt.Sprintf("corpus%02d.en-cs(100×2)", i))
	}
	line := TableSettings("en", "x", "off", "lemma:l|parmesan:0", strings.Join(names, ","), Stats{})
	require.Greater(t, len([]rune(line)), MaxComment)
	c := Comment(line)
	assert.LessOrEqual(t, len([]rune(c)), MaxComment)
	assert.Contains(t, c, "|corpora:40 sets, named in the settings file|")
	assert.Equal(t, strings.Replace(line, "corpora:"+strings.Join(names, ","), "corpora:40 sets, named in the settings file", 1), c)
	short := TableSettings("en", "x", "off", "lemma:l|parmesan:0", "a.b(1×2)", Stats{})
	assert.Equal(t, short, Comment(short))

	path := filepath.Join(t.TempDir(), "t.gz")
	require.NoError(t, paraphrase.WriteMeteorFileComment(path, []paraphrase.Pair{{A: "a", B: "b", Prob: 1}}, c))
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	got, err := paraphrase.MeteorFileComment(f)
	require.NoError(t, err)
	assert.Equal(t, c, got)

	long := filepath.Join(t.TempDir(), "long.gz")
	err = paraphrase.WriteMeteorFileComment(long, []paraphrase.Pair{{A: "a", B: "b", Prob: 1}}, line)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "long.gz not written")
	assert.NoFileExists(t, long)
}
