package rewrite

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// phraseToks analyses "form/lemma/POS" tokens (lemma and POS default to the
// lower-case form and X); a trailing "/Neg" marks Polarity=Neg, and one
// with "=" gives the features (Number=Plur|Case=Gen).
func phraseToks(s string) []lemma.Token {
	var out []lemma.Token
	for _, f := range strings.Fields(s) {
		p := strings.Split(f, "/")
		t := lemma.Token{Form: p[0], Lemma: strings.ToLower(p[0]), POS: "X"}
		if len(p) > 1 {
			t.Lemma = p[1]
		}
		if len(p) > 2 {
			t.POS = p[2]
		}
		switch {
		case len(p) < 4:
		case strings.Contains(p[3], "="):
			t.Feats = lemma.Feats{}
			for _, kv := range strings.Split(p[3], "|") {
				k, v, _ := strings.Cut(kv, "=")
				t.Feats[k] = v
			}
		case p[3] == "Neg":
			t.Feats = lemma.Feats{"Polarity": "Neg"}
		case p[3] == "Cmp":
			t.Feats = lemma.Feats{"Degree": "Cmp"}
		case p[3] == "Gen" || p[3] == "Nom":
			t.Feats = lemma.Feats{"Case": p[3]}
		default:
			t.Feats = lemma.Feats{"VerbForm": p[3]}
		}
		out = append(out, t)
	}
	return out
}

