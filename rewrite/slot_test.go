package rewrite

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// align is alignIDs on the keys as strings.
func align(rkeys, hkeys []string) alignment {
	ids := intern(rkeys)
	return alignIDs(idsOf(ids, rkeys), idsOf(ids, hkeys), len(ids))
}

// slotAligned and inner ask reference j's slot (alignment.slotOf) about
// hypothesis i, as RewritePrepared does.
func (a alignment) slotAligned(j, i int) bool {
	s, ok := a.slotOf(j)
	return ok && s.aligned(i)
}

func (a alignment) inner(j, i int) bool {
	s, ok := a.slotOf(j)
	return ok && s.inner(j, i, len(a.r2h))
}

func TestAlign(t *testing.T) {
	r := strings.Fields("a b x c d e y f")
	h := strings.Fields("a b z c e d w v u f")
	al := align(r, h)
	// a b c f link (prefix, unique keys, suffix); d/e cross and only
	// one of them is kept (the longest increasing run, leftmost).
	assert.Equal(t, []int{0, 1, -1, 3, 5, -1, -1, 9}, al.r2h)
	assert.True(t, al.slotAligned(2, 2), "x and z between b and c")
	assert.False(t, al.slotAligned(2, 4), "e lies past c")
	assert.Equal(t, 2, al.single(2))
	// e y vs w v u (between d and f): widths 2 and 3, slot-aligned but
	// not single.
	assert.True(t, al.slotAligned(6, 8))
	assert.Equal(t, -1, al.single(6))
	// A gap of four tokens is no slot.
	al = align(strings.Fields("a x b"), strings.Fields("a p q r s b"))
	assert.False(t, al.slotAligned(1, 1))
	// A sentence boundary is a neighbour.
	al = align(strings.Fields("x b"), strings.Fields("y b"))
	assert.Equal(t, 0, al.single(0))
	assert.False(t, al.inner(0, 0), "a boundary is not an inner slot")
	assert.Empty(t, increasing(nil))
}

func TestRefine(t *testing.T) {
	al := align(strings.Fields("a on glockenstraße ,"), strings.Fields("a in glockenstrasse ,"))
	assert.Equal(t, -1, al.single(1), "on/in share their slot with the street")
	linked := al.refine(func(j, i int) bool { return j == 2 && i == 2 })
	assert.Equal(t, 1, linked.single(1))
	assert.Equal(t, -1, al.r2h[2], "refine copies")
}

func TestVariant(t *testing.T) {
	n := func(form, lem, pos, feats string) lemma.Token {
		tk := tok(lem, pos, feats)
		tk.Form = form
		return tk
	}
	acc := "Case=Acc|Gender=Fem|Number=Sing"
	cases := []struct {
		name    string
		r, h    lemma.Token
		sameKey bool
		want    bool
	}{
		{"diacritics in the stem", n("sezónu", "sezóna", "NOUN", acc), n("sezonu", "sezona", "NOUN", acc), true, true},
		{"ß", n("Glockenstraße", "Glockenstraße", "PROPN", ""), n("Glockenstrasse", "Glockenstrasse", "PROPN", ""), false, true},
		{"hyphen", n("412-V", "412-V", "PROPN", ""), n("412V", "412V", "PROPN", ""), false, true},
		{"name one edit apart", n("Bachmut", "Bachmut", "PROPN", ""), n("Bakhmut", "Bakhmut", "PROPN", ""), false, true},
		{"name one letter longer", n("Zelenskyy", "Zelenskyy", "PROPN", ""), n("Zelensky", "Zelensky", "PROPN", ""), false, true},
		{"plural s of a name", n("LEDs", "LEDs", "PROPN", ""), n("LED", "LED", "PROPN", ""), false, false},
		{"short names", n("Ivan", "Ivan", "PROPN", ""), n("Ivon", "Ivon", "PROPN", ""), false, false},
		{"common nouns one edit apart", n("effect", "effect", "NOUN", ""), n("affect", "affect", "NOUN", ""), false, false},
		{"another case (features)", n("sezónu", "sezóna", "NOUN", acc), n("sezóny", "sezóna", "NOUN", "Case=Gen|Gender=Fem|Number=Sing"), true, false},
		{"ending differing in a diacritic", n("naši", "naši", "NOUN", acc), n("naší", "naší", "NOUN", acc), true, false},
		{"same lemma, another ending", n("dřív", "brzy", "ADV", "Degree=Cmp"), n("dříve", "brzy", "ADV", "Degree=Cmp"), true, true},
		{"same lemma without sameKey", n("dřív", "brzy", "ADV", "Degree=Cmp"), n("dříve", "brzy", "ADV", "Degree=Cmp"), false, false},
		{"same lemma, change inside", n("přečtete", "přečíst", "VERB", ""), n("přečtěte", "přečíst", "VERB", ""), true, false},
		{"same lemma, determiner", n("dva", "dva", "NUM", ""), n("dvě", "dva", "NUM", ""), true, false},
		{"same form", n("Praha", "Praha", "PROPN", ""), n("PRAHA", "Praha", "PROPN", ""), true, false},
		{"a full stop left on a name", n("Qatar", "Qatar", "PROPN", ""), n("Qatar.", "Qatar.", "PROPN", ""), false, false},
		{"a hyphen left on a compound", n("LEDs", "LEDs", "PROPN", ""), n("-LEDs", "-LEDs", "PROPN", ""), false, false},
	}
	for _, c := range cases {
		got := variant(c.r, c.h, key(c.r), key(c.h), c.sameKey)
		assert.Equal(t, c.want, got, c.name)
	}
	assert.True(t, editsAtMostOne([]rune("abc"), []rune("abcd")))
	assert.False(t, editsAtMostOne([]rune("abc"), []rune("abxy")))
}

