package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLegacyEncodingRefused: parmesan's own commands refuse a system
// output that is not UTF-8 (cp1250 here), naming the file and line, with
// no output file, as sacrebleu does; the meteor drop-in reads it as the
// jar does (malformed bytes become U+FFFD) and scores it.
func TestLegacyEncodingRefused(t *testing.T) {
	dir := t.TempDir()
	ref, hyp := filepath.Join(dir, "r.txt"), filepath.Join(dir, "h.cp1250")
	require.NoError(t, os.WriteFile(ref, []byte("Kočka sedí na rohožce.\nPes běží po zahradě rychle.\n"), 0o644))
	// The same text in cp1250 (č = 0xe8, í = 0xed, ž = 0x9e, ě = 0xec).
	require.NoError(t, os.WriteFile(hyp, []byte("Ko\xe8ka sed\xed na koberci.\nPes b\xech\xe1 po zahrad\xec rychle.\n"), 0o644))
	out := filepath.Join(dir, "out")
	want := hyp + ":1: not valid UTF-8 (byte 0xe8 at column 3)"
	for _, args := range [][]string{
		{"score", "-q", "-l", "cs", "-r", ref, "-i", hyp},
		{"score", "-q", "-l", "cs", "--metric", "bleu,chrf,ter", "-r", ref, hyp},
		{"rewrite", "-l", "cs", "-r", ref, "-i", hyp, "-o", out},
		{"report", "-l", "cs", "--metric", "chrf", "-r", ref, "-i", hyp, "-o", out},
		{"rewrite", "-l", "cs", "-r", hyp, "-i", ref, "-o", out},
	} {
		stdout, errOut, code := runCmd(t, "", args...)
		assert.NotEqual(t, 0, code, "%v", args)
		assert.Contains(t, errOut, want, "%v", args)
		assert.Empty(t, stdout, "%v", args)
		_, err := os.Stat(out)
		assert.ErrorIs(t, err, os.ErrNotExist, "%v: no output", args)
	}

	stdout, errOut, code := runCmd(t, "", "meteor", hyp, ref, "-l", "cz", "-norm")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, stdout, "Final score:")
}
