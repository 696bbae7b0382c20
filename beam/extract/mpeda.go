package extract

import (
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"

	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/paraphrase/mpeda"
)

func init() {
	beam.RegisterType(reflect.TypeOf((*MPEDAConfig)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*Edge)(nil)).Elem())
	register.DoFn4x0[string, int, func(*int) bool, func(string)](&termFn{})
	register.DoFn5x0[string, func(*string) bool, func(string, string), func(string), func(string)](&unitFn{})
	register.DoFn4x0[string, int, func(*string, *int) bool, func(string, Edge)](&edgeFn{})
	register.DoFn3x0[string, func(*Edge) bool, func(string, int)](&nearFn{})
	register.Function3x0(firstKey)
	register.DoFn5x0[string, func(*string) bool, func(*string) bool, func(string, int), func(string, int)](&chunkGroupFn{})
	register.DoFn3x0[string, func(*int) bool, func(string, []int64)](&sizesFn{})
	register.DoFn4x1[string, func(*int) bool, func(*string, *[]int64) bool, func(string), error](&posFn{})
	register.Emitter2[string, string]()
	register.Emitter2[string, Edge]()
	register.Emitter2[string, int]()
	register.Emitter2[string, []int64]()
	register.Iter1[Edge]()
	register.Iter2[string, int]()
	register.Iter2[string, []int64]()
}

// MPEDAConfig holds the numeric settings of MPEDA's extraction steps, the
// fields of mpeda.Options that they read (after WithDefaults).
type MPEDAConfig struct {
	ChunkLen, MinCount, MinCooc, MaxRelated, MaxChunkTerms int
	MaxRelFreq, MinR, MinPos                               float64
}

// NewMPEDAConfig takes the settings from opt, defaults filled in. The
// pipeline counts every line as one co-occurrence unit: a Window other
// than 1 is an error (Beam's text source does not keep line order).
func NewMPEDAConfig(opt mpeda.Options) (MPEDAConfig, error) {
	o := opt.WithDefaults()
	if o.Window != 1 {
		return MPEDAConfig{}, fmt.Errorf("extract: the Beam pipeline counts one line per co-occurrence unit; window %d is not supported", o.Window)
	}
	if o.ChunkLen > mpeda.MaxChunkLen {
		return MPEDAConfig{}, fmt.Errorf("extract: chunk length %d is too long", o.ChunkLen)
	}
	return MPEDAConfig{ChunkLen: o.ChunkLen, MinCount: o.MinCount, MinCooc: o.MinCooc, MaxRelated: o.MaxRelated,
		MaxChunkTerms: o.MaxChunkTerms, MaxRelFreq: o.MaxRelFreq, MinR: o.MinR, MinPos: o.MinPos}, nil
}

// Edge is an edge of the term network seen from one of its terms: the
// other term, R and the co-occurrence count.
type Edge struct {
	Other string
	R     float64
	N     int
}