func TestPhrases(t *testing.T) {
	lex := Pairs{Curated: set(
		paraphrase.Pair{A: "previously", B: "in the past", Source: paraphrase.SourceWordNet},
		paraphrase.Pair{A: "regulation", B: "rule", Source: paraphrase.SourceWordNet},
		paraphrase.Pair{A: "for", B: "against", Source: paraphrase.SourceWordNet},
		paraphrase.Pair{A: "big", B: "large", Source: paraphrase.SourceWordNet},
		paraphrase.Pair{A: "house", B: "home", Source: paraphrase.SourceWordNet},
		paraphrase.Pair{A: "cover", B: "lie over", Source: paraphrase.SourceWordNet},
		paraphrase.Pair{A: "výnos", B: "příjem", Source: paraphrase.SourceWordNet},
		paraphrase.Pair{A: "porovnání", B: "srovnání", Source: paraphrase.SourceWordNet},
		paraphrase.Pair{A: "jasný", B: "zřetelný", Source: paraphrase.SourceWordNet},
		paraphrase.Pair{A: "buy", B: "purchase", Source: paraphrase.SourceWordNet},
		paraphrase.Pair{A: "minister of finance", B: "finance minister", Source: paraphrase.SourceWordNet},
		paraphrase.Pair{A: "a lot", B: "much", Source: paraphrase.SourceWordNet},
		paraphrase.Pair{A: "hubnutí", B: "úbytek váhy", Source: paraphrase.SourceMulti},
		paraphrase.Pair{A: "allow for", B: "provide", Source: paraphrase.SourceWordNet},
		paraphrase.Pair{A: "a longer zipper", B: "long zip", Source: paraphrase.SourceWordNet},
	)}
	cases := []struct {
		name, ref, hyp, want string
		subs                 []string // old→new:source
	}{
		{"lexicon phrase (WordNet multiword lemma)",
			"It/it/PRON happened/happen/VERB previously/previously/ADV ./././PUNCT",
			"It/it/PRON happened/happen/VERB in/in/ADP the/the/DET past/past/NOUN ./././PUNCT",
			"It happened in the past .", []string{"previously→in the past:wordnet"}},
		{"lexicon phrase by lemmas",
			"snow/snow/NOUN covers/cover/VERB the/the/DET hill/hill/NOUN",
			"snow/snow/NOUN lies/lie/VERB over/over/ADP the/the/DET hill/hill/NOUN",
			"snow lies over the hill", []string{"covers→lies over:wordnet"}},
		{"compositional: a quantifier idiom",
			"there/there/PRON were/be/AUX lots/lot/NOUN of/of/ADP problems/problem/NOUN",
			"there/there/PRON were/be/AUX a/a/DET lot/lot/NOUN of/of/ADP problems/problem/NOUN",
			"there were a lot of problems", []string{"lots→a lot:compose"}},
		{"compositional: a classifier noun replaces a single-token substitution",
			"the/the/DET regulations/regulation/NOUN apply/apply/VERB",
			"the/the/DET set/set/NOUN of/of/ADP rules/rule/NOUN apply/apply/VERB",
			"the set of rules apply", []string{"regulations→set of rules:compose+wordnet"}},
		{"contraction, one token",
			"He/he/PRON does/do/AUX not/not/PART know/know/VERB",
			"He/he/PRON doesn't/do/AUX know/know/VERB",
			"He doesn't know", []string{"does not→doesn't:contraction"}},
		{"contraction, as Meteor's English tokenizer splits it",
			"We/we/PRON cannot/can/AUX go/go/VERB",
			"We/we/PRON can/can/AUX 't/not/PART go/go/VERB",
			"We can 't go", []string{"cannot→can 't:contraction"}},
		{"contraction, a clitic alone",
			"I/i/PRON am/be/AUX here/here/ADV",
			"I/i/PRON 'm/be/AUX here/here/ADV",
			"I 'm here", []string{"am→'m:contraction"}},
		// Without evidence a gap is a gap: it may be a mistranslation.
		{"unlicensed gap",
			"he/he/PRON left/leave/VERB early/early/ADV",
			"he/he/PRON went/go/VERB to/to/ADP bed/bed/NOUN early/early/ADV",
			"he left early", nil},
		{"a possessive 's is no contraction",
			"John/john/PROPN is/be/AUX here/here/ADV",
			"John/john/PROPN 's/'s/PART here/here/ADV",
			"John is here", nil},
		{"negation kept: a lexicon pair across not",
			"it/it/PRON happened/happen/VERB previously/previously/ADV",
			"it/it/PRON happened/happen/VERB not/not/PART in/in/ADP the/the/DET past/past/NOUN",
			"it happened previously", nil},
		{"negation kept: a contraction that adds not",
			"He/he/PRON does/do/AUX know/know/VERB",
			"He/he/PRON doesn't/do/AUX know/know/VERB",
			"He does know", nil},
		{"numbers kept",
			"lots/lot/NOUN 5/5/NUM of/of/ADP",
			"a/a/DET lot/lot/NOUN 7/7/NUM of/of/ADP",
			"lots 5 of", nil},
		// Function words that differ in both spans change the meaning
		// (for → against) even when the content words pair.
		{"compositional: function words must be included one way",
			"voted/vote/VERB for/for/ADP regulations/regulation/NOUN today/today/NOUN",
			"voted/vote/VERB against/against/ADP the/the/DET rules/rule/NOUN today/today/NOUN",
			"voted for rules today", nil}, // the single-token pass made regulations → rules
		// Same length on both sides: token substitutions the guards
		// decided, not a phrase.
		{"compositional needs spans of different lengths",
			"a/a/DET big/big/ADJ house/house/NOUN ./././PUNCT",
			"the/the/DET large/large/ADJ home/home/NOUN ./././PUNCT",
			"a large home .", nil}, // the single-token pass
		// An auxiliary carries tense or mood: never dropped (hume2016
		// en-cs: Pevným výnos byl → *Pevný příjem).
		{"compositional: an auxiliary is not dropped",
			"výnos/výnos/NOUN byl/být/AUX ./././PUNCT",
			"příjem/příjem/NOUN ./././PUNCT",
			"příjem byl .", nil}, // the single-token pass
		{"compositional: a preposition not after a quantifier is not dropped",
			"byl/být/AUX pro/pro/ADP porovnání/porovnání/NOUN ./././PUNCT",
			"byl/být/AUX srovnání/srovnání/NOUN ./././PUNCT",
			"byl pro srovnání .", nil}, // the single-token pass
		{"compositional: a determiner and a classifier noun may be dropped",
			"je/být/AUX ten/ten/DET druh/druh/NOUN výnosu/výnos/NOUN ./././PUNCT",
			"je/být/AUX příjem/příjem/NOUN ./././PUNCT",
			"je příjem .", []string{"ten druh výnosu→příjem:compose+wordnet"}},
		{"compositional: articles alone do not make a phrase",
			"he/he/PRON bought/buy/VERB the/the/DET car/car/NOUN",
			"he/he/PRON purchased/purchase/VERB car/car/NOUN",
			"he purchased the car", nil}, // the single-token pass
		{"verb forms agree (allows for → *providing)",
			"it/it/PRON allows/allow/VERB/Fin for/for/ADP change/change/NOUN",
			"it/it/PRON providing/provide/VERB/Ger change/change/NOUN",
			"it allows for change", nil},
		{"degree agrees",
			"a/a/DET longer/long/ADJ/Cmp zipper/zipper/NOUN",
			"long/long/ADJ zip/zip/NOUN",
			"a longer zipper", nil},
		{"a bare clitic after a word that is no pronoun",
			"Mine/mine/PRON are/be/AUX flat/flat/ADJ",
			"Mine/mine/PRON 're/be/AUX flat/flat/ADJ",
			"Mine are flat", nil},
		{"the first nouns share case",
			"chirurgii/chirurgie/NOUN hubnutí/hubnutí/NOUN/Gen ./././PUNCT",
			"chirurgii/chirurgie/NOUN úbytek/úbytek/NOUN/Nom váhy/váha/NOUN/Gen ./././PUNCT",
			"chirurgii hubnutí .", nil},
		{"a name is not composed",
			"lots/lot/NOUN of/of/ADP Smith/smith/PROPN",
			"a/a/DET lot/lot/NOUN Jones/jones/PROPN",
			"lots of Smith", nil},
		{"punctuation stays outside a phrase",
			"he/he/PRON does/do/AUX not/not/PART ,/,/PUNCT go/go/VERB",
			"he/he/PRON doesn't/do/AUX ;/;/PUNCT go/go/VERB",
			"he doesn't , go", []string{"does not→doesn't:contraction"}},
		{"a part of a long stretch, touching an aligned neighbour",
			"it/it/PRON was/be/AUX said/say/VERB that/that/SCONJ previously/previously/ADV we/we/PRON met/meet/VERB",
			"one/one/PRON heard/hear/VERB in/in/ADP the/the/DET past/past/NOUN we/we/PRON met/meet/VERB",
			"it was said that in the past we met", []string{"previously→in the past:wordnet"}},
		{"a part leaving the reference's function words dangling",
			"not/not/PART a/a/DET lot/lot/NOUN of/of/ADP time/time/NOUN",
			"not/not/PART much/much/ADJ time/time/NOUN",
			"not a lot of time", nil},
		{"a word-order swap (one word of the phrase aligned)",
			"the/the/DET Minister/minister/NOUN of/of/ADP Finance/finance/NOUN spoke/speak/VERB",
			"the/the/DET Finance/finance/NOUN Minister/minister/NOUN spoke/speak/VERB",
			"the Finance Minister spoke", []string{"Minister of Finance→Finance Minister:wordnet"}},
		{"a swap without a lexicon pair",
			"the/the/DET house/house/NOUN of/of/ADP cards/card/NOUN fell/fall/VERB",
			"the/the/DET cards/card/NOUN house/house/NOUN fell/fall/VERB",
			"the house of cards fell", nil},
		{"a part of a stretch is not composed",
			"we/we/PRON saw/see/VERB the/the/DET regulations/regulation/NOUN today/today/NOUN",
			"a/a/DET set/set/NOUN of/of/ADP rules/rule/NOUN was/be/AUX seen/see/VERB today/today/NOUN",
			"we saw the rules today", nil}, // the single-token pass
		{"spans longer than maxPhrase",
			"x/x/PRON one/one/NOUN two/two/NOUN three/three/NOUN four/four/NOUN five/five/NOUN y/y/PRON",
			"x/x/PRON a/a/DET b/b/DET y/y/PRON",
			"x one two three four five y", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rw := New(fakeNone{}, lex)
			res := rw.RewriteAnalyzed(phraseToks(c.hyp), phraseToks(c.ref))
			assert.Equal(t, c.want, Join(res.Tokens))
			assert.Len(t, res.Tokens, len(res.Ref), "Tokens stay aligned with Ref")
			var got []string
			for _, s := range res.Subs {
				if s.Phrase() || strings.Contains(s.Source, SourceCompose) || s.Source == SourceContraction {
					got = append(got, s.Old+"→"+s.New+":"+s.Source)
				}
			}
			assert.Equal(t, c.subs, got)
		})
	}
}

