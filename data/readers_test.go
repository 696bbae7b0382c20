package data

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadMyThes(t *testing.T) {
	f, err := os.Open("testdata/th_test.dat")
	require.NoError(t, err)
	defer f.Close()
	var got []*ThesaurusEntry
	require.NoError(t, ReadMyThes(f, "th_test.dat", func(e *ThesaurusEntry) error { got = append(got, e); return nil }))
	require.Len(t, got, 2)
	assert.Equal(t, "místo", got[0].Word, "ISO8859-2 decoded")
	assert.Equal(t, []Meaning{
		{POS: "podst. jm.", Synonyms: []string{"poloha", "pozice"}, Notes: []string{"", "zastar."}},
		{POS: "", Synonyms: []string{"sedadlo"}, Notes: []string{""}},
	}, got[0].Meanings)
	assert.Equal(t, "dům", got[1].Word)
	assert.Equal(t, 5, got[1].Line)

	f2, err := os.Open("testdata/th_truncated.dat")
	require.NoError(t, err)
	defer f2.Close()
	err = ReadMyThes(f2, "th_truncated.dat", func(*ThesaurusEntry) error { return nil })
	var pe *PosError
	require.True(t, errors.As(err, &pe), "%v", err)
	assert.Equal(t, "th_truncated.dat", pe.File)
	assert.Contains(t, err.Error(), "th_truncated.dat:3:")
}

func TestReadDictd(t *testing.T) {
	idx, err := os.Open("testdata/dict_test.index")
	require.NoError(t, err)
	defer idx.Close()
	body, err := os.Open("testdata/dict_test.dict")
	require.NoError(t, err)
	defer body.Close()
	var got []Translation
	require.NoError(t, ReadDictd(idx, "dict_test.index", body, func(tr Translation) error { got = append(got, tr); return nil }))
	assert.Equal(t, []Translation{
		{Head: "classic", POS: "adj", Targets: []string{"klasický"}},
		{Head: "place", Targets: []string{"místo"}},
		{Head: "place", POS: "v", Targets: []string{"umístit", "položit"}},
		{Head: "position", Targets: []string{"poloha"}},
	}, got)
	err = ReadDictd(strings.NewReader("x\tZZZZ\tB\n"), "bad.index", bytes.NewReader(nil), func(Translation) error { return nil })
	assert.ErrorContains(t, err, "bad.index:1:")
}

func TestReadMosesPhraseTable(t *testing.T) {
	f, err := os.Open("testdata/phrase_test.txt")
	require.NoError(t, err)
	defer f.Close()
	var got []PhrasePair
	require.NoError(t, ReadMosesPhraseTable(f, "phrase_test.txt", func(p *PhrasePair) error {
		c := *p
		c.Scores = append([]float64(nil), p.Scores...)
		got = append(got, c)
		return nil
	}))
	assert.Equal(t, []PhrasePair{
		{"haus", "house", []float64{0.8, 0.5, 0.7, 0.4}, 1},
		{"haus", "home", []float64{0.2, 0.1, 0.3, 0.2}, 2},
	}, got)
	err = ReadMosesPhraseTable(strings.NewReader("a ||| b ||| 0.5 x\n"), "pt", func(*PhrasePair) error { return nil })
	assert.ErrorContains(t, err, "pt:1: score \"x\" is not a number")
	err = ReadMosesPhraseTable(strings.NewReader("ok ||| ok ||| 1\na ||| b\n"), "pt", func(*PhrasePair) error { return nil })
	assert.ErrorContains(t, err, "pt:2:")
}

func TestReadParaphrases(t *testing.T) {
	var got []ParaphraseRecord
	in := "0.5\nbig cat\nlion\r0.25\nx\ny\n"
	require.NoError(t, ReadParaphrases(strings.NewReader(in), "t", func(r ParaphraseRecord) error { got = append(got, r); return nil }))
	assert.Equal(t, []ParaphraseRecord{{"0.5", 0.5, "big cat", "lion", 1}, {"0.25", 0.25, "x", "y", 4}}, got)
	err := ReadParaphrases(strings.NewReader("0.5\na\nb\n0.1\nc\n"), "t.gz", func(ParaphraseRecord) error { return nil })
	assert.ErrorContains(t, err, "t.gz:5: truncated record")
}

// Issue 16, defects 2, 3 and 5c: what the reference scorer accepts
// silently (it never parses the probability) is an error here.
func TestReadParaphrasesRejects(t *testing.T) {
	cases := []struct {
		name, in, want string
		is             error
	}{
		{"not a number", "0.5\na\nb\nnotanumber\nc\nd\n", `t:4: probability "notanumber" is not a finite number`, nil},
		{"overflows to infinity", "-1e999\na\nb\n", `t:1: probability "-1e999" is not a finite number`, nil},
		{"infinity", "Inf\na\nb\n", `t:1: probability "Inf" is not a finite number`, nil},
		{"NaN", "NaN\na\nb\n", `t:1: probability "NaN" is not a finite number`, nil},
		{"empty line", "\na\nb\n", `t:1: probability "" is not a finite number`, nil},
		{"0 bytes", "", "t: empty paraphrase table", ErrEmptyTable},
		{"compiled", CompiledTableMagic + "\x02\x00\x00\x00rest", "t: a compiled paraphrase table", ErrCompiledTable},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := ReadParaphrases(strings.NewReader(c.in), "t", func(ParaphraseRecord) error { return nil })
			require.Error(t, err)
			assert.True(t, strings.HasPrefix(err.Error(), c.want), "%v", err)
			if c.is != nil {
				assert.ErrorIs(t, err, c.is)
			}
		})
	}
	// surrounding blanks and exponents are numbers
	var got []float64
	require.NoError(t, ReadParaphrases(strings.NewReader(" 1e-3 \na\nb\n-0\nc\nd\n"), "t", func(r ParaphraseRecord) error { got = append(got, r.P); return nil }))
	assert.Equal(t, []float64{0.001, 0}, got)
}

