package data

import (
	"bufio"
	"errors"
	"fmt"
)

// MaxLineBytes is the longest line any reader in this package accepts;
// a longer line is an error naming the file and line, never a silent cut.
const MaxLineBytes = 16 << 20

var tooLongMsg = fmt.Sprintf("line longer than %d bytes", MaxLineBytes)

// PosError is an error at a position in a named file.
type PosError struct {
	File string
	Line int // 1-based; 0 when unknown
	Msg  string
	Err  error // underlying error, if any
}

func (e *PosError) Error() string {
	msg := e.Msg
	if msg == "" && errors.Is(e.Err, bufio.ErrTooLong) {
		msg = tooLongMsg // whoever built the error, say what the limit is
	}
	if e.Err != nil {
		if msg != "" {
			msg += ": " + e.Err.Error()
		} else {
			msg = e.Err.Error()
		}
	}
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, msg)
	}
	return fmt.Sprintf("%s: %s", e.File, msg)
}

func (e *PosError) Unwrap() error { return e.Err }

// lineErr wraps a scanner error at line n of name, explaining an over-long line.
func lineErr(name string, n int, err error) error {
	if errors.Is(err, bufio.ErrTooLong) {
		return &PosError{File: name, Line: n, Msg: tooLongMsg, Err: err}
	}
	return &PosError{File: name, Line: n, Err: err}
}
