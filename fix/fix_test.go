package fix_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/fix"
	_ "github.com/parmesan-mt/parmesan/fix/cs"
	_ "github.com/parmesan-mt/parmesan/fix/en"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// toyLang is a tiny dictionary language: every form has one analysis,
// and generation searches the dictionary. It lets the rules be tested
// independently of the real analyzers.
type toyLang struct{ forms []lemma.Token }

func entry(form, lem, pos, feats string) lemma.Token {
	f, err := lemma.ParseFeats(feats)
	if err != nil {
		panic(err)
	}
	return lemma.Token{Form: form, Lemma: lem, POS: pos, Feats: f}
}

func (l *toyLang) Analyze(toks []string) []lemma.Token {
	out := make([]lemma.Token, len(toks))
	for i, w := range toks {
		out[i] = lemma.Token{Form: w, Lemma: strings.ToLower(w), POS: "X"}
		for _, e := range l.forms {
			if strings.EqualFold(e.Form, w) {
				e.Form = w
				out[i] = e
				break
			}
		}
	}
	return out
}

func (l *toyLang) Generate(lem, pos string, feats lemma.Feats) []string {
	var out []string
	for _, e := range l.forms {
		if e.Lemma != lem || e.POS != pos {
			continue
		}
		ok := true
		for k, v := range feats {
			if e.Feats[k] != v {
				ok = false
			}
		}
		for k := range e.Feats {
			if _, has := feats[k]; !has {
				ok = false
			}
		}
		if ok {
			out = append(out, e.Form)
		}
	}
	return out
}

var czech = &toyLang{forms: []lemma.Token{
	entry("už", "už", "ADV", "_"),
	entry("samotné", "samotný", "ADJ", "Case=Nom|Gender=Neut|Number=Sing"),
	entry("poloha", "poloha", "NOUN", "Case=Nom|Gender=Fem|Number=Sing"),
	entry("polohu", "poloha", "NOUN", "Case=Acc|Gender=Fem|Number=Sing"),
	entry("místo", "místo", "NOUN", "Case=Nom|Gender=Neut|Number=Sing"),
	entry("místa", "místo", "NOUN", "Case=Gen|Gender=Neut|Number=Sing"),
	entry("místo", "místo", "NOUN", "Case=Acc|Gender=Neut|Number=Sing"),
	entry("je", "být", "AUX", "Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin"),
	entry("byla", "být", "AUX", "Gender=Fem|Number=Sing|Tense=Past|VerbForm=Part"),
	entry("bylo", "být", "AUX", "Gender=Neut|Number=Sing|Tense=Past|VerbForm=Part"),
	entry("klasická", "klasický", "ADJ", "Case=Nom|Gender=Fem|Number=Sing"),
	entry("klasické", "klasický", "ADJ", "Case=Nom|Gender=Neut|Number=Sing"),
	entry("krásná", "krásný", "ADJ", "Case=Nom|Gender=Fem|Number=Sing"),
	entry("krásné", "krásný", "ADJ", "Case=Nom|Gender=Neut|Number=Sing"),
	entry("krásnou", "krásný", "ADJ", "Case=Acc|Gender=Fem|Number=Sing"),
	entry("krásné", "krásný", "ADJ", "Case=Acc|Gender=Neut|Number=Sing"),
	entry("vidím", "vidět", "VERB", "Mood=Ind|Number=Sing|Person=1|Tense=Pres|VerbForm=Fin"),
	entry(".", ".", "PUNCT", "_"),
}}

func rewriteAndFix(t *testing.T, lang string, l lemma.Language, pairs *paraphrase.Set, hyp, ref string) (string, string, []fix.Edit) {
	t.Helper()
	res := rewrite.New(l, rewrite.Pairs{Curated: pairs}).Rewrite(strings.Fields(hyp), strings.Fields(ref))
	f, err := fix.New(lang, l)
	require.NoError(t, err)
	toks, edits := f.Fix(&res)
	return strings.Join(res.Tokens, " "), strings.Join(toks, " "), edits
}

