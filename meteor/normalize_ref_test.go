package meteor

import (
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/jvm"
)

// refRegexps holds the reference's compiled expressions by pattern: the
// patterns are the same on every call (they depend on the language at
// most), and compiling them on every call was two thirds of the
// exhaustive test's time. A sync.Map: the fuzz target may call
// normalizeRegexp from several workers.
var refRegexps sync.Map // pattern → *regexp.Regexp

// refRegexp is regexp.MustCompile(p), compiled once per pattern.
func refRegexp(p string) *regexp.Regexp {
	if r, ok := refRegexps.Load(p); ok {
		return r.(*regexp.Regexp)
	}
	r, _ := refRegexps.LoadOrStore(p, regexp.MustCompile(p))
	return r.(*regexp.Regexp)
}

// normalizeRegexp is the slow reference: the spec's steps (§2) translated
// literally into Go regular expressions (Go's ReplaceAllString is
// leftmost-first and non-overlapping like Java's replaceAll). The fast
// Normalizer must agree with it on every input.
func normalizeRegexp(n *Normalizer, line string, keepPunct bool) string {
	line = jvm.DecodeUTF8(line) // the input as the reference reads it
	re := refRegexp
	s := re(`([^`+alnumClass+` \t\n\x0B\f\r.'`+"`"+`,\-\x{2018}\x{2019}])`).ReplaceAllString(" "+line+" ", " ${1} ")
	s = reDotRun.ReplaceAllString(s, " DOTMULTI${1}")
	for strings.Contains(s, "DOTMULTI.") {
		s = reDotMulti.ReplaceAllString(s, "DOTDOTMULTI ${1}")
		s = strings.ReplaceAll(s, "DOTMULTI.", "DOTDOTMULTI")
	}
	s = re(`([^0-9]),([^0-9])`).ReplaceAllString(s, "${1} , ${2}")
	s = re(`([0-9]),([^0-9])`).ReplaceAllString(s, "${1} , ${2}")
	s = re(`([^0-9]),([0-9])`).ReplaceAllString(s, "${1} , ${2}")
	s = strings.NewReplacer("`", "'", "\u2018", "'", "\u2019", "'").Replace(s)
	s = strings.NewReplacer("\u201c", ` " `, "\u201d", ` " `).Replace(s)
	s = strings.ReplaceAll(s, "''", ` " `)
	s = strings.ReplaceAll(s, "\u2013", "-")
	s = strings.ReplaceAll(s, "--", "-")
	s = re(`([`+alnumClass+`.])-([`+alnumClass+`])`).ReplaceAllString(s, "${1} ${2}")
	A, N := alphaClass, alnumClass
	switch n.lang {
	case "english":
		s = re(`([^`+A+`])'([^`+A+`])`).ReplaceAllString(s, "${1} ' ${2}")
		s = re(`([^`+N+`])'([`+A+`])`).ReplaceAllString(s, "${1} ' ${2}")
		s = re(`([`+A+`])'([^`+A+`])`).ReplaceAllString(s, "${1} ' ${2}")
		s = re(`([`+A+`])'([`+A+`])`).ReplaceAllString(s, "${1} '${2}")
		s = re(`([0-9])'(s)`).ReplaceAllString(s, "${1} '${2}")
	case "french":
		s = re(`([^`+A+`])'([^`+A+`])`).ReplaceAllString(s, "${1} ' ${2}")
		s = re(`([^`+A+`])'([`+A+`])`).ReplaceAllString(s, "${1} ' ${2}")
		s = re(`([`+A+`])'([^`+A+`])`).ReplaceAllString(s, "${1} ' ${2}")
		s = re(`([`+A+`])'([`+A+`])`).ReplaceAllString(s, "${1}' ${2}")
	default:
		s = strings.ReplaceAll(s, "'", " ' ")
	}
	s = n.prefixPass(s)
	for strings.Contains(s, "DOTDOTMULTI") {
		s = strings.ReplaceAll(s, "DOTDOTMULTI", "DOTMULTI.")
	}
	s = strings.ReplaceAll(s, "DOTMULTI", ".")
	if !keepPunct {
		s = re(`[^`+N+`]`).ReplaceAllString(s, " ")
	}
	s = re(`[\x{0020}\x{2000}-\x{200A}\x{202F}\x{205F}\x{3000}\x{00A0}]+`).ReplaceAllString(s, " ")
	return jvm.Trim(s)
}

var testPrefixes = data.Prefixes{"Mr": data.PrefixAny, "No": data.PrefixNumericOnly, "A": data.PrefixAny}

// TestNormalizerExhaustive compares the fast normalizer with the regexp
// reference on every string of up to 4 characters over a small alphabet
// that exercises every rule.
func TestNormalizerExhaustive(t *testing.T) {
	alphabet := []rune{'a', 'A', '1', '.', ',', '\'', '-', ' ', 's', 'é', 'Σ', '"', '\u2013', '`'}
	for _, lang := range []string{"english", "french", "german"} {
		n, err := NewNormalizer(lang, testPrefixes)
		if err != nil {
			t.Fatal(err)
		}
		var rec func(prefix []rune, depth int)
		count := 0
		rec = func(prefix []rune, depth int) {
			s := string(prefix)
			for _, punct := range []bool{true, false} {
				if got, want := n.Normalize(s, punct), normalizeRegexp(n, s, punct); got != want {
					t.Fatalf("%s punct=%v %q: fast %q, reference %q", lang, punct, s, got, want)
				}
			}
			count++
			if depth == 0 {
				return
			}
			for _, r := range alphabet {
				rec(append(prefix, r), depth-1)
			}
		}
		depth := 4
		if testing.Short() {
			depth = 3 // 3,000 strings instead of 41,000 (go test -race -short in .ci/run)
		}
		rec(nil, depth)
		t.Logf("%s: %d strings", lang, count)
	}
}

// TestNormalizerRealText compares both implementations on real MT output.
func TestNormalizerRealText(t *testing.T) {
	shared := sharedDir(t)
	lines := readLines(t, filepath.Join(shared, "bench", "bench-100k", "hyp.txt"))[:3000]
	if testing.Short() {
		lines = lines[:500]
	}
	for _, lang := range []string{"english", "czech", "french", "spanish", "german", "russian"} {
		n, _ := NewNormalizer(lang, testPrefixes)
		for _, l := range lines {
			for _, punct := range []bool{true, false} {
				if got, want := n.Normalize(l, punct), normalizeRegexp(n, l, punct); got != want {
					t.Fatalf("%s %q:\nfast %q\n ref %q", lang, l, got, want)
				}
			}
		}
	}
}

func FuzzNormalizeDifferential(f *testing.F) {
	for _, s := range []string{"a,b,c", "rock'n'roll", "U.S.-based", "l'homme", "x--y", "1990's", "... ..", "\u00a0x\u3000y"} {
		f.Add(s, true)
	}
	ns := map[string]*Normalizer{}
	for _, l := range []string{"english", "french", "czech"} {
		ns[l], _ = NewNormalizer(l, testPrefixes)
	}
	f.Fuzz(func(t *testing.T, s string, punct bool) {
		for l, n := range ns {
			if got, want := n.Normalize(s, punct), normalizeRegexp(n, s, punct); got != want {
				t.Fatalf("%s %q: fast %q, reference %q", l, s, got, want)
			}
		}
	})
}
