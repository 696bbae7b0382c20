package rewrite

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/paraphrase"
)

// The tagger tags one word of a pair otherwise than the other (select
// as a noun after "and", psychological/mental as an adjective and a
// noun): the pair is made when the two words are alone in one slot
// between aligned words, and the lexicon is asked with the reference
// word's part of speech (issue #34, csmiss6: items choose → select,
// psychological → mental); a pair that holds for the hypothesis word's
// part of speech only is not made (aims … objectives).
func TestRetaggedInnerSlot(t *testing.T) {
	an := tagged{
		"they": tok("they", "PRON", ""), "press": tok("press", "VERB", ""), "the": tok("the", "DET", ""),
		"button": tok("button", "NOUN", "Number=Sing"), "and": tok("and", "CCONJ", ""),
		"choose": tok("choose", "VERB", "VerbForm=Fin"), "select": tok("select", "NOUN", "Number=Sing"),
		"option": tok("option", "NOUN", "Number=Sing"), ".": tok(".", "PUNCT", ""),
		"first": tok("first", "ADV", ""), "then": tok("then", "ADV", ""),
		"into": tok("into", "ADP", ""),
	}
	wn := set(paraphrase.Pair{A: "choose", B: "select", Source: paraphrase.SourceWordNet, Only: paraphrase.POSVerb})
	rw := New(an, Pairs{Curated: wn}, WithGuard(DefaultGuard("en")))
	rewrite := func(hyp, ref string) string {
		res := rw.Rewrite(strings.Fields(hyp), strings.Fields(ref))
		var out []string
		for _, s := range res.Subs {
			out = append(out, s.Old+"→"+s.New)
		}
		return strings.Join(out, " ")
	}
	assert.Equal(t, "choose→select", rewrite("they press the button and select the option .", "they press the button and choose the option ."),
		"alone in one slot: the noun tag of select is the tagger's")
	assert.Equal(t, "", rewrite("they select the option and press the button .", "they press the button and choose the option ."),
		"in another slot the tags are believed")
	assert.Equal(t, "", rewrite("they press the button and select first the option .", "they press the button and choose the option ."),
		"not alone in its slot")
	// A pair that holds only for the hypothesis word's part of speech:
	// the reference's verb is read right.
	nn := set(paraphrase.Pair{A: "choose", B: "select", Source: paraphrase.SourceWordNet, Only: paraphrase.POSNoun})
	rw = New(an, Pairs{Curated: nn}, WithGuard(DefaultGuard("en")))
	assert.Equal(t, "", rewrite("they press the button and select the option .", "they press the button and choose the option ."))
	// A function word on one side is no content word mistagged.
	fn := set(paraphrase.Pair{A: "choose", B: "into", Source: paraphrase.SourceThesaurus})
	rw = New(an, Pairs{Curated: fn}, WithGuard(DefaultGuard("en")))
	assert.Equal(t, "", rewrite("they press the button and into the option .", "they press the button and choose the option ."))
}

// A phrase pair of the lexicon whose two sides a reordering puts at the
// two ends of one unaligned stretch (že [ve skutečnosti] bude / že je
// [vlastně]) is made; the stretch's negations must agree, and a part
// with function words of the reference left dangling is not (issue #34,
// csmiss6: items ve skutečnosti → vlastně).
func TestSwappedPhrase(t *testing.T) {
	an := tagged{
		"myslím": tok("myslet", "VERB", "Polarity=Pos"), ",": tok(",", "PUNCT", ""), "že": tok("že", "SCONJ", ""),
		"ve": tok("v", "ADP", "Case=Loc"), "skutečnosti": tok("skutečnost", "NOUN", "Case=Loc|Number=Sing|Polarity=Pos"),
		"bude": tok("být", "AUX", "Polarity=Pos"), "je": tok("být", "AUX", "Polarity=Pos"), "není": tok("být", "AUX", "Polarity=Neg"),
		"vlastně": tok("vlastně", "ADV", "Polarity=Pos"), "lepší": tok("dobrý", "ADJ", "Degree=Cmp|Polarity=Pos"),
		".": tok(".", "PUNCT", ""),
	}
	mt := set(paraphrase.Pair{A: "ve skutečnosti", B: "vlastně", Source: paraphrase.SourceMulti})
	rw := New(an, Pairs{Table: mt}, WithGuard(DefaultGuard("cs")))
	rewrite := func(hyp, ref string) string {
		res := rw.Rewrite(strings.Fields(hyp), strings.Fields(ref))
		return Join(res.Tokens)
	}
	assert.Equal(t, "myslím , že vlastně bude lepší .", rewrite("myslím , že je vlastně lepší .", "myslím , že ve skutečnosti bude lepší ."))
	assert.Equal(t, "myslím , že ve skutečnosti bude lepší .", rewrite("myslím , že není vlastně lepší .", "myslím , že ve skutečnosti bude lepší ."),
		"the stretch loses a negation")
	g := DefaultGuard("cs")
	g.Swapped = false
	off := New(an, Pairs{Table: mt}, WithGuard(g))
	res := off.Rewrite(strings.Fields("myslím , že je vlastně lepší ."), strings.Fields("myslím , že ve skutečnosti bude lepší ."))
	assert.Empty(t, res.Subs, "without Guard.Swapped (English)")
}

