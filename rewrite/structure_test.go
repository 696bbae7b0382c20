package rewrite

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestStructural: the same nouns in another English construction
// (compound, 's-genitive, of-genitive) are a phrase pair without a
// lexicon (the development items of docs/recall-2026-11-28b), and
// only where the spans fill the same place whole.
func TestStructural(t *testing.T) {
	cases := []struct {
		name, ref, hyp, want string
		subs                 []string // old→new (source structure)
	}{
		{"compound → of-genitive",
			"Grioli/grioli/PROPN ,/,/PUNCT board/board/NOUN member/member/NOUN of/of/ADP the/the/DET union/union/NOUN",
			"Grioli/grioli/PROPN ,/,/PUNCT member/member/NOUN of/of/ADP the/the/DET board/board/NOUN of/of/ADP the/the/DET union/union/NOUN",
			"Grioli , member of the board of the union", []string{"board member→member of the board"}},
		{"of-genitive → compound, the article outside",
			"such/such/DET a/a/DET spectacle/spectacle/NOUN of/of/ADP a/a/DET goal/goal/NOUN here/here/ADV",
			"such/such/DET a/a/DET goal/goal/NOUN spectacle/spectacle/NOUN has/have/AUX happened/happen/VERB here/here/ADV",
			"such a goal spectacle here", []string{"spectacle of a goal→goal spectacle"}},
		{"possessive without an article → of-genitive with its article",
			"inflation/inflation/NOUN decreases/decrease/VERB consumers/consumer/NOUN/Number=Plur '/'/PUNCT purchasing/purchase/VERB power/power/NOUN ,/,/PUNCT",
			"inflation/inflation/NOUN cuts/cut/VERB the/the/DET purchasing/purchase/VERB power/power/NOUN of/of/ADP consumers/consumer/NOUN/Number=Plur ,/,/PUNCT",
			"inflation decreases the purchasing power of consumers ,", []string{"consumers ' purchasing power→the purchasing power of consumers"}},
		{"of-genitive → possessive, the article of the possessor kept",
			"he/he/PRON met/meet/VERB the/the/DET board/board/NOUN of/of/ADP the/the/DET company/company/NOUN again/again/ADV",
			"he/he/PRON met/meet/VERB the/the/DET company/company/NOUN 's/'s/PART board/board/NOUN again/again/ADV",
			"he met the company 's board again", []string{"board of the company→company 's board"}},
		{"names are the same words on both sides",
			`"/"/PUNCT The/the/DET Justice/Justice/PROPN Illusion/Illusion/PROPN ./././PUNCT`,
			`"/"/PUNCT The/the/DET Illusion/Illusion/PROPN of/of/ADP Justice/Justice/PROPN ./././PUNCT`,
			`" The Illusion of Justice .`, []string{"Justice Illusion→Illusion of Justice"}},
		{"compound → possessive with a name as modifier",
			"on/on/ADP Patricks/Patrick/PROPN Team/team/NOUN even/even/ADV",
			"on/on/ADP Patrick/Patrick/PROPN 's/'s/PART team/team/NOUN even/even/ADV",
			"on Patrick 's team even", []string{"Patricks Team→Patrick 's team"}},
		{"compound → possessive with a common noun as modifier (astronaut daughter)",
			"sends/send/VERB astronaut/astronaut/NOUN 's/'s/PART daughter/daughter/NOUN and/and/CCONJ",
			"sends/send/VERB astronaut/astronaut/NOUN daughter/daughter/NOUN and/and/CCONJ",
			"sends astronaut 's daughter and", nil},
		{"inside a sentence the hypothesis's initial case is kept",
			"then/then/ADV the/the/DET Energy/energy/PROPN crisis/crisis/NOUN hit/hit/VERB",
			"then/then/ADV the/the/DET crisis/crisis/NOUN of/of/ADP energy/energy/NOUN hit/hit/VERB",
			"then the crisis of energy hit", []string{"Energy crisis→crisis of energy"}},
		{"an indefinite article goes with its noun group (*an crisis, *then crisis)",
			"then/then/ADV an/a/DET energy/energy/NOUN crisis/crisis/NOUN hit/hit/VERB",
			"so/so/ADV a/a/DET crisis/crisis/NOUN of/of/ADP energy/energy/NOUN hit/hit/VERB",
			"then a crisis of energy hit", []string{"an energy crisis→a crisis of energy"}},
		{"a compound's modifier says no time (Sunday night)",
			"arrested/arrest/VERB on/on/ADP Sunday/Sunday/PROPN night/night/NOUN and/and/CCONJ",
			"arrested/arrest/VERB in/in/ADP the/the/DET night/night/NOUN of/of/ADP Sunday/Sunday/PROPN and/and/CCONJ",
			"arrested on Sunday night and", nil},
		{"a compound's modifier is singular (house of cards)",
			"the/the/DET house/house/NOUN of/of/ADP cards/card/NOUN/Number=Plur fell/fall/VERB",
			"the/the/DET cards/card/NOUN/Number=Plur house/house/NOUN fell/fall/VERB",
			"the house of cards fell", nil},
		{"a container's of-phrase is no compound",
			"a/a/DET glass/glass/NOUN of/of/ADP water/water/NOUN stood/stand/VERB",
			"a/a/DET water/water/NOUN glass/glass/NOUN stood/stand/VERB",
			"a glass of water stood", nil},
		{"the noun group is whole (union board member)",
			"a/a/DET union/union/NOUN board/board/NOUN member/member/NOUN spoke/speak/VERB",
			"a/a/DET union/union/NOUN member/member/NOUN of/of/ADP the/the/DET board/board/NOUN spoke/speak/VERB",
			"a union board member spoke", nil},
		{"a compound before a possessive clitic is the possessor's",
			"the/the/DET board/board/NOUN member/member/NOUN 's/'s/PART car/car/NOUN",
			"the/the/DET member/member/NOUN of/of/ADP the/the/DET board/board/NOUN 's/'s/PART car/car/NOUN",
			"the board member 's car", nil},
		{"the heads keep their number",
			"then/then/ADV board/board/NOUN member/member/NOUN spoke/speak/VERB",
			"then/then/ADV members/member/NOUN/Number=Plur of/of/ADP the/the/DET board/board/NOUN spoke/speak/VERB",
			"then board member spoke", nil},
		{"neither neighbour shared",
			"then/then/ADV a/a/DET board/board/NOUN member/member/NOUN spoke/speak/VERB",
			"so/so/ADV the/the/DET member/member/NOUN of/of/ADP the/the/DET board/board/NOUN left/leave/VERB",
			"then a board member spoke", nil},
		{"other nouns are no structural pair",
			"a/a/DET board/board/NOUN member/member/NOUN spoke/speak/VERB",
			"a/a/DET member/member/NOUN of/of/ADP the/the/DET union/union/NOUN spoke/speak/VERB",
			"a board member spoke", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rw := New(fakeNone{}, Pairs{}, WithGuard(DefaultGuard("en")))
			res := rw.RewriteAnalyzed(phraseToks(c.hyp), phraseToks(c.ref))
			assert.Equal(t, c.want, Join(res.Tokens))
			assert.Len(t, res.Tokens, len(res.Ref), "Tokens stay aligned with Ref")
			var got []string
			for _, s := range res.Subs {
				if s.Source == SourceStructure {
					got = append(got, s.Old+"→"+s.New)
				}
			}
			assert.Equal(t, c.subs, got)
		})
	}
	// A grounded rewrite (--source) drops a construction only on the
	// grounding's evidence against it; a grounding that cannot give any
	// (no Against) drops every pair it does not support
	// (TestPhraseGroundedOnEvidence has the other case).
	rw := New(fakeNone{}, Pairs{}, WithGuard(DefaultGuard("en")))
	res := rw.RewriteGrounded(phraseToks(cases[0].hyp), phraseToks(cases[0].ref), noGround{})
	assert.Equal(t, "Grioli , board member of the union", Join(res.Tokens))
	// Only English and Czech have their constructions listed.
	rw = New(fakeNone{}, Pairs{}, WithGuard(DefaultGuard("de")))
	res = rw.RewriteAnalyzed(phraseToks(cases[0].hyp), phraseToks(cases[0].ref))
	assert.Equal(t, "Grioli , board member of the union", Join(res.Tokens))
}

