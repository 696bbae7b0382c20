package rewrite

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// csVariants tags as the Czech tagger does (docs/closedvar-2026-11-28.md):
// překáží as a singular, the short form motivován under an odd lemma,
// vědom as an adverb.
var csVariants = tagged{
	"jen":          tok("jen", "ADV", ""),
	"mi":           tok("já", "PRON", "Case=Dat"),
	"tašky":        tok("taška", "NOUN", "Case=Gen|Gender=Fem|Number=Sing"),
	"překážejí":    tok("překážet", "VERB", "Mood=Ind|Number=Plur|Person=3|Tense=Pres|VerbForm=Fin"),
	"překáží":      tok("překážet", "VERB", "Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin"),
	"překážely":    tok("překážet", "VERB", "Gender=Fem|Number=Plur|Tense=Past|VerbForm=Part"),
	"víc":          tok("hodně", "ADV", "Degree=Cmp"),
	"více":         tok("hodně", "ADV", "Degree=Cmp"),
	"proces":       tok("proces", "NOUN", "Case=Nom|Gender=Masc|Number=Sing"),
	"člověk":       tok("člověk", "NOUN", "Case=Nom|Gender=Masc|Number=Sing"),
	"je":           tok("být", "AUX", "Number=Sing|Person=3"),
	"nejsem":       tok("být", "AUX", "Number=Sing|Person=1|Polarity=Neg"),
	"cítí":         tok("cítit", "VERB", "Number=Sing|Person=3"),
	"se":           tok("se", "PRON", "Case=Acc"),
	"si":           tok("se", "PRON", "Case=Dat"),
	"politicky":    tok("politicky", "ADV", ""),
	"motivovaný":   tok("motivovaný", "ADJ", "Animacy=Inan|Case=Nom|Gender=Masc|Number=Sing"),
	"motivován":    tok("motivováný", "ADJ", "Gender=Masc|Number=Sing|Variant=Short|VerbForm=Part|Voice=Pass"),
	"motivovaná":   tok("motivovaný", "ADJ", "Case=Nom|Gender=Fem|Number=Sing"),
	"motivována":   tok("motivováný", "ADJ", "Gender=Fem|Number=Sing|Variant=Short|VerbForm=Part|Voice=Pass"),
	"vědomý":       tok("vědomý", "ADJ", "Animacy=Anim|Case=Nom|Gender=Masc|Number=Sing"),
	"vědom":        tok("vědom", "ADV", ""),
	"rizik":        tok("riziko", "NOUN", "Case=Gen|Gender=Neut|Number=Plur"),
	"schopný":      tok("schopný", "ADJ", "Animacy=Anim|Case=Nom|Gender=Masc|Number=Sing"),
	"schopen":      tok("schopný", "ADJ", "Gender=Masc|Number=Sing|Variant=Short"),
	"pracovat":     tok("pracovat", "VERB", "VerbForm=Inf"),
	"nesmí":        tok("smět", "VERB", "Number=Sing|Person=3|Polarity=Neg"),
	"být":          tok("být", "AUX", "VerbForm=Inf"),
	"použité":      tok("použitý", "ADJ", "Case=Nom|Gender=Neut|Number=Sing"),
	"použito":      tok("použitý", "ADJ", "Gender=Neut|Number=Sing|Variant=Short"),
	"opotřebované": tok("opotřebovaný", "ADJ", "Case=Nom|Gender=Neut|Number=Sing"),
	",":            tok(",", "PUNCT", ""),
	"že":           tok("že", "SCONJ", ""),
	"světu":        tok("svět", "NOUN", "Case=Gen|Gender=Masc|Number=Sing"),
	"světa":        tok("svět", "NOUN", "Case=Gen|Gender=Masc|Number=Sing"),
	"nedaří":       tok("dařit", "VERB", "Number=Sing|Person=3|Polarity=Neg"),
	"neschopností": tok("neschopnost", "NOUN", "Case=Ins|Gender=Fem|Number=Sing"),
	"zastavit":     tok("zastavit", "VERB", "VerbForm=Inf"),
	".":            tok(".", "PUNCT", ""),
}

