package main

import (
	"strconv"
	"strings"
	"unicode"
)

// safeText returns s for text output with control characters (terminal
// escape sequences, carriage returns, tabs, newlines) escaped as Go
// escapes, so a system or file name cannot move the cursor or recolour
// the terminal. Printable text, non-ASCII letters included, is unchanged.
func safeText(s string) string {
	if strings.IndexFunc(s, isControl) < 0 {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if isControl(r) {
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func isControl(r rune) bool {
	// Cf holds the bidirectional overrides and the byte-order mark;
	// the zero-width (non-)joiners are kept for the scripts that need them.
	return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) && r != '\u200c' && r != '\u200d'
}
