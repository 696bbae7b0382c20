package metaeval

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
)

// keyOf is the cache key of a new scorer of name and cfg.
func keyOf(t *testing.T, name string, cfg ScorerConfig) string {
	t.Helper()
	sc, err := NewScorer(name, cfg)
	require.NoError(t, err)
	return sc.CacheKey()
}

// requireKeyFollows edits file (to other contents of the same size) and
// requires every key of keys to change, then restores it and requires
// the keys of before (a no-change rerun hits the cache).
func requireKeyFollows(t *testing.T, file string, keys func() []string, what string) {
	t.Helper()
	old, err := os.ReadFile(file)
	require.NoError(t, err)
	before := keys()
	edited := slices.Clone(old)
	edited[0] ^= 1
	require.NoError(t, os.WriteFile(file, edited, 0o644))
	after := keys()
	for k := range before {
		assert.NotEqual(t, before[k], after[k], "%s: key %d does not follow an edit of %s", what, k, file)
	}
	require.NoError(t, os.WriteFile(file, old, 0o644))
	assert.Equal(t, before, keys(), "%s: unchanged %s, unchanged keys", what, file)
}

// TestCacheKeyDictDir: the cache keys of the rewriting scorers stamp the
// dictionaries the one lookup finds (made-up ones in $PARMESAN_DICT_DIR
// here, before the system's), so replacing one invalidates the rows.
func TestCacheKeyDictDir(t *testing.T) {
	d := t.TempDir()
	files := []string{"cs_CZ.aff", "cs_CZ.dic", "th_cs_CZ_v2.dat"}
	for _, f := range files {
		require.NoError(t, os.WriteFile(filepath.Join(d, f), []byte("made up\n"), 0o644))
	}
	t.Setenv(data.DictDirEnv, d)
	for _, name := range []string{Parmesan, eval.MetricBLEU + eval.OnParmesan} {
		sc, err := NewScorer(name, ScorerConfig{Lang: "cs"})
		require.NoError(t, err)
		key := sc.CacheKey()
		for _, f := range files {
			assert.Contains(t, key, "|"+data.Stamp(filepath.Join(d, f)), name)
		}
		require.NoError(t, os.WriteFile(filepath.Join(d, "cs_CZ.dic"), []byte("made up, longer\n"), 0o644))
		sc2, err := NewScorer(name, ScorerConfig{Lang: "cs"})
		require.NoError(t, err)
		assert.NotEqual(t, key, sc2.CacheKey(), "%s: a changed dictionary changes the key", name)
		require.NoError(t, os.WriteFile(filepath.Join(d, "cs_CZ.dic"), []byte("made up\n"), 0o644))
	}
	// Found nowhere: the file is stamped absent by its name.
	stamps := dictionaryStamps(lang.Language{Code: "xx", Locale: "xx_XX"})
	assert.Equal(t, []string{"xx_XX.aff:absent", "xx_XX.dic:absent", "th_xx_XX_v2.dat:absent"}, stamps)
}

// TestCacheKeyResources: every scorer reading Meteor's resource directory
// has a key following each file in it, however deep (audit F3: the key
// stamped the directory, whose mtime an edited file leaves alone), and
// the paraphrase table and copy words likewise.
func TestCacheKeyResources(t *testing.T) {
	res := t.TempDir()
	fw := filepath.Join(res, "function", "english.words")
	syn := filepath.Join(res, "synonym", "english.synsets")
	for _, f := range []string{fw, syn} {
		require.NoError(t, os.MkdirAll(filepath.Dir(f), 0o755))
		require.NoError(t, os.WriteFile(f, []byte("the\na\n"), 0o644))
	}
	para := filepath.Join(t.TempDir(), "paraphrase-en.gz")
	require.NoError(t, os.WriteFile(para, []byte("made up"), 0o644))
	copyWords := filepath.Join(t.TempDir(), "copy.txt")
	require.NoError(t, os.WriteFile(copyWords, []byte("Paris\n"), 0o644))
	cfg := ScorerConfig{Lang: "en", Resources: res, Paraphrases: para, CopyWords: copyWords}
	names := []string{Meteor, MeteorExact, Parmesan, TunedPrefix + "parmesan-cs", eval.MetricMBLEU, eval.MetricMeteorPP, eval.MetricBLEU + eval.OnParmesan, eval.MetricMeteorPP + eval.OnParmesan}
	keys := func() []string {
		var out []string
		for _, n := range names {
			out = append(out, keyOf(t, n, cfg))
		}
		return out
	}
	requireKeyFollows(t, fw, keys, "resources")
	requireKeyFollows(t, syn, keys, "resources")
	requireKeyFollows(t, para, keys, "paraphrase table")
	names = []string{eval.MetricMeteorPP, eval.MetricMeteorPP + eval.OnParmesan}
	requireKeyFollows(t, copyWords, keys, "copy words")
}

