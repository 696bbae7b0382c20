package data

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const conlluSample = "# sent_id = 1\n# text = Don't go.\n" +
	"1-2\tDon't\t_\t_\t_\t_\t_\t_\t_\t_\n" +
	"1\tDo\tdo\tAUX\tVBP\tMood=Ind\t3\taux\t_\t_\n" +
	"2\tn't\tnot\tPART\tRB\t_\t3\tadvmod\t_\t_\n" +
	"3\tgo\tgo\tVERB\tVB\tVerbForm=Inf\t0\troot\t_\tSpaceAfter=No\n" +
	"3.1\tgone\t_\t_\t_\t_\t_\t_\t_\t_\n" +
	"4\t.\t.\tPUNCT\t.\t_\t3\tpunct\t_\t_\n" +
	"\n\n" +
	"1\tHi\thi\tINTJ\tUH\t_\t_\t_\t_\t_\n"

func readAllConllu(t testing.TB, text, name string) ([]*CoNLLUSentence, error) {
	t.Helper()
	r := NewCoNLLUReader(strings.NewReader(text), name)
	var out []*CoNLLUSentence
	for {
		s, err := r.Next()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, s)
	}
}

func TestConlluReader(t *testing.T) {
	sents, err := readAllConllu(t, conlluSample, "sample.conllu")
	require.NoError(t, err)
	require.Len(t, sents, 2)
	s := sents[0]
	assert.Equal(t, []string{"# sent_id = 1", "# text = Don't go."}, s.Comments)
	assert.Equal(t, 4, s.Line, "line of the first syntactic word")
	var forms []string
	for _, w := range s.Words {
		forms = append(forms, w.Form)
	}
	assert.Equal(t, []string{"Do", "n't", "go", "."}, forms, "multiword tokens and empty nodes are skipped")
	assert.Equal(t, CoNLLUWord{ID: 3, Form: "go", Lemma: "go", UPOS: "VERB", XPOS: "VB", Feats: "VerbForm=Inf", Deprel: "root", Deps: "_", Misc: "SpaceAfter=No", Line: 6}, s.Words[2])
	assert.Equal(t, 3, s.Words[0].Head)
	assert.Equal(t, 11, sents[1].Line)
	assert.Equal(t, 0, sents[1].Words[0].Head, "_ head reads as 0")
}

func TestConlluReaderCRLF(t *testing.T) {
	sents, err := readAllConllu(t, strings.ReplaceAll(conlluSample, "\n", "\r\n"), "dos.conllu")
	require.NoError(t, err)
	require.Len(t, sents, 2)
	assert.Equal(t, "SpaceAfter=No", sents[0].Words[2].Misc)
	assert.Equal(t, "# text = Don't go.", sents[0].Comments[1])
}

func TestConlluReaderErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"1\tcat\tcat\tNOUN\n", "bad.conllu:1: want 10 tab-separated fields, got 4"},
		{"# c\n\nx\tcat\tcat\tNOUN\t_\t_\t0\troot\t_\t_\n", "bad.conllu:3: bad word id \"x\""},
		{"1\tcat\tcat\tNOUN\t_\t_\troot\troot\t_\t_\n", "bad.conllu:1: bad head \"root\""},
	} {
		_, err := readAllConllu(t, c.in, "bad.conllu")
		assert.EqualError(t, err, c.want)
		var pe *PosError
		assert.ErrorAs(t, err, &pe)
	}
}

func TestWriteConlluRoundTrip(t *testing.T) {
	sents, err := readAllConllu(t, conlluSample, "sample.conllu")
	require.NoError(t, err)
	var buf bytes.Buffer
	require.NoError(t, WriteConllu(&buf, sents))
	again, err := readAllConllu(t, buf.String(), "written")
	require.NoError(t, err)
	require.Len(t, again, len(sents))
	noLines := func(ws []CoNLLUWord) []CoNLLUWord {
		out := append([]CoNLLUWord(nil), ws...)
		for i := range out {
			out[i].Line = 0
		}
		return out
	}
	for i := range sents {
		assert.Equal(t, noLines(sents[i].Words), noLines(again[i].Words))
		assert.Equal(t, sents[i].Comments, again[i].Comments)
	}
}

// FuzzConllu: the reader never panics, every error names the file and a
// line, and what it reads survives WriteConllu and a second read.
func FuzzConllu(f *testing.F) {
	f.Add(conlluSample)
	f.Add("1\ta\tb\tc\td\te\t0\tf\tg\th\n")
	f.Add("#\n\n\n1\t_\t_\t_\t_\t_\t_\t_\t_\t_")
	f.Fuzz(func(t *testing.T, in string) {
		sents, err := readAllConllu(t, in, "fuzz.conllu")
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.conllu:") {
				t.Fatalf("error without position: %v", err)
			}
			return
		}
		var buf bytes.Buffer
		if err := WriteConllu(&buf, sents); err != nil {
			t.Fatal(err)
		}
		again, err := readAllConllu(t, buf.String(), "again")
		if err != nil {
			t.Fatalf("re-reading written CoNLL-U: %v\n%q", err, buf.String())
		}
		var n1, n2 int
		for _, s := range sents {
			n1 += len(s.Words)
		}
		for _, s := range again {
			n2 += len(s.Words)
		}
		if n1 != n2 {
			t.Fatalf("%d words read, %d after writing", n1, n2)
		}
	})
}
