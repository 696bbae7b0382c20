package meteorpp

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

// Six pairs, each two bags of words. Per word, by hand: C(w), the pairs
// it occurs in; C(co_w), the pairs with it in both bags; p_w =
// C(co_w)/C(w) — and, for contrast, the sentence counting this package
// used before (count = sentences containing w, P = 2·both/count):
//
//	word       pairs (A: first side, B: second)  C  co  p_w   sentences  P
//	putin      1 both, 3 both                    2  2   1     4          1
//	moscow     2 both, 3 both                    2  2   1     4          1
//	in         1 both, 2 both                    2  2   1     4          1
//	trump      1 both, 2 A                       2  1   .5    3          2/3
//	hepatitis  4 both, 6 A                       2  1   .5    3          2/3
//	cases      4 A, 5 A                          2  0   0     2          0
//	the        2 B, 6 B                          2  0   0     2          0
//	met 2016 . spoke rose fell spread: 1 pair, both sides  1  1  1  2  1
//	and president visited went to numbers virus: 1 pair, one side
//
// Pair counting and sentence counting disagree: a word seen in one pair
// (met, 2016, …) has 2 sentences and P = 1, so sentence counting admits
// it at c = 2, but C(w) = 1 < 2; at p = 0.6, trump and hepatitis pass
// under sentence counting (2/3) and fail under pair counting (1/2).
// (Sentence counting cannot give p = 1 to a word counted an odd number
// of times, unlike the paper's Table 2 entries 13/1.0 and 3/1.0.)
var extractPairs = []string{
	"trump met putin in 2016 .\tputin and trump met in 2016 .",
	"trump spoke in moscow\tthe president spoke in moscow",
	"putin visited moscow\tputin went to moscow",
	"hepatitis cases rose\thepatitis rose",
	"cases fell\tnumbers fell",
	"hepatitis spread\tthe virus spread",
}

func TestExtract(t *testing.T) {
	var pairs []Pair
	for _, l := range extractPairs {
		a, b, _ := strings.Cut(l, "\t")
		pairs = append(pairs, Pair{A: strings.Fields(a), B: strings.Fields(b)})
	}
	skip := SkipFunctionWords(data.WordSet{"in": {}, "the": {}, "and": {}, "to": {}})
	for _, tc := range []struct {
		name string
		c    int
		p    float64
		skip bool
		want []string
	}{
		{"paper's WMT setting F=2 P=0.8", 2, 0.8, false, []string{"in", "moscow", "putin"}},
		{"function words skipped (extension)", 2, 0.8, true, []string{"moscow", "putin"}},
		{"P=0.6: trump and hepatitis (1/2) still out", 2, 0.6, false, []string{"in", "moscow", "putin"}},
		{"P=0.5 exactly admits them", 2, 0.5, false, []string{"hepatitis", "in", "moscow", "putin", "trump"}},
		{"F=1: one-pair words pass (punctuation skipped)", 1, 0.8, true, []string{"2016", "fell", "met", "moscow", "putin", "rose", "spoke", "spread"}},
		{"F=3: nothing is that frequent", 3, 0, false, nil},
		{"P=0 keeps every word of two pairs", 2, 0, false, []string{"cases", "hepatitis", "in", "moscow", "putin", "the", "trump"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := ExtractOptions{MinCount: tc.c, MinProb: tc.p}
			if tc.skip {
				o.SkipFunctionWords, o.Skip = true, skip
			}
			cw, err := Extract(pairs, o)
			require.NoError(t, err)
			var got []string
			for _, e := range cw.Words {
				got = append(got, e.Word)
				switch e.Word {
				case "trump", "hepatitis":
					require.Equal(t, data.CopyWord{Word: e.Word, Count: 2, Both: 1, Prob: 0.5}, e)
				case "cases", "the":
					require.Equal(t, data.CopyWord{Word: e.Word, Count: 2}, e)
				case "putin", "moscow", "in":
					require.Equal(t, data.CopyWord{Word: e.Word, Count: 2, Both: 2, Prob: 1}, e)
				default:
					require.Equal(t, data.CopyWord{Word: e.Word, Count: 1, Both: 1, Prob: 1}, e)
				}
			}
			require.Equal(t, tc.want, got)
			require.Equal(t, o.Signature(), cw.Extraction)
		})
	}
	require.Equal(t, "pairs,c=2,p=0.8", ExtractOptions{MinCount: 2, MinProb: 0.8}.Signature())
	require.Equal(t, "pairs,c=2,p=0.8,skip-fw", ExtractOptions{MinCount: 2, MinProb: 0.8, SkipFunctionWords: true}.Signature())
	_, err := Extract(pairs, ExtractOptions{MinCount: 0, MinProb: 0.8})
	require.ErrorIs(t, err, ErrOptions)
	_, err = Extract(pairs, ExtractOptions{MinCount: 2, MinProb: 1.5})
	require.ErrorIs(t, err, ErrOptions)
	_, err = Extract(pairs, ExtractOptions{MinCount: 2, MinProb: 0.8, SkipFunctionWords: true})
	require.ErrorIs(t, err, ErrOptions)
}

