package items

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReadReader(t *testing.T) {
	dir := t.TempDir()
	good := "# title\n\n## 1. SYS-A, segment 12\n\n    REF: a b\n    HYP: a c\n\n- b → c [W]\n\n## 2. SYS B, segment 7\n\n    REF: x\n    HYP: y\n"
	p := filepath.Join(dir, "cs-reader.md")
	if err := os.WriteFile(p, []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	segs, err := ReadReader(p)
	if err != nil {
		t.Fatal(err)
	}
	if len(segs) != 2 || segs[1] != (Segment{"SYS-A", 12, "a b", "a c"}) || segs[2] != (Segment{"SYS B", 7, "x", "y"}) {
		t.Errorf("ReadReader = %+v", segs)
	}
	bad := "## 1. S, segment 1\n\n    REF: a\n"
	if err := os.WriteFile(p, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadReader(p); err == nil || !strings.Contains(err.Error(), "section 1 has no REF or HYP") {
		t.Errorf("missing HYP: err = %v", err)
	}
}

func TestSplitReadings(t *testing.T) {
	r, h, ok := Split("spojil (se s nimi) → kontaktoval (je) (2nd)")
	if !ok || r != "spojil (se s nimi)" || h != "kontaktoval (je)" {
		t.Fatalf("Split = %q, %q, %v", r, h, ok)
	}
	if got := Readings(r); len(got) != 2 || strings.Join(strings.Fields(got[0]), " ") != "spojil" || strings.Join(strings.Fields(got[1]), " ") != "spojil se s nimi" {
		t.Errorf("Readings(%q) = %q", r, got)
	}
	if n := Occurrence("upper → top (2nd)"); n != 2 {
		t.Errorf("Occurrence = %d, want 2", n)
	}
	if n := Occurrence("upper → top"); n != 0 {
		t.Errorf("Occurrence without a mark = %d", n)
	}
	if _, _, ok := Split("a → b → c"); ok {
		t.Error("Split accepted two arrows")
	}
}
