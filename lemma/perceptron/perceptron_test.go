package perceptron

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/lemma/cs"
	"github.com/parmesan-mt/parmesan/lemma/lemmatest"
)

func readConllu(t testing.TB, path string) []*data.CoNLLUSentence {
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	r := data.NewCoNLLUReader(f, path)
	var out []*data.CoNLLUSentence
	for {
		s, err := r.Next()
		if errors.Is(err, io.EOF) {
			return out
		}
		require.NoError(t, err)
		out = append(out, s)
	}
}

func TestEditScripts(t *testing.T) {
	for _, c := range [][2]string{{"children", "child"}, {"polohou", "poloha"}, {"Praze", "Praha"}, {"went", "go"}} {
		assert.Equal(t, c[1], applyScript(c[0], editScript(c[0], c[1])), c[0])
	}
}

func TestTrainSmall(t *testing.T) {
	s := []*data.CoNLLUSentence{{Words: []data.CoNLLUWord{{Form: "The", Lemma: "the", UPOS: "DET"}, {Form: "cats", Lemma: "cat", UPOS: "NOUN", Feats: "Number=Plur"}, {Form: "sleep", Lemma: "sleep", UPOS: "VERB"}}}}
	m, err := Train(s, TrainOptions{Iterations: 3})
	require.NoError(t, err)
	got := m.Analyze([]string{"The", "cats", "sleep"})
	assert.Equal(t, "NOUN", got[1].POS)
	assert.Equal(t, "cat", got[1].Lemma)
	var buf bytes.Buffer
	require.NoError(t, m.Save(&buf))
	m2, err := Load(&buf)
	require.NoError(t, err)
	assert.Equal(t, got, m2.Analyze([]string{"The", "cats", "sleep"}))
	_, err = Load(bytes.NewReader([]byte("junk")))
	assert.Error(t, err)
}

// TestCzechTrained trains on every Czech UD file in ../shared except the
// PUD test set, with the system dictionary as a lexicon, and evaluates on
// UD Czech-PUD test. The model is not saved.
func TestCzechTrained(t *testing.T) {
	if testing.Short() {
		t.Skip("training is long; skipped with -short")
	}
	ud := filepath.Join("..", "..", "..", "shared", "ud")
	pud := filepath.Join(ud, "UD_Czech-PUD", "cs_pud-ud-test.conllu")
	if _, err := os.Stat(pud); err != nil {
		t.Skip("UD Czech treebanks not found under ../shared/ud")
	}
	files, _ := filepath.Glob(filepath.Join(ud, "UD_Czech-*", "*.conllu"))
	var train []*data.CoNLLUSentence
	for _, f := range files {
		if filepath.Base(f) == filepath.Base(pud) {
			continue
		}
		train = append(train, readConllu(t, f)...)
	}
	opt := TrainOptions{Iterations: 5}
	if c, err := cs.New(); err == nil {
		opt.Lexicon = c
	}
	start := time.Now()
	m, err := Train(train, opt)
	require.NoError(t, err)
	took := time.Since(start)
	f, _ := os.Open(pud)
	defer f.Close()
	s, err := lemma.Evaluate(m, data.NewCoNLLUReader(f, pud))
	require.NoError(t, err)
	t.Logf("trained on %d sentences in %v (lexicon: %v); PUD: lemma %.4f, UPOS %.4f, feats %.4f, per feature %v",
		len(train), took.Round(time.Second), opt.Lexicon != nil, s.Lemma, s.UPOS, s.Feats, s.PerFeature)
	if opt.Lexicon == nil {
		// Without hunspell-cs the model learns lemmas from the treebanks
		// alone (measured: lemma 0.902, UPOS 0.934); the issue targets
		// assume the dictionary.
		t.Log("hunspell-cs is not installed (apt-get install hunspell-cs): checking the floors of a model without lexicon")
		assert.GreaterOrEqual(t, s.UPOS, 0.92)
		assert.GreaterOrEqual(t, s.Lemma, 0.89)
		return
	}
	// Issue targets 0.92 for both; floors pin the measured 0.953 UPOS, 0.946 lemma.
	assert.GreaterOrEqual(t, s.UPOS, 0.94)
	assert.GreaterOrEqual(t, s.Lemma, 0.93)
}

// FuzzAnalyze runs the lemmatest checks on a model trained from a few
// hand-written sentences.
func FuzzAnalyze(f *testing.F) {
	const text = "1\tThe\tthe\tDET\t_\t_\t2\tdet\t_\t_\n2\tcats\tcat\tNOUN\t_\tNumber=Plur\t3\tnsubj\t_\t_\n3\tslept\tsleep\tVERB\t_\t_\t0\troot\t_\t_\n\n" +
		"1\tA\ta\tDET\t_\t_\t2\tdet\t_\t_\n2\tdog\tdog\tNOUN\t_\tNumber=Sing\t3\tnsubj\t_\t_\n3\tbarks\tbark\tVERB\t_\t_\t0\troot\t_\t_\n\n"
	r := data.NewCoNLLUReader(strings.NewReader(text), "tiny")
	var sents []*data.CoNLLUSentence
	for {
		s, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		require.NoError(f, err)
		sents = append(sents, s)
	}
	m, err := Train(sents, TrainOptions{Iterations: 2})
	require.NoError(f, err)
	lemmatest.Fuzz(f, m, nil, "The dogs barked", "", "  x  ", "Ünïcödé wörds")
}
