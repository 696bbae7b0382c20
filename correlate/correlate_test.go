package correlate

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCorrelations(t *testing.T) {
	x := []float64{1, 2, 3, 4, 5}
	r, err := Pearson(x, []float64{2, 4, 6, 8, 10})
	require.NoError(t, err)
	assert.InDelta(t, 1, r, 1e-12)
	r, _ = Pearson(x, []float64{5, 4, 3, 2, 1})
	assert.InDelta(t, -1, r, 1e-12)
	// Hand-computed: x = 1..4, y = 1 3 2 4 → r = 0.8.
	r, _ = Pearson([]float64{1, 2, 3, 4}, []float64{1, 3, 2, 4})
	assert.InDelta(t, 0.8, r, 1e-12)
	s, _ := Spearman([]float64{1, 2, 3, 4}, []float64{10, 30, 20, 1000})
	assert.InDelta(t, 0.8, s, 1e-12)
	k, _ := Kendall([]float64{1, 2, 3, 4}, []float64{1, 3, 2, 4})
	assert.InDelta(t, 4.0/6.0, k, 1e-12) // 5 concordant, 1 discordant
	_, err = Pearson(x, x[:3])
	assert.ErrorIs(t, err, ErrLength)
	r, _ = Pearson(x, []float64{1, 1, 1, 1, 1})
	assert.True(t, math.IsNaN(r))
}
