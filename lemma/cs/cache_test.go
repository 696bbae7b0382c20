package cs

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/lemma"
)

// TestGenerateCache checks the memoised Generate against the uncached
// generate, and that a caller modifying an answer does not change the
// next one.
func TestGenerateCache(t *testing.T) {
	c := czech(t)
	for _, tc := range []struct {
		name, lem, pos string
		feats          lemma.Feats
	}{
		{"adjective", "klasický", "ADJ", lemma.Feats{"Case": "Gen", "Gender": "Fem", "Number": "Sing"}},
		{"negated adjective", "nový", "ADJ", lemma.Feats{"Case": "Nom", "Gender": "Neut", "Number": "Sing", "Polarity": "Neg"}},
		{"noun", "hrad", "NOUN", lemma.Feats{"Case": "Loc", "Number": "Sing"}},
		{"noun plural", "žena", "NOUN", lemma.Feats{"Case": "Gen", "Number": "Plur"}},
		{"verb", "dělat", "VERB", lemma.Feats{"Gender": "Fem", "Number": "Sing", "Tense": "Past", "VerbForm": "Part"}},
		{"pronoun", "ten", "DET", lemma.Feats{"Case": "Dat", "Gender": "Masc", "Number": "Sing"}},
		{"unknown lemma", "qxzw", "NOUN", lemma.Feats{"Case": "Nom"}},
		{"no features", "stroj", "NOUN", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := c.generate(tc.lem, tc.pos, tc.feats)
			first := c.Generate(tc.lem, tc.pos, tc.feats)
			assert.Equal(t, want, first, "first call")
			for i := range first {
				first[i] = "changed"
			}
			assert.Equal(t, want, c.Generate(tc.lem, tc.pos, tc.feats), "cached call after the caller changed the first answer")
		})
	}
}

// TestFormFilter checks that the filtered paradigm functions give exactly
// the matching entries of the unfiltered ones, in order.
func TestFormFilter(t *testing.T) {
	for _, lem := range []string{"nový", "jarní", "klasický", "velký"} {
		all := adjForms(lem)
		require.NotEmpty(t, all)
		for _, x := range all {
			var want []reading
			for _, y := range all {
				if y.lemma == x.lemma {
					want = append(want, y)
				}
			}
			assert.Equal(t, want, adjFormsOf(lem, formFilter{want: x.lemma}), "%s → %s", lem, x.lemma)
		}
	}
	for _, p := range nounParadigms {
		for _, lem := range []string{"hrad", "žena", "Praha", "město", "článek", "muzeum"} {
			all := nounForms(lem, p)
			for _, x := range all {
				for _, probe := range []formFilter{{want: x.lemma}, {want: x.lemma, fold: true}, {want: capitalize(x.lemma), fold: true}} {
					var want []reading
					for _, y := range all {
						if probe.ok(y.lemma) {
							want = append(want, y)
						}
					}
					assert.Equal(t, want, nounFormsOf(lem, p, probe), "%s (%s) → %+v", lem, p.name, probe)
				}
			}
		}
	}
}

// BenchmarkGenerateSlots is what agreement repair asks of an adjective
// slot: every case, number and gender of a few adjectives, through the
// uncached generate (Generate's own memo would answer every round after
// the first).
func BenchmarkGenerateSlots(b *testing.B) {
	c := czech(b)
	var feats []lemma.Feats
	for _, cs := range []string{"Nom", "Gen", "Dat", "Acc", "Loc", "Ins"} {
		for _, n := range []string{"Sing", "Plur"} {
			for _, g := range []string{"Masc", "Fem", "Neut"} {
				feats = append(feats, lemma.Feats{"Case": cs, "Number": n, "Gender": g})
			}
		}
	}
	lemmas := []string{"klasický", "jarní", "nový", "pozemní"}
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range lemmas {
			for _, f := range feats {
				c.generate(l, "ADJ", f)
			}
		}
	}
}

// TestValueIn checks valueIn against its definition (some value of want,
// split at commas, equals some value of have) on every pair of short
// strings over a small alphabet.
func TestValueIn(t *testing.T) {
	var words []string
	alpha := []string{"", "A", "B", ","}
	for _, x := range alpha {
		for _, y := range alpha {
			for _, z := range alpha {
				words = append(words, x+y+z)
			}
		}
	}
	for _, have := range words {
		for _, want := range words {
			slow := have == want
			for _, v := range strings.Split(want, ",") {
				for _, h := range strings.Split(have, ",") {
					slow = slow || v == h
				}
			}
			if got := valueIn(have, want); got != slow {
				t.Fatalf("valueIn(%q, %q) = %v, want %v", have, want, got, slow)
			}
		}
	}
}
