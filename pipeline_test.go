package parmesan

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/internal/pool"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/meteor"
)

// TestRewriteEnglish is the English counterpart of Parmesan's Figure 1:
// the reference word is replaced by the hypothesis synonym (WordNet), and
// the article the replacement broke is repaired.
func TestRewriteEnglish(t *testing.T) {
	ro, err := NewRewriteOptions(RewriteConfig{Lang: "en"})
	require.NoError(t, err)
	ev, err := NewEvaluator(Options{Rewrite: ro, Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}})
	require.NoError(t, err)
	refs, err := ev.PrepareReferences([][]string{{"He bought an automobile yesterday .", "The automobile is fast ."}})
	require.NoError(t, err)
	out, err := ev.RewriteCorpus([]string{"Yesterday he bought a car .", "The car is fast ."}, refs)
	require.NoError(t, err)
	assert.Equal(t, "He bought a car yesterday .", out[0][0].Text)
	assert.Equal(t, "He bought an car yesterday .", out[0][0].Unfixed)
	require.Len(t, out[0][0].Edits, 1)
	assert.Equal(t, "en-a-an", out[0][0].Edits[0].Rule)
	assert.Equal(t, "The car is fast .", out[1][0].Text)

	// Scoring against the rewritten references: exact match now credits
	// the synonym, and the signature records the rewrite.
	sys, err := ev.ScoreSystem("s", []string{"Yesterday he bought a car .", "The car is fast ."}, refs)
	require.NoError(t, err)
	plain, err := NewEvaluator(Options{Meteor: meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}})
	require.NoError(t, err)
	prefs, err := plain.PrepareReferences([][]string{{"He bought an automobile yesterday .", "The automobile is fast ."}})
	require.NoError(t, err)
	base, err := plain.ScoreSystem("s", []string{"Yesterday he bought a car .", "The car is fast ."}, prefs)
	require.NoError(t, err)
	assert.Greater(t, sys.Corpus.Score, base.Corpus.Score)
	assert.Equal(t, 1.0, sys.Metrics[1].Score)
	sig := ev.Signature(1).String()
	assert.True(t, strings.HasPrefix(sig, "parmesan|"), sig)
	assert.Contains(t, sig, "|rewrite:lang=en,src=wordnet,fix=yes|")
}

// TestFigure1Czech reproduces Parmesan's Figure 1 with the system Czech
// resources: mythes-cs links poloha and místo, hunspell-cs knows their
// genders, and the predicate adjective is repaired.
func TestFigure1Czech(t *testing.T) {
	ro, err := NewRewriteOptions(RewriteConfig{Lang: "cs"})
	if err != nil {
		t.Skipf("Czech system dictionaries not installed (apt-get install hunspell-cs mythes-cs): %v", err)
	}
	ev, err := NewEvaluator(Options{Rewrite: ro, Meteor: meteor.Config{Language: "cz", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}})
	require.NoError(t, err)
	refs, err := ev.PrepareReferences([][]string{{"Už poloha je klasická ."}})
	require.NoError(t, err)
	out, err := ev.RewriteCorpus([]string{"Samotné místo je klasické ."}, refs)
	require.NoError(t, err)
	assert.Equal(t, "Už místo je klasická .", out[0][0].Unfixed)
	assert.Equal(t, "Už místo je klasické .", out[0][0].Text)
}

// explosive is an analyzer with a bug: it panics on the word "boom".
type explosive struct{ lemma.Language }

func (x explosive) Analyze(toks []string) []lemma.Token {
	for _, t := range toks {
		if t == "boom" {
			panic("explosive: boom")
		}
	}
	return x.Language.Analyze(toks)
}

// TestWorkerPanicIsAnError injects a panic into a rewrite worker: the
// caller gets an error (from every entry point), not a crashed process.
func TestWorkerPanicIsAnError(t *testing.T) {
	ro, err := NewRewriteOptions(RewriteConfig{Lang: "en", NoFix: true})
	require.NoError(t, err)
	ro.Language = explosive{ro.Language}
	for _, workers := range []int{1, 4} {
		ev, err := NewEvaluator(Options{Rewrite: ro, Workers: workers, Meteor: meteor.Config{Language: "en", Modules: []meteor.Module{meteor.Exact}}})
		require.NoError(t, err)
		_, err = ev.PrepareReferences([][]string{{"a b", "boom c", "d"}})
		var pe *pool.PanicError
		require.ErrorAs(t, err, &pe, "references, workers %d", workers)
		assert.Contains(t, err.Error(), "explosive: boom")
		refs, err := ev.PrepareReferences([][]string{{"a b", "c", "d"}})
		require.NoError(t, err)
		_, err = ev.ScoreSystem("s", []string{"a", "boom", "d"}, refs)
		require.ErrorAs(t, err, &pe, "scoring, workers %d", workers)
		_, err = ev.RewriteCorpus([]string{"a", "b", "boom"}, refs)
		require.ErrorAs(t, err, &pe, "rewriting, workers %d", workers)
	}
}