// TestStructuralCzech: a relational adjective and the genitive of its
// noun (městská čtvrť / čtvrť města) are a phrase pair.
func TestStructuralCzech(t *testing.T) {
	cases := []struct {
		name, ref, hyp, want string
		subs                 []string
	}{
		{"adjective → genitive",
			"v/v/ADP nejcentrálnější/centrální/ADJ/Case=Loc městské/městský/ADJ/Case=Loc čtvrti/čtvrť/NOUN/Case=Loc a/a/CCONJ ve/v/ADP čtvrtích/čtvrť/NOUN/Case=Loc",
			"v/v/ADP nejcentrálnější/centrální/ADJ/Case=Loc čtvrti/čtvrť/NOUN/Case=Loc města/město/NOUN/Case=Gen ,/,/PUNCT Ullern/Ullern/PROPN",
			"v nejcentrálnější čtvrti města a ve čtvrtích", []string{"městské čtvrti→čtvrti města"}},
		{"genitive of a name → adjective, k softened",
			"pomoc/pomoc/NOUN/Case=Nom zemím/země/NOUN/Case=Dat Ameriky/Amerika/PROPN/Case=Gen ,/,/PUNCT",
			"pomoc/pomoc/NOUN/Case=Nom americkým/americký/ADJ/Case=Dat zemím/země/NOUN/Case=Dat ,/,/PUNCT",
			"pomoc americkým zemím ,", []string{"zemím Ameriky→americkým zemím"}},
		{"after a vocalised preposition the left neighbour is shared (*ze amerických)",
			"občanů/občan/NOUN/Case=Gen ze/z/ADP zemí/země/NOUN/Case=Gen Ameriky/Amerika/PROPN/Case=Gen ,/,/PUNCT",
			"občanů/občan/NOUN/Case=Gen z/z/ADP amerických/americký/ADJ/Case=Gen zemí/země/NOUN/Case=Gen ,/,/PUNCT",
			"občanů ze zemí Ameriky ,", nil},
		{"an adjective not derived from the noun",
			"je/být/AUX zelené/zelený/ADJ/Case=Nom centrum/centrum/NOUN/Case=Nom ./././PUNCT",
			"je/být/AUX centrum/centrum/NOUN/Case=Nom města/město/NOUN/Case=Gen ./././PUNCT",
			"je zelené centrum .", nil},
		{"a look-alike that means no 'of' (hlavní / hlava)",
			"je/být/AUX hlavní/hlavní/ADJ/Case=Nom město/město/NOUN/Case=Nom ./././PUNCT",
			"je/být/AUX město/město/NOUN/Case=Nom hlavy/hlava/NOUN/Case=Gen ./././PUNCT",
			"je hlavní město .", nil},
		{"the heads in the same case (mistrovství is Gen and Acc alike)",
			"v/v/ADP podobě/podoba/NOUN/Case=Loc mistrovství/mistrovství/NOUN/Case=Gen Evropy/Evropa/PROPN/Case=Gen ve/v/ADP",
			"získat/získat/VERB Evropské/evropský/ADJ/Case=Acc mistrovství/mistrovství/NOUN/Case=Acc ve/v/ADP",
			"v podobě mistrovství Evropy ve", nil},
		{"the heads in the same form",
			"v/v/ADP městské/městský/ADJ/Case=Loc čtvrti/čtvrť/NOUN/Case=Loc ./././PUNCT",
			"v/v/ADP čtvrť/čtvrť/NOUN/Case=Acc města/město/NOUN/Case=Gen ./././PUNCT",
			"v městské čtvrti .", nil},
		// A country's name in -sko and its adjective (round 5, issue #34);
		// -ický after a consonant is a quality, not a relation.
		{"genitive of a country's name → its adjective",
			"zpomalil/zpomalit/VERB znovusjednocení/znovusjednocení/NOUN/Case=Acc Německa/Německo/PROPN/Case=Gen ./././PUNCT",
			"zpomalil/zpomalit/VERB německé/německý/ADJ/Case=Acc znovusjednocení/znovusjednocení/NOUN/Case=Acc ./././PUNCT",
			"zpomalil německé znovusjednocení .", []string{"znovusjednocení Německa→německé znovusjednocení"}},
		{"symbolický is no adjective of symbol",
			"hledal/hledat/VERB významy/význam/NOUN/Case=Acc symbolů/symbol/NOUN/Case=Gen ./././PUNCT",
			"hledal/hledat/VERB symbolické/symbolický/ADJ/Case=Acc významy/význam/NOUN/Case=Acc ./././PUNCT",
			"hledal významy symbolů .", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rw := New(fakeNone{}, Pairs{}, WithGuard(DefaultGuard("cs")))
			res := rw.RewriteAnalyzed(phraseToks(c.hyp), phraseToks(c.ref))
			assert.Equal(t, c.want, Join(res.Tokens))
			var got []string
			for _, s := range res.Subs {
				if s.Source == SourceStructure {
					got = append(got, s.Old+"→"+s.New)
				}
			}
			assert.Equal(t, c.subs, got)
		})
	}
}

func TestRelational(t *testing.T) {
	for _, c := range []struct {
		adj, noun string
		want      bool
	}{
		{"městský", "město", true}, {"vodní", "voda", true}, {"státní", "stát", true},
		{"americký", "amerika", true}, {"pražský", "praha", true}, {"evropský", "evropa", true},
		{"historický", "historie", true}, {"centrální", "centrum", true}, {"světový", "svět", true},
		{"hlavní", "hlava", false}, {"zelený", "město", false}, {"zábavný", "zábava", false}, {"zábavní", "zábava", true}, {"ní", "", false}, {"okní", "oko", false}, {"lesní", "les", true},
	} {
		assert.Equal(t, c.want, relational(c.adj, c.noun), "%s ← %s", c.adj, c.noun)
	}
}

// noGround supports no pair.
type noGround struct{}

func (noGround) Supports(string, string) bool { return false }
