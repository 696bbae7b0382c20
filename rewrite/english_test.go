package rewrite

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// English guard, closed-class and variant cases of the judged recall
// lists (docs/recall-2026-11-28*/, development data), tagged as the
// English tagger tags them (parmesan lemma analyze on the normalized
// tokens; features cut to those the guards read). Each pins a miss the
// round-3 judge traced to a guard or a missing rule, and the contexts
// where the same words must stay.

// xtoks reads tokens written form/lemma/UPOS/XPOS/features, the
// features as k=v|k=v (optional).
func xtoks(s string) []lemma.Token {
	var out []lemma.Token
	for _, f := range strings.Fields(s) {
		p := strings.SplitN(f, "/", 5)
		t := lemma.Token{Form: p[0], Lemma: p[1], POS: p[2], XPOS: p[3]}
		if len(p) > 4 {
			t.Feats = lemma.Feats{}
			for _, kv := range strings.Split(p[4], "|") {
				k, v, _ := strings.Cut(kv, "=")
				t.Feats[k] = v
			}
		}
		out = append(out, t)
	}
	return out
}

// enCase is one English rewrite: the lexicon's pairs, the new reference
// and its substitutions (old→new source).
type enCase struct {
	name, ref, hyp string
	pairs          [][2]string
	want           string
	subs           []string
}

func runEnglish(t *testing.T, cases []enCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var ps []paraphrase.Pair
			for _, p := range c.pairs {
				ps = append(ps, paraphrase.Pair{A: p[0], B: p[1], Source: paraphrase.SourceWordNet})
			}
			rw := New(fakeNone{}, Pairs{Curated: set(ps...)}, WithGuard(DefaultGuard("en")))
			res := rw.RewriteAnalyzed(xtoks(c.hyp), xtoks(c.ref))
			assert.Equal(t, c.want, Join(res.Tokens))
			var got []string
			for _, s := range res.Subs {
				got = append(got, s.Old+"→"+s.New+" "+s.Source)
			}
			assert.Equal(t, c.subs, got)
		})
	}
}

// TestClosedByPOS: the closed list protects a lemma in the part of
// speech it is closed in only (Guard.ClosedOpen): the adjective pretty is
// replaced (round 3, pair 14: pretty → beautiful), the degree adverb is
// not.
func TestClosedByPOS(t *testing.T) {
	runEnglish(t, []enCase{
		{"the adjective pretty",
			"A/a/DET/DT very/very/ADV/RB pretty/pretty/ADJ/JJ piece/piece/NOUN/NN/Number=Sing of/of/ADP/IN jewelry/jewelry/NOUN/NN/Number=Sing",
			"Very/very/ADV/RB beautiful/beautiful/ADJ/JJ piece/piece/NOUN/NN/Number=Sing of/of/ADP/IN jewelry/jewelry/NOUN/NN/Number=Sing",
			[][2]string{{"pretty", "beautiful"}},
			"A very beautiful piece of jewelry", []string{"pretty→beautiful wordnet"}},
		{"the degree adverb pretty",
			"It/it/PRON/PRP is/be/AUX/VBZ/VerbForm=Fin pretty/pretty/ADV/RB good/good/ADJ/JJ ././PUNCT/.",
			"It/it/PRON/PRP is/be/AUX/VBZ/VerbForm=Fin beautifully/beautifully/ADV/RB good/good/ADJ/JJ ././PUNCT/.",
			[][2]string{{"pretty", "beautifully"}},
			"It is pretty good .", nil},
	})
}

