package cs

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/stem"
)

func TestLightStem(t *testing.T) {
	// Forms of one word share a stem.
	for _, group := range [][]string{
		{"poloha", "polohy", "polohou", "poloze"},
		{"město", "města", "městem", "městech"},
		{"klasický", "klasického", "klasickým", "klasická"},
		{"hrad", "hradu", "hradem", "hrady"},
	} {
		want := LightStem(group[0])
		for _, w := range group[1:] {
			assert.Equal(t, want, LightStem(w), "%v", group)
		}
	}
	s, err := stem.New("czech")
	require.NoError(t, err)
	assert.Equal(t, LightStem("městech"), s.Stem("městech"))
}
