package data

import (
	"bufio"
	"bytes"
	"embed"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// WordSet is an immutable set of words (function words, stop words).
type WordSet map[string]struct{}

// Has reports whether w is in the set.
func (s WordSet) Has(w string) bool { _, ok := s[w]; return ok }

// ReadWordSet reads one word per line. As in Meteor, every line is kept
// exactly as written (no trimming; an empty line adds the empty word).
func ReadWordSet(r io.Reader, name string) (WordSet, error) {
	s := WordSet{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), MaxLineBytes)
	sc.Split(scanJavaLines)
	n := 0
	for sc.Scan() {
		n++
		s[sc.Text()] = struct{}{}
	}
	if err := sc.Err(); err != nil {
		return nil, lineErr(name, n+1, err)
	}
	return s, nil
}

// LoadWordSet reads a word-list file (Meteor's -s function-word file).
func LoadWordSet(path string) (WordSet, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("data: function words: %w", err)
	}
	defer f.Close()
	return ReadWordSet(f, path)
}

// FunctionWordPath is where a Meteor resource directory keeps the
// function-word list of language (e.g. "english").
func FunctionWordPath(dir, language string) string {
	return filepath.Join(dir, "function", language+".words")
}

//go:embed embed/function/*.words
var embeddedFunction embed.FS

// DefaultFunctionWords returns parmesan's own embedded function-word list
// for language (Meteor's internal name, e.g. "english"); languages without
// a list get an empty set, as in the reference's resources.
func DefaultFunctionWords(language string) WordSet {
	b, err := embeddedFunction.ReadFile("embed/function/" + language + ".words")
	if err != nil {
		return WordSet{}
	}
	s, err := ReadWordSet(bytes.NewReader(b), "embedded "+language+".words")
	if err != nil {
		panic(err) // embedded data is checked by tests
	}
	return s
}

// scanJavaLines splits like Java's BufferedReader.readLine: "\n", "\r\n"
// and a lone "\r" each end a line.
func scanJavaLines(data []byte, atEOF bool) (int, []byte, error) {
	for i, c := range data {
		switch c {
		case '\n':
			return i + 1, data[:i], nil
		case '\r':
			if i+1 < len(data) {
				if data[i+1] == '\n' {
					return i + 2, data[:i], nil
				}
				return i + 1, data[:i], nil
			}
			if atEOF {
				return i + 1, data[:i], nil
			}
			return 0, nil, nil // need one more byte to see whether "\n" follows
		}
	}
	if atEOF && len(data) > 0 {
		return len(data), data, nil
	}
	return 0, nil, nil
}
