package paraphrase

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// writeNouns writes a WordNet index.noun and data.noun into dir from
// synsets (lexicographer file, lemmas), each data.noun line at the byte
// offset its index entries name.
func writeNouns(t *testing.T, dir string, synsets []struct {
	lex   int
	words []string
}) {
	t.Helper()
	var data strings.Builder
	data.WriteString("  1 a licence line, as WordNet's files open\n")
	byWord := map[string][]string{}
	for _, s := range synsets {
		off := data.Len()
		fmt.Fprintf(&data, "%08d %02d n %02x", off, s.lex, len(s.words))
		for _, w := range s.words {
			fmt.Fprintf(&data, " %s 0", w)
			byWord[w] = append(byWord[w], fmt.Sprintf("%08d", off))
		}
		data.WriteString(" 000 | a gloss\n")
	}
	var words []string
	for w := range byWord {
		words = append(words, w)
	}
	sort.Strings(words)
	var index strings.Builder
	index.WriteString("  1 a licence line\n")
	for _, w := range words {
		offs := byWord[w]
		fmt.Fprintf(&index, "%s n %d 1 @ %d 0 %s\n", w, len(offs), len(offs), strings.Join(offs, " "))
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "data.noun"), []byte(data.String()), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.noun"), []byte(index.String()), 0o644))
}

// TestHomonymCheck: obchod/dohoda share only "deal", whose synsets the
// other translations of each fall into are in different lexicographer
// files (trade: noun.act 04; bargain: noun.communication 10): a split.
// amplion/reproduktor share only "reproducer", which no other
// translation is a synonym of (no evidence: kept), and kluk/chlapec
// share only "boy" too but their other translations are synonyms
// (lad/laddie). A word the dictionary lacks, or a pair sharing no
// English word, is no evidence either.
func TestHomonymCheck(t *testing.T) {
	dir := t.TempDir()
	writeNouns(t, dir, []struct {
		lex   int
		words []string
	}{
		{4, []string{"deal", "trade", "business_deal"}},
		{10, []string{"bargain", "deal"}},
		{10, []string{"agreement", "understanding"}},
		{6, []string{"reproducer"}},
		{6, []string{"loudspeaker", "speaker"}},
		{18, []string{"boy", "male_child"}},
		{18, []string{"lad", "laddie", "cub"}},
		{4, []string{"return", "restitution"}},
		{4, []string{"return", "homecoming"}},
	})
	d := NewDictionary()
	for _, p := range [][2]string{
		{"deal", "obchod"}, {"trade", "obchod"}, {"deal", "dohoda"}, {"bargain", "dohoda"}, {"agreement", "dohoda"},
		{"reproducer", "amplion"}, {"reproducer", "reproduktor"}, {"loudspeaker", "reproduktor"},
		{"boy", "kluk"}, {"lad", "kluk"}, {"boy", "chlapec"}, {"laddie", "chlapec"},
		{"return", "vrácení"}, {"restitution", "vrácení"}, {"return", "návrat"}, {"homecoming", "návrat"},
		{"speaker", "mluvčí"},
	} {
		d.AddPair(p[0], p[1])
	}
	h, err := NewHomonymCheck(d, dir)
	require.NoError(t, err)
	assert.True(t, h.Split("obchod", "dohoda"))
	assert.True(t, h.Split("Dohoda", "obchod"), "either way round, any case")
	assert.False(t, h.Split("amplion", "reproduktor"), "no other translation to tell senses by")
	assert.False(t, h.Split("kluk", "chlapec"), "lad and laddie are synonyms")
	// vrácení and návrat: return's two noun.act (04) synsets, one each:
	// the same lexicographer file is no evidence.
	assert.False(t, h.Split("vrácení", "návrat"))
	assert.False(t, h.Split("obchod", "mluvčí"), "no shared English word")
	assert.False(t, h.Split("obchod", "smlouva"), "smlouva is not in the dictionary")
	var nilCheck *HomonymCheck
	assert.False(t, nilCheck.Split("obchod", "dohoda"))

	_, err = NewHomonymCheck(d, filepath.Join(dir, "missing"))
	assert.Error(t, err)
}

