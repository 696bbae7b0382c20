package data

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strings"
)

// DictdDir is where Debian's dict-freedict-* packages install dictionaries.
const DictdDir = "/usr/share/dictd"

// DictdPaths returns the index and (dictzip) data file of a dictionary
// such as "freedict-eng-ces".
func DictdPaths(dir, name string) (index, dict string) {
	return filepath.Join(dir, name+".index"), filepath.Join(dir, name+".dict.dz")
}

// Translation is one dictd definition: a head word, an optional part of
// speech (FreeDict writes "word <n>") and its translations.
type Translation struct {
	Head, POS string
	Targets   []string
}

// dictdDigit is the value of each digit of a dictd index number
// (base 64: A–Z, a–z, 0–9, +, /), -1 for any other byte.
var dictdDigit = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for i, c := range "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/" {
		t[c] = int8(i)
	}
	return t
}()

// DictdNumber decodes a dictd index number (an offset or a length, in
// dictd's base 64; "" is 0): false for another byte or a number past
// math.MaxInt32, so that it is an int on every platform and a sum of two
// never wraps in 64 bits.
func DictdNumber[T string | []byte](s T) (int, bool) {
	n := 0
	for i := 0; i < len(s); i++ {
		k := dictdDigit[s[i]]
		if k < 0 || n > (math.MaxInt32-63)/64 {
			return 0, false
		}
		n = n*64 + int(k)
	}
	return n, true
}

// ReadDictd reads a dictd dictionary: the index (lines
// "headword<TAB>offset<TAB>length", base64 numbers) and the uncompressed
// data (dictzip files are gzip: pass OpenMaybeGzip's reader). Entries
// whose head word starts with "00database" are metadata and skipped.
// FreeDict entries are "head [<pos>]" on the first line and one
// translation per following line.
func ReadDictd(index io.Reader, indexName string, dict io.Reader, fn func(Translation) error) error {
	body, err := io.ReadAll(dict)
	if err != nil {
		return fmt.Errorf("data: dictd data: %w", err)
	}
	sc := bufio.NewScanner(index)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	n := 0
	for sc.Scan() {
		n++
		f := strings.Split(sc.Text(), "\t")
		if len(f) < 3 {
			return &PosError{File: indexName, Line: n, Msg: "want headword, offset and length separated by tabs"}
		}
		if strings.HasPrefix(f[0], "00database") || strings.HasPrefix(f[0], "00-database") {
			continue
		}
		off, ok1 := DictdNumber(f[1])
		ln, ok2 := DictdNumber(f[2])
		if !ok1 || !ok2 || off > len(body) || ln > len(body)-off {
			return &PosError{File: indexName, Line: n, Msg: fmt.Sprintf("bad offset/length %q %q (data has %d bytes)", f[1], f[2], len(body))}
		}
		lines := strings.Split(strings.TrimRight(string(body[off:off+ln]), "\n"), "\n")
		t := Translation{Head: f[0]}
		if h := lines[0]; strings.HasSuffix(h, ">") {
			if i := strings.LastIndex(h, " <"); i >= 0 {
				t.POS = h[i+2 : len(h)-1]
			}
		}
		for _, l := range lines[1:] {
			for _, x := range strings.Split(l, ",") {
				if x = strings.TrimSpace(x); x != "" {
					t.Targets = append(t.Targets, x)
				}
			}
		}
		if len(t.Targets) == 0 {
			continue
		}
		if err := fn(t); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return lineErr(indexName, n+1, err)
	}
	return nil
}
