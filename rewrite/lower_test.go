package rewrite

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestLower: lower is strings.ToLower on every rune up to U+052F (Latin,
// Greek, Cyrillic: the table's edge and past it), alone and between
// lower-case and upper-case ASCII, on invalid UTF-8 (two-byte sequences
// cut short or ill-formed among them) and on real words.
func TestLower(t *testing.T) {
	var cases []string
	for r := rune(0); r <= 0x52f; r++ {
		c := string(r)
		cases = append(cases, c, "a"+c+"b", "A"+c, c+"Z", "č"+c+"ř")
	}
	cases = append(cases, "", "\xff", "a\xffb", "č\xc4", "\xc4\x8d", "ŽLUŤOUČKÝ kůň", "Příliš", "přÍliš", "москва", "Москва",
		"İstanbul", "ǅ", "straße", "STRASSE", "ﬁ", string(utf8.RuneError), "ſ", "K",
		// Two-byte sequences cut short or ill-formed (lower's own decoding).
		"\xc2", "a\xc5", "\xc3(", "\xc5\xc5\x81", "\xc4\x8d\xc4", "\xc1\xbf", "\xc6\x80")
	for _, c := range cases {
		if got, want := lower(c), strings.ToLower(c); got != want {
			t.Errorf("lower(%q) = %q, strings.ToLower gives %q", c, got, want)
		}
	}
}

func FuzzLower(f *testing.F) {
	for _, s := range []string{"Příliš žluťoučký kůň", "a\xffb", "İ", "Москва"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := lower(s), strings.ToLower(s); got != want {
			t.Errorf("lower(%q) = %q, strings.ToLower gives %q", s, got, want)
		}
	})
}