// fakeNone is an analyzer the tests never call (they pass analysed tokens).
type fakeNone struct{}

func (fakeNone) Analyze(toks []string) []lemma.Token { return phraseToks(strings.Join(toks, " ")) }

// TestPhrasesThroughGuard: what the guard leaves alone token by token
// (guard_test.go, WithoutPhrases) is made as a phrase only with a phrase
// pair of the lexicon; a pair of single words does not license dropping
// a particle, a preposition of the verb's frame or a reflexive clitic.
func TestPhrasesThroughGuard(t *testing.T) {
	words := []paraphrase.Pair{{A: "carry", B: "perform"}, {A: "opt", B: "choose"}, {A: "snížit", B: "poklesnout"}}
	lex := Pairs{Curated: set(words...)}
	phrasal := Pairs{Curated: set(append(words, paraphrase.Pair{A: "carry out", B: "perform", Source: paraphrase.SourceWordNet},
		paraphrase.Pair{A: "opt for", B: "choose", Source: paraphrase.SourceWordNet})...)}
	cases := []struct {
		name, lang, hyp, ref string
		lex                  Lexicon
		want                 string
	}{
		{"phrasal verb, single-word pair only", "en", "performed", "carried out", lex, "carried out"},
		{"phrasal verb, phrase pair", "en", "performed", "carried out", phrasal, "performed"},
		{"verb and its preposition, single-word pair only", "en", "chose", "opted for", lex, "opted for"},
		{"verb and its preposition, phrase pair", "en", "chose", "opted for", phrasal, "chose"},
		{"reflexive verb by a plain one, single-word pair only", "cs", "cena poklesla", "cena se snížila", lex, "cena se snížila"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rw := New(vocab, c.lex, WithGuard(DefaultGuard(c.lang)))
			res := rw.Rewrite(strings.Fields(c.hyp), strings.Fields(c.ref))
			assert.Equal(t, c.want, Join(res.Tokens))
		})
	}
}

