package tokenize

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// IsSpace reports whether r is whitespace for Python's str.split and
// str.strip: Go's unicode.IsSpace plus the information separators
// U+001C–U+001F, which Python counts (bidirectional class B or S).
func IsSpace(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiSpace[r]
	}
	return unicode.IsSpace(r)
}

var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true,
	0x1c: true, 0x1d: true, 0x1e: true, 0x1f: true}

// Fields splits s at runs of Python whitespace, as Python's s.split().
func Fields(s string) []string { return strings.FieldsFunc(s, IsSpace) }

// TrimSpace strips Python whitespace from both ends (s.strip()).
func TrimSpace(s string) string { return strings.TrimFunc(s, IsSpace) }

// TrimRightSpace strips Python whitespace from the end (s.rstrip()).
func TrimRightSpace(s string) string { return strings.TrimRightFunc(s, IsSpace) }

// AppendJoinedFields appends the Python-whitespace-separated fields of s
// to dst, separated by single spaces: ' '.join(s.split()).
func AppendJoinedFields(dst []byte, s string) []byte {
	first := true
	i := 0
	for i < len(s) {
		// skip spaces
		for i < len(s) {
			c := s[i]
			if c < utf8.RuneSelf {
				if !asciiSpace[c] {
					break
				}
				i++
				continue
			}
			r, n := utf8.DecodeRuneInString(s[i:])
			if !unicode.IsSpace(r) {
				break
			}
			i += n
		}
		if i >= len(s) {
			break
		}
		j := i
		for j < len(s) {
			c := s[j]
			if c < utf8.RuneSelf {
				if asciiSpace[c] {
					break
				}
				j++
				continue
			}
			r, n := utf8.DecodeRuneInString(s[j:])
			if unicode.IsSpace(r) {
				break
			}
			j += n
		}
		if !first {
			dst = append(dst, ' ')
		}
		first = false
		dst = append(dst, s[i:j]...)
		i = j
	}
	return dst
}

// Lower is Python's str.lower(): the full Unicode lowercase mapping,
// which differs from strings.ToLower in two places: İ (U+0130) becomes
// "i̇" (i and a combining dot, U+0069 U+0307), and a capital sigma at the
// end of a word becomes ς (the Final_Sigma context of SpecialCasing.txt).
func Lower(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToLower(s)
	}
	if !strings.ContainsRune(s, 'İ') && !strings.ContainsRune(s, 'Σ') {
		return strings.ToLower(s)
	}
	var b strings.Builder
	b.Grow(len(s) + 2)
	for i, r := range s {
		switch r {
		case 'İ':
			b.WriteString("i\u0307")
		case 'Σ':
			if finalSigma(s, i) {
				b.WriteRune('ς')
			} else {
				b.WriteRune('σ')
			}
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// finalSigma reports whether the capital sigma at byte i of s is in the
// Final_Sigma context: a cased letter before it (case-ignorable
// characters skipped) and no cased letter after it (likewise).
func finalSigma(s string, i int) bool {
	j := i
	before := false
	for j > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:j])
		j -= n
		if caseIgnorable(r) {
			continue
		}
		before = cased(r)
		break
	}
	if !before {
		return false
	}
	for _, r := range s[i+len("Σ"):] {
		if caseIgnorable(r) {
			continue
		}
		return !cased(r)
	}
	return true
}

func cased(r rune) bool {
	return unicode.IsUpper(r) || unicode.IsLower(r) || unicode.IsTitle(r) ||
		unicode.Is(unicode.Other_Lowercase, r) || unicode.Is(unicode.Other_Uppercase, r)
}

// caseIgnorable approximates Unicode's Case_Ignorable property: marks,
// format characters, modifier letters and symbols, and the word-internal
// punctuation of Word_Break MidLetter, MidNumLet and Single_Quote.
func caseIgnorable(r rune) bool {
	switch r {
	case '\'', '.', ':', '·', '\u0387', '\u055F', '\u05F4', '\u2018', '\u2019', '\u2024',
		'\u2027', '\uFE13', '\uFE52', '\uFE55', '\uFF07', '\uFF0E', '\uFF1A':
		return true
	}
	return unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk)
}
