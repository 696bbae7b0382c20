package jvm

import (
	"strings"
	"unicode/utf8"
)

// DecodeUTF8 returns s as Java's UTF-8 decoder (InputStreamReader with
// CodingErrorAction.REPLACE, as the reference scorer reads its input)
// turns it into characters: valid UTF-8 unchanged, and each malformed
// sequence replaced by one U+FFFD. Go's strings.ToValidUTF8 replaces a
// whole run of bad bytes by one U+FFFD; Java's decoder replaces most bad
// bytes one by one, so the token counts of the two differ.
//
// The malformed-sequence lengths follow the JDK decoder (sun.nio.cs.UTF_8):
//
//   - a continuation byte, C0, C1 or F8..FF alone: 1 byte;
//   - a 2-byte lead (C2..DF) not followed by a continuation byte: 1 byte;
//   - a 3-byte lead (E0..EF): 1 byte if the second byte is no
//     continuation byte or is an overlong E0 80..9F, else 2 bytes when the
//     third is no continuation byte; an encoded surrogate (ED A0..BF xx):
//     3 bytes;
//   - a 4-byte lead (F0..F7): 1 byte for F5..F7, for F0 not followed by
//     90..BF, for F4 not followed by 80..8F, or when the second byte is no
//     continuation byte; else 2 bytes when the third, 3 bytes when the
//     fourth is no continuation byte.
//
// The decoder works on the byte stream before lines are split, but no
// malformed sequence swallows a line terminator (they are not
// continuation bytes), so decoding each line gives the same characters;
// at the end of a line a truncated sequence counts as followed by a
// non-continuation byte, which is also what the JDK does at the end of
// its input.
func DecodeUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			b.WriteByte(c)
			i++
			continue
		}
		if r, n := utf8.DecodeRuneInString(s[i:]); r != utf8.RuneError || n > 1 {
			b.WriteString(s[i : i+n])
			i += n
			continue
		}
		b.WriteRune(utf8.RuneError)
		i += malformedLen(s[i:])
	}
	return b.String()
}

// cont reports whether the byte at i of s exists and is a continuation
// byte (10xxxxxx).
func cont(s string, i int) bool { return i < len(s) && s[i]&0xC0 == 0x80 }

// malformedLen is the length of the malformed sequence at the start of s
// (whose first rune does not decode), as the JDK decoder reports it.
func malformedLen(s string) int {
	b1 := s[0]
	switch {
	case b1 >= 0xC2 && b1 <= 0xDF: // 2-byte lead, second byte bad
		return 1
	case b1 >= 0xE0 && b1 <= 0xEF:
		if !cont(s, 1) || b1 == 0xE0 && s[1]&0xE0 == 0x80 {
			return 1
		}
		if !cont(s, 2) {
			return 2
		}
		return 3 // a well-formed encoding of a surrogate (ED A0..BF xx)
	case b1 >= 0xF0 && b1 <= 0xF7:
		if b1 > 0xF4 || !cont(s, 1) || b1 == 0xF0 && (s[1] < 0x90 || s[1] > 0xBF) || b1 == 0xF4 && s[1]&0xF0 != 0x80 {
			return 1
		}
		if !cont(s, 2) {
			return 2
		}
		return 3
	}
	return 1
}