func TestPhraseFields(t *testing.T) {
	lex := Pairs{Curated: set(paraphrase.Pair{A: "previously", B: "in the past", Source: paraphrase.SourceWordNet})}
	rw := New(fakeNone{}, lex)
	res := rw.RewriteAnalyzed(phraseToks("we/we/PRON met/meet/VERB in/in/ADP the/the/DET past/past/NOUN ,/,/PUNCT too/too/ADV"),
		phraseToks("we/we/PRON met/meet/VERB previously/previously/ADV ,/,/PUNCT too/too/ADV"))
	assert.Equal(t, []string{"we", "met", "in the past", ",", "too"}, res.Tokens)
	assert.Equal(t, []Substitution{{Pos: 2, Old: "previously", OldLemma: "previously", OldPOS: "ADV", New: "in the past",
		NewLemma: "in the past", NewPOS: "ADP DET NOUN", HypPos: 2, HypLen: 3, Source: "wordnet"}}, res.Subs)

	// The other way: three reference tokens by one.
	lex = Pairs{Curated: set(paraphrase.Pair{A: "in the past", B: "previously", Source: paraphrase.SourceWordNet})}
	res = New(fakeNone{}, lex).RewriteAnalyzed(phraseToks("we/we/PRON met/meet/VERB previously/previously/ADV ,/,/PUNCT too/too/ADV"),
		phraseToks("we/we/PRON met/meet/VERB in/in/ADP the/the/DET past/past/NOUN ,/,/PUNCT too/too/ADV"))
	assert.Equal(t, []string{"we", "met", "previously", "", "", ",", "too"}, res.Tokens)
	assert.Equal(t, []string{"we", "met", "previously", ",", "too"}, Flatten(res.Tokens))
	if assert.Len(t, res.Subs, 1) {
		s := res.Subs[0]
		assert.Equal(t, [4]int{2, 3, 2, 1}, [4]int{s.Pos, s.RefSpan(), s.HypPos, s.HypSpan()})
		assert.Equal(t, 3, s.Len)
		assert.Equal(t, 0, s.HypLen)
	}
}

