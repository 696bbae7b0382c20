package meteorpp

import (
	"fmt"
	"math"
	"unicode"

	"github.com/parmesan-mt/parmesan/data"
)

// Pair is a paraphrase pair as prepared tokens (lower-cased, as
// meteor.Scorer.Prepare gives them).
type Pair struct{ A, B []string }

// The paper's thresholds on WMT data (c = 2, p = 0.8).
const (
	DefaultMinCount = 2
	DefaultMinProb  = 0.8
)

// ExtractOptions configure Extract.
type ExtractOptions struct {
	// MinCount is c: the least number of sentences a copy word occurs in.
	MinCount int
	// MinProb is p: the least probability 2·both/count.
	MinProb float64
	// Skip, when set, excludes words from the list (SkipFunctionWords).
	Skip func(w string) bool
}

// SkipFunctionWords excludes the words of fw and tokens without a letter
// or a digit (punctuation), which every paraphrase copies without their
// carrying meaning.
func SkipFunctionWords(fw data.WordSet) func(string) bool {
	return func(w string) bool {
		if fw.Has(w) {
			return true
		}
		for _, r := range w {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				return false
			}
		}
		return true
	}
}

// Extract finds the copy words of pairs (see the package documentation
// for the definition). It is deterministic: the list is sorted by word.
func Extract(pairs []Pair, o ExtractOptions) (*data.CopyWords, error) {
	if o.MinCount < 1 {
		return nil, fmt.Errorf("%w: minimum count c = %d, want at least 1", ErrOptions, o.MinCount)
	}
	if !(o.MinProb >= 0 && o.MinProb <= 1) {
		return nil, fmt.Errorf("%w: minimum probability p = %g, want 0 to 1", ErrOptions, o.MinProb)
	}
	type tally struct{ count, both int }
	t := map[string]*tally{}
	get := func(w string) *tally {
		x := t[w]
		if x == nil {
			x = &tally{}
			t[w] = x
		}
		return x
	}
	inA := map[string]bool{}
	inB := map[string]bool{}
	for _, p := range pairs {
		clear(inA)
		clear(inB)
		for _, w := range p.A {
			inA[w] = true
		}
		for _, w := range p.B {
			inB[w] = true
		}
		for w := range inA {
			x := get(w)
			x.count++
			if inB[w] {
				x.both++
			}
		}
		for w := range inB {
			get(w).count++
		}
	}
	var out []data.CopyWord
	for w, x := range t {
		if x.count < o.MinCount || (o.Skip != nil && o.Skip(w)) {
			continue
		}
		// A tolerance of 1e-12 keeps ratios equal to p in decimal (4/5
		// against 0.8) on the accepting side despite binary rounding.
		prob := float64(2*x.both) / float64(x.count)
		if prob+1e-12 < o.MinProb {
			continue
		}
		out = append(out, data.CopyWord{Word: w, Count: x.count, Both: x.both, Prob: math.Round(prob*1e6) / 1e6})
	}
	return data.NewCopyWords(out)
}