// enVariants tags as the English tagger does: "10th" a noun, "that" a
// subordinating conjunction before a verb.
var enVariants = tagged{
	"missing":    tok("miss", "VERB", "VerbForm=Ger"),
	"since":      tok("since", "SCONJ", ""),
	"february":   tok("February", "PROPN", "Number=Sing"),
	"10th":       tok("10th", "NOUN", "Number=Sing"),
	"10":         tok("10", "NUM", ""),
	"the":        tok("the", "DET", ""),
	"floor":      tok("floor", "NOUN", ""),
	"of":         tok("of", "ADP", ""),
	"power":      tok("power", "NOUN", ""),
	"because":    tok("because", "SCONJ", ""),
	"as":         tok("as", "SCONJ", ""),
	"they":       tok("they", "PRON", ""),
	"pay":        tok("pay", "VERB", ""),
	"does":       tok("do", "VERB", ""),
	"that":       tok("that", "SCONJ", ""),
	"this":       tok("this", "PRON", ""),
	"mean":       tok("mean", "VERB", ""),
	"said":       tok("say", "VERB", ""),
	"we":         tok("we", "PRON", ""),
	"left":       tok("leave", "VERB", ""),
	"it":         tok("it", "PRON", ""),
	"rained":     tok("rain", "VERB", ""),
	"by":         tok("by", "ADP", ""),
	"hasophonie": tok("Hasophonie", "PROPN", ""),
	"hasophonia": tok("Hasophonia", "PROPN", ""),
	",":          tok(",", "PUNCT", ""),
	"?":          tok("?", "PUNCT", ""),
	".":          tok(".", "PUNCT", ""),
}

// TestVariantForms pins the variants whose tags do not show them to be one
// word (Guard.variantAt), on the items of the judged recall lists
// (docs/recall-2026-11-28b/cs-result.md, en-result.md) and the contexts
// where the same forms must stay.
func TestVariantForms(t *testing.T) {
	cs := New(csVariants, Pairs{}, WithGuard(DefaultGuard("cs")))
	en := New(enVariants, Pairs{}, WithGuard(DefaultGuard("en")))
	for _, c := range []struct {
		name           string
		rw             *Rewriter
		hyp, ref, want string
	}{
		// The -ejí/-í plurals are not taken (3 of 4 neutral on
		// development data): the -í form reads as a singular.
		{"plural doublet", cs, "jen tašky překáží .", "jen tašky překážejí .", "jen tašky překážejí ."},
		{"doublet, other way", cs, "jen tašky překážejí .", "jen tašky překáží .", "jen tašky překáží ."},
		// A same-key variant moved in the sentence (no slot: by its key,
		// once in each sentence), for a word without case.
		{"moved, no case", cs, "mi více tašky překážely .", "tašky mi překážely víc .", "tašky mi překážely více ."},
		// A word with case is not taken from elsewhere in the sentence.
		{"moved, with case", cs, "že se nedaří zastavit neschopností světa .", "že se světu nedaří zastavit .", "že se světu nedaří zastavit ."},
		// Long and short adjective after být.
		{"short form", cs, "proces je politicky motivován .", "proces je politicky motivovaný .", "proces je politicky motivován ."},
		{"short form, feminine", cs, "je motivována .", "je motivovaná .", "je motivována ."},
		{"short form tagged ADV", cs, "nejsem si vědom rizik .", "nejsem si vědomý rizik .", "nejsem si vědom rizik ."},
		{"short form with e", cs, "je schopen pracovat .", "je schopný pracovat .", "je schopen pracovat ."},
		{"series", cs, "nesmí být použito , opotřebované .", "nesmí být použité , opotřebované .", "nesmí být použité , opotřebované ."},
		{"attributive", cs, "je motivován člověk .", "je motivovaný člověk .", "je motivovaný člověk ."},
		{"no být", cs, "cítí se motivován .", "cítí se motivovaný .", "cítí se motivovaný ."},
		{"another gender", cs, "je motivována .", "je motivovaný .", "je motivovaný ."},
		{"short to long", cs, "je motivovaný .", "je motivován .", "je motivován ."},
		// English dates.
		{"ordinal date", en, "missing since February 10 .", "missing since February 10th .", "missing since February 10 ."},
		{"ordinal date, moved", en, "on February 10 by the , missing since .", "by the , missing since on February 10th .", "by the , missing since on February 10 ."},
		{"ordinal, no month", en, "the 10 floor", "the 10th floor", "the 10th floor"},
		{"ordinal before of", en, "the 10 of February", "the 10th of February", "the 10th of February"},
		// because → as, one way.
		{"because as", en, "power , as they pay .", "power , because they pay .", "power , as they pay ."},
		{"as because", en, "power , because they pay .", "power , as they pay .", "power , as they pay ."},
		{"because of", en, "power , as of it .", "power , because of it .", "power , because of it ."},
		// "that" before a verb is the demonstrative; after a verb and
		// before a pronoun it is the complementizer.
		{"that this", en, "does this mean", "does that mean", "does this mean"},
		{"complementizer", en, "said this we pay", "said that we pay", "said that we pay"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := strings.Join(c.rw.Rewrite(strings.Fields(c.hyp), strings.Fields(c.ref)).Tokens, " ")
			assert.Equal(t, c.want, got)
		})
	}
	res := cs.Rewrite(strings.Fields("proces je politicky motivován ."), strings.Fields("proces je politicky motivovaný ."))
	if assert.Len(t, res.Subs, 1) {
		assert.Equal(t, SourceVariant, res.Subs[0].Source)
	}
}

