package cs

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
)

// TestAttestedCache: the memoised Attested answers as the dictionary does,
// on a first and a repeated ask, for accepted and refused forms.
func TestAttestedCache(t *testing.T) {
	c := czech(t)
	forms := []string{"hrad", "Hrad", "HRAD", "předpovědí", "předpověďem", "poradcee", "Praha", "praze", "qxzw", "a", ""}
	refused := 0
	for _, f := range forms {
		want := c.attested(f)
		if !want {
			refused++
		}
		assert.Equal(t, want, c.Attested(f), "%q, first ask", f)
		assert.Equal(t, want, c.Attested(f), "%q, memoised", f)
	}
	assert.True(t, c.Attested("hrad"))
	assert.False(t, c.Attested("předpověďem"), "the paradigm's *předpověďem is not in the dictionary")
	assert.Positive(t, refused)
}

// TestGenerateCache checks the memoised Generate against the uncached
// generate, and that a caller modifying an answer does not change the
// next one.
func TestGenerateCache(t *testing.T) {
	c := czech(t)
	for _, tc := range []struct {
		name, lem, pos string
		feats          lemma.Feats
	}{
		{"adjective", "klasický", "ADJ", lemma.Feats{"Case": "Gen", "Gender": "Fem", "Number": "Sing"}},
		{"negated adjective", "nový", "ADJ", lemma.Feats{"Case": "Nom", "Gender": "Neut", "Number": "Sing", "Polarity": "Neg"}},
		{"noun", "hrad", "NOUN", lemma.Feats{"Case": "Loc", "Number": "Sing"}},
		{"noun plural", "žena", "NOUN", lemma.Feats{"Case": "Gen", "Number": "Plur"}},
		{"verb", "dělat", "VERB", lemma.Feats{"Gender": "Fem", "Number": "Sing", "Tense": "Past", "VerbForm": "Part"}},
		{"pronoun", "ten", "DET", lemma.Feats{"Case": "Dat", "Gender": "Masc", "Number": "Sing"}},
		{"unknown lemma", "qxzw", "NOUN", lemma.Feats{"Case": "Nom"}},
		{"no features", "stroj", "NOUN", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := c.generate(tc.lem, tc.pos, tc.feats)
			first := c.Generate(tc.lem, tc.pos, tc.feats)
			assert.Equal(t, want, first, "first call")
			for i := range first {
				first[i] = "changed"
			}
			assert.Equal(t, want, c.Generate(tc.lem, tc.pos, tc.feats), "cached call after the caller changed the first answer")
		})
	}
}

// TestFormFilter checks that the filtered paradigm functions give exactly
// the matching entries of the unfiltered ones, in order.
func TestFormFilter(t *testing.T) {
	for _, lem := range []string{"nový", "jarní", "klasický", "velký"} {
		all := adjForms(lem)
		require.NotEmpty(t, all)
		for _, x := range all {
			var want []reading
			for _, y := range all {
				if y.lemma == x.lemma {
					want = append(want, y)
				}
			}
			assert.Equal(t, want, adjFormsOf(lem, formFilter{want: x.lemma}), "%s → %s", lem, x.lemma)
		}
	}
	for _, p := range nounParadigms {
		for _, lem := range []string{"hrad", "žena", "Praha", "město", "článek", "muzeum"} {
			all := nounForms(lem, p)
			for _, x := range all {
				for _, probe := range []formFilter{{want: x.lemma}, {want: x.lemma, fold: true}, {want: capitalize(x.lemma), fold: true}} {
					var want []reading
					for _, y := range all {
						if probe.ok(y.lemma) {
							want = append(want, y)
						}
					}
					assert.Equal(t, want, nounFormsOf(lem, p, probe), "%s (%s) → %+v", lem, p.name, probe)
				}
			}
		}
	}
}

// BenchmarkGenerateSlots is what agreement repair asks of an adjective
// slot: every case, number and gender of a few adjectives, through the
// uncached generate (Generate's own memo would answer every round after
// the first).
func BenchmarkGenerateSlots(b *testing.B) {
	c := czech(b)
	var feats []lemma.Feats
	for _, cs := range []string{"Nom", "Gen", "Dat", "Acc", "Loc", "Ins"} {
		for _, n := range []string{"Sing", "Plur"} {
			for _, g := range []string{"Masc", "Fem", "Neut"} {
				feats = append(feats, lemma.Feats{"Case": cs, "Number": n, "Gender": g})
			}
		}
	}
	lemmas := []string{"klasický", "jarní", "nový", "pozemní"}
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range lemmas {
			for _, f := range feats {
				c.generate(l, "ADJ", f)
			}
		}
	}
}

// TestValueIn checks valueIn against its definition (some value of want,
// split at commas, equals some value of have) on every pair of short
// strings over a small alphabet.
func TestValueIn(t *testing.T) {
	var words []string
	alpha := []string{"", "A", "B", ","}
	for _, x := range alpha {
		for _, y := range alpha {
			for _, z := range alpha {
				words = append(words, x+y+z)
			}
		}
	}
	for _, have := range words {
		for _, want := range words {
			slow := have == want
			for _, v := range strings.Split(want, ",") {
				for _, h := range strings.Split(have, ",") {
					slow = slow || v == h
				}
			}
			if got := valueIn(have, want); got != slow {
				t.Fatalf("valueIn(%q, %q) = %v, want %v", have, want, got, slow)
			}
		}
	}
}

