package rewrite

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/parmesan-mt/parmesan/lang"
)

// TestSameGuard: a copy of a guard is the same guard; another setting or
// another word list (a map with the same words) is not.
func TestSameGuard(t *testing.T) {
	g := DefaultGuard(lang.Czech.Code)
	c := g
	assert.True(t, sameGuard(g, c), "a copy")
	c.Slot = !g.Slot
	assert.False(t, sameGuard(g, c), "another setting")
	c = g
	c.Closed = map[string]bool{}
	for w := range g.Closed {
		c.Closed[w] = true
	}
	assert.False(t, sameGuard(g, c), "another map")
}
