package rewrite

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/paraphrase"
)

// silentGround supports nothing and contradicts only the listed pairs,
// as paraphrase.Grounding does (Against).
type silentGround map[[2]string]bool

func (g silentGround) Supports(a, b string) bool { return false }
func (g silentGround) Against(r, h string, hyp []string) bool {
	return g[[2]string{r, h}]
}

// TestRewriteGroundedAgainst: a thesaurus pair the grounding cannot
// support is dropped only on evidence against it when the grounding can
// give such evidence (most English pairs dropped for the dictionary's
// silence were good: alterations → changes, reacted → responded), and
// always by a grounding that cannot.
func TestRewriteGroundedAgainst(t *testing.T) {
	lex := Pairs{Curated: set(paraphrase.Pair{A: "kamarád", B: "přítel"})}
	rw := czechRewriter(vocab, lex)
	hyp, ref := vocab.Analyze([]string{"přítel"}), vocab.Analyze([]string{"kamarád"})
	res := rw.RewriteGrounded(hyp, ref, silentGround{})
	assert.Len(t, res.Subs, 1, "the dictionary's silence is no evidence against a thesaurus pair")
	res = rw.RewriteGrounded(hyp, ref, silentGround{{"kamarád", "přítel"}: true})
	assert.Empty(t, res.Subs, "evidence against drops it")
	res = rw.RewriteGrounded(hyp, ref, grounded{})
	assert.Empty(t, res.Subs, "a grounding without Against filters as before")
}

// TestRewriteSourceLicensed: with WithSourceLicensed a pair no lexicon
// has is made when the source supports it (protestující → demonstranti
// in issue #34), and not without the option.
func TestRewriteSourceLicensed(t *testing.T) {
	hyp, ref := vocab.Analyze([]string{"přítel"}), vocab.Analyze([]string{"kamarád"})
	g := grounded{{"kamarád", "přítel"}: true}
	assert.Empty(t, czechRewriter(vocab, Pairs{}).RewriteGrounded(hyp, ref, g).Subs)
	res := New(vocab, Pairs{}, WithGuard(DefaultGuard("cs")), WithSourceLicensed()).RewriteGrounded(hyp, ref, g)
	if assert.Len(t, res.Subs, 1) {
		assert.Equal(t, "pivot", res.Subs[0].Source)
	}
}

// narrowGround supports every pair and licenses none (a sense index
// finding one shared source word only).
type narrowGround struct{}

func (narrowGround) Supports(a, b string) bool { return true }
func (narrowGround) Licenses(a, b string) bool { return false }

// TestRewriteLicensesNarrow: a pair the source supports but does not
// license (záhonu → lůžek through bed) is not made, while a lexicon
// pair it supports still is.
func TestRewriteLicensesNarrow(t *testing.T) {
	hyp, ref := vocab.Analyze([]string{"přítel"}), vocab.Analyze([]string{"kamarád"})
	rw := New(vocab, Pairs{}, WithGuard(DefaultGuard("cs")), WithSourceLicensed())
	assert.Empty(t, rw.RewriteGrounded(hyp, ref, narrowGround{}).Subs)
	lex := Pairs{Curated: set(paraphrase.Pair{A: "kamarád", B: "přítel"})}
	rw = New(vocab, lex, WithGuard(DefaultGuard("cs")), WithSourceLicensed())
	assert.Len(t, rw.RewriteGrounded(hyp, ref, narrowGround{}).Subs, 1)
}
