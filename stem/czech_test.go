package stem

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCzech(t *testing.T) {
	for _, tc := range []struct{ word, want string }{
		{"poloha", "poloh"},
		{"poloze", "poloh"}, // z → h after removing -e
		{"městech", "měst"},
		{"klasického", "klasick"},
		{"klasičtí", "klasick"}, // čt → ck
		{"hradem", "hrad"},
		{"Hrady", "hrad"}, // lower-cased
		{"kuřata", "kuř"},
		{"bratrův", "bratr"}, // no case ending; possessive -ův
		{"otcův", "otcův"},   // too short for the possessive rule
		{"les", "les"},       // too short to strip
		{"", ""},
	} {
		t.Run(tc.word, func(t *testing.T) {
			assert.Equal(t, tc.want, Czech(tc.word))
		})
	}
}

func TestCzechConflates(t *testing.T) {
	// Forms of one word share a stem.
	for _, group := range [][]string{
		{"poloha", "polohy", "polohou", "poloze"},
		{"město", "města", "městem", "městech"},
		{"klasický", "klasického", "klasickým", "klasická"},
		{"hrad", "hradu", "hradem", "hrady"},
	} {
		want := Czech(group[0])
		for _, w := range group[1:] {
			assert.Equal(t, want, Czech(w), "%v", group)
		}
	}
	s, err := New("czech")
	require.NoError(t, err)
	assert.Equal(t, Czech("městech"), s.Stem("městech"))
}

func ExampleCzech() {
	for _, w := range []string{"poloha", "poloze", "polohami"} {
		fmt.Println(Czech(w))
	}
	// Output:
	// poloh
	// poloh
	// poloh
}

func BenchmarkCzech(b *testing.B) {
	words := []string{"poloha", "klasického", "městech", "kuřata", "hradem", "bratrův"}
	b.ReportAllocs()
	for b.Loop() {
		for _, w := range words {
			Czech(w)
		}
	}
}
