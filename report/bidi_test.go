package report

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
)

// Issue #38, defect 7: a right-to-left override in a system name reversed
// the scores displayed after it ("Meteor 0.2649 · chrF2 57.12" rendered as
// "21.75 2Frhc · 9462.0 roeteM"). Outside the JSON data, the page holds
// the name isolated with the override made visible, and no raw override.
func TestNamesIsolated(t *testing.T) {
	in := exampleInput(t)
	in.Systems[0].Name = "sys\u202eA"
	in.Systems[1].Name = "sys\u2067B\x1b[31m"
	in.Title = "title\u202d"
	d, err := Build(in, Options{Metrics: []string{"meteor", "chrf"}})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := d.WriteHTML(&b); err != nil {
		t.Fatal(err)
	}
	page := regexp.MustCompile(`(?s)<script.*?</script>`).ReplaceAllString(b.String(), "")
	for _, raw := range []string{"\u202e", "\u2067", "\u202d", "\x1b"} {
		if strings.Contains(page, raw) {
			t.Errorf("page shows a raw %q", raw)
		}
	}
	for _, want := range []string{
		"<th scope=\"row\">\u2068sys\\u202eA\u2069",
		"<th scope=\"row\">\u2068sys\\u2067B\\u001b[31m\u2069",
		"<h1>\u2068title\\u202d\u2069</h1>",
		"baseline <b>\u2068sys\\u202eA\u2069</b>",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
}

func TestVisible(t *testing.T) {
	for in, want := range map[string]string{
		"plain":         "plain",
		"ščř 中文 עברית":  "ščř 中文 עברית", // letters of any script stay
		"a\u202eb":      `a\u202eb`,
		"a\tb\x00":      `a\u0009b\u0000`,
		"\ufeffx\u2069": `\ufeffx\u2069`,
		"zw\u200dj":     "zw\u200dj", // joiners stay
	} {
		if got := Visible(in); got != want {
			t.Errorf("Visible(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestIsolate(t *testing.T) {
	for in, want := range map[string]string{
		"hyp2":      "hyp2", // left-to-right text as it is
		"ščř 中文":    "ščř 中文",
		"עברית":     "\u2068עברית\u2069", // right-to-left text isolated
		"نظام 2":    "\u2068نظام 2\u2069",
		"a\u202eb":  "\u2068a\\u202eb\u2069", // controls visible and isolated
		"rlm\u200f": "\u2068rlm\u200f\u2069",
	} {
		if got := Isolate(in); got != want {
			t.Errorf("Isolate(%q) = %q, want %q", in, got, want)
		}
	}
}
