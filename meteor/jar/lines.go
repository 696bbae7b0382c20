package jar

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/parmesan-mt/parmesan/data"
)

// errLineTooLong reports a request line longer than data.MaxLineBytes; it
// has been read and discarded, and the next line can be read.
var errLineTooLong = fmt.Errorf("line longer than %d bytes", data.MaxLineBytes)

// requestReader reads the lines of the -stdio protocol as Java's
// BufferedReader.readLine does: "\n", "\r\n" and a bare "\r" end a line
// (so a "\r" inside a request splits it in two, in the reference too). A
// line ends as soon as its terminator arrives: after a "\r" the reader
// does not wait for a possible "\n", it skips one at the start of the
// next line. A line longer than max is discarded whole and reported as
// errLineTooLong, and reading goes on with the next line; memory stays
// bounded by max.
type requestReader struct {
	r      *bufio.Reader
	max    int
	skipLF bool
	line   []byte
}

func newRequestReader(r io.Reader, max int) *requestReader {
	return &requestReader{r: bufio.NewReaderSize(r, 64*1024), max: max}
}

// next returns the next line (valid until the following call), io.EOF
// after the last one, or errLineTooLong for a line it discarded.
func (q *requestReader) next() ([]byte, error) {
	q.line = q.line[:0]
	tooLong, any := false, false
	for {
		n := q.r.Buffered()
		if n == 0 {
			n = 1 // wait for what the client sends next
		}
		b, err := q.r.Peek(n)
		if len(b) == 0 {
			if errors.Is(err, io.EOF) && any {
				break // a last line without terminator
			}
			return nil, err
		}
		if q.skipLF {
			q.skipLF = false
			if b[0] == '\n' {
				q.r.Discard(1)
				continue
			}
		}
		any = true
		i := bytes.IndexAny(b, "\r\n")
		chunk := b
		if i >= 0 {
			chunk = b[:i]
		}
		if !tooLong && len(q.line)+len(chunk) > q.max {
			tooLong, q.line = true, q.line[:0]
		}
		if !tooLong {
			q.line = append(q.line, chunk...)
		}
		if i < 0 {
			q.r.Discard(len(b))
			continue
		}
		q.skipLF = b[i] == '\r'
		q.r.Discard(i + 1)
		break
	}
	if tooLong {
		return nil, errLineTooLong
	}
	return q.line, nil
}
