package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

func gunzip(t *testing.T, path string) []byte {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	zr, err := gzip.NewReader(f)
	require.NoError(t, err)
	b, err := io.ReadAll(zr)
	require.NoError(t, err)
	return b
}

// The embedded table is what the generator makes from the installed
// wordnet-base (compared decompressed: gzip bytes may vary with Go).
func TestEmbeddedTableIsGenerated(t *testing.T) {
	const dir = "/usr/share/wordnet"
	if _, err := os.Stat(filepath.Join(dir, "index.noun")); err != nil {
		t.Skipf("wordnet-base not installed (%s missing; apt-get install wordnet-base)", dir)
	}
	out := filepath.Join(t.TempDir(), "p.gz")
	require.NoError(t, run(dir, out))
	if !bytes.Equal(gunzip(t, out), gunzip(t, "../../wordnet/paraphrase-en.gz")) {
		t.Fatal("data/wordnet/paraphrase-en.gz is stale: run go generate ./data/...")
	}
}

func TestPlain(t *testing.T) {
	for lem, want := range map[string]bool{"look_into": true, "cat": true, "": false, "_a": false, "a__b": false, "rock'n'roll": false, "t-shirt": false, "a_": false} {
		if plain(lem) != want {
			t.Errorf("plain(%q) = %v", lem, !want)
		}
	}
}
