package meteor

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/jvm"
)

// The tests in this file pin the reference's quirks, one per item of the
// checklist in spec §14, each with the spec's own example.

func mustScorer(t *testing.T, cfg Config, res *Resources) *Scorer {
	t.Helper()
	s, err := New(cfg, res)
	require.NoError(t, err)
	return s
}

// Quirk 1 (spec §1.2 step 2): the English function-word list is used for
// every language unless -s names one.
func TestQuirkEnglishFunctionWordsForEveryLanguage(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "function"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "function", "english.words"), []byte("the\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "function", "german.words"), []byte("der\n"), 0o644))
	for _, lang := range []string{"de", "other", "en"} {
		set, err := Config{Language: lang, Modules: []Module{Exact}}.Resolve()
		require.NoError(t, err)
		res, err := LoadResources(set, ResourceFiles{Dir: dir})
		require.NoError(t, err)
		assert.True(t, res.FunctionWords.Has("the"), lang)
		assert.False(t, res.FunctionWords.Has("der"), lang)
	}
}

// Quirk 2 (§1.2 step 3): -p without -w gives the ADQ weights, which are
// all zero outside English.
func TestQuirkParamsWithoutWeights(t *testing.T) {
	p := &Params{0.9, 3.0, 0.5, 0.8}
	en, err := Config{Language: "en", Params: p}.Resolve()
	require.NoError(t, err)
	assert.Equal(t, []float64{1.0, 1.0, 0.6, 0.8}, en.Weights)
	assert.Equal(t, "Custom", en.TaskName)
	de, err := Config{Language: "de", Params: p}.Resolve()
	require.NoError(t, err)
	assert.Equal(t, []float64{0, 0, 0}, de.Weights)
}

// Quirk 3 (§1.2 step 5): -m remaps the weights by position: with
// -l en -m "exact synonym", synonym gets the stem weight 0.6.
func TestQuirkModulesRemapWeightsByPosition(t *testing.T) {
	s, err := Config{Language: "en", Modules: []Module{Exact, Synonym}}.Resolve()
	require.NoError(t, err)
	assert.Equal(t, []float64{1.0, 0.6}, s.Weights)
	s, err = Config{Language: "en", Modules: []Module{Exact, Stem, Synonym, Paraphrase}, Weights: []float64{1, 0.5}}.Resolve()
	require.NoError(t, err)
	assert.Equal(t, []float64{1, 0.5, 0, 0}, s.Weights)
}

// Quirk 4 (§1.2 step 6): -t util does not imply -ch.
func TestQuirkUtilIsNotCharBased(t *testing.T) {
	s, err := Config{Language: "en", Task: "util"}.Resolve()
	require.NoError(t, err)
	assert.False(t, s.CharBased)
	assert.Equal(t, Params{0.65, 0.10, 0.55, 0.65}, s.Params)
}

// Other configuration facts of spec §1.4.
func TestConfigTables(t *testing.T) {
	s, err := Config{Language: "da"}.Resolve()
	require.NoError(t, err)
	assert.Equal(t, Params{0.75, 1.4, 0.7, 0.5}, s.Params)
	assert.Equal(t, []Module{Exact, Stem}, s.Modules)
	assert.Equal(t, []float64{1.0, 0.5}, s.Weights)
	// -l other -t tune prints "Task: Tune" but uses the LI parameters.
	s, err = Config{Language: "other", Task: "tune"}.Resolve()
	require.NoError(t, err)
	assert.Equal(t, "Tune", s.TaskName)
	assert.Equal(t, Params{0.75, 1.4, 0.7, 0.5}, s.Params)
	s, err = Config{Language: "en", Normalization: Norm}.Resolve()
	require.NoError(t, err)
	assert.Equal(t, "meteor-1.5-wo-en-norm-0.85_0.2_0.6_0.75-ex_st_sy_pa-1.0_0.6_0.8_0.6", s.EvalID())
}