// TestSayReplaces: say is never replaced but replaces a verb with no
// object after it (Guard.Replacements; round 3, pair 17: stated → said).
func TestSayReplaces(t *testing.T) {
	runEnglish(t, []enCase{
		{"stated → said before a clause",
			"He/he/PRON/PRP stated/state/VERB/VBD/VerbForm=Fin that/that/SCONJ/IN it/it/PRON/PRP was/be/AUX/VBD/VerbForm=Fin late/late/ADJ/JJ ././PUNCT/.",
			"He/he/PRON/PRP said/say/VERB/VBD/VerbForm=Fin that/that/SCONJ/IN it/it/PRON/PRP was/be/AUX/VBD/VerbForm=Fin late/late/ADJ/JJ ././PUNCT/.",
			[][2]string{{"state", "say"}},
			"He said that it was late .", []string{"stated→said wordnet"}},
		{"stated → said before a time word",
			"the/the/DET/DT Lithuanian/Lithuanian/ADJ/JJ Sports/Sports/PROPN/NNP/Number=Sing Ministry/Ministry/PROPN/NNP/Number=Sing stated/state/VERB/VBD/VerbForm=Fin yesterday/yesterday/NOUN/NN/Number=Sing ././PUNCT/.",
			"the/the/DET/DT Lithuanian/Lithuanian/ADJ/JJ Sports/Sports/PROPN/NNP/Number=Sing Ministry/Ministry/PROPN/NNP/Number=Sing said/say/VERB/VBD/VerbForm=Fin yesterday/yesterday/NOUN/NN/Number=Sing ././PUNCT/.",
			[][2]string{{"state", "say"}},
			"the Lithuanian Sports Ministry said yesterday .", []string{"stated→said wordnet"}},
		{"said is not replaced",
			"He/he/PRON/PRP said/say/VERB/VBD/VerbForm=Fin that/that/SCONJ/IN it/it/PRON/PRP was/be/AUX/VBD/VerbForm=Fin late/late/ADJ/JJ ././PUNCT/.",
			"He/he/PRON/PRP stated/state/VERB/VBD/VerbForm=Fin that/that/SCONJ/IN it/it/PRON/PRP was/be/AUX/VBD/VerbForm=Fin late/late/ADJ/JJ ././PUNCT/.",
			[][2]string{{"state", "say"}},
			"He said that it was late .", nil},
		{"stating that → saying (a gerund heading a clause)",
			"the/the/DET/DT IOC/IOC/PROPN/NNP/Number=Sing ,/,/PUNCT/, stating/state/VERB/VBG/VerbForm=Ger that/that/SCONJ/IN it/it/PRON/PRP had/have/VERB/VBD/VerbForm=Fin been/be/AUX/VBN/VerbForm=Part informed/inform/VERB/VBN/VerbForm=Part ././PUNCT/.",
			"the/the/DET/DT IOC/IOC/PROPN/NNP/Number=Sing ,/,/PUNCT/, saying/say/VERB/VBG/VerbForm=Ger it/it/PRON/PRP has/have/AUX/VBZ/VerbForm=Fin been/be/AUX/VBN/VerbForm=Part informed/inform/VERB/VBN/VerbForm=Part ././PUNCT/.",
			[][2]string{{"state", "say"}},
			"the IOC , saying that it had been informed .", []string{"stating→saying wordnet"}},
		{"not a bare gerund (stating the obvious)",
			"He/he/PRON/PRP kept/keep/VERB/VBD/VerbForm=Fin stating/state/VERB/VBG/VerbForm=Ger ././PUNCT/.",
			"He/he/PRON/PRP kept/keep/VERB/VBD/VerbForm=Fin saying/say/VERB/VBG/VerbForm=Ger ././PUNCT/.",
			[][2]string{{"state", "say"}},
			"He kept stating .", nil},
		{"not before an object (expressed concern)",
			"He/he/PRON/PRP expressed/express/VERB/VBD/VerbForm=Fin concern/concern/NOUN/NN/Number=Sing ././PUNCT/.",
			"He/he/PRON/PRP said/say/VERB/VBD/VerbForm=Fin concern/concern/NOUN/NN/Number=Sing ././PUNCT/.",
			[][2]string{{"express", "say"}},
			"He expressed concern .", nil},
	})
}

// TestPrepositionNoParticle: a particle word tagged as a preposition
// before a noun phrase's determiner, pronoun, name or number leaves the
// verb free (Guard.Prepositions; round 3, pair 17: stated on its website
// → said on its website); tagged a particle (RP) it does not.
func TestPrepositionNoParticle(t *testing.T) {
	ref := "the/the/DET/DT Lithuanian/Lithuanian/ADJ/JJ Sports/Sports/PROPN/NNP/Number=Sing Ministry/Ministry/PROPN/NNP/Number=Sing stated/state/VERB/VBD/VerbForm=Fin on/on/ADP/IN its/its/PRON/PRP$ website/website/NOUN/NN/Number=Sing ././PUNCT/."
	hyp := "the/the/DET/DT Lithuanian/Lithuanian/ADJ/JJ Sports/Sports/PROPN/NNP/Number=Sing Ministry/Ministry/PROPN/NNP/Number=Sing said/say/VERB/VBD/VerbForm=Fin on/on/ADP/IN its/its/PRON/PRP$ website/website/NOUN/NN/Number=Sing ././PUNCT/."
	particle := strings.ReplaceAll
	runEnglish(t, []enCase{
		{"stated on its website", ref, hyp, [][2]string{{"state", "say"}},
			"the Lithuanian Sports Ministry said on its website .", []string{"stated→said wordnet"}},
		{"a particle stays one", particle(ref, "on/on/ADP/IN", "on/on/ADP/RP"), particle(hyp, "on/on/ADP/IN", "on/on/ADP/RP"),
			[][2]string{{"state", "say"}}, "the Lithuanian Sports Ministry stated on its website .", nil},
	})
}

