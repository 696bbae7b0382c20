package meteor

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/jvm"
)

// The character sets of the reference's normalizer (spec §2).
const (
	alphaClass = `A-Za-z\x{0160}\x{017D}\x{0161}\x{017E}\x{0178}\x{00C0}-\x{00D6}\x{00D8}-\x{00F6}\x{00F8}-\x{017E}\x{0400}-\x{04FF}\x{0500}-\x{0527}\x{A640}-\x{A66E}\x{A67E}-\x{A697}\x{1D00}-\x{1D7F}`
	alnumClass = alphaClass + `0-9`
	javaSpace  = " \t\n\x0B\f\r"
)

func isAlpha(r rune) bool {
	switch {
	case r < 0x80:
		return ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z')
	case r == 0x160 || r == 0x17D || r == 0x161 || r == 0x17E || r == 0x178:
		return true
	case r >= 0xC0 && r <= 0xD6, r >= 0xD8 && r <= 0xF6, r >= 0xF8 && r <= 0x17E:
		return true
	case r >= 0x400 && r <= 0x4FF, r >= 0x500 && r <= 0x527:
		return true
	case r >= 0xA640 && r <= 0xA66E, r >= 0xA67E && r <= 0xA697, r >= 0x1D00 && r <= 0x1D7F:
		return true
	}
	return false
}

func isAlnum(r rune) bool { return ('0' <= r && r <= '9') || isAlpha(r) }

func isDigit(r rune) bool      { return '0' <= r && r <= '9' }
func notDigit(r rune) bool     { return !isDigit(r) }
func notAlpha(r rune) bool     { return !isAlpha(r) }
func notAlnum(r rune) bool     { return !isAlnum(r) }
func isLowerS(r rune) bool     { return r == 's' }
func isAlnumOrDot(r rune) bool { return r == '.' || isAlnum(r) }

// replace3 replaces every match of the three-character pattern
// (left)(mid)(right) by left+repl+right, scanning like Java's replaceAll
// and Go's ReplaceAllString: leftmost first, matches never overlap, so a
// right character consumed by one match cannot start the next (the
// source of the reference's a,b,c → "a , b,c" quirk).
func replace3(s string, left func(rune) bool, mid rune, right func(rune) bool, repl string) string {
	// Only the occurrences of mid (ASCII in every call, so always a rune
	// of its own) can anchor a match: look at the runes around each one,
	// leftmost first; a match's left rune may not reach into the previous
	// match. The text is copied only when something matches.
	var b strings.Builder
	done := 0 // bytes of s written to b: a match may not start before
	for from := 0; from < len(s); {
		off := strings.IndexRune(s[from:], mid)
		if off < 0 {
			break
		}
		k := from + off
		_, nm := utf8.DecodeRuneInString(s[k:])
		next := k + nm
		if k > done && next < len(s) {
			r1, n1 := utf8.DecodeLastRuneInString(s[:k])
			if k-n1 >= done && left(r1) {
				if r3, n3 := utf8.DecodeRuneInString(s[next:]); right(r3) {
					if done == 0 {
						b.Grow(len(s) + 16)
					}
					b.WriteString(s[done:k])
					b.WriteString(repl)
					b.WriteString(s[next : next+n3])
					done = next + n3
					from = done
					continue
				}
			}
		}
		from = next
	}
	if done == 0 {
		return s
	}
	b.WriteString(s[done:])
	return b.String()
}

