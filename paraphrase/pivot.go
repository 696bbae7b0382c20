package paraphrase

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
)

// Default thresholds of Meteor-NEXT's pivot extraction (spec §12;
// Bannard & Callison-Burch 2005).
const (
	DefaultMinTransProb = 0.001 // a pivot instance below this is discarded
	DefaultMinFinalProb = 0.01  // a paraphrase whose summed probability is below this is discarded
	DefaultMinRelFreq   = 0.001 // a word this frequent in a corpus is "common"
)

// PivotOptions control pivot extraction. The zero value means the
// defaults above, no common-word list and no target n-gram restriction.
type PivotOptions struct {
	MinTransProb float64
	MinFinalProb float64
	// Common words: a phrase made only of common words is discarded.
	Common data.WordSet
	// Keep, when set, must accept a target phrase for it to be used (e.g.
	// "is an n-gram of the target corpus").
	Keep func(phrase string) bool
}

// WithDefaults returns o with its zero thresholds replaced by the
// defaults. The functions below expect options that went through it.
func (o PivotOptions) WithDefaults() PivotOptions {
	if o.MinTransProb == 0 {
		o.MinTransProb = DefaultMinTransProb
	}
	if o.MinFinalProb == 0 {
		o.MinFinalProb = DefaultMinFinalProb
	}
	return o
}

// pivotSymbols are the characters that disqualify a phrase (spec §12).
const pivotSymbols = "~`!@#$%^&*()-_=+[{]}\\|;:'\",<.>/?"

// usable reports whether a phrase passes the symbol and common-word tests.
func (o *PivotOptions) usable(phrase string) bool {
	if phrase == "" || strings.ContainsAny(phrase, pivotSymbols) {
		return false
	}
	for _, ent := range []string{"&amp;", "&quot;", "&apos;", "&gt;", "&lt;", "@-@"} {
		if strings.Contains(phrase, ent) {
			return false
		}
	}
	if o.Common != nil {
		allCommon := true
		for _, w := range strings.Fields(phrase) {
			if !o.Common.Has(w) {
				allCommon = false
				break
			}
		}
		if allCommon {
			return false
		}
	}
	return o.Keep == nil || o.Keep(phrase)
}

// Translation is one pivot instance: target phrase E aligned to pivot
// phrase F with p(f|e) = PFE and p(e|f) = PEF.
type Translation struct {
	E        string
	PFE, PEF float64
}

// The scoring of pivot extraction is in four functions that every engine
// computing it calls (the Pivoter here, the Apache Beam pipeline of the
// nested module beam/): PivotInstance reads a phrase-table line,
// UsableTranslation filters instances, PairGroup combines the instances
// of one pivot phrase, KeepParaphrase filters summed pairs. The sum
// itself, p(b|a) = Σ_f p(f|a)·p(b|f), adds PairGroup's contributions in
// ascending byte order of the pivot phrase f and, within one pivot, in
// PairGroup's emission order, so that every engine gets bit-identical
// floating-point sums.

// PivotInstance returns the pivot phrase f of a phrase-table line
// "f ||| e ||| p(f|e) lex(f|e) p(e|f) …" and the translation of its
// (normalized) target side. Fewer than three scores is an error without
// position, which the caller places.
func PivotInstance(pp *data.PhrasePair) (f string, t Translation, err error) {
	if len(pp.Scores) < 3 {
		return "", Translation{}, fmt.Errorf("want at least 3 scores (p(f|e) lex(f|e) p(e|f)), got %d", len(pp.Scores))
	}
	return pp.Source, Translation{E: Normalize(pp.Target), PFE: pp.Scores[0], PEF: pp.Scores[2]}, nil
}

// UsableTranslation reports whether a pivot instance takes part: both
// probabilities reach MinTransProb and its phrase passes the symbol,
// common-word and Keep tests (spec §12).
func (o *PivotOptions) UsableTranslation(t Translation) bool {
	return t.PFE >= o.MinTransProb && t.PEF >= o.MinTransProb && o.usable(t.E)
}

