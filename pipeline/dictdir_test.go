package pipeline

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
)

// TestLanguageResourcesDictDir: Czech's dictionaries, like every
// language's, are reported where the one lookup finds them: made-up
// files in $PARMESAN_DICT_DIR come before the system's.
func TestLanguageResourcesDictDir(t *testing.T) {
	d := t.TempDir()
	for _, f := range []string{"cs_CZ.aff", "cs_CZ.dic", "th_cs_CZ_v2.dat", "freedict-eng-ces.index", "freedict-eng-ces.dict.dz"} {
		require.NoError(t, os.WriteFile(filepath.Join(d, f), []byte("made up\n"), 0o644))
	}
	t.Setenv(data.DictDirEnv, d)
	var got []string
	for _, r := range LanguageResources("cs") {
		if r.Package == "wordnet-base" { // the homonym check's, in WordNetDir whatever the dictd directory
			assert.Equal(t, filepath.Join(WordNetDir, "index.noun"), r.Path)
			continue
		}
		if r.Path != "" {
			assert.True(t, r.Present, r.Name)
			got = append(got, r.Stage+" "+r.Path+" "+r.Package)
		}
	}
	assert.Equal(t, []string{
		"lemma " + filepath.Join(d, "cs_CZ.aff") + " hunspell-cs",
		"paraphrase " + filepath.Join(d, "th_cs_CZ_v2.dat") + " mythes-cs",
		"grounding " + filepath.Join(d, "freedict-eng-ces.index") + " dict-freedict-eng-ces",
	}, got)
}

// TestMyThesDictDir: the Czech thesaurus and the English–Czech
// dictionary guarding it are the ones the lookup finds: made-up files in
// $PARMESAN_DICT_DIR, named by their hashes in what the rewriter used.
func TestMyThesDictDir(t *testing.T) {
	d := t.TempDir()
	th := filepath.Join(d, "th_cs_CZ_v2.dat")
	require.NoError(t, os.WriteFile(th, []byte("UTF-8\nauto|1\n(podst. jm.)|vůz|automobil\nvůz|1\n(podst. jm.)|auto\n"), 0o644))
	entry := "car\nauto, vůz\n"
	require.Len(t, entry, 15)
	ip, dp := data.DictdPaths(d, "freedict-eng-ces")
	require.NoError(t, os.WriteFile(ip, []byte("car\tA\tP\n"), 0o644)) // offset 0, length 15 in dictd's base 64
	require.NoError(t, os.WriteFile(dp, []byte(entry), 0o644))
	t.Setenv(data.CacheEnv, "off") // nothing made up in the user's cache
	t.Setenv(data.DictDirEnv, d)
	_, used, err := loadMyThes(Config{Lang: lang.Czech}, "")
	require.NoError(t, err)
	thHash, err := data.HashFiles(th)
	require.NoError(t, err)
	dictHash, err := data.HashFiles(ip, dp)
	require.NoError(t, err)
	assert.Equal(t, []ResourceUse{{"sense-freedict-eng-ces", dictHash}, {"mythes-cs_CZ", thHash}}, used)
	// A dictd directory given without the dictionary: no guard.
	_, used, err = loadMyThes(Config{Lang: lang.Czech, DictDir: t.TempDir()}, "")
	require.NoError(t, err)
	assert.Equal(t, []ResourceUse{{"mythes-cs_CZ", thHash}}, used)
}
