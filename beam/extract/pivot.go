package extract

import (
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

func init() {
	beam.RegisterType(reflect.TypeOf((*paraphrase.Translation)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*Contribution)(nil)).Elem())
	register.DoFn4x1[string, string, func(*string) bool, func(string, paraphrase.Translation), error](&parseFn{})
	register.DoFn3x0[string, func(*paraphrase.Translation) bool, func(string, Contribution)](&pairFn{})
	register.DoFn3x1[string, func(*Contribution) bool, func(string), error](&sumFn{})
	register.Function2x0(splitWords)
	register.Function2x0(countWords)
	register.DoFn4x0[string, int, func(*int) bool, func(string)](&commonFn{})
	register.Emitter1[string]()
	register.Emitter1[int]()
	register.Emitter2[string, paraphrase.Translation]()
	register.Emitter2[string, Contribution]()
	register.Iter1[string]()
	register.Iter1[int]()
	register.Iter1[paraphrase.Translation]()
	register.Iter1[Contribution]()
}

// Thresholds are the numeric settings of pivot extraction (the rest of
// paraphrase.PivotOptions, the common words, arrives as a PCollection).
// Zero means the paraphrase package's default.
type Thresholds struct {
	MinTransProb float64
	MinFinalProb float64
}

func (t Thresholds) options() paraphrase.PivotOptions {
	return paraphrase.PivotOptions{MinTransProb: t.MinTransProb, MinFinalProb: t.MinFinalProb}.WithDefaults()
}

// Contribution is one pivot instance's share p(f|a)·p(b|f) of a pair's
// probability: X through pivot phrase F, the Seq-th contribution that
// PairGroup emitted for that group.
type Contribution struct {
	F   string
	Seq int
	X   float64
}

// Pivot adds pivot extraction to s. table is a PCollection<KV<string,
// string>> of (file name, line) of Moses phrase tables, as
// textio.ReadWithFilename gives; common is a PCollection<string> of common
// words (see CommonWords; empty for none). The result is a
// PCollection<string> of Meteor table records ("p\nA\nB\n", unordered).
func Pivot(s beam.Scope, table, common beam.PCollection, th Thresholds) beam.PCollection {
	s = s.Scope("pivot")
	inst := beam.ParDo(s, &parseFn{Th: th}, table, beam.SideInput{Input: common})
	byPivot := beam.GroupByKey(s, inst)
	contrib := beam.ParDo(s, &pairFn{Th: th}, byPivot)
	byPair := beam.GroupByKey(s, contrib)
	return beam.ParDo(s, &sumFn{Th: th}, byPair)
}

// parseFn reads one phrase-table line into (pivot phrase, translation),
// dropping the instances that paraphrase.UsableTranslation rejects (so
// they cross no shuffle).
type parseFn struct {
	Th  Thresholds
	opt *paraphrase.PivotOptions // with the common words, once loaded
	pp  data.PhrasePair
}

func (fn *parseFn) ProcessElement(file, line string, common func(*string) bool, emit func(string, paraphrase.Translation)) error {
	if fn.opt == nil {
		opt := fn.Th.options()
		var w string
		for common(&w) {
			if opt.Common == nil {
				opt.Common = data.WordSet{}
			}
			opt.Common[w] = struct{}{}
		}
		fn.opt = &opt
	}
	err := data.ParseMosesLine(line, &fn.pp)
	if errors.Is(err, data.ErrBlankLine) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("%s: line %q: %w", file, line, err)
	}
	f, t, err := paraphrase.PivotInstance(&fn.pp)
	if err != nil {
		return fmt.Errorf("%s: line %q: %w", file, line, err)
	}
	if fn.opt.UsableTranslation(t) {
		emit(f, t)
	}
	return nil
}

// pairFn combines one pivot group with paraphrase.PivotOptions.PairGroup.
type pairFn struct {
	Th Thresholds
}

func (fn *pairFn) ProcessElement(f string, ts func(*paraphrase.Translation) bool, emit func(string, Contribution)) {
	var group []paraphrase.Translation
	var t paraphrase.Translation
	for ts(&t) {
		group = append(group, t)
	}
	opt := fn.Th.options()
	seq := 0
	opt.PairGroup(group, func(a, b string, x float64) {
		emit(a+"\t"+b, Contribution{F: f, Seq: seq, X: x})
		seq++
	})
}

// sumFn sums one pair's contributions in the canonical order and keeps
// the pair as paraphrase.PivotOptions.KeepParaphrase says.
type sumFn struct {
	Th  Thresholds
	buf []byte
}

func (fn *sumFn) ProcessElement(key string, cs func(*Contribution) bool, emit func(string)) error {
	var all []Contribution
	var c Contribution
	for cs(&c) {
		all = append(all, c)
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].F != all[j].F {
			return all[i].F < all[j].F
		}
		return all[i].Seq < all[j].Seq
	})
	sum := 0.0
	for _, c := range all {
		sum += c.X
	}
	a, b, _ := strings.Cut(key, "\t")
	opt := fn.Th.options()
	if !opt.KeepParaphrase(a, b, sum) {
		return nil
	}
	var err error
	fn.buf, err = paraphrase.AppendMeteor(fn.buf[:0], paraphrase.Pair{A: a, B: b, Prob: sum})
	if err != nil {
		return err
	}
	emit(string(fn.buf))
	return nil
}

// CommonWords returns the PCollection<string> of the words of corpus (a
// PCollection<string> of lines, tokens separated by white space) whose
// relative frequency reaches minRelFreq, as paraphrase.CommonWords does on
// one machine.
func CommonWords(s beam.Scope, corpus beam.PCollection, minRelFreq float64) beam.PCollection {
	s = s.Scope("common-words")
	counts, total := wordCounts(s, corpus)
	return beam.ParDo(s, &commonFn{MinRelFreq: minRelFreq}, counts, beam.SideInput{Input: total})
}

// wordCounts counts the white-space tokens of a PCollection<string> of
// lines: KV<word, count> and the total as a one-element PCollection<int>.
func wordCounts(s beam.Scope, lines beam.PCollection) (counts, total beam.PCollection) {
	return stats.Count(s, beam.ParDo(s, splitWords, lines)), stats.Sum(s, beam.ParDo(s, countWords, lines))
}

// sumInts adds up an iterable side input (the one-element total of
// wordCounts, or none for an empty corpus).
func sumInts(it func(*int) bool) int {
	sum, x := 0, 0
	for it(&x) {
		sum += x
	}
	return sum
}

func splitWords(line string, emit func(string)) {
	for _, w := range strings.Fields(line) {
		emit(w)
	}
}

func countWords(line string, emit func(int)) {
	emit(len(strings.Fields(line)))
}

type commonFn struct {
	MinRelFreq float64
	total      int
	loaded     bool
}

func (fn *commonFn) ProcessElement(w string, n int, total func(*int) bool, emit func(string)) {
	if !fn.loaded {
		fn.total, fn.loaded = sumInts(total), true
	}
	if paraphrase.IsCommon(n, fn.total, fn.MinRelFreq) {
		emit(w)
	}
}
