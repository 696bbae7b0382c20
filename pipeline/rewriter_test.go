package pipeline

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// TestRewriteEnglish: the English counterpart of Parmesan's Figure 1,
// through the value alone (no metric): automobile → car, and the article
// the substitution broke is repaired.
func TestRewriteEnglish(t *testing.T) {
	rw, err := New(Config{Lang: lang.English})
	require.NoError(t, err)
	p, err := rw.Prepare([][]string{{"He bought an automobile yesterday ."}, {"The automobile is fast ."}}, nil)
	require.NoError(t, err)
	assert.Equal(t, 2, p.Len())
	assert.Equal(t, 1, p.Count())
	assert.False(t, p.Grounded())
	out := rw.Rewrite("Yesterday he bought a car .", p, 0)
	require.Len(t, out, 1)
	assert.Equal(t, "He bought a car yesterday .", out[0].Text)
	assert.Equal(t, "He bought an car yesterday .", out[0].Unfixed)
	assert.Equal(t, []bool{false, false, true, true, false, false}, out[0].Marks(6), "the substituted word and the repaired article")
	all, err := rw.RewriteCorpus([]string{"Yesterday he bought a car .", "The car is fast ."}, p)
	require.NoError(t, err)
	assert.Equal(t, "The car is fast .", all[1][0].Text)
	assert.Equal(t, "lang=en,lemma=wordnet-en#"+data.EnglishWordNetHash()+"+prose-v3,src=wordnet#"+data.EnglishWordNetHash()+"+multi-en#"+multiEnHash()+relatedEnSig(t)+",fix=yes", rw.Settings())
	_, err = rw.RewriteCorpus([]string{"x"}, p)
	assert.Error(t, err, "one hypothesis for two segments")
}

// TestPrepareSources: grounding is part of preparation; a dictionary
// without sources is ErrNoSources, sources without a dictionary and a
// count mismatch are errors.
func TestPrepareSources(t *testing.T) {
	rw, err := New(Config{Lang: lang.English, NoFix: true})
	require.NoError(t, err)
	refs := [][]string{{"a cat"}, {"a dog"}}
	_, err = rw.Prepare(refs, []string{"x", "y"})
	assert.Error(t, err, "sources without a dictionary")
	g := *rw
	g.Dictionary = paraphrase.NewDictionary()
	_, err = g.Prepare(refs, nil)
	assert.True(t, errors.Is(err, ErrNoSources), "%v", err)
	_, err = g.Prepare(refs, []string{"x"})
	assert.ErrorContains(t, err, "1 source sentences but 2 reference segments")
	p, err := g.Prepare(refs, []string{"x", "y"})
	require.NoError(t, err)
	assert.True(t, p.Grounded())
}

// TestTokenizerInjected: the scorer's tokenizer splits references and
// hypotheses (here one that splits on '_').
func TestTokenizerInjected(t *testing.T) {
	rw, err := New(Config{Lang: lang.English, NoFix: true})
	require.NoError(t, err)
	split := rw.WithTokenizer(func(s string) []string { return strings.Split(s, "_") }, 1, nil)
	p, err := split.Prepare([][]string{{"the_automobile_is_fast"}}, nil)
	require.NoError(t, err)
	assert.Equal(t, "the car is fast", split.Rewrite("the_car_is_fast", p, 0)[0].Text)
	assert.Nil(t, rw.Tokenize, "WithTokenizer copies")
}

// TestEnglishCollocations: the English rewriter keeps WordNet's two-word
// expressions whole (WMT23 de-en: the reference's "Too bad ." was
// rewritten to *"Too sorry ." toward a hypothesis that said so, and
// "firing range" to *"fire range").
func TestEnglishCollocations(t *testing.T) {
	c, err := wordnetCollocations()
	require.NoError(t, err)
	for _, w := range []string{"too bad", "firing range", "military post", "police officer"} {
		assert.True(t, c[w], w)
	}
	assert.False(t, c["fire range"])
	rw, err := New(Config{Lang: lang.English})
	require.NoError(t, err)
	p, err := rw.Prepare([][]string{{"Too bad ."}, {"It is bad ."}}, nil)
	require.NoError(t, err)
	assert.Equal(t, "Too bad .", rw.Rewrite("Too sorry .", p, 0)[0].Text)
	assert.Equal(t, "It is sorry .", rw.Rewrite("It is sorry .", p, 1)[0].Text, "the pair outside the collocation")
}

// TestRewriterBuiltOnce: RewriteTokens builds the rewrite.Rewriter once
// for the hypotheses of one Prepared, and again when a field it is built
// from changes (an option, the guard, the lexicon), so that the change
// acts (TestSourceLicensedRewrite turns SourceLicensed off).
func TestRewriterBuiltOnce(t *testing.T) {
	rw, err := New(Config{Lang: lang.English, NoFix: true})
	require.NoError(t, err)
	g := *rw
	p, err := g.Prepare([][]string{{"He bought an automobile yesterday ."}}, nil)
	require.NoError(t, err)
	first := g.rewriterFor(p)
	assert.Same(t, first, g.rewriterFor(p), "nothing changed")
	assert.Equal(t, "He bought an car yesterday .", g.Rewrite("Yesterday he bought a car .", p, 0)[0].Text, "no fixer")
	assert.Same(t, first, p.built.Load().rw, "RewriteTokens used it")

	g.GroundedPairs = true
	second := g.rewriterFor(p)
	assert.NotSame(t, first, second, "an option changed")
	g.GroundedPairs = false
	assert.NotSame(t, second, g.rewriterFor(p), "and back")

	closed := map[string]bool{"automobile": true}
	for w := range g.Guard.Closed {
		closed[w] = true
	}
	before := g.rewriterFor(p)
	g.Guard.Closed = closed
	assert.NotSame(t, before, g.rewriterFor(p), "another guard map")
	assert.Equal(t, "He bought an automobile yesterday .", g.Rewrite("Yesterday he bought a car .", p, 0)[0].Text, "the new guard acts")

	before = g.rewriterFor(p)
	g.Lexicon = nil
	assert.NotSame(t, before, g.rewriterFor(p), "another lexicon")
}

// TestFlatten: flatten gives rewrite.Flatten's words, copying only when
// there is something to flatten (an empty token, a phrase's words in
// one token).
func TestFlatten(t *testing.T) {
	for _, toks := range [][]string{
		nil, {}, {"a", "b"}, {"a\tb", "c"}, {"a", ""}, {"two words", "", "c"}, {" x ", "y"}, {""},
	} {
		assert.Equal(t, rewrite.Flatten(toks), flatten(toks), "%q", toks)
	}
	plain := []string{"a", "b"}
	assert.Same(t, &plain[0], &flatten(plain)[0], "nothing to flatten: no copy")
}
