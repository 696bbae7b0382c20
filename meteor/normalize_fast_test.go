package meteor

import (
	"strings"
	"testing"
)

// TestHasQuoteMarks checks hasQuoteMarks against strings.ContainsAny on
// every string of up to three runes over an alphabet of the marks, other
// runes sharing their lead byte (— €) and ASCII.
func TestHasQuoteMarks(t *testing.T) {
	alpha := []string{"", "a", "`", "'", "\u2018", "\u2019", "\u201c", "\u201d", "\u2014", "\u20ac", "\u201e", "é"}
	for _, x := range alpha {
		for _, y := range alpha {
			for _, z := range alpha {
				s := x + y + z
				if got, want := hasQuoteMarks(s), strings.ContainsAny(s, "`\u2018\u2019\u201c\u201d"); got != want {
					t.Fatalf("hasQuoteMarks(%q) = %v, want %v", s, got, want)
				}
			}
		}
	}
}

// TestSplitSymbolsRunes checks the ASCII fast path of splitSymbols
// against its rune-by-rune definition on every ASCII character and a few
// others, alone and between letters.
func TestSplitSymbolsRunes(t *testing.T) {
	n := &Normalizer{}
	slow := func(line string) string {
		var b strings.Builder
		b.WriteByte(' ')
		for _, r := range line {
			if isAlnum(r) || strings.ContainsRune(javaSpace, r) || strings.ContainsRune(".'`,-", r) || r == 0x2018 || r == 0x2019 {
				b.WriteRune(r)
			} else {
				b.WriteString(" " + string(r) + " ")
			}
		}
		b.WriteByte(' ')
		return b.String()
	}
	var runes []rune
	for r := rune(0); r < 0x80; r++ {
		runes = append(runes, r)
	}
	runes = append(runes, 0x2018, 0x2019, 0x201c, 'é', 'Ž', 0x3000, 0xFFFD)
	for _, r := range runes {
		for _, line := range []string{string(r), "ab" + string(r) + "cd", string(r) + string(r) + "x"} {
			if got, want := n.splitSymbols(line), slow(line); got != want {
				t.Fatalf("splitSymbols(%q) = %q, want %q", line, got, want)
			}
		}
	}
}
