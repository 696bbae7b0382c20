package ngram

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRoll(t *testing.T) {
	ids := []uint32{1, 2, 3}
	k := Roll(nil, ids, 1, 4)
	assert.Equal(t, []uint64{1, 2, 3}, k)
	k = Roll(k, ids, 2, 4)
	assert.Equal(t, []uint64{0x12, 0x23}, k)
	k = Roll(k, ids, 3, 4)
	assert.Equal(t, []uint64{0x123}, k)
	assert.Empty(t, Roll(k, ids, 4, 4))
}

// Hypothesis "a a b"; references "a a a" and "a b b".
func TestMatch(t *testing.T) {
	var tab Table
	tab.Reserve(3)
	tab.Next()
	for _, k := range []uint64{1, 1, 2} {
		tab.AddHyp(k)
	}
	perRef := func(match func(uint64) int, ref []uint64) int {
		tab.NextRef()
		n := 0
		for _, k := range ref {
			n += match(k)
		}
		return n
	}
	// Per reference: a×2 of 3 (clipped by the hypothesis), then a×1 + b×1.
	assert.Equal(t, 2, perRef(tab.Match, []uint64{1, 1, 1}))
	assert.Equal(t, 2, perRef(tab.Match, []uint64{1, 2, 2}))

	// Clipped across references: max over references of each n-gram's
	// count, clipped by the hypothesis: a min(3,2)=2, b min(2,1)=1.
	tab.Next()
	for _, k := range []uint64{1, 1, 2} {
		tab.AddHyp(k)
	}
	got := perRef(tab.MatchClipped, []uint64{1, 1, 1}) + perRef(tab.MatchClipped, []uint64{1, 2, 2})
	assert.Equal(t, 3, got)

	// A new order forgets the old counts.
	tab.Next()
	assert.Equal(t, 0, perRef(tab.Match, []uint64{1, 2}))
}
