package rewrite

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// TestRewritePrepared: a reference prepared once is rewritten toward
// several hypotheses as RewriteGrounded rewrites it, and a rewriter whose
// guard differs from the one the reference was prepared with does not
// read that guard's protections (poloha closed there, open here).
func TestRewritePrepared(t *testing.T) {
	th := set(paraphrase.Pair{A: "poloha", B: "místo", Source: paraphrase.SourceThesaurus},
		paraphrase.Pair{A: "poloha", B: "pozice", Source: paraphrase.SourceThesaurus})
	open := New(cs, Pairs{Curated: th}, WithGuard(DefaultGuard("cs")))
	ref := cs.Analyze(strings.Fields("Už poloha je klasická ."))
	pr := open.Prepare(ref)
	for _, hyp := range []string{"Samotné místo je klasické .", "Už pozice je klasická .", "Samotné dům je klasické ."} {
		h := cs.Analyze(strings.Fields(hyp))
		assert.Equal(t, open.RewriteGrounded(h, ref, nil), open.RewritePrepared(h, pr, nil), hyp)
	}
	h := cs.Analyze(strings.Fields("Samotné místo je klasické ."))
	assert.Equal(t, "místo", open.RewritePrepared(h, pr, nil).Tokens[1])

	g := DefaultGuard("cs")
	g.Closed = map[string]bool{"poloha": true}
	closed := New(cs, Pairs{Curated: th}, WithGuard(g))
	assert.Equal(t, "poloha", closed.RewritePrepared(h, pr, nil).Tokens[1], "prepared with the open guard")
	assert.Equal(t, closed.RewriteGrounded(h, ref, nil), closed.RewritePrepared(h, pr, nil), "prepared with the open guard")
	assert.Equal(t, open.RewriteGrounded(h, ref, nil), open.RewritePrepared(h, closed.Prepare(ref), nil), "prepared with the closed guard")
}

// keyedPairs is a KeyLexicon that counts the HasKey questions.
type keyedPairs struct {
	Pairs
	keys  map[string]bool
	asked int
}

func (k *keyedPairs) HasKey(a string) bool {
	k.asked++
	return k.keys[a]
}

// TestPreparedAsks: the lexicon's HasKey answers for the reference's
// phrases are asked once, when first needed (not by Prepare), and
// rewriting with them is rewriting with the answers asked per hypothesis;
// a rewriter with another lexicon does not read them.
func TestPreparedAsks(t *testing.T) {
	pair := Pairs{Curated: set(paraphrase.Pair{A: "in the past", B: "previously", Source: paraphrase.SourceWordNet})}
	lex := &keyedPairs{Pairs: pair, keys: map[string]bool{"in the past": true}}
	rw := New(fakeNone{}, lex)
	ref := phraseToks("we/we/PRON met/meet/VERB in/in/ADP the/the/DET past/past/NOUN ,/,/PUNCT too/too/ADV")
	hyp := phraseToks("we/we/PRON met/meet/VERB previously/previously/ADV ,/,/PUNCT too/too/ADV")
	pr := rw.Prepare(ref)
	assert.NotNil(t, pr.ask)
	assert.Zero(t, lex.asked, "nothing asked in advance")
	res := rw.RewritePrepared(hyp, pr, nil)
	assert.Equal(t, []string{"we", "met", "previously", ",", "too"}, Flatten(res.Tokens))
	assert.NotZero(t, lex.asked, "asked by the first rewrite")
	lex.asked = 0
	assert.Equal(t, res, rw.RewritePrepared(hyp, pr, nil))
	assert.Zero(t, lex.asked, "answered once")

	live := *pr
	live.ask = nil
	assert.Equal(t, res, rw.RewritePrepared(hyp, &live, nil))
	assert.NotZero(t, lex.asked, "asked per hypothesis")

	// Prepared with a lexicon that has no pair: its answers (no phrase
	// starts a pair) are not this rewriter's.
	other := New(fakeNone{}, &keyedPairs{keys: map[string]bool{}})
	assert.Equal(t, res, rw.RewritePrepared(hyp, other.Prepare(ref), nil))
}

