package report

import (
	"bufio"
	_ "embed"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/internal/version"
	"golang.org/x/text/unicode/bidi"
)

var (
	//go:embed assets/page.html
	pageHTML string
	//go:embed assets/report.css
	pageCSS string
	//go:embed assets/report.js
	pageJS string
)

var page = template.Must(template.New("page").Funcs(template.FuncMap{
	"fmt":   func(x eval.Number) string { return FormatScore(float64(x)) },
	"full":  func(x eval.Number) string { return full(float64(x)) },
	"pfmt":  func(x eval.Number) string { return FormatP(float64(x)) },
	"deref": func(p *eval.Number) eval.Number { return *p },
	"signed": func(p *eval.Number) string {
		s := FormatScore(float64(*p))
		if *p >= 0 {
			s = "+" + s
		}
		return s
	},
	"num": func(n *Num) string { return FormatScore(float64(*n)) },
	"iso": Isolate,
	"vis": Visible,
}).Parse(pageHTML))

// Isolate is how the page shows a name or text from its input (a system
// or file name, the title, the human-score label): its control
// characters and bidirectional embeddings, overrides and isolates made
// visible as \uXXXX escapes (Visible), and, when it held any of those or
// right-to-left text, inside a first-strong isolate (U+2068 … U+2069), so
// that nothing in it reorders the scores shown beside it ("Meteor 0.2649
// · chrF2 57.12" rendered as "21.75 2Frhc · 9462.0 roeteM", issue #38).
// Left-to-right text is shown as it is. The page's script does the same
// to the names and texts it shows.
func Isolate(s string) string {
	v := Visible(s)
	if v == s && !rightToLeft(s) {
		return s
	}
	return "\u2068" + v + "\u2069"
}

// rightToLeft reports whether s holds right-to-left letters or numbers
// (bidi classes R, AL, AN) or a right-to-left or Arabic letter mark.
func rightToLeft(s string) bool {
	for _, r := range s {
		if r == '\u200f' || r == '\u061c' {
			return true
		}
		if p, _ := bidi.LookupRune(r); p.Class() == bidi.R || p.Class() == bidi.AL || p.Class() == bidi.AN {
			return true
		}
	}
	return false
}

// Visible replaces C0 and C1 control characters, the bidirectional
// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and
// the byte-order mark by \uXXXX escapes; other text is unchanged.
func Visible(s string) string {
	if strings.IndexFunc(s, hidden) < 0 {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if hidden(r) {
			fmt.Fprintf(&b, "\\u%04x", r)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func hidden(r rune) bool {
	return r < 0x20 || r >= 0x7f && r <= 0x9f || r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069 || r == 0xfeff
}

// FormatScore is how the page shows a score: 4 decimals, 2 for scores on
// a 0–100 scale (BLEU, chrF, TER), "NaN" for an undefined one.
func FormatScore(x float64) string {
	switch {
	case math.IsNaN(x):
		return "NaN"
	case math.Abs(x) >= 2:
		return strconv.FormatFloat(x, 'f', 2, 64)
	}
	return strconv.FormatFloat(x, 'f', 4, 64)
}

// FormatP is how the page shows a p-value (3 decimals, the resolution of
// 1000 trials).
func FormatP(p float64) string { return strconv.FormatFloat(p, 'f', 3, 64) }

// full is a number's shortest exact form, as encoding/json writes it.
func full(x float64) string {
	if math.IsNaN(x) {
		return "NaN"
	}
	return strconv.FormatFloat(x, 'g', -1, 64)
}

// WriteHTML writes the report as one self-contained HTML page: styles,
// script and data inline, no network access.
func (d *Data) WriteHTML(w io.Writer) error {
	// json.Marshal escapes <, > and & (and U+2028, U+2029), so the data
	// cannot close its script element.
	js, err := json.Marshal(d)
	if err != nil {
		return fmt.Errorf("report: %w", err)
	}
	err = page.Execute(w, struct {
		D       *Data
		Version string
		CSS     template.CSS
		JS      template.JS
		JSON    template.JS
	}{d, version.Parmesan, template.CSS(pageCSS), template.JS(pageJS), template.JS(js)})
	if err != nil {
		return fmt.Errorf("report: %w", err)
	}
	return nil
}

// AnyRewritten reports whether some metric is scored on the rewritten
// references.
func (d *Data) AnyRewritten() bool {
	for _, m := range d.Metrics {
		if m.Rewritten {
			return true
		}
	}
	return false
}

// WriteFile writes the report to path atomically: a failure leaves no
// partial file.
func (d *Data) WriteFile(path string) error {
	return data.WriteFileAtomic(path, func(w *bufio.Writer) error { return d.WriteHTML(w) })
}