// TestClosedGroupsFocus: only → just is a closed group (round 3, pair
// 13), not before a preposition (only after is not just after). also/too
// is none: too → also at a clause's end reads badly (worried about her,
// *also, and …: all 5 such substitutions on WMT22 cs-en dev), and
// also → too puts the degree word's form before what follows (is too a
// minister, too big).
func TestClosedGroupsFocus(t *testing.T) {
	runEnglish(t, []enCase{
		{"only → just", "You/you/PRON/PRP only/only/ADV/RB have/have/VERB/VBP/VerbForm=Fin to/to/PART/TO pull/pull/VERB/VB/VerbForm=Inf the/the/DET/DT end/end/NOUN/NN/Number=Sing ././PUNCT/.", "You/you/PRON/PRP just/just/ADV/RB have/have/VERB/VBP/VerbForm=Fin to/to/PART/TO pull/pull/VERB/VB/VerbForm=Inf the/the/DET/DT end/end/NOUN/NN/Number=Sing ././PUNCT/.", nil, "You just have to pull the end .", []string{"only→just closed"}},
		{"just → only is not made", "You/you/PRON/PRP just/just/ADV/RB have/have/VERB/VBP/VerbForm=Fin to/to/PART/TO pull/pull/VERB/VB/VerbForm=Inf the/the/DET/DT end/end/NOUN/NN/Number=Sing ././PUNCT/.", "You/you/PRON/PRP only/only/ADV/RB have/have/VERB/VBP/VerbForm=Fin to/to/PART/TO pull/pull/VERB/VB/VerbForm=Inf the/the/DET/DT end/end/NOUN/NN/Number=Sing ././PUNCT/.", nil, "You just have to pull the end .", nil},
		{"only after is not just after", "She/she/PRON/PRP came/come/VERB/VBD/VerbForm=Fin only/only/ADV/RB after/after/ADP/IN the/the/DET/DT talks/talk/NOUN/NNS/Number=Plur ././PUNCT/.", "She/she/PRON/PRP came/come/VERB/VBD/VerbForm=Fin just/just/ADV/RB after/after/ADP/IN the/the/DET/DT talks/talk/NOUN/NNS/Number=Plur ././PUNCT/.", nil, "She came only after the talks .", nil},
		{"also → too is not made", "She/she/PRON/PRP is/be/AUX/VBZ/VerbForm=Fin also/also/ADV/RB a/a/DET/DT minister/minister/NOUN/NN/Number=Sing ././PUNCT/.", "She/she/PRON/PRP is/be/AUX/VBZ/VerbForm=Fin too/too/ADV/RB a/a/DET/DT minister/minister/NOUN/NN/Number=Sing ././PUNCT/.", nil, "She is also a minister .", nil},
		{"too big is no also big", "It/it/PRON/PRP is/be/AUX/VBZ/VerbForm=Fin also/also/ADV/RB big/big/ADJ/JJ ././PUNCT/.", "It/it/PRON/PRP is/be/AUX/VBZ/VerbForm=Fin too/too/ADV/RB big/big/ADJ/JJ ././PUNCT/.", nil, "It is also big .", nil},
		{"nor the other way", "It/it/PRON/PRP is/be/AUX/VBZ/VerbForm=Fin too/too/ADV/RB big/big/ADJ/JJ ././PUNCT/.", "It/it/PRON/PRP is/be/AUX/VBZ/VerbForm=Fin also/also/ADV/RB big/big/ADJ/JJ ././PUNCT/.", nil, "It is too big .", nil},
	})
}