func TestSameLexicon(t *testing.T) {
	a, b := &keyedPairs{}, &keyedPairs{}
	assert.True(t, sameLexicon(a, a))
	assert.False(t, sameLexicon(a, b))
	assert.False(t, sameLexicon(Pairs{}, Pairs{}), "a struct is not identifiable")
	assert.False(t, sameLexicon(nil, a))
	s := lexSlice{a, b}
	assert.True(t, sameLexicon(s, s))
	assert.False(t, sameLexicon(s, s[:1]), "same elements' address, another length")
}

type lexSlice []Lexicon

func (ls lexSlice) Lookup(a, b string) (paraphrase.Source, bool) { return 0, false }

// TestEarlyExits: the exits RewritePrepared takes on the reference's HasKey
// answers (a reference word or phrase no lexicon pair starts with) and
// on a word aligned with its own form leave alone what another kind of
// evidence licenses: a contraction inside a longer unaligned stretch, a
// swapped phrase pair, a pair the source licenses, a variant spelling.
// Each case is rewritten with the answers and without them (asked live,
// as before the exits), and must make its substitution both ways.
func TestEarlyExits(t *testing.T) {
	cases := []struct {
		name     string
		rw       func(lex Lexicon) *Rewriter
		pairs    []paraphrase.Pair
		keys     []string
		ref, hyp []lemma.Token
		g        Grounding
		want     []string // old→new:source
	}{
		{"a contraction in a part of a stretch, no key anywhere",
			func(lex Lexicon) *Rewriter { return New(fakeNone{}, lex) }, nil, nil,
			phraseToks("He/he/PRON does/do/AUX not/not/PART really/really/ADV know/know/VERB"),
			phraseToks("He/he/PRON doesn't/do/AUX truly/truly/ADV know/know/VERB"), nil,
			[]string{"does not→doesn't:contraction"}},
		{"a swapped phrase pair across an aligned word",
			func(lex Lexicon) *Rewriter { return New(fakeNone{}, lex) },
			[]paraphrase.Pair{{A: "minister of finance", B: "finance minister", Source: paraphrase.SourceWordNet}},
			[]string{"minister of finance"},
			phraseToks("the/the/DET minister/minister/NOUN of/of/ADP finance/finance/NOUN spoke/speak/VERB"),
			phraseToks("the/the/DET finance/finance/NOUN minister/minister/NOUN spoke/speak/VERB"), nil,
			[]string{"minister of finance→finance minister:wordnet"}},
		{"a pair only the source licenses, no key",
			func(lex Lexicon) *Rewriter {
				return New(vocab, lex, WithGuard(DefaultGuard("cs")), WithSourceLicensed())
			}, nil, nil,
			vocab.Analyze([]string{"kamarád"}), vocab.Analyze([]string{"přítel"}),
			grounded{{"kamarád", "přítel"}: true},
			[]string{"kamarád→přítel:pivot"}},
		{"a variant of the aligned word (víc/více), no key",
			func(lex Lexicon) *Rewriter { return New(csVariants, lex, WithGuard(DefaultGuard("cs"))) }, nil, nil,
			csVariants.Analyze(strings.Fields("jen mi víc překáží")), csVariants.Analyze(strings.Fields("jen mi více překáží")), nil,
			[]string{"víc→více:variant"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			keys := map[string]bool{}
			for _, k := range c.keys {
				keys[k] = true
			}
			lex := &keyedPairs{Pairs: Pairs{Curated: set(c.pairs...)}, keys: keys}
			rw := c.rw(lex)
			pr := rw.Prepare(c.ref)
			require.NotNil(t, pr.ask, "the answers are kept")
			got := rw.RewritePrepared(c.hyp, pr, c.g)
			var subs []string
			for _, s := range got.Subs {
				subs = append(subs, s.Old+"→"+s.New+":"+s.Source)
			}
			assert.Equal(t, c.want, subs)
			live := *pr
			live.ask = nil
			assert.Equal(t, rw.RewritePrepared(c.hyp, &live, c.g), got, "without the answers")
		})
	}
}
