package pipeline

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/data"
)

func TestLanguageResources(t *testing.T) {
	stages := func(rs []Resource) []string {
		var out []string
		for _, r := range rs {
			out = append(out, r.Stage+" "+r.Name)
		}
		return out
	}
	assert.Equal(t, []string{"lemma hunspell", "lemma UD treebank UD_German-GSD (tagger training)", "paraphrase MyThes", "grounding FreeDict eng-deu", "agreement rules"}, stages(LanguageResources("de")))
	assert.Equal(t, []string{"lemma WordNet and tagger (embedded)", "paraphrase WordNet synonyms (embedded)", "agreement rules"}, stages(LanguageResources("en")))
	assert.Equal(t, []string{"lemma hunspell", "lemma UD treebank UD_French-GSD (tagger training)", "paraphrase MyThes", "grounding FreeDict eng-fra", "agreement rules"}, stages(LanguageResources("fr")))
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
	// A treebank that is not there says how to point at it.
	t.Setenv(data.UDEnv, t.TempDir())
	for _, r := range LanguageResources("ro") {
		if r.Stage == "lemma" && r.Package == "" {
			assert.False(t, r.Present)
			assert.Equal(t, "UD_Romanian-RRT/ro_rrt-ud-dev.conllu", r.Path)
			assert.Contains(t, r.Note, data.UDEnv)
		}
	}
}
