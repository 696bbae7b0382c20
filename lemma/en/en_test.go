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

// TestFiniteVerbs checks the readings of issue 10, item 10: an -s verb
// after a singular subject is not a plural noun (a rewriter would put
// "objectives" for "aims"), and a sentence-initial past form is a finite
// verb unless it opens a participle clause. Only the marked word is
// compared, as lemma/UPOS/VerbForm.
func TestFiniteVerbs(t *testing.T) {
	e, err := New()
	require.NoError(t, err)
	for _, c := range []struct {
		sent string
		at   int
		want string
	}{
		// -s verbs after a singular subject (the first two the tagger
		// already reads right; the others it read as plural nouns)
		{"The plan aims to cut costs .", 2, "aim/VERB/Fin"},
		{"The company advances its schedule .", 2, "advance/VERB/Fin"},
		{"The EU aims to cut emissions by half .", 2, "aim/VERB/Fin"},
		{"Technology advances quickly .", 1, "advance/VERB/Fin"},
		{"Science advances slowly .", 1, "advance/VERB/Fin"},
		// ... and the plural nouns they must stay
		{"Our aims are clear .", 1, "aim/NOUN/"},
		{"The cash advances were repaid in May .", 2, "advance/NOUN/"},
		{"He listed the travel advances to the board .", 4, "advance/NOUN/"},
		// sentence-initial past tense with its subject left out
		{"Walked home , then slept .", 0, "walk/VERB/Fin"},
		{"Spoke to the manager yesterday about the delay .", 0, "speak/VERB/Fin"},
		{"Went to the store and bought milk .", 0, "go/VERB/Fin"},
		{"Called the bank this morning .", 0, "call/VERB/Fin"},
		{"Worked there for ten years .", 0, "work/VERB/Fin"},
		// ... and participles
		{"Arrived late , he missed the talk .", 0, "arrive/VERB/Part"},
		{"Based on the survey , the firm raised prices .", 0, "base/VERB/Part"},
		{"Posted by the editor", 0, "post/VERB/Part"},
		{"Attached is the new schedule .", 0, "attach/VERB/Part"},
	} {
		t.Run(c.sent, func(t *testing.T) {
			toks := e.Analyze(strings.Fields(c.sent))
			x := toks[c.at]
			assert.Equal(t, c.want, x.Lemma+"/"+x.POS+"/"+x.Feats["VerbForm"], "word %d", c.at)
		})
	}
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
		// irregular verbs irregularVerbs does not list, from WordNet's
		// exception list (WMT22 de-en 722: not *overtaked).
		{"overtake", "VERB", "Mood=Ind|Tense=Past|VerbForm=Fin", "overtook"},
		{"overtake", "VERB", "Tense=Past|VerbForm=Part", "overtaken"},
		{"stick", "VERB", "Mood=Ind|Tense=Past|VerbForm=Fin", "stuck"},
		{"learn", "VERB", "Mood=Ind|Tense=Past|VerbForm=Fin", "learned"},
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
	// Issue targets: UPOS 0.90, lemma 0.95 (measured 0.9234, 0.9580;
	// 0.9162, 0.9570 before possibleTags; the rules were developed on the
	// dev set, never on this one).
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

// TestEWTDev pins UPOS on the UD English-EWT dev set, where the tagging
// rules are developed: 0.9194 before possibleTags (WordNet-impossible
// tags replaced), 0.9268 with it.
func TestEWTDev(t *testing.T) {
	path := filepath.Join("..", "..", "..", "shared", "ud", "UD_English-EWT", "en_ewt-ud-dev.conllu")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("UD English-EWT dev set not found at %s: %v", path, err)
	}
	defer f.Close()
	e, err := New()
	require.NoError(t, err)
	s, err := lemma.Evaluate(e, data.NewCoNLLUReader(f, path))
	require.NoError(t, err)
	t.Logf("EWT dev: %d tokens, lemma %.4f, UPOS %.4f, feats %.4f", s.Tokens, s.Lemma, s.UPOS, s.Feats)
	assert.GreaterOrEqual(t, s.UPOS, 0.925)
	assert.GreaterOrEqual(t, s.Lemma, 0.962)
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

// TestLemma pins the out-of-context lemma the Lemma module matches on
// (expectations written from WordNet's morphology, not from the output).
func TestLemma(t *testing.T) {
	e, err := New()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ word, want string }{
		{"children", "child"}, {"Houses", "house"}, {"running", "run"}, {"went", "go"},
		{"mice", "mouse"}, {"better", "good"}, {"the", "the"}, {"xyzzyq", "xyzzyq"},
	} {
		if got := e.Lemma(c.word); got != c.want {
			t.Errorf("Lemma(%q) = %q, want %q", c.word, got, c.want)
		}
	}
	if fp := e.Fingerprint(); !strings.HasPrefix(fp, "wordnet-en#") || !strings.HasSuffix(fp, "+prose-v3") {
		t.Errorf("Fingerprint() = %q", fp)
	}
	if fp := e.LemmaFingerprint(); strings.Contains(fp, "prose") {
		t.Errorf("LemmaFingerprint() = %q names the tagger, which Lemma does not use", fp)
	}
}
