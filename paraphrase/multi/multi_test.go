package multi

import (
	"context"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// fake analyses made-up Czech: lemma and part of speech per lower-case
// form; a form it does not know is a NOUN of its own lemma.
type fake map[string][3]string // form → lemma, UPOS, feats

func (f fake) Analyze(toks []string) []lemma.Token {
	out := make([]lemma.Token, len(toks))
	for i, w := range toks {
		x, ok := f[strings.ToLower(w)]
		if !ok {
			x = [3]string{strings.ToLower(w), "NOUN", ""}
		}
		feats, _ := lemma.ParseFeats(x[2])
		out[i] = lemma.Token{Form: w, Lemma: x[0], POS: x[1], Feats: feats}
	}
	return out
}

var an = fake{
	"řekl": {"říci", "VERB", "VerbForm=Part"}, "uvedl": {"uvést", "VERB", "VerbForm=Part"},
	"sdělil": {"sdělit", "VERB", "VerbForm=Part"}, "neřekl": {"říci", "VERB", "Polarity=Neg|VerbForm=Part"},
	"ministr": {"ministr", "NOUN", ""}, "že": {"že", "SCONJ", ""}, "přijde": {"přijít", "VERB", ""},
	"zítra": {"zítra", "ADV", ""}, "dnes": {"dnes", "ADV", ""}, ",": {",", "PUNCT", ""}, ".": {".", "PUNCT", ""},
	"5": {"5", "NUM", ""}, "6": {"6", "NUM", ""}, "rovněž": {"rovněž", "ADV", ""}, "také": {"také", "ADV", ""},
	"on": {"on", "PRON", ""}, "tady": {"tady", "ADV", ""},
}

// lcs aligns equal keys along a longest common subsequence: enough of an
// aligner for made-up sentences.
func lcs(a, b []string) []Link {
	n, m := len(a), len(b)
	t := make([][]int, n+1)
	for i := range t {
		t[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				t[i][j] = t[i+1][j+1] + 1
			} else {
				t[i][j] = max(t[i+1][j], t[i][j+1])
			}
		}
	}
	var links []Link
	for i, j := 0, 0; i < n && j < m; {
		switch {
		case a[i] == b[j]:
			links = append(links, Link{i, j})
			i, j = i+1, j+1
		case t[i+1][j] >= t[i][j+1]:
			i++
		default:
			j++
		}
	}
	return links
}

// seg builds a segment from translations "system: text".
func seg(line int, trans ...string) Segment {
	s := Segment{Corpus: "made-up", Line: line}
	for _, x := range trans {
		sys, text, _ := strings.Cut(x, ": ")
		s.Systems, s.Texts = append(s.Systems, sys), append(s.Texts, text)
	}
	return s
}

func mine(t *testing.T, opt Options, segs ...Segment) map[[2]string]Evidence {
	t.Helper()
	res, err := Mine(context.Background(), segs, an, strings.Fields, lcs, opt)
	require.NoError(t, err)
	out := map[[2]string]Evidence{}
	for _, e := range res.Evidence {
		out[[2]string{e.A, e.B}] = e
	}
	return out
}

