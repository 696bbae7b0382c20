package cs

import (
	"bufio"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/lemma/lemmatest"
)

func czech(t testing.TB) *Czech {
	t.Helper()
	c, err := New()
	if err != nil {
		t.Skipf("Czech dictionary not installed: %v", err)
	}
	return c
}

func TestFigure1Analysis(t *testing.T) {
	c := czech(t)
	toks := c.Analyze(strings.Fields("Už poloha je klasická ."))
	assert.Equal(t, "poloha", toks[1].Lemma)
	assert.Equal(t, "NOUN", toks[1].POS)
	assert.Equal(t, lemma.Feats{"Case": "Nom", "Gender": "Fem", "Number": "Sing", "Polarity": "Pos"}, toks[1].Feats)
	assert.Equal(t, "klasický", toks[3].Lemma)
	assert.Equal(t, "ADJ", toks[3].POS)
	assert.Equal(t, "Fem", toks[3].Feats["Gender"])
	assert.Equal(t, "Sing", toks[3].Feats["Number"])
	assert.Equal(t, "Nom", toks[3].Feats["Case"])
	m := c.Analyze([]string{"místo"})
	assert.Equal(t, "NOUN", m[0].POS)
	assert.Equal(t, "Neut", m[0].Feats["Gender"])
	assert.Equal(t, []string{"klasické"}, c.Generate("klasický", "ADJ", lemma.Feats{"Case": "Nom", "Gender": "Neut", "Number": "Sing"}))
}

// TestSegmentOfSentences: a segment holding two sentences is tagged as
// two clauses; the subject seen in the first does not make the second
// sentence's subject an object.
func TestSegmentOfSentences(t *testing.T) {
	c := czech(t)
	toks := c.Analyze(strings.Fields("Řekla , že toho muže viděla . Auta byla nová ."))
	assert.Equal(t, "Nom", toks[7].Feats["Case"], "Auta")
	assert.Equal(t, "Plur", toks[7].Feats["Number"], "Auta")
	assert.Equal(t, "Neut", toks[9].Feats["Gender"], "nová")
	// "1. ledna": an ordinal's period followed by a lower-case word.
	toks = c.Analyze(strings.Fields("Poloha byla 1 . ledna klasická ."))
	assert.Equal(t, "Fem", toks[5].Feats["Gender"], "klasická agrees with poloha across the ordinal")
}

func TestGenerateParadigms(t *testing.T) {
	c := czech(t)
	for _, x := range []struct{ lem, pos, feats, want string }{
		{"poloha", "NOUN", "Case=Loc|Number=Sing", "poloze"},
		{"žena", "NOUN", "Case=Ins|Number=Plur", "ženami"},
		{"město", "NOUN", "Case=Gen|Number=Sing", "města"},
		{"hrad", "NOUN", "Case=Ins|Number=Sing", "hradem"},
		{"klasický", "ADJ", "Animacy=Anim|Case=Nom|Gender=Masc|Number=Plur", "klasičtí"},
		{"jarní", "ADJ", "Case=Gen|Gender=Fem|Number=Sing", "jarní"},
		{"dělat", "VERB", "Gender=Fem|Number=Sing|Tense=Past|VerbForm=Part", "dělala"},
		{"být", "AUX", "Gender=Neut|Number=Sing|Tense=Past|VerbForm=Part", "bylo"},
	} {
		f, _ := lemma.ParseFeats(x.feats)
		assert.Contains(t, c.Generate(x.lem, x.pos, f), x.want, "%s %s", x.lem, x.feats)
	}
}