// TestCandidatesCache checks that generating from memoised candidates
// (candidatesCached) answers as from candidates made anew: every
// (lemma, part of speech, features) of UD Czech-PUD's first 400
// sentences is generated by two analyzers, one asking in the treebank's
// order and the other in reverse, so that each answer comes from another
// state of the caches (an adjective's positive and comparative among
// them); and candidatesCached gives candidates' readings for both
// degrees of one lemma, whichever is asked first.
func TestCandidatesCache(t *testing.T) {
	a, b := czech(t), czech(t)
	for _, lem := range []string{"nový", "velký", "jarní"} {
		for _, degree := range []bool{true, false, true} {
			assert.Equal(t, a.candidates(lem, "ADJ", degree), a.candidatesCached(lem, "ADJ", degree), "%s degree %v", lem, degree)
		}
	}
	path := filepath.Join("..", "..", "..", "shared", "ud", "UD_Czech-PUD", "cs_pud-ud-test.conllu")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("UD Czech-PUD not found at %s", path)
	}
	defer f.Close()
	type ask struct {
		lem, pos string
		feats    lemma.Feats
	}
	var asks []ask
	r := data.NewCoNLLUReader(f, path)
	for s := 0; s < 400; s++ {
		sent, err := r.Next()
		if err != nil {
			break
		}
		for _, w := range sent.Words {
			fe, _ := lemma.ParseFeats(w.Feats)
			asks = append(asks, ask{w.Lemma, w.UPOS, fe})
			if w.UPOS == "ADJ" { // the other degree too
				asks = append(asks, ask{w.Lemma, w.UPOS, fe.With("Degree", "Cmp")})
			}
		}
	}
	require.Greater(t, len(asks), 5000)
	got := make([][]string, len(asks))
	for i, x := range asks {
		got[i] = a.Generate(x.lem, x.pos, x.feats)
	}
	for i := len(asks) - 1; i >= 0; i-- {
		x := asks[i]
		assert.Equal(t, got[i], b.Generate(x.lem, x.pos, x.feats), "%s %s %s", x.lem, x.pos, x.feats)
	}
}

// TestMemoConcurrentFlush: goroutines asking and answering through one
// memo while it is emptied again and again (a limit of 8 keys) always
// read what was put for a key, never another key's answer (run with
// -race: the memo that Attested and Generate share; review14 #12).
func TestMemoConcurrentFlush(t *testing.T) {
	var m memo[string]
	done := make(chan struct{})
	for g := range 4 {
		go func() {
			defer func() { done <- struct{}{} }()
			for i := range 5000 {
				k := strings.Repeat("k", 1+(i*7+g)%40)
				if v, ok := m.get(k); ok && v != k {
					t.Errorf("key %q read %q", k, v)
					return
				}
				m.put(k, k, 8)
			}
		}()
	}
	for range 4 {
		<-done
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	assert.LessOrEqual(t, m.lenLocked(), 8)
}

// TestMemoPromotes: what is put is read back, first from the locked map
// and, once the locked lookups have cost as much as a copy, from the
// published one, which then holds every entry; a put at the limit
// empties the memo; a key put twice keeps one entry.
func TestMemoPromotes(t *testing.T) {
	var m memo[int]
	const n = 100
	for i := range n {
		_, ok := m.get(fmt.Sprint(i))
		require.False(t, ok)
		m.put(fmt.Sprint(i), i, 1000)
	}
	for round := 0; round < 3; round++ {
		for i := range n {
			v, ok := m.get(fmt.Sprint(i))
			require.True(t, ok, "%d", i)
			require.Equal(t, i, v)
		}
	}
	r := m.read.Load()
	require.NotNil(t, r, "never promoted")
	assert.Len(t, *r, n)
	assert.Empty(t, m.dirty)
	m.put("0", 7, 1000) // in read already: kept as it was
	v, _ := m.get("0")
	assert.Equal(t, 0, v)
	m.put("x", -1, n) // at the limit: emptied, then x
	_, ok := m.get("5")
	assert.False(t, ok)
	v, ok = m.get("x")
	assert.True(t, ok)
	assert.Equal(t, -1, v)
	m.reset()
	_, ok = m.get("x")
	assert.False(t, ok)
}

// TestAnalyzeConcurrent: four goroutines tagging the same sentences at
// once on a newly loaded analyser, whose caches they fill together (the
// lock-free memo, the one-byte forms' array, the guess slots), give what
// one goroutine gives on another (run with -race).
func TestAnalyzeConcurrent(t *testing.T) {
	czech(t)
	dir, err := data.FindHunspell(lang.Czech.Locale, Package)
	require.NoError(t, err)
	var sents [][]string
	for _, s := range tricky {
		sents = append(sents, strings.Fields(s))
	}
	sents = append(sents, strings.Fields("Praha PRAHA praha Qxzw QXZW qxzw , . X x"), []string{"Qxzw", "v", "Qxzw"})
	if f, err := os.Open(filepath.Join("..", "..", "..", "shared", "ud", "UD_Czech-PUD", "cs_pud-ud-test.conllu")); err == nil {
		f.Close()
		sents = append(sents, pudSentences(t)[:300]...)
	}
	load := func() *Czech {
		c, err := Load(dir)
		require.NoError(t, err)
		c.store = nil
		return c
	}
	one := load()
	want := make([][]lemma.Token, len(sents))
	for i, s := range sents {
		want[i] = one.AnalyzeShared(s)
	}
	c := load()
	got := make([][][]lemma.Token, 4)
	var wg sync.WaitGroup
	for g := range got {
		got[g] = make([][]lemma.Token, len(sents))
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range sents {
				i := (k + g*len(sents)/4) % len(sents) // each starts elsewhere
				if g%2 == 0 {
					got[g][i] = c.AnalyzeShared(sents[i])
				} else {
					got[g][i] = c.Analyze(sents[i])
				}
			}
		}()
	}
	wg.Wait()
	for g := range got {
		for i := range sents {
			if !assert.Equal(t, want[i], got[g][i], "goroutine %d: %q", g, sents[i]) {
				return
			}
		}
	}
}
