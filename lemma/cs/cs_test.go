package cs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
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
	s, err := lemma.Evaluate(c, data.NewConlluReader(f, path))
	require.NoError(t, err)
	t.Logf("PUD test (system dictionaries only): %d tokens, lemma %.4f (ci %.4f), UPOS %.4f, feats %.4f, per feature %v",
		s.Tokens, s.Lemma, s.LemmaCI, s.UPOS, s.Feats, s.PerFeature)
	// Issue targets: lemma 0.85, UPOS 0.85. These floors pin what is reached now.
	assert.GreaterOrEqual(t, s.UPOS, 0.88)
	assert.GreaterOrEqual(t, s.Lemma, 0.87)
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
	r := data.NewConlluReader(f, path)
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
			if _, known := c.words[w.Lemma]; !known {
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
	// The issue target is 0.90 (reached: 0.909).
	assert.GreaterOrEqual(t, float64(ok)/float64(n), 0.90)
}
