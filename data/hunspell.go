package data

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/text/transform"
)

// HunspellDir is where Debian's hunspell-* packages install dictionaries.
const HunspellDir = "/usr/share/hunspell"

// HunspellPaths returns the .aff and .dic files of a locale (e.g. "cs_CZ").
func HunspellPaths(dir, locale string) (aff, dic string) {
	return filepath.Join(dir, locale+".aff"), filepath.Join(dir, locale+".dic")
}

// HunspellDict is a hunspell dictionary's word list: each stem with its
// affix flags (single-character flags, the default FLAG type), decoded
// from the encoding the .aff file declares with SET.
type HunspellDict struct {
	Encoding string
	Words    map[string]string // stem → flags
}

// LoadHunspell reads the SET line of the .aff file and the .dic word list.
func LoadHunspell(affPath, dicPath string) (*HunspellDict, error) {
	af, err := os.Open(affPath)
	if err != nil {
		return nil, fmt.Errorf("data: hunspell: %w", err)
	}
	defer af.Close()
	enc := "ISO8859-1"
	sc := bufio.NewScanner(af)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	for sc.Scan() {
		if f := strings.Fields(sc.Text()); len(f) >= 2 && f[0] == "SET" {
			enc = f[1]
			break
		}
		if f := strings.Fields(sc.Text()); len(f) >= 2 && f[0] == "FLAG" {
			return nil, &PosError{File: affPath, Msg: "only single-character affix flags are supported (FLAG " + f[1] + ")"}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, lineErr(affPath, 0, err)
	}
	df, err := os.Open(dicPath)
	if err != nil {
		return nil, fmt.Errorf("data: hunspell: %w", err)
	}
	defer df.Close()
	dec, err := charsetDecoder(enc)
	if err != nil {
		return nil, &PosError{File: affPath, Err: err}
	}
	return ReadHunspellDic(transform.NewReader(df, dec.NewDecoder()), dicPath, enc)
}

// ReadHunspellDic reads a decoded .dic file: a count line, then
// "word[/flags]" lines (a trailing morphological field is ignored).
func ReadHunspellDic(r io.Reader, name, encoding string) (*HunspellDict, error) {
	d := &HunspellDict{Encoding: encoding, Words: make(map[string]string, 300000)}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if n == 1 || line == "" {
			continue // the approximate word count
		}
		if i := strings.IndexAny(line, " \t"); i >= 0 {
			line = line[:i]
		}
		word, flags, _ := strings.Cut(line, "/")
		word = strings.ReplaceAll(word, `\/`, "/")
		d.Words[word] += flags
	}
	if err := sc.Err(); err != nil {
		return nil, lineErr(name, n+1, err)
	}
	if len(d.Words) == 0 {
		return nil, &PosError{File: name, Msg: "no words"}
	}
	return d, nil
}
