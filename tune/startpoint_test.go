package tune

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/meteor"
)

// The start point keeps a weight past the modules (the slot of the
// rewritten-token module): tuning would otherwise score those matches
// with weight 0.
func TestStartPointWeights(t *testing.T) {
	p := StartPoint(meteor.Settings{Modules: []meteor.Module{meteor.Exact}, Weights: []float64{1, 0.5}})
	assert.Equal(t, []float64{1, 0.5}, p.Weights)
	p = StartPoint(meteor.Settings{Modules: []meteor.Module{meteor.Exact, meteor.Stem}, Weights: []float64{1}})
	assert.Equal(t, []float64{1, 0}, p.Weights)
}
