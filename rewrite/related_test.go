package rewrite

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/paraphrase"
)

// A slot-only pair is made only between words of one case and number
// (záhonu, a singular bed of plants, is not replaced by the
// hypothesis's plural lůžek), and its source is named only when it is
// all the evidence.
func TestRewriteSlotOnlyAgreement(t *testing.T) {
	an := tagged{
		"přípravu": tok("příprava", "NOUN", "Case=Acc|Number=Sing"),
		"záhonu":   tok("záhon", "NOUN", "Case=Gen|Gender=Masc|Number=Sing"),
		"záhonů":   tok("záhon", "NOUN", "Case=Gen|Gender=Masc|Number=Plur"),
		"lůžek":    tok("lůžko", "NOUN", "Case=Gen|Gender=Neut|Number=Plur"),
		"a":        tok("a", "CCONJ", ""),
	}
	lex := Pairs{Table: set(paraphrase.Pair{A: "záhon", B: "lůžko", Source: paraphrase.SourceRelated})}
	rw := czechRewriter(an, lex)
	res := rw.Rewrite(strings.Fields("přípravu lůžek a"), strings.Fields("přípravu záhonu a"))
	assert.Empty(t, res.Subs, "singular against plural")
	res = rw.Rewrite(strings.Fields("přípravu lůžek a"), strings.Fields("přípravu záhonů a"))
	if assert.Len(t, res.Subs, 1) {
		assert.Equal(t, "related", res.Subs[0].Source)
	}
	both := Pairs{Curated: set(paraphrase.Pair{A: "záhon", B: "lůžko", Source: paraphrase.SourceThesaurus}),
		Table: set(paraphrase.Pair{A: "záhon", B: "lůžko", Source: paraphrase.SourceRelated})}
	res = czechRewriter(an, both).Rewrite(strings.Fields("přípravu lůžek a"), strings.Fields("přípravu záhonu a"))
	if assert.Len(t, res.Subs, 1, "a thesaurus pair is not held to the slot's agreement") {
		assert.Equal(t, "thesaurus", res.Subs[0].Source)
	}
}

// A reference word whose lemma the hypothesis also has is replaced when
// the reference has the lemma more often and this occurrence is
// unaligned and alone in its slot; likewise a hypothesis word whose
// lemma the reference has (round 2's ground → earth).
func TestRewriteSpareOccurrence(t *testing.T) {
	an := fake{"out": {"out", "ADP"}, "of": {"of", "ADP"}, "the": {"the", "DET"}, "ground": {"ground", "NOUN"},
		"earth": {"earth", "NOUN"}, "you": {"you", "PRON"}, "put": {"put", "VERB"}, "in": {"in", "ADP"},
		"dug": {"dig", "VERB"}, ",": {",", "PUNCT"}}
	lex := Pairs{Curated: set(paraphrase.Pair{A: "ground", B: "earth", Source: paraphrase.SourceWordNet},
		paraphrase.Pair{A: "earth", B: "ground", Source: paraphrase.SourceWordNet})}
	rw := New(an, lex, WithGuard(DefaultGuard("en")))
	run := func(hyp, ref string) string {
		return strings.Join(rw.Rewrite(strings.Fields(hyp), strings.Fields(ref)).Tokens, " ")
	}
	assert.Equal(t, "you dug out of the earth , you put in the ground",
		run("you dug out of the earth , you put in the ground", "you dug out of the ground , you put in the ground"))
	assert.Equal(t, "you dug out of the ground , you put in the ground",
		run("you dug out of the black earth , you put in the ground", "you dug out of the ground , you put in the ground"),
		"the spare ground is not alone in its slot")
	// The hypothesis side: ref earth … ground, hyp ground … ground.
	assert.Equal(t, "you dug out of the ground , you put in the ground",
		run("you dug out of the ground , you put in the ground", "you dug out of the earth , you put in the ground"))
	// Equal counts: each ground has its match, nothing is spare.
	assert.Equal(t, "you dug out of the ground , you put in the earth",
		run("you dug out of the earth , you put in the ground", "you dug out of the ground , you put in the earth"))
}

// Osoba is a feminine noun that names a person of either sex: osoba →
// člověk is no change of sex (round 2's pair 32).
func TestPersonGenderEpicene(t *testing.T) {
	an := tagged{
		"ta":      tok("ten", "DET", "Case=Nom|Gender=Fem|Number=Sing"),
		"ten":     tok("ten", "DET", "Case=Nom|Gender=Masc|Number=Sing"),
		"osoba":   tok("osoba", "NOUN", "Case=Nom|Gender=Fem|Number=Sing"),
		"žena":    tok("žena", "NOUN", "Case=Nom|Gender=Fem|Number=Sing"),
		"člověk":  tok("člověk", "NOUN", "Animacy=Anim|Case=Nom|Gender=Masc|Number=Sing"),
		"přišla":  tok("přijít", "VERB", "Gender=Fem|Tense=Past|VerbForm=Part"),
		"přišel":  tok("přijít", "VERB", "Gender=Masc|Tense=Past|VerbForm=Part"),
		"včas":    tok("včas", "ADV", ""),
		"domů":    tok("domů", "ADV", ""),
		"rychle":  tok("rychle", "ADV", ""),
		"pomalu":  tok("pomalu", "ADV", ""),
		"nakonec": tok("nakonec", "ADV", ""),
	}
	lex := Pairs{Curated: set(paraphrase.Pair{A: "osoba", B: "člověk", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "žena", B: "člověk", Source: paraphrase.SourceThesaurus})}
	rw := czechRewriter(an, lex)
	res := rw.Rewrite(strings.Fields("ten člověk přišel včas"), strings.Fields("ta osoba přišla včas"))
	if assert.Len(t, res.Subs, 1) {
		assert.Equal(t, "člověk", res.Subs[0].New)
	}
	res = rw.Rewrite(strings.Fields("ten člověk přišel včas"), strings.Fields("ta žena přišla včas"))
	assert.Empty(t, res.Subs, "žena → člověk still changes sex")
}
