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
	beam.RegisterType(reflect.TypeOf((*Wedge)(nil)).Elem())
	register.DoFn4x0[string, int, func(*int) bool, func(string)](&termFn{})
	register.DoFn6x0[string, func(*string) bool, func(*string) bool, func(string, string), func(string), func(string)](&docFn{})
	register.DoFn4x0[string, int, func(*string, *int) bool, func(string, Edge)](&edgeFn{})
	register.DoFn3x0[string, func(*Edge) bool, func(string, int)](&nearFn{})
	register.Function3x0(firstKey)
	register.Function2x1(splitDoc)
	register.Function3x0(edgeR)
	register.DoFn5x0[string, func(*string) bool, func(*string) bool, func(string, int), func(string, int)](&chunkGroupFn{})
	register.DoFn3x0[string, func(*int) bool, func(string, []int64)](&sizesFn{})
	register.DoFn4x1[string, func(*int) bool, func(*string, *[]int64) bool, func(string), error](&posFn{})
	register.Function4x0(candR)
	register.Function3x0(halfEdges)
	register.Function3x0(wedges)
	register.Function5x0(closeWedges)
	register.DoFn4x1[string, float64, func(*string, *float64) bool, func(string), error](&triPosFn{})
	register.Emitter2[string, string]()
	register.Emitter2[string, Edge]()
	register.Emitter2[string, int]()
	register.Emitter2[string, []int64]()
	register.Emitter2[string, float64]()
	register.Emitter2[string, Wedge]()
	register.Iter1[Edge]()
	register.Iter1[Wedge]()
	register.Iter1[float64]()
	register.Iter2[string, int]()
	register.Iter2[string, float64]()
	register.Iter2[string, []int64]()
}

// MPEDAConfig holds the settings of MPEDA's extraction steps, the fields
// of mpeda.Options that they read (after WithDefaults).
type MPEDAConfig struct {
	Score                                                  string
	ChunkLen, MinCount, MinCooc, MaxRelated, MaxChunkTerms int
	MaxRelFreq, MinR, MinPos                               float64
}

// NewMPEDAConfig takes the settings from opt, defaults filled in. The
// pipeline counts co-occurrence over whole documents: a Window other than
// 0 is an error (Beam does not keep the order of a document's lines), and
// so are phrase terms (PhraseLen > 1).
func NewMPEDAConfig(opt mpeda.Options) (MPEDAConfig, error) {
	o := opt.WithDefaults()
	if o.Window != 0 {
		return MPEDAConfig{}, fmt.Errorf("extract: the Beam pipeline counts co-occurrence over whole documents; window %d is not supported", o.Window)
	}
	if o.PhraseLen > 1 {
		return MPEDAConfig{}, fmt.Errorf("extract: the Beam pipeline has no phrase terms; phrase length %d is not supported", o.PhraseLen)
	}
	if o.ChunkLen > mpeda.MaxChunkLen {
		return MPEDAConfig{}, fmt.Errorf("extract: chunk length %d is too long", o.ChunkLen)
	}
	if o.Score != mpeda.Triangles && o.Score != mpeda.ChunkDice {
		return MPEDAConfig{}, fmt.Errorf("extract: unknown score %q", o.Score)
	}
	return MPEDAConfig{Score: string(o.Score), ChunkLen: o.ChunkLen, MinCount: o.MinCount, MinCooc: o.MinCooc, MaxRelated: o.MaxRelated,
		MaxChunkTerms: o.MaxChunkTerms, MaxRelFreq: o.MaxRelFreq, MinR: o.MinR, MinPos: o.MinPos}, nil
}

// Edge is an edge of the term network seen from one of its terms: the
// other term, R and the co-occurrence count.
type Edge struct {
	Other string
	R     float64
	N     int
}

// Wedge is two edges u–a and u–b of the network sharing the node U, keyed
// by "a\tb": with the edge a–b it is a triangle.
type Wedge struct {
	U      string
	RA, RB float64 // R(u, a), R(u, b)
}

