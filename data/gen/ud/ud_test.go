package ud

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

func TestDir(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(Env, dir)
	got, err := Dir()
	require.NoError(t, err)
	assert.Equal(t, dir, got)
	_, err = File("UD_Nowhere-X", "x-ud-dev.conllu")
	require.ErrorContains(t, err, "UD_Nowhere-X")
	require.ErrorContains(t, err, Env)
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "UD_Toy"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "UD_Toy", "toy.conllu"), []byte("1\tHaus\tHaus\tNOUN\t_\t_\t0\troot\t_\t_\n\n"), 0o644))
	p, err := File("UD_Toy", "toy.conllu")
	require.NoError(t, err)
	sents, err := data.ReadCoNLLUFile(p)
	require.NoError(t, err)
	require.Len(t, sents, 1)
	assert.Equal(t, "Haus", sents[0].Words[0].Lemma)
	// The search climbs from the working directory to a shared/ud.
	t.Setenv(Env, "")
	root := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(root, "shared", "ud"), 0o755))
	deep := filepath.Join(root, "repo", "lemma", "de")
	require.NoError(t, os.MkdirAll(deep, 0o755))
	t.Chdir(deep)
	got, err = Dir()
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(root, "shared", "ud"), got)
}