// collapseUnispace replaces every run of UNISPACE characters by one space.
func collapseUnispace(s string) string {
	// Fast path: no run of spaces, no other UNISPACE character and valid
	// UTF-8 (which the loop below would rewrite): s is its own result.
	simple := true
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c == ' ' && i+1 < len(s) && s[i+1] == ' ' {
				simple = false
				break
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if isUnispace(r) || (r == utf8.RuneError && n == 1) {
			simple = false
			break
		}
		i += n
	}
	if simple {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	inRun := false
	for _, r := range s {
		if isUnispace(r) {
			if !inRun {
				b.WriteByte(' ')
			}
			inRun = true
			continue
		}
		inRun = false
		b.WriteRune(r)
	}
	return b.String()
}

func isUnispace(r rune) bool {
	return r == ' ' || (r >= 0x2000 && r <= 0x200A) || r == 0x202F || r == 0x205F || r == 0x3000 || r == 0xA0
}

var (
	reDotRun   = regexp.MustCompile(`\.(\.+)`)
	reDotMulti = regexp.MustCompile(`DOTMULTI\.([^.])`)
)

// Normalizer tokenizes and normalizes text like the reference's -norm
// (spec §2, a Moses-tokenizer derivative), without lowercasing. It is
// immutable and safe for concurrent use.
type Normalizer struct {
	lang     string
	prefixes data.Prefixes
}

// NewNormalizer returns the normalizer of language (english, czech,
// french, spanish, german, russian) with its non-breaking prefixes.
func NewNormalizer(language string, prefixes data.Prefixes) (*Normalizer, error) {
	switch language {
	case "english", "czech", "french", "spanish", "german", "russian":
	default:
		return nil, fmt.Errorf("meteor: No normalizer for language (%s)", language)
	}
	if prefixes == nil {
		prefixes = data.Prefixes{}
	}
	return &Normalizer{lang: language, prefixes: prefixes}, nil
}

// Normalize tokenizes one line; keepPunct false also deletes punctuation
// (and every character outside the normalizer's letter set), as -noPunct.
func (n *Normalizer) Normalize(line string, keepPunct bool) string {
	line = jvm.DecodeUTF8(line) // one U+FFFD per malformed sequence, as the reference reads
	s := n.splitSymbols(line)
	// Step 3: protect runs of dots.
	if strings.Contains(s, "..") {
		s = reDotRun.ReplaceAllString(s, " DOTMULTI${1}")
		for strings.Contains(s, "DOTMULTI.") {
			s = reDotMulti.ReplaceAllString(s, "DOTDOTMULTI ${1}")
			s = strings.ReplaceAll(s, "DOTMULTI.", "DOTDOTMULTI")
		}
	}
	// Step 4: commas.
	if strings.IndexByte(s, ',') >= 0 {
		s = replace3(s, notDigit, ',', notDigit, " , ")
		s = replace3(s, isDigit, ',', notDigit, " , ")
		s = replace3(s, notDigit, ',', isDigit, " , ")
	}
	// Step 5: quotes.
	if hasQuoteMarks(s) || strings.Contains(s, "''") {
		s = strings.NewReplacer("`", "'", "\u2018", "'", "\u2019", "'").Replace(s)
		s = strings.NewReplacer("\u201c", ` " `, "\u201d", ` " `).Replace(s)
		s = strings.ReplaceAll(s, "''", ` " `)
	}
	// Step 6: dashes.
	if strings.IndexByte(s, '-') >= 0 || strings.Contains(s, "\u2013") {
		s = strings.ReplaceAll(s, "\u2013", "-")
		s = strings.ReplaceAll(s, "--", "-")
		// Step 7: intra-word dashes.
		s = replace3(s, isAlnumOrDot, '-', isAlnum, " ")
	}
	// Step 8: apostrophes.
	if strings.IndexByte(s, '\'') >= 0 {
		switch n.lang {
		case "english":
			s = replace3(s, notAlpha, '\'', notAlpha, " ' ")
			s = replace3(s, notAlnum, '\'', isAlpha, " ' ")
			s = replace3(s, isAlpha, '\'', notAlpha, " ' ")
			s = replace3(s, isAlpha, '\'', isAlpha, " '")
			s = replace3(s, isDigit, '\'', isLowerS, " '")
		case "french":
			s = replace3(s, notAlpha, '\'', notAlpha, " ' ")
			s = replace3(s, notAlpha, '\'', isAlpha, " ' ")
			s = replace3(s, isAlpha, '\'', notAlpha, " ' ")
			s = replace3(s, isAlpha, '\'', isAlpha, "' ")
		default:
			s = strings.ReplaceAll(s, "'", " ' ")
		}
	}
	// Step 9: tokens and non-breaking prefixes.
	s = n.prefixPass(s)
	// Step 10: restore dot runs.
	if strings.Contains(s, "DOTMULTI") {
		for strings.Contains(s, "DOTDOTMULTI") {
			s = strings.ReplaceAll(s, "DOTDOTMULTI", "DOTMULTI.")
		}
		s = strings.ReplaceAll(s, "DOTMULTI", ".")
	}
	// Step 11: -noPunct.
	if !keepPunct {
		s = strings.Map(func(r rune) rune {
			if isAlnum(r) {
				return r
			}
			return ' '
		}, s)
	}
	// Step 12: spaces.
	return jvm.Trim(collapseUnispace(s))
}

// splitSymbols is steps 1 and 2: pad the line with spaces and surround
// every character that is not alphanumeric, not Java white space and not
// one of . ' ` , - ‘ ’ with spaces.
func (n *Normalizer) splitSymbols(line string) string {
	var b strings.Builder
	b.Grow(len(line) + 16)
	b.WriteByte(' ')
	for i := 0; i < len(line); {
		if c := line[i]; c < utf8.RuneSelf { // ASCII: copy runs of kept bytes at once
			j := i
			for j < len(line) && line[j] < utf8.RuneSelf && keptASCII[line[j]] {
				j++
			}
			if j > i {
				b.WriteString(line[i:j])
				i = j
			} else {
				b.WriteByte(' ')
				b.WriteByte(c)
				b.WriteByte(' ')
				i++
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(line[i:])
		i += size
		switch {
		case isAlnum(r), strings.ContainsRune(javaSpace, r), r == '.', r == '\'', r == '`', r == ',', r == '-', r == 0x2018, r == 0x2019:
			b.WriteRune(r)
		default:
			b.WriteByte(' ')
			b.WriteRune(r)
			b.WriteByte(' ')
		}
	}
	b.WriteByte(' ')
	return b.String()
}

// keptASCII marks the ASCII characters splitSymbols leaves unpadded.
var keptASCII = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		r := rune(c)
		t[c] = isAlnum(r) || strings.ContainsRune(javaSpace, r) || strings.ContainsRune(".'`,-", r)
	}
	return t
}()

// hasQuoteMarks is strings.ContainsAny(s, "`\u2018\u2019\u201c\u201d")
// for valid UTF-8, without ContainsAny's per-rune scan of the set: the
// four marks are E2 80 98, 99, 9C and 9D.
func hasQuoteMarks(s string) bool {
	if strings.IndexByte(s, '`') >= 0 {
		return true
	}
	for i := strings.IndexByte(s, 0xE2); i >= 0 && i+2 < len(s); {
		if s[i+1] == 0x80 && (s[i+2] == 0x98 || s[i+2] == 0x99 || s[i+2] == 0x9C || s[i+2] == 0x9D) {
			return true
		}
		k := strings.IndexByte(s[i+1:], 0xE2)
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

// prefixPass is step 9.
func (n *Normalizer) prefixPass(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 8)
	next := func(i int) (int, int) { // the token starting at or after i: [start, end)
		for i < len(s) && jvm.IsDelim(rune(s[i])) {
			i++
		}
		j := i
		for j < len(s) && !jvm.IsDelim(rune(s[j])) {
			j++
		}
		return i, j
	}
	ws, we := next(0)
	for ws < we {
		w := s[ws:we]
		ns, ne := next(we)
		if len(w) > 1 && w[len(w)-1] == '.' {
			pre := w[:len(w)-1]
			last := ns == ne
			nextLower, nextDigit := false, false
			if !last {
				c := s[ns]
				nextLower = 'a' <= c && c <= 'z'
				nextDigit = '0' <= c && c <= '9'
			}
			switch {
			case strings.IndexByte(pre, '.') >= 0 && strings.IndexFunc(pre, isAlpha) >= 0:
				b.WriteString(strings.ReplaceAll(w, ".", ""))
			case n.prefixes[pre] == data.PrefixAny || nextLower:
				b.WriteString(w)
			case n.prefixes[pre] == data.PrefixNumericOnly && nextDigit:
				b.WriteString(w)
			default:
				b.WriteString(pre)
				b.WriteString(" .")
			}
		} else {
			b.WriteString(w)
		}
		b.WriteByte(' ')
		ws, we = ns, ne
	}
	return b.String()
}

// splitTokens splits s on " \t\n\r\f" into dst (reused).
func splitTokens(s string, dst []string) []string {
	dst = dst[:0]
	for i := 0; i < len(s); {
		for i < len(s) && jvm.IsDelim(rune(s[i])) {
			i++
		}
		j := i
		for j < len(s) && !jvm.IsDelim(rune(s[j])) {
			j++
		}
		if j > i {
			dst = append(dst, s[i:j])
		}
		i = j
	}
	return dst
}
