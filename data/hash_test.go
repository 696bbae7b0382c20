package data

import (
	"os"
	"path/filepath"
	"testing"
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
