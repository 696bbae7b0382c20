package meteorpp

import (
	"fmt"
	"math"
	"strconv"
	"unicode"

	"github.com/parmesan-mt/parmesan/data"
)

// Pair is a paraphrase pair as prepared tokens (lower-cased, as
// meteor.Scorer.Prepare gives them).
type Pair struct{ A, B []string }

// The paper's thresholds on WMT data (F = 2, P = 0.8).
const (
	DefaultMinCount = 2
	DefaultMinProb  = 0.8
)

// ExtractOptions configure Extract.
type ExtractOptions struct {
	// MinCount is F (the brief's c): the least C(w), the number of pairs
	// w occurs in.
	MinCount int
	// MinProb is P: the least p_w = C(co_w)/C(w).
	MinProb float64
	// SkipFunctionWords, an extension (off in the paper), excludes the
	// function words and tokens without a letter or a digit
	// (SkipFunctionWords gives the predicate); Skip is the predicate
	// used when it is set.
	SkipFunctionWords bool
	Skip              func(w string) bool
}

// Signature names the settings ("pairs,c=2,p=0.8", with ",skip-fw"
// when function words are skipped).
func (o ExtractOptions) Signature() string {
	s := "pairs,c=" + strconv.Itoa(o.MinCount) + ",p=" + strconv.FormatFloat(o.MinProb, 'g', -1, 64)
	if o.SkipFunctionWords {
		s += ",skip-fw"
	}
	return s
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

// Extract finds the copy words of pairs, formulas 6–7: each pair is two
// bags of words; C(w) is the number of pairs in which w occurs (on either
// side), C(co_w) the number of pairs with w in both bags, and
//
//	p_w = C(co_w) / C(w),   copy words = { w | C(w) ≥ F ∧ p_w ≥ P }
//
// A word seen in one pair has C(w) = 1 and never passes F = 2. The list
// is sorted by word; its Extraction names o.
func Extract(pairs []Pair, o ExtractOptions) (*data.CopyWords, error) {
	if o.MinCount < 1 {
		return nil, fmt.Errorf("%w: minimum count F = %d, want at least 1", ErrOptions, o.MinCount)
	}
	if !(o.MinProb >= 0 && o.MinProb <= 1) {
		return nil, fmt.Errorf("%w: minimum probability P = %g, want 0 to 1", ErrOptions, o.MinProb)
	}
	if o.SkipFunctionWords && o.Skip == nil {
		return nil, fmt.Errorf("%w: function words to skip, but no predicate", ErrOptions)
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
			if !inA[w] {
				get(w).count++
			}
		}
	}
	var out []data.CopyWord
	for w, x := range t {
		if x.count < o.MinCount || (o.SkipFunctionWords && o.Skip(w)) {
			continue
		}
		// A tolerance of 1e-12 keeps ratios equal to P in decimal (4/5
		// against 0.8) on the accepting side despite binary rounding.
		prob := float64(x.both) / float64(x.count)
		if prob+1e-12 < o.MinProb {
			continue
		}
		out = append(out, data.CopyWord{Word: w, Count: x.count, Both: x.both, Prob: math.Round(prob*1e6) / 1e6})
	}
	c, err := data.NewCopyWords(out)
	if err != nil {
		return nil, err
	}
	c.Extraction = o.Signature()
	return c, nil
}