// MPEDA adds the term-network and paraphrase-score steps of MPEDA (what
// mpeda.Extract and mpeda.Pairs do on one machine) to s. corpus is a
// PCollection<string> of lines "DOC\tTOKENS": a document id, a tab and a
// tokenized sentence (the sub-corpus that Select keeps, with its document
// ids: Beam does not keep the order of lines, so a line carries its
// document). The result is a PCollection<string> of Meteor table records,
// both directions of every pair with pos ≥ MinPos (and > 0), unordered.
//
// The network: C(t) and C(ti, tj) over whole documents, mpeda.Correlation
// per co-occurring pair, each term's MaxRelated best neighbours (ties
// broken towards the neighbour first in byte order, as Extract's heap
// does, whose term ids follow byte order). With the triangles score, the
// triangle join: every edge is stored at its lesser term (byte order);
// every pair of edges stored at a term u is a wedge (a, b), which with
// the edge a–b is the triangle {u, a, b}, found once; each triangle adds
// mpeda.ChunkWeight to W3 of its three terms and three edges, and every
// edge gets mpeda.Pos. With chunk-dice, the chunk groups of
// mpeda.ChunkKeys and mpeda.ChunkScore. Side inputs, held once per
// worker, are bounded by the vocabulary: the terms, their document counts,
// the candidate pairs (chunk-dice), the terms' W3 (triangles).
func MPEDA(s beam.Scope, corpus beam.PCollection, cfg MPEDAConfig) beam.PCollection {
	s = s.Scope("mpeda")
	docLines := beam.ParDo(s, splitDoc, corpus)
	// Terms: counted tokens with a letter, MinCount ≤ n ≤ MaxRelFreq·tokens.
	counts, total := wordCounts(s, beam.DropKey(s, docLines))
	terms := beam.ParDo(s, &termFn{Cfg: cfg}, counts, beam.SideInput{Input: total})

	// One unit per document: its terms' chunks, the terms, the term pairs.
	chunks, units, pairs := beam.ParDo3(s, &docFn{Cfg: cfg}, beam.GroupByKey(s, docLines), beam.SideInput{Input: terms})
	df := stats.Count(s, units)
	cooc := stats.Count(s, pairs)

	// The network: R of the pairs, each term's MaxRelated best neighbours.
	edges := beam.ParDo(s, &edgeFn{Cfg: cfg}, cooc, beam.SideInput{Input: df})
	near := beam.ParDo(s, &nearFn{Cfg: cfg}, beam.GroupByKey(s, edges))

	if cfg.Score == string(mpeda.Triangles) {
		// R of every candidate edge: the pairs' R joined with the chosen ones.
		rs := beam.ParDo(s, edgeR, edges)
		cand := beam.ParDo(s, candR, beam.CoGroupByKey(s, near, rs))
		// Wedges at each edge's lesser term, closed by the third edge.
		w := beam.ParDo(s, wedges, beam.GroupByKey(s, beam.ParDo(s, halfEdges, cand)))
		nodeW, edgeW := beam.ParDo2(s, closeWedges, beam.CoGroupByKey(s, w, cand))
		w3t, w3e := stats.SumPerKey(s, nodeW), stats.SumPerKey(s, edgeW)
		return beam.ParDo(s, &triPosFn{Cfg: cfg}, w3e, beam.SideInput{Input: w3t})
	}
	cands := beam.ParDo(s, firstKey, beam.GroupByKey(s, near))
	// Chunk sets: sizes per term and length, shared chunks per candidate.
	sizeN, shared := beam.ParDo2(s, &chunkGroupFn{Cfg: cfg}, beam.GroupByKey(s, chunks), beam.SideInput{Input: cands})
	sizes := beam.ParDo(s, &sizesFn{Cfg: cfg}, beam.GroupByKey(s, sizeN))
	return beam.ParDo(s, &posFn{Cfg: cfg}, beam.GroupByKey(s, shared), beam.SideInput{Input: sizes})
}

// splitDoc reads "DOC\tTOKENS".
func splitDoc(line string, emit func(string, string)) error {
	doc, toks, ok := strings.Cut(line, "\t")
	if !ok {
		return fmt.Errorf("extract: line %.40q has no document id (want DOC<TAB>TOKENS)", line)
	}
	emit(doc, toks)
	return nil
}

// edgeR emits the R of an edge once, keyed by its pair "a\tb", a < b.
func edgeR(key string, e Edge, emit func(string, float64)) {
	if key < e.Other {
		emit(key+"\t"+e.Other, e.R)
	}
}

// candR emits the R of a pair chosen by nearFn.
func candR(key string, chosen func(*int) bool, r func(*float64) bool, emit func(string, float64)) {
	var one int
	var x float64
	if chosen(&one) && r(&x) {
		emit(key, x)
	}
}

