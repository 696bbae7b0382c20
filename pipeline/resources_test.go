package pipeline

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/data/gen/ud"
)

func TestLanguageResources(t *testing.T) {
	stages := func(rs []Resource) []string {
		var out []string
		for _, r := range rs {
			out = append(out, r.Stage+" "+r.Name)
		}
		return out
	}
	assert.Equal(t, []string{"lemma hunspell", "lemma " + modelName(t, "de"), "paraphrase MyThes", "grounding FreeDict eng-deu", "agreement rules"}, stages(LanguageResources("de")))
	assert.Equal(t, []string{"lemma WordNet and tagger (embedded)", "paraphrase WordNet synonyms (embedded)", "paraphrase WordNet relations (related source; optional)", "paraphrase FreeDict deu-eng pivot (related source; optional)", "agreement rules"}, stages(LanguageResources("en")))
	assert.Equal(t, []string{"lemma hunspell", "lemma " + modelName(t, "fr"), "paraphrase MyThes", "grounding FreeDict eng-fra", "agreement rules"}, stages(LanguageResources("fr")))
	assert.Equal(t, []string{"lemma no model: fallback stem:snowball-fi, parts of speech unknown", "paraphrase MyThes", "agreement rules"}, stages(LanguageResources("fi")))
	assert.Contains(t, ResourceLanguages(), "other")
	for _, r := range LanguageResources("pl") {
		switch r.Stage + " " + r.Name {
		case "lemma hunspell":
			assert.Equal(t, "/usr/share/hunspell/pl_PL.aff", r.Path)
			assert.Equal(t, "hunspell-pl", r.Package)
		case "paraphrase MyThes":
			assert.Equal(t, "mythes-pl", r.Package)
		case "grounding FreeDict eng-pol":
			assert.Equal(t, "dict-freedict-eng-pol", r.Package)
		case "agreement rules":
			assert.True(t, r.Present, "Polish agreement rules (fix/pl) are registered")
		}
	}
	// The model is embedded: no treebank is looked for, whatever
	// PARMESAN_UD says.
	t.Setenv(ud.Env, t.TempDir())
	for _, r := range LanguageResources("ro") {
		if r.Stage == "lemma" && r.Package == "" {
			assert.True(t, r.Present, r.Name)
			assert.Contains(t, r.Name, "model (embedded) model-ro#")
			assert.Contains(t, r.Name, "UD_Romanian-RRT/ro_rrt-ud-dev.conllu")
			assert.Contains(t, r.Name, "CC BY-SA 4.0")
		}
	}
}

// modelName is the Name LanguageResources gives a hunspell language's
// embedded model, from its header.
func modelName(t *testing.T, code string) string {
	t.Helper()
	for _, s := range hunspellSpecs {
		if s.Code == code {
			dir, _ := data.FindHunspell(s.Locale, s.Package)
			return modelResource(s, dir).Name
		}
	}
	t.Fatalf("no hunspell language %s", code)
	return ""
}
