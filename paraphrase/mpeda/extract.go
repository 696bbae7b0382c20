package mpeda

import (
	"bytes"
	"cmp"
	"context"
	"encoding/binary"
	"fmt"
	"os"
	"slices"
	"strings"
	"unicode"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

// ExtractStats describe a paraphrase extraction.
type ExtractStats struct {
	Lines      int   `json:"lines"`
	Tokens     int64 `json:"tokens"`
	Types      int   `json:"types"`
	Terms      int   `json:"terms"`
	Units      int64 `json:"units"`      // documents
	CoocPairs  int64 `json:"cooc_pairs"` // distinct term pairs co-occurring in a window of a document
	Candidates int   `json:"candidates"` // edges of the network: pairs passing MinCooc, MinR and MaxRelated
	Triangles  int64 `json:"triangles"`  // 3-cliques of the network (Triangles score)
	Chunks     int64 `json:"chunks"`     // distinct chunks, all lengths (ChunkDice score)
	Generic    int64 `json:"generic"`    // chunks left out for having more than MaxChunkTerms terms
	Pairs      int   `json:"pairs"`      // output pairs (both directions)
	Spills     int   `json:"spills"`     // runs written to disk while counting
}

// IsTerm reports whether a token can be a term: it has a letter (the
// paper deletes punctuation before building the network).
func IsTerm(w string) bool {
	return strings.IndexFunc(w, unicode.IsLetter) >= 0
}

// chunk-key layout: length n (1 byte), slot position (1 byte), the
// context words each followed by 0x01, then 0x00 and the term id (4 bytes,
// big-endian). Keys of one chunk are contiguous in byte order.
const (
	wordSep = 0x01
	termSep = 0x00
)

type countWorker struct {
	unigrams *Counter
	pairs    *Counter
	chunks   *Counter
	df       []uint32
	lines    int
	units    int64
	seen     []int32 // scratch: distinct terms of a document
	mark     []uint32
	stamp    uint32
	key      []byte
	padded   []string
	ids      []int32
	docIDs   []int32  // scratch: the document's tokens as term ids (−1: not a term)
	wpairs   []uint64 // scratch: pairs within the window
}

// Extract builds the term Markov network of MPEDA on a tokenized corpus
// of documents (tokens separated by spaces, one sentence a line,
// documents separated by an empty line, as Select writes it) and scores
// its edges, and returns the candidate pairs (the edges), in increasing
// order of their term ids (term ids follow the terms' byte order), each
// with its R and pos; Pairs turns them into a table.
//
// The network, formulas (1)–(3): C(t) counts the documents containing
// term t and C(ti, tj) the documents in which ti and tj occur within
// opt.Window tokens of each other (the whole document when Window is 0);
// an edge joins every pair with C(ti, tj) ≥ MinCooc and R ≥ MinR, and
// each term keeps its MaxRelated highest-R edges. With the Triangles
// score, pos is formula (4) over the network's triangles (formulas
// (5)–(6)); with ChunkDice, ChunkScore over shared context chunks.
//
// The corpus is read twice; counting runs on opt.Workers goroutines
// within opt.Mem bytes of counts (spilled to opt.TempDir beyond). In
// memory: the term vocabulary, the edges (about 40 bytes each) and for
// ChunkDice 8·ChunkLen bytes per term and 4·ChunkLen per edge.
func Extract(ctx context.Context, corpus Input, opt Options) ([]Candidate, ExtractStats, error) {
	opt = opt.WithDefaults()
	var st ExtractStats
	if opt.ChunkLen > MaxChunkLen {
		return nil, st, fmt.Errorf("mpeda: chunk length %d is too long", opt.ChunkLen)
	}
	if opt.Score != Triangles && opt.Score != ChunkDice {
		return nil, st, fmt.Errorf("mpeda: unknown score %q (want %q or %q)", opt.Score, Triangles, ChunkDice)
	}
	if opt.PhraseLen > 1 && opt.Score == ChunkDice {
		return nil, st, fmt.Errorf("mpeda: phrase terms (phrase length %d) need the %q score", opt.PhraseLen, Triangles)
	}
	if opt.PhraseLen > MaxPhraseLen {
		return nil, st, fmt.Errorf("mpeda: phrase length %d is more than %d", opt.PhraseLen, MaxPhraseLen)
	}
	dir, err := data.MkdirTemp(opt.TempDir, "mpeda-")
	if err != nil {
		return nil, st, err
	}
	defer data.TrackTemporary(dir)()
	defer os.RemoveAll(dir)
	w := opt.Workers

	// Pass 1: token counts → the terms.
	workers := make([]*countWorker, w)
	for i := range workers {
		workers[i] = &countWorker{unigrams: NewCounter(dir, opt.Mem/int64(w)).bind(ctx)}
	}
	err = forDocs(ctx, corpus, workers, func(cw *countWorker, docs [][]string) error {
		for _, d := range docs {
			cw.lines += len(d)
			for _, l := range d {
				toks := strings.Fields(l)
				for i, t := range toks {
					if err := cw.unigrams.Add([]byte(t), 1); err != nil {
						return err
					}
					if err := cw.addPhrases(toks, i, opt.PhraseLen); err != nil {
						return err
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, st, err
	}
	type wc struct {
		w string
		n uint64
	}
	var frequent []wc
	cs := make([]*Counter, w)
	for i, cw := range workers {
		cs[i] = cw.unigrams
		st.Lines += cw.lines
		st.Spills += cw.unigrams.Spills()
	}
	err = Merge(cs, func(k []byte, n uint64) error {
		if bytes.IndexByte(k, ' ') >= 0 { // a phrase (tokens never hold a space)
			if n >= uint64(max(opt.MinCount, opt.PhraseMin)) {
				frequent = append(frequent, wc{string(k), n})
			}
			return nil
		}
		st.Types++
		st.Tokens += int64(n)
		if n >= uint64(opt.MinCount) && IsTerm(string(k)) {
			frequent = append(frequent, wc{string(k), n})
		}
		return nil
	})
	if err != nil {
		return nil, st, err
	}
	terms := map[string]int32{}
	var names []string
	for _, x := range frequent {
		if TooFrequent(int64(x.n), st.Tokens, opt.MaxRelFreq) {
			continue
		}
		terms[x.w] = int32(len(names))
		names = append(names, x.w)
	}
	frequent = nil
	st.Terms = len(names)
	opt.Log(fmt.Sprintf("mpeda: %d tokens, %d types, %d terms", st.Tokens, st.Types, st.Terms))
	if st.Terms < 2 {
		return nil, st, nil
	}

	// Pass 2: document and pair counts for the network (and chunk–term
	// pairs for ChunkDice).
	L := opt.ChunkLen
	dice := opt.Score == ChunkDice
	for i := range workers {
		cw := &countWorker{df: make([]uint32, len(names)), mark: make([]uint32, len(names))}
		if dice {
			cw.pairs = NewFixedCounter(dir, opt.Mem/int64(2*w), 8).bind(ctx)
			cw.chunks = NewCounter(dir, opt.Mem/int64(2*w)).bind(ctx)
		} else {
			cw.pairs = NewFixedCounter(dir, opt.Mem/int64(w), 8).bind(ctx)
		}
		workers[i] = cw
	}
	err = forDocs(ctx, corpus, workers, func(cw *countWorker, docs [][]string) error {
		for _, d := range docs {
			if err := cw.doc(d, terms, opt.Window, L, dice, opt.PhraseLen); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, st, err
	}
	df := make([]int64, len(names))
	pcs, ccs := make([]*Counter, w), make([]*Counter, w)
	for i, cw := range workers {
		for t, n := range cw.df {
			df[t] += int64(n)
		}
		st.Units += cw.units
		pcs[i], ccs[i] = cw.pairs, cw.chunks
		st.Spills += cw.pairs.Spills()
		if dice {
			st.Spills += cw.chunks.Spills()
		}
		workers[i] = nil
	}

	// The network: R of every co-occurring pair; each term keeps its
	// MaxRelated best neighbours (all of them when MaxRelated < 0).
	var all []edgeKey
	var near []neighbours
	if opt.MaxRelated > 0 {
		near = make([]neighbours, len(names))
	}
	err = Merge(pcs, func(k []byte, n uint64) error {
		st.CoocPairs++
		if n < uint64(opt.MinCooc) {
			return nil
		}
		a, b := int32(binary.BigEndian.Uint32(k)), int32(binary.BigEndian.Uint32(k[4:]))
		r := Correlation(int64(n), df[a], df[b])
		if !KeepEdge(r, opt.MinR) {
			return nil
		}
		if near == nil {
			all = append(all, edgeKey{pairKey(a, b), edge{r, int64(n), b}})
			return nil
		}
		near[a].offer(b, r, int64(n), opt.MaxRelated)
		near[b].offer(a, r, int64(n), opt.MaxRelated)
		return nil
	})
	if err != nil {
		return nil, st, err
	}
	for a := range near {
		for _, e := range near[a].e {
			all = append(all, edgeKey{pairKey(int32(a), e.t), e})
		}
		near[a].e = nil
	}
	slices.SortFunc(all, func(x, y edgeKey) int { return cmp.Compare(x.k, y.k) })
	all = slices.CompactFunc(all, func(x, y edgeKey) bool { return x.k == y.k })
	cand := make([]uint64, len(all))
	coocOf, rOf := make([]int64, len(all)), make([]float64, len(all))
	for i, x := range all {
		cand[i], coocOf[i], rOf[i] = x.k, x.e.n, x.e.r
	}
	all = nil
	st.Candidates = len(cand)
	opt.Log(fmt.Sprintf("mpeda: %d documents, %d co-occurring term pairs, %d edges", st.Units, st.CoocPairs, len(cand)))

	var out []Candidate
	if dice {
		out, err = chunkDice(&st, ccs, cand, coocOf, rOf, names, opt)
		if err != nil {
			return nil, st, err
		}
	} else {
		out = triangles(&st, cand, coocOf, rOf, names)
	}
	for _, c := range out {
		if KeepPair(c.Pos, opt.MinPos) {
			st.Pairs += 2
		}
	}
	opt.Log(fmt.Sprintf("mpeda: %d triangles, %d chunks (%d too generic), %d pairs with pos ≥ %g", st.Triangles, st.Chunks, st.Generic, st.Pairs, opt.MinPos))
	return out, st, nil
}

// triangles scores every edge by formula (4): the 3-gram word chunks are
// the triangles (3-cliques) of the network, each weighted by formula (6).
// Every triangle is found once, from its lowest-ranked node (rank: degree,
// then id), in O(E^1.5) time; memory is linear in the edges.
func triangles(st *ExtractStats, cand []uint64, coocOf []int64, rOf []float64, names []string) []Candidate {
	nt := len(names)
	deg := make([]int32, nt)
	for _, k := range cand {
		deg[k>>32]++
		deg[k&0xffffffff]++
	}
	less := func(u, v int32) bool { return deg[u] < deg[v] || deg[u] == deg[v] && u < v }
	// Out-edges from lower to higher rank, in CSR form.
	start := make([]int32, nt+1)
	for _, k := range cand {
		a, b := int32(k>>32), int32(k&0xffffffff)
		if !less(a, b) {
			a = b
		}
		start[a+1]++
	}
	for i := range nt {
		start[i+1] += start[i]
	}
	fill := slices.Clone(start[:nt])
	to, via := make([]int32, len(cand)), make([]int32, len(cand))
	for j, k := range cand {
		a, b := int32(k>>32), int32(k&0xffffffff)
		if !less(a, b) {
			a, b = b, a
		}
		to[fill[a]], via[fill[a]] = b, int32(j)
		fill[a]++
	}
	fill = nil
	wNode, wEdge := make([]float64, nt), make([]float64, len(cand))
	mark := make([]int32, nt) // edge index + 1 of (u, v) while u is visited
	for u := range int32(nt) {
		out := start[u]
		end := start[u+1]
		for i := out; i < end; i++ {
			mark[to[i]] = via[i] + 1
		}
		for i := out; i < end; i++ {
			v, euv := to[i], via[i]
			for j := start[v]; j < start[v+1]; j++ {
				x := to[j]
				if mark[x] == 0 {
					continue
				}
				eux, evx := mark[x]-1, via[j]
				w3 := ChunkWeight(rOf[euv], rOf[eux], rOf[evx])
				st.Triangles++
				wNode[u] += w3
				wNode[v] += w3
				wNode[x] += w3
				wEdge[euv] += w3
				wEdge[eux] += w3
				wEdge[evx] += w3
			}
		}
		for i := out; i < end; i++ {
			mark[to[i]] = 0
		}
	}
	out := make([]Candidate, len(cand))
	for j, key := range cand {
		a, b := int32(key>>32), int32(key&0xffffffff)
		out[j] = Candidate{A: names[a], B: names[b], Cooc: coocOf[j], R: rOf[j],
			W3AB: wEdge[j], W3A: wNode[a], W3B: wNode[b], Pos: Pos(wEdge[j], wNode[a], wNode[b])}
	}
	return out
}

// chunkDice scores every edge by ChunkScore (the ChunkDice alternative).
func chunkDice(st *ExtractStats, ccs []*Counter, cand []uint64, coocOf []int64, rOf []float64, names []string, opt Options) ([]Candidate, error) {
	L := opt.ChunkLen
	size := make([]int64, len(names)*L)
	shared := make([]uint32, len(cand)*L)
	var group []int32
	var cur []byte
	flush := func() {
		if len(group) == 0 {
			return
		}
		st.Chunks++
		if opt.MaxChunkTerms > 0 && len(group) > opt.MaxChunkTerms {
			st.Generic++
			group = group[:0]
			return
		}
		n := int(cur[0]) - 1
		for _, t := range group {
			size[int(t)*L+n]++
		}
		for i, a := range group {
			for _, b := range group[i+1:] {
				if j, ok := slices.BinarySearch(cand, pairKey(a, b)); ok {
					shared[j*L+n]++
				}
			}
		}
		group = group[:0]
	}
	err := Merge(ccs, func(k []byte, _ uint64) error {
		c, t := k[:len(k)-5], int32(binary.BigEndian.Uint32(k[len(k)-4:]))
		if string(c) != string(cur) {
			flush()
			cur = append(cur[:0], c...)
		}
		group = append(group, t) // ids arrive in increasing order
		return nil
	})
	if err != nil {
		return nil, err
	}
	flush()
	out := make([]Candidate, len(cand))
	for j, key := range cand {
		a, b := int32(key>>32), int32(key&0xffffffff)
		c := Candidate{A: names[a], B: names[b], Cooc: coocOf[j], R: rOf[j],
			Shared: make([]int64, L), SizeA: make([]int64, L), SizeB: make([]int64, L)}
		for n := range L {
			c.Shared[n], c.SizeA[n], c.SizeB[n] = int64(shared[j*L+n]), size[int(a)*L+n], size[int(b)*L+n]
		}
		c.Pos = ChunkScore(c.Shared, c.SizeA, c.SizeB)
		out[j] = c
	}
	return out, nil
}

// Candidate is a pair of terms linked in the term Markov network, with
// the counts and scores of both steps. A < B in byte order.
type Candidate struct {
	A, B   string
	Cooc   int64   // C(A, B): documents holding both within a window
	R      float64 // Correlation
	W3AB   float64 // Triangles: W3(A, B), formula (5)
	W3A    float64 // Triangles: W3(A)
	W3B    float64 // Triangles: W3(B)
	Shared []int64 // ChunkDice: shared chunks per length (index n−1)
	SizeA  []int64 // ChunkDice: |C_n(A)|
	SizeB  []int64 // ChunkDice: |C_n(B)|
	Pos    float64 // Pos (Triangles) or ChunkScore (ChunkDice)
}

// Pairs turns the candidates with pos ≥ minPos (and > 0) into paraphrase
// pairs, both directions, probability pos, sorted by phrase A, decreasing
// probability and phrase B.
func Pairs(cands []Candidate, minPos float64) []paraphrase.Pair {
	var pairs []paraphrase.Pair
	for _, c := range cands {
		if !KeepPair(c.Pos, minPos) {
			continue
		}
		pairs = append(pairs,
			paraphrase.Pair{A: c.A, B: c.B, Prob: c.Pos, Source: paraphrase.SourceTable},
			paraphrase.Pair{A: c.B, B: c.A, Prob: c.Pos, Source: paraphrase.SourceTable})
	}
	slices.SortFunc(pairs, func(x, y paraphrase.Pair) int {
		return cmp.Or(strings.Compare(x.A, y.A), cmp.Compare(y.Prob, x.Prob), strings.Compare(x.B, y.B))
	})
	return pairs
}

func pairKey(a, b int32) uint64 {
	if a > b {
		a, b = b, a
	}
	return uint64(a)<<32 | uint64(b)
}

// doc counts one document: its distinct terms, the pairs of terms
// within window tokens of each other (window 0: all pairs), and for
// ChunkDice the chunks of every term occurrence.
func (cw *countWorker) doc(lines []string, terms map[string]int32, window, L int, dice bool, phraseLen int) error {
	cw.units++
	cw.stamp++
	cw.seen = cw.seen[:0]
	cw.docIDs = cw.docIDs[:0]
	for _, l := range lines {
		toks := strings.Fields(l)
		if dice {
			cw.padded = Pad(cw.padded, toks)
		} else {
			cw.padded = append(cw.padded[:0], toks...)
		}
		cw.ids = cw.ids[:0]
		for i := 0; i < len(cw.padded); i++ {
			id, n := cw.termAt(terms, i, phraseLen)
			cw.ids = append(cw.ids, id)
			i += n - 1
		}
		for i, id := range cw.ids {
			if id < 0 {
				continue
			}
			if cw.mark[id] != cw.stamp {
				cw.mark[id] = cw.stamp
				cw.seen = append(cw.seen, id)
			}
			if dice {
				if err := cw.chunksAt(i, id, L); err != nil {
					return err
				}
			}
		}
		if dice { // the tokens without <s> and </s>
			cw.docIDs = append(cw.docIDs, cw.ids[1:len(cw.ids)-1]...)
		} else {
			cw.docIDs = append(cw.docIDs, cw.ids...)
		}
	}
	slices.Sort(cw.seen)
	for _, a := range cw.seen {
		cw.df[a]++
	}
	var k [8]byte
	add := func(p uint64) error {
		binary.BigEndian.PutUint64(k[:], p)
		return cw.pairs.Add(k[:], 1)
	}
	if window <= 0 || window >= len(cw.docIDs) {
		for i, a := range cw.seen {
			for _, b := range cw.seen[i+1:] {
				if err := add(pairKey(a, b)); err != nil {
					return err
				}
			}
		}
		return nil
	}
	cw.wpairs = cw.wpairs[:0]
	for i, a := range cw.docIDs {
		if a < 0 {
			continue
		}
		for _, b := range cw.docIDs[i+1 : min(i+window, len(cw.docIDs))] {
			if b >= 0 && b != a {
				cw.wpairs = append(cw.wpairs, pairKey(a, b))
			}
		}
	}
	slices.Sort(cw.wpairs)
	for _, p := range slices.Compact(cw.wpairs) {
		if err := add(p); err != nil {
			return err
		}
	}
	return nil
}

// MaxPhraseLen is the longest phrase term (Options.PhraseLen).
const MaxPhraseLen = 8

// addPhrases counts the phrases of 2..phraseLen tokens starting at
// position i of toks whose tokens can all be terms (IsTerm), as keys of
// the tokens joined by a space.
func (cw *countWorker) addPhrases(toks []string, i, phraseLen int) error {
	if phraseLen < 2 || !IsTerm(toks[i]) {
		return nil
	}
	cw.key = append(cw.key[:0], toks[i]...)
	for j := i + 1; j < len(toks) && j-i < phraseLen && IsTerm(toks[j]); j++ {
		cw.key = append(append(cw.key, ' '), toks[j]...)
		if err := cw.unigrams.Add(cw.key, 1); err != nil {
			return err
		}
	}
	return nil
}

// termAt reads the term at position i of cw.padded: the longest phrase
// term of up to phraseLen tokens starting there, else the token. It
// returns the term id (−1 if the token is no term) and the tokens read.
func (cw *countWorker) termAt(terms map[string]int32, i, phraseLen int) (int32, int) {
	for n := min(phraseLen, len(cw.padded)-i); n >= 2; n-- {
		cw.key = append(cw.key[:0], cw.padded[i]...)
		for _, t := range cw.padded[i+1 : i+n] {
			cw.key = append(append(cw.key, ' '), t...)
		}
		if id, ok := terms[string(cw.key)]; ok {
			return id, n
		}
	}
	if id, ok := terms[cw.padded[i]]; ok {
		return id, 1
	}
	return -1, 1
}

// chunksAt adds the chunks of the term at position i of cw.padded, as
// ChunkKeys enumerates them, each key followed by the term id.
func (cw *countWorker) chunksAt(i int, id int32, L int) error {
	var err error
	cw.key, err = ChunkKeys(cw.padded, i, L, cw.key, func(k []byte) error {
		return cw.chunks.Add(binary.BigEndian.AppendUint32(k, uint32(id)), 1)
	})
	return err
}

// neighbours keeps a term's best neighbours by R (a min-heap on R, ties
// broken towards the lower id, so the result does not depend on order).
type neighbours struct{ e []edge }

type edge struct {
	r float64
	n int64 // co-occurrence count
	t int32
}

type edgeKey struct {
	k uint64
	e edge
}

func worse(x, y edge) bool { return x.r < y.r || x.r == y.r && x.t > y.t }

func (h *neighbours) offer(t int32, r float64, n int64, k int) {
	e := edge{r, n, t}
	if len(h.e) < k {
		h.e = append(h.e, e)
		for i := len(h.e) - 1; i > 0; { // sift up
			p := (i - 1) / 2
			if !worse(h.e[i], h.e[p]) {
				break
			}
			h.e[i], h.e[p] = h.e[p], h.e[i]
			i = p
		}
		return
	}
	if !worse(h.e[0], e) {
		return
	}
	h.e[0] = e
	for i := 0; ; { // sift down
		l, m := 2*i+1, i
		if l < len(h.e) && worse(h.e[l], h.e[m]) {
			m = l
		}
		if l+1 < len(h.e) && worse(h.e[l+1], h.e[m]) {
			m = l + 1
		}
		if m == i {
			break
		}
		h.e[i], h.e[m] = h.e[m], h.e[i]
		i = m
	}
}