// TestClosedPhrases: a function word written in two words on one side
// (paraphrase.ClosedPhrases; round 3, pairs 5 and 15: even though →
// although), not a though that is an adverb, nor due to before a verb.
func TestClosedPhrases(t *testing.T) {
	runEnglish(t, []enCase{
		{"even though → although", "The/the/DET/DT smell/smell/NOUN/NN/Number=Sing is/be/AUX/VBZ/VerbForm=Fin still/still/ADV/RB there/there/PRON/EX even/even/ADV/RB though/though/SCONJ/IN it/it/PRON/PRP was/be/AUX/VBD/VerbForm=Fin aired/air/VERB/VBN/VerbForm=Part ././PUNCT/.", "The/the/DET/DT smell/smell/NOUN/NN/Number=Sing is/be/AUX/VBZ/VerbForm=Fin still/still/ADV/RB there/there/PRON/EX although/although/SCONJ/IN it/it/PRON/PRP was/be/AUX/VBD/VerbForm=Fin aired/air/VERB/VBN/VerbForm=Part ././PUNCT/.", nil,
			"The smell is still there although it was aired .", []string{"even though→although closed"}},
		{"although → even though", "The/the/DET/DT smell/smell/NOUN/NN/Number=Sing is/be/AUX/VBZ/VerbForm=Fin still/still/ADV/RB there/there/PRON/EX although/although/SCONJ/IN it/it/PRON/PRP was/be/AUX/VBD/VerbForm=Fin aired/air/VERB/VBN/VerbForm=Part ././PUNCT/.", "The/the/DET/DT smell/smell/NOUN/NN/Number=Sing is/be/AUX/VBZ/VerbForm=Fin still/still/ADV/RB there/there/PRON/EX even/even/ADV/RB though/though/SCONJ/IN it/it/PRON/PRP was/be/AUX/VBD/VerbForm=Fin aired/air/VERB/VBN/VerbForm=Part ././PUNCT/.", nil,
			"The smell is still there even though it was aired .", []string{"although→even though closed"}},
		{"a though read as an adverb is no conjunction", "The/the/DET/DT smell/smell/NOUN/NN/Number=Sing is/be/AUX/VBZ/VerbForm=Fin still/still/ADV/RB there/there/PRON/EX even/even/ADV/RB though/though/SCONJ/IN it/it/PRON/PRP was/be/AUX/VBD/VerbForm=Fin aired/air/VERB/VBN/VerbForm=Part ././PUNCT/.",
			strings.Replace("The/the/DET/DT smell/smell/NOUN/NN/Number=Sing is/be/AUX/VBZ/VerbForm=Fin still/still/ADV/RB there/there/PRON/EX even/even/ADV/RB though/though/SCONJ/IN it/it/PRON/PRP was/be/AUX/VBD/VerbForm=Fin aired/air/VERB/VBN/VerbForm=Part ././PUNCT/.", "even/even/ADV/RB though/though/SCONJ/IN", "though/though/ADV/RB", 1), nil,
			"The smell is still there even though it was aired .", nil},
		{"due to before a verb", "The/the/DET/DT train/train/NOUN/NN/Number=Sing is/be/AUX/VBZ/VerbForm=Fin due/due/ADJ/JJ to/to/PART/TO arrive/arrive/VERB/VB/VerbForm=Inf ././PUNCT/.", "The/the/DET/DT train/train/NOUN/NN/Number=Sing is/be/AUX/VBZ/VerbForm=Fin because/because/SCONJ/IN of/of/ADP/IN arrive/arrive/NOUN/NN/Number=Sing ././PUNCT/.", nil, "The train is due to arrive .", nil},
	})
}

// TestTimeFormat: a time of day with a point or a colon (round 3, pair
// 20: 8.30 → 8:30, which Meteor's normalization splits as 8 : 30), the
// same hours and minutes, where a word says it is a time.
func TestTimeFormat(t *testing.T) {
	runEnglish(t, []enCase{
		{"8.30 → 8 : 30", "It/it/PRON/PRP starts/start/VERB/VBZ/VerbForm=Fin at/at/ADP/IN 8.30/8.30/NUM/CD pm/pm/NOUN/NN/Number=Sing ././PUNCT/.", "It/it/PRON/PRP starts/start/VERB/VBZ/VerbForm=Fin at/at/ADP/IN 8/8/NUM/CD :/:/PUNCT/: 30/30/NUM/CD pm/pm/NOUN/NN/Number=Sing ././PUNCT/.", nil, "It starts at 8 : 30 pm .", []string{"8.30→8 : 30 variant"}},
		{"8 : 30 → 8.30", "It/it/PRON/PRP starts/start/VERB/VBZ/VerbForm=Fin at/at/ADP/IN 8/8/NUM/CD :/:/PUNCT/: 30/30/NUM/CD pm/pm/NOUN/NN/Number=Sing ././PUNCT/.", "It/it/PRON/PRP starts/start/VERB/VBZ/VerbForm=Fin at/at/ADP/IN 8.30/8.30/NUM/CD pm/pm/NOUN/NN/Number=Sing ././PUNCT/.", nil, "It starts at 8.30 pm .", []string{"8 : 30→8.30 variant"}},
		{"other minutes", "It/it/PRON/PRP starts/start/VERB/VBZ/VerbForm=Fin at/at/ADP/IN 8.30/8.30/NUM/CD pm/pm/NOUN/NN/Number=Sing ././PUNCT/.", strings.Replace("It/it/PRON/PRP starts/start/VERB/VBZ/VerbForm=Fin at/at/ADP/IN 8/8/NUM/CD :/:/PUNCT/: 30/30/NUM/CD pm/pm/NOUN/NN/Number=Sing ././PUNCT/.", "30/30", "45/45", 1), nil, "It starts at 8.30 pm .", nil},
		{"a price is no time", "It/it/PRON/PRP costs/cost/VERB/VBZ/VerbForm=Fin 8.30/8.30/NUM/CD euros/euro/NOUN/NN/Number=Sing ././PUNCT/.", "It/it/PRON/PRP costs/cost/VERB/VBZ/VerbForm=Fin 8/8/NUM/CD :/:/PUNCT/: 30/30/NUM/CD euros/euro/NOUN/NNS/Number=Plur ././PUNCT/.", nil, "It costs 8.30 euros .", nil},
	})
}

