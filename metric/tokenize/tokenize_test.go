package tokenize

import (
	"errors"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTokenizers(t *testing.T) {
	tests := []struct {
		tok, in, want string
	}{
		{"13a", "Hello, world.", "Hello , world ."},
		{"13a", "It costs $3,000.50.", "It costs $ 3,000.50 ."},
		{"13a", "1990-2000 and well-known", "1990 - 2000 and well-known"},
		{"13a", "don't \"quote\" (it)", "don't \" quote \" ( it )"},
		{"13a", "a &amp;lt; b &quot;x&quot;", "a < b \" x \""},
		{"13a", "drop <skipped> this", "drop this"},
		// The pass for "([^0-9])([.,])" consumes the period, so the comma
		// after it is not split from the following digit.
		{"13a", "x.,5", "x . ,5"},
		{"13a", "  spaced\tout  ", "spaced out"},
		{"13a", "", ""},
		{"intl", "3.14 is pi.", "3.14 is pi ."},
		// No padding: a final period after a digit stays attached.
		{"intl", "in 1990.", "in 1990."},
		{"intl", "«Ahoj», řekl €5 a 10%.", "« Ahoj » , řekl € 5 a 10 % ."},
		{"zh", "我们在2020年。", "我 们 在 2020 年 。"},
		{"zh", "  AI模型, ok.  ", "AI 模 型 , ok ."},
		// U+2019 falls in the effective range U+2001–U+2A6D of sacrebleu's
		// mistyped '\u20000'–'\u2a6d6' entry.
		{"zh", "it’s", "it ’ s"},
		{"char", "ab c", "a b c"},
		{"char", "žluť", "ž l u ť"},
		{"none", " a  b\u00a0c ", "a b c"},
		// Python's split also cuts at U+001C–U+001F.
		{"none", "a\x1fb", "a b"},
	}
	for _, tt := range tests {
		t.Run(tt.tok+"/"+tt.in, func(t *testing.T) {
			tok, err := New(tt.tok)
			require.NoError(t, err)
			assert.Equal(t, tt.want, Tokenize(tok, tt.in))
		})
	}
}

func TestNewErrors(t *testing.T) {
	_, err := New("ja-mecab")
	require.ErrorIs(t, err, ErrUnsupported)
	assert.Contains(t, err.Error(), "MeCab")
	_, err = New("bogus")
	require.ErrorIs(t, err, ErrUnknown)
	assert.Contains(t, err.Error(), "13a")
	assert.False(t, errors.Is(err, ErrUnsupported))
}

// Literal translations of sacrebleu's regexps, the slow reference for
// the scanning implementations.
var (
	re13a = []struct {
		re   *regexp.Regexp
		repl string
	}{
		{regexp.MustCompile(`([\{-\~\[-\` + "`" + ` -\&\(-\+\:-\@\/])`), " ${1} "},
		{regexp.MustCompile(`([^0-9])([\.,])`), "${1} ${2} "},
		{regexp.MustCompile(`([\.,])([^0-9])`), " ${1} ${2}"},
		{regexp.MustCompile(`([0-9])(-)`), "${1} ${2} "},
	}
	reIntl = []struct {
		re   *regexp.Regexp
		repl string
	}{
		{regexp.MustCompile(`(\P{N})(\p{P})`), "${1} ${2} "},
		{regexp.MustCompile(`(\p{P})(\P{N})`), " ${1} ${2}"},
		{regexp.MustCompile(`(\p{S})`), " ${1} "},
	}
)

func slow13a(line string) string {
	line = strings.ReplaceAll(line, "<skipped>", "")
	line = strings.ReplaceAll(line, "-\n", "")
	line = strings.ReplaceAll(line, "\n", " ")
	line = strings.ReplaceAll(line, "&quot;", "\"")
	line = strings.ReplaceAll(line, "&amp;", "&")
	line = strings.ReplaceAll(line, "&lt;", "<")
	line = strings.ReplaceAll(line, "&gt;", ">")
	line = " " + line + " "
	for _, r := range re13a {
		line = r.re.ReplaceAllString(line, r.repl)
	}
	return strings.Join(Fields(line), " ")
}

func slowIntl(line string) string {
	for _, r := range reIntl {
		line = r.re.ReplaceAllString(line, r.repl)
	}
	return strings.Join(Fields(line), " ")
}

var alphabet = []string{"a", "Z", "0", "7", ".", ",", "-", " ", "\t", "'", "(", "$", "&", "&amp;", "&lt;",
	"<skipped>", "\n", "-\n", "ř", "€", "«", "»", "½", "٣", "。", "我", "’", "\u00a0", "\x1e", "^", "`", "~", "/", "@"}

func randomLine(r *rand.Rand) string {
	var b strings.Builder
	for n := r.IntN(14); n > 0; n-- {
		b.WriteString(alphabet[r.IntN(len(alphabet))])
	}
	return b.String()
}

func TestScansMatchRegexps(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		line := randomLine(r)
		if got, want := Tokenize(Tok13a{}, line), slow13a(line); got != want {
			t.Fatalf("13a(%q) = %q, regexps give %q", line, got, want)
		}
		if got, want := Tokenize(Intl{}, line), slowIntl(line); got != want {
			t.Fatalf("intl(%q) = %q, regexps give %q", line, got, want)
		}
	}
}

func FuzzTok13a(f *testing.F) {
	f.Add("Hello, world. It costs $3,000.50 &amp; more -- 1990-2000.")
	f.Fuzz(func(t *testing.T, line string) {
		if !utf8ValidNoNUL(line) {
			return
		}
		if got, want := Tokenize(Tok13a{}, line), slow13a(line); got != want {
			t.Fatalf("13a(%q) = %q, regexps give %q", line, got, want)
		}
		if got, want := Tokenize(Intl{}, line), slowIntl(line); got != want {
			t.Fatalf("intl(%q) = %q, regexps give %q", line, got, want)
		}
	})
}

func utf8ValidNoNUL(s string) bool {
	for _, r := range s {
		if r == 0xFFFD {
			return false
		}
	}
	return true
}

func TestLower(t *testing.T) {
	tests := []struct{ in, want string }{
		{"ABC Ďábel", "abc ďábel"},
		{"İstanbul", "i\u0307stanbul"},
		{"ΟΔΟΣ ΣΑΣ", "οδος σας"},
		{"Σ", "σ"},
		{"ΑΣ.", "ας."},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) { assert.Equal(t, tt.want, Lower(tt.in)) })
	}
}

func BenchmarkTok13a(b *testing.B) {
	line := "The quick brown fox, who was 3.5 years old, jumped over the \"lazy\" dog (again) in 1990-1991."
	b.ReportAllocs()
	b.SetBytes(int64(len(line)))
	var buf []byte
	for i := 0; i < b.N; i++ {
		buf = Tok13a{}.Append(buf[:0], line)
	}
}