// halfEdges stores an edge "a\tb" (a < b) at a.
func halfEdges(key string, r float64, emit func(string, Edge)) {
	a, b, _ := strings.Cut(key, "\t")
	emit(a, Edge{Other: b, R: r})
}

// wedges emits every pair of edges stored at u, keyed by the pair of
// their other ends "a\tb", a < b.
func wedges(u string, it func(*Edge) bool, emit func(string, Wedge)) {
	var out []Edge
	var e Edge
	for it(&e) {
		out = append(out, e)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Other < out[j].Other })
	for i, a := range out {
		for _, b := range out[i+1:] {
			emit(a.Other+"\t"+b.Other, Wedge{U: u, RA: a.R, RB: b.R})
		}
	}
}

// closeWedges turns the wedges over an edge a–b into triangles and emits
// their weight (mpeda.ChunkWeight) to W3 of each term and each edge.
func closeWedges(key string, ws func(*Wedge) bool, r func(*float64) bool, node, edge func(string, float64)) {
	var rab float64
	if !r(&rab) {
		return
	}
	a, b, _ := strings.Cut(key, "\t")
	var w Wedge
	for ws(&w) {
		w3 := mpeda.ChunkWeight(w.RA, w.RB, rab)
		node(w.U, w3)
		node(a, w3)
		node(b, w3)
		edge(w.U+"\t"+a, w3) // u < a < b
		edge(w.U+"\t"+b, w3)
		edge(key, w3)
	}
}

// triPosFn scores an edge with mpeda.Pos and writes both directions when
// mpeda.KeepPair (as mpeda.Pairs does).
type triPosFn struct {
	Cfg MPEDAConfig
	w3  map[string]float64
	buf []byte
}

func (fn *triPosFn) ProcessElement(key string, wab float64, w3 func(*string, *float64) bool, emit func(string)) error {
	if fn.w3 == nil {
		fn.w3 = map[string]float64{}
		var t string
		var x float64
		for w3(&t, &x) {
			fn.w3[t] = x
		}
	}
	a, b, _ := strings.Cut(key, "\t")
	pos := mpeda.Pos(wab, fn.w3[a], fn.w3[b])
	var err error
	fn.buf, err = emitPair(fn.buf, a, b, pos, fn.Cfg.MinPos, emit)
	return err
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

// docFn counts one document: (chunk key, term) for every chunk of every
// term occurrence (chunk-dice only), each distinct term, each pair of
// distinct terms "a\tb" with a < b.
type docFn struct {
	Cfg    MPEDAConfig
	terms  map[string]bool
	padded []string
	seen   []string
	key    []byte
}

func (fn *docFn) ProcessElement(_ string, lines func(*string) bool, terms func(*string) bool, chunk func(string, string), unit, pair func(string)) {
	if fn.terms == nil {
		fn.terms = map[string]bool{}
		var t string
		for terms(&t) {
			fn.terms[t] = true
		}
	}
	dice := fn.Cfg.Score == string(mpeda.ChunkDice)
	fn.seen = fn.seen[:0]
	var line string
	for lines(&line) {
		fn.padded = mpeda.Pad(fn.padded, strings.Fields(line))
		for i, t := range fn.padded {
			if !fn.terms[t] {
				continue
			}
			fn.seen = append(fn.seen, t)
			if dice {
				fn.key, _ = mpeda.ChunkKeys(fn.padded, i, fn.Cfg.ChunkLen, fn.key, func(k []byte) error {
					chunk(string(k), t)
					return nil
				})
			}
		}
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
	if fn.Cfg.MaxRelated > 0 && len(all) > fn.Cfg.MaxRelated {
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
	if fn.Cfg.MaxChunkTerms > 0 && len(group) > fn.Cfg.MaxChunkTerms {
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
	var err error
	fn.buf, err = emitPair(fn.buf, a, b, pos, fn.Cfg.MinPos, emit)
	return err
}

// emitPair writes both directions of a pair with score pos as Meteor
// records when mpeda.KeepPair (as mpeda.Pairs does); buf is scratch.
func emitPair(buf []byte, a, b string, pos, minPos float64, emit func(string)) ([]byte, error) {
	if !mpeda.KeepPair(pos, minPos) {
		return buf, nil
	}
	for _, p := range []paraphrase.Pair{{A: a, B: b, Prob: pos}, {A: b, B: a, Prob: pos}} {
		var err error
		if buf, err = paraphrase.AppendMeteor(buf[:0], p); err != nil {
			return buf, err
		}
		emit(string(buf))
	}
	return buf, nil
}
