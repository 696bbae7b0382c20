package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/parmesan-mt/parmesan/data"
)

// The embedded WordNet data is what the generator makes from the installed
// wordnet-base (compared decompressed: gzip bytes may vary with Go).
func TestEmbeddedWordNetIsGenerated(t *testing.T) {
	if _, err := os.Stat(filepath.Join(data.WordNetDir, "index.noun")); err != nil {
		t.Skipf("wordnet-base not installed (%v; apt-get install wordnet-base)", err)
	}
	if testing.Short() {
		t.Skip("reads 28 MB of WordNet files")
	}
	out := filepath.Join(t.TempDir(), "w.gz")
	if err := run(data.WordNetDir, out); err != nil {
		t.Fatal(err)
	}
	var text [2][]byte
	for i, path := range []string{out, "../../wordnet/wordnet.txt.gz"} {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		zr, err := gzip.NewReader(f)
		if err == nil {
			text[i], err = io.ReadAll(zr)
		}
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
	}
	if !bytes.Equal(text[0], text[1]) {
		t.Fatal("data/wordnet/wordnet.txt.gz is stale: run go generate ./data/...")
	}
}

// A WordNet directory without its files is an error naming the file and
// the package to install, and leaves no output behind.
func TestMissingWordNet(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "w.gz")
	err := run(dir, out)
	if err == nil || !bytes.Contains([]byte(err.Error()), []byte("index.noun")) || !bytes.Contains([]byte(err.Error()), []byte("wordnet-base")) {
		t.Fatalf("err = %v", err)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Fatalf("output left behind: %v", err)
	}
}
