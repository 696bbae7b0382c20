package en_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// The English defects of issue 24's audit, on the real analyzer with the
// English guard: a verb read as a plural noun is not replaced by a noun
// (As digitalization advances → *advancements), and a verb slot whose tag
// is not a reading of the reference form (meet tagged past) does not
// re-inflect the hypothesis verb (match → *matched).
func TestAuditCases(t *testing.T) {
	l, err := lemma.New("en")
	if err != nil {
		t.Skipf("English analyzer unavailable: %v", err)
	}
	fx, err := fix.New("en", l)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, a, b, hyp, ref, want string }{
		{"advances", "advance", "advancement", "With the advancement of digitalization , some people rediscover analog .",
			"As digitalization advances , some people rediscover analog .", "As digitalization advances , some people rediscover analog ."},
		{"meet", "meet", "match", "The products match the norms .", "The products meet the standards .", "The products match the standards ."},
		{"to meet", "meet", "match", "so that it matches the rules .", "to meet the rules .", "to match the rules ."},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := paraphrase.NewSet()
			s.Add(paraphrase.Pair{A: c.a, B: c.b, Source: paraphrase.SourceWordNet})
			rw := rewrite.New(l, rewrite.Pairs{Curated: s}, rewrite.WithGuard(rewrite.DefaultGuard("en")))
			res := rw.Rewrite(strings.Fields(c.hyp), strings.Fields(c.ref))
			toks, _ := fx.Fix(&res)
			assert.Equal(t, c.want, strings.Join(toks, " "))
		})
	}
}
