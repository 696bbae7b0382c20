package rewrite

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// An imperfective suffix on one side marks aspect partners of one verb
// only (koupit/kupovat); publikovat and zveřejnit are two roots, both
// read as perfective in "publikovala/zveřejnila studii" (issue #34).
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
		{"očekávat", "předpokládat", false}, // hume2016 en-cs: trh očekává/předpokládá
	} {
		assert.Equal(t, c.want, aspectPartners(c.a, c.b), "%s/%s", c.a, c.b)
	}
}