// A variant that is one word by its analysis (a date, a short form) is no
// translation choice: a Grounding does not drop it. A name one edit apart
// (Hasophonie → Hasophonia) and a function word it does not support it
// still drops.
func TestVariantGrounded(t *testing.T) {
	en := New(enVariants, Pairs{}, WithGuard(DefaultGuard("en")))
	cs := New(csVariants, Pairs{}, WithGuard(DefaultGuard("cs")))
	run := func(rw *Rewriter, an tagged, hyp, ref string) string {
		h, r := an.Analyze(strings.Fields(hyp)), an.Analyze(strings.Fields(ref))
		return strings.Join(rw.RewriteGrounded(h, r, grounded{}).Tokens, " ")
	}
	assert.Equal(t, "missing since February 10 .", run(en, enVariants, "missing since February 10 .", "missing since February 10th ."))
	assert.Equal(t, "je motivován .", run(cs, csVariants, "je motivován .", "je motivovaný ."))
	assert.Equal(t, "by Hasophonie .", run(en, enVariants, "by Hasophonia .", "by Hasophonie ."))
	assert.Equal(t, "power , because they pay .", run(en, enVariants, "power , as they pay .", "power , because they pay ."))
}

// The English guard opens subordinating conjunctions to mined pairs
// (Guard.MinedClosed): because/since, both ways; without it they stay.
func TestMinedClosedEnglish(t *testing.T) {
	lex := Pairs{Table: set(paraphrase.Pair{A: "because", B: "since", Source: paraphrase.SourceMulti},
		paraphrase.Pair{A: "since", B: "because", Source: paraphrase.SourceMulti})}
	g := DefaultGuard("en")
	g.ClosedLang = "" // the mined pair alone
	run := func(g Guard, hyp, ref string) string {
		return strings.Join(New(enVariants, lex, WithGuard(g)).Rewrite(strings.Fields(hyp), strings.Fields(ref)).Tokens, " ")
	}
	assert.Equal(t, "left since it rained .", run(g, "left since it rained .", "left because it rained ."))
	assert.Equal(t, "left because it rained .", run(g, "left because it rained .", "left since it rained ."))
	// Before "of" a conjunction is part of a preposition, on either side
	// (Because of it → *Since of it; a hypothesis's "because of" is no
	// "because").
	assert.Equal(t, "left because of it .", run(g, "left since it rained .", "left because of it ."))
	assert.Equal(t, "left since it rained .", run(g, "left because of it .", "left since it rained ."))
	g.MinedClosed = nil
	assert.Equal(t, "left because it rained .", run(g, "left since it rained .", "left because it rained ."))
}

