package pipeline

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// The wordnet source's lexicon answers every lookup as rewrite.Pairs
// with FromWordNet's pairs in Curated (what loadSources built before the
// index): every pair, in both directions, for every part of speech,
// beside a table; the keyed union's HasKey as newKeyedPairs over the set.
func TestWordNetLexiconAsPairs(t *testing.T) {
	if testing.Short() {
		t.Skip("pairs the whole embedded WordNet")
	}
	t.Setenv(data.CacheEnv, t.TempDir())
	syn, err := data.EnglishSynonyms()
	require.NoError(t, err)
	set := paraphrase.FromWordNet(syn)
	table := paraphrase.NewSet()
	table.Add(paraphrase.Pair{A: "car", B: "automobile", Prob: 1, Source: paraphrase.SourceTable})
	table.Add(paraphrase.Pair{A: "zzz", B: "car", Prob: 1, Source: paraphrase.SourceMulti})
	old := rewrite.Pairs{Curated: set, Table: table}

	lex, used, err := loadSources(Config{Lang: lang.English, Sources: []Source{{Kind: SourceWordNet}}}, nil)
	require.NoError(t, err)
	assert.Equal(t, []ResourceUse{{"wordnet", data.EnglishWordNetHash()}}, used)
	wp, ok := lex.(wordnetPairs)
	require.True(t, ok, "a value, as rewrite.Pairs was: %T", lex)
	wp.Table = table
	keyedOld := newKeyedPairs(wordnetPairs{Pairs: old})
	keyed := newKeyedPairs(wordnetPairs{wn: wp.wn, Pairs: rewrite.Pairs{Curated: paraphrase.NewSet(), Table: table}})

	upos := []string{"", "NOUN", "PROPN", "VERB", "AUX", "ADJ", "ADV", "DET"}
	bad := 0
	check := func(a, b string, upos ...string) {
		for _, u := range upos {
			s1, ok1 := old.LookupPOS(a, b, u)
			s2, ok2 := wp.LookupPOS(a, b, u)
			s3, ok3 := keyed.LookupPOS(a, b, u)
			if s1 != s2 || ok1 != ok2 || s1 != s3 || ok1 != ok3 {
				bad++
			}
		}
		if s1, ok1 := old.Lookup(a, b); true {
			if s2, ok2 := wp.Lookup(a, b); s1 != s2 || ok1 != ok2 {
				bad++
			}
		}
		if keyedOld.HasKey(a) != keyed.HasKey(a) || keyedOld.HasKey(b) != keyed.HasKey(b) {
			bad++
		}
	}
	for _, p := range append(set.Pairs(), table.Pairs()...) {
		check(p.A, p.B, upos...)
		check(p.A, p.A, "", "NOUN") // absent
	}
	require.Zero(t, bad, "lookups that differ from rewrite.Pairs over FromWordNet")
	assert.True(t, keyed.HasKey("zzz"))
	assert.False(t, keyed.HasKey("no such word"))
}

// A damaged or missing cache entry of the WordNet index gives the same
// rewriting as a good one, and as no cache (the wordnet source alone, so
// that the test reads nothing else).
func TestWordNetCacheDamaged(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(data.CacheEnv, dir)
	refs := [][]string{{"He bought an automobile yesterday ."}, {"The large house stood on a hill ."}, {"She began to speak quickly ."}}
	hyps := []string{"Yesterday he bought a car .", "The big house stood on a hill .", "She started to talk fast ."}
	rewriteAll := func() [][]Rewritten {
		rw, err := New(Config{Lang: lang.English, Sources: []Source{{Kind: SourceWordNet}}})
		require.NoError(t, err)
		p, err := rw.Prepare(refs, nil)
		require.NoError(t, err)
		var out [][]Rewritten
		for i, h := range hyps {
			out = append(out, rw.Rewrite(h, p, i))
		}
		return out
	}
	want := rewriteAll()
	require.Equal(t, "He bought a car yesterday .", want[0][0].Text, "a WordNet substitution is made")
	files, _ := filepath.Glob(filepath.Join(dir, "wordnet-pairs-*.bin"))
	require.Len(t, files, 1)
	good, err := os.ReadFile(files[0])
	require.NoError(t, err)
	assert.Equal(t, want, rewriteAll(), "from the cache")

	damaged := append([]byte(nil), good...)
	for i := len(damaged) / 2; i < len(damaged)/2+64; i++ {
		damaged[i] = 0
	}
	require.NoError(t, os.WriteFile(files[0], damaged, 0o644))
	assert.Equal(t, want, rewriteAll(), "a damaged entry")
	require.NoError(t, os.WriteFile(files[0], good[:100], 0o644))
	assert.Equal(t, want, rewriteAll(), "a truncated entry")
	t.Setenv(data.CacheEnv, "off")
	assert.Equal(t, want, rewriteAll(), "no cache")
}
