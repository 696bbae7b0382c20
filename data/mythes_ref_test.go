package data

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/transform"
)

// readMyThesRef is ReadMyThes as it was before it read UTF-8 files line
// by line (the whole file through the decoder, a meaning line split with
// strings.Split): what it must still return, entry for entry and error
// for error.
func readMyThesRef(r io.Reader, name string, fn func(*ThesaurusEntry) error) error {
	br := bufio.NewReaderSize(r, 64*1024)
	first, err := br.ReadString('\n')
	if err != nil && first == "" {
		return &PosError{File: name, Line: 1, Msg: "empty thesaurus file", Err: err}
	}
	enc, err := charsetDecoder(strings.TrimPrefix(strings.TrimRight(first, "\r\n"), "\ufeff"))
	if err != nil {
		return &PosError{File: name, Line: 1, Msg: "not a MyThes .dat file (its first line names the encoding)", Err: err}
	}
	sc := bufio.NewScanner(transform.NewReader(br, enc.NewDecoder()))
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	n := 1
	for sc.Scan() {
		n++
		head := sc.Text()
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
		for k := 0; k < count; k++ {
			if !sc.Scan() {
				if err := sc.Err(); err != nil {
					return lineErr(name, n+1, err)
				}
				return &PosError{File: name, Line: n, Msg: fmt.Sprintf("entry %q promises %d meanings, file ends after %d", e.Word, count, k)}
			}
			n++
			e.Meanings = append(e.Meanings, parseMeaningRef(sc.Text()))
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

func parseMeaningRef(line string) Meaning {
	parts := strings.Split(line, "|")
	m := Meaning{POS: strings.Trim(strings.TrimSpace(parts[0]), "()")}
	for _, p := range parts[1:] {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		note := ""
		if i := strings.LastIndexByte(p, '('); i > 0 && strings.HasSuffix(p, ")") {
			note = strings.TrimSpace(p[i+1 : len(p)-1])
			p = strings.TrimSpace(p[:i])
		}
		m.Synonyms = append(m.Synonyms, p)
		m.Notes = append(m.Notes, note)
	}
	return m
}

// ReadMyThes reads what readMyThesRef reads: the same entries, or the
// same error after the same entries, for handmade files and 20,000
// random ones of thesaurus bytes (bars, parentheses, counts, spaces, CR,
// invalid UTF-8, Latin-2 and KOI8-R bytes) under five first lines.
func TestReadMyThesAsBefore(t *testing.T) {
	read := func(f func(io.Reader, string, func(*ThesaurusEntry) error) error, in string) ([]ThesaurusEntry, string) {
		var es []ThesaurusEntry
		err := f(strings.NewReader(in), "th.dat", func(e *ThesaurusEntry) error {
			es = append(es, *e)
			if e.Word == "stop" {
				return fmt.Errorf("stopped at %d", e.Line)
			}
			return nil
		})
		msg := ""
		if err != nil {
			msg = err.Error()
		}
		return es, msg
	}
	same := func(in string) {
		t.Helper()
		want, wantErr := read(readMyThesRef, in)
		got, gotErr := read(ReadMyThes, in)
		if wantErr != gotErr || !reflect.DeepEqual(want, got) {
			t.Fatalf("%q:\nwant %v %q\ngot  %v %q", in, want, wantErr, got, gotErr)
		}
	}
	for _, in := range []string{
		"", "UTF-8", "UTF-8\n", "\ufeffUTF-8\r\nword|1\r\n(noun)|a|b (generic term)\r\n",
		"UTF-8\nword|2\n(noun)|a||  b  |c (x)|(y)\n-|\n", "UTF-8\nw\xffrd|1\n(n)|\xc3|a\xe9b\n",
		"UTF-8\nword|3\n(noun)|a\n", "UTF-8\nword|x\n", "UTF-8\nnobar\n", "UTF-8\n\n\nword|0\nstop|1\n|a\nafter|1\n|b\n",
		"ISO8859-2\nslovo|1\n(podst.)|\xb1\xe6|\xe8\n", "KOI8-R\n\xd3\xcc\xcf\xd7\xcf|1\n|\xd3\n", "LATIN9\nx|1\n|y\n",
		"UTF-8\nword|1\nno bar here\n", "UTF-8\n|1\n(noun)|a\n", "UTF-8\nword|1\n(noun)|a(b)|(c)d|e (f) (g)\n",
	} {
		same(in)
	}
	alphabet := []string{"a", "b", "é", "|", "|", "(", ")", " ", "\t", "\n", "\n", "\r", "1", "2", "0", "-", "\xff", "\xc3", "\xa9", "\xe8", "\u00a0", "stop"}
	firsts := []string{"UTF-8\n", "\ufeffUTF-8\n", "ISO8859-2\n", "KOI8-R\n", "UTF-8\r\n"}
	rng := rand.New(rand.NewPCG(37, 2026))
	for range 20000 {
		var b strings.Builder
		b.WriteString(firsts[rng.IntN(len(firsts))])
		for range rng.IntN(60) {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		same(b.String())
	}
}
