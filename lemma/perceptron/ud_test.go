package perceptron_test

import (
	"os"
	"slices"
	"testing"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/data/gen/ud"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/lemma/de"
	"github.com/parmesan-mt/parmesan/lemma/es"
	"github.com/parmesan-mt/parmesan/lemma/fr"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
	"github.com/parmesan-mt/parmesan/lemma/perceptron"
	"github.com/parmesan-mt/parmesan/lemma/pl"
	"github.com/parmesan-mt/parmesan/lemma/ro"
	"github.com/parmesan-mt/parmesan/lemma/ru"
)

// allTaggersEnv names the environment variable that makes
// TestShippedModelsTagAsFeatures compare all six languages.
const allTaggersEnv = "PARMESAN_TAGGER_PARITY"

// featureLexicon offers the values of one feature among a form's
// readings as their labels, like the lexicon of lemma/hunspell's feature
// taggers, but only through Candidates: the tagger then sorts the labels
// itself.
type featureLexicon struct {
	m   *hunspell.Morphology
	key string
}

func (l featureLexicon) Candidates(form string) []lemma.Token {
	cs := l.m.Candidates(form)
	for i := range cs {
		cs[i].POS = cs[i].Feats[l.key]
		if cs[i].POS == "" {
			cs[i].POS = "_"
		}
	}
	return cs
}

// TestShippedModelsTagAsFeatures tags the UD sentences of each shipped
// language (its dev split, which the models learned from, and its test
// split) with the UPOS tagger and the feature taggers of its model
// file, by the tagger Analyze and Tags use and by features+predict,
// and requires the same score vectors, bit for bit, and the same tags.
// It skips a language whose treebank or dictionary is absent. By
// default only German is compared (4 s).
func TestShippedModelsTagAsFeatures(t *testing.T) {
	for _, spec := range []hunspell.Spec{de.Spec, pl.Spec, ru.Spec, ro.Spec, fr.Spec, es.Spec} {
		t.Run(spec.Code, func(t *testing.T) {
			if testing.Short() {
				t.Skip("tagging the treebanks twice: skipped with -short")
			}
			if spec.Code != "de" && os.Getenv(allTaggersEnv) != "1" {
				t.Skipf("set %s=1 to compare every language (21 s of CPU for all six)", allTaggersEnv)
			}
			dir, err := data.FindHunspell(spec.Locale, spec.Package)
			if err != nil {
				t.Skipf("%s dictionary not installed: %v", spec.Code, err)
			}
			var sents []*data.CoNLLUSentence
			for _, f := range []string{spec.Train, spec.Test} {
				p, err := ud.File(spec.Treebank, f)
				if err != nil {
					t.Skipf("treebank absent (../shared/ud): %v", err)
				}
				s, err := data.ReadCoNLLUFile(p)
				if err != nil {
					t.Fatal(err)
				}
				sents = append(sents, s...)
			}
			aff, dic := data.HunspellPaths(dir, spec.Locale)
			h, err := data.LoadHunspell(aff, dic)
			if err != nil {
				t.Fatal(err)
			}
			_, tr, err := hunspell.ReadModel(spec.Model, spec.Code)
			if err != nil {
				t.Fatal(err)
			}
			morph := hunspell.NewMorphology(h, tr.Tables)
			tr.Model.SetLexicon(morph)
			models := map[string]*perceptron.Model{"UPOS": tr.Model}
			for k, fm := range tr.Feats {
				fm.SetLexicon(featureLexicon{morph, k})
				models[k] = fm
			}
			tokens := 0
			for name, m := range models {
				for _, s := range sents {
					forms := make([]string, len(s.Words))
					for i, w := range s.Words {
						forms[i] = w.Form
					}
					slow, slowTags := m.SlowScores(forms)
					fast, fastTags := m.FastScores(forms)
					for i := range slow {
						if !slices.Equal(slow[i], fast[i]) {
							t.Fatalf("%s tagger, %q, token %d: scores %v, want %v", name, forms, i, fast[i], slow[i])
						}
					}
					if !slices.Equal(slowTags, fastTags) || !slices.Equal(slowTags, m.Tags(forms)) {
						t.Fatalf("%s tagger, %q: tags differ", name, forms)
					}
					tokens += len(forms)
				}
			}
			t.Logf("%d sentences, %d taggers, %d tokens tagged alike", len(sents), len(models), tokens)
		})
	}
}

// BenchmarkShippedTagger tags UD German's test split with the German
// model's four taggers (UPOS with the dictionary as lexicon, then Case,
// Gender and Number) as lemma/hunspell does: per op, the whole split.
// "first" tags it with freshly loaded taggers (the model file is read
// outside the timer), "again" with taggers that have tagged it before.
//
//	go test -run XXX -bench ShippedTagger -benchtime 5x ./lemma/perceptron
func BenchmarkShippedTagger(b *testing.B) {
	spec := de.Spec
	dir, err := data.FindHunspell(spec.Locale, spec.Package)
	if err != nil {
		b.Skipf("dictionary not installed: %v", err)
	}
	p, err := ud.File(spec.Treebank, spec.Test)
	if err != nil {
		b.Skipf("treebank absent (../shared/ud): %v", err)
	}
	sents, err := data.ReadCoNLLUFile(p)
	if err != nil {
		b.Fatal(err)
	}
	aff, dic := data.HunspellPaths(dir, spec.Locale)
	h, err := data.LoadHunspell(aff, dic)
	if err != nil {
		b.Fatal(err)
	}
	load := func() (*perceptron.Model, []*perceptron.Model) {
		_, tr, err := hunspell.ReadModel(spec.Model, spec.Code)
		if err != nil {
			b.Fatal(err)
		}
		morph := hunspell.NewMorphology(h, tr.Tables)
		tr.Model.SetLexicon(morph)
		var fms []*perceptron.Model
		for k, fm := range tr.Feats {
			fm.SetLexicon(featureLexicon{morph, k})
			fms = append(fms, fm)
		}
		return tr.Model, fms
	}
	forms := make([][]string, len(sents))
	for i, s := range sents {
		for _, w := range s.Words {
			forms[i] = append(forms[i], w.Form)
		}
	}
	tag := func(m *perceptron.Model, fms []*perceptron.Model) {
		for _, f := range forms {
			m.Analyze(f)
			for _, fm := range fms {
				fm.Tags(f)
			}
		}
	}
	b.Run("first", func(b *testing.B) {
		for range b.N {
			b.StopTimer()
			m, fms := load()
			b.StartTimer()
			tag(m, fms)
		}
	})
	b.Run("again", func(b *testing.B) {
		m, fms := load()
		tag(m, fms)
		b.ResetTimer()
		for range b.N {
			tag(m, fms)
		}
	})
}