// TestPUD measures the dictionary-based analysis on UD Czech-PUD test.
func TestPUD(t *testing.T) {
	c := czech(t)
	path := filepath.Join("..", "..", "..", "shared", "ud", "UD_Czech-PUD", "cs_pud-ud-test.conllu")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("UD Czech-PUD not found at %s", path)
	}
	defer f.Close()
	s, err := lemma.Evaluate(c, data.NewCoNLLUReader(f, path))
	require.NoError(t, err)
	t.Logf("PUD test (system dictionaries only): %d tokens, lemma %.4f (ci %.4f), UPOS %.4f, feats %.4f, per feature %v",
		s.Tokens, s.Lemma, s.LemmaCI, s.UPOS, s.Feats, s.PerFeature)
	// Targets: lemma 0.85, UPOS 0.85. The floors pin what is reached now
	// (lemma 0.943, UPOS 0.952, Case 0.819, Gender 0.791, Number 0.846).
	// Gender and Number count participles in -la/-ly as wrong: UD writes
	// them syncretic (Gender=Fem,Neut|Number=Plur,Sing), the analyzer
	// picks the combination that agrees with the subject, which agreement
	// repair needs (with UD's values: Gender 0.818, Number 0.852).
	assert.GreaterOrEqual(t, s.UPOS, 0.94)
	assert.GreaterOrEqual(t, s.Lemma, 0.935)
	assert.GreaterOrEqual(t, s.PerFeature["Case"], 0.81)
	assert.GreaterOrEqual(t, s.PerFeature["Gender"], 0.78)
	assert.GreaterOrEqual(t, s.PerFeature["Number"], 0.84)
}

// TestFicTree measures the analysis on UD Czech-FicTree dev (fiction,
// the treebank whose participles are single-valued like this package's).
func TestFicTree(t *testing.T) {
	c := czech(t)
	path := filepath.Join("..", "..", "..", "shared", "ud", "UD_Czech-FicTree", "cs_fictree-ud-dev.conllu")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("UD Czech-FicTree not found at %s", path)
	}
	defer f.Close()
	s, err := lemma.Evaluate(c, data.NewCoNLLUReader(f, path))
	require.NoError(t, err)
	t.Logf("FicTree dev (system dictionaries only): %d tokens, lemma %.4f (ci %.4f), UPOS %.4f, feats %.4f, per feature %v",
		s.Tokens, s.Lemma, s.LemmaCI, s.UPOS, s.Feats, s.PerFeature)
	// The floors pin what is reached now (lemma 0.952, UPOS 0.946, Case
	// 0.800, Gender 0.855, Number 0.891; before the bare-case rule of
	// issue #34, Case 0.786 and Number 0.882).
	assert.GreaterOrEqual(t, s.Lemma, 0.945)
	assert.GreaterOrEqual(t, s.UPOS, 0.94)
	assert.GreaterOrEqual(t, s.PerFeature["Case"], 0.795)
	assert.GreaterOrEqual(t, s.PerFeature["Gender"], 0.85)
	assert.GreaterOrEqual(t, s.PerFeature["Number"], 0.888)
}

// TestPUDGeneration: for NOUN/ADJ/DET/PRON/VERB tokens whose lemma the
// dictionary knows, is the attested form among the generated ones?
func TestPUDGeneration(t *testing.T) {
	c := czech(t)
	path := filepath.Join("..", "..", "..", "shared", "ud", "UD_Czech-PUD", "cs_pud-ud-test.conllu")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("UD Czech-PUD not found at %s", path)
	}
	defer f.Close()
	r := data.NewCoNLLUReader(f, path)
	ok, first, forms, n := 0, 0, 0, 0
	for {
		sent, err := r.Next()
		if err != nil {
			break
		}
		for _, w := range sent.Words {
			switch w.UPOS {
			case "NOUN", "ADJ", "DET", "PRON", "VERB":
			default:
				continue
			}
			if _, known := c.wordFlags(w.Lemma); !known {
				continue
			}
			fe, _ := lemma.ParseFeats(w.Feats)
			n++
			gen := c.Generate(w.Lemma, w.UPOS, fe)
			forms += len(gen)
			for i, g := range gen {
				if strings.EqualFold(g, w.Form) {
					ok++
					if i == 0 {
						first++
					}
					break
				}
			}
		}
	}
	t.Logf("generation: %d of %d attested forms generated (%.4f); first form right %.4f; %.2f forms per request",
		ok, n, float64(ok)/float64(n), float64(first)/float64(n), float64(forms)/float64(n))
	// The target is 0.90 (reached: 0.931; first form 0.900).
	assert.GreaterOrEqual(t, float64(ok)/float64(n), 0.93)
	assert.GreaterOrEqual(t, float64(first)/float64(n), 0.89)
}

