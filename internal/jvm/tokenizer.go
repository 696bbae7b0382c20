package jvm

// IsDelim reports whether r is one of Java StringTokenizer's default
// delimiters " \t\n\r\f", which split Meteor's tokens, phrases and table
// fields. Not \v, not NBSP. All are ASCII, so byte loops may pass
// rune(b).
func IsDelim(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f'
}
