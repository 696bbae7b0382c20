package data

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
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

// byteOrderMark is U+FEFF, which some editors (Windows tools above all)
// write at the start of a UTF-8 file.
const byteOrderMark = "\ufeff"

// bomNotice is the notice for the text input name whose lines are lines:
// a byte-order mark at its start is kept, as the Meteor jar and sacrebleu
// keep it, so it is part of the first word, which lowers the first
// segment's score without an error; "" when there is none.
func bomNotice(name string, lines []string) string {
	if len(lines) == 0 || !strings.HasPrefix(lines[0], byteOrderMark) {
		return ""
	}
	return name + " starts with a UTF-8 byte-order mark; it is scored as part of the first word, as the Meteor jar and sacrebleu do"
}

// ReadInputFile reads a text input (references, hypotheses, a source) as
// ReadLinesFile does, and returns with its lines the notice a command
// gives once on standard error for it, "" for none: a file that starts
// with a UTF-8 byte-order mark is scored with the mark as part of its
// first word (as the reference scorers do), which the user should know.
// The lines are ReadLinesFile's, the mark kept.
func ReadInputFile(path string, stdin io.Reader) (lines []string, notice string, err error) {
	lines, err = ReadLinesFile(path, stdin)
	if err != nil {
		return nil, "", err
	}
	name := path
	if path == "-" {
		name = "<stdin>"
	}
	return lines, bomNotice(name, lines), nil
}

// InputFileNotice is ReadInputFile's notice for the file at path from its
// first bytes, for a reader that reads the file its own way (the Meteor
// drop-in reads as the jar does); "" for none, for "-" and for a file
// that cannot be read (its reader reports that).
func InputFileNotice(path string) string {
	if path == "-" {
		return ""
	}
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	head := make([]byte, len(byteOrderMark))
	if _, err := io.ReadFull(f, head); err != nil {
		return ""
	}
	return bomNotice(path, []string{string(head)})
}

// inputNotices gathers the notices of the text inputs an evaluation set
// reads, some of them lazily and from several goroutines; safe for
// concurrent use.
type inputNotices struct {
	mu   sync.Mutex
	seen map[string]bool
	list []string
}

// read reads the text input at path by ReadInputFile and keeps its
// notice, once per file.
func (n *inputNotices) read(path string) ([]string, error) {
	lines, notice, err := ReadInputFile(path, nil)
	if notice != "" {
		n.mu.Lock()
		if !n.seen[path] {
			if n.seen == nil {
				n.seen = map[string]bool{}
			}
			n.seen[path] = true
			n.list = append(n.list, notice)
		}
		n.mu.Unlock()
	}
	return lines, err
}

// all returns the notices kept so far, in reading order.
func (n *inputNotices) all() []string {
	n.mu.Lock()
	defer n.mu.Unlock()
	return append([]string(nil), n.list...)
}