// PairGroup combines the translations of one pivot phrase f: for every
// ordered pair of usable instances a ≠ b it emits the contribution
// p(f|a)·p(b|f) when that reaches MinTransProb. The usable instances are
// first sorted by (E, PFE, PEF), so the emission order depends only on
// the group's contents, not on the order its lines arrived in.
func (o *PivotOptions) PairGroup(group []Translation, emit func(a, b string, x float64)) {
	keep := make([]Translation, 0, len(group))
	for _, t := range group {
		if o.UsableTranslation(t) {
			keep = append(keep, t)
		}
	}
	// Usable probabilities are never NaN (they passed >=), so cmp.Compare
	// orders them as < does.
	slices.SortFunc(keep, func(a, b Translation) int {
		if c := strings.Compare(a.E, b.E); c != 0 {
			return c
		}
		if c := cmp.Compare(a.PFE, b.PFE); c != 0 {
			return c
		}
		return cmp.Compare(a.PEF, b.PEF)
	})
	for _, a := range keep {
		for _, b := range keep {
			if a.E == b.E {
				continue
			}
			if x := a.PFE * b.PEF; x >= o.MinTransProb {
				emit(a.E, b.E, x)
			}
		}
	}
}

// KeepParaphrase reports whether the pair a → b with summed probability
// p is kept: p reaches MinFinalProb and neither phrase is a
// word-substring of the other.
func (o *PivotOptions) KeepParaphrase(a, b string, p float64) bool {
	return p >= o.MinFinalProb && !wordSubstring(a, b) && !wordSubstring(b, a)
}

// Pivoter accumulates p(e2|e1) = Σ_f p(f|e1)·p(e2|f) over pivot groups,
// which must be added in ascending order of f for the sums to be the
// canonical ones (see PairGroup). It is not safe for concurrent use.
type Pivoter struct {
	opt  PivotOptions
	sum  map[[2]string]float64
	keys [][2]string // first-seen order, for deterministic output
}

// NewPivoter returns an empty accumulator.
func NewPivoter(opt PivotOptions) *Pivoter {
	return &Pivoter{opt: opt.WithDefaults(), sum: map[[2]string]float64{}}
}

// AddGroup adds the translations of one pivot phrase f.
func (p *Pivoter) AddGroup(group []Translation) {
	p.opt.PairGroup(group, func(a, b string, x float64) {
		k := [2]string{a, b}
		if _, ok := p.sum[k]; !ok {
			p.keys = append(p.keys, k)
		}
		p.sum[k] += x
	})
}

// Result returns the pairs whose summed probability reaches MinFinalProb
// and where neither phrase is a word-substring of the other.
func (p *Pivoter) Result() *Set {
	s := NewSet()
	for _, k := range p.keys {
		if x := p.sum[k]; p.opt.KeepParaphrase(k[0], k[1], x) {
			s.Add(Pair{A: k[0], B: k[1], Prob: x, Source: SourcePivot})
		}
	}
	return s
}

// wordSubstring reports whether the words of a occur contiguously in b.
func wordSubstring(a, b string) bool {
	return strings.Contains(" "+b+" ", " "+a+" ")
}

// PivotPhraseTable pivots a Moses phrase table "f ||| e ||| p(f|e) lex(f|e)
// p(e|f) lex(e|f) …" through its source side f, paraphrasing the target
// side e. The table is streamed: it must be sorted by source phrase (as
// Moses writes it; otherwise sort it with LC_ALL=C sort), which is checked.
func PivotPhraseTable(r io.Reader, name string, opt PivotOptions) (*Set, error) {
	pv := NewPivoter(opt)
	var cur string
	var group []Translation
	started := false
	err := data.ReadMosesPhraseTable(r, name, func(pp *data.PhrasePair) error {
		f, t, err := PivotInstance(pp)
		if err != nil {
			return &data.PosError{File: name, Line: pp.Line, Msg: err.Error()}
		}
		if !started || f != cur {
			if started && f < cur {
				return &data.PosError{File: name, Line: pp.Line, Msg: fmt.Sprintf("source phrase %q comes after %q: the table must be sorted by source phrase (LC_ALL=C sort)", f, cur)}
			}
			pv.AddGroup(group)
			group = group[:0]
			cur, started = f, true
		}
		group = append(group, t)
		return nil
	})
	if err != nil {
		return nil, err
	}
	pv.AddGroup(group)
	return pv.Result(), nil
}

