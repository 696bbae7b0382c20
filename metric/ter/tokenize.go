package ter

import (
	"strings"
	"unicode/utf8"

	"github.com/parmesan-mt/parmesan/metric/tokenize"
)

// This file is the tercom normalizer as sacrebleu 2.6.0 applies it
// (tokenizers/tokenizer_ter.py, itself a port of tercom's Normalizer.java),
// written from its description: each regular-expression substitution is a
// left-to-right scan with the same non-overlapping matching, so the output
// equals Python's re.sub on every input. Python's notions of whitespace
// (str.split, str.rstrip, \s) and of lower case (str.lower) are reproduced
// by package metric/tokenize.

// fields splits s on runs of whitespace as Python's str.split() does,
// appending the words to dst.
func fields(dst []string, s string) []string {
	start := -1
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		if tokenize.IsSpace(r) {
			if start >= 0 {
				dst = append(dst, s[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
		i += size
	}
	if start >= 0 {
		dst = append(dst, s[start:])
	}
	return dst
}

// westernPunct is the character class [{-~[-` -&(-+:-@/] of tercom's
// punctuation rule: ASCII punctuation and the space, except ' , - . which
// later rules treat by context.
func westernPunct(r rune) bool {
	switch {
	case r >= '{' && r <= '~', r >= '[' && r <= '`', r >= ' ' && r <= '&',
		r >= '(' && r <= '+', r >= ':' && r <= '@', r == '/':
		return true
	}
	return false
}

// asianSplit reports whether the normalizer with Asian support puts r in a
// token of its own: CJK ideographs, strokes, radicals, compatibility
// characters and forms, enclosed letters (tercom's range runs to U+3F22),
// and CJK and full-width punctuation. (tercom's kana rules are anchored
// to the start of a string that always begins with a space, so they never
// apply.)
func asianSplit(r rune) bool {
	switch {
	case r >= 0x4e00 && r <= 0x9fff, r >= 0x3400 && r <= 0x4dbf,
		r >= 0x31c0 && r <= 0x31ef, r >= 0x2e80 && r <= 0x2eff,
		r >= 0x3300 && r <= 0x33ff, r >= 0xf900 && r <= 0xfaff, r >= 0xfe30 && r <= 0xfe4f,
		r >= 0x3200 && r <= 0x3f22:
		return true
	}
	return asianPunct(r)
}

// asianPunct is tercom's CJK and full-width punctuation (ASIAN_PUNCT and
// FULL_WIDTH_PUNCT in sacrebleu).
func asianPunct(r rune) bool {
	switch {
	case r == 0x3001, r == 0x3002, r >= 0x3008 && r <= 0x3011, r >= 0x3014 && r <= 0x301f,
		r >= 0xff61 && r <= 0xff65, r == 0x30fb:
		return true
	}
	switch r {
	case 0xff0e, 0xff0c, 0xff1f, 0xff1a, 0xff1b, 0xff01, 0xff02, 0xff08, 0xff09:
		return true
	}
	return false
}

// basicPunct is the class [.,?:;!"()] that --ter-no-punct removes.
func basicPunct(r rune) bool {
	switch r {
	case '.', ',', '?', ':', ';', '!', '"', '(', ')':
		return true
	}
	return false
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

// pad surrounds every rune for which f holds with spaces (re.sub(r"(X)",
// r" \1 ")).
func pad(s string, f func(rune) bool) string {
	var b strings.Builder
	b.Grow(len(s) + len(s)/2)
	for _, r := range s {
		if f(r) {
			b.WriteByte(' ')
			b.WriteRune(r)
			b.WriteByte(' ')
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// pairRule is one of tercom's two-character context rules, applied as
// re.sub applies a pattern (A)(B): scanning left to right, a match at
// runes i, i+1 emits before+A+mid+B+after and resumes after B.
func pairRule(s string, a, b func(rune) bool, before, mid, after string) string {
	rs := []rune(s)
	var out strings.Builder
	out.Grow(len(s) + len(s)/4)
	for i := 0; i < len(rs); {
		if i+1 < len(rs) && a(rs[i]) && b(rs[i+1]) {
			out.WriteString(before)
			out.WriteRune(rs[i])
			out.WriteString(mid)
			out.WriteRune(rs[i+1])
			out.WriteString(after)
			i += 2
			continue
		}
		out.WriteRune(rs[i])
		i++
	}
	return out.String()
}

func notDigit(r rune) bool    { return !isDigit(r) }
func periodComma(r rune) bool { return r == '.' || r == ',' }
func isHyphen(r rune) bool    { return r == '-' }

// normalizeWestern is tercom's language-independent and Western
// normalization (sacrebleu's --ter-normalized).
func normalizeWestern(s string) string {
	s = strings.ReplaceAll(s, "\n-", "") // end-of-line hyphenation
	s = strings.ReplaceAll(s, "\n", " ")
	s = strings.ReplaceAll(s, "&quot;", `"`)
	s = strings.ReplaceAll(s, "&amp;", "&")
	s = strings.ReplaceAll(s, "&lt;", "<")
	s = strings.ReplaceAll(s, "&gt;", ">")
	s = " " + s + " "
	s = pad(s, westernPunct)
	s = pairRule(s, notDigit, periodComma, "", " ", " ") // period, comma unless after a digit
	s = pairRule(s, periodComma, notDigit, " ", " ", "") // … unless before a digit
	s = pairRule(s, isDigit, isHyphen, "", " ", " ")     // dash after a digit
	// Possessives. tercom and the sacrebleu sources available to us split
	// "'s " before the period and comma rules, which leaves "men's," one
	// word; sacrebleu 2.6.0 splits it ("men 's ,"): its oracle score of
	// deen_ter_norm segment 233 needs the 103 reference words this gives
	// and cannot be reached with 102. Splitting after the period and comma
	// rules reproduces that and changes nothing else in the oracle data.
	// (tercom's second rule, "'s" at the very end, cannot match: the
	// string ends with the space added above.)
	s = strings.ReplaceAll(s, "'s ", " 's ")
	return s
}

// removeRunes deletes every rune for which f holds.
func removeRunes(s string, f func(rune) bool) string {
	if strings.IndexFunc(s, f) < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if !f(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Tokenize returns the words TER compares for one segment under o, as
// sacrebleu 2.6.0's TercomTokenizer followed by str.split(): trailing
// whitespace removed, lower-cased unless CaseSensitive, tercom's
// normalization when Normalized (Asian characters split apart too with
// AsianSupport), punctuation removed when NoPunct.
func Tokenize(s string, o Options) []string {
	return o.tokenize(nil, s)
}

func (o Options) tokenize(dst []string, s string) []string {
	s = tokenize.TrimRightSpace(s)
	if s == "" {
		return dst
	}
	if !o.CaseSensitive {
		s = tokenize.Lower(s)
	}
	if o.Normalized {
		s = normalizeWestern(s)
		if o.AsianSupport {
			s = pad(s, asianSplit)
		}
		// tercom then collapses and trims whitespace, which the split
		// below makes redundant.
	}
	if o.NoPunct {
		s = removeRunes(s, basicPunct)
		if o.AsianSupport {
			s = removeRunes(s, asianPunct)
		}
	}
	return fields(dst, s)
}
