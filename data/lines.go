package data

import (
	"bufio"
	"io"
	"os"
)

// ReadLines reads every line of r with Java's readLine semantics ("\n",
// "\r\n" and a lone "\r" end a line; a BOM is kept), as the reference
// scorer does. A line longer than MaxLineBytes is an error naming the file
// and line.
func ReadLines(r io.Reader, name string) ([]string, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	sc.Split(scanJavaLines)
	var lines []string
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	if err := sc.Err(); err != nil {
		return nil, lineErr(name, len(lines)+1, err)
	}
	return lines, nil
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