func TestMissingDictionary(t *testing.T) {
	_, err := Load(t.TempDir())
	require.Error(t, err)
	assert.Contains(t, err.Error(), "cs_CZ.aff")
	assert.Contains(t, err.Error(), "apt-get install hunspell-cs")
	assert.ErrorIs(t, err, os.ErrNotExist)
}

func TestRegistered(t *testing.T) {
	czech(t)
	l, err := lemma.New("cs")
	require.NoError(t, err)
	assert.Equal(t, []string{"klasické"}, l.Generate("klasický", "ADJ", lemma.Feats{"Case": "Nom", "Gender": "Neut", "Number": "Sing"}))
}

// TestAgreementForms: the forms the fix stage asks for when a reference
// word changes gender (facts of Czech grammar).
func TestAgreementForms(t *testing.T) {
	c := czech(t)
	for _, x := range []struct{ sentence, lemma, pos, feats, want string }{
		{"Už místo je klasické .", "místo", "NOUN", "", "Neut"},
		{"Už poloha je klasická .", "poloha", "NOUN", "", "Fem"},
		{"Ten hrad je starý .", "hrad", "NOUN", "", "Masc"},
		// l-participles take the reading that agrees with the subject.
		{"Poloha byla nová .", "poloha", "NOUN", "", "Fem"},
		{"Místo bylo nové .", "místo", "NOUN", "", "Neut"},
		{"Hrad byl nový .", "hrad", "NOUN", "", "Masc"},
	} {
		t.Run(x.sentence, func(t *testing.T) {
			toks := c.Analyze(strings.Fields(x.sentence))
			if toks[0].Lemma == x.lemma {
				toks = append([]lemma.Token{{}}, toks...) // sentence-initial noun
				assert.Equal(t, x.want, toks[2].Feats["Gender"], "participle %s", toks[2].Form)
				assert.Equal(t, "Sing", toks[2].Feats["Number"], "participle %s", toks[2].Form)
			}
			assert.Equal(t, x.want, toks[1].Feats["Gender"])
			adj := toks[3]
			f := adj.Feats.Clone()
			f["Gender"] = toks[1].Feats["Gender"]
			gen := c.Generate(adj.Lemma, adj.POS, f)
			require.NotEmpty(t, gen)
			assert.Equal(t, strings.ToLower(adj.Form), gen[0])
		})
	}
}

// pudSentences reads the word forms of the Czech-PUD test sentences with
// a minimal CoNLL-U reader of its own, or skips.
func pudSentences(tb testing.TB) [][]string {
	tb.Helper()
	path := filepath.Join("..", "..", "..", "shared", "ud", "UD_Czech-PUD", "cs_pud-ud-test.conllu")
	f, err := os.Open(path)
	if err != nil {
		tb.Skipf("UD Czech-PUD not found at %s", path)
	}
	defer f.Close()
	var out [][]string
	var cur []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" {
			if len(cur) > 0 {
				out = append(out, cur)
			}
			cur = nil
			continue
		}
		if strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) != 10 || strings.ContainsAny(cols[0], "-.") {
			continue
		}
		cur = append(cur, cols[1])
	}
	require.NoError(tb, sc.Err())
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// BenchmarkAnalyze tags the Czech-PUD test set (18,609 words).
func BenchmarkAnalyze(b *testing.B) { benchAnalyze(b, false) }

// BenchmarkAnalyzeCold is BenchmarkAnalyze with the analysis cache
// emptied before every pass: the cost of text whose words were never seen.
func BenchmarkAnalyzeCold(b *testing.B) { benchAnalyze(b, true) }

func benchAnalyze(b *testing.B, cold bool) {
	c := czech(b)
	sents := pudSentences(b)
	words := 0
	for _, s := range sents {
		words += len(s)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if cold {
			c.resetAnalyses()
		}
		for _, s := range sents {
			c.Analyze(s)
		}
	}
	b.ReportMetric(float64(words*b.N)/b.Elapsed().Seconds(), "tokens/s")
}

