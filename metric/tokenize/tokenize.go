package tokenize

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Names of the tokenizers, as sacrebleu spells them in -tok and in its
// signature.
const (
	Name13a  = "13a"
	NameIntl = "intl"
	NameZh   = "zh"
	NameChar = "char"
	NameNone = "none"
)

// Default is sacrebleu's default BLEU tokenizer.
const Default = Name13a

// Errors returned by New; test for them with errors.Is.
var (
	// ErrUnknown reports a tokenizer name sacrebleu does not know.
	ErrUnknown = errors.New("tokenize: unknown tokenizer")
	// ErrUnsupported reports a sacrebleu tokenizer that parmesan does not
	// implement (it needs an external model).
	ErrUnsupported = errors.New("tokenize: tokenizer not implemented")
)

// Tokenizer turns one segment into space-separated tokens. The output has
// single spaces between tokens and none at either end: it equals
// ' '.join(t(line).split()) for sacrebleu's tokenizer t. Implementations
// are stateless and safe for concurrent use.
type Tokenizer interface {
	// Name is the tokenizer's signature name ("13a", "intl", …).
	Name() string
	// Append appends the tokenized line to dst and returns it.
	Append(dst []byte, line string) []byte
}

// Tokenize returns t's tokenization of line as a string.
func Tokenize(t Tokenizer, line string) string { return string(t.Append(nil, line)) }

var builtin = map[string]Tokenizer{
	Name13a:  Tok13a{},
	NameIntl: Intl{},
	NameZh:   Zh{},
	NameChar: Char{},
	NameNone: None{},
}

// unsupported lists sacrebleu 2.6.0's other tokenizers and what they need.
var unsupported = map[string]string{
	"ja-mecab":  "MeCab with the ipadic dictionary",
	"ko-mecab":  "MeCab with the mecab-ko dictionary",
	"spm":       "the FLORES-101 SentencePiece model",
	"flores101": "the FLORES-101 SentencePiece model",
	"flores200": "the FLORES-200 SentencePiece model",
}

// New returns the tokenizer called name. sacrebleu's model-based
// tokenizers give an error wrapping ErrUnsupported that says what they
// need; other names give ErrUnknown listing the known ones.
func New(name string) (Tokenizer, error) {
	if t, ok := builtin[name]; ok {
		return t, nil
	}
	if need, ok := unsupported[name]; ok {
		return nil, fmt.Errorf("%w: %q needs %s, which parmesan does not ship (available: %s)",
			ErrUnsupported, name, need, strings.Join(Names(), ", "))
	}
	return nil, fmt.Errorf("%w %q (available: %s)", ErrUnknown, name, strings.Join(Names(), ", "))
}

