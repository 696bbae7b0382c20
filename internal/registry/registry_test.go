package registry

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRegistry(t *testing.T) {
	r := New[int]("test")
	r.Register("b", 2)
	r.Register("a", 1)
	v, ok := r.Lookup("a")
	assert.True(t, ok)
	assert.Equal(t, 1, v)
	_, ok = r.Lookup("c")
	assert.False(t, ok)
	assert.Equal(t, []string{"a", "b"}, r.Names())
	assert.PanicsWithValue(t, "test: Register called twice for a", func() { r.Register("a", 3) })
}
