package rewrite

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// neg6 is a fake Czech analysis of the made-up sentences below, tagged
// as the Czech analyser tags them (a negated form: the positive lemma
// with Polarity=Neg).
var neg6 = tagged{
	"to":         tok("ten", "DET", "Case=Nom|Gender=Neut|Number=Sing|PronType=Dem"),
	"je":         tok("být", "AUX", "Mood=Ind|Number=Sing|Person=3|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"opravdu":    tok("opravdu", "PART", ""),
	"nepohodlné": tok("pohodlný", "ADJ", "Case=Nom|Degree=Pos|Gender=Neut|Number=Sing|Polarity=Neg"),
	"pohodlné":   tok("pohodlný", "ADJ", "Case=Nom|Degree=Pos|Gender=Neut|Number=Sing|Polarity=Pos"),
	"nepříjemné": tok("příjemný", "ADJ", "Case=Nom|Degree=Pos|Gender=Neut|Number=Sing|Polarity=Neg"),
	"příjemné":   tok("příjemný", "ADJ", "Case=Nom|Degree=Pos|Gender=Neut|Number=Sing|Polarity=Pos"),
	"nemilé":     tok("milý", "ADJ", "Case=Nom|Degree=Pos|Gender=Neut|Number=Sing|Polarity=Neg"),
	"milé":       tok("milý", "ADJ", "Case=Nom|Degree=Pos|Gender=Neut|Number=Sing|Polarity=Pos"),
	"petr":       tok("Petr", "PROPN", "Animacy=Anim|Case=Nom|Gender=Masc|Number=Sing|Polarity=Pos"),
	"nezměnil":   tok("změnit", "VERB", "Gender=Masc|Number=Sing|Polarity=Neg|Tense=Past|VerbForm=Part|Voice=Act"),
	"neupravil":  tok("upravit", "VERB", "Gender=Masc|Number=Sing|Polarity=Neg|Tense=Past|VerbForm=Part|Voice=Act"),
	"neměnil":    tok("měnit", "VERB", "Gender=Masc|Number=Sing|Polarity=Neg|Tense=Past|VerbForm=Part|Voice=Act"),
	"upravil":    tok("upravit", "VERB", "Gender=Masc|Number=Sing|Polarity=Pos|Tense=Past|VerbForm=Part|Voice=Act"),
	"plán":       tok("plán", "NOUN", "Animacy=Inan|Case=Acc|Gender=Masc|Number=Sing|Polarity=Pos"),
	"neprovádí":  tok("provádět", "VERB", "Mood=Ind|Number=Sing|Person=3|Polarity=Neg|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"nedělá":     tok("dělat", "VERB", "Mood=Ind|Number=Sing|Person=3|Polarity=Neg|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"provádí":    tok("provádět", "VERB", "Mood=Ind|Number=Sing|Person=3|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"dělá":       tok("dělat", "VERB", "Mood=Ind|Number=Sing|Person=3|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"kontroly":   tok("kontrola", "NOUN", "Case=Acc|Gender=Fem|Number=Plur|Polarity=Pos"),
	".":          tok(".", "PUNCT", ""),
}

// Two negated forms of a known pair are paired under their positive
// lemmas (round 5, issue #34: nepohodlné → nepříjemné, which the pair
// pohodlný/příjemný licenses but "nepohodlný"/"nepříjemný" is in no
// source); one negated side is still refused, and light verbs stay
// light when negated.
func TestNegatedFormsOfAKnownPair(t *testing.T) {
	lex := Pairs{Curated: set(
		paraphrase.Pair{A: "pohodlný", B: "příjemný", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "změnit", B: "upravit", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "změnit", B: "měnit", Source: paraphrase.SourceMulti},
		paraphrase.Pair{A: "provádět", B: "dělat", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "milý", B: "příjemný", Source: paraphrase.SourceMulti},
	)}
	rw := czechRewriter(neg6, lex)
	cases := []struct{ name, hyp, ref, want string }{
		{"negated adjectives", "To je opravdu nepříjemné .", "To je opravdu nepohodlné .", "To je opravdu nepříjemné ."},
		{"positive adjectives (as before)", "To je opravdu příjemné .", "To je opravdu pohodlné .", "To je opravdu příjemné ."},
		{"negated reference only", "To je opravdu příjemné .", "To je opravdu nepohodlné .", "To je opravdu nepohodlné ."},
		{"negated hypothesis only", "To je opravdu nepříjemné .", "To je opravdu pohodlné .", "To je opravdu pohodlné ."},
		// Negated pairs known to the mined table alone were a third
		// neutral or harmful on WMT22 (docs/judge6a-2026-11-29/).
		{"mined pair, positive forms", "To je opravdu příjemné .", "To je opravdu milé .", "To je opravdu příjemné ."},
		{"mined pair, negated forms", "To je opravdu nepříjemné .", "To je opravdu nemilé .", "To je opravdu nemilé ."},
		{"negated verbs", "Petr neupravil plán .", "Petr nezměnil plán .", "Petr neupravil plán ."},
		{"negated aspect partners stay apart", "Petr neměnil plán .", "Petr nezměnil plán .", "Petr nezměnil plán ."},
		{"negated verb against a positive one", "Petr upravil plán .", "Petr nezměnil plán .", "Petr nezměnil plán ."},
		// A light verb is paired only alone in a slot (Guard.Slot), negated or not.
		{"light verbs in a slot", "Petr dělá kontroly .", "Petr provádí kontroly .", "Petr dělá kontroly ."},
		{"negated light verbs in a slot", "Petr nedělá kontroly .", "Petr neprovádí kontroly .", "Petr nedělá kontroly ."},
		{"light verbs moved", "Kontroly dělá Petr .", "Petr provádí kontroly .", "Petr provádí kontroly ."},
		{"negated light verbs moved", "Kontroly nedělá Petr .", "Petr neprovádí kontroly .", "Petr neprovádí kontroly ."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := rw.Rewrite(strings.Fields(c.hyp), strings.Fields(c.ref))
			assert.Equal(t, c.want, strings.Join(res.Tokens, " "))
		})
	}
}

// auxTagged tags the made-up sentences of TestAuxiliaryIsNoLightVerb as
// the Czech analyser does: the conditional "by" and the past auxiliary
// "jsme" are být (AUX), the copula "je" too.
var auxTagged = tagged{
	"labouristé": tok("labourista", "NOUN", "Animacy=Anim|Case=Nom|Gender=Masc|Number=Plur|Polarity=Pos"),
	"by":         tok("být", "AUX", "Mood=Cnd|Person=3|VerbForm=Fin"),
	"jsme":       tok("být", "AUX", "Mood=Ind|Number=Plur|Person=1|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"je":         tok("být", "AUX", "Mood=Ind|Number=Sing|Person=3|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"dávku":      tok("dávka", "NOUN", "Case=Acc|Gender=Fem|Number=Sing|Polarity=Pos"),
	"poplatek":   tok("poplatek", "NOUN", "Animacy=Inan|Case=Acc|Gender=Masc|Number=Sing|Polarity=Pos"),
	"dávka":      tok("dávka", "NOUN", "Case=Nom|Gender=Fem|Number=Sing|Polarity=Pos"),
	"poplatkem":  tok("poplatek", "NOUN", "Animacy=Inan|Case=Ins|Gender=Masc|Number=Sing|Polarity=Pos"),
	"daní":       tok("daň", "NOUN", "Case=Ins|Gender=Fem|Number=Sing|Polarity=Pos"),
	"změnili":    tok("změnit", "VERB", "Animacy=Anim|Gender=Masc|Number=Plur|Polarity=Pos|Tense=Past|VerbForm=Part|Voice=Act"),
	"to":         tok("ten", "DET", "Case=Nom|Gender=Neut|Number=Sing|PronType=Dem"),
	"včera":      tok("včera", "ADV", ""),
	".":          tok(".", "PUNCT", ""),
}

// The conditional auxiliary "by" (lemma být, AUX) is no light verb: the
// noun after it is its main verb's object (round 5, issue #34:
// "Labouristé by dávku změnili", dávku → poplatek blocked as a light
// verb's object). The past auxiliary before its participle is none
// either; the copula before a noun stays protected.
func TestAuxiliaryIsNoLightVerb(t *testing.T) {
	lex := Pairs{Curated: set(
		paraphrase.Pair{A: "dávka", B: "poplatek", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "daň", B: "poplatek", Source: paraphrase.SourceThesaurus},
	)}
	rw := czechRewriter(auxTagged, lex)
	cases := []struct{ name, hyp, ref, want string }{
		// The hypothesis moves the noun: no slot pairs it (Guard.Slot).
		{"conditional by", "Labouristé by změnili poplatek .", "Labouristé by dávku změnili .", "Labouristé by poplatek změnili ."},
		{"past auxiliary", "Včera jsme změnili poplatek .", "Včera jsme dávku změnili .", "Včera jsme poplatek změnili ."},
		{"copula", "Poplatkem to je .", "To je daní .", "To je daní ."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := rw.Rewrite(strings.Fields(c.hyp), strings.Fields(c.ref))
			assert.Equal(t, c.want, strings.Join(res.Tokens, " "))
		})
	}
}

// colloq tags the made-up sentences of TestColloquialY as the Czech
// analyser does: the Common Czech -ý forms (jiný věci, takový auto, je
// to možný) as masculine singulars, the standard -é forms by their
// noun.
var colloq = tagged{
	"mám":     tok("mít", "VERB", "Mood=Ind|Number=Sing|Person=1|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"jiný":    tok("jiný", "ADJ", "Animacy=Inan|Case=Acc|Degree=Pos|Gender=Masc|Number=Sing|Polarity=Pos"),
	"jiné":    tok("jiný", "ADJ", "Case=Acc|Degree=Pos|Gender=Fem|Number=Plur|Polarity=Pos"),
	"věci":    tok("věc", "NOUN", "Case=Acc|Gender=Fem|Number=Plur|Polarity=Pos"),
	"stroje":  tok("stroj", "NOUN", "Animacy=Inan|Case=Acc|Gender=Masc|Number=Plur|Polarity=Pos"),
	"je":      tok("být", "AUX", "Mood=Ind|Number=Sing|Person=3|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"),
	"to":      tok("ten", "DET", "Case=Nom|Gender=Neut|Number=Sing|PronType=Dem"),
	"takový":  tok("takový", "DET", "Animacy=Inan|Case=Nom|Gender=Masc|Number=Sing|PronType=Dem"),
	"takové":  tok("takový", "DET", "Case=Nom|Gender=Neut|Number=Sing|PronType=Dem"),
	"auto":    tok("auto", "NOUN", "Case=Nom|Gender=Neut|Number=Sing|Polarity=Pos"),
	"možný":   tok("možný", "ADJ", "Animacy=Inan|Case=Nom|Degree=Pos|Gender=Masc|Number=Sing|Polarity=Pos"),
	"možné":   tok("možný", "ADJ", "Case=Nom|Degree=Pos|Gender=Neut|Number=Sing|Polarity=Pos"),
	"petr":    tok("Petr", "PROPN", "Animacy=Anim|Case=Nom|Gender=Masc|Number=Sing|Polarity=Pos"),
	"opravdu": tok("opravdu", "PART", ""),
	"není":    tok("být", "AUX", "Mood=Ind|Number=Sing|Person=3|Polarity=Neg|Tense=Pres|VerbForm=Fin|Voice=Act"),
	",":       tok(",", "PUNCT", ""),
	"že":      tok("že", "SCONJ", ""),
	"přijde":  tok("přijít", "VERB", "Mood=Ind|Number=Sing|Person=3|Polarity=Pos|Tense=Pres|VerbForm=Fin|Voice=Act"),
	".":       tok(".", "PUNCT", ""),
}

// A Common Czech -ý form in the reference, which the tagger reads as a
// masculine singular, is replaced by the hypothesis's standard -é form
// of the same word where the analysis shows it to stand for it: before
// the same noun form that the -é form agrees with, or as the predicate
// of "to" (round 5, issue #34: jiný → jiné, takový → takové, možný →
// možné). Elsewhere the -ý form stays.
func TestColloquialY(t *testing.T) {
	rw := czechRewriter(colloq, Pairs{})
	cases := []struct{ name, hyp, ref, want string }{
		{"before the noun", "Mám jiné věci .", "Mám jiný věci .", "Mám jiné věci ."},
		{"pronominal adjective", "Je to takové auto .", "Je to takový auto .", "Je to takové auto ."},
		{"predicate of to", "Je to možné .", "Je to možný .", "Je to možné ."},
		{"predicate of to, subject first", "To je opravdu možné .", "To je opravdu možný .", "To je opravdu možné ."},
		{"another noun", "Mám jiné stroje .", "Mám jiný věci .", "Mám jiný věci ."},
		{"predicate of another subject", "Petr je možné .", "Petr je možný .", "Petr je možný ."},
		{"predicate of a clause", "Není možné , že přijde .", "Není možný , že přijde .", "Není možné , že přijde ."},
		{"predicate of a subject before být, before a clause", "Petr je možné , že přijde .", "Petr je možný , že přijde .", "Petr je možný , že přijde ."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := rw.Rewrite(strings.Fields(c.hyp), strings.Fields(c.ref))
			assert.Equal(t, c.want, strings.Join(res.Tokens, " "))
		})
	}
	// The replaced word is read as the hypothesis's form in the result
	// (the agreement repair keeps it), and the prepared reference keeps
	// its analysis for the next hypothesis.
	pr := rw.Prepare(colloq.Analyze(strings.Fields("Je to možný .")))
	res := rw.RewritePrepared(colloq.Analyze(strings.Fields("Je to možné .")), pr, nil)
	if assert.Len(t, res.Subs, 1) {
		assert.Equal(t, "Neut", res.Ref[2].Feats["Gender"])
		assert.Equal(t, "Animacy=Inan|Case=Nom|Degree=Pos|Gender=Masc|Number=Sing|Polarity=Pos", res.Subs[0].OldFeats)
	}
	assert.Equal(t, "Masc", pr.toks[2].Feats["Gender"])
	res = rw.RewritePrepared(colloq.Analyze(strings.Fields("Je to opravdu .")), pr, nil)
	assert.Empty(t, res.Subs)
	assert.Equal(t, "Masc", res.Ref[2].Feats["Gender"])
}

// A country's name in -sko, -cko and its adjective in -ský, -cký are a
// relational pair (round 5, issue #34: znovusjednocení Německa /
// německé znovusjednocení was not made); -ický after a noun that ends
// in a consonant is not relational (round 5: významů symbolů →
// symbolických významů, harmful: symbolic meanings are no meanings of
// symbols).
func TestRelationalNamesAndQualities(t *testing.T) {
	for _, c := range []struct {
		adj, noun string
		want      bool
	}{
		{"německý", "německo", true}, {"ruský", "rusko", true}, {"řecký", "řecko", true}, {"japonský", "japonsko", true},
		{"symbolický", "symbol", false}, {"typický", "typ", false}, {"alkoholický", "alkohol", false},
		{"ekonomický", "ekonomie", true}, {"historický", "historie", true}, {"regionální", "region", true},
		{"německý", "němec", false}, {"ruský", "rus", false},
	} {
		assert.Equal(t, c.want, relational(c.adj, c.noun), "%s ← %s", c.adj, c.noun)
	}
}

// TestPosKey: the positive key of a negated word is its lemma, also for a
// lemma that begins with ne- (nechat: "nenechal" has the key nechat,
// which key does not prefix again; stripping "ne" would give "chat").
func TestPosKey(t *testing.T) {
	toks := []lemma.Token{
		tok("nechat", "VERB", "Polarity=Neg"), tok("změnit", "VERB", "Polarity=Neg"), tok("změnit", "VERB", "Polarity=Pos"),
	}
	toks[0].Form, toks[1].Form, toks[2].Form = "nenechal", "nezměnil", "změnil"
	lw := lowsOf(toks)
	ks := keysOf(toks, lw)
	for k, want := range []struct {
		key string
		neg bool
	}{{"nechat", true}, {"změnit", true}, {"změnit", false}} {
		got, neg := posKey(lw, ks[k], k)
		assert.Equal(t, want.key, got, toks[k].Form)
		assert.Equal(t, want.neg, neg, toks[k].Form)
	}
}