// BenchmarkGenerate asks for the Nom/Gen/Ins singular and plural forms of
// a few lemmas; the per-lemma cache is warm after the first round.
func BenchmarkGenerate(b *testing.B) {
	c := czech(b)
	lemmas := [][2]string{{"poloha", "NOUN"}, {"místo", "NOUN"}, {"klasický", "ADJ"}, {"hrad", "NOUN"}, {"dělat", "VERB"}}
	feats := []lemma.Feats{{"Case": "Nom", "Number": "Sing", "Gender": "Fem"}, {"Case": "Gen", "Number": "Plur"}, {"Case": "Ins", "Number": "Sing", "Gender": "Neut"}}
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range lemmas {
			for _, f := range feats {
				c.Generate(l[0], l[1], f)
			}
		}
	}
}

// BenchmarkLoad reads the system dictionary (the cost New pays once);
// heap-MB is the live heap the loaded dictionary holds.
func BenchmarkLoad(b *testing.B) {
	czech(b)
	b.ReportAllocs()
	var heap float64
	for b.Loop() {
		var m0, m1 runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&m0)
		c, err := loadFound(data.FindHunspell)
		if err != nil {
			b.Fatal(err)
		}
		runtime.GC()
		runtime.ReadMemStats(&m1)
		heap = float64(m1.HeapAlloc-m0.HeapAlloc) / (1 << 20)
		runtime.KeepAlive(c)
	}
	b.ReportMetric(heap, "heap-MB")
}

// TestPronFormsDeterministic: reading order breaks ties in the tagger,
// so tables built from maps must come out in the same order every time.
func TestPronFormsDeterministic(t *testing.T) {
	first := pronForms("ten", "DET")
	for i := 0; i < 20; i++ {
		require.Equal(t, first, pronForms("ten", "DET"))
	}
	assert.Equal(t, "Neut", first[0].feats["Gender"], "neuter first: k tomu, tím")
}

// FuzzAnalyze runs the lemmatest checks on the Czech analyzer and
// generator.
func FuzzAnalyze(f *testing.F) {
	c := czech(f)
	lemmatest.Fuzz(f, c, c, "Už poloha je klasická .", "Před pěti lety , 30 let", "se  s  ne- nejnovější", "ČSSR a JZD :)")
}

func TestIrregularVerbs(t *testing.T) {
	c := czech(t)
	for _, x := range []struct{ form, lemma, person, number, tense string }{
		{"mám", "mít", "1", "Sing", "Pres"}, {"jdu", "jít", "1", "Sing", "Pres"}, {"najdou", "najít", "3", "Plur", "Pres"},
		{"budeme", "být", "1", "Plur", "Fut"}, {"stojí", "stát", "3", "Sing", "Pres"}, {"řeknu", "říci", "1", "Sing", "Pres"},
	} {
		t.Run(x.form, func(t *testing.T) {
			tok := c.Analyze([]string{"Já", x.form})[1]
			assert.Equal(t, x.lemma, tok.Lemma)
			assert.Contains(t, []string{"VERB", "AUX"}, tok.POS)
			assert.Equal(t, x.person, tok.Feats["Person"])
			assert.Equal(t, x.tense, tok.Feats["Tense"])
			f := lemma.Feats{"Mood": "Ind", "VerbForm": "Fin", "Person": x.person, "Number": x.number, "Tense": x.tense}
			assert.Contains(t, c.Generate(x.lemma, tok.POS, f), x.form)
		})
	}
	// Generation order does not depend on map iteration.
	first := c.Generate("já", "PRON", lemma.Feats{"Case": "Gen", "Number": "Sing", "Person": "1"})
	for i := 0; i < 20; i++ {
		require.Equal(t, first, c.Generate("já", "PRON", lemma.Feats{"Case": "Gen", "Number": "Sing", "Person": "1"}))
	}
}

// TestArchaicInfinitive: the -ti infinitive (poděkovati) is an
// infinitive, so generating the first person singular gives only finite
// forms.
func TestArchaicInfinitive(t *testing.T) {
	c := czech(t)
	assert.ElementsMatch(t, []string{"poděkuji", "poděkuju"},
		c.Generate("poděkovat", "VERB", lemma.Feats{"VerbForm": "Fin", "Mood": "Ind", "Tense": "Pres", "Person": "1", "Number": "Sing"}))
	for _, w := range []string{"poděkovati", "udělati"} {
		t.Run(w, func(t *testing.T) {
			a := c.Analyze([]string{w})[0]
			assert.Equal(t, "Inf", a.Feats["VerbForm"])
		})
	}
}
