package rewrite

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// An imperfective suffix on one side marks a pair of two aspects
// (koupit/kupovat, ukrývat/schovat), but not when one verb is
// biaspectual (publikovala/zveřejnila studii, issue #34) or the other an
// unprefixed imperfective simplex (prohlašovat/tvrdit, vycházet/jít:
// dev rounds 2 and 3).
func TestAspectPartnersSuffix(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"koupit", "kupovat", true},
		{"vyjít", "vycházet", true},
		{"dát", "podávat", true}, // d after the prefix
		{"naznačit", "naznačovat", true},
		{"publikovat", "zveřejnit", false},
		{"zveřejnit", "publikovat", false},
		{"organizovat", "uspořádat", false},
		{"vyrobit", "vytvořit", false},      // the same aspect
	} {
		assert.Equal(t, c.want, aspectPartners(c.a, c.b), "%s/%s", c.a, c.b)
	}
}
