package data

import (
	"bufio"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/internal/jvm"
)

// ParaphraseRecord is one record of a Meteor paraphrase table: a
// probability line and two phrases.
type ParaphraseRecord struct {
	Prob string  // the probability line as written
	P    float64 // its value, always a finite number
	A, B string
	Line int // 1-based line number of the probability line
}

// CompiledTableMagic opens every compiled paraphrase table (parmesan table
// compile); a text table never starts with it.
const CompiledTableMagic = "PTAB"

// ErrCompiledTable is returned (wrapped in a *PosError naming the file) by
// ReadParaphrases for a compiled table, which only package meteor opens
// and which keeps no probabilities.
var ErrCompiledTable = errors.New("a compiled paraphrase table (parmesan table compile), not a Meteor text table; give the text table it was compiled from")

// ErrEmptyTable is returned (wrapped in a *PosError naming the file) by
// ReadParaphrases for a table without a single record, such as a 0-byte
// file: almost always a failed download or a wrong path.
var ErrEmptyTable = errors.New("empty paraphrase table (no records)")

// ReadParaphrases streams the 3-line records "prob / phrase A / phrase B"
// of a Meteor paraphrase table (plain text; see OpenParaphrases for gzip),
// calling fn for each. Errors name the file and line: a trailing
// incomplete record (the reference scorer dies with a
// NullPointerException), a probability that is not a finite number (the
// reference never parses it, so it accepts anything), a compiled table
// (ErrCompiledTable) and a table without records (ErrEmptyTable).
func ReadParaphrases(r io.Reader, name string, fn func(ParaphraseRecord) error) error {
	br := bufio.NewReader(r)
	if magic, _ := br.Peek(len(CompiledTableMagic)); string(magic) == CompiledTableMagic {
		return &PosError{File: name, Err: ErrCompiledTable}
	}
	sc := bufio.NewScanner(br)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	sc.Split(scanJavaLines)
	n := 0
	var rec ParaphraseRecord
	for sc.Scan() {
		n++
		switch (n - 1) % 3 {
		case 0:
			rec = ParaphraseRecord{Prob: sc.Text(), Line: n}
			p, err := strconv.ParseFloat(strings.TrimSpace(rec.Prob), 64)
			if err != nil || math.IsNaN(p) || math.IsInf(p, 0) {
				return &PosError{File: name, Line: n, Msg: fmt.Sprintf("probability %q is not a finite number", rec.Prob)}
			}
			rec.P = p
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
	if n == 0 {
		return &PosError{File: name, Err: ErrEmptyTable}
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
	return maybeGzip(path, f, f)
}

// maybeGzip is OpenMaybeGzip over r, the contents of path, which c
// closes (c is closed too when the gzip header is bad).
func maybeGzip(path string, r io.Reader, c io.Closer) (io.ReadCloser, error) {
	br := bufio.NewReaderSize(r, 256*1024)
	magic, _ := br.Peek(2)
	if len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			c.Close()
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		return &gzipFile{Reader: zr, f: c}, nil
	}
	return &plainFile{Reader: br, f: c}, nil
}

type gzipFile struct {
	*gzip.Reader
	f io.Closer
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
	f io.Closer
}

func (p *plainFile) Close() error { return p.f.Close() }

// SplitPhrase splits a phrase like Java's StringTokenizer with the
// delimiters " \t\n\r\f".
func SplitPhrase(s string) []string {
	return strings.FieldsFunc(s, jvm.IsDelim)
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

// MaxGzipComment is the longest gzip header comment Go's compress/gzip
// reader reads, in bytes of ISO 8859-1 (one per character): a file
// written with a longer one (the writer takes it) cannot be read back
// ("gzip: invalid header"). Writers of compressed tables with settings
// in the comment check it (CheckGzipComment).
const MaxGzipComment = 511

// CheckGzipComment returns an error naming path when comment cannot be
// a gzip header comment that Go reads back: a character outside ISO
// 8859-1, a NUL, or more than MaxGzipComment characters.
func CheckGzipComment(path, comment string) error {
	n := 0
	for _, r := range comment {
		if r > 0xff || r == 0 {
			return fmt.Errorf("%s not written: its settings comment %q is not ISO 8859-1", path, comment)
		}
		n++
	}
	if n > MaxGzipComment {
		return fmt.Errorf("%s not written: its settings comment of %d characters is longer than the %d a gzip header comment may hold", path, n, MaxGzipComment)
	}
	return nil
}
