package data

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// CoNLLUWord is one syntactic word of a CoNLL-U sentence.
type CoNLLUWord struct {
	ID                             int
	Form, Lemma, UPOS, XPOS, Feats string
	Head                           int
	Deprel, Deps, Misc             string
	Line                           int // 1-based line of the word in its file
}

// CoNLLUSentence is one sentence: its comment lines and syntactic words
// (multiword-token ranges "1-2" and empty nodes "1.1" are skipped, so
// evaluation uses the gold syntactic-word tokenization).
type CoNLLUSentence struct {
	Comments []string
	Words    []CoNLLUWord
	Line     int // line of the first word
}

// CoNLLUReader streams the sentences of a CoNLL-U file.
type CoNLLUReader struct {
	sc   *bufio.Scanner
	name string
	line int
}

// NewCoNLLUReader reads CoNLL-U from r; name is used in error messages.
func NewCoNLLUReader(r io.Reader, name string) *CoNLLUReader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	return &CoNLLUReader{sc: sc, name: name}
}

// Name is the name given to NewCoNLLUReader, for error messages.
func (c *CoNLLUReader) Name() string { return c.name }

// Next returns the next sentence, or io.EOF after the last.
func (c *CoNLLUReader) Next() (*CoNLLUSentence, error) {
	var s *CoNLLUSentence
	for c.sc.Scan() {
		c.line++
		line := c.sc.Text()
		if line == "" {
			if s != nil {
				return s, nil
			}
			continue
		}
		if s == nil {
			s = &CoNLLUSentence{}
		}
		if line[0] == '#' {
			s.Comments = append(s.Comments, line)
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 10 {
			return nil, &PosError{File: c.name, Line: c.line, Msg: fmt.Sprintf("want 10 tab-separated fields, got %d", len(f))}
		}
		if strings.ContainsAny(f[0], "-.") {
			continue // multiword token or empty node
		}
		id, err := strconv.Atoi(f[0])
		if err != nil {
			return nil, &PosError{File: c.name, Line: c.line, Msg: fmt.Sprintf("bad word id %q", f[0])}
		}
		head := 0
		if f[6] != "_" {
			if head, err = strconv.Atoi(f[6]); err != nil {
				return nil, &PosError{File: c.name, Line: c.line, Msg: fmt.Sprintf("bad head %q", f[6])}
			}
		}
		if len(s.Words) == 0 {
			s.Line = c.line
		}
		s.Words = append(s.Words, CoNLLUWord{ID: id, Form: f[1], Lemma: f[2], UPOS: f[3], XPOS: f[4], Feats: f[5], Head: head, Deprel: f[7], Deps: f[8], Misc: f[9], Line: c.line})
	}
	if err := c.sc.Err(); err != nil {
		return nil, lineErr(c.name, c.line+1, err)
	}
	if s != nil {
		return s, nil
	}
	return nil, io.EOF
}

// WriteConllu writes sentences in CoNLL-U (IDs renumbered from 1).
func WriteConllu(w io.Writer, sents []*CoNLLUSentence) error {
	bw := bufio.NewWriter(w)
	dash := func(s string) string {
		if s == "" {
			return "_"
		}
		return s
	}
	for _, s := range sents {
		for _, c := range s.Comments {
			fmt.Fprintln(bw, c)
		}
		for i, x := range s.Words {
			head := "_"
			if x.Head > 0 || x.Deprel != "" {
				head = strconv.Itoa(x.Head)
			}
			fmt.Fprintf(bw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", i+1, dash(x.Form), dash(x.Lemma), dash(x.UPOS), dash(x.XPOS),
				dash(x.Feats), head, dash(x.Deprel), dash(x.Deps), dash(x.Misc))
		}
		fmt.Fprintln(bw)
	}
	return bw.Flush()
}

// ReadCoNLLUFile reads every sentence of a CoNLL-U file.
func ReadCoNLLUFile(path string) ([]*CoNLLUSentence, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("data: %w", err)
	}
	defer f.Close()
	r := NewCoNLLUReader(f, path)
	var out []*CoNLLUSentence
	for {
		s, err := r.Next()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
}
