package en_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/fix/en"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// fix18 builds the English fixer over the real analyzer's generator.
func fix18(t *testing.T) fix.Fixer {
	t.Helper()
	l, err := lemma.New("en")
	require.NoError(t, err)
	f, err := fix.New("en", l)
	require.NoError(t, err)
	return f
}

func tok(form, lem, pos string, kv ...string) lemma.Token {
	f := lemma.Feats{}
	for i := 0; i+1 < len(kv); i += 2 {
		f[kv[i]] = kv[i+1]
	}
	return lemma.Token{Form: form, Lemma: lem, POS: pos, Feats: f}
}

// one substitutes hyp[hp] for ref[p] (source src) and runs the fixer.
func one(t *testing.T, ref, hyp []lemma.Token, p, hp int, src string) (string, []fix.Edit) {
	t.Helper()
	toks := make([]string, len(ref))
	for i, r := range ref {
		toks[i] = r.Form
	}
	toks[p] = hyp[hp].Form
	res := rewrite.Result{Tokens: toks, Ref: ref, Hyp: hyp, Subs: []rewrite.Substitution{{
		Pos: p, Old: ref[p].Form, OldLemma: ref[p].Lemma, OldPOS: ref[p].POS,
		New: hyp[hp].Form, NewLemma: hyp[hp].Lemma, NewPOS: hyp[hp].POS, HypPos: hp, Source: src}}}
	got, edits := fix18(t).Fix(&res)
	return strings.Join(got, " "), edits
}

func rules(edits []fix.Edit) []string {
	var out []string
	for _, e := range edits {
		out = append(out, e.Rule+":"+e.Before+">"+e.After)
	}
	return out
}

// TestPluralOnlyNounAfterIndefiniteArticle: a plural noun whose lemma is
// its plural (surroundings: generation gives no singular) cannot take its
// singular slot; after "a" it would be ungrammatical (WMT22 de-en 381,
// Lan-Bridge: "In a snowy surroundings"), so the substitution is declined
// and the reference's noun put back.
func TestPluralOnlyNounAfterIndefiniteArticle(t *testing.T) {
	ref := []lemma.Token{tok("In", "in", "ADP"), tok("a", "a", "DET", "Definite", "Ind", "PronType", "Art"),
		tok("snowy", "snowy", "ADJ", "Degree", "Pos"), tok("environment", "environment", "NOUN", "Number", "Sing"),
		tok(",", ",", "PUNCT"), tok("the", "the", "DET"), tok("light", "light", "NOUN", "Number", "Sing")}
	hyp := []lemma.Token{tok("In", "in", "ADP"), tok("snowy", "snowy", "ADJ", "Degree", "Pos"),
		tok("surroundings", "surroundings", "NOUN", "Number", "Plur")}
	got, edits := one(t, ref, hyp, 3, 2, "wordnet")
	assert.Equal(t, "In a snowy environment , the light", got)
	assert.Equal(t, []string{en.RuleDeclined + ":surroundings>environment"}, rules(edits))
}

// TestPluralOnlyNounVerbFollows: a plural noun generation cannot make
// singular (people) in a singular slot keeps its number, and the verb
// after it follows (WMT22 cs-en 1270: "no people has died" → "have").
func TestPluralOnlyNounVerbFollows(t *testing.T) {
	ref := []lemma.Token{tok("So", "so", "ADV"), tok("far", "far", "ADV"), tok(",", ",", "PUNCT"),
		tok("no", "no", "DET"), tok("one", "one", "NOUN", "Number", "Sing"),
		tok("has", "have", "AUX", "Mood", "Ind", "Number", "Sing", "Person", "3", "Tense", "Pres", "VerbForm", "Fin"),
		tok("died", "die", "VERB", "Tense", "Past", "VerbForm", "Part")}
	hyp := []lemma.Token{tok("no", "no", "DET"), tok("people", "people", "NOUN", "Number", "Plur")}
	got, edits := one(t, ref, hyp, 4, 1, "multi")
	assert.Equal(t, "So far , no people have died", got)
	assert.Equal(t, []string{en.RuleVerbAgree + ":has>have"}, rules(edits))
}