func TestFlatIndex(t *testing.T) {
	// ref: a b c d e f; b c → X (one word), e → Y Z (two words)
	subs := []Substitution{{Pos: 1, Len: 2, HypLen: 0}, {Pos: 4, HypLen: 2}}
	at := FlatIndex(subs)
	// flat: a X d Y Z f
	for k, want := range []int{0, 1, 1, 2, 3, 5} {
		assert.Equal(t, want, at(k), "reference position %d", k)
	}
	assert.Equal(t, []string{"a", "X", "d", "Y", "Z", "f"}, Flatten([]string{"a", "X", "", "d", "Y Z", "f"}))
	assert.Equal(t, "a X d Y Z f", Join([]string{"a", "X", "", "d", "Y Z", "f"}))
}

func TestLCS(t *testing.T) {
	assert.Equal(t, [][2]int{{0, 0}, {2, 1}, {3, 3}}, lcs([]string{"a", "b", "c", "d"}, []string{"a", "c", "x", "d"}))
	assert.Empty(t, lcs(nil, []string{"a"}))
}

// FuzzPhrases: no panic, Tokens aligned with Ref, substitutions in order
// and inside the reference.
func FuzzPhrases(f *testing.F) {
	f.Add("there/there/PRON were/be/AUX lots/lot/NOUN of/of/ADP problems/problem/NOUN", "there were a/a/DET lot/lot/NOUN of problems")
	f.Add("He does not know", "He doesn't know")
	f.Add("'t 't n't", "n't")
	f.Add("", "x")
	lex := Pairs{Curated: set(paraphrase.Pair{A: "previously", B: "in the past", Source: paraphrase.SourceWordNet},
		paraphrase.Pair{A: "regulation", B: "rule", Source: paraphrase.SourceWordNet})}
	f.Fuzz(func(t *testing.T, ref, hyp string) {
		res := New(fakeNone{}, lex).RewriteAnalyzed(phraseToks(hyp), phraseToks(ref))
		if len(res.Tokens) != len(res.Ref) {
			t.Fatalf("%d tokens for %d reference tokens", len(res.Tokens), len(res.Ref))
		}
		last := -1
		for _, s := range res.Subs {
			if s.Pos <= last || s.Pos+s.RefSpan() > len(res.Ref) || s.HypPos+s.HypSpan() > len(res.Hyp) {
				t.Fatalf("bad substitution %+v after %d", s, last)
			}
			last = s.Pos + s.RefSpan() - 1
		}
	})
}

// none is a Grounding that supports no pair.
type none struct{}

func (none) Supports(a, b string) bool { return false }

// TestPhraseGrounding: with a Grounding a lexicon phrase pair needs the
// source's support, as a word pair does; a contraction is spelling and
// needs none.
func TestPhraseGrounding(t *testing.T) {
	lex := Pairs{Curated: set(paraphrase.Pair{A: "previously", B: "in the past", Source: paraphrase.SourceWordNet})}
	rw := New(fakeNone{}, lex)
	res := rw.RewriteGrounded(phraseToks("he/he/PRON doesn't/do/AUX know/know/VERB it/it/PRON in/in/ADP the/the/DET past/past/NOUN"),
		phraseToks("he/he/PRON does/do/AUX not/not/PART know/know/VERB it/it/PRON previously/previously/ADV"), none{})
	assert.Equal(t, "he doesn't know it previously", Join(res.Tokens))
	res = New(fakeNone{}, lex, WithGroundedPairs()).RewriteGrounded(phraseToks("it/it/PRON in/in/ADP the/the/DET past/past/NOUN"),
		phraseToks("it/it/PRON previously/previously/ADV"), none{})
	assert.Equal(t, "it in the past", Join(res.Tokens), "WithGroundedPairs: grounding adds, never removes")
}

