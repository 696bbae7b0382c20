package data

import (
	"bufio"
	"bytes"
	"embed"
	"fmt"
	"io"
	"os"
	"strings"
)

// PrefixKind says when a non-breaking prefix keeps its period attached.
type PrefixKind uint8

// Prefix kinds (spec §2 step 9).
const (
	PrefixAny         PrefixKind = 1 // always ("Mr.", "Dr.")
	PrefixNumericOnly PrefixKind = 2 // only before a number ("No. 5")
)

// Prefixes are the non-breaking prefixes of a language: words after which
// a period does not end a sentence.
type Prefixes map[string]PrefixKind

// ReadPrefixes reads Meteor's nonbreaking/<language>.prefixes format: per
// non-blank line, the first whitespace-separated token is the prefix
// (lines whose first token starts with "#" are comments), NUMERIC_ONLY
// when the second token is "#NUMERIC_ONLY#".
func ReadPrefixes(r io.Reader, name string) (Prefixes, error) {
	p := Prefixes{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), MaxLineBytes)
	sc.Split(scanJavaLines)
	n := 0
	for sc.Scan() {
		n++
		f := strings.Fields(sc.Text())
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		kind := PrefixAny
		if len(f) > 1 && f[1] == "#NUMERIC_ONLY#" {
			kind = PrefixNumericOnly
		}
		p[f[0]] = kind
	}
	if err := sc.Err(); err != nil {
		return nil, lineErr(name, n+1, err)
	}
	return p, nil
}

// LoadPrefixes reads <dir>/nonbreaking/<language>.prefixes.
func LoadPrefixes(dir, language string) (Prefixes, error) {
	path := PrefixPath(dir, language)
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("data: non-breaking prefixes: %w", err)
	}
	defer f.Close()
	return ReadPrefixes(f, path)
}

//go:embed embed/nonbreaking/*.prefixes
var embeddedPrefixes embed.FS

// DefaultPrefixes returns parmesan's own embedded non-breaking prefixes
// for english, czech, french, german, spanish or russian.
func DefaultPrefixes(language string) (Prefixes, error) {
	b, err := embeddedPrefixes.ReadFile("embed/nonbreaking/" + language + ".prefixes")
	if err != nil {
		return nil, fmt.Errorf("data: no embedded non-breaking prefixes for %q", language)
	}
	return ReadPrefixes(bytes.NewReader(b), "embedded "+language+".prefixes")
}
