package paraphrase

import (
	"fmt"
	"sort"
	"strings"

	"github.com/parmesan-mt/parmesan/lemma"
)

// Preset names one of Parmesan's table filters (Barančíková 2014, Table 3).
type Preset string

// The presets.
const (
	PresetBasic     Preset = "basic"      // every pair
	PresetOneWord   Preset = "one-word"   // single-word pairs only
	PresetSamePOS   Preset = "same-pos"   // one word each, same part of speech
	PresetDiffLemma Preset = "diff-lemma" // same POS, different lemmas (Parmesan's best)
	PresetSameLemma Preset = "same-lemma" // same POS, same lemma: forms of one word
	PresetNone      Preset = "none"       // no paraphrases
	PresetWordNet   Preset = "wordnet"    // pairs from WordNet/thesaurus only, expanded to corpus forms
)

// Presets lists the presets in the paper's order.
var Presets = []Preset{PresetBasic, PresetOneWord, PresetSamePOS, PresetDiffLemma, PresetSameLemma, PresetNone, PresetWordNet}

// ParsePreset validates a preset name.
func ParsePreset(s string) (Preset, error) {
	for _, p := range Presets {
		if string(p) == s {
			return p, nil
		}
	}
	names := make([]string, len(Presets))
	for i, p := range Presets {
		names[i] = string(p)
	}
	return "", fmt.Errorf("paraphrase: unknown preset %q (known: %s)", s, strings.Join(names, ", "))
}

// FilterStats counts what a filter kept and why it dropped the rest.
type FilterStats struct {
	Preset      Preset         `json:"preset"`
	In          int            `json:"in"`
	Kept        int            `json:"kept"`
	MultiWord   int            `json:"dropped_multiword"`
	Unknown     int            `json:"dropped_unknown_word"`
	POSMismatch int            `json:"dropped_pos_mismatch"`
	LemmaRule   int            `json:"dropped_lemma_rule"`
	NotCurated  int            `json:"dropped_not_curated"`
	NotInCorpus int            `json:"dropped_not_in_corpus"`
	KeptPerPOS  map[string]int `json:"kept_per_pos,omitempty"`
}

// Analysis is what the filters need to know about one word.
type Analysis struct {
	Lemma, POS string
	Known      bool
}

// Analyzer analyses isolated words (with a cache). It wraps a
// lemma.Analyzer; a language implementing lemma.Vocabulary also says which
// words are unknown. Not safe for concurrent use.
type Analyzer struct {
	an    lemma.Analyzer
	lex   lemma.Vocabulary
	cache map[string]Analysis
}

// NewAnalyzer wraps a lemma analyzer for the filters.
func NewAnalyzer(an lemma.Analyzer) *Analyzer {
	lex, _ := an.(lemma.Vocabulary)
	return &Analyzer{an: an, lex: lex, cache: map[string]Analysis{}}
}

// Word analyses one word out of context.
func (a *Analyzer) Word(w string) Analysis {
	if x, ok := a.cache[w]; ok {
		return x
	}
	toks := a.an.Analyze([]string{w})
	x := Analysis{Known: true}
	if len(toks) == 1 {
		x.Lemma, x.POS = strings.ToLower(toks[0].Lemma), toks[0].POS
	}
	if a.lex != nil {
		x.Known = a.lex.Known(w)
	}
	if x.Lemma == "" || x.POS == "" || x.POS == "X" {
		x.Known = false
	}
	a.cache[w] = x
	return x
}

// FilterOptions complete a preset.
type FilterOptions struct {
	// Analyzer is required by every preset except basic, one-word and none.
	Analyzer *Analyzer
	// Corpus word forms, required by the wordnet preset: curated lemma
	// pairs are expanded to the forms of those lemmas that occur here.
	CorpusForms []string
}

// Filter applies a preset and reports what it kept.
func Filter(s *Set, preset Preset, opt FilterOptions) (*Set, FilterStats, error) {
	st := FilterStats{Preset: preset, In: s.Len(), KeptPerPOS: map[string]int{}}
	out := NewSet()
	needAn := preset == PresetSamePOS || preset == PresetDiffLemma || preset == PresetSameLemma || preset == PresetWordNet
	if needAn && opt.Analyzer == nil {
		return nil, st, fmt.Errorf("paraphrase: preset %s needs a lemmatizer for the table's language", preset)
	}
	switch preset {
	case PresetNone:
		return out, st, nil
	case PresetBasic:
		for _, p := range s.Pairs() {
			out.Add(p)
		}
		st.Kept = out.Len()
		return out, st, nil
	case PresetWordNet:
		return filterWordNet(s, opt, st)
	}
	for _, p := range s.Pairs() {
		if !p.OneWord() {
			st.MultiWord++
			continue
		}
		if preset == PresetOneWord {
			out.Add(p)
			continue
		}
		a, b := opt.Analyzer.Word(p.A), opt.Analyzer.Word(p.B)
		if !a.Known || !b.Known {
			st.Unknown++
			continue
		}
		if a.POS != b.POS {
			st.POSMismatch++
			continue
		}
		switch {
		case preset == PresetDiffLemma && a.Lemma == b.Lemma,
			preset == PresetSameLemma && a.Lemma != b.Lemma:
			st.LemmaRule++
			continue
		}
		st.KeptPerPOS[a.POS]++
		out.Add(p)
	}
	st.Kept = out.Len()
	return out, st, nil
}

