package jvm

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

// Issue 16, defect 5a: one U+FFFD per malformed sequence as the JDK's
// UTF-8 decoder reports them (sun.nio.cs.UTF_8, malformedN), not one per
// run of bad bytes as strings.ToValidUTF8.
func TestDecodeUTF8(t *testing.T) {
	const R = "\uFFFD"
	cases := []struct{ name, in, want string }{
		{"valid", "café ☕ 𝄞", "café ☕ 𝄞"},
		{"issue example", "caf\xc3 \xff\xfe bad\x80word", "caf" + R + " " + R + R + " bad" + R + "word"},
		{"lone continuation bytes", "\x80\x80\xbf", R + R + R},
		{"C0 C1 overlong leads", "\xc0\xaf\xc1\xbf", R + R + R + R},
		{"2-byte lead at end", "a\xc3", "a" + R},
		{"3-byte lead, second bad", "\xe2(", R + "("},
		{"3-byte truncated after 2", "\xe2\x82(", R + "("},
		{"3-byte truncated at end", "\xe2\x82", R},
		{"E0 overlong", "\xe0\x80\x80", R + R + R},
		{"surrogate", "\xed\xa0\x80x", R + "x"},
		{"4-byte truncated after 3", "\xf0\x9f\x98(", R + "("},
		{"4-byte truncated after 2", "\xf0\x9f(", R + "("},
		{"F0 overlong", "\xf0\x80\x80\x80", R + R + R + R},
		{"F4 above U+10FFFF", "\xf4\x90\x80\x80", R + R + R + R},
		{"F5..F7 and F8..FF", "\xf5\x80\xf8\xff", R + R + R + R},
		{"after a bad byte, a valid char", "\xff\xc3\xa9", R + "é"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, DecodeUTF8(c.in))
		})
	}
}

func FuzzDecodeUTF8(f *testing.F) {
	for _, s := range []string{"caf\xc3 \xff\xfe bad\x80word", "\xf0\x9f\x98", "\xed\xa0\x80", "ok"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := DecodeUTF8(s)
		if !utf8.ValidString(got) {
			t.Fatalf("%q decodes to invalid UTF-8 %q", s, got)
		}
		if utf8.ValidString(s) && got != s {
			t.Fatalf("valid %q changed to %q", s, got)
		}
		// Never more replacements than bad bytes, never fewer than Go's runs.
		bad := 0
		for i := 0; i < len(s); {
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && n == 1 {
				bad++
			}
			i += n
		}
		added := strings.Count(got, "\uFFFD") - strings.Count(s, "\uFFFD")
		runs := strings.Count(strings.ToValidUTF8(s, "\x00\x01"), "\x00\x01") - strings.Count(s, "\x00\x01")
		if added > bad || added < runs {
			t.Fatalf("%q: %d replacements for %d bad bytes in %d runs", s, added, bad, runs)
		}
	})
}