// TestContractionSplitNot: can 't (Meteor's tokens of can't) against can
// not, the "not" alone in its slot (round 3, pair 13), both ways; the
// verb before it is read with it.
func TestContractionSplitNot(t *testing.T) {
	runEnglish(t, []enCase{
		{"can 't → can not", "it/it/PRON/PRP can/can/AUX/MD/VerbForm=Fin 't/not/PART/RB open/open/ADJ/JJ", "it/it/PRON/PRP can/can/AUX/MD/VerbForm=Fin not/not/PART/RB open/open/VERB/VB/VerbForm=Inf", nil, "it can not open", []string{"'t→not contraction"}},
		{"can not → can 't", "it/it/PRON/PRP can/can/AUX/MD/VerbForm=Fin not/not/PART/RB open/open/VERB/VB/VerbForm=Inf", "it/it/PRON/PRP can/can/AUX/MD/VerbForm=Fin 't/not/PART/RB open/open/ADJ/JJ", nil, "it can 't open", []string{"not→'t contraction"}},
		{"no contraction after another verb",
			strings.Replace("it/it/PRON/PRP can/can/AUX/MD/VerbForm=Fin 't/not/PART/RB open/open/ADJ/JJ", "can/can/AUX/MD", "could/could/AUX/MD", 1),
			strings.Replace("it/it/PRON/PRP can/can/AUX/MD/VerbForm=Fin not/not/PART/RB open/open/VERB/VB/VerbForm=Inf", "can/can/AUX/MD", "could/could/AUX/MD", 1), nil, "it could 't open", nil},
	})
}

// TestStructuralTitle: a noun group whose head is a title stands whole
// before the name it describes, and a plural that is its own lemma
// (economics) may be a compound's modifier (round 3, pair 26: Minister
// of Economics Hubert Aiwanger → Economics Minister Hubert Aiwanger); a
// head that is no title does not.
func TestStructuralTitle(t *testing.T) {
	runEnglish(t, []enCase{
		{"a title before a name", "On/on/ADP/IN the/the/DET/DT road/road/NOUN/NN/Number=Sing :/:/PUNCT/: Minister/Minister/PROPN/NNP/Number=Sing of/of/ADP/IN Economics/Economics/PROPN/NNP/Number=Sing Hubert/Hubert/PROPN/NNP/Number=Sing Aiwanger/Aiwanger/PROPN/NNP/Number=Sing pays/pay/VERB/VBZ/VerbForm=Fin homage/homage/NOUN/NN/Number=Sing ././PUNCT/.", "On/on/ADP/IN the/the/DET/DT roll/roll/NOUN/NN/Number=Sing :/:/PUNCT/: Economics/economics/NOUN/NNS/Number=Plur Minister/Minister/PROPN/NNP/Number=Sing Hubert/Hubert/PROPN/NNP/Number=Sing Aiwanger/Aiwanger/PROPN/NNP/Number=Sing pays/pay/VERB/VBZ/VerbForm=Fin homage/homage/NOUN/NN/Number=Sing ././PUNCT/.", nil,
			"On the road : Economics Minister Hubert Aiwanger pays homage .", []string{"Minister of Economics→Economics Minister structure"}},
		{"no title", "The/the/DET/DT member/member/NOUN/NN/Number=Sing of/of/ADP/IN the/the/DET/DT board/board/NOUN/NN/Number=Sing Anna/Anna/PROPN/NNP/Number=Sing Weber/Weber/PROPN/NNP/Number=Sing spoke/speak/VERB/VBD/VerbForm=Fin ././PUNCT/.", "The/the/DET/DT board/board/NOUN/NN/Number=Sing member/member/NOUN/NN/Number=Sing Anna/Anna/PROPN/NNP/Number=Sing Weber/Weber/PROPN/NNP/Number=Sing spoke/speak/VERB/VBD/VerbForm=Fin ././PUNCT/.", nil, "The member of the board Anna Weber spoke .", nil},
	})
}

