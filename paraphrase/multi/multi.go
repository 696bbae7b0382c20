// Package multi mines paraphrases from many translations of the same
// source segments (WMT test sets with every system output): two
// translations that agree around a slot and differ in it are evidence
// that the words filling the slot stand for each other there
// ("same context, one slot differs").
//
// For every segment Mine analyses each translation (lemma.Analyzer),
// aligns every pair of translations over their lemmas with an injected
// Aligner (the command passes Meteor's exact and stem matchers run on
// lemma keys; this package imports no metric), and records:
//
//   - a 1:1 slot: one unaligned word on each side between two links (or
//     a link and the segment's edge) that are in order on both sides;
//   - a phrase slot: 1–MaxPhrase unaligned words on each side, at least
//     one side longer than one word (kept as lower-case word forms,
//     for Meteor's paraphrase module);
//   - a link between different lemmas (a stem match, sezóna/sezona).
//
// Evidence is summed over the corpus: observations, distinct segments,
// distinct system pairs, observations whose two words share the UD
// part of speech and whose morphology agrees (case and number for
// nominals, verb form, mood and tense for verbs). Options holds the
// thresholds; a pair touching a closed-class word (a part of speech
// outside NOUN VERB ADJ ADV, or a lemma in Options.Closed) needs the
// stricter FunctionSegments. The kept pairs follow the Table 3 filters
// of Parmesan (Barančíková 2014): one word, same part of speech,
// different lemma ("diff-lemma"); phrase pairs are kept apart.
//
// With Options.Slot, Mine also selects a weaker tier (Result.Slot):
// one-word pairs the thresholds drop but that meet the slot tier's, for
// the rewriter's slot-only evidence (paraphrase.SourceMultiSlot).
//
// Mine is safe to call concurrently; it runs on internal/pool.
package multi

