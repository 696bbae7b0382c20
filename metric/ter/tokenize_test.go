package ter

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/parmesan-mt/parmesan/metric/tokenize"
)

// slowNormalize is tercom's Western and Asian normalization as sacrebleu
// writes it, one regular expression at a time (Go's regexp replaces
// leftmost, non-overlapping matches as Python's re.sub does; the
// possessive rule sits after the period and comma rules, as sacrebleu
// 2.6.0's output shows, see normalizeWestern).
var slowRules = []struct {
	re   *regexp.Regexp
	repl string
}{
	{regexp.MustCompile(`\n-`), ""},
	{regexp.MustCompile(`\n`), " "},
	{regexp.MustCompile(`&quot;`), `"`},
	{regexp.MustCompile(`&amp;`), "&"},
	{regexp.MustCompile(`&lt;`), "<"},
	{regexp.MustCompile(`&gt;`), ">"},
	{nil, ""}, // pad with spaces
	{regexp.MustCompile("([{-~\\[-` -&(-+:-@/])"), " $1 "},
	{regexp.MustCompile(`([^0-9])([\.,])`), "$1 $2 "},
	{regexp.MustCompile(`([\.,])([^0-9])`), " $1 $2"},
	{regexp.MustCompile(`([0-9])(-)`), "$1 $2 "},
	{regexp.MustCompile(`'s `), " 's "},
}

var slowAsian = []*regexp.Regexp{
	regexp.MustCompile(`([\x{4e00}-\x{9fff}\x{3400}-\x{4dbf}])`),
	regexp.MustCompile(`([\x{31c0}-\x{31ef}\x{2e80}-\x{2eff}])`),
	regexp.MustCompile(`([\x{3300}-\x{33ff}\x{f900}-\x{faff}\x{fe30}-\x{fe4f}])`),
	regexp.MustCompile(`([\x{3200}-\x{3f22}])`),
	regexp.MustCompile(`([\x{3001}\x{3002}\x{3008}-\x{3011}\x{3014}-\x{301f}\x{ff61}-\x{ff65}\x{30fb}])`),
	regexp.MustCompile(`([\x{ff0e}\x{ff0c}\x{ff1f}\x{ff1a}\x{ff1b}\x{ff01}\x{ff02}\x{ff08}\x{ff09}])`),
}

var (
	slowPunct      = regexp.MustCompile(`[\.,\?:;!"\(\)]`)
	slowAsianPunct = regexp.MustCompile(`[\x{3001}\x{3002}\x{3008}-\x{3011}\x{3014}-\x{301f}\x{ff61}-\x{ff65}\x{30fb}\x{ff0e}\x{ff0c}\x{ff1f}\x{ff1a}\x{ff1b}\x{ff01}\x{ff02}\x{ff08}\x{ff09}]`)
)

func slowTokenize(s string, o Options) []string {
	s = tokenize.TrimRightSpace(s)
	if !o.CaseSensitive {
		s = tokenize.Lower(s)
	}
	if o.Normalized {
		for _, r := range slowRules {
			if r.re == nil {
				s = " " + s + " "
				continue
			}
			s = r.re.ReplaceAllString(s, r.repl)
		}
		if o.AsianSupport {
			for _, re := range slowAsian {
				s = re.ReplaceAllString(s, " $1 ")
			}
		}
	}
	if o.NoPunct {
		s = slowPunct.ReplaceAllString(s, "")
		if o.AsianSupport {
			s = slowAsianPunct.ReplaceAllString(s, "")
		}
	}
	return tokenize.Fields(s)
}

var allOptions = func() []Options {
	var out []Options
	for i := range 16 {
		out = append(out, Options{CaseSensitive: i&1 != 0, Normalized: i&2 != 0, NoPunct: i&4 != 0, AsianSupport: i&8 != 0})
	}
	return out
}()

// TestTokenizeMatchesRegexps compares the scanning normalizer with the
// rule-by-rule regular expressions on random lines over an alphabet of
// the characters the rules care about.
func TestTokenizeMatchesRegexps(t *testing.T) {
	alphabet := []rune("aZs'.,-09 \t\n&;quotampltg\"()!?:/$%[]{}~`@^_|\\*+<>=#ΣİΑ美拳りを、。，．（）ｶ\u3000\u00a0\u2028")
	r := rand.New(rand.NewPCG(5, 13))
	for i := range 20000 {
		var b strings.Builder
		for range r.IntN(40) {
			if r.IntN(6) == 0 {
				b.WriteString([]string{"'s ", "&amp;", "&quot;", "1.5", "a.b", ", ", "\n-"}[r.IntN(7)])
				continue
			}
			b.WriteRune(alphabet[r.IntN(len(alphabet))])
		}
		line := b.String()
		o := allOptions[i%len(allOptions)]
		got, want := Tokenize(line, o), slowTokenize(line, o)
		if strings.Join(got, "\x00") != strings.Join(want, "\x00") {
			t.Fatalf("Tokenize(%q, %+v) = %q, regexps %q", line, o, got, want)
		}
	}
}

// FuzzTokenize: no panic, no empty or space-containing word, agreement
// with the regular expressions.
func FuzzTokenize(f *testing.F) {
	f.Add("Jim's car (the red one) costs $4.2k.", uint8(2))
	f.Add("美众院公布对特，りの拳銃を持。", uint8(10))
	f.Add("ΟΔΟΣ İstanbul &amp;&quot; men's, 34-year-old", uint8(15))
	f.Fuzz(func(t *testing.T, line string, bits uint8) {
		if !utf8.ValidString(line) {
			return // Go's regexp and the scanner read invalid bytes differently
		}
		o := allOptions[int(bits)%len(allOptions)]
		got := Tokenize(line, o)
		for _, w := range got {
			if w == "" || strings.IndexFunc(w, tokenize.IsSpace) >= 0 {
				t.Fatalf("bad word %q in %q", w, got)
			}
		}
		if want := slowTokenize(line, o); strings.Join(got, "\x00") != strings.Join(want, "\x00") {
			t.Fatalf("Tokenize(%q, %+v) = %q, regexps %q", line, o, got, want)
		}
	})
}
