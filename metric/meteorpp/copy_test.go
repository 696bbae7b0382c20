package meteorpp

import (
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

// Four pairs; per word, the sentences it occurs in (count), the pairs it
// is on both sides of (both) and P = 2·both/count, counted by hand:
//
//	trump      pair 1 both sides, pair 2 one side   count 3, both 1, P = 2/3
//	putin, met, 2016, spoke, hepatitis, rose, fell  count 2, both 1, P = 1
//	in, "."    pair 1 both sides                    count 2, both 1, P = 1 (skipped: function word, punctuation)
//	cases      pairs 3 and 4, one side each         count 2, both 0, P = 0
//	and, the, president, numbers                    count 1
var extractPairs = []string{
	"trump met putin in 2016 .\tputin and trump met in 2016 .",
	"trump spoke\tthe president spoke",
	"hepatitis cases rose\thepatitis rose",
	"cases fell\tnumbers fell",
}

func TestExtract(t *testing.T) {
	var pairs []Pair
	for _, l := range extractPairs {
		a, b, _ := strings.Cut(l, "\t")
		pairs = append(pairs, Pair{A: strings.Fields(a), B: strings.Fields(b)})
	}
	skip := SkipFunctionWords(data.WordSet{"in": {}, "the": {}, "and": {}})
	all := []string{"2016", "fell", "hepatitis", "met", "putin", "rose", "spoke"}
	for _, tc := range []struct {
		name string
		c    int
		p    float64
		skip bool
		want []string
	}{
		{"paper's WMT setting c=2 p=0.8", 2, 0.8, true, all},
		{"p=0.6 admits trump (2/3)", 2, 0.6, true, append([]string{"2016", "fell", "hepatitis", "met", "putin", "rose", "spoke"}, "trump")},
		{"p exactly 2/3 (tolerance)", 2, 2.0 / 3, true, append(all, "trump")},
		{"c=3: only trump is that frequent, P too low", 3, 0.8, true, nil},
		{"c=3 p=0.6", 3, 0.6, true, []string{"trump"}},
		{"p=0 keeps cases", 2, 0, true, []string{"2016", "cases", "fell", "hepatitis", "met", "putin", "rose", "spoke", "trump"}},
		{"no skipping: punctuation and function words too", 2, 0.8, false, []string{".", "2016", "fell", "hepatitis", "in", "met", "putin", "rose", "spoke"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := ExtractOptions{MinCount: tc.c, MinProb: tc.p}
			if tc.skip {
				o.Skip = skip
			}
			cw, err := Extract(pairs, o)
			require.NoError(t, err)
			var got []string
			for _, e := range cw.Words {
				got = append(got, e.Word)
				switch e.Word {
				case "trump":
					require.Equal(t, data.CopyWord{Word: "trump", Count: 3, Both: 1, Prob: math.Round(2.0/3*1e6) / 1e6}, e)
				case "cases":
					require.Equal(t, data.CopyWord{Word: "cases", Count: 2}, e)
				default:
					require.Equal(t, data.CopyWord{Word: e.Word, Count: 2, Both: 1, Prob: 1}, e)
				}
			}
			require.Equal(t, tc.want, got)
		})
	}
	_, err := Extract(pairs, ExtractOptions{MinCount: 0, MinProb: 0.8})
	require.ErrorIs(t, err, ErrOptions)
	_, err = Extract(pairs, ExtractOptions{MinCount: 2, MinProb: 1.5})
	require.ErrorIs(t, err, ErrOptions)
}

// TestPairsFromSet: testdata/evalset has 3 segments, references ref and
// refB, systems A (human scores 0.9, 0.2, NaN) and B (0.5, 0.7, 0.6).
// With MinHuman 0.5: A's segment 0 and B's segments 0, 1, 2, each with
// both references (8 pairs), plus ref–refB for each segment (3 pairs).
func TestPairsFromSet(t *testing.T) {
	set, err := data.ReadEvalSet(filepath.Join("testdata", "evalset"))
	require.NoError(t, err)
	names, refs, err := set.References()
	require.NoError(t, err)
	require.Equal(t, []string{"ref", "refB"}, names)
	pairs, err := PairsFromSet(set, refs, strings.Fields, SetOptions{MinHuman: 0.5})
	require.NoError(t, err)
	var got []string
	for _, p := range pairs {
		got = append(got, strings.Join(p.A, " ")+" | "+strings.Join(p.B, " "))
	}
	require.Equal(t, []string{
		"r0 | a0", "rb0 | a0",
		"r0 | b0", "rb0 | b0", "r1 | b1", "rb1 | b1", "r2 | b2", "rb2 | b2",
		"r0 | rb0", "r1 | rb1", "r2 | rb2",
	}, got)
	// Training segments only, no reference pairs.
	pairs, err = PairsFromSet(set, refs, strings.Fields, SetOptions{MinHuman: 0.5, NoRefPairs: true, Segments: func(i int) bool { return i != 0 }})
	require.NoError(t, err)
	require.Len(t, pairs, 4)
}
