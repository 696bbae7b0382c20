package eval

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// TestHypothesesShared: evaluators sharing Options.Hypotheses score every
// segment as they score alone, the second reusing the first one's
// tokens; evaluators preparing text differently (another normalization)
// do not share tokens.
func TestHypothesesShared(t *testing.T) {
	refs := readExample(t, "ref.txt")
	hyps := readExample(t, "hyp.txt")
	cfgs := []meteor.Config{
		{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}},
		{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact, meteor.Stem}},
		{Language: "en", Normalization: meteor.LowerOnly, Modules: []meteor.Module{meteor.Exact, meteor.Stem}},
	}
	shared := &Hypotheses{}
	for _, cfg := range cfgs {
		alone, err := NewEvaluator(Options{Meteor: cfg})
		require.NoError(t, err)
		with, err := NewEvaluator(Options{Meteor: cfg, Hypotheses: shared})
		require.NoError(t, err)
		r, err := alone.PrepareReferences([][]string{refs}, nil)
		require.NoError(t, err)
		want, err := alone.ScoreSystem("a", hyps, r)
		require.NoError(t, err)
		got, err := with.ScoreSystem("a", hyps, r)
		require.NoError(t, err)
		require.Equal(t, want.Corpus, got.Corpus)
		for i := range want.Segments {
			require.Equal(t, want.Segments[i], got.Segments[i], "segment %d", i+1)
		}
	}
	// One entry per distinct hypothesis and preparation: the two Norm
	// evaluators shared theirs.
	distinct := map[string]bool{}
	for _, h := range hyps {
		distinct[h] = true
	}
	require.Equal(t, 2*len(distinct), sharedLen(&shared.prepared))
	// The tokens come from the first preparation asked.
	calls := 0
	h := &Hypotheses{}
	prep := func(s string) []string { calls++; return []string{s} }
	require.Equal(t, []string{"x"}, h.prepare("p", "x", prep))
	require.Equal(t, []string{"x"}, h.prepare("p", "x", prep))
	require.Equal(t, 1, calls)
	h.prepare("q", "x", prep)
	require.Equal(t, 2, calls)
}

// TestAlignmentsShared: a rewriting evaluator and plain ones sharing
// Options.Hypotheses score every segment as each scores alone, whichever
// scores first: a plain evaluator reuses the rewriting one's alignment of
// a reference it left unchanged and the other way round, a rewritten
// reference is aligned anew, and a scorer with other matchers shares
// nothing with exact matching.
func TestAlignmentsShared(t *testing.T) {
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)
	exact := meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}
	stem := meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact, meteor.Stem}}
	refs := []string{"He bought an automobile yesterday .", "The automobile is fast .", "It rained all day ."}
	systems := [][]string{
		{"Yesterday he bought a car .", "The car is fast .", "It rained the whole day ."},
		{"He bought a car yesterday .", "The automobile was fast .", "It rains all day ."},
	}
	score := func(o Options) []systemScores { return scoreSystems(t, o, refs, systems) }
	parmesan := func(h *Hypotheses) Options { return Options{Meteor: exact, Rewrite: ro, Hypotheses: h} }
	plain := func(cfg meteor.Config, h *Hypotheses) Options { return Options{Meteor: cfg, Hypotheses: h} }
	wantP, wantE, wantS := score(parmesan(nil)), score(plain(exact, nil)), score(plain(stem, nil))
	require.NotEqual(t, wantP, wantE, "the rewriting changes scores")
	require.NotEqual(t, wantS, wantE, "stemming changes scores")
	for _, parmesanFirst := range []bool{true, false} {
		h := &Hypotheses{}
		var gotP, gotE, gotS []systemScores
		if parmesanFirst {
			gotP, gotE, gotS = score(parmesan(h)), score(plain(exact, h)), score(plain(stem, h))
		} else {
			gotS, gotE, gotP = score(plain(stem, h)), score(plain(exact, h)), score(parmesan(h))
		}
		require.Equal(t, wantP, gotP, "parmesan first: %v", parmesanFirst)
		require.Equal(t, wantE, gotE, "parmesan first: %v", parmesanFirst)
		require.Equal(t, wantS, gotS, "parmesan first: %v", parmesanFirst)
		// One alignment per distinct (scorer, hypothesis, references):
		// the exact scorers shared theirs.
		require.Equal(t, 2*6, sharedLen(&h.aligned), "parmesan first: %v", parmesanFirst)
	}
}

