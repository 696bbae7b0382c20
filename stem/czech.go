package stem

import (
	"strings"
)

// Czech is the light Czech stemmer of Dolamic & Savoy ("Indexing and
// stemming approaches for the Czech language", Information Processing &
// Management 45(6), 2009): it lower-cases the word, removes one case
// ending (longest first, keeping a stem of at least three letters), then
// one possessive suffix (-ov, -ův, -in), undoing the palatalisation the
// removed ending caused (poloze → poloh, klasičtí → klasick). It is
// registered as the "czech" stemmer (Meteor's stem module, which the
// reference scorer lacks for Czech). Safe for concurrent use.
func Czech(word string) string {
	r := []rune(strings.ToLower(word))
	r = removeCase(r)
	r = removePossessive(r)
	return string(r)
}

func hasSuffix(r []rune, s string) bool {
	sr := []rune(s)
	if len(sr) > len(r) {
		return false
	}
	return string(r[len(r)-len(sr):]) == s
}

func anySuffix(r []rune, ss ...string) bool {
	for _, s := range ss {
		if hasSuffix(r, s) {
			return true
		}
	}
	return false
}

// palatalise turns a stem ending in a palatalised consonant back (ci/ce/
// či/če → k, zi/ze/ži/že → h, čtě/čti/čtí → ck, ště/šti/ští → sk), or
// drops the last letter.
func palatalise(r []rune) []rune {
	switch {
	case anySuffix(r, "ci", "ce", "či", "če"):
		return append(r[:len(r)-2:len(r)-2], 'k')
	case anySuffix(r, "zi", "ze", "ži", "že"):
		return append(r[:len(r)-2:len(r)-2], 'h')
	case anySuffix(r, "čtě", "čti", "čtí"):
		return append(r[:len(r)-3:len(r)-3], 'c', 'k')
	case anySuffix(r, "ště", "šti", "ští"):
		return append(r[:len(r)-3:len(r)-3], 's', 'k')
	}
	return r[:len(r)-1]
}

func removeCase(r []rune) []rune {
	n := len(r)
	switch {
	case n > 7 && hasSuffix(r, "atech"):
		return r[:n-5]
	case n > 6 && hasSuffix(r, "ětem"):
		return palatalise(r[:n-2])
	case n > 6 && hasSuffix(r, "atům"):
		return r[:n-4]
	case n > 5 && anySuffix(r, "ech", "ich", "ích", "ého", "ěmi", "emi", "ému", "ěte", "ěti", "iho", "ího", "ími", "imu"):
		return palatalise(r[:n-2])
	case n > 5 && anySuffix(r, "ách", "ata", "aty", "ých", "ama", "ami", "ové", "ovi", "ými"):
		return r[:n-3]
	case n > 4 && hasSuffix(r, "em"):
		return palatalise(r[:n-1])
	case n > 4 && anySuffix(r, "es", "ém", "ím"):
		return palatalise(r[:n-2+1])
	case n > 4 && anySuffix(r, "ům", "at", "ám", "os", "us", "ým", "mi", "ou"):
		return r[:n-2]
	case n > 3 && anySuffix(r, "e", "i", "í", "ě"):
		return palatalise(r)
	case n > 3 && anySuffix(r, "u", "y", "ů", "a", "o", "á", "é", "ý"):
		return r[:n-1]
	}
	return r
}

func removePossessive(r []rune) []rune {
	n := len(r)
	switch {
	case n > 5 && anySuffix(r, "ov", "ův"):
		return r[:n-2]
	case n > 5 && hasSuffix(r, "in"):
		return palatalise(r[:n-1])
	}
	return r
}
