package data

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestReadCopyWords(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     []CopyWord
		err      string // substring of the error, with file:line
	}{
		{name: "words only", in: "putin\ntrump\n", want: []CopyWord{{Word: "putin"}, {Word: "trump"}}},
		{name: "sorted on read", in: "trump\nputin\n", want: []CopyWord{{Word: "putin"}, {Word: "trump"}}},
		{name: "figures, comments, blank lines, CRLF", in: "# c=2 p=0.8\n\r\n2016\t4\t2\t1\r\nputin\t5\t2\t0.8\n",
			want: []CopyWord{{Word: "2016", Count: 4, Both: 2, Prob: 1}, {Word: "putin", Count: 5, Both: 2, Prob: 0.8}}},
		{name: "empty file", in: "", want: nil},
		{name: "three fields", in: "putin\n\ttrump\t3\t1\n", err: "cw.txt:2: copy words: word \"\" is empty"},
		{name: "space in word", in: "new york\n", err: "cw.txt:1: copy words: word \"new york\""},
		{name: "two fields", in: "putin\t3\n", err: "cw.txt:1: copy words: 2 tab-separated fields"},
		{name: "bad count", in: "putin\tx\t1\t1\n", err: "cw.txt:1: copy words: count \"x\""},
		{name: "both above count", in: "putin\t3\t4\t1\n", err: "cw.txt:1: copy words: both \"4\""},
		{name: "both equal to count (a word in both bags of every pair)", in: "putin\t3\t3\t1\n", want: []CopyWord{{Word: "putin", Count: 3, Both: 3, Prob: 1}}},
		{name: "probability above 1", in: "putin\t4\t2\t1.5\n", err: "cw.txt:1: copy words: probability \"1.5\""},
		{name: "duplicate", in: "putin\n#\nputin\n", err: "cw.txt:3: copy words: \"putin\" already listed on line 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := ReadCopyWords(strings.NewReader(tc.in), "cw.txt")
			if tc.err != "" {
				require.ErrorContains(t, err, tc.err)
				var pe *PosError
				require.True(t, errors.As(err, &pe))
				return
			}
			require.NoError(t, err)
			require.Equal(t, tc.want, c.Words)
			for _, w := range tc.want {
				require.True(t, c.Has(w.Word))
			}
			require.False(t, c.Has("absent"))
		})
	}
}

func TestCopyWordsRoundTripAndHash(t *testing.T) {
	c, err := NewCopyWords([]CopyWord{{Word: "trump", Count: 6, Both: 6, Prob: 1}, {Word: "hepatitis", Count: 5, Both: 4, Prob: 0.8}})
	require.NoError(t, err)
	c.Extraction = "pairs,c=2,p=0.8"
	p := filepath.Join(t.TempDir(), "copy.txt")
	require.NoError(t, WriteCopyWords(p, c, "c=2 p=0.8"))
	b, err := os.ReadFile(p)
	require.NoError(t, err)
	require.Equal(t, "# c=2 p=0.8\n# extraction: pairs,c=2,p=0.8\nhepatitis\t5\t4\t0.8\ntrump\t6\t6\t1\n", string(b))
	back, err := LoadCopyWords(p)
	require.NoError(t, err)
	require.Equal(t, c.Words, back.Words)
	require.Equal(t, "pairs,c=2,p=0.8", back.Extraction)
	// The hash is of the words alone: figures and comments do not change it.
	bare, err := ReadCopyWords(strings.NewReader("trump\nhepatitis\n"), "bare")
	require.NoError(t, err)
	require.Equal(t, c.Hash(), bare.Hash())
	other, err := ReadCopyWords(strings.NewReader("trump\n"), "other")
	require.NoError(t, err)
	require.NotEqual(t, c.Hash(), other.Hash())
	_, err = NewCopyWords([]CopyWord{{Word: "a"}, {Word: "a"}})
	require.Error(t, err)
	_, err = LoadCopyWords(filepath.Join(t.TempDir(), "missing.txt"))
	require.ErrorIs(t, err, os.ErrNotExist)
}

func TestReadSentencePairs(t *testing.T) {
	got, err := ReadSentencePairs(strings.NewReader("a b\tc d\n\nx\ty\r\n"), "p.tsv")
	require.NoError(t, err)
	require.Equal(t, [][2]string{{"a b", "c d"}, {"x", "y"}}, got)
	for _, in := range []string{"a b\tc\n no tab\n", "a\tb\n\na\tb\tc\n"} {
		_, err := ReadSentencePairs(strings.NewReader(in), "p.tsv")
		require.Error(t, err)
		require.Regexp(t, `^p\.tsv:[23]: paraphrase pairs: [13] tab-separated fields`, err.Error())
	}
}

func FuzzReadCopyWords(f *testing.F) {
	f.Add("putin\t5\t2\t0.8\n# x\ntrump\n")
	f.Add("a\t1\t0\t0\na\n")
	f.Fuzz(func(t *testing.T, in string) {
		c, err := ReadCopyWords(strings.NewReader(in), "fuzz")
		if err != nil {
			_ = err.Error()
			return
		}
		p := filepath.Join(t.TempDir(), "c.txt")
		if err := WriteCopyWords(p, c); err != nil {
			t.Fatal(err)
		}
		back, err := LoadCopyWords(p)
		if err != nil {
			t.Fatalf("round trip: %v", err)
		}
		if back.Hash() != c.Hash() || back.Len() != c.Len() {
			t.Fatal("round trip changed the list")
		}
	})
}