// TestVariantPlaceholder: a word of an anonymisation placeholder (#NAME#,
// #PRS_ORG#, <URL>, [PERSON], PERSON_1, whole or split by the tokenizer)
// is never a variant on either side, though its forms fold to one
// (PRS-ORG/PRSORG) or share a key (Czech NAME/NAMEX).
func TestVariantPlaceholder(t *testing.T) {
	an := tagged{
		"met": tok("meet", "VERB", ""), "#": tok("#", "SYM", ""), ".": tok(".", "PUNCT", ""),
		"prs-org": tok("PRS-ORG", "PROPN", ""), "prsorg": tok("PRSORG", "PROPN", ""),
		"name": tok("name", "NOUN", ""), "namex": tok("name", "NOUN", ""),
		"potkal": tok("potkat", "VERB", ""),
	}
	en := New(an, Pairs{}, WithGuard(DefaultGuard("en")))
	cs := New(an, Pairs{}, WithGuard(DefaultGuard("cs")))
	subs := func(rw *Rewriter, hyp, ref string) []string {
		var out []string
		for _, sub := range rw.Rewrite(strings.Fields(hyp), strings.Fields(ref)).Subs {
			out = append(out, strings.ToLower(sub.Old+"→"+sub.New)+" "+sub.Source)
		}
		return out
	}
	// Outside a placeholder the same forms are variants (the rule
	// still acts).
	assert.Equal(t, []string{"prs-org→prsorg " + SourceVariant}, subs(en, "met PRSORG .", "met PRS-ORG ."))
	assert.Equal(t, []string{"name→namex " + SourceVariant}, subs(cs, "potkal NAMEX .", "potkal NAME ."))
	// Inside one they are left.
	assert.Empty(t, subs(en, "met # PRSORG # .", "met # PRS-ORG # ."))
	assert.Empty(t, subs(en, "met # PRS-ORG # .", "met # PRSORG # ."))
	assert.Empty(t, subs(cs, "potkal # NAMEX # .", "potkal # NAME # ."))
	assert.Empty(t, subs(en, "met #PRSORG# .", "met #PRS-ORG# ."))
}

// TestPlaceholder names the placeholder forms of the evaluation sets and
// their tokenizations.
func TestPlaceholder(t *testing.T) {
	toks := func(s string) []lemma.Token {
		var out []lemma.Token
		for _, f := range strings.Fields(s) {
			out = append(out, lemma.Token{Form: f})
		}
		return out
	}
	for _, c := range []struct {
		s    string
		k    int
		want bool
	}{
		{"to #NAME# .", 1, true},
		{"to # NAME # .", 2, true},
		{"the # PRS _ ORG # order", 2, true},
		{"the # PRS _ ORG # order", 4, true},
		{"the # PRS _ ORG # order", 3, true},
		{"see < URL > now", 2, true},
		{"and [ PERSON ] said", 2, true},
		{"Mr. PERSON _ 1 met", 1, true},
		{"Mr. PERSON_1 met", 1, true},
		{"the NATO summit", 1, false},
		{"see #1# now", 1, false},
		{"item [2] here", 1, false},
		{"the # 1 team", 2, false},
		{"in # NATO", 2, false},
		{"a ( NATO ) summit", 2, false},
	} {
		assert.Equal(t, c.want, placeholder(toks(c.s), c.k), "%s @%d", c.s, c.k)
	}
}

// TestDistinctNames: with Guard.DistinctNames (English) two capitalised
// names whose letters differ are two names, never variants of one
// (Camilla/Camille, and a name one edit apart: Bachmut/Bakhmut); names
// that differ only in case or diacritics still are. Without it (Czech)
// a name one edit apart is a variant.
func TestDistinctNames(t *testing.T) {
	an := tagged{
		"met": tok("meet", "VERB", ""), ".": tok(".", "PUNCT", ""),
		"camilla": tok("Camilla", "PROPN", ""), "camille": tok("Camille", "PROPN", ""),
		"bachmut": tok("Bachmut", "PROPN", ""), "bakhmut": tok("Bakhmut", "PROPN", ""),
		"nedvěd": tok("Nedvěd", "PROPN", ""), "nedved": tok("Nedved", "PROPN", ""),
	}
	subs := func(g Guard, hyp, ref string) []string {
		var out []string
		for _, sub := range New(an, Pairs{}, WithGuard(g)).Rewrite(strings.Fields(hyp), strings.Fields(ref)).Subs {
			out = append(out, sub.Old+"→"+sub.New)
		}
		return out
	}
	en := DefaultGuard("en")
	assert.True(t, en.DistinctNames)
	assert.Empty(t, subs(en, "met Camille .", "met Camilla ."))
	assert.Empty(t, subs(en, "met Bakhmut .", "met Bachmut ."))
	assert.Equal(t, []string{"Nedvěd→Nedved"}, subs(en, "met Nedved .", "met Nedvěd ."), "diacritics only: one name")
	off := en
	off.DistinctNames = false
	assert.Equal(t, []string{"Bachmut→Bakhmut"}, subs(off, "met Bakhmut .", "met Bachmut ."), "without the guard a name one edit apart is a variant")
	assert.False(t, DefaultGuard("cs").DistinctNames)
}
