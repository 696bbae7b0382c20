package meteorpp

import (
	"fmt"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/meteor"
)

// SetOptions select the paraphrase pairs of an evaluation set.
type SetOptions struct {
	// MinHuman is the least human segment score of a hypothesis paired
	// with its references (segments without a score are never used).
	MinHuman float64
	// Segments, when set, keeps only the segments it accepts (the
	// training folds of a cross-validation).
	Segments func(i int) bool
	// NoRefPairs leaves out the pairs of two references of one segment.
	NoRefPairs bool
}

// PairsFromSet builds paraphrase pairs from an evaluation set: every
// hypothesis whose human segment score is at least o.MinHuman with each
// reference of its segment, and every two references of one segment.
// refs are the set's references (EvalSet.References); prepare tokenizes
// as the metric will (meteor.Scorer.Prepare). Empty sentences make no
// pair.
func PairsFromSet(set *data.EvalSet, refs [][]string, prepare func(string) []string, o SetOptions) ([]Pair, error) {
	keep := func(i int) bool { return o.Segments == nil || o.Segments(i) }
	for k, r := range refs {
		if len(r) != len(set.Ref) {
			return nil, fmt.Errorf("meteorpp: reference %d has %d segments, the set has %d", k+1, len(r), len(set.Ref))
		}
	}
	toks := make([][][]string, len(refs)) // prepared lazily, once
	ref := func(k, i int) []string {
		if toks[k] == nil {
			toks[k] = make([][]string, len(set.Ref))
		}
		if toks[k][i] == nil {
			toks[k][i] = prepare(refs[k][i])
		}
		return toks[k][i]
	}
	var out []Pair
	add := func(a, b []string) {
		if len(a) > 0 && len(b) > 0 {
			out = append(out, Pair{A: a, B: b})
		}
	}
	for _, name := range set.Systems {
		scores := set.SegScores[name]
		if scores == nil {
			continue
		}
		var hyps []string
		for i, h := range scores {
			if !(h >= o.MinHuman) || i >= len(set.Ref) || !keep(i) { // NaN: no score
				continue
			}
			if hyps == nil {
				var err error
				if hyps, err = set.SystemLines(name); err != nil {
					return nil, fmt.Errorf("meteorpp: %w", err)
				}
			}
			ht := prepare(hyps[i])
			for k := range refs {
				add(ref(k, i), ht)
			}
		}
	}
	if !o.NoRefPairs {
		for i := range set.Ref {
			if !keep(i) {
				continue
			}
			for k := range refs {
				for l := k + 1; l < len(refs); l++ {
					add(ref(k, i), ref(l, i))
				}
			}
		}
	}
	return out, nil
}

// Sources are the paraphrase data ExtractFrom reads.
type Sources struct {
	// Pairs are sentence pairs as written (data.LoadSentencePairs).
	Pairs [][2]string
	// Sets are evaluation sets with their references
	// (data.EvalSet.References) and pair selection.
	Sets []SetSource
}

// SetSource is one evaluation set of Sources.
type SetSource struct {
	Set  *data.EvalSet
	Refs [][]string
	SetOptions
}

// ExtractFrom tokenizes every source as sc does (meteor.Scorer.Prepare),
// builds the pairs and extracts the copy words. When o.Skip is nil the
// scorer's function words and punctuation are skipped
// (SkipFunctionWords); keepFunctionWords keeps them instead. It returns
// the list and the number of pairs it was extracted from.
func ExtractFrom(sc *meteor.Scorer, src Sources, o ExtractOptions, keepFunctionWords bool) (*data.CopyWords, int, error) {
	var pairs []Pair
	for _, p := range src.Pairs {
		a, b := sc.Prepare(p[0]), sc.Prepare(p[1])
		if len(a) > 0 && len(b) > 0 {
			pairs = append(pairs, Pair{A: a, B: b})
		}
	}
	for _, s := range src.Sets {
		ps, err := PairsFromSet(s.Set, s.Refs, sc.Prepare, s.SetOptions)
		if err != nil {
			return nil, 0, err
		}
		pairs = append(pairs, ps...)
	}
	if o.Skip == nil && !keepFunctionWords {
		o.Skip = SkipFunctionWords(sc.Resources().FunctionWords)
	}
	cw, err := Extract(pairs, o)
	return cw, len(pairs), err
}