// MPEDA adds the term-network and shared-chunk steps of MPEDA (what
// mpeda.Extract and mpeda.Pairs do on one machine) to s. corpus is a
// PCollection<string> of tokenized lines (tokens separated by spaces, one
// sentence a line: the sub-corpus that Moore–Lewis selection keeps,
// e.g. parmesan table mpeda --sub-corpus). The result is a
// PCollection<string> of Meteor table records, both directions of every
// pair with pos ≥ MinPos (and > 0), unordered.
//
// The formulas are mpeda.Correlation and mpeda.ChunkScore, the chunk sets
// mpeda.ChunkKeys's, the terms mpeda.IsTerm's. Each term keeps its
// MaxRelated best neighbours by R, ties broken towards the neighbour first
// in byte order (as Extract's heap does, whose term ids follow byte
// order). Side inputs, held once per worker, are bounded by the
// vocabulary, as Extract's in-memory arrays are: the terms, their unit
// counts and chunk-set sizes, and the candidate pairs.
func MPEDA(s beam.Scope, corpus beam.PCollection, cfg MPEDAConfig) beam.PCollection {
	s = s.Scope("mpeda")
	// Terms: counted tokens with a letter, MinCount ≤ n ≤ MaxRelFreq·tokens.
	counts, total := wordCounts(s, corpus)
	terms := beam.ParDo(s, &termFn{Cfg: cfg}, counts, beam.SideInput{Input: total})

	// One unit per line: its terms' chunks, the terms, the term pairs.
	chunks, units, pairs := beam.ParDo3(s, &unitFn{Cfg: cfg}, corpus, beam.SideInput{Input: terms})
	df := stats.Count(s, units)
	cooc := stats.Count(s, pairs)

	// The network: R of the pairs, each term's MaxRelated best neighbours.
	edges := beam.ParDo(s, &edgeFn{Cfg: cfg}, cooc, beam.SideInput{Input: df})
	near := beam.ParDo(s, &nearFn{Cfg: cfg}, beam.GroupByKey(s, edges))
	cands := beam.ParDo(s, firstKey, beam.GroupByKey(s, near))

	// Chunk sets: sizes per term and length, shared chunks per candidate.
	sizeN, shared := beam.ParDo2(s, &chunkGroupFn{Cfg: cfg}, beam.GroupByKey(s, chunks), beam.SideInput{Input: cands})
	sizes := beam.ParDo(s, &sizesFn{Cfg: cfg}, beam.GroupByKey(s, sizeN))
	return beam.ParDo(s, &posFn{Cfg: cfg}, beam.GroupByKey(s, shared), beam.SideInput{Input: sizes})
}

// termFn keeps the tokens that are terms.
type termFn struct {
	Cfg    MPEDAConfig
	tokens int
	loaded bool
}

func (fn *termFn) ProcessElement(w string, n int, total func(*int) bool, emit func(string)) {
	if !fn.loaded {
		fn.tokens, fn.loaded = sumInts(total), true
	}
	if n < fn.Cfg.MinCount || !mpeda.IsTerm(w) {
		return
	}
	if mpeda.TooFrequent(int64(n), int64(fn.tokens), fn.Cfg.MaxRelFreq) {
		return
	}
	emit(w)
}

// unitFn counts one line: (chunk key, term) for every chunk of every term
// occurrence, each distinct term, each pair of distinct terms "a\tb"
// with a < b.
type unitFn struct {
	Cfg    MPEDAConfig
	terms  map[string]bool
	padded []string
	seen   []string
	key    []byte
}

func (fn *unitFn) ProcessElement(line string, terms func(*string) bool, chunk func(string, string), unit, pair func(string)) {
	if fn.terms == nil {
		fn.terms = map[string]bool{}
		var t string
		for terms(&t) {
			fn.terms[t] = true
		}
	}
	fn.padded = mpeda.Pad(fn.padded, strings.Fields(line))
	fn.seen = fn.seen[:0]
	for i, t := range fn.padded {
		if !fn.terms[t] {
			continue
		}
		fn.seen = append(fn.seen, t)
		fn.key, _ = mpeda.ChunkKeys(fn.padded, i, fn.Cfg.ChunkLen, fn.key, func(k []byte) error {
			chunk(string(k), t)
			return nil
		})
	}
	slices.Sort(fn.seen)
	fn.seen = slices.Compact(fn.seen)
	for i, a := range fn.seen {
		unit(a)
		for _, b := range fn.seen[i+1:] {
			pair(a + "\t" + b)
		}
	}
}

// edgeFn scores a co-occurring pair with mpeda.Correlation and offers it
// to both terms.
type edgeFn struct {
	Cfg MPEDAConfig
	df  map[string]int
}

func (fn *edgeFn) ProcessElement(key string, n int, df func(*string, *int) bool, emit func(string, Edge)) {
	if fn.df == nil {
		fn.df = map[string]int{}
		var t string
		var c int
		for df(&t, &c) {
			fn.df[t] = c
		}
	}
	if n < fn.Cfg.MinCooc {
		return
	}
	a, b, _ := strings.Cut(key, "\t")
	r := mpeda.Correlation(int64(n), int64(fn.df[a]), int64(fn.df[b]))
	if !mpeda.KeepEdge(r, fn.Cfg.MinR) {
		return
	}
	emit(a, Edge{Other: b, R: r, N: n})
	emit(b, Edge{Other: a, R: r, N: n})
}

