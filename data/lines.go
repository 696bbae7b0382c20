package data

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"unicode/utf8"
)

// ErrNotUTF8 is the error (within a *PosError naming the file and line)
// for a line that is not valid UTF-8.
var ErrNotUTF8 = errors.New("not valid UTF-8")

// ReadLines reads every line of r with Java's readLine semantics ("\n",
// "\r\n" and a lone "\r" end a line; a BOM is kept), as the reference
// scorer does. A line longer than MaxLineBytes, or one that is not valid
// UTF-8, is an error naming the file and line: text in a legacy encoding
// (cp1250, ISO-8859-2) would otherwise be scored with every non-ASCII
// letter a replacement character, and sacrebleu refuses it too. (The
// meteor drop-in reads its files as the jar does and does not use this.)
func ReadLines(r io.Reader, name string) ([]string, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	sc.Split(scanJavaLines)
	var lines []string
	for sc.Scan() {
		if b := sc.Bytes(); !utf8.Valid(b) {
			return nil, notUTF8(name, len(lines)+1, b)
		}
		lines = append(lines, sc.Text())
	}
	if err := sc.Err(); err != nil {
		return nil, lineErr(name, len(lines)+1, err)
	}
	return lines, nil
}

// notUTF8 is the error for line n of name, b, which is not valid UTF-8:
// it names the first bad byte and its column (1-based, in bytes).
func notUTF8(name string, n int, b []byte) error {
	col := 0
	for col < len(b) {
		r, size := utf8.DecodeRune(b[col:])
		if r == utf8.RuneError && size <= 1 {
			break
		}
		col += size
	}
	return &PosError{File: name, Line: n, Err: fmt.Errorf("%w (byte 0x%02x at column %d): parmesan reads UTF-8 text only; a legacy encoding? convert the file, e.g. iconv -f CP1250 -t UTF-8",
		ErrNotUTF8, b[col], col+1)}
}

// ReadLinesFile reads the lines of a file; "-" reads stdin.
func ReadLinesFile(path string, stdin io.Reader) ([]string, error) {
	if path == "-" {
		return ReadLines(stdin, "<stdin>")
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadLines(f, path)
}
