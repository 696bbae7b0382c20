package data

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// MyThesDir is where Debian's mythes-* packages install thesauri.
const MyThesDir = "/usr/share/mythes"

// ThesaurusEntry is one head word of a MyThes thesaurus with its meanings.
type ThesaurusEntry struct {
	Word     string
	Meanings []Meaning
	Line     int // line of the head word in the .dat file
}

// Meaning is one sense of a thesaurus entry: an optional part-of-speech
// label as written in the file (e.g. "noun", "podst. jm.") and the
// synonyms. Annotations such as "(generic term)" are kept in Notes, not in
// the synonyms.
type Meaning struct {
	POS      string
	Synonyms []string
	Notes    []string // per synonym: "" or the parenthesised annotation
}

// MyThesPath is the .dat file of a locale (e.g. "cs_CZ", "en_US") under dir.
func MyThesPath(dir, locale string) string {
	return filepath.Join(dir, "th_"+locale+"_v2.dat")
}

// MyThesFile is the system thesaurus of one language: the locale it is
// named by, its .dat file under MyThesDir and the Debian package
// installing it.
type MyThesFile struct {
	Locale  string // da_DK
	File    string // th_da_DK.dat
	Package string // mythes-da
}

// Path is the thesaurus file under dir.
func (f MyThesFile) Path(dir string) string { return filepath.Join(dir, f.File) }

// myThesFiles are the MyThes thesauri Debian packages for Meteor's
// languages and Polish, by language code (lang.Language.Code). Finnish,
// Dutch, Turkish and Meteor's Buckwalter-transliterated Arabic have none.
var myThesFiles = map[string]MyThesFile{
	"cs": {"cs_CZ", "th_cs_CZ_v2.dat", "mythes-cs"},
	"da": {"da_DK", "th_da_DK.dat", "mythes-da"},
	"de": {"de_DE", "th_de_DE_v2.dat", "mythes-de"},
	"en": {"en_US", "th_en_US_v2.dat", "mythes-en-us"},
	"es": {"es_ES", "th_es_ES_v2.dat", "mythes-es"},
	"fr": {"fr_FR", "th_fr_FR_v2.dat", "mythes-fr"},
	"hu": {"hu_HU", "th_hu_HU_v2.dat", "mythes-hu"},
	"it": {"it_IT", "th_it_IT_v2.dat", "mythes-it"},
	"no": {"nb_NO", "th_nb_NO_v2.dat", "mythes-no"},
	"pl": {"pl_PL", "th_pl_PL_v2.dat", "mythes-pl"},
	"pt": {"pt_PT", "th_pt_PT_v2.dat", "mythes-pt-pt"},
	"ro": {"ro_RO", "th_ro_RO_v2.dat", "mythes-ro"},
	"ru": {"ru_RU", "th_ru_RU_v2.dat", "mythes-ru"},
	"sv": {"sv_SE", "th_sv_SE_v2.dat", "mythes-sv"},
}

// MyThesFor returns the system thesaurus of a language code; ok is false
// when Debian packages none for it.
func MyThesFor(code string) (f MyThesFile, ok bool) {
	f, ok = myThesFiles[code]
	return f, ok
}

// OpenMyThes opens a MyThes .dat file and returns a reader decoding the
// encoding its first line declares.
func OpenMyThes(path string) (io.ReadCloser, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("data: thesaurus: %w (install the mythes package of the language, e.g. apt-get install mythes-cs)", err)
	}
	return f, nil
}

// charsetDecoder returns the decoder for a MyThes/hunspell encoding name.
func charsetDecoder(name string) (encoding.Encoding, error) {
	switch strings.ToUpper(strings.ReplaceAll(strings.TrimSpace(name), "_", "-")) {
	case "UTF-8", "UTF8":
		return unicode.UTF8, nil
	case "ISO8859-1", "ISO-8859-1", "LATIN1":
		return charmap.ISO8859_1, nil
	case "ISO8859-2", "ISO-8859-2", "LATIN2":
		return charmap.ISO8859_2, nil
	case "ISO8859-5", "ISO-8859-5":
		return charmap.ISO8859_5, nil
	case "ISO8859-7", "ISO-8859-7":
		return charmap.ISO8859_7, nil
	case "ISO8859-15", "ISO-8859-15":
		return charmap.ISO8859_15, nil
	case "KOI8-R":
		return charmap.KOI8R, nil
	case "KOI8-U":
		return charmap.KOI8U, nil
	case "CP1250", "WINDOWS-1250":
		return charmap.Windows1250, nil
	case "CP1251", "WINDOWS-1251":
		return charmap.Windows1251, nil
	case "CP1252", "WINDOWS-1252":
		return charmap.Windows1252, nil
	}
	return nil, fmt.Errorf("unsupported encoding %s", quoteStart(name))
}

// quoteStartMax is the most bytes of a line an error message quotes.
const quoteStartMax = 60

