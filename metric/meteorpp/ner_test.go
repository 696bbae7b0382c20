package meteorpp

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/version"
)

func TestCaps(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Putin met Obama in Moscow on 3 May 2016.", "Obama Moscow 3 May 2016"},
		{"The talks ended. Trump left; Merkel stayed.", "Merkel"},
		{"Der Preis stieg um 3,5 % auf 10.000 Euro!", "Preis 3,5 10.000 Euro"},
		{"O'Neill's co-author Jean-Luc spoke", "Jean-Luc"},
		{"« Le président Macron » a dit… Oui.", "Macron"},
		{"", ""},
		{"všichni v Praze a Brně", "Praze Brně"},
	} {
		require.Equal(t, tc.want, strings.Join(Caps{}.Entities(tc.in), " "), tc.in)
	}
	require.Equal(t, "caps", Caps{}.Name())
}

// TestProse: prose's model on sentences where it is right, with the
// sentence-initial filter dropping its false positive "Nowadays" (and,
// as the filter's known cost, a one-token name that starts a sentence).
func TestProse(t *testing.T) {
	p, err := NewProse()
	require.NoError(t, err)
	require.Equal(t, "prose-v3.2.3", p.Name())
	mod, err := os.ReadFile(filepath.Join("..", "..", "go.mod"))
	require.NoError(t, err)
	require.Contains(t, string(mod), "github.com/jdkato/prose/v3 "+proseVersion()+"\n", "the signature must name the model go.mod requires")
	require.Equal(t, []string{"Galileo"}, p.Entities("Since Galileo targeted his telescope at the sky, we have learnt much."))
	require.Equal(t, []string{"Albert Einstein"}, p.Entities("The idea comes from Albert Einstein."))
	require.Empty(t, p.Entities("Nowadays, we'd like to add sound to this work."))
	all := *p
	all.KeepInitial = true
	require.Equal(t, []string{"Nowadays"}, all.Entities("Nowadays, we'd like to add sound to this work."))
	require.Equal(t, p.Name()+"+initial", all.Name())
	require.Empty(t, p.Entities(""))
}

// TestEntityScoreByHand: the Caps recogniser (deterministic), exact
// matching, X = 14. Hypothesis "Putin met Obama on Monday", reference
// "Putin met Trump on Monday". Entities: hypothesis Obama, Monday;
// reference Trump, Monday ("Putin" starts both sentences). Copy words of
// the pair: obama, monday, trump. Matches putin met, on monday: P = R =
// 4/5, 2 chunks over 4 matched words: Pen = 0.6·(1/2)^0.2.
//
//	|h_p| = 2 (obama, monday), m(h_p) = 1;  |r_p| = 2 (trump, monday), m(r_p) = 1
//	P~ = R~ = (0.8·14 + 1)/16 = 12.2/16 = 0.7625 = Fmean~
//	score = 0.7625 · (1 − 0.6·0.8705506) = 0.3642231…
//
// With the list {putin} as well (list and entities together): putin is a
// copy word on both sides and matched: P~ = R~ = 13.2/17.
func TestEntityScoreByHand(t *testing.T) {
	sc := exactScorer(t)
	m, err := New(Options{Scorer: sc, Entities: NewEntities(Caps{}, nil), NRefs: 1})
	require.NoError(t, err)
	require.True(t, m.NeedsText())
	// Meteor's signature (Meteor signs itself) with the copy-word source and X.
	mt := strings.TrimSuffix(sc.Signature(1).String(), "|parmesan:"+version.Parmesan)
	require.Equal(t, "meteor++"+strings.TrimPrefix(mt, "meteor")+"|copy-ner:caps|copy-x:14|parmesan:"+version.Parmesan, m.Signature().String())
	hyp, ref := "Putin met Obama on Monday", "Putin met Trump on Monday"
	st, err := m.Stats(hyp, []string{ref})
	require.NoError(t, err)
	r, _ := m.Compute(st)
	require.Equal(t, [4]float64{2, 1, 2, 1}, [4]float64{r.HypCopy, r.HypCovered, r.RefCopy, r.RefCovered})
	require.InDelta(t, 0.8, r.Meteor.Precision, 1e-15)
	require.InDelta(t, 0.7625, r.Precision, 1e-15)
	require.InDelta(t, 0.7625, r.Recall, 1e-15)
	require.InDelta(t, 0.7625*(1-0.6*math.Pow(0.5, 0.2)), r.Score, 1e-15)
	require.InDelta(t, 0.3642231, r.Score, 1e-7)
	// The reference's words are cached, and the cache does not change them.
	st2, _ := m.Stats(hyp, []string{ref})
	require.Equal(t, st, st2)

	both, err := New(Options{Scorer: sc, CopyWords: copyWords(t, "putin"), Entities: NewEntities(Caps{}, nil)})
	require.NoError(t, err)
	require.Regexp(t, `^meteor\+\+\|v:1\.5\|.*\|copy:1#[0-9a-f]+\|copy-ner:caps\|copy-x:14\|parmesan:`, both.Signature().String())
	st, _ = both.Stats(hyp, []string{ref})
	r, _ = both.Compute(st)
	require.Equal(t, [4]float64{3, 2, 3, 2}, [4]float64{r.HypCopy, r.HypCovered, r.RefCopy, r.RefCovered})
	require.InDelta(t, 13.2/17, r.Precision, 1e-15)
	require.InDelta(t, 13.2/17, r.Recall, 1e-15)

	// Entity words that are function words do not count.
	e := NewEntities(Caps{}, data.WordSet{"of": {}})
	require.Equal(t, map[string]bool{"bank": true, "england": true}, e.Words("the Bank Of England", sc))
}

func TestNewRecognizer(t *testing.T) {
	for _, tc := range []struct{ mode, lang, name string }{
		{"ner", "en", "prose-v3.2.3"}, {"ner", "cz", "caps"}, {"ner", "de", "caps"},
		{"prose", "en", "prose-v3.2.3"}, {"caps", "en", "caps"},
	} {
		r, err := NewRecognizer(tc.mode, tc.lang)
		require.NoError(t, err)
		require.Equal(t, tc.name, r.Name())
	}
	_, err := NewRecognizer("prose", "cz")
	require.ErrorIs(t, err, ErrOptions)
	_, err = NewRecognizer("spacy", "en")
	require.ErrorIs(t, err, ErrOptions)
}

func TestParseCopyWords(t *testing.T) {
	for _, tc := range []struct{ in, file, ents string }{
		{"", "", ""}, {"list.txt", "list.txt", ""}, {"ner", "", "ner"}, {"list.txt,ner", "list.txt", "ner"},
		{"ner:caps, a/b.txt", "a/b.txt", "caps"}, {"ner:prose", "", "prose"},
	} {
		f, e, err := ParseCopyWords(tc.in)
		require.NoError(t, err, tc.in)
		require.Equal(t, [2]string{tc.file, tc.ents}, [2]string{f, e}, tc.in)
	}
	for _, in := range []string{"a,b", "ner,ner:caps", "ner:spacy"} {
		_, _, err := ParseCopyWords(in)
		require.ErrorIs(t, err, ErrOptions, in)
	}
}