// TestSharingKeepsConfigurationsApart: evaluators sharing
// Options.Hypotheses that differ in one setting changing a hypothesis's
// tokens or its alignment each score as they score alone, whichever
// scores first: the alignment budget (which the signature does not name;
// a segment over it is aligned bounded and warned about), a resource
// directory's non-breaking prefixes (which Scorer.Preparation does not
// name), Meteor's parameters, and the rewritten-token module.
func TestSharingKeepsConfigurationsApart(t *testing.T) {
	exact := meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}
	dir := noPrefixesDir(t)
	budget := exact
	budget.MaxSegmentTokens = 10
	params := exact
	params.Task = "custom"
	params.Params = &meteor.Params{Alpha: 0.5, Beta: 1, Gamma: 0.1, Delta: 0.5}
	ro, err := pipeline.New(pipeline.Config{Lang: lang.English})
	require.NoError(t, err)
	long := strings.TrimSpace(strings.Repeat("a ", 20))
	refs := []string{"Mr. Smith came home .", long, "He bought an automobile yesterday .", "It rained all day ."}
	systems := [][]string{
		{"Mr. Smith went home .", long, "Yesterday he bought a car .", "It rained the whole day ."},
		{"Mr. Smith came home .", long + " a", "He bought a car yesterday .", "It rains all day ."},
	}
	score := func(o Options) []systemScores { return scoreSystems(t, o, refs, systems) }
	for _, tc := range []struct {
		name string
		a, b Options
	}{
		{"alignment budget", Options{Meteor: exact}, Options{Meteor: budget}},
		{"non-breaking prefixes", Options{Meteor: exact}, Options{Meteor: exact, Resources: meteor.ResourceFiles{Dir: dir}}},
		{"parameters", Options{Meteor: exact}, Options{Meteor: params}},
		{"rewritten-token module", Options{Meteor: exact, Rewrite: ro}, Options{Meteor: exact, Rewrite: ro, Weighted: &meteor.Rewritten{Weight: 0.5}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			wantA, wantB := score(tc.a), score(tc.b)
			require.NotEqual(t, wantA, wantB, "the setting changes results")
			for _, aFirst := range []bool{true, false} {
				h := &Hypotheses{}
				a, b := tc.a, tc.b
				a.Hypotheses, b.Hypotheses = h, h
				var gotA, gotB []systemScores
				if aFirst {
					gotA, gotB = score(a), score(b)
				} else {
					gotB, gotA = score(b), score(a)
				}
				require.Equal(t, wantA, gotA, "a first: %v", aFirst)
				require.Equal(t, wantB, gotB, "a first: %v", aFirst)
			}
		})
	}
}

// systemScores is what ScoreSystem gives one system: its segments'
// statistics, the corpus metrics and the segments aligned bounded.
type systemScores struct {
	segs    []meteor.Stats
	corpus  meteor.Metrics
	bounded []int
}

// scoreSystems scores each of systems against the one reference set refs
// with an evaluator of o.
func scoreSystems(t *testing.T, o Options, refs []string, systems [][]string) []systemScores {
	t.Helper()
	ev, err := NewEvaluator(o)
	require.NoError(t, err)
	r, err := ev.PrepareReferences([][]string{refs}, nil)
	require.NoError(t, err)
	var out []systemScores
	for _, hyps := range systems {
		s, err := ev.ScoreSystem("s", hyps, r)
		require.NoError(t, err)
		out = append(out, systemScores{s.Segments, s.Corpus, s.Bounded})
	}
	return out
}

// noPrefixesDir is a Meteor resource directory whose English function
// words are the embedded ones and whose non-breaking prefixes are none:
// "Mr." splits there, where the embedded list keeps it.
func noPrefixesDir(t *testing.T) string {
	dir := t.TempDir()
	var fw []string
	for w := range data.DefaultFunctionWords("english") {
		fw = append(fw, w)
	}
	slices.Sort(fw)
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "function"), 0o755))
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "nonbreaking"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "function", "english.words"), []byte(strings.Join(fw, "\n")+"\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "nonbreaking", "english.prefixes"), []byte("# none\n"), 0o644))
	return dir
}

// TestReferencesKeepPrefixesApart: references prepared with other
// non-breaking prefixes than the evaluator's (a resource directory's own
// list) are refused, as those of another normalization are, and those
// prepared with the same prefixes serve.
func TestReferencesKeepPrefixesApart(t *testing.T) {
	exact := meteor.Config{Language: "en", Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}
	def, err := NewEvaluator(Options{Meteor: exact})
	require.NoError(t, err)
	dir := noPrefixesDir(t)
	own, err := NewEvaluator(Options{Meteor: exact, Resources: meteor.ResourceFiles{Dir: dir}})
	require.NoError(t, err)
	same, err := NewEvaluator(Options{Meteor: exact, Resources: meteor.ResourceFiles{Dir: dir}})
	require.NoError(t, err)
	refs := [][]string{{"Mr. Smith came home ."}}
	r, err := def.PrepareReferences(refs, nil)
	require.NoError(t, err)
	require.NotEqual(t, def.sc.Prepare(refs[0][0]), own.sc.Prepare(refs[0][0]), "the prefixes change the tokens")
	_, err = own.ScoreSystem("s", []string{"Mr. Smith went home ."}, r)
	require.ErrorIs(t, err, ErrReferences)
	r, err = own.PrepareReferences(refs, nil)
	require.NoError(t, err)
	_, err = same.ScoreSystem("s", []string{"Mr. Smith went home ."}, r)
	require.NoError(t, err)
}

// sharedLen is the number of keys s holds.
func sharedLen[K comparable, V any](s *shared[K, V]) int {
	n := 0
	s.m.Range(func(any, any) bool { n++; return true })
	return n
}
