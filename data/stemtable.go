package data

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/parmesan-mt/parmesan/internal/jvm"
)

// ReadStemTable reads a Meteor stem lookup table (gzip-decompressed text,
// lines "word count stem"; -e option and the Arabic resources). As in the
// reference, the last line for a word wins. Blank lines are skipped; a line
// without three fields is an error.
func ReadStemTable(r io.Reader, name string) (map[string]string, error) {
	m := make(map[string]string, 1<<16)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	sc.Split(scanJavaLines)
	n := 0
	for sc.Scan() {
		n++
		f := strings.FieldsFunc(sc.Text(), jvm.IsDelim)
		if len(f) == 0 {
			continue
		}
		if len(f) < 3 {
			return nil, &PosError{File: name, Line: n, Msg: fmt.Sprintf("want \"word count stem\", got %d field(s)", len(f))}
		}
		m[f[0]] = f[2]
	}
	if err := sc.Err(); err != nil {
		return nil, lineErr(name, n+1, err)
	}
	return m, nil
}

func asPosError(err error, target **PosError) bool { return errors.As(err, target) }