// nearFn keeps a term's MaxRelated best edges (highest R, then the
// neighbour first in byte order) and emits them as pair keys "a\tb",
// a < b (with a 1, to group them by key).
type nearFn struct {
	Cfg MPEDAConfig
}

func (fn *nearFn) ProcessElement(t string, edges func(*Edge) bool, emit func(string, int)) {
	var all []Edge
	var e Edge
	for edges(&e) {
		all = append(all, e)
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].R != all[j].R {
			return all[i].R > all[j].R
		}
		return all[i].Other < all[j].Other
	})
	if len(all) > fn.Cfg.MaxRelated {
		all = all[:fn.Cfg.MaxRelated]
	}
	for _, e := range all {
		if t < e.Other {
			emit(t+"\t"+e.Other, 1)
		} else {
			emit(e.Other+"\t"+t, 1)
		}
	}
}

// firstKey emits each distinct candidate once (after a group-by-key on
// the candidate: values are its occurrences).
func firstKey(key string, _ func(*int) bool, emit func(string)) { emit(key) }

// chunkGroupFn takes one chunk with its terms: unless it is too generic,
// (term, length) for the chunk-set sizes and (candidate pair, length) for
// the shared chunks.
type chunkGroupFn struct {
	Cfg   MPEDAConfig
	cands map[string]bool
}

func (fn *chunkGroupFn) ProcessElement(chunk string, terms func(*string) bool, cands func(*string) bool, size func(string, int), shared func(string, int)) {
	if fn.cands == nil {
		fn.cands = map[string]bool{}
		var c string
		for cands(&c) {
			fn.cands[c] = true
		}
	}
	var group []string
	var t string
	for terms(&t) {
		group = append(group, t)
	}
	slices.Sort(group)
	group = slices.Compact(group)
	if len(group) > fn.Cfg.MaxChunkTerms {
		return
	}
	n := int(chunk[0])
	for i, a := range group {
		size(a, n)
		for _, b := range group[i+1:] {
			if k := a + "\t" + b; fn.cands[k] {
				shared(k, n)
			}
		}
	}
}

// sizesFn gathers a term's chunk-set sizes per length (index n−1).
type sizesFn struct {
	Cfg MPEDAConfig
}

func (fn *sizesFn) ProcessElement(t string, lengths func(*int) bool, emit func(string, []int64)) {
	sz := make([]int64, fn.Cfg.ChunkLen)
	var n int
	for lengths(&n) {
		sz[n-1]++
	}
	emit(t, sz)
}

// posFn scores a candidate pair with mpeda.ChunkScore and writes both
// directions when mpeda.KeepPair (as mpeda.Pairs does).
type posFn struct {
	Cfg   MPEDAConfig
	sizes map[string][]int64
	buf   []byte
}

func (fn *posFn) ProcessElement(key string, lengths func(*int) bool, sizes func(*string, *[]int64) bool, emit func(string)) error {
	if fn.sizes == nil {
		fn.sizes = map[string][]int64{}
		var t string
		var sz []int64
		for sizes(&t, &sz) {
			fn.sizes[t] = sz
		}
	}
	shared := make([]int64, fn.Cfg.ChunkLen)
	var n int
	for lengths(&n) {
		shared[n-1]++
	}
	a, b, _ := strings.Cut(key, "\t")
	pos := mpeda.ChunkScore(shared, fn.sizes[a], fn.sizes[b])
	if !mpeda.KeepPair(pos, fn.Cfg.MinPos) {
		return nil
	}
	for _, p := range []paraphrase.Pair{{A: a, B: b, Prob: pos}, {A: b, B: a, Prob: pos}} {
		var err error
		if fn.buf, err = paraphrase.AppendMeteor(fn.buf[:0], p); err != nil {
			return err
		}
		emit(string(fn.buf))
	}
	return nil
}