// Quirk 5 (§5.2): weighted matches are Java ints, so a one-word stem match
// adds 0 to m1/m2. Hyp "a b running running", ref "a runs b", exact stem:
// the stem match is dropped, because the path that skips it has fewer
// chunks and ties on m1+m2.
func TestQuirkIntegerTruncationDropsStemMatch(t *testing.T) {
	s := mustScorer(t, Config{Language: "en", Modules: []Module{Exact, Stem}}, nil)
	seg := s.Align("a b running running", []string{"a runs b"})
	assert.Equal(t, []Match{{0, 1, 0, 1, 0}, {2, 1, 1, 1, 0}}, seg.Matches)
	assert.Equal(t, 0.0, seg.Stats.TestContent[1]+seg.Stats.TestFunction[1])
}

// Quirk 6 (§5.3): the distance of a candidate is charged to the parent
// path. Hyp "the z x z the z y", ref "r1 r2 r3 r4 r5 r6 x the y": ref
// "the" (7) is aligned to hyp 0, although hyp 4 is closer.
func TestQuirkDistanceChargedToParent(t *testing.T) {
	s := mustScorer(t, Config{Language: "en", Modules: []Module{Exact}}, nil)
	seg := s.Align("the z x z the z y", []string{"r1 r2 r3 r4 r5 r6 x the y"})
	var the *Match
	for i := range seg.Matches {
		if seg.Matches[i].RefStart == 7 {
			the = &seg.Matches[i]
		}
	}
	require.NotNil(t, the)
	assert.Equal(t, 0, the.HypStart)
}

// Quirk 7 (§4): words are compared by Java hashCode: "Aa BB" vs "BB Aa"
// scores 1.0.
func TestQuirkJavaHashIdentity(t *testing.T) {
	require.Equal(t, jvm.StringHash("Aa"), jvm.StringHash("BB"))
	s := mustScorer(t, Config{Language: "en", Modules: []Module{Exact}}, nil)
	assert.Equal(t, 1.0, s.Align("Aa BB", []string{"BB Aa"}).Metrics.Score)
}

// Quirk 8 (§4): for identical sentences only the first module runs. With
// modules "stem exact", stem needs different words, so nothing matches.
func TestQuirkIdenticalSentenceRunsFirstModuleOnly(t *testing.T) {
	s := mustScorer(t, Config{Language: "en", Modules: []Module{Stem, Exact}}, nil)
	assert.Equal(t, 0.0, s.Align("the cat", []string{"the cat"}).Metrics.Score)
	assert.Greater(t, s.Align("the cat", []string{"the cats"}).Metrics.Score, 0.0)
}

// Quirk 9 (§8): aggregate chunks exclude perfect segments.
func TestQuirkAggregateExcludesPerfectChunks(t *testing.T) {
	s := mustScorer(t, Config{Language: "en", Modules: []Module{Exact}}, nil)
	perfect := s.Score("a b c", []string{"a b c"})
	require.True(t, perfect.Perfect())
	require.Equal(t, 1.0, perfect.Chunks)
	other := s.Score("a x c", []string{"a b c"})
	agg := Aggregate([]Stats{perfect, other})
	assert.Equal(t, other.Chunks, agg.Chunks)
	// An aggregate of perfect segments has 0 chunks, hence no penalty.
	all := Aggregate([]Stats{perfect, perfect})
	assert.Equal(t, 0.0, all.Chunks)
	assert.Equal(t, 1.0, s.Compute(all).Score)
}

// Quirk 11 (§1.3): -norm is only for en cz fr es de ru.
func TestQuirkNormOnlySixLanguages(t *testing.T) {
	_, err := New(Config{Language: "da", Normalization: Norm, Modules: []Module{Exact}}, nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "No normalizer for language (danish)")
}

// Quirk 13 (§3): without -norm a BOM stays part of the first token (the
// line-ending half is pinned in package jar).
func TestQuirkBOM(t *testing.T) {
	s := mustScorer(t, Config{Language: "en", Modules: []Module{Exact}}, nil)
	assert.Equal(t, []string{"\ufeffhello", "world"}, s.Prepare("\ufeffhello world"))
}