import (
	"context"
	"fmt"
	"io"
	"maps"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/parmesan-mt/parmesan/internal/pool"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// Segment is one source segment and its translations into one language,
// line-aligned in a corpus: Texts[k] is the translation of Systems[k].
type Segment struct {
	Corpus  string // e.g. generaltest2022.en-cs
	Line    int    // 1-based line in the corpus
	Source  string // the source segment ("" when unknown)
	Systems []string
	Texts   []string
}

// Supporter says whether a segment's source supports a pair of lemmas:
// some source word translates to both (paraphrase.Grounding).
type Supporter interface {
	Supports(a, b string) bool
}

// Link aligns word A of one translation with word B of another.
type Link struct{ A, B int }

// Aligner aligns two sequences of lemma keys (lower case) one word to
// one word. It must be safe for concurrent use; the order of the links
// does not matter.
type Aligner func(a, b []string) []Link

// Options are the evidence thresholds of Mine. The zero value of a
// field takes its default (DefaultOptions). A count of 1 asks for no
// threshold; so does AnyShare for a share (MinSamePOS, MinMorph), whose
// zero would take the default.
type Options struct {
	// MinSegments is the number of distinct segments a pair must be seen
	// in (one segment with many systems repeats one choice).
	MinSegments int
	// MinSystemPairs is the number of distinct pairs of systems
	// (translations) that must show the pair.
	MinSystemPairs int
	// MinSideSystems is the number of distinct systems that must have
	// written each side of a pair: one system's mistranslation (pool →
	// bazén for a fund) repeated against every other translation is
	// not a paraphrase.
	MinSideSystems int
	// MinSamePOS is the share of observations whose two words share the
	// UD part of speech.
	MinSamePOS float64
	// MinMorph is the share of observations whose morphology agrees.
	MinMorph float64
	// FunctionSegments replaces MinSegments for a pair touching a
	// closed-class word (see Closed).
	FunctionSegments int
	// FunctionPOS are the parts of speech a closed-class pair may have
	// (default ADV and SCONJ: také/rovněž, jestli/zda); prepositions,
	// conjunctions, determiners and pronouns carry government or
	// reference and are never paired.
	FunctionPOS []string
	// FunctionPartners is the most closed-class partners a word of a
	// kept closed-class pair may have among the closed-class pairs seen
	// in 5 segments or more that meet the other thresholds: a word that stands for many (tak: také, takhle, proto,
	// jak, pak; když: pokud, že, zatímco, protože) is a hub whose pairs
	// depend on the sentence.
	FunctionPartners int
	// PhraseSegments replaces MinSegments for phrase pairs.
	PhraseSegments int
	// MaxPhrase is the longest slot in words (1 = one-word slots only).
	MaxPhrase int
	// Closed are lemmas (lower case) treated as closed-class words
	// whatever their part of speech (the rewriter's closed list: také,
	// rovněž, už).
	Closed map[string]bool
	// NegationPrefixes mark a lexical negation where the analysis has no
	// Polarity feature for it: a one-word pair whose one lemma is the
	// other behind one of these prefixes (possible/impossible,
	// able/unable) is a negation, not a paraphrase, and is never
	// recorded. NegationPrefixesFor gives a language's.
	NegationPrefixes []string
	// Ground, when set, grounds a segment's source (Segment.Source, read
	// by SourceTokens) for the agreement of a one-word pair with the
	// source: a pair seen in fewer than MinSegments segments is kept
	// when the source of one of its segments supports it (a source word
	// translates, in a bilingual dictionary, to both words) and it
	// meets the other thresholds; closed-class and phrase pairs are
	// never kept so.
	Ground func(source []lemma.Token) Supporter
	// Slot, when set, also selects a weaker tier of one-word pairs
	// (Result.Slot): pairs the thresholds above drop but that meet
	// Slot's. The rewriter uses them only as slot-only evidence
	// (paraphrase.SourceMultiSlot).
	Slot *SlotOptions
	// Agree, when set, grounds a segment's source (read by
	// SourceTokens) for the slot tier's source agreement
	// (Evidence.Agreed): a source word of the segment translates to both
	// words of the pair (the learned lexicon of paraphrase/lexicon).
	Agree func(source []lemma.Token) Supporter
	// SourceTokens reads a segment's source for Ground and Agree, once
	// per segment: tokenized and analysed in the source language. Nil
	// splits the source at spaces and keeps the forms only.
	SourceTokens func(source string) []lemma.Token
	// Workers is the number of goroutines (default GOMAXPROCS).
	Workers int
	// Progress, when set, is called with the number of segments done.
	Progress func(done int)
}

// AnyShare given as Options.MinSamePOS or MinMorph asks for no share at
// all (every observation passes): a zero there takes the default. Any
// negative value does the same.
const AnyShare = -1.0

// FlagShare maps a share given on a command line, where 0 asks for no
// threshold, to Options' convention (AnyShare).
func FlagShare(v float64) float64 {
	if v == 0 {
		return AnyShare
	}
	return v
}

// CheckFlags validates thresholds given on a command line, by flag name:
// a count must be at least 1 (a zero would silently take the default;
// 1 asks for no threshold), a share from 0 to 1. The error names the
// first wrong flag in name order.
func CheckFlags(counts map[string]int, shares map[string]float64) error {
	for _, name := range slices.Sorted(maps.Keys(counts)) {
		if v := counts[name]; v < 1 {
			return fmt.Errorf("--%s %d: want at least 1", name, v)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(shares)) {
		if v := shares[name]; !(v >= 0 && v <= 1) {
			return fmt.Errorf("--%s %v: want a share from 0 to 1", name, v)
		}
	}
	return nil
}

// DefaultOptions are the thresholds the shipped tables were mined with.
var DefaultOptions = Options{
	MinSegments:      2,
	MinSystemPairs:   3,
	MinSideSystems:   2,
	MinSamePOS:       0.8,
	MinMorph:         0.5,
	FunctionSegments: 10,
	FunctionPOS:      []string{"ADV", "SCONJ"},
	FunctionPartners: 3,
	PhraseSegments:   3,
	MaxPhrase:        3,
}

func (o Options) withDefaults() Options {
	d := DefaultOptions
	if o.MinSegments > 0 {
		d.MinSegments = o.MinSegments
	}
	if o.MinSystemPairs > 0 {
		d.MinSystemPairs = o.MinSystemPairs
	}
	if o.MinSideSystems > 0 {
		d.MinSideSystems = o.MinSideSystems
	}
	if o.MinSamePOS != 0 {
		d.MinSamePOS = o.MinSamePOS
	}
	if o.MinMorph != 0 {
		d.MinMorph = o.MinMorph
	}
	if o.FunctionSegments > 0 {
		d.FunctionSegments = o.FunctionSegments
	}
	if o.FunctionPOS != nil {
		d.FunctionPOS = o.FunctionPOS
	}
	if o.FunctionPartners > 0 {
		d.FunctionPartners = o.FunctionPartners
	}
	if o.PhraseSegments > 0 {
		d.PhraseSegments = o.PhraseSegments
	}
	if o.MaxPhrase > 0 {
		d.MaxPhrase = o.MaxPhrase
	}
	d.Closed, d.Ground, d.Workers, d.Progress = o.Closed, o.Ground, o.Workers, o.Progress
	d.NegationPrefixes = o.NegationPrefixes
	d.Slot, d.Agree, d.SourceTokens = o.Slot, o.Agree, o.SourceTokens
	return d
}

// SlotOptions are the thresholds of the weaker, slot-only tier
// (Options.Slot). A pair of the tier is a one-word pair of open-class
// words that the main thresholds drop; closed-class and phrase pairs
// never enter it.
type SlotOptions struct {
	// MinSegments is the number of distinct segments (1: a pair seen
	// in one segment only may enter).
	MinSegments int
	// MinSideSystems is the number of distinct systems that must have
	// written each side.
	MinSideSystems int
	// MinSamePOS and MinMorph are the shares of observations with the
	// same part of speech and with agreeing morphology.
	MinSamePOS, MinMorph float64
	// MinAgreed is the share of the pair's segments in which a source
	// word translates to both words (Options.Agree); 0 asks for none.
	MinAgreed float64
}

// DefaultSlot are the thresholds the shipped slot tier (Czech) was mined
// with: on development data, source agreement and morphology did not
// separate good pairs from bad in a slot, two systems per side did
// (docs/mining.md).
var DefaultSlot = SlotOptions{MinSegments: 1, MinSideSystems: 2, MinSamePOS: 0.8}

// String names the thresholds: slot-seg1-side2-pos0.80-morph0.00-agree0.00.
func (s SlotOptions) String() string {
	return fmt.Sprintf("slot-seg%d-side%d-pos%.2f-morph%.2f-agree%.2f", s.MinSegments, s.MinSideSystems, s.MinSamePOS, s.MinMorph, s.MinAgreed)
}

// keep applies the slot thresholds to a pair the main thresholds drop.
func (s SlotOptions) keep(e Evidence) bool {
	if e.Function || e.Phrase || e.Observations == 0 {
		return false
	}
	n := float64(e.Observations)
	return e.Segments >= s.MinSegments && min(e.SystemsA, e.SystemsB) >= s.MinSideSystems &&
		float64(e.SamePOS) >= s.MinSamePOS*n && float64(e.Morph) >= s.MinMorph*n &&
		float64(e.Agreed) >= s.MinAgreed*float64(e.Segments)
}

// String names the thresholds, for a table's header and a signature:
// seg2-sys3-side2-pos0.80-morph0.50-fw10:ADV+SCONJ:hub3-phr3x3.
func (o Options) String() string {
	o = o.withDefaults()
	s := fmt.Sprintf("seg%d-sys%d-side%d-pos%.2f-morph%.2f-fw%d:%s:hub%d-phr%dx%d", o.MinSegments, o.MinSystemPairs, o.MinSideSystems,
		max(o.MinSamePOS, 0), max(o.MinMorph, 0), o.FunctionSegments, strings.Join(o.FunctionPOS, "+"), o.FunctionPartners, o.PhraseSegments, o.MaxPhrase)
	if len(o.NegationPrefixes) > 0 {
		s += "-neg:" + strings.Join(o.NegationPrefixes, "+")
	}
	if o.Ground != nil {
		s += "-or-src"
	}
	return s
}

// NegationPrefixesFor are the negating prefixes of a language (lemma
// code) whose analysis leaves lexical negation unmarked: English (the
// WordNet lemmatizer gives impossible, unable as lemmas of their own,
// with no Polarity feature). Czech marks ne- as Polarity=Neg; the other
// languages have none here (their shipped tables were mined without).
func NegationPrefixesFor(code string) []string {
	if code == "en" {
		return []string{"un", "in", "im", "il", "ir", "dis", "non"}
	}
	return nil
}

// negated reports whether one of a and b is the other behind a negating
// prefix (with or without a hyphen).
func negated(a, b string, prefixes []string) bool {
	for _, p := range prefixes {
		for _, x := range [2][2]string{{a, b}, {b, a}} {
			if rest, ok := strings.CutPrefix(x[0], p); ok && (rest == x[1] || rest == "-"+x[1]) {
				return true
			}
		}
	}
	return false
}

// Evidence is what the corpus says about one unordered pair.
type Evidence struct {
	// A and B are lemmas (one-word pairs) or lower-case word forms
	// joined by spaces (phrase pairs), A < B.
	A, B string
	// POS is the part of speech of most observations (of A's word), ""
	// for a phrase pair.
	POS string
	// Observations counts the slots (pairs of translations) showing the
	// pair; Segments the distinct segments; SystemPairs the distinct
	// unordered pairs of systems; SystemsA and SystemsB the distinct
	// systems that wrote A and B.
	Observations, Segments, SystemPairs, SystemsA, SystemsB int
	// SamePOS and Morph count the observations whose words share the
	// part of speech and agree in morphology.
	SamePOS, Morph int
	// Grounded counts the segments whose source supports the pair
	// (Options.Ground).
	Grounded int
	// Agreed counts the segments whose source agrees with the pair
	// (Options.Agree).
	Agreed int
	// Function says that a word of the pair is closed-class.
	Function bool
	// Phrase says that a side has several words.
	Phrase bool
}

// Stats describe a mining run.
type Stats struct {
	Segments     int // segments read
	Alignments   int // pairs of translations aligned
	Observations int // slots recorded
	Candidates   int // distinct pairs seen
	Kept         int // pairs kept (unordered)
	KeptFunction int // of which touch a closed-class word
	KeptPhrase   int // of which are phrase pairs
	SlotKept     int // pairs of the slot tier (Options.Slot)
}

// Result is the outcome of Mine: the kept evidence, sorted by A then B.
type Result struct {
	Options  Options
	Stats    Stats
	Evidence []Evidence
	// Slot is the slot tier (Options.Slot), sorted by A then B; no pair
	// is in both.
	Slot []Evidence
}

type key struct{ a, b string }

type acc struct {
	obs, segs, samePOS, morph, grounded, agreed int
	pos                                         map[string]int
	sysPairs, sysA, sysB                        map[int32]struct{}
	function, phrase                            bool
}

type local struct {
	obs, samePOS, morph  int
	pos                  map[string]int
	sysPairs, sysA, sysB map[int32]struct{}
	function, phrase     bool
	grounded, agreed     bool
}

// POSCount is how many observations had a part of speech.
type POSCount struct {
	POS string
	N   int
}

// Partial is one segment's evidence about one pair, in plain fields (a
// distributed runner moves it between workers): the pairs of systems
// are named "x\ty" with x < y.
type Partial struct {
	A, B                            string
	Observations, SamePOS, Morph    int
	POS                             []POSCount
	SystemPairs, SystemsA, SystemsB []string
	Function, Phrase, Grounded      bool
	Agreed                          bool
}

// SegmentStats counts one segment's work.
type SegmentStats struct {
	Alignments, Observations int
}

// SegmentEvidence mines one segment: its partial evidence sorted by
// pair, and its counts. Mine sums these over a corpus, and so does the
// Beam pipeline (beam/extract.Multi).
func SegmentEvidence(s Segment, an lemma.Analyzer, tok func(string) []string, align Aligner, opt Options) ([]Partial, SegmentStats, error) {
	if len(s.Systems) != len(s.Texts) {
		return nil, SegmentStats{}, fmt.Errorf("multi: %s:%d: %d systems but %d texts", s.Corpus, s.Line, len(s.Systems), len(s.Texts))
	}
	opt = opt.withDefaults()
	sysID := map[string]int32{}
	var names []string
	for _, n := range s.Systems {
		if _, ok := sysID[n]; !ok {
			sysID[n] = int32(len(names))
			names = append(names, n)
		}
	}
	loc, nAlign, nObs := mineSegment(s, sysID, an, tok, align, opt)
	set := func(m map[int32]struct{}, name func(int32) string) []string {
		out := make([]string, 0, len(m))
		for id := range m {
			out = append(out, name(id))
		}
		sort.Strings(out)
		return out
	}
	one := func(id int32) string { return names[id] }
	pair := func(id int32) string {
		x, y := names[id>>16], names[id&0xffff]
		if x > y {
			x, y = y, x
		}
		return x + "\t" + y
	}
	parts := make([]Partial, 0, len(loc))
	for k, l := range loc {
		p := Partial{A: k.a, B: k.b, Observations: l.obs, SamePOS: l.samePOS, Morph: l.morph,
			SystemPairs: set(l.sysPairs, pair), SystemsA: set(l.sysA, one), SystemsB: set(l.sysB, one),
			Function: l.function, Phrase: l.phrase, Grounded: l.grounded, Agreed: l.agreed}
		for pos, n := range l.pos {
			p.POS = append(p.POS, POSCount{pos, n})
		}
		sort.Slice(p.POS, func(i, j int) bool { return p.POS[i].POS < p.POS[j].POS })
		parts = append(parts, p)
	}
	sort.Slice(parts, func(i, j int) bool {
		if parts[i].A != parts[j].A {
			return parts[i].A < parts[j].A
		}
		return parts[i].B < parts[j].B
	})
	return parts, SegmentStats{nAlign, nObs}, nil
}

// Accumulator sums partial evidence, one Partial per segment and pair,
// in any order. It is not safe for concurrent use.
type Accumulator struct {
	ids map[string]int32
	m   map[key]*acc
}

// NewAccumulator returns an empty accumulator.
func NewAccumulator() *Accumulator {
	return &Accumulator{ids: map[string]int32{}, m: map[key]*acc{}}
}

func (a *Accumulator) id(s string) int32 {
	if i, ok := a.ids[s]; ok {
		return i
	}
	i := int32(len(a.ids))
	a.ids[s] = i
	return i
}

// Add adds one segment's evidence about a pair.
func (a *Accumulator) Add(p Partial) {
	k := key{p.A, p.B}
	g := a.m[k]
	if g == nil {
		g = &acc{pos: map[string]int{}, sysPairs: map[int32]struct{}{}, sysA: map[int32]struct{}{}, sysB: map[int32]struct{}{}}
		a.m[k] = g
	}
	g.obs += p.Observations
	g.segs++
	g.samePOS += p.SamePOS
	g.morph += p.Morph
	if p.Grounded {
		g.grounded++
	}
	if p.Agreed {
		g.agreed++
	}
	g.function = g.function || p.Function
	g.phrase = g.phrase || p.Phrase
	for _, c := range p.POS {
		g.pos[c.POS] += c.N
	}
	for _, x := range p.SystemPairs {
		g.sysPairs[a.id(x)] = struct{}{}
	}
	for _, x := range p.SystemsA {
		g.sysA[a.id(x)] = struct{}{}
	}
	for _, x := range p.SystemsB {
		g.sysB[a.id(x)] = struct{}{}
	}
}

// Evidence returns the summed evidence of every pair added, sorted by
// pair.
func (a *Accumulator) Evidence() []Evidence {
	out := make([]Evidence, 0, len(a.m))
	for k, g := range a.m {
		out = append(out, Evidence{A: k.a, B: k.b, Observations: g.obs, Segments: g.segs, SystemPairs: len(g.sysPairs),
			SystemsA: len(g.sysA), SystemsB: len(g.sysB), SamePOS: g.samePOS, Morph: g.morph, Grounded: g.grounded,
			Agreed: g.agreed, Function: g.function, Phrase: g.phrase, POS: modePOS(g.pos)})
	}
	sortEvidence(out)
	return out
}

func sortEvidence(evs []Evidence) {
	sort.Slice(evs, func(i, j int) bool {
		if evs[i].A != evs[j].A {
			return evs[i].A < evs[j].A
		}
		return evs[i].B < evs[j].B
	})
}

// Candidate reports whether a pair may be kept, count as a partner of
// a closed-class word (Select) or enter the slot tier (SelectSlot): the
// pairs that fail it can be dropped before Select, which needs all the
// others at once.
func (o Options) Candidate(e Evidence) bool {
	o = o.withDefaults()
	return o.keepAt(e, min(hubSegments, o.FunctionSegments)) || o.Slot != nil && o.Slot.keep(e)
}

// Select applies the thresholds to summed evidence (any order; pairs
// that fail Candidate may be left out) and returns the kept pairs sorted
// by pair, with the counts of kept, closed-class and phrase pairs in st.
func Select(evs []Evidence, opt Options) (kept []Evidence, st Stats) {
	opt = opt.withDefaults()
	partners := map[string]int{}
	var cand []Evidence
	for _, ev := range evs {
		if ev.Function && opt.keepAt(ev, hubSegments) {
			partners[ev.A]++
			partners[ev.B]++
		}
		if opt.keep(ev) {
			cand = append(cand, ev)
		}
	}
	for _, ev := range cand {
		if ev.Function && (!slices.Contains(opt.FunctionPOS, ev.POS) || max(partners[ev.A], partners[ev.B]) > opt.FunctionPartners) {
			continue
		}
		kept = append(kept, ev)
		st.Kept++
		if ev.Function {
			st.KeptFunction++
		}
		if ev.Phrase {
			st.KeptPhrase++
		}
	}
	sortEvidence(kept)
	return kept, st
}

// SelectSlot returns the slot tier (Options.Slot; nil when unset): the
// pairs of evs that fail the thresholds (so Select does not keep them:
// it keeps only pairs that meet them) and that meet the slot
// thresholds, sorted by pair.
func SelectSlot(evs []Evidence, opt Options) []Evidence {
	opt = opt.withDefaults()
	if opt.Slot == nil {
		return nil
	}
	var out []Evidence
	for _, e := range evs {
		if !opt.keep(e) && opt.Slot.keep(e) {
			out = append(out, e)
		}
	}
	sortEvidence(out)
	return out
}

// Mine mines the segments with an analyzer, a tokenizer of the raw
// texts and an aligner of lemma keys.
func Mine(ctx context.Context, segs []Segment, an lemma.Analyzer, tok func(string) []string, align Aligner, opt Options) (*Result, error) {
	opt = opt.withDefaults()
	for _, s := range segs {
		if len(s.Systems) != len(s.Texts) {
			return nil, fmt.Errorf("multi: %s:%d: %d systems but %d texts", s.Corpus, s.Line, len(s.Systems), len(s.Texts))
		}
	}
	var mu sync.Mutex
	total := NewAccumulator()
	var st Stats
	st.Segments = len(segs)
	done := 0
	err := pool.Each(ctx, len(segs), pool.Options{Workers: opt.Workers}, func(k int) error {
		parts, ss, err := SegmentEvidence(segs[k], an, tok, align, opt)
		if err != nil {
			return err
		}
		mu.Lock()
		defer mu.Unlock()
		st.Alignments += ss.Alignments
		st.Observations += ss.Observations
		for _, p := range parts {
			total.Add(p)
		}
		done++
		if opt.Progress != nil {
			opt.Progress(done)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	evs := total.Evidence()
	st.Candidates = len(evs)
	kept, ks := Select(evs, opt)
	st.Kept, st.KeptFunction, st.KeptPhrase = ks.Kept, ks.KeptFunction, ks.KeptPhrase
	slot := SelectSlot(evs, opt)
	st.SlotKept = len(slot)
	return &Result{Options: opt, Stats: st, Evidence: kept, Slot: slot}, nil
}

// hubSegments is the number of segments from which a closed-class pair
// counts as a partner of its words (Options.FunctionPartners).
const hubSegments = 5

// keep applies the thresholds to one pair.
func (o Options) keep(e Evidence) bool { return o.keepAt(e, o.FunctionSegments) }

// keepAt applies the thresholds with fw segments for a closed-class pair.
func (o Options) keepAt(e Evidence, fw int) bool {
	minSeg := o.MinSegments
	if o.Ground != nil && e.Grounded > 0 && !e.Phrase && !e.Function {
		minSeg = 1
	}
	if e.Phrase {
		minSeg = max(minSeg, o.PhraseSegments)
	}
	if e.Function {
		minSeg = max(minSeg, fw)
	}
	if e.Segments < minSeg || e.SystemPairs < o.MinSystemPairs || min(e.SystemsA, e.SystemsB) < o.MinSideSystems {
		return false
	}
	if e.Phrase {
		return true
	}
	return float64(e.SamePOS) >= o.MinSamePOS*float64(e.Observations) &&
		float64(e.Morph) >= o.MinMorph*float64(e.Observations)
}

func modePOS(m map[string]int) string {
	best, n := "", -1
	for p, c := range m {
		if c > n || c == n && p < best {
			best, n = p, c
		}
	}
	return best
}

// translation is one analysed translation of a segment.
type translation struct {
	sys   int32
	toks  []lemma.Token
	keys  []string
	lower []string
}

// mineSegment aligns every pair of the segment's translations and
// returns the evidence of the segment, the number of alignments and of
// observations.
func mineSegment(s Segment, sysID map[string]int32, an lemma.Analyzer, tok func(string) []string, align Aligner, opt Options) (map[key]*local, int, int) {
	tr := make([]translation, 0, len(s.Texts))
	for k, text := range s.Texts {
		words := tok(text)
		if len(words) == 0 {
			continue
		}
		toks := an.Analyze(words)
		t := translation{sys: sysID[s.Systems[k]], toks: toks, keys: make([]string, len(toks)), lower: make([]string, len(toks))}
		for i, w := range toks {
			t.keys[i] = strings.ToLower(w.Lemma)
			if t.keys[i] == "" {
				t.keys[i] = strings.ToLower(w.Form)
			}
			t.lower[i] = strings.ToLower(w.Form)
		}
		tr = append(tr, t)
	}
	var sup, agree Supporter
	if (opt.Ground != nil || opt.Agree != nil) && s.Source != "" {
		src := opt.sourceTokens(s.Source) // once for both
		if opt.Ground != nil {
			sup = opt.Ground(src)
		}
		if opt.Agree != nil {
			agree = opt.Agree(src)
		}
	}
	loc := map[key]*local{}
	nAlign, nObs := 0, 0
	for i := 0; i < len(tr); i++ {
		for j := i + 1; j < len(tr); j++ {
			x, y := &tr[i], &tr[j]
			if x.sys == y.sys || equal(x.lower, y.lower) {
				continue
			}
			nAlign++
			sp := sysPair(x.sys, y.sys)
			nObs += slots(x, y, align(x.keys, y.keys), opt, func(k key, l observation) {
				e := loc[k]
				if e == nil {
					e = &local{pos: map[string]int{}, sysPairs: map[int32]struct{}{}, sysA: map[int32]struct{}{}, sysB: map[int32]struct{}{}}
					loc[k] = e
				}
				e.obs++
				if l.samePOS {
					e.samePOS++
				}
				if l.morph {
					e.morph++
				}
				if l.pos != "" {
					e.pos[l.pos]++
				}
				e.function = e.function || l.function
				e.phrase = e.phrase || l.phrase
				if sup != nil && !l.phrase && !e.grounded {
					e.grounded = sup.Supports(k.a, k.b) || sup.Supports(k.b, k.a)
				}
				if agree != nil && !l.phrase && !e.agreed {
					e.agreed = agree.Supports(k.a, k.b) || agree.Supports(k.b, k.a)
				}
				e.sysPairs[sp] = struct{}{}
				sa, sb := x.sys, y.sys
				if l.swapped {
					sa, sb = sb, sa
				}
				e.sysA[sa], e.sysB[sb] = struct{}{}, struct{}{}
			})
		}
	}
	return loc, nAlign, nObs
}

// sourceTokens reads a segment's source (Options.SourceTokens; forms
// split at spaces when unset).
func (o Options) sourceTokens(source string) []lemma.Token {
	if o.SourceTokens != nil {
		return o.SourceTokens(source)
	}
	words := strings.Fields(source)
	toks := make([]lemma.Token, len(words))
	for i, w := range words {
		toks[i] = lemma.Token{Form: w}
	}
	return toks
}

func sysPair(a, b int32) int32 {
	if a > b {
		a, b = b, a
	}
	return a<<16 | b
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// observation is one slot's evidence.
type observation struct {
	pos                              string
	samePOS, morph, function, phrase bool
	swapped                          bool // the key's A is the second translation's
}

// slots finds the slots of two aligned translations and calls emit for
// each usable one; it returns how many it emitted.
func slots(x, y *translation, links []Link, opt Options, emit func(key, observation)) int {
	n, m := len(x.toks), len(y.toks)
	ax := make([]int, n)
	by := make([]int, m)
	for i := range ax {
		ax[i] = -1
	}
	for j := range by {
		by[j] = -1
	}
	for _, l := range links {
		if l.A < 0 || l.A >= n || l.B < 0 || l.B >= m || ax[l.A] >= 0 || by[l.B] >= 0 {
			continue
		}
		ax[l.A], by[l.B] = l.B, l.A
	}
	count := 0
	// Links between different lemmas (a stem match).
	for i, j := range ax {
		if j >= 0 && x.keys[i] != y.keys[j] {
			if k, o, ok := wordPair(x.toks[i], y.toks[j], x.keys[i], y.keys[j], opt); ok {
				emit(k, o)
				count++
			}
		}
	}
	// Slots between consecutive links in x order that are in order in y.
	prevA, prevB := -1, -1
	for i := 0; i <= n; i++ {
		j := m
		if i < n {
			if ax[i] < 0 {
				continue
			}
			j = ax[i]
		}
		la, lb := i-prevA-1, j-prevB-1
		real := prevA >= 0 || i < n // at least one side of the slot is a link
		if j > prevB && real && la >= 1 && lb >= 1 && la <= opt.MaxPhrase && lb <= opt.MaxPhrase && unaligned(by, prevB+1, j) {
			if la == 1 && lb == 1 {
				if k, o, ok := wordPair(x.toks[prevA+1], y.toks[prevB+1], x.keys[prevA+1], y.keys[prevB+1], opt); ok {
					emit(k, o)
					count++
				}
			} else if k, o, ok := phrasePair(x, prevA+1, i, y, prevB+1, j); ok {
				emit(k, o)
				count++
			}
		}
		if j > prevB {
			prevA, prevB = i, j
		} else {
			prevA = i // a crossing link: the next slot starts after it on x's side only
		}
	}
	return count
}

func unaligned(by []int, from, to int) bool {
	for j := from; j < to; j++ {
		if by[j] >= 0 {
			return false
		}
	}
	return true
}

// contentPOS are the open classes; other tagged words are closed-class.
var contentPOS = map[string]bool{"NOUN": true, "VERB": true, "ADJ": true, "ADV": true}

// skipPOS are never paired: names, numbers, punctuation, symbols,
// foreign words.
var skipPOS = map[string]bool{"PROPN": true, "NUM": true, "PUNCT": true, "SYM": true, "X": true, lemma.POSUnknown: true, "": true}

// wordOK reports whether a word may fill a slot: letters only (a
// hyphen or apostrophe inside allowed).
func wordOK(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if !unicode.IsLetter(r) && r != '-' && r != '\'' {
			return false
		}
	}
	return unicode.IsLetter([]rune(w)[0])
}

// wordPair is the evidence of a one-word slot filled by a in one
// translation and b in the other.
func wordPair(a, b lemma.Token, ka, kb string, opt Options) (key, observation, bool) {
	if ka == kb || skipPOS[a.POS] || skipPOS[b.POS] || !wordOK(ka) || !wordOK(kb) ||
		!wordOK(strings.ToLower(a.Form)) || !wordOK(strings.ToLower(b.Form)) {
		return key{}, observation{}, false
	}
	if (a.Feats["Polarity"] == "Neg") != (b.Feats["Polarity"] == "Neg") {
		return key{}, observation{}, false // a negation is not a paraphrase
	}
	if negated(ka, kb, opt.NegationPrefixes) {
		return key{}, observation{}, false // nor a lexical one (possible/impossible)
	}
	o := observation{pos: a.POS, samePOS: a.POS == b.POS, morph: morphAgree(a, b)}
	o.function = !contentPOS[a.POS] || !contentPOS[b.POS] || opt.Closed[ka] || opt.Closed[kb]
	if ka > kb {
		ka, kb = kb, ka
		o.pos, o.swapped = b.POS, true
	}
	return key{ka, kb}, o, true
}

// morphAgree compares the features that a substitution keeps: case and
// number for nominals, verb form, mood and tense for verbs (degree for
// adjectives and adverbs).
func morphAgree(a, b lemma.Token) bool {
	var names []string
	switch a.POS {
	case "NOUN", "PRON", "DET":
		names = []string{"Case", "Number"}
	case "ADJ":
		names = []string{"Case", "Number", "Degree"}
	case "ADV":
		names = []string{"Degree"}
	case "VERB", "AUX":
		names = []string{"VerbForm", "Mood", "Tense"}
	}
	for _, n := range names {
		if a.Feats[n] != b.Feats[n] {
			return false
		}
	}
	return true
}

// phrasePair is the evidence of a phrase slot x[i0:i1] / y[j0:j1]: lower-
// case forms, every word a word (no number or punctuation), at least one
// open-class word on each side and no word shared by the two sides.
func phrasePair(x *translation, i0, i1 int, y *translation, j0, j1 int) (key, observation, bool) {
	side := func(t *translation, from, to int) (string, bool) {
		content := false
		for k := from; k < to; k++ {
			if skipPOS[t.toks[k].POS] || !wordOK(t.lower[k]) {
				return "", false
			}
			content = content || contentPOS[t.toks[k].POS]
		}
		return strings.Join(t.lower[from:to], " "), content
	}
	a, okA := side(x, i0, i1)
	b, okB := side(y, j0, j1)
	if !okA || !okB || a == b {
		return key{}, observation{}, false
	}
	for k := i0; k < i1; k++ {
		for l := j0; l < j1; l++ {
			if x.keys[k] == y.keys[l] {
				return key{}, observation{}, false
			}
		}
	}
	if a > b {
		return key{b, a}, observation{phrase: true, swapped: true}, true
	}
	return key{a, b}, observation{phrase: true}, true
}

// Pairs returns the kept evidence as directed paraphrase pairs, both
// ways, in the order of the evidence: the probability of a → b is the
// share of a's kept segments that b accounts for (Segments of the pair
// over the sum of Segments of a's kept pairs), the source
// paraphrase.SourceMulti, and a one-word pair of an open class holds
// for its part of speech only.
func (r *Result) Pairs() []paraphrase.Pair { return pairs(r.Evidence, paraphrase.SourceMulti) }

// SlotPairs returns the slot tier as directed pairs, as Pairs does, with
// the source paraphrase.SourceMultiSlot (probabilities within the tier).
func (r *Result) SlotPairs() []paraphrase.Pair { return pairs(r.Slot, paraphrase.SourceMultiSlot) }

func pairs(evs []Evidence, src paraphrase.Source) []paraphrase.Pair {
	total := map[string]int{}
	for _, e := range evs {
		total[e.A] += e.Segments
		total[e.B] += e.Segments
	}
	out := make([]paraphrase.Pair, 0, 2*len(evs))
	for _, e := range evs {
		var only paraphrase.POSSet
		if !e.Phrase {
			only = paraphrase.POSOf(e.POS)
		}
		out = append(out,
			paraphrase.Pair{A: e.A, B: e.B, Prob: float64(e.Segments) / float64(total[e.A]), Source: src, Only: only},
			paraphrase.Pair{A: e.B, B: e.A, Prob: float64(e.Segments) / float64(total[e.B]), Source: src, Only: only})
	}
	return out
}

// WriteEvidence writes the evidence as TSV with a header line: A, B,
// POS, observations, segments, system pairs, same-POS and agreeing
// observations, function, phrase, grounded and agreed segments.
func WriteEvidence(w io.Writer, evs []Evidence) error {
	if _, err := fmt.Fprintln(w, "a\tb\tpos\tobservations\tsegments\tsystem_pairs\tsystems_a\tsystems_b\tsame_pos\tmorph\tfunction\tphrase\tgrounded\tagreed"); err != nil {
		return err
	}
	for _, e := range evs {
		if _, err := fmt.Fprintf(w, "%s\t%s\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%t\t%t\t%d\t%d\n", e.A, e.B, e.POS, e.Observations, e.Segments,
			e.SystemPairs, e.SystemsA, e.SystemsB, e.SamePOS, e.Morph, e.Function, e.Phrase, e.Grounded, e.Agreed); err != nil {
			return err
		}
	}
	return nil
}

// AnalyserName names the analyser of language code in a table's settings:
// what its analysis is computed from, with hashes of the dictionary and
// model files it read (lemma.Fingerprint, as in a rewrite signature's
// lemma field), else its package (lemma/xx), whose version is parmesan's.
func AnalyserName(an lemma.Analyzer, code string) string {
	if fp := lemma.Fingerprint(an); fp != "" {
		return fp
	}
	return "lemma/" + code
}
