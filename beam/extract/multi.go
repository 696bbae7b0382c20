package extract

import (
	"fmt"
	"reflect"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"github.com/parmesan-mt/parmesan/lemma"
	_ "github.com/parmesan-mt/parmesan/lemma/cs" // the languages table multi mines
	_ "github.com/parmesan-mt/parmesan/lemma/de"
	_ "github.com/parmesan-mt/parmesan/lemma/en"
	_ "github.com/parmesan-mt/parmesan/lemma/es"
	_ "github.com/parmesan-mt/parmesan/lemma/ru"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/paraphrase/multi"
	"github.com/parmesan-mt/parmesan/paraphrase/multi/align"
)

func init() {
	beam.RegisterType(reflect.TypeOf((*multi.Segment)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*multi.Partial)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*multi.POSCount)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*multi.Evidence)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*multi.Stats)(nil)).Elem())
	register.DoFn3x1[multi.Segment, func(string, multi.Partial), func(multi.Stats), error](&segmentFn{})
	register.DoFn4x0[string, func(*multi.Partial) bool, func(multi.Evidence), func(multi.Stats)](&sumEvidenceFn{})
	register.DoFn5x1[int, func(*multi.Evidence) bool, func(string), func(string), func(multi.Stats), error](&selectFn{})
	register.Function1x2(keyOne)
	register.Function2x1(addStats)
	register.Emitter1[multi.Stats]()
	register.Emitter2[string, multi.Partial]()
	register.Emitter1[multi.Evidence]()
	register.Iter1[multi.Partial]()
	register.Iter1[multi.Evidence]()
}

// MultiOptions are the settings of Multi: the language (lemma code) and
// multi.Options's thresholds, zero for the default, as plain fields a
// runner can ship to its workers (no grounding and no source agreement:
// multi.Options.Ground and Agree are functions).
type MultiOptions struct {
	Lang                                        string
	MinSegments, MinSystemPairs, MinSideSystems int
	MinSamePOS, MinMorph                        float64
	FunctionSegments, FunctionPartners          int
	FunctionPOS                                 []string
	PhraseSegments, MaxPhrase                   int
	// Closed are the closed-class lemmas (multi.Options.Closed; the
	// command passes the rewriter's rewrite.DefaultGuard(lang).Closed).
	Closed []string
	// Slot, when set, also selects the slot-only tier (multi.Options.Slot;
	// the command's --slot-output, thresholds multi.DefaultSlot). Its
	// MinAgreed must be 0: source agreement (multi.Options.Agree) does not
	// travel to workers.
	Slot *multi.SlotOptions
}

// check reports settings Multi cannot honour.
func (o MultiOptions) check() error {
	if o.Slot != nil && o.Slot.MinAgreed > 0 {
		return fmt.Errorf("extract: multi: the slot tier's MinAgreed %g needs source agreement (multi.Options.Agree), which does not travel to Beam workers; use 0", o.Slot.MinAgreed)
	}
	return nil
}

// Options returns the multi.Options o stands for; the negating prefixes
// are the language's (multi.NegationPrefixesFor), as the command's.
func (o MultiOptions) Options() multi.Options {
	opt := multi.Options{MinSegments: o.MinSegments, MinSystemPairs: o.MinSystemPairs, MinSideSystems: o.MinSideSystems,
		MinSamePOS: o.MinSamePOS, MinMorph: o.MinMorph, FunctionSegments: o.FunctionSegments,
		FunctionPartners: o.FunctionPartners, FunctionPOS: o.FunctionPOS, PhraseSegments: o.PhraseSegments, MaxPhrase: o.MaxPhrase,
		NegationPrefixes: multi.NegationPrefixesFor(o.Lang)} // as parmesan table multi sets them
	if o.Slot != nil {
		slot := *o.Slot
		opt.Slot = &slot
	}
	if len(o.Closed) > 0 {
		opt.Closed = map[string]bool{}
		for _, w := range o.Closed {
			opt.Closed[w] = true
		}
	}
	return opt
}