// TestHomonymCheckMalformed: a damaged index line or an offset past
// data.noun is no evidence, never a panic.
func TestHomonymCheckMalformed(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "data.noun"), []byte("00000000 04 n 01 deal 0 000 | g\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.noun"), []byte("bargain n 1 0 1 0 99999999\ndeal n x\ntrade n 9 0 1 0 00000000\n"), 0o644))
	d := NewDictionary()
	for _, p := range [][2]string{{"deal", "a"}, {"trade", "a"}, {"deal", "b"}, {"bargain", "b"}} {
		d.AddPair(p[0], p[1])
	}
	h, err := NewHomonymCheck(d, dir)
	require.NoError(t, err)
	assert.False(t, h.Split("a", "b"))
}

// TestHomonymCheckMemo: the memo's answers are the computed ones, asked
// again, from two goroutines at once, and either way round; each of its
// maps stops growing at homonymMemoMax (the answer past it is still
// computed).
func TestHomonymCheckMemo(t *testing.T) {
	dir := t.TempDir()
	writeNouns(t, dir, []struct {
		lex   int
		words []string
	}{
		{4, []string{"deal", "trade"}},
		{10, []string{"bargain", "deal"}},
		{18, []string{"boy", "lad"}},
	})
	d := NewDictionary()
	for _, p := range [][2]string{{"deal", "obchod"}, {"trade", "obchod"}, {"deal", "dohoda"}, {"bargain", "dohoda"}, {"boy", "kluk"}, {"lad", "kluk"}, {"boy", "chlapec"}} {
		d.AddPair(p[0], p[1])
	}
	h, err := NewHomonymCheck(d, dir)
	require.NoError(t, err)
	pairs := [][2]string{{"obchod", "dohoda"}, {"dohoda", "obchod"}, {"kluk", "chlapec"}, {"obchod", "kluk"}, {"obchod", "nic"}}
	want := make([]bool, len(pairs))
	for i, p := range pairs {
		want[i] = h.split(p[0], p[1])
	}
	assert.Equal(t, []bool{true, true, false, false, false}, want)
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 3 {
				for i, p := range pairs {
					assert.Equal(t, want[i], h.Split(p[0], p[1]), p)
				}
			}
		}()
	}
	wg.Wait()
	assert.Len(t, h.memo.split, len(pairs))
	assert.Equal(t, []string{"bargain", "deal"}, h.translations("dohoda"))

	var mu sync.RWMutex
	m := map[int]int{}
	for k := range homonymMemoMax + 10 {
		assert.Equal(t, 2*k, memoized(&mu, &m, k, func() int { return 2 * k }))
	}
	assert.Len(t, m, homonymMemoMax)
}

// TestHomonymTargets: targets reads a packed dictionary's translations
// in place as Translate gives them, sorted, and an unpacked one's from
// Translate.
func TestHomonymTargets(t *testing.T) {
	d := NewDictionary()
	for _, p := range [][2]string{{"deal", "obchod"}, {"trade", "obchod"}, {"business", "obchod"}, {"deal", "dohoda"}, {"a b", "x"}} {
		d.AddPair(p[1], p[0])
	}
	b, err := d.MarshalBinary()
	require.NoError(t, err)
	packed, err := UnmarshalDictionary(b)
	require.NoError(t, err)
	require.NotNil(t, packed.packed)
	for _, w := range []string{"obchod", "Obchod", "dohoda", "x", "nic", ""} {
		want := targets(d, w)
		assert.True(t, slices.IsSorted(want), w)
		assert.ElementsMatch(t, slices.Collect(maps.Keys(d.Translate(w))), want, w)
		assert.Equal(t, want, targets(packed, w), w)
	}
	assert.Equal(t, []string{"business", "deal", "trade"}, targets(packed, "obchod"))
}