// PivotDictionary pivots a bilingual dictionary through its head words:
// every head word f is a pivot, its translations are the phrases to
// paraphrase. Without weights in the source, translation probabilities
// are uniform: p(e|f) = 1/|T(f)| and p(f|e) = 1/|{f : e ∈ T(f)}|.
func PivotDictionary(entries []data.Translation, opt PivotOptions, lower bool) *Set {
	norm := func(s string) string {
		s = Normalize(s)
		if lower {
			s = strings.ToLower(s)
		}
		return s
	}
	var heads []string
	targets := map[string][]string{}
	seen := map[[2]string]bool{}
	for _, t := range entries {
		f := norm(t.Head)
		if _, ok := targets[f]; !ok {
			heads = append(heads, f)
			targets[f] = nil
		}
		for _, e := range t.Targets {
			e = norm(e)
			if e == "" || seen[[2]string{f, e}] {
				continue
			}
			seen[[2]string{f, e}] = true
			targets[f] = append(targets[f], e)
		}
	}
	nf := map[string]int{}
	for _, f := range heads {
		for _, e := range targets[f] {
			nf[e]++
		}
	}
	pv := NewPivoter(opt)
	var group []Translation
	for _, f := range heads {
		group = group[:0]
		for _, e := range targets[f] {
			group = append(group, Translation{E: e, PFE: 1 / float64(nf[e]), PEF: 1 / float64(len(targets[f]))})
		}
		pv.AddGroup(group)
	}
	return pv.Result()
}

// Merge combines tables built from several pivots or corpora, weighting
// each by its corpus size: p = Σ w_i p_i / Σ w_i (a missing pair counts 0).
// Sources are united; order is first appearance.
func Merge(sets []*Set, weights []float64) (*Set, error) {
	if len(sets) != len(weights) {
		return nil, fmt.Errorf("paraphrase: %d tables but %d weights", len(sets), len(weights))
	}
	total := 0.0
	for _, w := range weights {
		if w < 0 {
			return nil, fmt.Errorf("paraphrase: negative weight %g", w)
		}
		total += w
	}
	if total == 0 {
		return nil, fmt.Errorf("paraphrase: weights sum to zero")
	}
	out := NewSet()
	sum := map[[2]string]float64{}
	for i, s := range sets {
		for _, p := range s.Pairs() {
			k := [2]string{p.A, p.B}
			sum[k] += weights[i] * p.Prob
			out.Add(Pair{A: p.A, B: p.B, Source: p.Source})
		}
	}
	for i := range out.pairs {
		p := &out.pairs[i]
		p.Prob = sum[[2]string{p.A, p.B}] / total
	}
	return out, nil
}

// CommonWords returns the words whose relative frequency in the corpus
// (tokens separated by white space) is at least minRelFreq.
func CommonWords(lines []string, minRelFreq float64) data.WordSet {
	counts := map[string]int{}
	n := 0
	for _, l := range lines {
		for _, w := range strings.Fields(l) {
			counts[w]++
			n++
		}
	}
	s := data.WordSet{}
	for w, c := range counts {
		if IsCommon(c, n, minRelFreq) {
			s[w] = struct{}{}
		}
	}
	return s
}

// IsCommon reports whether a word seen count times in a corpus of total
// tokens is common: its relative frequency reaches minRelFreq.
func IsCommon(count, total int, minRelFreq float64) bool {
	return total > 0 && float64(count)/float64(total) >= minRelFreq
}