// A Czech connective in second position (Je však …, V datech tedy …)
// and its near-equivalent opening the hypothesis (Ale je …, Takže
// v datech …) are not in one slot; the reference's opening words move
// with it (issue #34, round 3: však → ale and tedy → takže).
func TestMovedConnective(t *testing.T) {
	vocab := tagged{
		"je":      tok("být", "AUX", ""),
		"však":    tok("však", "CCONJ", ""),
		"ale":     tok("ale", "CCONJ", ""),
		"tedy":    tok("tedy", "CCONJ", ""),
		"takže":   tok("takže", "CCONJ", ""),
		"těžší":   tok("těžký", "ADJ", "Degree=Cmp"),
		"v":       tok("v", "ADP", ""),
		"datech":  tok("data", "NOUN", "Case=Loc"),
		"dochází": tok("docházet", "VERB", ""),
		"ke":      tok("k", "ADP", ""),
		"změně":   tok("změna", "NOUN", "Case=Dat"),
		"opravdu": tok("opravdu", "ADV", ""),
		"zde":     tok("zde", "ADV", ""),
		".":       tok(".", "PUNCT", ""),
	}
	rw := czechRewriter(vocab, Pairs{})
	run := func(rw *Rewriter, hyp, ref string) string {
		return Join(rw.Rewrite(strings.Fields(hyp), strings.Fields(ref)).Tokens)
	}
	assert.Equal(t, "ale je těžší .", run(rw, "ale je těžší .", "je však těžší ."))
	assert.Equal(t, "takže v datech dochází ke změně .", run(rw, "takže v datech dochází ke změně .", "v datech tedy dochází ke změně ."))
	res := rw.Rewrite(strings.Fields("ale je těžší ."), strings.Fields("je však těžší ."))
	if assert.Len(t, res.Subs, 1) {
		s := res.Subs[0]
		assert.Equal(t, Substitution{Pos: 0, Old: "je však", OldLemma: "být však", OldPOS: "AUX CCONJ", New: "ale je",
			NewLemma: "ale být", NewPOS: "CCONJ AUX", HypPos: 0, Source: SourceClosed, Len: 2, HypLen: 2}, s)
	}
	// The words before the connective must be the same; a third word
	// is too far; no near-equivalent, no move; English has no rule.
	assert.Equal(t, "v datech tedy dochází ke změně .", run(rw, "takže zde dochází ke změně .", "v datech tedy dochází ke změně ."))
	assert.Equal(t, "je opravdu těžší však .", run(rw, "ale je opravdu těžší .", "je opravdu těžší však ."))
	assert.Equal(t, "je opravdu těžší .", run(rw, "opravdu je těžší .", "je opravdu těžší ."))
	// A reference in capitals whose first word is short (JE) stays in
	// capitals (mend15a, review15 #3: ALE je TĚŽŠÍ before).
	assert.Equal(t, "ALE JE TĚŽŠÍ .", run(rw, "Ale je těžší .", "JE TĚŽŠÍ VŠAK ."))
	g := DefaultGuard("cs")
	g.ClosedLang = ""
	assert.Equal(t, "je však těžší .", run(New(vocab, Pairs{}, WithGuard(g)), "ale je těžší .", "je však těžší ."))
	// A Grounding filters it as it filters a closed pair.
	hyp, ref := vocab.Analyze(strings.Fields("ale je těžší .")), vocab.Analyze(strings.Fields("je však těžší ."))
	assert.Empty(t, rw.RewriteGrounded(hyp, ref, grounded{}).Subs)
	res = rw.RewriteGrounded(hyp, ref, grounded{{"však", "ale"}: true})
	if assert.Len(t, res.Subs, 1) {
		assert.True(t, res.Subs[0].Grounded)
	}
}