func TestMineOneSlot(t *testing.T) {
	segs := []Segment{
		seg(1, "A: ministr řekl , že přijde .", "B: ministr uvedl , že přijde .", "C: ministr uvedl , že přijde .", "D: ministr řekl , že přijde ."),
		seg(2, "A: on řekl , že přijde zítra .", "B: on uvedl , že přijde zítra .", "C: on řekl , že přijde zítra ."),
	}
	got := mine(t, Options{}, segs...)
	e, ok := got[[2]string{"uvést", "říci"}] // A < B bytewise
	require.True(t, ok, "uvést/říci not kept: %v", got)
	// Segment 1: A–B, A–C, D–B, D–C; segment 2: A–B, C–B (C–B new).
	assert.Equal(t, Evidence{A: "uvést", B: "říci", POS: "VERB", Observations: 6, Segments: 2, SystemPairs: 5,
		SystemsA: 2, SystemsB: 3, SamePOS: 6, Morph: 6}, e)
	assert.Len(t, got, 1)

	t.Run("one segment is not enough", func(t *testing.T) {
		assert.Empty(t, mine(t, Options{}, segs[0]))
	})
	t.Run("one system's word is not enough", func(t *testing.T) {
		// Only B ever writes uvedl.
		only := []Segment{
			seg(1, "A: ministr řekl , že přijde .", "B: ministr uvedl , že přijde .", "C: ministr řekl , že přijde ."),
			seg(2, "A: on řekl , že přijde zítra .", "B: on uvedl , že přijde zítra .", "C: on řekl , že přijde zítra ."),
		}
		assert.Empty(t, mine(t, Options{MinSystemPairs: 1}, only...))
		assert.Len(t, mine(t, Options{MinSystemPairs: 1, MinSideSystems: 1}, only...), 1)
	})
	t.Run("pairs both ways", func(t *testing.T) {
		res, err := Mine(context.Background(), segs, an, strings.Fields, lcs, Options{})
		require.NoError(t, err)
		assert.Equal(t, []paraphrase.Pair{
			{A: "uvést", B: "říci", Prob: 1, Source: paraphrase.SourceMulti, Only: paraphrase.POSVerb},
			{A: "říci", B: "uvést", Prob: 1, Source: paraphrase.SourceMulti, Only: paraphrase.POSVerb},
		}, res.Pairs())
		assert.Equal(t, 2, res.Stats.Segments)
		assert.Equal(t, 6, res.Stats.Observations)
	})
}

func TestMineSkips(t *testing.T) {
	cases := []struct {
		name string
		x, y string
	}{
		{"numbers", "ministr přijde 5 .", "ministr přijde 6 ."},
		{"polarity", "ministr řekl , že přijde .", "ministr neřekl , že přijde ."},
		{"closed class below its threshold", "on rovněž přijde .", "on také přijde ."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var segs []Segment
			for i := 0; i < 3; i++ {
				segs = append(segs, seg(i+1, "A: "+c.x, "B: "+c.y, "C: "+c.y, "D: "+c.x))
			}
			assert.Empty(t, mine(t, Options{Closed: closed}, segs...))
		})
	}
}

// closed are the made-up closed-class lemmas (the rewriter's Closed).
var closed = map[string]bool{"rovněž": true, "také": true}

func TestMineClosedAndPhrases(t *testing.T) {
	var segs []Segment
	for i := 0; i < 10; i++ {
		segs = append(segs, seg(i+1, "A: on rovněž přijde .", "B: on také přijde .", "C: on také přijde .", "D: on rovněž přijde ."))
	}
	got := mine(t, Options{Closed: closed}, segs...)
	require.Contains(t, got, [2]string{"rovněž", "také"})
	assert.True(t, got[[2]string{"rovněž", "také"}].Function)

	t.Run("not a closed part of speech", func(t *testing.T) {
		assert.Empty(t, mine(t, Options{Closed: closed, FunctionPOS: []string{"SCONJ"}}, segs...))
	})
	t.Run("phrase", func(t *testing.T) {
		var ps []Segment
		for i := 0; i < 3; i++ {
			ps = append(ps, seg(i+1, "A: on řekl zítra tady .", "B: on sdělil dnes tady .", "C: on sdělil dnes tady .", "D: on řekl zítra tady ."))
		}
		got := mine(t, Options{}, ps...)
		e, ok := got[[2]string{"sdělil dnes", "řekl zítra"}]
		require.True(t, ok, "%v", got)
		assert.True(t, e.Phrase)
	})
}

func TestMineErrors(t *testing.T) {
	_, err := Mine(context.Background(), []Segment{{Corpus: "x", Line: 3, Systems: []string{"A"}, Texts: []string{"a", "b"}}}, an, strings.Fields, lcs, Options{})
	assert.ErrorContains(t, err, "x:3")
}

func TestOptionsString(t *testing.T) {
	assert.Equal(t, "seg2-sys3-side2-pos0.80-morph0.50-fw10:ADV+SCONJ:hub3-phr3x3", Options{}.String())
}