func TestReadSynonymsAndWordSet(t *testing.T) {
	s, err := ReadSynonyms(strings.NewReader("cat\n1 2\ndog\n3\n"), "syn", strings.NewReader("be\nis was\ngo\nwent\n"), "exc")
	require.NoError(t, err)
	assert.Equal(t, []int32{1, 2}, s.Synsets["cat"])
	assert.Equal(t, []string{"be"}, s.Bases["was"])
	_, err = ReadSynonyms(strings.NewReader("cat\nx\n"), "syn", strings.NewReader(""), "exc")
	assert.ErrorContains(t, err, "syn:2: synset id")
	_, err = ReadSynonyms(strings.NewReader("cat\n"), "syn", strings.NewReader(""), "exc")
	assert.ErrorContains(t, err, "syn:1: odd number of lines")
	ws, err := ReadWordSet(strings.NewReader("the\n \n's\r\n"), "fw")
	require.NoError(t, err)
	assert.True(t, ws.Has(" "), "lines are kept untrimmed, as in the reference")
	assert.True(t, ws.Has("'s"))
	assert.True(t, DefaultFunctionWords("english").Has("the"))
	assert.Empty(t, DefaultFunctionWords("danish"))
}

func TestReadSGML(t *testing.T) {
	in := `<tstset setid="s1" srclang="any">
<doc sysid="A" docid="d1">
<seg id="2"> Hello   &amp;lt; world </seg>
<seg id=3>multi
line</seg>
</doc>
</tstset>`
	segs, err := ReadSGML(strings.NewReader(in), "t.sgm")
	require.NoError(t, err)
	assert.Equal(t, []SGMLSegment{
		{Set: "s1", System: "A", Doc: "d1", ID: "2", Text: "Hello &lt; world", Line: 3},
		{Set: "s1", System: "A", Doc: "d1", ID: "3", Text: "multiline", Line: 4},
	}, segs)
	_, err = ReadSGML(strings.NewReader("<tstset setid=\"s\">\n<doc docid=\"d\">\n<seg id=\"1\">open\n"), "u.sgm")
	assert.ErrorContains(t, err, "u.sgm:3:")
}

// Issue 16, defect 5: a line over the limit names the file, the line and
// the limit, whoever wraps the scanner's error.
func TestLineTooLongNamesLimit(t *testing.T) {
	in := "ok\n" + strings.Repeat("x", MaxLineBytes+1) + "\n"
	_, err := ReadLines(strings.NewReader(in), "big.txt")
	require.Error(t, err)
	assert.Equal(t, "big.txt:2: line longer than 16777216 bytes: bufio.Scanner: token too long", err.Error())
	pe := &PosError{File: "t.txt", Line: 7, Err: bufio.ErrTooLong}
	assert.Equal(t, "t.txt:7: line longer than 16777216 bytes: bufio.Scanner: token too long", pe.Error())
}

// TestReadMyThesBOM: mythes-ru's first line opens with a byte-order mark
// ("\ufeffUTF-8"), which failed as an unknown encoding.
func TestReadMyThesBOM(t *testing.T) {
	var got []string
	in := "\ufeffUTF-8\nдом|1\n(сущ.)|здание|жилище\n"
	require.NoError(t, ReadMyThes(strings.NewReader(in), "th_ru.dat", func(e *ThesaurusEntry) error {
		got = append(got, e.Word)
		got = append(got, e.Meanings[0].Synonyms...)
		return nil
	}))
	assert.Equal(t, []string{"дом", "здание", "жилище"}, got)
}

// TestDictdHelpers pins the dictd rules both readers share (ReadDictd and
// paraphrase's streaming pivot reader).
func TestDictdHelpers(t *testing.T) {
	for _, c := range []struct {
		line, head, off, n string
		ok                 bool
	}{
		{"bank\tBA\tC", "bank", "BA", "C", true},
		{"bank\tBA\tC\textra\tmore", "bank", "BA", "C", true},
		{"bank\tBA\t", "bank", "BA", "", true},
		{"bank\tBA", "", "", "", false},
		{"bank", "", "", "", false},
	} {
		h, o, n, ok := DictdFields(c.line)
		assert.Equal(t, c.ok, ok, c.line)
		if ok {
			assert.Equal(t, []string{c.head, c.off, c.n}, []string{h, o, n}, c.line)
			hb, ob, nb, _ := DictdFields([]byte(c.line))
			assert.Equal(t, []string{c.head, c.off, c.n}, []string{string(hb), string(ob), string(nb)}, c.line)
		}
	}
	assert.True(t, DictdMetadata("00databaseinfo"))
	assert.True(t, DictdMetadata([]byte("00-database-url")))
	assert.False(t, DictdMetadata("database"))
	assert.Equal(t, []string{"bank", "bench", "river bank", "shore"},
		DictdTargets(nil, "Bank <n>\nbank, bench\n\n river bank ,\nshore,\n"))
	assert.Empty(t, DictdTargets(nil, "Leer\n"))
	assert.Empty(t, DictdTargets(nil, "no newline, no targets"))
	assert.Equal(t, []string{"a", "b"}, DictdTargets([]string{"a"}, "h\nb"))
}
