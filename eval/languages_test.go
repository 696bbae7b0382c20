package eval

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// TestRewriteHunspellLanguages: German, Polish and Russian rewrite end
// to end with their MyThes thesaurus and their agreement rules (fix/de,
// fix/pl, fix/ru: fix=yes in the signature). Each pair is a MyThes synonym pair checked
// by hand (dictionary entries auto, большой, duży) of the same gender, so
// the rewritten reference is grammatical without repair.
func TestRewriteHunspellLanguages(t *testing.T) {
	for _, c := range []struct {
		lang, locale, pkg string
		norm              meteor.Normalization
		ref, hyp          string
	}{
		{"de", "de_DE", "hunspell-de-de mythes-de", meteor.Norm, "Das Auto ist sehr schnell .", "Das Automobil ist sehr schnell ."},
		{"ru", "ru_RU", "hunspell-ru mythes-ru", meteor.Norm, "Это большой дом .", "Это огромный дом ."},
		{"pl", "pl_PL", "hunspell-pl mythes-pl", meteor.LowerOnly, "To jest duży dom .", "To jest wielki dom ."},
	} {
		t.Run(c.lang, func(t *testing.T) {
			aff, _ := data.HunspellPaths(data.HunspellDir, c.locale)
			for _, p := range []string{aff, data.MyThesPath(data.MyThesDir, c.locale)} {
				if _, err := os.Stat(p); err != nil {
					t.Skipf("%s absent (apt-get install %s)", p, c.pkg)
				}
			}
			ro, err := pipeline.New(pipeline.Config{Lang: langOf(c.lang)})
			require.NoError(t, err)
			assert.NotNil(t, ro.Fixer, "agreement rules (fix/%s)", c.lang)
			assert.Contains(t, ro.Settings(), "fix=yes")
			ev, err := NewEvaluator(Options{Rewrite: ro, Meteor: meteor.Config{Language: c.lang, Normalization: c.norm, Modules: []meteor.Module{meteor.Exact}}})
			require.NoError(t, err)
			refs, err := ev.PrepareReferences([][]string{{c.ref}}, nil)
			require.NoError(t, err)
			out, err := ev.RewriteCorpus([]string{c.hyp}, refs)
			require.NoError(t, err)
			assert.Equal(t, c.hyp, out[0][0].Text)
		})
	}
}