// TestNounReadAsVerbKeepsSlotNumber: a hypothesis noun the tagger read as
// a verb (claims, tagged third-person present) in a singular noun slot
// takes the slot's number as a noun (statement → claim, not claims): its
// -s form is its lemma's noun plural.
func TestNounReadAsVerbKeepsSlotNumber(t *testing.T) {
	ref := []lemma.Token{tok("We", "we", "PRON"), tok("need", "need", "VERB", "Mood", "Ind", "Tense", "Pres", "VerbForm", "Fin"),
		tok("a", "a", "DET", "Definite", "Ind", "PronType", "Art"), tok("statement", "statement", "NOUN", "Number", "Sing"),
		tok("from", "from", "ADP"), tok("them", "they", "PRON")}
	hyp := []lemma.Token{tok("He", "he", "PRON"),
		tok("claims", "claim", "VERB", "Mood", "Ind", "Number", "Sing", "Person", "3", "Tense", "Pres", "VerbForm", "Fin")}
	got, edits := one(t, ref, hyp, 3, 1, "wordnet")
	assert.Equal(t, "We need a claim from them", got)
	assert.Equal(t, []string{en.RuleNounNumber + ":claims>claim"}, rules(edits))
	// A base form in a plural noun slot is not touched: its reading as a
	// noun is not shown by its form.
	ref[3] = tok("statements", "statement", "NOUN", "Number", "Plur")
	ref[2] = tok("the", "the", "DET")
	hyp[1] = tok("claim", "claim", "VERB", "Mood", "Ind", "Tense", "Pres", "VerbForm", "Fin")
	got, edits = one(t, ref, hyp, 3, 1, "wordnet")
	assert.Equal(t, "We need the claim from them", got)
	assert.Empty(t, edits)
}

// TestSingularTagPluralVerb: a slot tagged singular whose own verb is
// plural in the reference ("Nutria were crawling": nutria is singular
// and plural alike) is a plural slot; the plural hypothesis noun keeps
// its number (WMT22 cs-en 56: Coypus, not *Coypu were). After a
// preposition the noun need not be the verb's subject ("the prices of
// fuel were"), and the tag stands.
func TestSingularTagPluralVerb(t *testing.T) {
	ref := []lemma.Token{tok("Nutria", "nutria", "NOUN", "Number", "Sing"),
		tok("were", "be", "AUX", "Mood", "Ind", "Tense", "Past", "VerbForm", "Fin"),
		tok("crawling", "crawl", "VERB", "Tense", "Pres", "VerbForm", "Part")}
	hyp := []lemma.Token{tok("Coypus", "coypu", "NOUN", "Number", "Plur"), ref[1], ref[2]}
	got, edits := one(t, ref, hyp, 0, 0, "wordnet")
	assert.Equal(t, "Coypus were crawling", got)
	assert.Empty(t, edits)

	ref = []lemma.Token{tok("the", "the", "DET"), tok("prices", "price", "NOUN", "Number", "Plur"), tok("of", "of", "ADP"),
		tok("fuel", "fuel", "NOUN", "Number", "Sing"), tok("were", "be", "AUX", "Mood", "Ind", "Tense", "Past", "VerbForm", "Fin")}
	hyp = []lemma.Token{tok("fuels", "fuel", "NOUN", "Number", "Plur")}
	ref[3] = tok("petrol", "petrol", "NOUN", "Number", "Sing")
	hyp[0] = tok("fuels", "fuel", "NOUN", "Number", "Plur")
	got, edits = one(t, ref, hyp, 3, 0, "wordnet")
	assert.Equal(t, "the prices of fuel were", got)
	assert.Equal(t, []string{en.RuleNounNumber + ":fuels>fuel"}, rules(edits))
}