// slotVocab analyses the slot tests' words.
var slotVocab = tagged{
	"jsem":     tok("být", "AUX", ""),
	"však":     tok("však", "CCONJ", ""),
	"ale":      tok("ale", "CCONJ", ""),
	"zvědavá":  tok("zvědavý", "ADJ", "Degree=Pos"),
	"opravdu":  tok("opravdu", "ADV", ""),
	"před":     tok("před", "ADP", ""),
	"po":       tok("po", "ADP", ""),
	"obědem":   tok("oběd", "NOUN", "Case=Ins"),
	"přijdu":   tok("přijít", "VERB", ""),
	"on":       tok("on", "PRON", ""),
	"dostal":   tok("dostat", "VERB", "Tense=Past|VerbForm=Part"),
	"získal":   tok("získat", "VERB", "Tense=Past|VerbForm=Part"),
	"výsledky": tok("výsledek", "NOUN", "Case=Acc|Number=Plur"),
	"včas":     tok("včas", "ADV", ""),
	"rychle":   tok("rychle", "ADV", ""),
	"kamarád":  tok("kamarád", "NOUN", "Case=Nom"),
	"přítel":   tok("přítel", "NOUN", "Case=Nom"),
	"přišel":   tok("přijít", "VERB", ""),
	"můj":      tok("můj", "DET", ""),
	"sezónu":   tok("sezóna", "NOUN", "Case=Acc|Number=Sing"),
	"sezonu":   tok("sezona", "NOUN", "Case=Acc|Number=Sing"),
	"sezóny":   tok("sezóna", "NOUN", "Case=Gen|Number=Sing"),
	"celou":    tok("celý", "DET", ""),
	"hrál":     tok("hrát", "VERB", ""),
	"hodně":    tok("hodně", "ADV", ""),
	"velmi":    tok("velmi", "ADV", ""),
	"práce":    tok("práce", "NOUN", "Case=Gen"),
	"máte":     tok("mít", "VERB", ""),
	"těžkou":   tok("těžký", "ADJ", ""),
	".":        tok(".", "PUNCT", ""),
	",":        tok(",", "PUNCT", ""),
}

var enVocab = tagged{
	"on":             tok("on", "ADP", ""),
	"in":             tok("in", "ADP", ""),
	"glockenstraße":  tok("Glockenstraße", "PROPN", ""),
	"glockenstrasse": tok("Glockenstrasse", "PROPN", ""),
	"the":            tok("the", "DET", ""),
	"at":             tok("at", "ADP", ""),
	"any":            tok("any", "DET", ""),
	"rate":           tok("rate", "NOUN", ""),
	"a":              tok("a", "DET", ""),
	"an":             tok("a", "DET", ""),
	"one":            tok("one", "NUM", ""),
	"email":          tok("email", "NOUN", ""),
	"letter":         tok("letter", "NOUN", ""),
	"shop":           tok("shop", "NOUN", ""),
	".":              tok(".", "PUNCT", ""),
}