// Names lists the implemented tokenizers, sorted.
func Names() []string {
	n := make([]string, 0, len(builtin))
	for k := range builtin {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

// None only normalizes whitespace (sacrebleu's "none").
type None struct{}

// Name returns "none".
func (None) Name() string { return NameNone }

// Append appends line's whitespace-separated fields joined by spaces.
func (None) Append(dst []byte, line string) []byte { return AppendJoinedFields(dst, line) }

// Char makes every non-space character a token (sacrebleu's "char").
type Char struct{}

// Name returns "char".
func (Char) Name() string { return NameChar }

// Append appends line's non-space characters separated by spaces.
func (Char) Append(dst []byte, line string) []byte {
	first := true
	for i, r := range line {
		if IsSpace(r) {
			continue
		}
		if !first {
			dst = append(dst, ' ')
		}
		first = false
		if r == utf8.RuneError {
			_, n := utf8.DecodeRuneInString(line[i:])
			dst = append(dst, line[i:i+n]...)
			continue
		}
		dst = utf8.AppendRune(dst, r)
	}
	return dst
}

// Tok13a is the tokenizer of mteval-v13a.pl as sacrebleu has it (its
// default, "13a"): it drops "<skipped>", joins lines broken after a
// hyphen, unescapes &quot; &amp; &lt; &gt; (in that order, once each),
// then applies the common regexp tokenization (see Zh) to the line padded
// with a space on each side.
type Tok13a struct{}

// Name returns "13a".
func (Tok13a) Name() string { return Name13a }

// Append appends the 13a tokenization of line.
func (Tok13a) Append(dst []byte, line string) []byte {
	if strings.Contains(line, "<skipped>") {
		line = strings.ReplaceAll(line, "<skipped>", "")
	}
	if strings.IndexByte(line, '\n') >= 0 {
		line = strings.ReplaceAll(line, "-\n", "")
		line = strings.ReplaceAll(line, "\n", " ")
	}
	if strings.IndexByte(line, '&') >= 0 {
		line = strings.ReplaceAll(line, "&quot;", "\"")
		line = strings.ReplaceAll(line, "&amp;", "&")
		line = strings.ReplaceAll(line, "&lt;", "<")
		line = strings.ReplaceAll(line, "&gt;", ">")
	}
	// The padding matters: the period/comma rules look at the character
	// before and after, and a line-final period is split because of it.
	buf := make([]byte, 0, 2*len(line)+8)
	buf = append(buf, ' ')
	buf = append(buf, line...)
	buf = append(buf, ' ')
	return appendRegexp(dst, buf)
}

// isPunct13a is the first rule's class [{-~[-` -&(-+:-@/]: ASCII
// punctuation and symbols except ' - . and the comma, plus the space.
var isPunct13a = func() (t [utf8.RuneSelf]bool) {
	for _, c := range "{|}~[\\]^_` !\"#$%&()*+:;<=>?@/" {
		t[c] = true
	}
	return t
}()

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// appendRegexp applies sacrebleu's TokenizerRegexp to s (the second half
// of 13a and zh) and appends the whitespace-normalized result to dst. The
// four substitutions, each a left-to-right, non-overlapping pass:
//
//  1. ([{-~[-` -&(-+:-@/]) → " \1 "  (most ASCII punctuation)
//  2. ([^0-9])([.,])      → "\1 \2 " (period, comma unless after a digit)
//  3. ([.,])([^0-9])      → " \1 \2" (period, comma unless before a digit)
//  4. ([0-9])(-)          → "\1 \2 " (dash after a digit)
//
// The passes work on bytes: a multi-byte character is never a digit,
// period, comma or dash, and a match that would start inside one cannot
// occur, so byte positions give the same output as code points.
func appendRegexp(dst, s []byte) []byte {
	a := make([]byte, 0, 3*len(s))
	for _, c := range s {
		if c < utf8.RuneSelf && isPunct13a[c] {
			a = append(a, ' ', c, ' ')
		} else {
			a = append(a, c)
		}
	}
	b := make([]byte, 0, len(a)+len(a)/2)
	for i := 0; i < len(a); i++ {
		c := a[i]
		if !isDigit(c) && i+1 < len(a) && (a[i+1] == '.' || a[i+1] == ',') {
			b = append(b, c, ' ', a[i+1], ' ')
			i++
			continue
		}
		b = append(b, c)
	}
	a = a[:0]
	for i := 0; i < len(b); i++ {
		c := b[i]
		if (c == '.' || c == ',') && i+1 < len(b) && !isDigit(b[i+1]) {
			a = append(a, ' ', c, ' ', b[i+1])
			i++
			continue
		}
		a = append(a, c)
	}
	b = b[:0]
	for i := 0; i < len(a); i++ {
		c := a[i]
		if isDigit(c) && i+1 < len(a) && a[i+1] == '-' {
			b = append(b, c, ' ', '-', ' ')
			i++
			continue
		}
		b = append(b, c)
	}
	return AppendJoinedFields(dst, string(b))
}

// Zh is sacrebleu's Chinese tokenizer ("zh"): after stripping the line,
// every character in its table of CJK ranges becomes a token of its own,
// and the rest is tokenized by the common regexp rules of 13a (without
// 13a's unescaping and padding).
type Zh struct{}

// Name returns "zh".
func (Zh) Name() string { return NameZh }

// Append appends the zh tokenization of line.
func (Zh) Append(dst []byte, line string) []byte {
	line = TrimSpace(line)
	buf := make([]byte, 0, len(line)+len(line)/2)
	for _, r := range line {
		if isChinese(r) {
			buf = append(buf, ' ')
			buf = utf8.AppendRune(buf, r)
			buf = append(buf, ' ')
			continue
		}
		buf = utf8.AppendRune(buf, r)
	}
	return appendRegexp(dst, buf)
}

// zhRanges are sacrebleu's _UCODE_RANGES as Python evaluates them. Two of
// its entries are written '\u20000'–'\u2a6d6' and '\u2f800'–'\u2fa1d',
// meant as supplementary-plane ranges, but \u takes four hex digits, so
// Python compares one character against two-character strings: the
// first holds for U+2001…U+2A6D (punctuation, arrows, mathematical
// symbols, …) and the second for U+2F81…U+2FA1. Those effective ranges
// are kept, since they change scores.
var zhRanges = [...][2]rune{
	{0x3400, 0x4db5}, {0x4e00, 0x9fa5}, {0x9fa6, 0x9fbb}, {0xf900, 0xfa2d},
	{0xfa30, 0xfa6a}, {0xfa70, 0xfad9},
	{0x2001, 0x2a6d}, // '\u20000'–'\u2a6d6', see above
	{0x2f81, 0x2fa1}, // '\u2f800'–'\u2fa1d', see above
	{0xff00, 0xffef}, {0x2e80, 0x2eff}, {0x3000, 0x303f}, {0x31c0, 0x31ef},
	{0x2f00, 0x2fdf}, {0x2ff0, 0x2fff}, {0x3100, 0x312f}, {0x31a0, 0x31bf},
	{0xfe10, 0xfe1f}, {0xfe30, 0xfe4f}, {0x2600, 0x26ff}, {0x2700, 0x27bf},
	{0x3200, 0x32ff}, {0x3300, 0x33ff},
}

func isChinese(r rune) bool {
	if r < 0x2001 {
		return false
	}
	for _, z := range zhRanges {
		if z[0] <= r && r <= z[1] {
			return true
		}
	}
	return false
}

// Intl is mteval-v14's international tokenizer as sacrebleu has it
// ("intl"), on Unicode categories:
//
//  1. (\P{N})(\p{P}) → "\1 \2 " (punctuation after a non-number)
//  2. (\p{P})(\P{N}) → " \1 \2" (punctuation before a non-number)
//  3. (\p{S})        → " \1 "   (every symbol)
//
// then whitespace normalization. Unlike 13a the line is not padded, so a
// line-final period after a digit stays attached (as in mteval-v14).
type Intl struct{}

// Name returns "intl".
func (Intl) Name() string { return NameIntl }

type cat uint8

const (
	catOther cat = iota
	catN
	catP
	catS
)

var asciiCat = func() (t [utf8.RuneSelf]cat) {
	for c := rune(0); c < utf8.RuneSelf; c++ {
		t[c] = unicodeCat(c)
	}
	return t
}()

func unicodeCat(r rune) cat {
	switch {
	case unicode.IsNumber(r):
		return catN
	case unicode.IsPunct(r):
		return catP
	case unicode.IsSymbol(r):
		return catS
	}
	return catOther
}

func catOf(r rune) cat {
	if r < utf8.RuneSelf {
		return asciiCat[r]
	}
	return unicodeCat(r)
}

// Append appends the intl tokenization of line.
func (Intl) Append(dst []byte, line string) []byte {
	// Decode once; the three passes work on runes.
	rs := make([]rune, 0, len(line))
	for _, r := range line {
		rs = append(rs, r)
	}
	a := make([]rune, 0, 2*len(rs))
	for i := 0; i < len(rs); i++ {
		if catOf(rs[i]) != catN && i+1 < len(rs) && catOf(rs[i+1]) == catP {
			a = append(a, rs[i], ' ', rs[i+1], ' ')
			i++
			continue
		}
		a = append(a, rs[i])
	}
	b := make([]rune, 0, len(a)+len(a)/2)
	for i := 0; i < len(a); i++ {
		if catOf(a[i]) == catP && i+1 < len(a) && catOf(a[i+1]) != catN {
			b = append(b, ' ', a[i], ' ', a[i+1])
			i++
			continue
		}
		b = append(b, a[i])
	}
	var sb strings.Builder
	sb.Grow(len(line) * 2)
	for _, r := range b {
		if catOf(r) == catS {
			sb.WriteByte(' ')
			sb.WriteRune(r)
			sb.WriteByte(' ')
			continue
		}
		sb.WriteRune(r)
	}
	return AppendJoinedFields(dst, sb.String())
}
