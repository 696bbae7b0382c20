package meteor

import (
	"strings"
	"testing"
)

// TestSignatureNamesBudget: the alignment budget decides how a segment
// over it is aligned (Segment.Bounded), so two budgets can give two
// scores; the signature names a budget that is not the default, and
// only then (default signatures are unchanged).
func TestSignatureNamesBudget(t *testing.T) {
	sig := func(n int) string {
		return mustScorer(t, Config{Language: "en", Modules: []Module{Exact}, MaxSegmentTokens: n}, nil).Signature(1).String()
	}
	def := sig(0)
	if strings.Contains(def, "budget") {
		t.Errorf("default signature names a budget: %s", def)
	}
	if got := sig(DefaultMaxSegmentTokens); got != def {
		t.Errorf("the default budget given explicitly changes the signature:\n%s\n%s", got, def)
	}
	for n, want := range map[int]string{100: "|budget:100|", NoSegmentLimit: "|budget:none|"} {
		if got := sig(n); !strings.Contains(got, want) {
			t.Errorf("budget %d: signature %s lacks %s", n, got, want)
		}
	}
	short := mustScorer(t, Config{Language: "en", Modules: []Module{Exact}, MaxSegmentTokens: 100}, nil).Signature(1).Short()
	if !strings.Contains(short, "|bu:100|") {
		t.Errorf("short signature %s lacks bu:100", short)
	}
}