func TestRewriteClosedClass(t *testing.T) {
	g := DefaultGuard("cs")
	rw := New(slotVocab, Pairs{}, WithGuard(g))
	run := func(rw *Rewriter, hyp, ref string) string {
		return strings.Join(rw.Rewrite(strings.Fields(hyp), strings.Fields(ref)).Tokens, " ")
	}
	assert.Equal(t, "jsem ale zvědavá .", run(rw, "jsem ale zvědavá .", "jsem však zvědavá ."))
	// Two words in the slot: the word's aligned left neighbour places it
	// (Guard.ClosedNeighbour); with neither neighbour aligned nothing does.
	assert.Equal(t, "jsem ale zvědavá .", run(rw, "jsem ale opravdu zvědavá .", "jsem však zvědavá ."))
	assert.Equal(t, "jsem však zvědavá .", run(rw, "jsem opravdu ale velmi zvědavá .", "jsem však zvědavá ."))
	// Opposites are in no group.
	assert.Equal(t, "před obědem přijdu", run(rw, "po obědem přijdu", "před obědem přijdu"))
	// A degree word never takes a quantifier's place before a noun
	// (*velmi práce), and does before an adjective.
	assert.Equal(t, "máte hodně práce .", run(rw, "máte velmi práce .", "máte hodně práce ."))
	assert.Equal(t, "máte velmi těžkou práce .", run(rw, "máte velmi těžkou práce .", "máte hodně těžkou práce ."))
	// Without the lists nothing happens.
	g.ClosedLang = ""
	assert.Equal(t, "jsem však zvědavá .", run(New(slotVocab, Pairs{}, WithGuard(g)), "jsem ale zvědavá .", "jsem však zvědavá ."))
	res := rw.Rewrite(strings.Fields("jsem ale zvědavá ."), strings.Fields("jsem však zvědavá ."))
	if assert.Len(t, res.Subs, 1) {
		assert.Equal(t, "closed", res.Subs[0].Source)
	}
	// A Grounding filters them as it filters lexicon pairs.
	hyp, ref := slotVocab.Analyze(strings.Fields("jsem ale zvědavá .")), slotVocab.Analyze(strings.Fields("jsem však zvědavá ."))
	assert.Empty(t, rw.RewriteGrounded(hyp, ref, grounded{}).Subs)
	res = rw.RewriteGrounded(hyp, ref, grounded{{"však", "ale"}: true})
	if assert.Len(t, res.Subs, 1) {
		assert.True(t, res.Subs[0].Grounded)
	}
}

func TestRewriteVariants(t *testing.T) {
	g := DefaultGuard("cs")
	rw := New(slotVocab, Pairs{}, WithGuard(g))
	run := func(rw *Rewriter, hyp, ref string) string {
		return strings.Join(rw.Rewrite(strings.Fields(hyp), strings.Fields(ref)).Tokens, " ")
	}
	assert.Equal(t, "hrál celou sezonu .", run(rw, "hrál celou sezonu .", "hrál celou sezónu ."))
	// Another case of the same lemma is not a variant.
	assert.Equal(t, "hrál celou sezónu .", run(rw, "hrál celou sezóny .", "hrál celou sezónu ."))
	g.Variants = false
	assert.Equal(t, "hrál celou sezónu .", run(New(slotVocab, Pairs{}, WithGuard(g)), "hrál celou sezonu .", "hrál celou sezónu ."))
	// A variant linked by refine leaves the preposition alone in its slot
	// (English).
	en := New(enVocab, Pairs{}, WithGuard(DefaultGuard("en")))
	assert.Equal(t, "the shop in Glockenstrasse .", run(en, "the shop in Glockenstrasse .", "the shop on Glockenstraße ."))
	// A preposition before anything but a name is left alone (Guard.PlaceADP).
	assert.Equal(t, "at any rate .", run(en, "in any rate .", "at any rate ."))
	// a/an are no equivalents: the next word decides (a letter / an email).
	assert.Equal(t, "the a letter", run(en, "the an email", "the a letter"))
	assert.Equal(t, "the one letter", run(en, "the one letter", "the a letter"))
}

