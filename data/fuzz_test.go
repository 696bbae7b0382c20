package data

import (
	"bufio"
	"bytes"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// Every reader must return either data or an error that renders with the
// file name, and never panic, whatever the input.

func checkErr(t *testing.T, err error, name string) {
	t.Helper()
	if err == nil {
		return
	}
	var pe *PosError
	if errors.As(err, &pe) && !strings.HasPrefix(err.Error(), name) {
		t.Fatalf("error %q does not start with the file name %q", err, name)
	}
	_ = err.Error()
}

func FuzzReadParaphrases(f *testing.F) {
	f.Add([]byte("0.5\nbig cat\nlion\n"))
	f.Add([]byte("0.5\r\na\r\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		n := 0
		err := ReadParaphrases(bytes.NewReader(b), "p.gz", func(ParaphraseRecord) error { n++; return nil })
		checkErr(t, err, "p.gz")
		if err == nil && n*3 != len(splitJava(b)) {
			t.Fatalf("%d records from %d lines", n, len(splitJava(b)))
		}
	})
}

// splitJava splits like scanJavaLines, for the fuzz invariant.
func splitJava(b []byte) []string {
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	sc.Split(scanJavaLines)
	var lines []string
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	return lines
}

func FuzzReadLines(f *testing.F) {
	f.Add([]byte("a\nb\r\nc\rd"))
	f.Add([]byte("\r"))
	f.Add([]byte("\ufeffx\n\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		lines, err := ReadLines(bytes.NewReader(b), "x")
		if !utf8.Valid(b) { // refused, naming the first bad line
			if !errors.Is(err, ErrNotUTF8) || !strings.HasPrefix(err.Error(), "x:") {
				t.Fatalf("invalid UTF-8: %v", err)
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		// No byte is lost: the lines plus their terminators rebuild the input.
		var got int
		for _, l := range lines {
			got += len(l)
		}
		term := bytes.Count(b, []byte("\r\n"))*2 + (bytes.Count(b, []byte("\n")) - bytes.Count(b, []byte("\r\n"))) + (bytes.Count(b, []byte("\r")) - bytes.Count(b, []byte("\r\n")))
		if got+term != len(b) {
			t.Fatalf("lines hold %d bytes + %d terminator bytes, input has %d", got, term, len(b))
		}
	})
}

func FuzzReadSynonyms(f *testing.F) {
	f.Add([]byte("cat\n1 2\n"), []byte("be\nis was\n"))
	f.Fuzz(func(t *testing.T, syn, exc []byte) {
		_, err := ReadSynonyms(bytes.NewReader(syn), "s", bytes.NewReader(exc), "e")
		checkErr(t, err, "")
	})
}

func FuzzReadMyThes(f *testing.F) {
	f.Add([]byte("UTF-8\nmísto|1\n(noun)|poloha|pozice (zastar.)\n"))
	f.Add([]byte("ISO8859-2\nx|2\n|a\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		err := ReadMyThes(bytes.NewReader(b), "th.dat", func(*ThesaurusEntry) error { return nil })
		checkErr(t, err, "th.dat")
	})
}

func FuzzReadDictd(f *testing.F) {
	f.Add([]byte("place\tA\tM\n"), []byte("place\nmísto\n"))
	f.Fuzz(func(t *testing.T, idx, body []byte) {
		err := ReadDictd(bytes.NewReader(idx), "d.index", bytes.NewReader(body), func(Translation) error { return nil })
		checkErr(t, err, "d.index")
	})
}

func FuzzReadMoses(f *testing.F) {
	f.Add([]byte("haus ||| house ||| 0.8 0.5 0.7 0.4\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		err := ReadMosesPhraseTable(bytes.NewReader(b), "pt", func(*PhrasePair) error { return nil })
		checkErr(t, err, "pt")
	})
}

func FuzzReadSGML(f *testing.F) {
	f.Add([]byte("<tstset setid=\"s\">\n<doc sysid=\"a\" docid=\"d\">\n<seg id=\"1\"> x &amp; y </seg>\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		_, err := ReadSGML(bytes.NewReader(b), "t.sgm")
		checkErr(t, err, "t.sgm")
	})
}

func FuzzReadStemTable(f *testing.F) {
	f.Add([]byte("word 3 stem\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		_, err := ReadStemTable(bytes.NewReader(b), "st")
		checkErr(t, err, "st")
	})
}

func FuzzReadWordNetIndex(f *testing.F) {
	f.Add([]byte(wnIndexSample))
	f.Add([]byte("dog n 2 0 2 1 00000100\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		err := ReadWordNetIndex(bytes.NewReader(b), "index.noun", func(e *WordNetIndexEntry) error {
			if e.Lemma == "" || !strings.ContainsRune("nvar", rune(e.POS)) {
				t.Fatalf("entry %+v", e)
			}
			return nil
		})
		checkErr(t, err, "index.noun")
	})
}

func FuzzReadWordNetData(f *testing.F) {
	f.Add([]byte(wnDataSample))
	f.Add([]byte("00000100 00 a 01 long(a) 0 001 & 00000200 s 0102 | g\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		err := ReadWordNetData(bytes.NewReader(b), "data.noun", func(s *WordNetSynset) error {
			if !strings.ContainsRune("nvar", rune(s.POS())) {
				t.Fatalf("synset %+v", s)
			}
			for _, p := range s.Pointers {
				if !strings.ContainsRune("nvar", rune(p.TargetPOS())) || p.Source > 0xff || p.Target > 0xff {
					t.Fatalf("pointer %+v", p)
				}
			}
			return nil
		})
		checkErr(t, err, "data.noun")
	})
}

func FuzzReadWordNetCounts(f *testing.F) {
	f.Add([]byte("0%1:23:00:: 1 20\nlong%5:00:00:lengthy:00 2 3\n"))
	f.Add([]byte("be was\nbetter good well\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		err := ReadWordNetCounts(bytes.NewReader(b), "cntlist.rev", func(c WordNetCount) error {
			if WordNetPOSCode(c.Type) == 0 || c.Lemma == "" || c.Sense < 1 {
				t.Fatalf("count %+v", c)
			}
			return nil
		})
		checkErr(t, err, "cntlist.rev")
		err = ReadWordNetExceptions(bytes.NewReader(b), "noun.exc", func(inflected string, bases []string) error {
			if inflected == "" || len(bases) == 0 {
				t.Fatalf("exception %q %q", inflected, bases)
			}
			return nil
		})
		checkErr(t, err, "noun.exc")
	})
}
