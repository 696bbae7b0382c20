package data

import (
	"bufio"
	"fmt"
	"io"
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

// dictdB64 is dictd's base64 alphabet for offsets and lengths.
const dictdB64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

func dictdNumber(s string) (int, bool) {
	n := 0
	for i := 0; i < len(s); i++ {
		k := strings.IndexByte(dictdB64, s[i])
		if k < 0 {
			return 0, false
		}
		n = n*64 + k
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
		off, ok1 := dictdNumber(f[1])
		ln, ok2 := dictdNumber(f[2])
		if !ok1 || !ok2 || off+ln > len(body) {
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