// Guard.Slot: a light verb alone between two aligned words is paired;
// elsewhere the light-verb guard holds.
func TestRewriteSlotRelaxes(t *testing.T) {
	lex := Pairs{Curated: set(paraphrase.Pair{A: "dostat", B: "získat"}, paraphrase.Pair{A: "kamarád", B: "přítel"})}
	g := DefaultGuard("cs")
	run := func(g Guard, hyp, ref string, gr Grounding) string {
		rw := New(slotVocab, lex, WithGuard(g))
		return strings.Join(rw.RewriteGrounded(slotVocab.Analyze(strings.Fields(hyp)), slotVocab.Analyze(strings.Fields(ref)), gr).Tokens, " ")
	}
	assert.Equal(t, "on získal výsledky včas", run(g, "on získal výsledky včas", "on dostal výsledky včas", nil))
	assert.Equal(t, "on dostal výsledky včas", run(g, "on rychle získal výsledky včas", "on dostal výsledky včas", nil), "not alone in its slot")
	noSlot := g
	noSlot.Slot = false
	assert.Equal(t, "on dostal výsledky včas", run(noSlot, "on získal výsledky včas", "on dostal výsledky včas", nil))
	// A Grounding's filter holds for slot-aligned pairs too.
	none := grounded{}
	assert.Equal(t, "můj přítel přišel", run(g, "můj přítel přišel", "můj kamarád přišel", nil))
	assert.Equal(t, "můj kamarád přišel", run(g, "můj přítel přišel", "můj kamarád přišel", none))
}

// Guard.Slot relaxes Anchored and Crossed for slot-aligned pairs: the
// position evidence they stand in for is there.
func TestRewriteSlotPosition(t *testing.T) {
	an := fake{"n1": {"n1", "NOUN"}, "n2": {"n2", "NOUN"}, "n3": {"n3", "NOUN"}, "n4": {"n4", "NOUN"},
		"x": {"x", "NOUN"}, "y": {"y", "NOUN"}, "member": {"member", "NOUN"}}
	lex := Pairs{Curated: set(paraphrase.Pair{A: "x", B: "y"})}
	run := func(g Guard, hyp, ref string) string {
		return strings.Join(New(an, lex, WithGuard(g)).Rewrite(strings.Fields(hyp), strings.Fields(ref)).Tokens, " ")
	}
	// n1 moved: the second-nearest anchors (n1, n4) put y outside their
	// span, but y sits between n2 and n3 as x does.
	cs := DefaultGuard("cs")
	assert.Equal(t, "n1 n2 y n3 n4", run(cs, "n2 y n3 n1 n4", "n1 n2 x n3 n4"))
	cs.Slot = false
	assert.Equal(t, "n1 n2 x n3 n4", run(cs, "n2 y n3 n1 n4", "n1 n2 x n3 n4"))
	// The same word on both sides of x and y is no compound read in
	// another order.
	en := DefaultGuard("en")
	assert.Equal(t, "member y member", run(en, "member y member", "member x member"))
	en.Slot = false
	assert.Equal(t, "member x member", run(en, "member y member", "member x member"))
}

// Random sentences over a small vocabulary (repeats, empty sentences,
// one-word sentences) never make the slot rules panic, and each
// hypothesis word is used once.
func TestSlotRandom(t *testing.T) {
	words := []string{"n1", "n2", "x", "y", "member", ".", ",", "Bachmut", "Bakhmut", "a", "one", "on", "in"}
	an := fake{"n1": {"n1", "NOUN"}, "n2": {"n2", "NOUN"}, "x": {"x", "NOUN"}, "y": {"y", "NOUN"},
		"member": {"member", "NOUN"}, ".": {".", "PUNCT"}, ",": {",", "PUNCT"}, "bachmut": {"Bachmut", "PROPN"},
		"bakhmut": {"Bakhmut", "PROPN"}, "a": {"a", "DET"}, "one": {"one", "NUM"}, "on": {"on", "ADP"}, "in": {"in", "ADP"}}
	lex := Pairs{Curated: set(paraphrase.Pair{A: "x", B: "y"}, paraphrase.Pair{A: "n1", B: "n2"})}
	seed := uint32(1)
	next := func(n int) int { seed = seed*1664525 + 1013904223; return int(seed>>16) % n }
	sentence := func() []string {
		out := make([]string, next(9))
		for k := range out {
			out[k] = words[next(len(words))]
		}
		return out
	}
	for _, l := range []string{"cs", "en"} {
		rw := New(an, lex, WithGuard(DefaultGuard(l)))
		for range 2000 {
			res := rw.Rewrite(sentence(), sentence())
			seen := map[int]bool{}
			for _, s := range res.Subs {
				assert.False(t, seen[s.HypPos], "hypothesis word used twice")
				seen[s.HypPos] = true
			}
		}
	}
}

