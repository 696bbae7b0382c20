package cs

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/stem"
)

func TestStem(t *testing.T) {
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
			assert.Equal(t, tc.want, Stem(tc.word))
		})
	}
}

func TestStemConflates(t *testing.T) {
	// Forms of one word share a stem.
	for _, group := range [][]string{
		{"poloha", "polohy", "polohou", "poloze"},
		{"město", "města", "městem", "městech"},
		{"klasický", "klasického", "klasickým", "klasická"},
		{"hrad", "hradu", "hradem", "hrady"},
	} {
		want := Stem(group[0])
		for _, w := range group[1:] {
			assert.Equal(t, want, Stem(w), "%v", group)
		}
	}
	s, err := stem.New(StemmerName)
	require.NoError(t, err)
	assert.Equal(t, Stem("městech"), s.Stem("městech"))
	assert.Equal(t, Stem("městech"), LightStem("městech"))
}

func ExampleStem() {
	for _, w := range []string{"poloha", "poloze", "polohami"} {
		fmt.Println(Stem(w))
	}
	// Output:
	// poloh
	// poloh
	// poloh
}

func BenchmarkStem(b *testing.B) {
	words := []string{"poloha", "klasického", "městech", "kuřata", "hradem", "bratrův"}
	b.ReportAllocs()
	for b.Loop() {
		for _, w := range words {
			Stem(w)
		}
	}
}
