package pipeline

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
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
