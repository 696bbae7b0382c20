package mrewrite

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzSplice checks Splice on arbitrary text: no panic; the tokens of
// the text always locate; an unchanged token list gives the text back;
// a changed one gives text whose words are the new tokens' words when
// nothing was glued (every token stands alone in the text).
func FuzzSplice(f *testing.F) {
	f.Add("He bought an automobile, yesterday.", "a car")
	f.Add("„Už místo“ je klasická.", "klasické")
	f.Add("e-mail U.S. x  y", "")
	f.Fuzz(func(t *testing.T, text, repl string) {
		if !utf8.ValidString(text) || !utf8.ValidString(repl) {
			return
		}
		from := strings.Fields(text)
		got, ok := Splice(text, from, from)
		if !ok || got != text {
			t.Fatalf("Splice(%q, same tokens) = %q, %v", text, got, ok)
		}
		if len(from) == 0 {
			return
		}
		to := append(append([]string{}, from[:len(from)/2]...), strings.Fields(repl)...)
		to = append(to, from[len(from)/2+1:]...)
		got, ok = Splice(text, from, to)
		if !ok {
			t.Fatalf("Splice(%q, %q → %q) failed", text, from, to)
		}
		if strings.Join(strings.Fields(got), " ") != strings.Join(to, " ") {
			t.Fatalf("Splice(%q, %q → %q) = %q", text, from, to, got)
		}
	})
}
