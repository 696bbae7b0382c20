package rewrite

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

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
