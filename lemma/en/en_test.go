package en

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/lemma/lemmatest"
)

func TestAnalyze(t *testing.T) {
	e, err := New()
	require.NoError(t, err)
	toks := e.Analyze(strings.Fields("The children were running to the houses ."))
	got := make([]string, len(toks))
	for i, x := range toks {
		got[i] = x.Lemma + "/" + x.POS
	}
	assert.Equal(t, "the/DET child/NOUN be/AUX run/VERB to/ADP the/DET house/NOUN ./PUNCT", strings.Join(got, " "))
	assert.Equal(t, "Plur", toks[1].Feats["Number"])
}

// TestContextRules checks each UD convention the context rules encode,
// one sentence per rule; only the marked word is compared.
func TestContextRules(t *testing.T) {
	e, err := New()
	require.NoError(t, err)
	for _, c := range []struct {
		sent string
		at   int
		want string // lemma/UPOS
	}{
		{"Do you know him ?", 0, "do/AUX"},
		{"I do it every day .", 1, "do/VERB"},
		{"There is a painting on the wall .", 1, "be/VERB"},
		{"It is a painting .", 1, "be/AUX"},
		{"the fees that they charge", 2, "that/PRON"},
		{"He said that the group left .", 2, "that/SCONJ"},
		{"That is true .", 0, "that/PRON"},
		{"responsible for protecting his clan", 1, "for/SCONJ"},
		{"I did all of the work .", 2, "all/DET"},
		{"it s a good day", 1, "be/AUX"},
		{"Please call me .", 0, "please/INTJ"},
		{"see you :)", 2, ":)/SYM"},
		{"A & B", 1, "&/CCONJ"},
		{"about 5,000 people", 1, "5000/NUM"},
		{"They came later .", 2, "late/ADV"},
		{"Great service and awesome prices .", 0, "great/ADJ"},
		{"Hope you are well .", 0, "hope/VERB"},
		{"Vince", 0, "Vince/PROPN"},
		{"NASA launched the shuttle .", 0, "NASA/PROPN"},
		{"The Iraqis voted .", 1, "Iraqi/PROPN"},
		{"I LOVE THIS PLACE SO MUCH", 3, "place/NOUN"},
		{"it ’s fine", 1, "be/AUX"},
		{"Don 't stop", 0, "do/AUX"},
		{"Don 't stop", 1, "not/PART"},
		{"When installing the game , reboot .", 1, "install/VERB"},
		{"It was installed yesterday .", 2, "install/VERB"},
	} {
		t.Run(c.sent, func(t *testing.T) {
			toks := e.Analyze(strings.Fields(c.sent))
			got := toks[c.at].Lemma + "/" + toks[c.at].POS
			assert.Equal(t, c.want, got, "word %d", c.at)
			assert.Equal(t, strings.Fields(c.sent)[c.at], toks[c.at].Form)
		})
	}
	assert.Empty(t, e.Analyze(nil))
}

func TestGenerate(t *testing.T) {
	e, err := New()
	require.NoError(t, err)
	for _, c := range []struct {
		lem, pos, feats, want string
	}{
		{"child", "NOUN", "Number=Plur", "children"},
		{"house", "NOUN", "Number=Plur", "houses"},
		{"city", "NOUN", "Number=Plur", "cities"},
		{"go", "VERB", "Mood=Ind|Tense=Past|VerbForm=Fin", "went"},
		{"stop", "VERB", "Mood=Ind|Tense=Past|VerbForm=Fin", "stopped"},
		{"walk", "VERB", "Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin", "walks"},
		{"make", "VERB", "VerbForm=Ger", "making"},
		{"submit", "VERB", "Mood=Ind|Tense=Past|VerbForm=Fin", "submitted"},
		{"transfer", "VERB", "Mood=Ind|Tense=Past|VerbForm=Fin", "transferred"},
		{"occur", "VERB", "VerbForm=Ger", "occurring"},
		{"control", "VERB", "Mood=Ind|Tense=Past|VerbForm=Fin", "controlled"},
		{"quit", "VERB", "Mood=Ind|Tense=Past|VerbForm=Fin", "quit"},
		{"quiz", "VERB", "VerbForm=Ger", "quizzing"},
		{"offer", "VERB", "Mood=Ind|Tense=Past|VerbForm=Fin", "offered"},
		{"limit", "VERB", "Mood=Ind|Tense=Past|VerbForm=Fin", "limited"},
		{"big", "ADJ", "Degree=Cmp", "bigger"},
		{"good", "ADJ", "Degree=Sup", "best"},
		{"be", "AUX", "Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin", "is"},
	} {
		f, _ := lemma.ParseFeats(c.feats)
		assert.Contains(t, e.Generate(c.lem, c.pos, f), c.want, "%s %s %s", c.lem, c.pos, c.feats)
	}
}

// TestEWT measures lemma, UPOS and feature accuracy on the UD English-EWT
// test set, and generation coverage.
func TestEWT(t *testing.T) {
	path := filepath.Join("..", "..", "..", "shared", "ud", "UD_English-EWT", "en_ewt-ud-test.conllu")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("UD English-EWT test set not found at %s: %v", path, err)
	}
	defer f.Close()
	e, err := New()
	require.NoError(t, err)
	s, err := lemma.Evaluate(e, data.NewCoNLLUReader(f, path))
	require.NoError(t, err)
	t.Logf("EWT test: %d tokens, lemma %.4f (ci %.4f), UPOS %.4f, feats %.4f, per feature %v", s.Tokens, s.Lemma, s.LemmaCI, s.UPOS, s.Feats, s.PerFeature)
	// Issue targets: UPOS 0.90, lemma 0.95 (measured 0.916, 0.957; the
	// rules were developed on the dev set, never on this one).
	assert.GreaterOrEqual(t, s.UPOS, 0.90)
	assert.GreaterOrEqual(t, s.Lemma, 0.95)

	// Generation: the attested form is among the generated ones.
	f2, _ := os.Open(path)
	defer f2.Close()
	r := data.NewCoNLLUReader(f2, path)
	ok, n := 0, 0
	for {
		sent, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		require.NoError(t, err)
		for _, w := range sent.Words {
			switch w.UPOS {
			case "NOUN", "ADJ", "DET", "PRON", "VERB":
			default:
				continue
			}
			if !e.Known(w.Lemma) {
				continue
			}
			fe, _ := lemma.ParseFeats(w.Feats)
			n++
			for _, g := range e.Generate(w.Lemma, w.UPOS, fe) {
				if strings.EqualFold(g, w.Form) {
					ok++
					break
				}
			}
		}
	}
	rate := float64(ok) / float64(n)
	t.Logf("generation: %d of %d attested forms generated (%.4f)", ok, n, rate)
	assert.GreaterOrEqual(t, rate, 0.90)
}

func BenchmarkAnalyze(b *testing.B) {
	e, err := New()
	if err != nil {
		b.Fatal(err)
	}
	sent := strings.Fields("The committee approved the new budget on Tuesday evening after a long debate .")
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		e.Analyze(sent)
	}
	b.ReportMetric(float64(len(sent)*b.N)/b.Elapsed().Seconds(), "tokens/s")
}

// FuzzAnalyze runs the lemmatest checks on the English analyzer.
func FuzzAnalyze(f *testing.F) {
	e, err := New()
	if err != nil {
		f.Fatal(err)
	}
	lemmatest.Fuzz(f, e, e, "Do you know him ?", "it s NASA :)", "THE IRAQIS WERE THERE", "Don 't stop , 5,000 $", "’s  x")
}
