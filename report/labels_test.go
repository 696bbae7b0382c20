package report

import (
	"testing"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

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

// A fix rule is explained by the doc its language package registers
// (fix.Rule.Doc); a name no package declares falls back to its name.
func TestRuleLabels(t *testing.T) {
	for _, lang := range fix.Languages() {
		for _, r := range fix.Rules(lang) {
			l := newLabels()
			if got := l.rules[l.rule(r.Name)]; got.Name != r.Name || got.Text != r.Doc {
				t.Errorf("rule(%q) = %+v, want text %q", r.Name, got, r.Doc)
			}
		}
	}
	l := newLabels()
	if got := l.rules[l.rule("xx-other")]; got.Text != "agreement repair (xx-other)" {
		t.Errorf("unknown rule text %q", got.Text)
	}
	// The rule text the report printed before the rules described
	// themselves, for one rule of each language.
	for name, want := range map[string]string{
		"cs-vocalisation": "the preposition before the changed word takes its plain or vocalised form (v/ve, s/se, z/ze, k/ke) as the word's first consonant requires",
		"en-a-an":         `"a"/"an" follows the first sound of the new word`,
	} {
		l := newLabels()
		if got := l.rules[l.rule(name)].Text; got != want {
			t.Errorf("rule(%q) text %q, want %q", name, got, want)
		}
	}
}

// TestEverySourceHasText: every paraphrase source a substitution can
// name is explained in the report (the mined "multi" source had none).
func TestEverySourceHasText(t *testing.T) {
	for b := 0; b < 8; b++ {
		name := paraphrase.Source(1 << b).String()
		if name == "" || name == "none" {
			continue
		}
		if _, ok := sourceText[name]; !ok {
			t.Errorf("paraphrase source %q has no text in sourceText", name)
		}
	}
	for _, name := range []string{rewrite.SourceCompose, rewrite.SourceContraction, rewrite.SourceClosed, rewrite.SourceVariant} {
		if _, ok := sourceText[name]; !ok {
			t.Errorf("rewrite source %q has no text in sourceText", name)
		}
	}
}
