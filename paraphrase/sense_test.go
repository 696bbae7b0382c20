package paraphrase

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A thesaurus pair is kept when its words share at least two dictionary
// translations: the word-by-word translations of one English polysemous
// word (toast: přípitek, topinka) share only it (issue 24's audit).
func TestSenseGuard(t *testing.T) {
	th := NewSet()
	for _, p := range [][2]string{{"přípitek", "toast"}, {"souvislost", "spojení"}, {"krabice", "políčko"}, {"neznámý", "spojení"}} {
		th.Add(Pair{A: p[0], B: p[1], Source: SourceThesaurus})
	}
	d := NewDictionary()
	for _, p := range [][2]string{
		{"toast", "přípitek"}, {"toast", "toast"}, {"toast", "topinka"},
		{"connection", "souvislost"}, {"connection", "spojení"}, {"link", "souvislost"}, {"link", "spojení"},
		{"box", "krabice"}, {"box", "políčko"}, {"field", "políčko"}, {"carton", "krabice"},
	} {
		d.AddPair(p[0], p[1])
	}
	g := NewSenseGuard(NewIndex(th), d, 0)
	for _, c := range []struct {
		a, b   string
		shared int
		ok     bool
	}{
		{"přípitek", "toast", 1, false},
		{"krabice", "políčko", 1, false},
		{"souvislost", "spojení", 2, true},
		{"neznámý", "spojení", 0, false},    // not in the dictionary
		{"spojení", "souvislost", 2, false}, // not in the thesaurus (one direction only)
	} {
		assert.Equal(t, c.shared, g.Shared(c.a, c.b), "%s/%s", c.a, c.b)
		src, ok := g.Lookup(c.a, c.b)
		assert.Equal(t, c.ok, ok, "%s → %s", c.a, c.b)
		if ok {
			assert.Equal(t, SourceThesaurus, src)
		}
	}
	// minShared 1 keeps every pair with a shared translation.
	_, ok := NewSenseGuard(NewIndex(th), d, 1).Lookup("přípitek", "toast")
	assert.True(t, ok)
}