// A zero share takes the default; AnyShare asks for none.
func TestAnyShare(t *testing.T) {
	off := Options{MinSamePOS: AnyShare, MinMorph: AnyShare}
	assert.Equal(t, "seg2-sys3-side2-pos0.00-morph0.00-fw10:ADV+SCONJ:hub3-phr3x3", off.String())
	e := Evidence{A: "a", B: "b", Observations: 4, Segments: 2, SystemPairs: 3, SystemsA: 2, SystemsB: 2}
	assert.False(t, Options{}.withDefaults().keep(e), "no observation agrees in POS or morphology")
	assert.True(t, off.withDefaults().keep(e))
	e.SamePOS = 4
	assert.False(t, Options{MinMorph: 0}.withDefaults().keep(e), "zero takes the default morphology share")
	assert.True(t, Options{MinMorph: AnyShare}.withDefaults().keep(e))
}

// supports is a made-up grounding: the pairs its source supports.
type supports map[[2]string]bool

func (s supports) Supports(a, b string) bool { return s[[2]string{a, b}] }

// hasForm reports whether a source read by Options.SourceTokens has the
// form w.
func hasForm(src []lemma.Token, w string) bool {
	return slices.ContainsFunc(src, func(t lemma.Token) bool { return t.Form == w })
}

func TestMineGround(t *testing.T) {
	one := seg(1, "A: ministr řekl , že přijde .", "B: ministr uvedl , že přijde .", "C: ministr uvedl , že přijde .", "D: ministr řekl , že přijde .")
	one.Source = "the minister said he would come ."
	ground := func(src []lemma.Token) Supporter {
		if hasForm(src, "said") {
			return supports{{"říci", "uvést"}: true}
		}
		return supports{}
	}
	assert.Empty(t, mine(t, Options{}, one), "one segment without grounding")
	got := mine(t, Options{Ground: ground}, one)
	require.Contains(t, got, [2]string{"uvést", "říci"})
	assert.Equal(t, 1, got[[2]string{"uvést", "říci"}].Grounded)
	one.Source = "the minister stated he would come ."
	assert.Empty(t, mine(t, Options{Ground: ground}, one), "a source that does not support the pair")
	assert.Equal(t, "seg2-sys3-side2-pos0.80-morph0.50-fw10:ADV+SCONJ:hub3-phr3x3-or-src", Options{Ground: ground}.String())

	t.Run("the source is read once for grounding and agreement", func(t *testing.T) {
		var reads atomic.Int32
		read := func(src string) []lemma.Token {
			reads.Add(1)
			return []lemma.Token{{Form: "said", Lemma: "say"}}
		}
		one.Source = "the minister said he would come ."
		slot := DefaultSlot
		res, err := Mine(context.Background(), []Segment{one, seg(2, "A: on řekl .", "B: on uvedl .")}, an, strings.Fields, lcs,
			Options{Ground: ground, Agree: ground, SourceTokens: read, Slot: &slot})
		require.NoError(t, err)
		assert.Equal(t, int32(1), reads.Load(), "one segment with a source, read once")
		require.Len(t, res.Evidence, 1)
		assert.Equal(t, 1, res.Evidence[0].Grounded)
		assert.Equal(t, 1, res.Evidence[0].Agreed)
	})
}

// TestNegationPrefixes: with a language's negating prefixes a lexical
// negation (possible/impossible, able/unable) is never recorded, as a
// Polarity=Neg analysis is not; a word that only begins like a prefix
// (under/stand, interest/rest) is not a negation.
func TestNegationPrefixes(t *testing.T) {
	opt := Options{NegationPrefixes: NegationPrefixesFor("en")}
	tok := func(l string) lemma.Token { return lemma.Token{Form: l, Lemma: l, POS: "ADJ"} }
	for _, p := range [][2]string{{"possible", "impossible"}, {"unable", "able"}, {"non-toxic", "toxic"}, {"dishonest", "honest"}} {
		_, _, ok := wordPair(tok(p[0]), tok(p[1]), p[0], p[1], opt)
		assert.False(t, ok, p)
		_, _, ok = wordPair(tok(p[0]), tok(p[1]), p[0], p[1], Options{})
		assert.True(t, ok, "without prefixes %v is recorded", p)
	}
	for _, p := range [][2]string{{"rest", "interest"}, {"stand", "understand"}, {"big", "large"}} {
		_, _, ok := wordPair(tok(p[0]), tok(p[1]), p[0], p[1], opt)
		assert.True(t, ok, p)
	}
	assert.Nil(t, NegationPrefixesFor("cs"))
	assert.Contains(t, opt.String(), "-neg:un+in+im+il+ir+dis+non")
	assert.NotContains(t, DefaultOptions.String(), "neg")
}