// TestStructuralSpelling: the modifiers may differ in British and
// American spelling (round 3, pair 10: Minister of Defense → Defence
// Minister).
func TestStructuralSpelling(t *testing.T) {
	runEnglish(t, []enCase{
		{"Defense / Defence", "Minister/minister/NOUN/NNP/Number=Sing of/of/ADP/IN Defense/Defense/PROPN/NNP/Number=Sing Klaudia/Klaudia/PROPN/NNP/Number=Sing Tanner/Tanner/PROPN/NNP/Number=Sing defended/defend/VERB/VBD/VerbForm=Fin the/the/DET/DT approach/approach/NOUN/NN/Number=Sing ././PUNCT/.", "Defence/Defence/PROPN/NNP/Number=Sing Minister/Minister/PROPN/NNP/Number=Sing Klaudia/Klaudia/PROPN/NNP/Number=Sing Tanner/Tanner/PROPN/NNP/Number=Sing defends/defend/VERB/VBZ/VerbForm=Fin the/the/DET/DT action/action/NOUN/NN/Number=Sing ././PUNCT/.", nil,
			"Defence Minister Klaudia Tanner defended the approach .", []string{"Minister of Defense→Defence Minister structure"}},
		{"another word", "Minister/minister/NOUN/NNP/Number=Sing of/of/ADP/IN Defense/Defense/PROPN/NNP/Number=Sing Klaudia/Klaudia/PROPN/NNP/Number=Sing Tanner/Tanner/PROPN/NNP/Number=Sing defended/defend/VERB/VBD/VerbForm=Fin the/the/DET/DT approach/approach/NOUN/NN/Number=Sing ././PUNCT/.", strings.Replace("Defence/Defence/PROPN/NNP/Number=Sing Minister/Minister/PROPN/NNP/Number=Sing Klaudia/Klaudia/PROPN/NNP/Number=Sing Tanner/Tanner/PROPN/NNP/Number=Sing defends/defend/VERB/VBZ/VerbForm=Fin the/the/DET/DT action/action/NOUN/NN/Number=Sing ././PUNCT/.", "Defence/Defence", "Defiance/Defiance", 1), nil,
			"Minister of Defense Klaudia Tanner defended the approach .", nil},
	})
	for _, c := range []struct {
		us, gb string
		want   bool
	}{
		{"defense", "defence", true}, {"center", "centre", true}, {"organize", "organise", true},
		{"labor", "labour", true}, {"analyze", "analyse", true},
		{"defence", "defense", false}, {"tour", "tor", false}, {"for", "four", false}, {"dense", "dence", false},
	} {
		assert.Equal(t, c.want, usSpelled(c.us, c.gb), "%s/%s", c.us, c.gb)
	}
}