// A pair with slot-only evidence (paraphrase.Source.SlotOnly) is made
// only where the two words are alone in one slot between aligned words.
func TestRewriteSlotOnly(t *testing.T) {
	an := fake{"n1": {"n1", "NOUN"}, "n2": {"n2", "NOUN"}, "n3": {"n3", "NOUN"},
		"x": {"x", "NOUN"}, "y": {"y", "NOUN"}}
	for _, src := range []paraphrase.Source{paraphrase.SourceRelated, paraphrase.SourceMultiSlot} {
		lex := Pairs{Table: set(paraphrase.Pair{A: "x", B: "y", Source: src})}
		run := func(hyp, ref string) string {
			return strings.Join(New(an, lex, WithGuard(DefaultGuard("en"))).Rewrite(strings.Fields(hyp), strings.Fields(ref)).Tokens, " ")
		}
		assert.Equal(t, "n1 y n2", run("n1 y n2", "n1 x n2"), src.String())
		assert.Equal(t, "n1 x n2 n3", run("n1 n3 y n2", "n1 x n2 n3"), "%s: not alone in one slot", src)
		assert.Equal(t, "x n1", run("y n1", "x n1"), "%s: a sentence boundary is no inner slot", src)
	}
	assert.True(t, (paraphrase.SourceRelated | paraphrase.SourceMultiSlot).SlotOnly())
	assert.False(t, (paraphrase.SourceRelated | paraphrase.SourceWordNet).SlotOnly())
	assert.False(t, paraphrase.Source(0).SlotOnly())
}

// TestRewriteSlotParallel: slot-only evidence holds for a word that
// keeps its place in a slot of two or three words a side whose words
// are tagged alike place by place (rachotivý zvuk / chrastící hluk),
// and not when the places or the tags differ or a side is wider.
func TestRewriteSlotParallel(t *testing.T) {
	an := fake{"n1": {"n1", "NOUN"}, "n2": {"n2", "NOUN"}, "x": {"x", "NOUN"}, "y": {"y", "NOUN"},
		"a1": {"a1", "ADJ"}, "a2": {"a2", "ADJ"}, "v1": {"v1", "VERB"}}
	lex := Pairs{Table: set(paraphrase.Pair{A: "x", B: "y", Source: paraphrase.SourceRelated})}
	run := func(hyp, ref string) string {
		return strings.Join(New(an, lex, WithGuard(DefaultGuard("en"))).Rewrite(strings.Fields(hyp), strings.Fields(ref)).Tokens, " ")
	}
	assert.Equal(t, "n1 a1 y n2", run("n1 a2 y n2", "n1 a1 x n2"), "ADJ NOUN / ADJ NOUN, second place")
	assert.Equal(t, "n1 y a1 n2", run("n1 y a2 n2", "n1 x a1 n2"), "NOUN ADJ / NOUN ADJ, first place")
	assert.Equal(t, "n1 a1 x n2", run("n1 y a2 n2", "n1 a1 x n2"), "different places")
	assert.Equal(t, "n1 a1 x n2", run("n1 v1 y n2", "n1 a1 x n2"), "tags differ place by place")
	assert.Equal(t, "n1 a1 x n2", run("n1 a2 a2 y n2", "n1 a1 x n2"), "widths differ")
	assert.Equal(t, "a1 x n2", run("a2 y n2", "a1 x n2"), "a sentence boundary is no inner slot")
	cs := DefaultGuard("cs")
	cs.Closed, cs.Light, cs.Clausal = nil, nil, nil
	assert.Equal(t, "n1 a1 x n2", strings.Join(New(an, lex, WithGuard(cs)).Rewrite(strings.Fields("n1 a2 y n2"), strings.Fields("n1 a1 x n2")).Tokens, " "), "Czech: no ParallelSlot")
}
