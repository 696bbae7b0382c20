package ter_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/ter"
)

func TestTokenize(t *testing.T) {
	for _, tc := range []struct {
		name string
		o    ter.Options
		in   string
		want []string
	}{
		{"default lower-cases and splits", ter.Options{}, "A B C D.", []string{"a", "b", "c", "d."}},
		{"trailing whitespace", ter.Options{}, "a b\u3000\t ", []string{"a", "b"}},
		{"empty", ter.Options{}, "", nil},
		{"case-sensitive", ter.Options{CaseSensitive: true}, "A b", []string{"A", "b"}},
		{"no-punct", ter.Options{NoPunct: true}, "A ; B ) C : D.", []string{"a", "b", "c", "d"}},
		{"no-punct keeps other symbols", ter.Options{NoPunct: true}, "a-b 'c' 5%", []string{"a-b", "'c'", "5%"}},
		{"normalized brackets", ter.Options{Normalized: true}, "a b (c) d.", []string{"a", "b", "(", "c", ")", "d", "."}},
		{"normalized possessive", ter.Options{Normalized: true}, "Jim's car.", []string{"jim", "'s", "car", "."}},
		// sacrebleu 2.6.0 splits a possessive before a comma (see normalizeWestern)
		{"normalized possessive before comma", ter.Options{Normalized: true}, "the men's, where", []string{"the", "men", "'s", ",", "where"}},
		{"normalized decimal kept", ter.Options{Normalized: true}, "4.2", []string{"4.2"}},
		{"normalized thousands and periods", ter.Options{Normalized: true}, "1,000. x,y", []string{"1,000", ".", "x", ",", "y"}},
		{"normalized dash after digit", ter.Options{Normalized: true}, "34-year-old", []string{"34", "-", "year-old"}},
		{"normalized entities", ter.Options{Normalized: true}, "a &amp; b &quot;c&quot; &lt;d&gt;", []string{"a", "&", "b", "\"", "c", "\"", "<", "d", ">"}},
		{"normalized line break hyphenation", ter.Options{Normalized: true}, "inter\n-national\nlaw", []string{"international", "law"}},
		{"asian without normalization does nothing", ter.Options{AsianSupport: true}, "美众院公布", []string{"美众院公布"}},
		{"asian normalized splits ideographs", ter.Options{Normalized: true, AsianSupport: true}, "美众院公布对特", []string{"美", "众", "院", "公", "布", "对", "特"}},
		// kana stays joined unless next to an ideograph (sacrebleu's own test case)
		{"asian normalized kana", ter.Options{Normalized: true, AsianSupport: true}, "りの拳銃を持", []string{"りの", "拳", "銃", "を", "持"}},
		{"asian no-punct", ter.Options{NoPunct: true, AsianSupport: true}, "你好，世界。", []string{"你好世界"}},
		{"final sigma", ter.Options{}, "ΟΔΟΣ", []string{"οδος"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, ter.Tokenize(tc.in, tc.o))
		})
	}
}

func TestStats(t *testing.T) {
	m := ter.New(ter.Options{})
	for _, tc := range []struct {
		name       string
		hyp        string
		refs       []string
		edits, len float64
	}{
		{"one reference", "the cat sat", []string{"the cat sat down"}, 1, 4},
		// best edits over the references (0 against the second), average
		// length (4 + 3) / 2
		{"best of two references", "the cat sat", []string{"the cat sat down", "The cat sat"}, 0, 3.5},
		// an empty reference is skipped, as sacrebleu skips it
		{"empty reference skipped", "a b", []string{"", "a c"}, 1, 2},
		{"empty hypothesis", "", []string{"a b c"}, 3, 3},
		{"punctuation is a word by default", "a b", []string{"!!!"}, 2, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := m.Stats(tc.hyp, tc.refs)
			require.NoError(t, err)
			assert.Equal(t, metric.Stats{tc.edits, tc.len}, s)
		})
	}
	t.Run("reference without words", func(t *testing.T) {
		// with --ter-no-punct "!!!" has no words: every hypothesis word is
		// an edit and the length is 0 (sacrebleu's special case)
		s, err := ter.New(ter.Options{NoPunct: true}).Stats("a b", []string{"!!!"})
		require.NoError(t, err)
		assert.Equal(t, metric.Stats{2, 0}, s)
	})
	t.Run("no reference", func(t *testing.T) {
		_, err := m.Stats("a", []string{"", " \t"})
		assert.True(t, errors.Is(err, ter.ErrNoReference), "%v", err)
		_, err = m.Stats("a", nil)
		assert.True(t, errors.Is(err, ter.ErrNoReference), "%v", err)
	})
}

func TestScore(t *testing.T) {
	m := ter.New(ter.Options{})
	for _, tc := range []struct {
		name  string
		stats metric.Stats
		want  float64
	}{
		{"ratio", metric.Stats{1, 4}, 25},
		{"more edits than words", metric.Stats{6, 4}, 150},
		{"perfect", metric.Stats{0, 7}, 0},
		{"empty reference, non-empty hypothesis", metric.Stats{3, 0}, 100},
		{"both empty", metric.Stats{0, 0}, 0},
		{"no statistics", nil, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, m.Corpus(tc.stats).Score)
			assert.Equal(t, tc.want, m.Sentence(tc.stats).Score)
		})
	}
	t.Run("corpus sums segments", func(t *testing.T) {
		agg := metric.Aggregate(m, []metric.Stats{{1, 4}, {0, 3.5}, {2, 2.5}})
		assert.Equal(t, metric.Stats{3, 10}, agg)
		assert.Equal(t, 30.0, m.Corpus(agg).Score)
	})
}

