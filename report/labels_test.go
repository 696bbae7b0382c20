package report

import "testing"

// A substitution names its sources as rewrite writes them
// (paraphrase.Source.String); each must get its explanation, not the
// fallback of an unknown name.
func TestSourceLabels(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"wordnet", "WordNet synonyms (same synset)"},
		{"thesaurus", "MyThes thesaurus (hunspell-style synonym dictionary)"},
		{"table", "paraphrase table"},
		{"pivot", "pivoting through a bilingual dictionary (FreeDict)"},
		{"table+wordnet", "paraphrase table; WordNet synonyms (same synset)"},
		{"other", "other"},
	} {
		l := newLabels()
		i := l.source(c.name)
		if got := l.sources[i]; got.Name != c.name || got.Text != c.want {
			t.Errorf("source(%q) = %+v, want text %q", c.name, got, c.want)
		}
	}
}