// quoteStart quotes s, or its first quoteStartMax bytes (at a rune
// boundary) and its length when it is longer: an error on a line of a
// file that is not what it should be must not repeat megabytes of it.
func quoteStart(s string) string {
	if len(s) <= quoteStartMax {
		return strconv.Quote(s)
	}
	cut := quoteStartMax
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%s… (%d bytes)", strconv.Quote(s[:cut]), len(s))
}

// ReadMyThes streams the entries of a MyThes .dat file: a first line
// naming the encoding, then for each head word a line "word|count" and
// count lines "(pos)|syn|syn|…" (the POS part may be empty).
//
// A UTF-8 file is read line by line and a line is decoded (invalid bytes
// replaced by U+FFFD, as the decoder of any other encoding does) only
// when it is not valid UTF-8: the same lines as through the decoder,
// without copying the whole file through it.
func ReadMyThes(r io.Reader, name string, fn func(*ThesaurusEntry) error) error {
	br := bufio.NewReaderSize(r, 64*1024)
	first, err := br.ReadString('\n')
	if err != nil && first == "" {
		return &PosError{File: name, Line: 1, Msg: "empty thesaurus file", Err: err}
	}
	enc, err := charsetDecoder(strings.TrimPrefix(strings.TrimRight(first, "\r\n"), "\ufeff")) // mythes-ru opens with a byte-order mark
	if err != nil {
		return &PosError{File: name, Line: 1, Msg: "not a MyThes .dat file (its first line names the encoding)", Err: err}
	}
	utf8Lines := enc == unicode.UTF8
	var src io.Reader = br
	if !utf8Lines {
		src = transform.NewReader(br, enc.NewDecoder())
	}
	sc := bufio.NewScanner(src)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	n := 1
	text := func() (string, error) { // the line scanned, decoded
		b := sc.Bytes()
		if !utf8Lines || utf8.Valid(b) {
			return string(b), nil
		}
		d, _, err := transform.Bytes(unicode.UTF8.NewDecoder(), b)
		if err == nil && len(d) >= MaxLineBytes { // too long once decoded, as the decoding scanner finds it
			err = bufio.ErrTooLong
		}
		return string(d), err
	}
	for sc.Scan() {
		n++
		head, err := text()
		if err != nil {
			return lineErr(name, n, err)
		}
		if head == "" {
			continue
		}
		i := strings.LastIndexByte(head, '|')
		if i < 0 {
			return &PosError{File: name, Line: n, Msg: fmt.Sprintf("want \"word|count\", got %s", quoteStart(head))}
		}
		count, err := strconv.Atoi(head[i+1:])
		if err != nil || count < 0 {
			return &PosError{File: name, Line: n, Msg: fmt.Sprintf("bad meaning count in %s", quoteStart(head))}
		}
		e := &ThesaurusEntry{Word: head[:i], Line: n}
		if count > 0 {
			e.Meanings = make([]Meaning, 0, min(count, 64))
		}
		for k := 0; k < count; k++ {
			if !sc.Scan() {
				if err := sc.Err(); err != nil {
					return lineErr(name, n+1, err)
				}
				return &PosError{File: name, Line: n, Msg: fmt.Sprintf("entry %q promises %d meanings, file ends after %d", e.Word, count, k)}
			}
			n++
			line, err := text()
			if err != nil {
				return lineErr(name, n, err)
			}
			e.Meanings = append(e.Meanings, parseMeaning(line))
		}
		if err := fn(e); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return lineErr(name, n+1, err)
	}
	return nil
}

// parseMeaning splits a meaning line "(pos)|syn|syn|…". The synonyms and
// their notes share one allocation.
func parseMeaning(line string) Meaning {
	i := strings.IndexByte(line, '|')
	if i < 0 {
		return Meaning{POS: strings.Trim(strings.TrimSpace(line), "()")}
	}
	m := Meaning{POS: strings.Trim(strings.TrimSpace(line[:i]), "()")}
	rest := line[i+1:]
	k := strings.Count(rest, "|") + 1
	buf := make([]string, 2*k)
	syns, notes := buf[:0:k], buf[k:k:2*k]
	for {
		p := rest
		j := strings.IndexByte(rest, '|')
		if j >= 0 {
			p, rest = rest[:j], rest[j+1:]
		}
		if p = strings.TrimSpace(p); p != "" {
			note := ""
			if i := strings.LastIndexByte(p, '('); i > 0 && strings.HasSuffix(p, ")") {
				note = strings.TrimSpace(p[i+1 : len(p)-1])
				p = strings.TrimSpace(p[:i])
			}
			syns = append(syns, p)
			notes = append(notes, note)
		}
		if j < 0 {
			break
		}
	}
	if len(syns) > 0 {
		m.Synonyms, m.Notes = syns, notes
	}
	return m
}