func TestSignature(t *testing.T) {
	for _, tc := range []struct {
		o           ter.Options
		long, short string
	}{
		{ter.Options{}, "ter|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0",
			"ter|#:1|c:lc|t:tercom|nr:no|pn:yes|as:no|v:2.6.0"},
		{ter.Options{CaseSensitive: true, Normalized: true, NoPunct: true, AsianSupport: true, NRefs: 2},
			"ter|nrefs:2|case:mixed|tok:tercom|norm:yes|punct:no|asian:yes|version:2.6.0",
			"ter|#:2|c:mixed|t:tercom|nr:yes|pn:no|as:yes|v:2.6.0"},
		{ter.Options{NRefs: -1}, "ter|nrefs:var|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0",
			"ter|#:var|c:lc|t:tercom|nr:no|pn:yes|as:no|v:2.6.0"},
	} {
		m := ter.New(tc.o)
		assert.Equal(t, tc.long, m.Signature().String())
		assert.Equal(t, tc.short, m.Signature().Short())
	}
}

// A non-default shift-search budget changes the score of a segment over
// it (scored without block shifts), so the signature names it, as
// Meteor's does (budget:N, or none), while the default budget, given or
// not, keeps sacrebleu's signature.
func TestSignatureBudget(t *testing.T) {
	def := "ter|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0"
	for _, tc := range []struct {
		budget      int
		long, short string
	}{
		{0, def, "ter|#:1|c:lc|t:tercom|nr:no|pn:yes|as:no|v:2.6.0"},
		{ter.DefaultMaxSegmentTokens, def, "ter|#:1|c:lc|t:tercom|nr:no|pn:yes|as:no|v:2.6.0"},
		{3, "ter|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|budget:3|version:2.6.0",
			"ter|#:1|c:lc|t:tercom|nr:no|pn:yes|as:no|bu:3|v:2.6.0"},
		{ter.NoSegmentLimit, "ter|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|budget:none|version:2.6.0",
			"ter|#:1|c:lc|t:tercom|nr:no|pn:yes|as:no|bu:none|v:2.6.0"},
	} {
		m := ter.New(ter.Options{MaxSegmentTokens: tc.budget})
		assert.Equal(t, tc.long, m.Signature().String(), "budget %d", tc.budget)
		assert.Equal(t, tc.short, m.Signature().Short(), "budget %d", tc.budget)
	}
	// sacrebleu's signature: unchanged without a budget (sacrebleu's own
	// search), naming a budget no sacrebleu setting gives.
	sacre := "nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0"
	assert.Equal(t, sacre, ter.New(ter.Options{}).Signature().Sacre(false))
	assert.Equal(t, sacre, ter.New(ter.Options{MaxSegmentTokens: ter.NoSegmentLimit}).Signature().Sacre(false))
	assert.Equal(t, "nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|budget:3|version:2.6.0",
		ter.New(ter.Options{MaxSegmentTokens: 3}).Signature().Sacre(false))
	// Two budgets that score a segment differently sign differently.
	small, full := ter.New(ter.Options{MaxSegmentTokens: 3}), ter.New(ter.Options{MaxSegmentTokens: ter.NoSegmentLimit})
	a, err := small.Stats("b c d a", []string{"a b c d"})
	require.NoError(t, err)
	b, err := full.Stats("b c d a", []string{"a b c d"})
	require.NoError(t, err)
	require.NotEqual(t, a, b, "the budget changes this segment's score")
	assert.NotEqual(t, small.Signature().String(), full.Signature().String())
}

func TestRegistry(t *testing.T) {
	for _, opts := range []any{nil, ter.Options{NoPunct: true}, &ter.Options{NoPunct: true}} {
		m, err := metric.New(ter.Name, opts)
		require.NoError(t, err)
		assert.Equal(t, "ter", m.Name())
		assert.False(t, m.HigherIsBetter())
	}
	_, err := metric.New(ter.Name, 3)
	assert.Error(t, err)
}

func TestStatsAll(t *testing.T) {
	m := ter.New(ter.Options{})
	hyps := []string{"a b c", "x y", "c b a"}
	refs := [][]string{{"a b c"}, {"x z"}, {"a b c"}}
	for _, workers := range []int{1, 2, 8} {
		segs, err := ter.StatsAll(m, hyps, refs, workers)
		require.NoError(t, err)
		// c b a → a b c: two substitutions beat any single shift saving
		assert.Equal(t, []metric.Stats{{0, 3}, {1, 2}, {2, 3}}, segs)
	}
	_, err := ter.StatsAll(m, hyps, refs[:2], 1)
	assert.Error(t, err)
	_, err = ter.StatsAll(m, []string{"a", "b"}, [][]string{{"a"}, {""}}, 2)
	assert.ErrorIs(t, err, ter.ErrNoReference)
	assert.ErrorContains(t, err, "segment 2")
}
