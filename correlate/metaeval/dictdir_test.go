package metaeval

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/pipeline"
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

// TestCacheKeyDictDir: the cache keys of the rewriting scorers follow
// every system file the Czech rewriter reads (made-up ones in
// $PARMESAN_DICT_DIR here, before the system's): the hunspell .aff and
// .dic, the MyThes .dat and .idx, and the FreeDict eng-ces .index and
// .dict.dz of the sense guard (audit F4: FreeDict and the .idx were not
// stamped, so a FreeDict upgrade served the old statistics).
func TestCacheKeyDictDir(t *testing.T) {
	d := t.TempDir()
	files := []string{"cs_CZ.aff", "cs_CZ.dic", "th_cs_CZ_v2.dat", "th_cs_CZ_v2.idx", "freedict-eng-ces.index", "freedict-eng-ces.dict.dz"}
	for _, f := range files {
		require.NoError(t, os.WriteFile(filepath.Join(d, f), []byte("made up "+f+"\n"), 0o644))
	}
	t.Setenv(data.DictDirEnv, d)
	names := []string{Parmesan, ParmesanUnfixed, TunedPrefix + "parmesan-cs", eval.MetricBLEU + eval.OnParmesan}
	keys := func() []string {
		var out []string
		for _, n := range names {
			out = append(out, keyOf(t, n, ScorerConfig{Lang: "cs"}))
		}
		return out
	}
	for _, k := range keys() {
		for _, f := range files {
			assert.Contains(t, k, "|"+data.Stamp(filepath.Join(d, f)))
		}
	}
	for _, f := range files {
		requireKeyFollows(t, filepath.Join(d, f), keys, "cs")
	}
	// Meteor reads no dictionary: its key does not change with them.
	m := keyOf(t, Meteor, ScorerConfig{Lang: "cs"})
	require.NoError(t, os.WriteFile(filepath.Join(d, "cs_CZ.dic"), []byte("other\n"), 0o644))
	assert.Equal(t, m, keyOf(t, Meteor, ScorerConfig{Lang: "cs"}))
}

// TestCacheKeyAbsent: a file found nowhere is stamped absent by its name,
// and installing it changes the key.
func TestCacheKeyAbsent(t *testing.T) {
	d := t.TempDir()
	t.Setenv(data.DictDirEnv, d)
	xx := lang.Language{Code: "xx", Locale: "xx_XX", FreeDict: "xxx"}
	if paths, _ := rewriterInputs(xx); len(paths) > 0 {
		t.Skipf("a system has files of the made-up locale: %v", paths)
	}
	stamps := rewriterStamps(xx)
	assert.Equal(t, []string{"xx_XX.aff:absent", "xx_XX.dic:absent", "th_xx_XX_v2.dat:absent", "th_xx_XX_v2.idx:absent",
		"freedict-eng-xxx.index:absent", "freedict-eng-xxx.dict.dz:absent"}, stamps)
	for _, f := range []string{"freedict-eng-xxx.index", "freedict-eng-xxx.dict.dz"} {
		require.NoError(t, os.WriteFile(filepath.Join(d, f), []byte("made up\n"), 0o644))
	}
	after := rewriterStamps(xx)
	assert.NotEqual(t, stamps, after, "an installed FreeDict changes the stamps")
	assert.Contains(t, after, data.Stamp(filepath.Join(d, "freedict-eng-xxx.index")))
}

// TestCacheKeyWordNet: the English rewriting scorers' keys follow the
// WordNet files of the related source (pipeline.WordNetDir, a made-up
// copy here).
func TestCacheKeyWordNet(t *testing.T) {
	d := t.TempDir()
	old := pipeline.WordNetDir
	pipeline.WordNetDir = d
	t.Cleanup(func() { pipeline.WordNetDir = old })
	for _, f := range []string{"data.noun", "data.verb", "data.adj", "index.noun", "index.verb", "index.adj"} {
		require.NoError(t, os.WriteFile(filepath.Join(d, f), []byte("made up "+f+"\n"), 0o644))
	}
	keys := func() []string {
		return []string{keyOf(t, Parmesan, ScorerConfig{Lang: "en"}), keyOf(t, Parmesan, ScorerConfig{}),
			keyOf(t, eval.MetricCHRF+eval.OnParmesan, ScorerConfig{Lang: "en"})}
	}
	requireKeyFollows(t, filepath.Join(d, "data.noun"), keys, "en")
	requireKeyFollows(t, filepath.Join(d, "index.adj"), keys, "en")
	a := keys()
	require.NoError(t, os.Remove(filepath.Join(d, "data.verb")))
	assert.NotEqual(t, a, keys(), "a removed WordNet file changes the keys")
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
	old := executableStamp
	executableStamp = func() string { return "exe=" + data.Stamp(exe) }
	t.Cleanup(func() { executableStamp = old })
	keys := func() []string {
		var out []string
		for _, n := range []string{Meteor, Parmesan, eval.MetricBLEU, eval.MetricMBLEU, eval.MetricBLEU + eval.OnParmesan} {
			out = append(out, keyOf(t, n, ScorerConfig{Lang: "cs", CopyWords: "ner"}))
		}
		return out
	}
	requireKeyFollows(t, exe, keys, "executable")
}

// TestRewriterInputsCoverResources: every system file the pipeline says a
// language reads (pipeline.LanguageResources, found here) is among the
// files the rewriting scorers' keys stamp, except FreeDict from another
// source language (source grounding, which correlate does not run).
func TestRewriterInputsCoverResources(t *testing.T) {
	for _, code := range pipeline.ResourceLanguages() {
		l, ok := lang.Lookup(code)
		require.True(t, ok, code)
		paths, _ := rewriterInputs(l)
		for _, r := range pipeline.LanguageResources(code) {
			if !r.Present || r.Path == "" || (r.Stage == "grounding" && !strings.Contains(r.Path, "freedict-eng-")) {
				continue
			}
			assert.Contains(t, paths, r.Path, "%s: %s %s", code, r.Stage, r.Name)
		}
	}
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

// BenchmarkCacheKey measures what stamping costs a cached run: the keys
// of the Czech and English Parmesan metrics (the system dictionaries,
// FreeDict, WordNet, the executable) and of Meteor on the reference's
// resource directory (../shared, when present).
func BenchmarkCacheKey(b *testing.B) {
	res := filepath.Join("..", "..", "..", "shared", "resources", "meteor-1.5")
	cases := []struct {
		name string
		cfg  ScorerConfig
	}{{Parmesan, ScorerConfig{Lang: "cs"}}, {Parmesan, ScorerConfig{Lang: "en"}}, {Meteor, ScorerConfig{Lang: "en", Resources: res}}}
	for _, c := range cases {
		b.Run(c.name+"-"+c.cfg.Lang+map[bool]string{true: "-resources"}[c.cfg.Resources != ""], func(b *testing.B) {
			if c.cfg.Resources != "" {
				if _, err := os.Stat(c.cfg.Resources); err != nil {
					b.Skipf("no Meteor resources: %v", err)
				}
			}
			for b.Loop() {
				sc, err := NewScorer(c.name, c.cfg)
				require.NoError(b, err)
				_ = sc.CacheKey()
			}
		})
	}
}
