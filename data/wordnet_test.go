package data

import (
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEnglishWordNet(t *testing.T) {
	w, err := EnglishWordNet()
	require.NoError(t, err)
	assert.Len(t, w.Synonyms.Synsets, 147306, "WordNet 3.0 has 147,306 distinct lemmas")
	assert.True(t, w.HasLemma("dog", WordNetNoun))
	assert.True(t, w.HasLemma("dog", WordNetVerb))
	assert.False(t, w.HasLemma("dog", WordNetAdj))
	assert.Equal(t, []string{"aardwolf"}, w.Exceptions[WordNetNoun]["aardwolves"])
	assert.Equal(t, []string{"be"}, w.Exceptions[WordNetVerb]["was"])
}

// TestEmbeddedSynonymsMatchReference compares the embedded synonym data with
// the reference scorer's english.synsets/english.exceptions: same words,
// same "share a synset" relation (ids are numbered differently), same
// exceptions. Differences are reported and explained in the log.
func TestEmbeddedSynonymsMatchReference(t *testing.T) {
	dir := filepath.Join("..", "..", "shared", "resources", "meteor-1.5", "synonym")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("reference synonym files not found at %s: %v", dir, err)
	}
	ref, err := LoadSynonymDir(dir, "english")
	require.NoError(t, err)
	ours, err := EnglishSynonyms()
	require.NoError(t, err)
	require.Equal(t, len(ref.Synsets), len(ours.Synsets))
	// Map each synset to its member words, on both sides; two words are
	// synonyms when they share a synset.
	members := func(s *Synonyms) map[int32][]string {
		m := map[int32][]string{}
		for w, ids := range s.Synsets {
			for _, id := range ids {
				m[id] = append(m[id], w)
			}
		}
		return m
	}
	neighbours := func(s *Synonyms, m map[int32][]string, w string) []string {
		set := map[string]bool{}
		for _, id := range s.Synsets[w] {
			for _, v := range m[id] {
				set[v] = true
			}
		}
		out := make([]string, 0, len(set))
		for v := range set {
			out = append(out, v)
		}
		sort.Strings(out)
		return out
	}
	mr, mo := members(ref), members(ours)
	missing, differ, extra := 0, 0, 0
	var examples []string
	for w := range ref.Synsets {
		if _, ok := ours.Synsets[w]; !ok {
			missing++
			continue
		}
		a, b := neighbours(ref, mr, w), neighbours(ours, mo, w)
		if len(a) != len(b) || !equalStrings(a, b) {
			if !sameSet(b, intersect(a, b)) {
				extra++ // we know a synonym the reference does not
			}
			differ++
			if len(examples) < 5 {
				examples = append(examples, w)
			}
		}
	}
	excDiff := 0
	for k, v := range ref.Bases {
		if !sameSet(v, ours.Bases[k]) {
			excDiff++
		}
	}
	t.Logf("words missing: %d; words whose synonyms differ: %d %v (with a synonym the reference lacks: %d); exception entries differing: %d of %d",
		missing, differ, examples, extra, excDiff, len(ref.Bases))
	assert.Zero(t, missing)
	assert.Zero(t, excDiff)
	// The reference's synset ids are bare byte offsets, shared by the four
	// parts of speech, so e.g. the adverb "quizzically" and the verb
	// "overspecialize" (both offset 00437976) count as synonyms there.
	// Ours keep the part of speech, so the only difference allowed is
	// that the reference has such extra, spurious neighbours.
	assert.Zero(t, extra)
}

func equalStrings(a, b []string) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func sameSet(a, b []string) bool {
	m := map[string]bool{}
	for _, x := range a {
		m[x] = true
	}
	n := map[string]bool{}
	for _, x := range b {
		n[x] = true
	}
	if len(m) != len(n) {
		return false
	}
	for x := range m {
		if !n[x] {
			return false
		}
	}
	return true
}

func BenchmarkDecodeWordNet(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := decodeWordNet(wordnetGz); err != nil {
			b.Fatal(err)
		}
	}
}

func intersect(a, b []string) []string {
	m := map[string]bool{}
	for _, x := range a {
		m[x] = true
	}
	var out []string
	for _, x := range b {
		if m[x] {
			out = append(out, x)
		}
	}
	return out
}
