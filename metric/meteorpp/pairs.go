package meteorpp

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/meteor"
)

// DefaultMinHuman is the paper's threshold on human scores (section 3.1:
// 0.8 on normalised direct assessment), applied to scores normalised as
// SetOptions.Scale says.
const DefaultMinHuman = 0.8

// Human score scales of SetOptions.Scale.
const (
	// ScaleMinMax normalises a set's segment scores to [0, 1] by the
	// least and greatest score of the set: (s − min)/(max − min). On the
	// data in ../shared/eval, 0.8 is HUME ≥ 0.81 (range 0.059–1) and
	// MQM ≥ −5 (range −25–0, negated: at most one major error).
	ScaleMinMax = "minmax"
	// ScaleRaw compares the scores as the set stores them.
	ScaleRaw = "raw"
)

// SetOptions select the paraphrase pairs of an evaluation set.
type SetOptions struct {
	// MinHuman is the least human segment score of a hypothesis paired
	// with its references, on Scale (segments without a score are never
	// used).
	MinHuman float64
	// Scale is ScaleMinMax (the default when empty) or ScaleRaw.
	Scale string
	// Segments, when set, keeps only the segments it accepts (the
	// training folds of a cross-validation).
	Segments func(i int) bool
	// RefPairs, an extension (not in the paper), adds the pairs of two
	// references of one segment.
	RefPairs bool
}

// Signature names the selection ("min-human=0.8(minmax)", with
// ",ref-pairs" when on).
func (o SetOptions) Signature() string {
	sc := o.Scale
	if sc == "" {
		sc = ScaleMinMax
	}
	s := "min-human=" + strconv.FormatFloat(o.MinHuman, 'g', -1, 64) + "(" + sc + ")"
	if o.RefPairs {
		s += ",ref-pairs"
	}
	return s
}

// threshold is o.MinHuman on the set's raw scale.
func (o SetOptions) threshold(set *data.EvalSet) (float64, error) {
	switch o.Scale {
	case ScaleRaw:
		return o.MinHuman, nil
	case "", ScaleMinMax:
	default:
		return 0, fmt.Errorf("%w: human score scale %q (known: %s, %s)", ErrOptions, o.Scale, ScaleMinMax, ScaleRaw)
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, sc := range set.SegScores {
		for _, h := range sc {
			if !math.IsNaN(h) {
				lo, hi = min(lo, h), max(hi, h)
			}
		}
	}
	if lo > hi { // no score at all: nothing is selected
		return math.Inf(1), nil
	}
	return lo + o.MinHuman*(hi-lo), nil
}

// PairsFromSet builds paraphrase pairs from an evaluation set: every
// hypothesis whose human segment score is at least o.MinHuman with each
// reference of its segment, and, when o.RefPairs is set, every two
// references of one segment. refs are the set's references
// (EvalSet.References); prepare tokenizes as the metric will
// (meteor.Scorer.Prepare). Empty sentences make no pair.
func PairsFromSet(set *data.EvalSet, refs [][]string, prepare func(string) []string, o SetOptions) ([]Pair, error) {
	keep := func(i int) bool { return o.Segments == nil || o.Segments(i) }
	for k, r := range refs {
		if len(r) != len(set.Ref) {
			return nil, fmt.Errorf("meteorpp: reference %d has %d segments, the set has %d", k+1, len(r), len(set.Ref))
		}
	}
	least, err := o.threshold(set)
	if err != nil {
		return nil, err
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
			if !(h >= least-1e-12*math.Abs(least)) || i >= len(set.Ref) || !keep(i) { // NaN: no score
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
	if o.RefPairs {
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
// builds the pairs and extracts the copy words; with
// o.SkipFunctionWords and no o.Skip, the scorer's function words and
// punctuation are skipped. The list's Extraction names o and, for
// evaluation sets, each set's selection. It returns the list and the
// number of pairs it was extracted from.
func ExtractFrom(sc *meteor.Scorer, src Sources, o ExtractOptions) (*data.CopyWords, int, error) {
	var pairs []Pair
	for _, p := range src.Pairs {
		a, b := sc.Prepare(p[0]), sc.Prepare(p[1])
		if len(a) > 0 && len(b) > 0 {
			pairs = append(pairs, Pair{A: a, B: b})
		}
	}
	sig := []string{}
	for _, s := range src.Sets {
		ps, err := PairsFromSet(s.Set, s.Refs, sc.Prepare, s.SetOptions)
		if err != nil {
			return nil, 0, err
		}
		pairs = append(pairs, ps...)
		if sg := s.SetOptions.Signature(); !slices.Contains(sig, sg) {
			sig = append(sig, sg)
		}
	}
	if o.SkipFunctionWords && o.Skip == nil {
		o.Skip = SkipFunctionWords(sc.Resources().FunctionWords)
	}
	cw, err := Extract(pairs, o)
	if err != nil {
		return nil, 0, err
	}
	if len(sig) > 0 {
		cw.Extraction += "," + strings.Join(sig, ",")
	}
	return cw, len(pairs), nil
}
