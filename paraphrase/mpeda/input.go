package mpeda

import (
	"bufio"
	"context"
	"errors"
	"io"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/pool"
)

// Input is a text file, one sentence a line, that is read more than once:
// every call of Open returns a fresh reader from its start (a command
// decompresses gzip and draws a progress bar there).
type Input struct {
	Name string
	Open func() (io.ReadCloser, error)
}

// StringInput is an Input over text in memory (tests, examples).
func StringInput(name, text string) Input {
	return Input{Name: name, Open: func() (io.ReadCloser, error) {
		return io.NopCloser(strings.NewReader(text)), nil
	}}
}

// lineReader streams the lines of an input with its line numbers.
type lineReader struct {
	in   Input
	rc   io.ReadCloser
	sc   *bufio.Scanner
	line int
}

func openLines(in Input) (*lineReader, error) {
	rc, err := in.Open()
	if err != nil {
		return nil, err
	}
	sc := bufio.NewScanner(rc)
	sc.Buffer(make([]byte, 64<<10), data.MaxLineBytes)
	return &lineReader{in: in, rc: rc, sc: sc}, nil
}

// next returns the next line without its "\r\n" or "\n", or io.EOF.
func (r *lineReader) next() (string, error) {
	if !r.sc.Scan() {
		if err := r.sc.Err(); err != nil {
			return "", &data.PosError{File: r.in.Name, Line: r.line + 1, Err: err}
		}
		return "", io.EOF
	}
	r.line++
	return strings.TrimSuffix(r.sc.Text(), "\r"), nil
}

func (r *lineReader) close() { r.rc.Close() }

// eachLine calls fn with every line of in and its 1-based number.
func eachLine(in Input, fn func(line string, n int) error) error {
	r, err := openLines(in)
	if err != nil {
		return err
	}
	defer r.close()
	for {
		l, err := r.next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if err := fn(l, r.line); err != nil {
			return err
		}
	}
}

// forDocs runs fn on blocks of whole documents of in (documents are
// separated by empty or blank lines; a document is its non-blank lines)
// on up to len(states) goroutines, each block with one of the states,
// never two blocks on one state at once.
func forDocs[S any](ctx context.Context, in Input, states []S, fn func(s S, docs [][]string) error) error {
	r, err := openLines(in)
	if err != nil {
		return err
	}
	defer r.close()
	free := make(chan S, len(states))
	for _, s := range states {
		free <- s
	}
	const blockLines = 4096
	next := func() ([][]string, error) {
		var docs [][]string
		var cur []string
		n := 0
		for {
			l, err := r.next()
			if errors.Is(err, io.EOF) {
				if len(cur) > 0 {
					docs = append(docs, cur)
				}
				if len(docs) > 0 {
					return docs, nil
				}
				return nil, err
			}
			if err != nil {
				return nil, err
			}
			if strings.TrimSpace(l) == "" {
				if len(cur) > 0 {
					docs = append(docs, cur)
					cur = nil
					if n >= blockLines {
						return docs, nil
					}
				}
				continue
			}
			cur = append(cur, l)
			n++
		}
	}
	var workErr error
	work := func(docs [][]string) error {
		s := <-free
		defer func() { free <- s }()
		return fn(s, docs)
	}
	return pool.Ordered(ctx, pool.Options{Workers: len(states), Block: 1}, next, work,
		func(_ int, e *error) error {
			if *e != nil && workErr == nil {
				workErr = *e
			}
			return workErr
		})
}
