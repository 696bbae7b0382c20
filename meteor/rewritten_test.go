package meteor

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
)

// Hand-computed scores of the rewritten-token module.
func TestRewrittenCompute(t *testing.T) {
	p := Params{Alpha: 0.85, Beta: 0.2, Gamma: 0.6, Delta: 0.75}
	w := []float64{1}
	// "the cat sat" against itself, "cat" rewritten; "the" a function word.
	// tWL = rWL = 0.75·2 + 0.25·1 = 1.75; tW = rW = (2−1)·1·0.75 + 1·1·0.25
	// + 1·0.5·0.75 = 1.375; P = R = F = 1.375/1.75 = 11/14; a perfect
	// segment has no penalty.
	perfect := RewrittenStats{Stats: Stats{TestLen: 3, RefLen: 3, TestFunc: 1, RefFunc: 1, TestTotal: 3, RefTotal: 3,
		Chunks: 1, TestWordMatches: 3, RefWordMatches: 3}}
	perfect.TestContent[0], perfect.RefContent[0], perfect.TestFunction[0], perfect.RefFunction[0] = 2, 2, 1, 1
	perfect.MovedTestContent[0], perfect.MovedRefContent[0] = 1, 1
	assert.InDelta(t, 11.0/14, perfect.Compute(p, w, Rewritten{Weight: 0.5}).Score, 1e-15)
	// Weight 1 is the paper's credit: a perfect match.
	assert.Equal(t, 1.0, perfect.Compute(p, w, Rewritten{Weight: 1}).Score)
	// Weight 0: the rewritten word earns nothing: tW = 0.75 + 0.25 = 1, P = 1/1.75.
	assert.InDelta(t, 1/1.75, perfect.Compute(p, w, Rewritten{Weight: 0}).Score, 1e-15)

	// Four content words, three matched exactly in two chunks, one of
	// them rewritten, weight 0.6: tWL = 0.75·4 = 3, tW = 2·0.75 + 1·0.6·0.75
	// = 1.95, P = R = F = 0.65, Frag = 2/3, Penalty = 0.6·(2/3)^0.2.
	frag := RewrittenStats{Stats: Stats{TestLen: 4, RefLen: 4, TestTotal: 3, RefTotal: 3, Chunks: 2, TestWordMatches: 3, RefWordMatches: 3}}
	frag.TestContent[0], frag.RefContent[0] = 3, 3
	frag.MovedTestContent[0], frag.MovedRefContent[0] = 1, 1
	want := 0.65 * (1 - 0.6*math.Pow(2.0/3, 0.2))
	assert.InDelta(t, want, frag.Compute(p, w, Rewritten{Weight: 0.6}).Score, 1e-12)
	assert.InDelta(t, 0.29037791452212625, want, 1e-15) // the same by hand (Python)

	// Nothing moved: Stats.Compute to the bit, whatever the weight.
	plain := frag
	plain.MovedTestContent, plain.MovedRefContent = [MaxModules]float64{}, [MaxModules]float64{}
	for _, rw := range []float64{0, 0.3, 1} {
		assert.Equal(t, plain.Stats.Compute(p, w), plain.Compute(p, w, Rewritten{Weight: rw}))
	}

	// Add sums the moved counts and the Stats as Stats.Add does.
	var sum RewrittenStats
	sum.Add(&perfect)
	sum.Add(&frag)
	assert.Equal(t, 2.0, sum.MovedTestContent[0])
	st := Aggregate([]Stats{perfect.Stats, frag.Stats})
	assert.Equal(t, st, sum.Stats)
}

func TestRewrittenNameAndValidate(t *testing.T) {
	assert.Equal(t, "rewritten:0.8", Rewritten{Weight: 0.8}.String())
	assert.Equal(t, "rewritten:1.0", Rewritten{Weight: 1}.String())
	assert.NoError(t, Rewritten{Weight: 0}.Validate())
	assert.Error(t, Rewritten{Weight: 1.5}.Validate())
	assert.Error(t, Rewritten{Weight: math.NaN()}.Validate())
}

// MarkRewritten moves the matches over marked reference words, in words
// and in characters, splitting content and function words.
func TestMarkRewritten(t *testing.T) {
	res := &Resources{FunctionWords: data.WordSet{"the": {}}}
	for _, char := range []bool{false, true} {
		s, err := New(Config{Language: "other", Modules: []Module{Exact}, CharBased: char}, res)
		require.NoError(t, err)
		seg := s.AlignTokens([]string{"the", "cat", "sat"}, [][]string{{"the", "cat", "sat", "down"}})
		r := s.MarkRewritten(seg, []bool{false, true, false, true})
		unit := 1.0
		if char {
			unit = 3
		}
		// "cat" is moved (content, both sides); "down" is marked but unmatched.
		assert.Equal(t, unit, r.MovedTestContent[0], "char=%v", char)
		assert.Equal(t, unit, r.MovedRefContent[0])
		assert.Zero(t, r.MovedTestFunction[0]+r.MovedRefFunction[0])
		r = s.MarkRewritten(seg, []bool{true})
		assert.Equal(t, unit, r.MovedTestFunction[0], "a marked function word")
		assert.Zero(t, r.MovedTestContent[0])
		assert.Equal(t, seg.Stats, r.Stats)
		// Weight 1 gives Meteor's score; weight 0 less.
		r = s.MarkRewritten(seg, []bool{false, true})
		assert.InDelta(t, seg.Metrics.Score, r.Compute(s.set.Params, s.set.Weights, Rewritten{Weight: 1}).Score, 1e-15)
		assert.Less(t, r.Compute(s.set.Params, s.set.Weights, Rewritten{Weight: 0}).Score, seg.Metrics.Score)
	}
}

// Fold puts the moved words in a free stage slot: Compute with the
// module's weight in that slot gives the module's score.
func TestRewrittenFold(t *testing.T) {
	p := Params{Alpha: 0.85, Beta: 0.2, Gamma: 0.6, Delta: 0.75}
	r := RewrittenStats{Stats: Stats{TestLen: 4, RefLen: 4, TestFunc: 1, RefFunc: 1, TestTotal: 3, RefTotal: 3, Chunks: 2, TestWordMatches: 3, RefWordMatches: 3}}
	r.TestContent[0], r.RefContent[0], r.TestFunction[0], r.RefFunction[0] = 2, 2, 1, 1
	r.MovedTestContent[0], r.MovedRefContent[0] = 1, 1
	f := r.Fold(1)
	assert.Equal(t, [MaxModules]float64{1, 1, 0, 0}, f.TestContent)
	assert.Equal(t, [MaxModules]float64{1, 1, 0, 0}, f.RefContent)
	assert.Equal(t, r.TestFunction, f.TestFunction)
	assert.Equal(t, r.TestTotal, f.TestTotal)
	for _, rw := range []float64{0, 0.5, 1} {
		assert.InDelta(t, r.Compute(p, []float64{1}, Rewritten{Weight: rw}).Score, f.Compute(p, []float64{1, rw}).Score, 1e-15)
	}
	assert.Equal(t, r.Stats, r.Fold(MaxModules), "no free slot")
}
