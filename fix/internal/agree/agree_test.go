package agree

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// fake is a hand-made morphology: readings by form, forms by lemma.
type fake struct {
	readings map[string][]lemma.Token
	forms    map[string][]string // lemma → what Generate returns (whatever the features)
}

func (f fake) Analyze(t []string) []lemma.Token { return nil }
func (f fake) Generate(lem, pos string, feats lemma.Feats) []string {
	return f.forms[lem]
}
func (f fake) Candidates(form string) []lemma.Token { return f.readings[form] }

func tok(lem, pos, feats string) lemma.Token {
	f, _ := lemma.ParseFeats(feats)
	return lemma.Token{Lemma: lem, POS: pos, Feats: f}
}

var m = fake{
	readings: map[string][]lemma.Token{
		"swetrowi": {tok("sweter", "NOUN", "Case=Dat|Gender=Masc|Number=Sing")},
		"swetrze":  {tok("sweter", "NOUN", "Case=Loc|Gender=Masc|Number=Sing"), tok("sweter", "NOUN", "Case=Voc|Gender=Masc|Number=Sing")},
		"wielką":   {tok("wielki", "ADJ", "Case=Acc|Gender=Fem|Number=Sing")},
		"płaszcz": {tok("płaszcz", "NOUN", "Case=Nom|Gender=Masc|Number=Sing|Animacy=Inan"), tok("płaszcz", "NOUN", "Case=Acc|Gender=Masc|Number=Sing|Animacy=Inan"),
			tok("płaszcz", "NOUN", "Case=Nom|Gender=Masc|Number=Sing|Animacy=Hum"), tok("płaszcz", "NOUN", "Case=Acc|Gender=Fem|Number=Sing")},
		"tym": {tok("ten", "DET", "Case=Loc|Gender=Masc|Number=Sing")},
	},
	forms: map[string][]string{"sweter": {"swetrowi", "swetrze"}, "wielki": {"wielką"}},
}

// Gen keeps only the generated forms the dictionary reads back with the
// checked features (swetrowi is dative, not locative), and generates a
// negated adjective from the one without nie.
func TestGen(t *testing.T) {
	loc := lemma.Feats{"Case": "Loc", "Number": "Sing"}
	assert.Equal(t, []string{"swetrze"}, Gen(m, "sweter", "NOUN", loc, []string{"Case", "Number"}))
	assert.Nil(t, Gen(m, "sweter", "NOUN", lemma.Feats{"Case": "Ins", "Number": "Sing"}, []string{"Case"}))
	acc := lemma.Feats{"Case": "Acc", "Gender": "Fem", "Number": "Sing"}
	assert.Equal(t, []string{"niewielką"}, Gen(m, "niewielki", "ADJ", acc, []string{"Case", "Gender"}, "nie"))
	assert.Nil(t, Gen(m, "niewielki", "ADJ", acc, []string{"Case", "Gender"}), "no prefix, no stripping")
}

// Reading accepts alternatives ("Masc|Neut": one oblique form for both)
// and looks out of context only within the tagged part of speech.
func TestReading(t *testing.T) {
	w := tok("ten", "DET", "Case=Loc|Gender=Neut|Number=Sing")
	_, ok := Reading(m, w, "tym", lemma.Feats{"Case": "Loc", "Gender": "Masc|Neut"}, map[string]bool{"DET": true})
	assert.True(t, ok)
	r, ok := Reading(m, tok("ten", "DET", "Case=Ins|Number=Sing"), "tym", lemma.Feats{"Case": "Loc", "Gender": "Masc"}, map[string]bool{"DET": true})
	assert.True(t, ok)
	assert.Equal(t, "Loc", r.Feats["Case"], "the reading out of context")
	_, ok = Reading(m, tok("tym", "ADV", ""), "tym", lemma.Feats{"Case": "Loc"}, map[string]bool{"DET": true})
	assert.False(t, ok, "an adverb by the tagger stays one")
	_, ok = Reading(m, tok("ten", "DET", "Gender=Masc"), "x", lemma.Feats{"Case": "Loc"}, map[string]bool{"DET": true})
	assert.False(t, ok, "a wanted case must be present")
}

// Vote: the readings' majority (3 masculine to 1 feminine; animacy 2
// inanimate to 1 personal) over a contrary analysis.
func TestVote(t *testing.T) {
	g, a := Vote(m, lemma.Token{Form: "płaszcz", Lemma: "płaszcz", POS: "NOUN", Feats: lemma.Feats{"Gender": "Fem", "Animacy": "Hum"}})
	assert.Equal(t, "Masc", g)
	assert.Equal(t, "Inan", a)
	g, a = Vote(m, lemma.Token{Form: "nic", Lemma: "nic", POS: "NOUN", Feats: lemma.Feats{"Gender": "Neut"}})
	assert.Equal(t, "Neut", g, "no readings: the analysis")
	assert.Equal(t, "", a)
}

// attested is fake with readings its treebank attests apart.
type attested struct {
	fake
	seen map[string][]lemma.Token
}

func (a attested) Attested(form string) []lemma.Token { return a.seen[form] }

// A generated form the dictionary cannot read (hunspell-ro lists "sala"
// without affixes) is kept when the treebank attests it with the checked
// features, and only then.
func TestGenAttested(t *testing.T) {
	def := lemma.Feats{"Definite": "Def", "Number": "Sing"}
	check := []string{"Definite", "Number"}
	f := fake{readings: map[string][]lemma.Token{"sala": {tok("sala", "NOUN", "Definite=Ind|Number=Sing")}},
		forms: map[string][]string{"sală": {"sala"}}}
	assert.Nil(t, Gen(f, "sală", "NOUN", def, check))
	a := attested{f, map[string][]lemma.Token{"sala": {tok("sală", "NOUN", "Definite=Def|Number=Sing")}}}
	assert.Equal(t, []string{"sala"}, Gen(a, "sală", "NOUN", def, check))
	assert.Nil(t, Gen(a, "sală", "NOUN", lemma.Feats{"Definite": "Ind", "Number": "Sing"}, check))
}

// TestPrepositionalPhrase: a phrase is a preposition, then adjectives,
// determiners and numerals, then the noun it ends in.
func TestPrepositionalPhrase(t *testing.T) {
	res := &rewrite.Result{}
	for _, pos := range []string{"ADJ", "ADP", "ADJ", "NOUN", "NOUN", "VERB", "NOUN"} {
		res.Ref = append(res.Ref, lemma.Token{POS: pos})
	}
	s := &Slavic{}
	j, ok := s.prepositionalPhrase(res, 3) // Выстроенный [в греко-романском стиле] город
	assert.True(t, ok)
	assert.Equal(t, 1, j)
	_, ok = s.prepositionalPhrase(res, 4) // a noun after a noun ends none
	assert.False(t, ok)
	_, ok = s.prepositionalPhrase(res, 2) // nor does an adjective
	assert.False(t, ok)
	_, ok = s.prepositionalPhrase(res, 6) // nor a noun after a verb
	assert.False(t, ok)
}

// A Result whose substitutions point outside its tokens is returned
// unrepaired, not a panic.
func TestRomanceBadResult(t *testing.T) {
	r := &Romance{}
	res := &rewrite.Result{Tokens: []string{"la", "pays"}, Ref: []lemma.Token{{Form: "la"}, {Form: "région"}},
		Subs: []rewrite.Substitution{{Pos: 1, HypPos: 5}}}
	toks, edits := r.Fix(res)
	assert.Equal(t, []string{"la", "pays"}, toks)
	assert.Empty(t, edits)
}