// Multi adds the mining of parmesan table multi (package paraphrase/multi)
// to s. segments is a PCollection<multi.Segment> (multi.Corpus.Segments
// gives them); table is a PCollection<string> of Meteor table records
// ("p\nA\nB\n", unordered), the records the single-machine command
// writes to --output; slot holds the slot-only tier's records, those of
// --slot-output, when o.Slot is set, and is empty otherwise:
//
//	segments ──multi.SegmentEvidence (analysis, Meteor's aligner on
//	          lemma keys, slots)──▶ KV<"A\tB", Partial>
//	         ──GroupByKey pair, multi.Accumulator, Options.Candidate──▶ Evidence
//	         ──GroupByKey to one key, multi.Select, Result.Pairs,
//	           paraphrase.AppendMeteor──▶ table's Meteor records
//	           └ multi.SelectSlot over the same evidence, Result.SlotPairs,
//	             paraphrase.AppendMeteor──▶ slot's Meteor records
//
// The last stage needs all candidate pairs at once (the closed-class
// partner counts and the probabilities are over the kept pairs): one
// worker holds them, far fewer than the corpus's observations. With
// o.Slot set, Options.Candidate lets the tier's candidates through too.
// A slot tier with MinAgreed > 0 fails the run (see MultiOptions.Slot).
//
// stats is a PCollection<multi.Stats> of one element: the run's counts,
// those multi.Mine returns in Result.Stats (segments, alignments and
// observations summed over the segments, candidates over the distinct
// pairs, the kept counts from the last stage); MultiHeaders turns it
// into the tables' settings.
func Multi(s beam.Scope, segments beam.PCollection, o MultiOptions) (table, slot, stats beam.PCollection) {
	s = s.Scope("multi")
	parts, segStats := beam.ParDo2(s, &segmentFn{O: o}, segments)
	evs, pairStats := beam.ParDo2(s, &sumEvidenceFn{O: o}, beam.GroupByKey(s, parts))
	table, slot, keptStats := beam.ParDo3(s, &selectFn{O: o}, beam.GroupByKey(s, beam.ParDo(s, keyOne, evs)))
	// The zero Stats makes the sum exist when no stage emitted any.
	all := beam.Flatten(s, segStats, pairStats, keptStats, beam.Create(s, multi.Stats{}))
	return table, slot, beam.Combine(s, addStats, all)
}

// addStats sums two runs' counts.
func addStats(a, b multi.Stats) multi.Stats {
	return multi.Stats{Segments: a.Segments + b.Segments, Alignments: a.Alignments + b.Alignments,
		Observations: a.Observations + b.Observations, Candidates: a.Candidates + b.Candidates,
		Kept: a.Kept + b.Kept, KeptFunction: a.KeptFunction + b.KeptFunction, KeptPhrase: a.KeptPhrase + b.KeptPhrase,
		SlotKept: a.SlotKept + b.SlotKept}
}

// segmentFn mines one segment; its analyzer and aligner are loaded once
// per worker.
type segmentFn struct {
	O   MultiOptions
	an  lemma.Language
	al  multi.Aligner
	tok func(string) []string
	opt multi.Options
}

func (fn *segmentFn) Setup() error {
	if err := fn.O.check(); err != nil {
		return err
	}
	var err error
	if fn.an, err = lemma.New(fn.O.Lang); err != nil {
		return err
	}
	if fn.al, fn.tok, err = align.Meteor(fn.O.Lang); err != nil {
		return err
	}
	fn.opt = fn.O.Options()
	return nil
}

func (fn *segmentFn) ProcessElement(seg multi.Segment, emit func(string, multi.Partial), stats func(multi.Stats)) error {
	parts, ss, err := multi.SegmentEvidence(seg, fn.an, fn.tok, fn.al, fn.opt)
	if err != nil {
		return err
	}
	for _, p := range parts {
		emit(p.A+"\t"+p.B, p)
	}
	stats(multi.Stats{Segments: 1, Alignments: ss.Alignments, Observations: ss.Observations})
	return nil
}

// sumEvidenceFn sums one pair's partial evidence and keeps the
// candidates; it counts every pair (Stats.Candidates counts the pairs
// seen, as multi.Mine does, not those that pass Options.Candidate).
type sumEvidenceFn struct {
	O MultiOptions
}

func (fn *sumEvidenceFn) ProcessElement(_ string, ps func(*multi.Partial) bool, emit func(multi.Evidence), stats func(multi.Stats)) {
	acc := multi.NewAccumulator()
	var p multi.Partial
	for ps(&p) {
		acc.Add(p)
		p = multi.Partial{}
	}
	opt := fn.O.Options()
	evs := acc.Evidence()
	for _, e := range evs {
		if opt.Candidate(e) {
			emit(e)
		}
	}
	stats(multi.Stats{Candidates: len(evs)})
}

func keyOne(e multi.Evidence) (int, multi.Evidence) { return 0, e }

// selectFn selects the kept pairs and the slot tier among all
// candidates, writes their records and counts them.
type selectFn struct {
	O MultiOptions
}

func (fn *selectFn) ProcessElement(_ int, evs func(*multi.Evidence) bool, table, slot func(string), stats func(multi.Stats)) error {
	var all []multi.Evidence
	var e multi.Evidence
	for evs(&e) {
		all = append(all, e)
	}
	opt := fn.O.Options()
	kept, st := multi.Select(all, opt)
	res := &multi.Result{Evidence: kept, Slot: multi.SelectSlot(all, opt)}
	st.SlotKept = len(res.Slot)
	var buf []byte
	for _, out := range []struct {
		pairs []paraphrase.Pair
		emit  func(string)
	}{{res.Pairs(), table}, {res.SlotPairs(), slot}} {
		for _, p := range out.pairs {
			var err error
			if buf, err = paraphrase.AppendMeteor(buf[:0], paraphrase.Pair{A: p.A, B: p.B, Prob: p.Prob}); err != nil {
				return fmt.Errorf("multi: %w", err)
			}
			out.emit(string(buf))
		}
	}
	stats(st)
	return nil
}
