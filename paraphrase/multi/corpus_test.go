package multi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func writeLines(t *testing.T, path string, lines ...string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644))
}

// TestReadCorpusEvalLayout reads the evaluation layout (shared/eval
// wmt22-general): ref.txt without refs/ is the reference; with refs/ it
// is one of them and not read again; a human system output
// (human_systems.txt) identical to a reference (sys/HUMAN-refB.txt) is
// read once, as the reference; another system equal to one is kept.
func TestReadCorpusEvalLayout(t *testing.T) {
	root := t.TempDir()
	one := filepath.Join(root, "made.ja-en")
	writeLines(t, filepath.Join(one, "src.txt"), "s1", "s2")
	writeLines(t, filepath.Join(one, "ref.txt"), "the job", "at night")
	writeLines(t, filepath.Join(one, "sys", "A.txt"), "the position", "in the evening")
	writeLines(t, filepath.Join(one, "sys_scores.tsv"), "A\t0.1")
	c, err := ReadCorpus(one)
	require.NoError(t, err)
	assert.Equal(t, []string{"ref:ref", "sys:A"}, c.Systems)
	assert.Equal(t, "en", c.Tgt)
	assert.Empty(t, c.Skipped)

	two := filepath.Join(root, "made.zh-en")
	writeLines(t, filepath.Join(two, "src.txt"), "s1", "s2")
	writeLines(t, filepath.Join(two, "ref.txt"), "the job", "at night")
	writeLines(t, filepath.Join(two, "refs", "refA.txt"), "the job", "at night")
	writeLines(t, filepath.Join(two, "refs", "refB.txt"), "the post", "by night")
	writeLines(t, filepath.Join(two, "sys", "HUMAN-refB.txt"), "the post", "by night")
	writeLines(t, filepath.Join(two, "sys", "A.txt"), "the position", "in the evening")
	writeLines(t, filepath.Join(two, "sys", "B.txt"), "the position", "in the evening") // two systems may agree
	writeLines(t, filepath.Join(two, "sys", "C.txt"), "the job", "at night")            // a system may equal a reference
	writeLines(t, filepath.Join(two, "human_systems.txt"), "HUMAN-refB")
	c, err = ReadCorpus(two)
	require.NoError(t, err)
	assert.Equal(t, []string{"ref:refA", "ref:refB", "sys:A", "sys:B", "sys:C"}, c.Systems)
	assert.Equal(t, []string{"sys:HUMAN-refB=ref:refB"}, c.Skipped)

	bad := filepath.Join(root, "bad.ja-en")
	writeLines(t, filepath.Join(bad, "src.txt"), "s1", "s2")
	writeLines(t, filepath.Join(bad, "ref.txt"), "only one")
	writeLines(t, filepath.Join(bad, "sys", "A.txt"), "a", "b")
	_, err = ReadCorpus(bad)
	assert.ErrorContains(t, err, filepath.Join(bad, "ref.txt")+" has 1 lines")
}

// TestCorpusDirs: a directory with src.txt is a test set; another stands
// for its subdirectories into the language; one with neither is an error.
func TestCorpusDirs(t *testing.T) {
	root := t.TempDir()
	for _, d := range []string{"b.en-cs", "a.de-cs", "c.en-de"} {
		require.NoError(t, os.MkdirAll(filepath.Join(root, d), 0o755))
	}
	set := filepath.Join(root, "c.en-de")
	require.NoError(t, os.WriteFile(filepath.Join(set, "src.txt"), []byte("x\n"), 0o644))
	got, err := CorpusDirs([]string{root, set}, "cs")
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Join(root, "a.de-cs"), filepath.Join(root, "b.en-cs"), set}, got)
	_, err = CorpusDirs([]string{root}, "ru")
	assert.ErrorContains(t, err, "no src.txt and no test set into ru")
}
