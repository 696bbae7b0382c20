package lemma_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
)

// echo analyses every word as a NOUN with itself as lemma.
type echo struct{ drop bool }

func (e echo) Analyze(forms []string) []lemma.Token {
	out := make([]lemma.Token, 0, len(forms))
	for _, f := range forms {
		out = append(out, lemma.Token{Form: f, Lemma: f, POS: "NOUN", Feats: lemma.Feats{"Number": "Sing"}})
	}
	if e.drop && len(out) > 0 {
		out = out[:len(out)-1]
	}
	return out
}

const gold = "# text = cats sleep\n" +
	"1\tcats\tcat\tNOUN\t_\tNumber=Plur\t2\tnsubj\t_\t_\n" +
	"2\tsleep\tsleep\tVERB\t_\tMood=Ind\t0\troot\t_\t_\n\n" +
	"1\tdog\tdog\tNOUN\t_\tNumber=Sing\t0\troot\t_\t_\n\n"

func TestEvaluate(t *testing.T) {
	s, err := lemma.Evaluate(echo{}, data.NewCoNLLUReader(strings.NewReader(gold), "gold.conllu"))
	require.NoError(t, err)
	assert.Equal(t, 3, s.Tokens)
	assert.InDelta(t, 2.0/3, s.Lemma, 1e-12)                // sleep, dog
	assert.InDelta(t, 2.0/3, s.UPOS, 1e-12)                 // cats, dog
	assert.InDelta(t, 1.0/3, s.Feats, 1e-12)                // dog
	assert.InDelta(t, 1.0/3, s.PerFeature["Number"], 1e-12) // gold or predicted has Number: 3 words, dog right
}

func TestEvaluateErrors(t *testing.T) {
	_, err := lemma.Evaluate(echo{drop: true}, data.NewCoNLLUReader(strings.NewReader(gold), "gold.conllu"))
	assert.ErrorContains(t, err, "gold.conllu:2: analyzer returned 1 tokens for a sentence of 2")

	bad := "1\tdog\tdog\tNOUN\t_\tNumber\t0\troot\t_\t_\n\n"
	_, err = lemma.Evaluate(echo{}, data.NewCoNLLUReader(strings.NewReader(bad), "bad.conllu"))
	assert.ErrorContains(t, err, "bad.conllu:1")

	// Issue 16, defect 5c: the line of the bad word, not the sentence's first.
	bad = "# text = a b c\n1\ta\ta\tNOUN\t_\t_\t0\troot\t_\t_\n2\tb\tb\tNOUN\t_\t_\t1\tdep\t_\t_\n3\tc\tc\tNOUN\t_\tCase\t1\tdep\t_\t_\n\n"
	_, err = lemma.Evaluate(echo{}, data.NewCoNLLUReader(strings.NewReader(bad), "bad.conllu"))
	assert.ErrorContains(t, err, "bad.conllu:4: word 3:")

	_, err = lemma.Evaluate(echo{}, data.NewCoNLLUReader(strings.NewReader(""), "empty.conllu"))
	assert.Error(t, err)
}

func TestFeatsWith(t *testing.T) {
	f := lemma.Feats{"Case": "Nom", "Number": "Sing"}
	g := f.With("Case", "Acc", "Number", "", "Gender", "Fem")
	assert.Equal(t, lemma.Feats{"Case": "Acc", "Gender": "Fem"}, g)
	assert.Equal(t, lemma.Feats{"Case": "Nom", "Number": "Sing"}, f, "the receiver is not changed")
	assert.Equal(t, lemma.Feats{"Person": "3"}, lemma.Feats(nil).With("Person", "3"))
}