// Quirk 14 (§7.2): pow must be correctly rounded. frag = 12/47 with
// beta 0.2: the exact value lies 0.4995 ulp from 0.7610561111586592.
func TestQuirkCorrectlyRoundedPow(t *testing.T) {
	assert.Equal(t, 0.7610561111586592, jvm.Pow(12.0/47.0, 0.2))
}

// Quirk 15 (§4.4): paraphrase candidates are not deduplicated; with a
// symmetric table each is listed twice and is never a fixed match. Empty
// phrases are rejected (the reference can hang on them).
func TestQuirkParaphraseDuplicates(t *testing.T) {
	tab := NewParaphraseTable()
	require.NoError(t, tab.Add("big cat", "lion"))
	require.NoError(t, tab.Add("lion", "big cat"))
	require.ErrorIs(t, tab.Add("x", ""), ErrEmptyPhrase)
	s := mustScorer(t, Config{Language: "en", Modules: []Module{Exact, Paraphrase}}, &Resources{Paraphrases: tab, FunctionWords: data.WordSet{}})
	w := newWorker(s)
	w.hyp, w.ref = []string{"a", "lion"}, []string{"a", "big", "cat"}
	w.setWords(w.hyp, &w.hypKey, &w.hypLen, &w.hypFW)
	w.setWords(w.ref, &w.refKey, &w.refLen, &w.refFW)
	st := w.align()
	assert.Len(t, w.byRef[1], 2, "the paraphrase is a candidate twice")
	assert.Equal(t, 2.0, st.RefContent[1])
	// With only one direction the match is unique and becomes fixed.
	one := NewParaphraseTable()
	require.NoError(t, one.Add("big cat", "lion"))
	s1 := mustScorer(t, Config{Language: "en", Modules: []Module{Exact, Paraphrase}}, &Resources{Paraphrases: one})
	assert.Equal(t, []Match{{0, 1, 0, 1, 0}, {1, 2, 1, 1, 1}}, s1.Align("a lion", []string{"a big cat"}).Matches)
}

// Beam 0 (§5.3): nothing is expanded, a warning is raised at every
// position, and the result holds the fixed matches only.
func TestBeamZero(t *testing.T) {
	s := mustScorer(t, Config{Language: "en", Modules: []Module{Exact}, Beam: NoBeam}, nil)
	seg := s.Align("a b c", []string{"a b b"})
	assert.Equal(t, 4, seg.Warnings)
	assert.Equal(t, []Match{{0, 1, 0, 1, 0}}, seg.Matches)
}

// TestSelectTopMatchesStableSort checks the beam's top-k selection (packed
// and field by field, insertion and linear-time variants) against the first k of a
// stable sort, on lists with many ties.
func TestSelectTopMatchesStableSort(t *testing.T) {
	var s searcher
	for n := 1; n < 400; n += 3 {
		for _, k := range []int{1, 2, 3, 5, 40, 1000} {
			ss := make([]state, n)
			for i := range ss {
				ss[i] = state{score: int32((i*7)%5 + (i*5)%3), chunks: int32((i * 3) % 4), dist: (i * 11) % 4}
				if n%2 == 0 {
					ss[i].dist += 1 << 30 // too large to pack: the field-by-field path
				}
			}
			want := make([]int32, n)
			for i := range want {
				want[i] = int32(i)
			}
			slices.SortStableFunc(want, func(a, b int32) int {
				x, y := &ss[a], &ss[b]
				switch {
				case x.score != y.score:
					return int(y.score - x.score)
				case x.chunks != y.chunks:
					return int(x.chunks - y.chunks)
				default:
					return x.dist - y.dist
				}
			})
			// As the search lists them: pushed (and packed unless wide).
			s.wide = n%2 == 0
			s.next, s.nextKeys = s.next[:0], s.nextKeys[:0]
			for i := range ss {
				s.push(&ss[i])
			}
			s.cur, s.curKeys = s.next, s.nextKeys
			var got []int32
			for _, x := range s.selectCur(k) {
				got = append(got, int32(x&s.idxMask))
			}
			if !slices.Equal(got, want[:min(k, n)]) {
				t.Fatalf("n=%d k=%d: got %v, want %v", n, k, got, want[:min(k, n)])
			}
		}
	}
}