// filterWordNet keeps curated (WordNet/thesaurus) one-word pairs of the
// same POS and different lemmas, and expands each lemma pair to every
// corpus form of the first lemma paired with every corpus form of the
// second that has the same POS.
func filterWordNet(s *Set, opt FilterOptions, st FilterStats) (*Set, FilterStats, error) {
	if len(opt.CorpusForms) == 0 {
		return nil, st, fmt.Errorf("paraphrase: preset wordnet needs corpus word forms to expand lemma pairs to")
	}
	an := opt.Analyzer
	type key struct{ lemma, pos string }
	forms := map[key][]string{}
	seen := map[string]bool{}
	for _, w := range opt.CorpusForms {
		if seen[w] {
			continue
		}
		seen[w] = true
		x := an.Word(w)
		if x.Known {
			k := key{x.Lemma, x.POS}
			forms[k] = append(forms[k], w)
		}
	}
	for k := range forms {
		sort.Strings(forms[k])
	}
	out := NewSet()
	for _, p := range s.Pairs() {
		if !p.Source.Curated() {
			st.NotCurated++
			continue
		}
		if !p.OneWord() {
			st.MultiWord++
			continue
		}
		a, b := an.Word(p.A), an.Word(p.B)
		if !a.Known || !b.Known {
			st.Unknown++
			continue
		}
		if a.POS != b.POS {
			st.POSMismatch++
			continue
		}
		if a.Lemma == b.Lemma {
			st.LemmaRule++
			continue
		}
		fa, fb := forms[key{a.Lemma, a.POS}], forms[key{b.Lemma, b.POS}]
		if len(fa) == 0 || len(fb) == 0 {
			st.NotInCorpus++
			continue
		}
		for _, x := range fa {
			for _, y := range fb {
				out.Add(Pair{A: x, B: y, Prob: p.Prob, Source: p.Source})
			}
		}
		st.KeptPerPOS[a.POS]++
	}
	st.Kept = out.Len()
	return out, st, nil
}

// Stats summarises a table (parmesan table stats).
type Stats struct {
	Records        int            `json:"records"`
	OneWordRecords int            `json:"one_word_records"`
	OneWordShare   float64        `json:"one_word_share"`
	Phrases        int            `json:"phrases"`
	PerPOS         map[string]int `json:"per_pos,omitempty"`
	PerSource      map[string]int `json:"per_source"`
}

// Summarize computes table statistics; with an analyzer it also counts
// one-word pairs per part of speech of their first word (pairs whose two
// words have different POS count under "A/B").
func Summarize(s *Set, an *Analyzer) Stats {
	st := Stats{Records: s.Len(), PerSource: map[string]int{}}
	phrases := map[string]struct{}{}
	if an != nil {
		st.PerPOS = map[string]int{}
	}
	for _, p := range s.Pairs() {
		phrases[p.A] = struct{}{}
		phrases[p.B] = struct{}{}
		st.PerSource[p.Source.String()]++
		if p.OneWord() {
			st.OneWordRecords++
			if an != nil {
				a, b := an.Word(p.A), an.Word(p.B)
				k := a.POS
				if a.POS != b.POS {
					k = a.POS + "/" + b.POS
				}
				if k == "" || k == "/" {
					k = "unknown"
				}
				st.PerPOS[k]++
			}
		}
	}
	st.Phrases = len(phrases)
	if st.Records > 0 {
		st.OneWordShare = float64(st.OneWordRecords) / float64(st.Records)
	}
	return st
}

// Restrict keeps the pairs whose A or B phrase occurs as a contiguous
// n-gram of some corpus segment (tokens as the scorer sees them), like
// Meteor's FilterParaphrase.
func Restrict(s *Set, corpus [][]string) *Set {
	maxN := 1
	for _, p := range s.Pairs() {
		maxN = max(maxN, strings.Count(p.A, " ")+1, strings.Count(p.B, " ")+1)
	}
	grams := map[string]struct{}{}
	for _, seg := range corpus {
		for i := range seg {
			for n := 1; n <= maxN && i+n <= len(seg); n++ {
				grams[strings.Join(seg[i:i+n], " ")] = struct{}{}
			}
		}
	}
	out := NewSet()
	for _, p := range s.Pairs() {
		_, a := grams[p.A]
		_, b := grams[p.B]
		if a || b {
			out.Add(p)
		}
	}
	return out
}
