package cs_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A substituted l-participle takes the reference participle's gender
// (cs-verb-slot): wmt22 en-cs CUNI-DocTransformer segment 1049,
// narostla → vyrostl, kept the hypothesis's masculine because the
// analyzer gave the participles of růst's compounds the guessed lemma
// *vyrostt, which generation does not confirm. want is written from
// Czech grammar (the reference's subject agrees with a feminine).
func TestParticipleOfRustTakesSlotGender(t *testing.T) {
	for _, c := range []struct{ name, a, b, hyp, ref, want string }{
		{"segment 1049", "narůst", "vyrůst",
			"Díky jejich revolučnímu kontraktu EverGrow Coin rychle vyrostl na tržní kapitalizaci přes miliardu dolarů .",
			"S jejich revoluční smlouvou EverGrow Coin rychle narostla na přes miliardu tržně zastropovaných USD .",
			"S jejich revoluční smlouvou EverGrow Coin rychle vyrostla na přes miliardu tržně zastropovaných USD ."},
		{"plural", "vzrůst", "narůst", "Ceny rychle narostl .", "Ceny rychle vzrostly .", "Ceny rychle narostly ."},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, _ := rewriteFix(t, c.a, c.b, c.hyp, c.ref)
			assert.Equal(t, c.want, got)
		})
	}
}