// TestVenuePrepositions: in and at are paired before a gathering or
// public place (Guard.Venues; round 3, pair 17: in a joint conference
// call → at a joint conference call), not before other nouns (in the
// morning).
func TestVenuePrepositions(t *testing.T) {
	runEnglish(t, []enCase{
		{"in a call → at a call", "It/it/PRON/PRP was/be/AUX/VBD/VerbForm=Fin agreed/agree/VERB/VBN/VerbForm=Part in/in/ADP/IN a/a/DET/DT joint/joint/ADJ/JJ conference/conference/NOUN/NN/Number=Sing call/call/NOUN/NN/Number=Sing that/that/PRON/IN it/it/PRON/PRP would/would/AUX/MD/VerbForm=Fin end/end/VERB/VB/VerbForm=Inf ././PUNCT/.", "It/it/PRON/PRP was/be/AUX/VBD/VerbForm=Fin agreed/agree/VERB/VBN/VerbForm=Part at/at/ADP/IN a/a/DET/DT joint/joint/ADJ/JJ conference/conference/NOUN/NN/Number=Sing call/call/NOUN/NN/Number=Sing that/that/PRON/IN it/it/PRON/PRP would/would/AUX/MD/VerbForm=Fin end/end/VERB/VB/VerbForm=Inf ././PUNCT/.", nil,
			"It was agreed at a joint conference call that it would end .", []string{"in→at closed"}},
		{"in the club → at the club", "They/they/PRON/PRP went/go/VERB/VBD/VerbForm=Fin in/in/ADP/IN the/the/DET/DT club/club/NOUN/NN/Number=Sing ././PUNCT/.", "They/they/PRON/PRP went/go/VERB/VBD/VerbForm=Fin at/at/ADP/IN the/the/DET/DT club/club/NOUN/NN/Number=Sing ././PUNCT/.", nil, "They went at the club .", []string{"in→at closed"}},
		{"in the morning", "They/they/PRON/PRP met/meet/VERB/VBD/VerbForm=Fin in/in/ADP/IN the/the/DET/DT morning/morning/NOUN/NN/Number=Sing ././PUNCT/.", "They/they/PRON/PRP met/meet/VERB/VBD/VerbForm=Fin at/at/ADP/IN the/the/DET/DT morning/morning/NOUN/NN/Number=Sing ././PUNCT/.", nil, "They met in the morning .", nil},
		{"on the bus / in the bus", "They/they/PRON/PRP arrived/arrive/VERB/VBD/VerbForm=Fin on/on/ADP/IN the/the/DET/DT bus/bus/NOUN/NN/Number=Sing ././PUNCT/.", "They/they/PRON/PRP arrived/arrive/VERB/VBD/VerbForm=Fin in/in/ADP/IN the/the/DET/DT bus/bus/NOUN/NN/Number=Sing ././PUNCT/.", nil, "They arrived on the bus .", nil},
	})
}

// TestPrepositionLightVerb: the relief of Guard.Prepositions is for a
// preposition right after a verb that is no light verb: a light verb
// before one stays protected (go on the river → *ride), and a verb with
// a word between it and the preposition keeps the old reading (ride
// boats on the river was freed and paired with go boating, WMT22 cs-en
// dev: *ride boating on the river).
func TestPrepositionLightVerb(t *testing.T) {
	runEnglish(t, []enCase{
		{"go on the river",
			"so/so/ADP/IN we/we/PRON/PRP could/could/AUX/MD/VerbForm=Fin go/go/VERB/VB/VerbForm=Inf on/on/ADP/IN the/the/DET/DT river/river/NOUN/NN/Number=Sing ././PUNCT/.",
			"so/so/ADP/IN we/we/PRON/PRP could/could/AUX/MD/VerbForm=Fin ride/ride/VERB/VB/VerbForm=Inf on/on/ADP/IN the/the/DET/DT river/river/NOUN/NN/Number=Sing ././PUNCT/.",
			[][2]string{{"go", "ride"}}, "so we could go on the river .", nil},
		{"go boating / ride boats on the river",
			"so/so/ADP/IN we/we/PRON/PRP could/could/AUX/MD/VerbForm=Fin go/go/VERB/VB/VerbForm=Inf boating/boat/VERB/VBG/VerbForm=Ger on/on/ADP/IN the/the/DET/DT river/river/NOUN/NN/Number=Sing ././PUNCT/.",
			"so/so/ADP/IN we/we/PRON/PRP could/could/AUX/MD/VerbForm=Fin ride/ride/VERB/VB/VerbForm=Inf boats/boat/NOUN/NNS/Number=Plur on/on/ADP/IN the/the/DET/DT river/river/NOUN/NN/Number=Sing ././PUNCT/.",
			[][2]string{{"go", "ride"}}, "so we could go boating on the river .", nil},
	})
}