// TestCacheKeyExecutable: every key follows the program.
func TestCacheKeyExecutable(t *testing.T) {
	exe := filepath.Join(t.TempDir(), "parmesan")
	require.NoError(t, os.WriteFile(exe, []byte("a program"), 0o755))
	old := executablePath
	executablePath = func() (string, error) { return exe, nil }
	t.Cleanup(func() { executablePath = old })
	keys := func() []string {
		var out []string
		for _, n := range []string{Meteor, Parmesan, eval.MetricBLEU, eval.MetricMBLEU, eval.MetricBLEU + eval.OnParmesan} {
			out = append(out, keyOf(t, n, ScorerConfig{Lang: "cs", CopyWords: "ner"}))
		}
		return out
	}
	requireKeyFollows(t, exe, keys, "executable")
}

// TestCacheStaleResources is audit F3 end to end: after a file inside
// the resource directory is edited (the directory's own mtime kept, as
// an in-place edit leaves it), correlate re-scores every system with the
// new file instead of serving the old statistics and signature; a rerun
// with nothing changed reads them all from the cache.
func TestCacheStaleResources(t *testing.T) {
	set, err := data.ReadEvalSet(writeSet(t))
	require.NoError(t, err)
	res := t.TempDir()
	fw := filepath.Join(res, "function", "english.words")
	require.NoError(t, os.MkdirAll(filepath.Dir(fw), 0o755))
	require.NoError(t, os.WriteFile(fw, []byte("the\na\n"), 0o644))
	require.NoError(t, os.MkdirAll(filepath.Join(res, "nonbreaking"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(res, "nonbreaking", "english.prefixes"), []byte("Mr\n"), 0o644))
	st, err := os.Stat(filepath.Dir(fw))
	require.NoError(t, err)
	c := Cache{Dir: t.TempDir()}
	run := func() MetricScores {
		t.Helper()
		o := Options{Cache: c, Scorer: ScorerConfig{Resources: res}}
		in, err := FromSet(set, []string{MeteorExact}, &o)
		require.NoError(t, err)
		require.Len(t, in.Metrics, 1, "unavailable: %v", in.Unavailable)
		return in.Metrics[0]
	}
	first := run()
	assert.Equal(t, 0, first.Cached)
	again := run()
	assert.Equal(t, 2, again.Cached, "nothing changed: read from the cache")
	assert.Equal(t, first.Scores, again.Scores)

	// Words of the example's sentences become function words.
	f, err := os.OpenFile(fw, os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(t, err)
	_, err = f.WriteString("committee\nrain\nhospital\nin\nof\nfor\n")
	require.NoError(t, err)
	require.NoError(t, f.Close())
	for _, d := range []string{filepath.Dir(fw), res} {
		require.NoError(t, os.Chtimes(d, st.ModTime(), st.ModTime()))
	}
	edited := run()
	assert.Equal(t, 0, edited.Cached, "an edited resource file is re-scored")
	assert.NotEqual(t, first.Signature, edited.Signature, "the signature names the new function words")
	assert.NotEqual(t, first.Scores, edited.Scores)

	fresh, err := FromSet(set, []string{MeteorExact}, &Options{Scorer: ScorerConfig{Resources: res}})
	require.NoError(t, err)
	assert.Equal(t, fresh.Metrics[0].Scores, edited.Scores, "as without the cache")
	assert.Equal(t, fresh.Metrics[0].Signature, edited.Signature)
	assert.Equal(t, 2, run().Cached)
}