// TestPairsFromSet: testdata/evalset has 3 segments, references ref and
// refB, systems A (human scores 0.9, 0.2, NaN) and B (0.5, 0.7, 0.6).
// Raw threshold 0.5: A's segment 0 and B's segments 0, 1, 2, each with
// both references (8 pairs), plus, with RefPairs, ref–refB for each
// segment (3 pairs). Min–max scale (range 0.2–0.9): 0.8 is 0.2 + 0.8·0.7
// = 0.76 raw, which only A's segment 0 reaches.
func TestPairsFromSet(t *testing.T) {
	set, err := data.ReadEvalSet(filepath.Join("testdata", "evalset"))
	require.NoError(t, err)
	names, refs, err := set.References()
	require.NoError(t, err)
	require.Equal(t, []string{"ref", "refB"}, names)
	text := func(pairs []Pair) []string {
		var got []string
		for _, p := range pairs {
			got = append(got, strings.Join(p.A, " ")+" | "+strings.Join(p.B, " "))
		}
		return got
	}
	pairs, err := PairsFromSet(set, refs, strings.Fields, SetOptions{MinHuman: 0.5, Scale: ScaleRaw, RefPairs: true})
	require.NoError(t, err)
	require.Equal(t, []string{
		"r0 | a0", "rb0 | a0",
		"r0 | b0", "rb0 | b0", "r1 | b1", "rb1 | b1", "r2 | b2", "rb2 | b2",
		"r0 | rb0", "r1 | rb1", "r2 | rb2",
	}, text(pairs))
	// Default: no reference pairs; the paper's 0.8 on the min–max scale.
	pairs, err = PairsFromSet(set, refs, strings.Fields, SetOptions{MinHuman: DefaultMinHuman})
	require.NoError(t, err)
	require.Equal(t, []string{"r0 | a0", "rb0 | a0"}, text(pairs))
	// 0.5 normalised is 0.55 raw: A0 (0.9), B1 (0.7), B2 (0.6).
	pairs, err = PairsFromSet(set, refs, strings.Fields, SetOptions{MinHuman: 0.5})
	require.NoError(t, err)
	require.Equal(t, []string{"r0 | a0", "rb0 | a0", "r1 | b1", "rb1 | b1", "r2 | b2", "rb2 | b2"}, text(pairs))
	// Training segments only.
	pairs, err = PairsFromSet(set, refs, strings.Fields, SetOptions{MinHuman: 0.5, Scale: ScaleRaw, Segments: func(i int) bool { return i != 0 }})
	require.NoError(t, err)
	require.Len(t, pairs, 4)
	_, err = PairsFromSet(set, refs, strings.Fields, SetOptions{Scale: "z"})
	require.ErrorIs(t, err, ErrOptions)
	require.Equal(t, "min-human=0.8(minmax)", SetOptions{MinHuman: 0.8}.Signature())
	require.Equal(t, "min-human=0.5(raw),ref-pairs", SetOptions{MinHuman: 0.5, Scale: ScaleRaw, RefPairs: true}.Signature())
}