// TestMineSlotTier: a pair the main thresholds drop (one segment) enters
// the slot tier when each side has two systems; one system's word does
// not; a kept pair is never in both; the source agreement, when asked
// for, needs a source word translating to both.
func TestMineSlotTier(t *testing.T) {
	one := seg(1, "A: ministr řekl , že přijde .", "B: ministr uvedl , že přijde .", "C: ministr uvedl , že přijde .", "D: ministr řekl , že přijde .")
	slot := DefaultSlot
	res, err := Mine(context.Background(), []Segment{one}, an, strings.Fields, lcs, Options{Slot: &slot})
	require.NoError(t, err)
	assert.Empty(t, res.Evidence)
	require.Len(t, res.Slot, 1)
	assert.Equal(t, Evidence{A: "uvést", B: "říci", POS: "VERB", Observations: 4, Segments: 1, SystemPairs: 4,
		SystemsA: 2, SystemsB: 2, SamePOS: 4, Morph: 4}, res.Slot[0])
	assert.Equal(t, 1, res.Stats.SlotKept)
	assert.Equal(t, []paraphrase.Pair{
		{A: "uvést", B: "říci", Prob: 1, Source: paraphrase.SourceMultiSlot, Only: paraphrase.POSVerb},
		{A: "říci", B: "uvést", Prob: 1, Source: paraphrase.SourceMultiSlot, Only: paraphrase.POSVerb},
	}, res.SlotPairs())

	t.Run("one system's word is not enough", func(t *testing.T) {
		lone := seg(1, "A: ministr řekl , že přijde .", "B: ministr uvedl , že přijde .", "C: ministr řekl , že přijde .")
		res, err := Mine(context.Background(), []Segment{lone}, an, strings.Fields, lcs, Options{Slot: &slot})
		require.NoError(t, err)
		assert.Empty(t, res.Slot)
	})
	t.Run("a kept pair is not in the tier", func(t *testing.T) {
		two := seg(2, "A: on řekl , že přijde zítra .", "B: on uvedl , že přijde zítra .", "C: on řekl , že přijde zítra .")
		res, err := Mine(context.Background(), []Segment{one, two}, an, strings.Fields, lcs, Options{Slot: &slot})
		require.NoError(t, err)
		assert.Len(t, res.Evidence, 1)
		assert.Empty(t, res.Slot)
	})
	t.Run("source agreement", func(t *testing.T) {
		agree := func(src []lemma.Token) Supporter {
			if hasForm(src, "said") {
				return supports{{"uvést", "říci"}: true}
			}
			return supports{}
		}
		strict := slot
		strict.MinAgreed = 1
		one.Source = "the minister stated he would come ."
		res, err := Mine(context.Background(), []Segment{one}, an, strings.Fields, lcs, Options{Slot: &strict, Agree: agree})
		require.NoError(t, err)
		assert.Empty(t, res.Slot)
		one.Source = "the minister said he would come ."
		res, err = Mine(context.Background(), []Segment{one}, an, strings.Fields, lcs, Options{Slot: &strict, Agree: agree})
		require.NoError(t, err)
		require.Len(t, res.Slot, 1)
		assert.Equal(t, 1, res.Slot[0].Agreed)
	})
	assert.Equal(t, "slot-seg1-side2-pos0.80-morph0.00-agree0.00", DefaultSlot.String())
}
