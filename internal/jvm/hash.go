package jvm

import "unicode/utf8"

// StringHash is Java's String.hashCode (h = 31*h + c over UTF-16 code
// units) of s decoded from UTF-8. Invalid bytes count as U+FFFD, as Go's
// decoder yields them (Java's decoder may group a malformed sequence
// differently; only hashes of such words could differ).
func StringHash(s string) int32 {
	var h int32
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			h = 31*h + int32(c)
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		if r >= 0x10000 {
			r -= 0x10000
			h = 31*h + int32(0xD800+(r>>10))
			h = 31*h + int32(0xDC00+(r&0x3FF))
		} else {
			h = 31*h + int32(r)
		}
	}
	return h
}
