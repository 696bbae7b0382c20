package cs

import (
	"strings"
	"testing"
	"unsafe"
)

// TestFormKey checks keyOf's words against the form's bytes, for every
// length up to 17, and that equal keys are equal short forms.
func TestFormKey(t *testing.T) {
	const src = "příliš žluťoučký kůň úpěl ďábelské ódy"
	for n := 0; n <= 17; n++ {
		for start := 0; start+n <= len(src); start++ {
			form := src[start : start+n]
			k := keyOf(form)
			if k.tag == 0 {
				t.Fatalf("keyOf(%q): tag 0", form)
			}
			if n > 16 {
				if k.tag>>56 != 0xff || k.b != [2]uint64{} {
					t.Fatalf("keyOf(%q) = %x", form, k)
				}
				continue
			}
			var want [2]uint64
			for i := 0; i < n; i++ {
				want[i/8] |= uint64(form[i]) << (8 * (i % 8))
			}
			if k.b != want || k.tag>>56 != uint64(n+1) {
				t.Fatalf("keyOf(%q) = %x, want bytes %x", form, k, want)
			}
			if k != keyOf(strings.Clone(form)) {
				t.Fatalf("keyOf(%q) differs between copies", form)
			}
		}
	}
	if keyOf("ab") == keyOf("ab\x00") {
		t.Fatal("keys of ab and ab\\x00 are equal")
	}
}

// TestFormTable puts more forms than the first table holds (it grows)
// and more than a limit (it is emptied), and finds each form it holds.
func TestFormTable(t *testing.T) {
	var ft formTable
	var forms []string
	for i := 0; i < 3000; i++ {
		forms = append(forms, strings.Repeat("x", i%40)+string(rune('a'+i%26))+strings.Repeat("ž", i/26))
	}
	put := func(f string) *analysis {
		a := &analysis{form: f}
		k := keyOf(f)
		a.key = k.b
		return ft.put(f, k, a, 2500)
	}
	for i, f := range forms {
		a := put(f)
		if b := put(f); b != a {
			t.Fatalf("second put of %q: another analysis", f)
		}
		if i < 2500 {
			for _, g := range forms[:i+1] {
				if a := ft.get(g, keyOf(g)); a == nil || a.form != g {
					t.Fatalf("after %d puts: %q not found", i+1, g)
				}
			}
		}
	}
	if ft.get(forms[0], keyOf(forms[0])) != nil {
		t.Fatal("the table was not emptied at its limit")
	}
	if ft.get(forms[2999], keyOf(forms[2999])) == nil {
		t.Fatal("a form put after emptying is missing")
	}
}

// TestAgrSize checks that an agr is one cache line, as its comment says
// and allocAnalysis's blocks assume.
func TestAgrSize(t *testing.T) {
	if n := unsafe.Sizeof(agr{}); n != 64 {
		t.Fatalf("agr is %d bytes", n)
	}
}