// TestPastSlotTakesPast: a present-tense hypothesis verb in a past-tense
// reference clause takes the reference verb's tense (the people who left
// → departed, not depart), whether the hypothesis verb is tagged plural
// present or bare, or tagged with a person its form does not have
// ("Companies that depart", depart tagged third-person singular: the
// fixer trusted no re-inflection of a form its tag does not give).
func TestPastSlotTakesPast(t *testing.T) {
	ref := []lemma.Token{tok("the", "the", "DET"), tok("people", "people", "NOUN", "Number", "Plur"), tok("who", "who", "PRON"),
		tok("left", "leave", "VERB", "Mood", "Ind", "Number", "Plur", "Person", "3", "Tense", "Past", "VerbForm", "Fin")}
	for _, h := range []lemma.Token{
		tok("depart", "depart", "VERB", "Mood", "Ind", "Number", "Plur", "Person", "3", "Tense", "Pres", "VerbForm", "Fin"),
		tok("depart", "depart", "VERB", "VerbForm", "Inf"),
		tok("departs", "depart", "VERB", "Mood", "Ind", "Number", "Sing", "Person", "3", "Tense", "Pres", "VerbForm", "Fin"),
		tok("depart", "depart", "VERB", "Mood", "Ind", "Number", "Sing", "Person", "3", "Tense", "Pres", "VerbForm", "Fin"),
		tok("departs", "depart", "VERB", "Mood", "Ind", "Number", "Plur", "Person", "3", "Tense", "Pres", "VerbForm", "Fin"),
	} {
		hyp := []lemma.Token{ref[0], ref[1], ref[2], h}
		got, edits := one(t, ref, hyp, 3, 3, "wordnet")
		assert.Equal(t, "the people who departed", got)
		assert.Equal(t, []string{en.RuleVerbSlot + ":" + h.Form + ">departed"}, rules(edits))
	}
}

// TestSameFormPluralNotPluralOnly: a hypothesis noun tagged plural whose
// singular is its form and which does not look plural (sheep, fish,
// deer, species, series) is a noun singular and plural alike, not a plural-only one:
// after "a" it is kept, and the verb after it is left alone. A form that
// looks plural (goods) or an invariant plural (cattle) after "a" is
// declined.
func TestSameFormPluralNotPluralOnly(t *testing.T) {
	art := tok("a", "a", "DET", "Definite", "Ind", "PronType", "Art")
	for _, w := range []string{"sheep", "fish", "deer", "species", "series"} {
		ref := []lemma.Token{tok("I", "I", "PRON"), tok("saw", "see", "VERB", "Tense", "Past", "VerbForm", "Fin"), art,
			tok("beast", "beast", "NOUN", "Number", "Sing"), tok(".", ".", "PUNCT")}
		hyp := []lemma.Token{tok(w, w, "NOUN", "Number", "Plur")}
		got, edits := one(t, ref, hyp, 3, 0, "multi")
		assert.Equal(t, "I saw a "+w+" .", got, w)
		assert.Empty(t, edits, w)
		ref = []lemma.Token{tok("The", "the", "DET", "Definite", "Def", "PronType", "Art"), tok("beast", "beast", "NOUN", "Number", "Sing"),
			tok("is", "be", "AUX", "Mood", "Ind", "Number", "Sing", "Person", "3", "Tense", "Pres", "VerbForm", "Fin"), tok("here", "here", "ADV")}
		got, edits = one(t, ref, hyp, 1, 0, "multi")
		assert.Equal(t, "The "+w+" is here", got, w)
		assert.Empty(t, edits, w)
	}
	for _, w := range []string{"goods", "cattle"} {
		ref := []lemma.Token{tok("I", "I", "PRON"), tok("saw", "see", "VERB", "Tense", "Past", "VerbForm", "Fin"), art,
			tok("beast", "beast", "NOUN", "Number", "Sing"), tok(".", ".", "PUNCT")}
		hyp := []lemma.Token{tok(w, w, "NOUN", "Number", "Plur")}
		got, edits := one(t, ref, hyp, 3, 0, "multi")
		assert.Equal(t, "I saw a beast .", got, w)
		assert.Equal(t, []string{en.RuleDeclined + ":" + w + ">beast"}, rules(edits), w)
	}
}

// TestSameFormPastNotRegular: a present verb mistagged (burst, upset
// tagged third-person singular) re-inflected into a past slot takes the
// past its lemma has, the base form, not a regular -ed (*bursted,
// *upseted).
func TestSameFormPastNotRegular(t *testing.T) {
	for _, w := range []string{"burst", "upset"} {
		ref := []lemma.Token{tok("The", "the", "DET"), tok("pipes", "pipe", "NOUN", "Number", "Plur"),
			tok("exploded", "explode", "VERB", "Mood", "Ind", "Tense", "Past", "VerbForm", "Fin")}
		hyp := []lemma.Token{tok(w, w, "VERB", "Mood", "Ind", "Number", "Sing", "Person", "3", "Tense", "Pres", "VerbForm", "Fin")}
		got, _ := one(t, ref, hyp, 2, 0, "wordnet")
		assert.Equal(t, "The pipes "+w, got, w)
	}
}
