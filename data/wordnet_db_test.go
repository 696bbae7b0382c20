package data

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Lines in the format of Debian's wordnet-base (WordNet 3.0), the
// licence header included.
const (
	wnIndexSample = "  1 This software and database is being provided to you, the LICENSEE, by\n" +
		"  2 Princeton University under the following license.\n" +
		"dog n 7 5 @ ~ #m #p %p 7 1 02084071 10114209 10023039 09886220 07676602 03907626 02710044\n" +
		"house n 2 1 @ 2 0 00000900 00000300\n" +
		"long a 1 1 & 1 1 00000700\n"
	wnDataSample = "  1 This software and database is being provided to you, the LICENSEE, by\n" +
		"00000700 00 a 02 long(a) 0 lengthy(p) 1 002 & 00000800 s 0000 ! 00000900 a 0101 | primarily temporal sense; \"a long life\"\n" +
		"00000800 00 s 01 Lengthy_Affair 0 001 & 00000700 a 0000 | overlong\n" +
		"00000500 30 v 01 decrease 0 001 ~ 00000600 v 0000 01 + 01 00 | make smaller\n" +
		"00000300 03 n 01 house 1 000\n"
)

func TestReadWordNetIndex(t *testing.T) {
	var got []WordNetIndexEntry
	err := ReadWordNetIndex(strings.NewReader(wnIndexSample), "index.noun", func(e *WordNetIndexEntry) error {
		c := *e
		c.Pointers, c.Offsets = slices.Clone(e.Pointers), slices.Clone(e.Offsets)
		got = append(got, c)
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, []WordNetIndexEntry{
		{Lemma: "dog", POS: 'n', Pointers: []string{"@", "~", "#m", "#p", "%p"}, TaggedSenses: 1,
			Offsets: []int{2084071, 10114209, 10023039, 9886220, 7676602, 3907626, 2710044}},
		{Lemma: "house", POS: 'n', Pointers: []string{"@"}, TaggedSenses: 0, Offsets: []int{900, 300}},
		{Lemma: "long", POS: 'a', Pointers: []string{"&"}, TaggedSenses: 1, Offsets: []int{700}},
	}, got)
}

func TestReadWordNetData(t *testing.T) {
	var got []WordNetSynset
	err := ReadWordNetData(strings.NewReader(wnDataSample), "data.adj", func(s *WordNetSynset) error {
		c := *s
		c.Words, c.Pointers = slices.Clone(s.Words), slices.Clone(s.Pointers)
		got = append(got, c)
		return nil
	})
	require.NoError(t, err)
	require.Len(t, got, 4)
	assert.Equal(t, WordNetSynset{Offset: 700, LexFile: 0, Type: 'a',
		Words: []WordNetWord{{Lemma: "long", Marker: "a"}, {Lemma: "lengthy", Marker: "p", LexID: 1}},
		Pointers: []WordNetPointer{{Symbol: "&", Offset: 800, POS: 's'},
			{Symbol: "!", Offset: 900, POS: 'a', Source: 1, Target: 1}},
		Gloss: `primarily temporal sense; "a long life"`}, got[0])
	assert.Equal(t, byte('s'), got[1].Type)
	assert.Equal(t, byte('a'), got[1].POS(), "a satellite is an adjective")
	assert.Equal(t, "Lengthy_Affair", got[1].Words[0].Lemma, "capitals and collocations as written")
	assert.Equal(t, byte('a'), got[0].Pointers[0].TargetPOS())
	assert.Equal(t, WordNetSynset{Offset: 500, LexFile: 30, Type: 'v', Words: []WordNetWord{{Lemma: "decrease"}},
		Pointers: []WordNetPointer{{Symbol: "~", Offset: 600, POS: 'v'}}, Gloss: "make smaller"}, got[2],
		"the verb frames are not read")
	assert.Equal(t, []WordNetWord{{Lemma: "house", LexID: 1}}, got[3].Words, "no gloss, no pointers")
	assert.Empty(t, got[3].Pointers)
}

func TestReadWordNetExceptions(t *testing.T) {
	var got [][]string
	err := ReadWordNetExceptions(strings.NewReader("aardwolves aardwolf\nbetter good well\n"), "noun.exc", func(inflected string, bases []string) error {
		got = append(got, append([]string{inflected}, bases...))
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, [][]string{{"aardwolves", "aardwolf"}, {"better", "good", "well"}}, got)
}

func TestReadWordNetCounts(t *testing.T) {
	var got []WordNetCount
	err := ReadWordNetCounts(strings.NewReader("0%1:23:00:: 1 20\nlong%5:00:00:lengthy:00 2 3\nquickly%4:02:00:: 1 7\n"), "cntlist.rev", func(c WordNetCount) error {
		got = append(got, c)
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, []WordNetCount{
		{SenseKey: "0%1:23:00::", Lemma: "0", Type: 'n', Sense: 1, Tagged: 20},
		{SenseKey: "long%5:00:00:lengthy:00", Lemma: "long", Type: 's', Sense: 2, Tagged: 3},
		{SenseKey: "quickly%4:02:00::", Lemma: "quickly", Type: 'r', Sense: 1, Tagged: 7},
	}, got)
	assert.Equal(t, WordNetAdj, WordNetPOSCode(got[1].Type), "a satellite counts as adjective")
}

func TestReadWordNetErrors(t *testing.T) {
	index := []struct{ name, line, msg string }{
		{"short", "dog n 1 0 1", "malformed index line: want lemma, pos, synset_cnt, p_cnt, sense_cnt, tagsense_cnt and offsets"},
		{"pos", "dog s 1 0 1 1 00000100", `bad part of speech "s"`},
		{"synset count", "dog n x 0 1 1 00000100", `bad synset count "x"`},
		{"pointer count", "dog n 1 9 1 1 00000100", `bad pointer count "9"`},
		{"offsets missing", "dog n 2 0 2 1 00000100", "want 2 synset offsets, have 1"},
		{"offsets extra", "dog n 1 0 1 1 00000100 00000200", "want 1 synset offsets, have 2"},
		{"sense count", "dog n 1 0 x 1 00000100", `bad sense count "x"`},
		{"tagged count", "dog n 1 0 1 x 00000100", `bad tagged sense count "x"`},
		{"offset", "dog n 1 0 1 1 0000010x", `bad synset offset "0000010x"`},
		{"no gloss", "dog n 1 0 1 1 00000100 | a dog", "want 1 synset offsets, have 4"},
	}
	dataLines := []struct{ name, line, msg string }{
		{"short", "00000100 03 n", "malformed synset line: want offset, lex_filenum, ss_type, w_cnt, words and p_cnt"},
		{"offset", "x 03 n 01 dog 0 000 | g", `bad synset offset "x"`},
		{"lex file", "00000100 x n 01 dog 0 000 | g", `bad lexicographer file number "x"`},
		{"type", "00000100 03 q 01 dog 0 000 | g", `bad synset type "q"`},
		{"word count", "00000100 03 n 02 dog 0 000 | g", `bad word count "02"`},
		{"word count hex", "00000100 03 n zz dog 0 000 | g", `bad word count "zz"`},
		{"lex id", "00000100 03 n 01 dog x 000 | g", `bad lex_id "x"`},
		{"marker", "00000100 00 a 01 long(a 0 000 | g", `bad syntactic marker in "long(a"`},
		{"pointer count", "00000100 03 n 01 dog 0 002 @ 00000200 n 0000 | g", `bad pointer count "002"`},
		{"pointer offset", "00000100 03 n 01 dog 0 001 @ 0000020x n 0000 | g", `bad pointer "@ 0000020x n 0000"`},
		{"pointer pos", "00000100 03 n 01 dog 0 001 @ 00000200 q 0000 | g", `bad pointer "@ 00000200 q 0000"`},
		{"pointer words", "00000100 03 n 01 dog 0 001 @ 00000200 n 00 | g", `bad pointer "@ 00000200 n 00"`},
	}
	// Each line follows a licence header line.
	for _, r := range []struct {
		kind, file string
		read       func(io.Reader, string) error
		cases      []struct{ name, line, msg string }
	}{{"index", "index.noun", readIndex, index}, {"data", "data.noun", readData, dataLines}} {
		for _, c := range r.cases {
			t.Run(r.kind+"/"+c.name, func(t *testing.T) {
				err := r.read(strings.NewReader("  1 licence\n"+c.line+"\n"), r.file)
				var pe *PosError
				require.ErrorAs(t, err, &pe)
				assert.Equal(t, r.file+":2: "+c.msg, err.Error())
			})
		}
	}
	others := []struct {
		name, file, line, msg string
		read                  func(io.Reader, string) error
	}{
		{"exception", "verb.exc", "was", "malformed exception line: want an inflected form and its base forms", readExceptions},
		{"count fields", "cntlist.rev", "dog%1:05:00:: 1", "malformed count line: want sense_key sense_number tag_cnt", readCounts},
		{"sense key", "cntlist.rev", "dog%6:05:00:: 1 2", `bad sense key "dog%6:05:00::"`, readCounts},
		{"sense key lemma", "cntlist.rev", "%1:05:00:: 1 2", `bad sense key "%1:05:00::"`, readCounts},
		{"sense key percent", "cntlist.rev", "dog 1 2", `bad sense key "dog"`, readCounts},
		{"sense number", "cntlist.rev", "dog%1:05:00:: 0 2", `bad sense number "0"`, readCounts},
		{"tag count", "cntlist.rev", "dog%1:05:00:: 1 -2", `bad tag count "-2"`, readCounts},
	}
	for _, c := range others {
		t.Run(c.name, func(t *testing.T) {
			good := map[string]string{"verb.exc": "was be", "cntlist.rev": "be%2:42:03:: 1 2"}[c.file]
			err := c.read(strings.NewReader(good+"\n"+c.line+"\n"), c.file)
			var pe *PosError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, c.file+":2: "+c.msg, err.Error())
		})
	}
	t.Run("callback error", func(t *testing.T) {
		stop := errors.New("stop")
		err := ReadWordNetIndex(strings.NewReader(wnIndexSample), "index.noun", func(*WordNetIndexEntry) error { return stop })
		assert.Same(t, stop, err)
		err = ReadWordNetData(strings.NewReader(wnDataSample), "data.adj", func(*WordNetSynset) error { return stop })
		assert.Same(t, stop, err)
	})
	t.Run("missing file", func(t *testing.T) {
		err := ReadWordNetIndexFile(filepath.Join(t.TempDir(), "index.noun"), func(*WordNetIndexEntry) error { return nil })
		assert.ErrorIs(t, err, os.ErrNotExist)
		err = ReadWordNetDataFile(filepath.Join(t.TempDir(), "data.noun"), func(*WordNetSynset) error { return nil })
		assert.ErrorIs(t, err, os.ErrNotExist)
	})
}

func readIndex(r io.Reader, name string) error {
	return ReadWordNetIndex(r, name, func(*WordNetIndexEntry) error { return nil })
}

func readData(r io.Reader, name string) error {
	return ReadWordNetData(r, name, func(*WordNetSynset) error { return nil })
}

func readExceptions(r io.Reader, name string) error {
	return ReadWordNetExceptions(r, name, func(string, []string) error { return nil })
}

func readCounts(r io.Reader, name string) error {
	return ReadWordNetCounts(r, name, func(WordNetCount) error { return nil })
}

// The installed WordNet reads without an error, every index offset names
// a synset of the data file, and the record counts are WordNet 3.0's.
func TestReadWordNetInstalled(t *testing.T) {
	if _, err := os.Stat(filepath.Join(WordNetDir, "index.noun")); err != nil {
		t.Skipf("wordnet-base not installed (%v; apt-get install wordnet-base)", err)
	}
	if testing.Short() {
		t.Skip("reads 28 MB of WordNet files")
	}
	// Synsets and lemma-POS pairs of WordNet 3.0 (its wnstats(7) page).
	want := map[string][2]int{"noun": {82115, 117798}, "verb": {13767, 11529}, "adj": {18156, 21479}, "adv": {3621, 4481}}
	for _, pos := range WordNetPOSNames {
		offsets := map[int]bool{}
		require.NoError(t, ReadWordNetDataFile(filepath.Join(WordNetDir, "data."+pos), func(s *WordNetSynset) error {
			offsets[s.Offset] = true
			return nil
		}))
		lemmas, unknown := 0, 0
		require.NoError(t, ReadWordNetIndexFile(filepath.Join(WordNetDir, "index."+pos), func(e *WordNetIndexEntry) error {
			lemmas++
			for _, o := range e.Offsets {
				if !offsets[o] {
					unknown++
				}
			}
			return nil
		}))
		assert.Equal(t, want[pos], [2]int{len(offsets), lemmas}, pos)
		assert.Zero(t, unknown, pos)
		require.NoError(t, ReadWordNetExceptionsFile(filepath.Join(WordNetDir, pos+".exc"), func(string, []string) error { return nil }))
	}
	n := 0
	require.NoError(t, ReadWordNetCountsFile(filepath.Join(WordNetDir, "cntlist.rev"), func(WordNetCount) error { n++; return nil }))
	assert.Equal(t, 37387, n, "cntlist.rev has a line per tagged sense")
}

func BenchmarkReadWordNetData(b *testing.B) {
	raw, err := os.ReadFile(filepath.Join(WordNetDir, "data.noun"))
	if err != nil {
		b.Skipf("wordnet-base not installed: %v", err)
	}
	b.ReportAllocs()
	b.SetBytes(int64(len(raw)))
	for b.Loop() {
		if err := ReadWordNetData(bytes.NewReader(raw), "data.noun", func(*WordNetSynset) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
}
