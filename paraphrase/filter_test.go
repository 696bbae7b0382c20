package paraphrase

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lemma"
)

// fakeLang analyses from a fixed dictionary: form → (lemma, POS).
type fakeLang map[string][2]string

func (f fakeLang) Analyze(toks []string) []lemma.Token {
	out := make([]lemma.Token, len(toks))
	for i, w := range toks {
		x, ok := f[w]
		if !ok {
			out[i] = lemma.Token{Form: w, Lemma: w, POS: "X"}
			continue
		}
		out[i] = lemma.Token{Form: w, Lemma: x[0], POS: x[1]}
	}
	return out
}

func (f fakeLang) Known(w string) bool { _, ok := f[w]; return ok }

var czech = fakeLang{
	"místo": {"místo", "NOUN"}, "poloha": {"poloha", "NOUN"}, "polohy": {"poloha", "NOUN"},
	"místa": {"místo", "NOUN"}, "klasická": {"klasický", "ADJ"}, "klasické": {"klasický", "ADJ"},
	"tradiční": {"tradiční", "ADJ"}, "umístit": {"umístit", "VERB"},
}

func testSet() *Set {
	s := NewSet()
	for _, p := range []Pair{
		{A: "poloha", B: "místo", Prob: 0.5, Source: SourceThesaurus},  // same POS, different lemma
		{A: "klasická", B: "klasické", Prob: 0.3, Source: SourceTable}, // same lemma
		{A: "místo", B: "umístit", Prob: 0.2, Source: SourceTable},     // POS mismatch
		{A: "poloha", B: "velká poloha", Prob: 0.2, Source: SourceTable},
		{A: "klasická", B: "tradiční", Prob: 0.4, Source: SourceTable},
		{A: "xyz", B: "místo", Prob: 0.1, Source: SourceTable}, // unknown word
	} {
		s.Add(p)
	}
	return s
}

func TestFilterPresets(t *testing.T) {
	an := NewAnalyzer(czech)
	for _, c := range []struct {
		preset Preset
		kept   []string
	}{
		{PresetBasic, []string{"poloha → místo", "klasická → klasické", "místo → umístit", "poloha → velká poloha", "klasická → tradiční", "xyz → místo"}},
		{PresetOneWord, []string{"poloha → místo", "klasická → klasické", "místo → umístit", "klasická → tradiční", "xyz → místo"}},
		{PresetSamePOS, []string{"poloha → místo", "klasická → klasické", "klasická → tradiční"}},
		{PresetDiffLemma, []string{"poloha → místo", "klasická → tradiční"}},
		{PresetSameLemma, []string{"klasická → klasické"}},
		{PresetNone, nil},
		// Curated pairs only, expanded to the corpus forms of both lemmas.
		{PresetWordNet, []string{"poloha → místa", "poloha → místo", "polohy → místa", "polohy → místo"}},
	} {
		t.Run(string(c.preset), func(t *testing.T) {
			out, st, err := Filter(testSet(), c.preset, FilterOptions{Analyzer: an, CorpusForms: []string{"místo", "místa", "poloha", "polohy", "klasické"}})
			require.NoError(t, err)
			var got []string
			for _, p := range out.Pairs() {
				got = append(got, p.A+" → "+p.B)
			}
			assert.Equal(t, c.kept, got)
			assert.Equal(t, len(c.kept), st.Kept)
			assert.Equal(t, 6, st.In)
		})
	}
	_, _, err := Filter(testSet(), PresetDiffLemma, FilterOptions{})
	assert.Error(t, err, "a lemmatizer is required")
	_, err = ParsePreset("nope")
	assert.ErrorContains(t, err, "diff-lemma")
}

func TestSummarizeAndRestrict(t *testing.T) {
	st := Summarize(testSet(), NewAnalyzer(czech))
	assert.Equal(t, 6, st.Records)
	assert.Equal(t, 5, st.OneWordRecords)
	assert.Equal(t, 8, st.Phrases)
	assert.Equal(t, 1, st.PerPOS["NOUN"]) // poloha→místo; xyz→místo counts under "X/NOUN"
	assert.Equal(t, 1, st.PerPOS["X/NOUN"])
	r := Restrict(testSet(), [][]string{{"už", "velká", "poloha", "je"}})
	assert.Equal(t, 2, r.Len(), "the two pairs with poloha or velká poloha on a side")
}
