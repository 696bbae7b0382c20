package data

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"
)

// TestShortSum: the short hash of a full content sum is the same as
// hashing the files, and with no sum (the cache is off) the files are
// hashed.
func TestShortSum(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	if err := os.WriteFile(a, []byte("one\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(b, []byte("two\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	want, err := HashFiles(a, b)
	if err != nil {
		t.Fatal(err)
	}
	full, _, err := contentSum([]string{a, b})
	if err != nil {
		t.Fatal(err)
	}
	for _, sum := range []string{full, ""} {
		got, err := ShortSum(sum, a, b)
		if err != nil || got != want {
			t.Errorf("ShortSum(%q) = %q, %v; want %q", sum, got, err, want)
		}
	}
	if _, err := ShortSum("", filepath.Join(dir, "missing")); err == nil {
		t.Error("a missing file without a sum: no error")
	}
}

// TestFileHasher: files read through a FileHasher, wholly, in part or
// not at all, gzip or not, hash as HashFiles hashes them; reading a file
// before an earlier one is read to its end is an error.
func TestFileHasher(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b.gz")
	if err := os.WriteFile(a, []byte(strings.Repeat("one\n", 100000)), 0o644); err != nil {
		t.Fatal(err)
	}
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	zw.Write([]byte(strings.Repeat("two three\n", 50000)))
	zw.Close()
	if err := os.WriteFile(b, z.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	want, err := HashFiles(a, b)
	if err != nil {
		t.Fatal(err)
	}
	for _, read := range []int{0, 1, 1000, 1 << 30} { // bytes read of each file before Sum
		fh := NewFileHasher()
		var got []byte
		for _, p := range []string{a, b} {
			f, err := fh.OpenMaybeGzip(p)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			x, err := io.ReadAll(io.LimitReader(f, int64(read)))
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, x...)
			if read > 1<<20 { // a file read to its end
				if _, err := f.Read(make([]byte, 1)); err != io.EOF {
					t.Fatalf("%s: %v after its end, want EOF", p, err)
				}
			}
		}
		if read > 1<<20 && string(got) != strings.Repeat("one\n", 100000)+strings.Repeat("two three\n", 50000) {
			t.Errorf("the files' contents through the hasher differ (%d bytes)", len(got))
		}
		sum, err := fh.Sum()
		if err != nil || sum != want {
			t.Errorf("read %d: Sum() = %q, %v; want %q", read, sum, err, want)
		}
	}

	// A file read in part, then the next opened: its rest is hashed, and
	// a read from it is an error, not data missing unseen.
	fh := NewFileHasher()
	f, err := fh.OpenMaybeGzip(a)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.Read(make([]byte, 10)); err != nil {
		t.Fatal(err)
	}
	g, err := fh.OpenMaybeGzip(b)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if _, err = io.ReadAll(f); err == nil || !strings.Contains(err.Error(), "after a later file was opened") {
		t.Errorf("a file read after the next was opened: %v, want an error", err)
	}
	if sum, err := fh.Sum(); err != nil || sum != want {
		t.Errorf("Sum() = %q, %v; want %q", sum, err, want)
	}
	if _, err := NewFileHasher().OpenMaybeGzip(filepath.Join(dir, "missing")); err == nil {
		t.Error("a missing file: no error")
	}
}

// TestFileHasherShortReads: bytes that come a few at a time (a reader
// of one byte, or half what is asked, a read) hash as the same bytes in
// one piece, read in part or wholly before the next file is added.
func TestFileHasherShortReads(t *testing.T) {
	x, y := strings.Repeat("short reads\n", 3000), strings.Repeat("zwei\n", 5000)
	want := HashBytes([]byte(x + y))
	for _, read := range []int{0, 7, len(x)} {
		fh := NewFileHasher()
		hx, err := fh.add("x", iotest.OneByteReader(strings.NewReader(x)))
		if err != nil {
			t.Fatal(err)
		}
		got := make([]byte, read)
		if _, err := io.ReadFull(hx, got); err != nil || string(got) != x[:read] {
			t.Fatalf("read %d of x: %q, %v", read, got, err)
		}
		hy, err := fh.add("y", iotest.HalfReader(strings.NewReader(y)))
		if err != nil {
			t.Fatal(err)
		}
		if b, err := io.ReadAll(io.LimitReader(hy, 100)); err != nil || string(b) != y[:100] {
			t.Fatalf("y: %q, %v", b, err)
		}
		if sum, err := fh.Sum(); err != nil || sum != want {
			t.Errorf("read %d: Sum() = %q, %v; want %q", read, sum, err, want)
		}
	}
}

// TestFileHasherFailedOpen (review15 #11): a file that cannot be opened
// leaves the earlier ones as they were: still readable to their end, and
// hashed as HashFiles hashes them.
func TestFileHasherFailedOpen(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a")
	content := strings.Repeat("one two\n", 100000) // more than maybeGzip buffers
	if err := os.WriteFile(a, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	want, err := HashFiles(a)
	if err != nil {
		t.Fatal(err)
	}
	fh := NewFileHasher()
	f, err := fh.OpenMaybeGzip(a)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	head := make([]byte, 10)
	if _, err := io.ReadFull(f, head); err != nil {
		t.Fatal(err)
	}
	if _, err := fh.OpenMaybeGzip(filepath.Join(dir, "missing")); err == nil {
		t.Fatal("a missing file: no error")
	}
	rest, err := io.ReadAll(f)
	if err != nil || string(head)+string(rest) != content {
		t.Errorf("a file after a failed open: %d bytes, %v; want %d bytes", len(head)+len(rest), err, len(content))
	}
	if sum, err := fh.Sum(); err != nil || sum != want {
		t.Errorf("Sum() = %q, %v; want %q", sum, err, want)
	}
}
