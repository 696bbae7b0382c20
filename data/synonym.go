package data

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// Synonyms is the data of Meteor's WordNet synonym module: the synsets of
// each word and the base forms of inflected words (spec §4.3). It is
// immutable once built and safe for concurrent reads.
type Synonyms struct {
	// Synsets maps a word (lower case, multiword lemmas joined by "_") to
	// its synset ids, in file order.
	Synsets map[string][]int32
	// Bases maps an inflected form to its base forms, in file order with
	// duplicates kept (Meteor's english.exceptions).
	Bases map[string][]string
}

// ReadSynonyms parses Meteor's synonym files: synsets (alternating lines
// "word" / "id id ...") and exceptions (alternating lines "base" /
// "inflected inflected ..."). The names are used in error messages.
func ReadSynonyms(synsets io.Reader, synName string, exceptions io.Reader, excName string) (*Synonyms, error) {
	s := &Synonyms{Synsets: make(map[string][]int32, 150000), Bases: make(map[string][]string, 8000)}
	err := readPairs(synsets, synName, func(line int, word, ids string) error {
		f := strings.Fields(ids)
		set := make([]int32, 0, len(f))
		for _, x := range f {
			n, err := strconv.ParseInt(x, 10, 32)
			if err != nil {
				return &PosError{File: synName, Line: line, Msg: fmt.Sprintf("synset id %q is not an integer", x)}
			}
			set = append(set, int32(n))
		}
		s.Synsets[word] = set
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = readPairs(exceptions, excName, func(line int, base, infl string) error {
		for _, w := range strings.Fields(infl) {
			s.Bases[w] = append(s.Bases[w], base)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s, nil
}

// readPairs calls fn for each (first, second) pair of alternating lines;
// line is the 1-based number of the second line.
func readPairs(r io.Reader, name string, fn func(line int, first, second string) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	n := 0
	for sc.Scan() {
		n++
		first := sc.Text()
		if !sc.Scan() {
			if err := sc.Err(); err != nil {
				return lineErr(name, n+1, err)
			}
			return &PosError{File: name, Line: n, Msg: "odd number of lines: entry has no second line"}
		}
		n++
		if err := fn(n, first, sc.Text()); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return lineErr(name, n+1, err)
	}
	return nil
}

// LoadSynonymDir reads <dir>/<language>.synsets and <dir>/<language>.exceptions
// (the layout of Meteor's synonym directory; language is e.g. "english").
func LoadSynonymDir(dir, language string) (*Synonyms, error) {
	sp, ep := SynonymFiles(dir, language)
	sf, err := os.Open(sp)
	if err != nil {
		return nil, fmt.Errorf("data: synonym module: %w", err)
	}
	defer sf.Close()
	ef, err := os.Open(ep)
	if err != nil {
		return nil, fmt.Errorf("data: synonym module: %w", err)
	}
	defer ef.Close()
	return ReadSynonyms(sf, sp, ef, ep)
}
