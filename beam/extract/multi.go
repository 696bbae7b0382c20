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
	register.DoFn2x1[multi.Segment, func(string, multi.Partial), error](&segmentFn{})
	register.DoFn3x0[string, func(*multi.Partial) bool, func(multi.Evidence)](&sumEvidenceFn{})
	register.DoFn4x1[int, func(*multi.Evidence) bool, func(string), func(string), error](&selectFn{})
	register.Function1x2(keyOne)
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
func Multi(s beam.Scope, segments beam.PCollection, o MultiOptions) (table, slot beam.PCollection) {
	s = s.Scope("multi")
	parts := beam.ParDo(s, &segmentFn{O: o}, segments)
	evs := beam.ParDo(s, &sumEvidenceFn{O: o}, beam.GroupByKey(s, parts))
	return beam.ParDo2(s, &selectFn{O: o}, beam.GroupByKey(s, beam.ParDo(s, keyOne, evs)))
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

func (fn *segmentFn) ProcessElement(seg multi.Segment, emit func(string, multi.Partial)) error {
	parts, _, err := multi.SegmentEvidence(seg, fn.an, fn.tok, fn.al, fn.opt)
	if err != nil {
		return err
	}
	for _, p := range parts {
		emit(p.A+"\t"+p.B, p)
	}
	return nil
}

// sumEvidenceFn sums one pair's partial evidence and keeps the
// candidates.
type sumEvidenceFn struct {
	O MultiOptions
}

func (fn *sumEvidenceFn) ProcessElement(_ string, ps func(*multi.Partial) bool, emit func(multi.Evidence)) {
	acc := multi.NewAccumulator()
	var p multi.Partial
	for ps(&p) {
		acc.Add(p)
		p = multi.Partial{}
	}
	opt := fn.O.Options()
	for _, e := range acc.Evidence() {
		if opt.Candidate(e) {
			emit(e)
		}
	}
}

func keyOne(e multi.Evidence) (int, multi.Evidence) { return 0, e }

// selectFn selects the kept pairs and the slot tier among all
// candidates and writes their records.
type selectFn struct {
	O MultiOptions
}

func (fn *selectFn) ProcessElement(_ int, evs func(*multi.Evidence) bool, table, slot func(string)) error {
	var all []multi.Evidence
	var e multi.Evidence
	for evs(&e) {
		all = append(all, e)
	}
	opt := fn.O.Options()
	kept, _ := multi.Select(all, opt)
	res := &multi.Result{Evidence: kept, Slot: multi.SelectSlot(all, opt)}
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
	return nil
}
