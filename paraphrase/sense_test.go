package paraphrase

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
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

// GuardedThesaurusIndex on the system Czech thesaurus and FreeDict
// eng-ces: the issue 24 audit's wrong-sense pairs are gone, synonyms
// sharing two translations stay, and the index is the symmetric
// thesaurus filtered pair by pair with SenseGuard.Shared.
func TestGuardedThesaurusIndexCzech(t *testing.T) {
	path := data.MyThesPath(data.MyThesDir, "cs_CZ")
	ip, dp := data.DictdPaths(data.DictdDir, "freedict-eng-ces")
	for _, p := range []string{path, ip, dp} {
		if _, err := os.Stat(p); err != nil {
			t.Skipf("%s missing (apt-get install mythes-cs dict-freedict-eng-ces)", p)
		}
	}
	if testing.Short() {
		t.Skip("reads the whole thesaurus and dictionary; skipped with -short")
	}
	t.Setenv(data.CacheEnv, "off")
	opt := ThesaurusOptions{Lower: true, SkipAnnotated: true}
	x, err := GuardedThesaurusIndex(path, opt, true, ip, dp, 0)
	require.NoError(t, err)
	for _, p := range [][2]string{{"přípitek", "toast"}, {"žebříček", "žebřík"}, {"krabice", "políčko"},
		{"hanba", "škoda"}, {"váha", "stupnice"}, {"recept", "vzorec"}} {
		_, ok := x.Lookup(p[0], p[1])
		assert.False(t, ok, "%s → %s", p[0], p[1])
	}
	for _, p := range [][2]string{{"poloha", "místo"}, {"souvislost", "spojení"}} {
		_, ok := x.Lookup(p[0], p[1])
		assert.True(t, ok, "%s → %s", p[0], p[1])
	}
	f, err := data.OpenMyThes(path)
	require.NoError(t, err)
	defer f.Close()
	all, err := FromThesaurus(f, path, opt)
	require.NoError(t, err)
	d, err := ReadDictionary(ip, dp)
	require.NoError(t, err)
	g := NewSenseGuard(nil, d, 0)
	want := NewSet()
	for _, p := range Symmetric(all).Pairs() {
		if g.Shared(p.A, p.B) >= DefaultMinShared {
			want.Add(p)
		}
	}
	checkIndex(t, want, x)
}
