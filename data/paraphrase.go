package data

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"strings"
)

// ParaphraseRecord is one record of a Meteor paraphrase table: a
// probability line (kept as text; Meteor never parses it) and two phrases.
type ParaphraseRecord struct {
	Prob string
	A, B string
	Line int // 1-based line number of the probability line
}

// ReadParaphrases streams the 3-line records "prob / phrase A / phrase B"
// of a Meteor paraphrase table (plain text; see OpenParaphrases for gzip),
// calling fn for each. A trailing incomplete record is an error naming the
// file and line (the reference scorer dies with a NullPointerException).
func ReadParaphrases(r io.Reader, name string, fn func(ParaphraseRecord) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	sc.Split(scanJavaLines)
	n := 0
	var rec ParaphraseRecord
	for sc.Scan() {
		n++
		switch (n - 1) % 3 {
		case 0:
			rec = ParaphraseRecord{Prob: sc.Text(), Line: n}
		case 1:
			rec.A = sc.Text()
		case 2:
			rec.B = sc.Text()
			if err := fn(rec); err != nil {
				var pe *PosError
				if asPosError(err, &pe) {
					return err
				}
				return &PosError{File: name, Line: rec.Line, Err: err}
			}
		}
	}
	if err := sc.Err(); err != nil {
		return lineErr(name, n+1, err)
	}
	if n%3 != 0 {
		return &PosError{File: name, Line: n, Msg: fmt.Sprintf("truncated record: %d lines is not a multiple of 3", n)}
	}
	return nil
}

// OpenParaphrases opens a paraphrase table file, transparently
// decompressing gzip (detected by its magic bytes, not the name).
func OpenParaphrases(path string) (io.ReadCloser, error) {
	return OpenMaybeGzip(path)
}

// OpenMaybeGzip opens path and, when it starts with the gzip magic bytes,
// returns a decompressing reader. Closing the result closes the file.
func OpenMaybeGzip(path string) (io.ReadCloser, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	br := bufio.NewReaderSize(f, 256*1024)
	magic, _ := br.Peek(2)
	if len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			f.Close()
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		return &gzipFile{Reader: zr, f: f}, nil
	}
	return &plainFile{Reader: br, f: f}, nil
}

type gzipFile struct {
	*gzip.Reader
	f *os.File
}

func (g *gzipFile) Close() error {
	err := g.Reader.Close()
	if cerr := g.f.Close(); err == nil {
		err = cerr
	}
	return err
}

type plainFile struct {
	io.Reader
	f *os.File
}

func (p *plainFile) Close() error { return p.f.Close() }

// SplitPhrase splits a phrase like Java's StringTokenizer with the
// delimiters " \t\n\r\f".
func SplitPhrase(s string) []string {
	return strings.FieldsFunc(s, IsJavaSpace)
}

// IsJavaSpace reports whether r is one of Meteor's token delimiters
// " \t\n\r\f" (Java StringTokenizer's defaults). Note: not \v, not NBSP.
func IsJavaSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f'
}

// MaybeGzip returns a reader that decompresses r when it starts with the
// gzip magic bytes, and reads it as it is otherwise.
func MaybeGzip(r io.Reader) (io.Reader, error) {
	br := bufio.NewReaderSize(r, 256*1024)
	magic, _ := br.Peek(2)
	if len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		return gzip.NewReader(br)
	}
	return br, nil
}
