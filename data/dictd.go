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

// DictdFields splits a dictd index line (its line end removed) into the
// head word, offset and length: its first three tab-separated fields (a
// fourth and more are ignored); false with fewer than three. A change to
// what it returns must bump paraphrase's pivotSensesVersion (a cache key).
func DictdFields[T string | []byte](line T) (head, off, length T, ok bool) {
	var f [3]T
	k, from := 0, 0
	for i := 0; i <= len(line) && k < 3; i++ {
		if i == len(line) || line[i] == '\t' {
			f[k], from = line[from:i], i+1
			k++
		}
	}
	return f[0], f[1], f[2], k == 3
}

// DictdMetadata reports a head word that names the dictionary's metadata
// ("00database…", "00-database…") rather than an entry. A change to it
// must bump paraphrase's pivotSensesVersion (a cache key).
func DictdMetadata[T string | []byte](head T) bool {
	return hasPrefix(head, "00database") || hasPrefix(head, "00-database")
}

func hasPrefix[T string | []byte](s T, p string) bool {
	return len(s) >= len(p) && string(s[:len(p)]) == p
}

// DictdTargets appends to dst the translations of a dictd entry (FreeDict:
// "head [<pos>]" on the first line, translations on the following ones):
// the lines after the first, split at commas, trimmed, empty ones
// dropped. A change to what it returns must bump paraphrase's
// pivotSensesVersion (a cache key).
func DictdTargets(dst []string, entry string) []string {
	nl := strings.IndexByte(entry, '\n')
	if nl < 0 {
		return dst
	}
	for rest := entry[nl+1:]; rest != ""; {
		x := rest
		if i := strings.IndexAny(rest, "\n,"); i >= 0 {
			x, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		if x = strings.TrimSpace(x); x != "" {
			dst = append(dst, x)
		}
	}
	return dst
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
		head, f1, f2, ok := DictdFields(sc.Text())
		if !ok {
			return &PosError{File: indexName, Line: n, Msg: "want headword, offset and length separated by tabs"}
		}
		if DictdMetadata(head) {
			continue
		}
		off, ok1 := DictdNumber(f1)
		ln, ok2 := DictdNumber(f2)
		if !ok1 || !ok2 || off > len(body) || ln > len(body)-off {
			return &PosError{File: indexName, Line: n, Msg: fmt.Sprintf("bad offset/length %q %q (data has %d bytes)", f1, f2, len(body))}
		}
		entry := string(body[off : off+ln])
		t := Translation{Head: head, Targets: DictdTargets(nil, entry)}
		if h, _, _ := strings.Cut(entry, "\n"); strings.HasSuffix(h, ">") {
			if i := strings.LastIndex(h, " <"); i >= 0 {
				t.POS = h[i+2 : len(h)-1]
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
