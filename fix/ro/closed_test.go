package ro

import (
	"testing"

	"github.com/parmesan-mt/parmesan/lemma"
)

// TestPossessive: the possessive's form for the new noun's gender, from
// Romanian grammar (neuters masculine in the singular, feminine in the
// plural); a possessive not agreeing with the old noun is left.
func TestPossessive(t *testing.T) {
	for _, c := range []struct {
		form, number, gender, cas, g1, want string
		ok                                  bool
	}{
		{"tău", "Sing", "Masc", "", "Fem", "ta", true},                // tatăl tău → mama ta
		{"noastre", "Plur", "Fem", "Acc,Nom", "Masc", "noștri", true}, // forțele noastre → soldații noștri
		{"mea", "Sing", "Fem", "Acc,Nom", "Masc", "meu", true},        // casa mea → satul meu
		{"sale", "Sing", "Fem", "Dat,Gen", "Masc", "său", true},       // mamei sale → tatălui său
		{"voștri", "Plur", "Masc", "", "Fem", "voastre", true},        // frații voștri → surorile voastre
		{"tău", "Sing", "Fem", "Acc,Nom", "Masc", "", false},          // not the old noun's
		{"lui", "Sing", "Masc", "", "Fem", "", false},                 // a genitive pronoun: no agreement
	} {
		got, ok := possessive(c.form, lemma.Feats{"Number": c.number, "Gender": c.gender, "Case": c.cas}, c.g1)
		if got != c.want || ok != c.ok {
			t.Errorf("possessive(%q, %s %s %s → %s) = %q, %v; want %q, %v", c.form, c.number, c.gender, c.cas, c.g1, got, ok, c.want, c.ok)
		}
	}
}
