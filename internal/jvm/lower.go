package jvm

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// java17NoLower lists the code points that Go's (newer) Unicode tables
// lowercase but Java 17 (Unicode 13) leaves unchanged. Made by comparing
// Java 17's String.toLowerCase(Locale.ROOT) with unicode.ToLower for every
// code point (see lower_test.go for the check against a local JDK).
func java17NoLower(r rune) bool {
	switch {
	case r == 0x2C2F, r == 0xA7C0, r == 0xA7D0, r == 0xA7D6, r == 0xA7D8:
		return true
	case r >= 0x10570 && r <= 0x10595:
		return true
	}
	return false
}

// Lower is Java 17's String.toLowerCase(Locale.ROOT): per code point
// Character.toLowerCase, plus the special cases İ (U+0130) → "i̇" and
// Greek capital sigma → final ς at the end of a word.
func Lower(s string) string {
	i := firstLowered(s)
	if i == len(s) {
		return s
	}
	return lowerFrom(s, i)
}

// lowerFrom is Lower's copy: s[:i] as it is, then every code point from i
// lowered.
func lowerFrom(s string, i int) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteString(s[:i])
	for j := i; j < len(s); {
		c := s[j]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b.WriteByte(c)
			j++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[j:])
		switch {
		case r == utf8.RuneError && n == 1:
			b.WriteRune(utf8.RuneError)
		case r == 0x130:
			b.WriteString("i\u0307")
		case r == 0x3A3:
			if finalSigma(s, j, j+n) {
				b.WriteRune(0x3C2)
			} else {
				b.WriteRune(0x3C3)
			}
		case java17NoLower(r):
			b.WriteRune(r)
		default:
			b.WriteRune(unicode.ToLower(r))
		}
		j += n
	}
	return b.String()
}

// firstLowered returns the byte offset of the first code point of s that
// Lower changes (len(s) when none does), so that Lower returns s itself,
// without building a copy, for a string that is already lower case (most
// non-ASCII tokens are). Each case mirrors one of Lower's: an ASCII capital,
// an invalid byte (written as U+FFFD), İ, capital sigma (σ or ς), and a code
// point whose Java lower case differs from it.
func firstLowered(s string) int {
	for j := 0; j < len(s); {
		c := s[j]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				return j
			}
			j++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[j:])
		switch {
		case r == utf8.RuneError && n == 1, r == 0x130, r == 0x3A3:
			return j
		case java17NoLower(r):
		case unicode.ToLower(r) != r:
			return j
		}
		j += n
	}
	return len(s)
}

func isCased(r rune) bool {
	return unicode.IsUpper(r) || unicode.IsLower(r) || unicode.IsTitle(r) || unicode.Is(unicode.Other_Lowercase, r) || unicode.Is(unicode.Other_Uppercase, r)
}

// isWordPart approximates "not at a word boundary" of Java's BreakIterator:
// letters, marks, digits and the case-ignorable punctuation inside words.
func isWordPart(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsDigit(r) || r == '\'' || r == 0x2019 || r == 0xAD
}

// finalSigma is Java's Final_Sigma condition for the Σ at s[start:end]:
// a cased letter precedes it within the word and none follows it.
func finalSigma(s string, start, end int) bool {
	before := false
	for k := start; k > 0; {
		r, n := utf8.DecodeLastRuneInString(s[:k])
		if !isWordPart(r) {
			break
		}
		if isCased(r) {
			before = true
			break
		}
		k -= n
	}
	if !before {
		return false
	}
	for k := end; k < len(s); {
		r, n := utf8.DecodeRuneInString(s[k:])
		if !isWordPart(r) {
			break
		}
		if isCased(r) {
			return false
		}
		k += n
	}
	return true
}
