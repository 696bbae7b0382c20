package data

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// PhrasePair is one line of a Moses phrase table:
// "src ||| tgt ||| p(f|e) lex(f|e) p(e|f) lex(e|f) [...] [||| …]".
type PhrasePair struct {
	Source, Target string
	Scores         []float64
	Line           int
}

// ErrBlankLine is returned by ParseMosesLine for a line of white space,
// which readers skip.
var ErrBlankLine = errors.New("data: blank line")

// ParseMosesLine parses one phrase-table line into p (reusing p.Scores),
// leaving p.Line alone. A blank line gives ErrBlankLine; a line with fewer
// than three fields or a score that is not a number gives an error without
// position, which the caller places (ReadMosesPhraseTable adds file and
// line; distributed readers, which see lines one by one, add the file).
func ParseMosesLine(line string, p *PhrasePair) error {
	if strings.TrimSpace(line) == "" {
		return ErrBlankLine
	}
	f := strings.Split(line, "|||")
	if len(f) < 3 {
		return fmt.Errorf("want \"src ||| tgt ||| scores\", got %d field(s)", len(f))
	}
	p.Source, p.Target = strings.TrimSpace(f[0]), strings.TrimSpace(f[1])
	p.Scores = p.Scores[:0]
	for _, s := range strings.Fields(f[2]) {
		x, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return fmt.Errorf("score %q is not a number", s)
		}
		p.Scores = append(p.Scores, x)
	}
	return nil
}

// ReadMosesPhraseTable streams a Moses phrase table (plain text; use
// OpenMaybeGzip for gzip), calling fn for every line. A line with fewer
// than three fields or a score that is not a number is an error naming
// the file and line.
func ReadMosesPhraseTable(r io.Reader, name string, fn func(*PhrasePair) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	n := 0
	var p PhrasePair
	for sc.Scan() {
		n++
		err := ParseMosesLine(sc.Text(), &p)
		if errors.Is(err, ErrBlankLine) {
			continue
		}
		if err != nil {
			return &PosError{File: name, Line: n, Msg: err.Error()}
		}
		p.Line = n
		if err := fn(&p); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return lineErr(name, n+1, err)
	}
	return nil
}