// Across two tags, a derivation (slot-only evidence) and an adjective
// for an adverb are not paired: they change the construction.
func TestRetaggedNotDerivation(t *testing.T) {
	an := tagged{
		"herec": tok("herec", "NOUN", "Case=Nom"), "stál": tok("stát", "VERB", "Polarity=Pos"),
		"vlevo": tok("vlevo", "ADV", ""), "levý": tok("levý", "ADJ", "Degree=Pos"),
		"rychle": tok("rychle", "ADV", ""), "svižný": tok("svižný", "ADJ", "Degree=Pos"),
		"u": tok("u", "ADP", ""), "okna": tok("okno", "NOUN", "Case=Gen"),
	}
	lex := Pairs{
		Curated: set(paraphrase.Pair{A: "rychle", B: "svižný", Source: paraphrase.SourceThesaurus}),
		Table:   set(paraphrase.Pair{A: "vlevo", B: "levý", Source: paraphrase.SourceRelated}),
	}
	rw := New(an, lex, WithGuard(DefaultGuard("cs")))
	for _, c := range [][2]string{
		{"herec stál levý u okna", "herec stál vlevo u okna"},
		{"herec stál svižný u okna", "herec stál rychle u okna"},
	} {
		res := rw.Rewrite(strings.Fields(c[0]), strings.Fields(c[1]))
		assert.Empty(t, res.Subs, c[1])
	}
}

// With Czech's tagger (Guard.Strict) two tags are believed unless the
// words share their case: an adjective used as a noun is paired with a
// noun, a noun is not paired with a verb (WMT22 en-cs: oprava → opravit).
func TestRetaggedCzechCase(t *testing.T) {
	an := tagged{
		"dopis": tok("dopis", "NOUN", "Case=Acc|Number=Sing"), "od": tok("od", "ADP", ""), "pro": tok("pro", "ADP", ""),
		"vedoucího": tok("vedoucí", "ADJ", "Case=Gen|Number=Sing|Degree=Pos|Polarity=Pos"),
		"ředitele":  tok("ředitel", "NOUN", "Case=Gen|Number=Sing|Polarity=Pos"),
		"přišel":    tok("přijít", "VERB", "Polarity=Pos|Tense=Past|VerbForm=Part"),
		"oprava":    tok("oprava", "NOUN", "Case=Nom|Number=Sing|Polarity=Pos"), "opravit": tok("opravit", "VERB", "Polarity=Pos|VerbForm=Inf"),
		"je": tok("být", "AUX", "Polarity=Pos"), "snadná": tok("snadný", "ADJ", "Case=Nom|Degree=Pos|Polarity=Pos"),
		"auta": tok("auto", "NOUN", "Case=Gen|Number=Sing|Polarity=Pos"),
	}
	th := set(paraphrase.Pair{A: "vedoucí", B: "ředitel", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "oprava", B: "opravit", Source: paraphrase.SourceThesaurus})
	rw := New(an, Pairs{Curated: th}, WithGuard(DefaultGuard("cs")))
	res := rw.Rewrite(strings.Fields("dopis od ředitele přišel"), strings.Fields("dopis od vedoucího přišel"))
	assert.Equal(t, "dopis od ředitele přišel", Join(res.Tokens))
	res = rw.Rewrite(strings.Fields("dopis opravit auta je snadná"), strings.Fields("dopis oprava auta je snadná"))
	assert.Empty(t, res.Subs, "a noun for a verb")
}