// TestSayClauseVerb: say replaces a verb heading an active clause only
// (the alleged man → *the said man, WMT22 cs-en dev; as is stated → as
// is said, neutral on WMT22 de-en), and a perfect's participle (has
// stated → has said).
func TestSayClauseVerb(t *testing.T) {
	runEnglish(t, []enCase{
		{"the alleged man",
			`the/the/DET/DT alleged/allege/VERB/VBN/VerbForm=Part "/"/PUNCT/NN robbed/rob/VERB/VBD/VerbForm=Fin "/"/PUNCT/NNP man/man/NOUN/NN/Number=Sing told/tell/VERB/VBD/VerbForm=Fin them/they/PRON/PRP ././PUNCT/.`,
			`the/the/DET/DT said/say/VERB/VBD/VerbForm=Fin "/"/PUNCT/JJ robbed/rob/VERB/VBN/VerbForm=Part "/"/PUNCT/JJ man/man/NOUN/NN/Number=Sing told/tell/VERB/VBD/VerbForm=Fin them/they/PRON/PRP ././PUNCT/.`,
			[][2]string{{"allege", "say"}}, `the alleged " robbed " man told them .`, nil},
		{"a passive",
			"as/as/ADP/IN is/be/AUX/VBZ/VerbForm=Fin stated/state/VERB/VBN/VerbForm=Part on/on/ADP/IN the/the/DET/DT website/website/NOUN/NN/Number=Sing ././PUNCT/.",
			"as/as/ADP/IN is/be/AUX/VBZ/VerbForm=Fin said/say/VERB/VBD/VerbForm=Fin on/on/ADP/IN the/the/DET/DT website/website/NOUN/NN/Number=Sing ././PUNCT/.",
			[][2]string{{"state", "say"}}, "as is stated on the website .", nil},
		{"a perfect",
			"he/he/PRON/PRP has/have/AUX/VBZ/VerbForm=Fin stated/state/VERB/VBN/VerbForm=Part on/on/ADP/IN the/the/DET/DT website/website/NOUN/NN/Number=Sing that/that/PRON/IN it/it/PRON/PRP ended/end/VERB/VBD/VerbForm=Fin ././PUNCT/.",
			"he/he/PRON/PRP has/have/AUX/VBZ/VerbForm=Fin said/say/VERB/VBD/VerbForm=Fin on/on/ADP/IN the/the/DET/DT website/website/NOUN/NN/Number=Sing that/that/PRON/IN it/it/PRON/PRP ended/end/VERB/VBD/VerbForm=Fin ././PUNCT/.",
			[][2]string{{"state", "say"}}, "he has said on the website that it ended .", []string{"stated→said wordnet"}},
	})
}

// TestLightNoObject: an English light verb protects the noun it governs
// (Guard.Light: take a chance), not the predicate noun of be as copula or
// auxiliary (round 4, pair 14: the stars were wearing → celebrities) nor
// the noun a participle inside a noun phrase modifies (round 3, pair 13: a
// wonderfully made wristband → bracelet).
func TestLightNoObject(t *testing.T) {
	runEnglish(t, []enCase{
		{"after be (AUX)",
			"That/that/PRON/DT was/be/AUX/VBD/VerbForm=Fin what/what/PRON/WP the/the/DET/DT stars/star/NOUN/NNS/Number=Plur were/be/AUX/VBD/VerbForm=Fin wearing/wear/VERB/VBG/VerbForm=Ger",
			"the/the/DET/DT costumes/costume/NOUN/NNS/Number=Plur of/of/ADP/IN the/the/DET/DT celebrities/celebrity/NOUN/NNS/Number=Plur",
			[][2]string{{"star", "celebrity"}},
			"That was what the celebrities were wearing", []string{"stars→celebrities wordnet"}},
		{"after a participle in a noun phrase",
			"A/a/DET/DT wonderfully/wonderfully/ADV/RB made/make/VERB/VBN/VerbForm=Part wristband/wristband/NOUN/NN/Number=Sing",
			"A/a/DET/DT beautifully/beautifully/ADV/RB crafted/craft/VERB/VBN/VerbForm=Part bracelet/bracelet/NOUN/NN/Number=Sing",
			[][2]string{{"wristband", "bracelet"}},
			"A wonderfully made bracelet", []string{"wristband→bracelet wordnet"}},
		{"the object of a light verb stays",
			"They/they/PRON/PRP made/make/VERB/VBD/VerbForm=Fin a/a/DET/DT decision/decision/NOUN/NN/Number=Sing",
			"They/they/PRON/PRP reached/reach/VERB/VBD/VerbForm=Fin a/a/DET/DT conclusion/conclusion/NOUN/NN/Number=Sing",
			[][2]string{{"decision", "conclusion"}},
			"They made a decision", nil},
		{"the object of a perfect participle stays",
			"They/they/PRON/PRP have/have/AUX/VBP/VerbForm=Fin made/make/VERB/VBN/VerbForm=Part a/a/DET/DT decision/decision/NOUN/NN/Number=Sing",
			"They/they/PRON/PRP have/have/AUX/VBP/VerbForm=Fin reached/reach/VERB/VBN/VerbForm=Part a/a/DET/DT conclusion/conclusion/NOUN/NN/Number=Sing",
			[][2]string{{"decision", "conclusion"}},
			"They have made a decision", nil},
	})
}