func pairs(ab ...string) *paraphrase.Set {
	s := paraphrase.NewSet()
	for i := 0; i+1 < len(ab); i += 2 {
		s.Add(paraphrase.Pair{A: ab[i], B: ab[i+1], Source: paraphrase.SourceThesaurus})
	}
	return s
}

func TestCzechFigure1(t *testing.T) {
	rewritten, fixed, edits := rewriteAndFix(t, "cs", czech, pairs("poloha", "místo"), "Samotné místo je klasické .", "Už poloha je klasická .")
	assert.Equal(t, "Už místo je klasická .", rewritten)
	assert.Equal(t, "Už místo je klasické .", fixed)
	assert.Equal(t, []fix.Edit{{Rule: "cs-predicate-agreement", Pos: 3, Before: "klasická", After: "klasické"}}, edits)
}

func TestCzechRules(t *testing.T) {
	cases := []struct{ name, hyp, ref, want string }{
		{"attributive adjective", "místo", "krásná poloha .", "krásné místo ."},
		{"l-participle across the subject", "místo", "poloha byla krásná .", "místo bylo krásné ."},
		{"noun takes the slot's case", "místa", "vidím polohu .", "vidím místo ."},
		{"accusative slot, attribute in accusative", "místo", "vidím krásnou polohu .", "vidím krásné místo ."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, got, _ := rewriteAndFix(t, "cs", czech, pairs("poloha", "místo"), c.hyp, c.ref)
			assert.Equal(t, c.want, got)
		})
	}
}

var english = &toyLang{forms: []lemma.Token{
	entry("a", "a", "DET", "Definite=Ind|PronType=Art"),
	entry("an", "a", "DET", "Definite=Ind|PronType=Art"),
	entry("this", "this", "DET", "Number=Sing|PronType=Dem"),
	entry("these", "this", "DET", "Number=Plur|PronType=Dem"),
	entry("house", "house", "NOUN", "Number=Sing"),
	entry("houses", "house", "NOUN", "Number=Plur"),
	entry("building", "building", "NOUN", "Number=Sing"),
	entry("buildings", "building", "NOUN", "Number=Plur"),
	entry("people", "people", "NOUN", "Number=Plur"),
	entry("folks", "folks", "NOUN", "Number=Plur"),
	entry("big", "big", "ADJ", "Degree=Pos"),
	entry("enormous", "enormous", "ADJ", "Degree=Pos"),
	entry("bigger", "big", "ADJ", "Degree=Cmp"),
	entry("larger", "large", "ADJ", "Degree=Cmp"),
	entry("large", "large", "ADJ", "Degree=Pos"),
	entry("is", "be", "AUX", "Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin"),
	entry("are", "be", "AUX", "Mood=Ind|Tense=Pres|VerbForm=Fin"),
	entry("walked", "walk", "VERB", "Mood=Ind|Tense=Past|VerbForm=Fin"),
	entry("strolls", "stroll", "VERB", "Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin"),
	entry("strolled", "stroll", "VERB", "Mood=Ind|Tense=Past|VerbForm=Fin"),
	entry("man", "man", "NOUN", "Number=Sing"),
	entry("he", "he", "PRON", "Case=Nom|Number=Sing|Person=3"),
}}

func TestEnglishRules(t *testing.T) {
	cases := []struct{ name, pairs, hyp, ref, want string }{
		{"a → an", "big enormous", "enormous", "a big house", "an enormous house"},
		{"noun re-inflected to the slot's number", "houses building", "building", "these houses are big", "these buildings are big"},
		{"verb re-inflected to the slot's tense", "walk stroll", "he strolls", "he walked", "he strolled"},
		{"adjective re-inflected to the slot's degree", "big large", "large", "a bigger house", "a larger house"},
		{"determiner and verb follow an uninflectable noun", "house folks", "folks", "this house is big", "these folks are big"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := strings.Fields(c.pairs)
			_, got, edits := rewriteAndFix(t, "en", english, pairs(p...), c.hyp, c.ref)
			assert.Equal(t, c.want, got, "%+v", edits)
		})
	}
	assert.True(t, fixVowel("hour"))
	assert.False(t, fixVowel("university"))
	assert.True(t, fixVowel("FBI"))
}
