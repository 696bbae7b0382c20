package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestScoreRewriteWeight: --rewrite-weight scores the substituted word
// with the module's weight and names it in the signature. "The movie
// was quiet and sensitive ." has 7 tokens, 4 of them function words
// (the, was, and, .): with movie → film at weight 0.5, P = R = 1 −
// 0.5·0.75/(0.75·3 + 0.25·4) = 0.8846.
func TestScoreRewriteWeight(t *testing.T) {
	dir := t.TempDir()
	ref, hyp := filepath.Join(dir, "ref.txt"), filepath.Join(dir, "hyp.txt")
	require.NoError(t, os.WriteFile(ref, []byte("The movie was quiet and sensitive .\n"), 0o644))
	require.NoError(t, os.WriteFile(hyp, []byte("The film was quiet and sensitive .\n"), 0o644))
	for _, c := range []struct {
		args      []string
		score     string
		signature string
	}{
		{nil, "Parmesan = 1.0000", "fix=yes|"},
		{[]string{"--rewrite-weight", "0.5"}, "Parmesan = 0.8846", "fix=yes,module=rewritten:0.5|"},
	} {
		var out, errb bytes.Buffer
		args := append([]string{"parmesan", "score", "--rewrite", "-l", "en", "-r", ref}, c.args...)
		code := run(append(args, hyp), nil, &out, &errb)
		require.Equal(t, 0, code, errb.String())
		assert.Contains(t, out.String(), c.score)
		assert.Contains(t, out.String(), c.signature)
	}
}
