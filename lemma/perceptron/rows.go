package perceptron

import (
	"strings"
	"sync"
)

// rowCache keeps the weight rows the tagger needs again and again, so
// that tagging a token looks up a few features in the (large, cache-
// missing) weight map instead of twenty: the rows of the label
// features, and per word form the rows it contributes as the word
// tagged (its lexicon features included) and as a neighbour. Only rows
// are cached, and the one
// precomputed sum starts from zero, so the tagger adds exactly the
// floats features+predict add, in the same order.
type rowCache struct {
	tag1     [][]float32 // t-1=L by index of L + 1 (0: "<s>")
	tag2     [][]float32 // t-2=L2|L1 by (L2+1)*(labels+1) + L1+1
	first    []float32
	bos, eos ctxRows // of the pseudo-words "<s>" and "</s>"
	// prevWord holds, per lower-cased word w, the rows of the features
	// t-1w=L|w by index of L + 1 (0: "<s>"; nil: no such feature): the
	// one feature of a token that depends on both its word and the label
	// before it, found here once per word instead of in the weight map
	// once per token.
	prevWord map[string][][]float32
	// byWord and bySuffix hold the rows of the features of one word
	// (w=, w-1=, w+1=, w-2=, w+2=) and of one three-letter suffix (s3=,
	// s3-1=, s3+1=) together, so that a new form looks each up once
	// (groupRows); b is the row of the bias feature.
	byWord   map[string]*wordGroup
	bySuffix map[string]*suffixGroup
	b        []float32

	mu    sync.Mutex
	words map[string]*wordRows // by form as given (not lower-cased)
}

// ctxRows are the rows a (lower-cased) word contributes as a neighbour,
// indexed by the ctx constants.
type ctxRows [6][]float32

const (
	ctxWordBefore   = iota // w-1=word
	ctxWordAfter           // w+1=word
	ctxWord2Before         // w-2=word
	ctxWord2After          // w+2=word
	ctxSuffixBefore        // s3-1=suffix
	ctxSuffixAfter         // s3+1=suffix
)

// wordRows are a form's cached rows. Immutable once made.
type wordRows struct {
	// prefix is the score vector after its first nine features (b, w=,
	// s1= to s4=, p1=, p3=, sh=), added from zero in that order: they
	// depend on the form alone and come first.
	prefix []float32
	ctx    ctxRows
	lex    [][]float32 // the rows of its lexicon features (lex=, then each lx=), in order
	prev   [][]float32 // its t-1w= rows by previous label (rowCache.prevWord; nil: none)
}

// maxCachedWords bounds a model's word cache; a full cache starts
// again empty (a variable for the tests).
var maxCachedWords = 1 << 15

// rows is the model's row cache, made on first use (Weights and Labels
// must not change after a model has tagged).
func (m *Model) rows() *rowCache {
	m.rowsOnce.Do(func() { m.rowCache = m.newRowCache() })
	return m.rowCache
}

func (m *Model) newRowCache() *rowCache {
	n := len(m.Labels)
	c := &rowCache{
		tag1:  make([][]float32, n+1),
		tag2:  make([][]float32, (n+1)*(n+1)),
		first: m.Weights["first"],
		words: map[string]*wordRows{},
	}
	for a := -1; a < n; a++ {
		c.tag1[a+1] = m.Weights["t-1="+label(m, a)]
		for b := -1; b < n; b++ {
			c.tag2[(b+1)*(n+1)+a+1] = m.Weights["t-2="+label(m, b)+"|"+label(m, a)]
		}
	}
	c.prevWord = prevWordRows(m)
	c.byWord, c.bySuffix = groupRows(m)
	c.bos, c.eos = c.ctxRows("<s>"), c.ctxRows("</s>")
	c.b = m.Weights["b"]
	return c
}

// wordGroup holds the rows of w=, w-1=, w+1=, w-2= and w+2= of one word
// (nil: no such feature); suffixGroup those of s3=, s3-1= and s3+1= of
// one suffix.
type (
	wordGroup   [5][]float32
	suffixGroup [3][]float32
)

// wordFeatures and suffixFeatures are the feature names of the groups,
// in their order.
var (
	wordFeatures   = [5]string{"w=", "w-1=", "w+1=", "w-2=", "w+2="}
	suffixFeatures = [3]string{"s3=", "s3-1=", "s3+1="}
)

func (g *wordGroup) row(k int) []float32 {
	if g == nil {
		return nil
	}
	return g[k]
}

func (g *suffixGroup) row(k int) []float32 {
	if g == nil {
		return nil
	}
	return g[k]
}

// groupRows sorts the word and suffix features of m by their word and
// suffix. No feature name opens another (w= and w-1= differ at their
// second byte), so a key belongs to one group at most and the row of
// feature f of word x is byWord[x][f] exactly when m.Weights has f + x.
func groupRows(m *Model) (map[string]*wordGroup, map[string]*suffixGroup) {
	byWord, bySuffix := map[string]*wordGroup{}, map[string]*suffixGroup{}
	for k, row := range m.Weights {
		for f, name := range wordFeatures {
			if g := groupOf(byWord, k, name); g != nil {
				g[f] = row
			}
		}
		for f, name := range suffixFeatures {
			if g := groupOf(bySuffix, k, name); g != nil {
				g[f] = row
			}
		}
	}
	return byWord, bySuffix
}

// groupOf returns the group in by of the word or suffix that follows
// name in key k, made if new; nil when k does not start with name.
func groupOf[G any](by map[string]*G, k, name string) *G {
	x, ok := strings.CutPrefix(k, name)
	if !ok {
		return nil
	}
	g := by[x]
	if g == nil {
		g = new(G)
		by[x] = g
	}
	return g
}

// prevWordRows sorts the t-1w=L|w features of m by word: every feature
// key is split at each label that can open it (a label holding "|" may
// open a key another label opens too), so that the row of (L, w) is
// prevWord[w][L+1] exactly when m.Weights has "t-1w=" + L + "|" + w.
func prevWordRows(m *Model) map[string][][]float32 {
	const prefix = "t-1w="
	out := map[string][][]float32{}
	for k, row := range m.Weights {
		rest, ok := strings.CutPrefix(k, prefix)
		if !ok {
			continue
		}
		for a := -1; a < len(m.Labels); a++ {
			l := label(m, a)
			if len(rest) <= len(l) || rest[len(l)] != '|' || rest[:len(l)] != l {
				continue
			}
			w := rest[len(l)+1:]
			rows := out[w]
			if rows == nil {
				rows = make([][]float32, len(m.Labels)+1)
				out[w] = rows
			}
			rows[a+1] = row
		}
	}
	return out
}

// ctxRows are the neighbour rows of the lower-cased word low, from its
// word and suffix groups (groupRows: the same rows as the weight map's
// w-1=, w+1=, w-2=, w+2= of low and s3-1=, s3+1= of its suffix).
func (c *rowCache) ctxRows(low string) ctxRows {
	return groupCtx(c.byWord[low], c.bySuffix[suffixOf(low, 3)])
}

// groupCtx are the neighbour rows in a word's and a suffix's groups.
func groupCtx(wg *wordGroup, sg *suffixGroup) ctxRows {
	var ctx ctxRows
	ctx[ctxWordBefore], ctx[ctxWordAfter] = wg.row(1), wg.row(2)
	ctx[ctxWord2Before], ctx[ctxWord2After] = wg.row(3), wg.row(4)
	ctx[ctxSuffixBefore], ctx[ctxSuffixAfter] = sg.row(1), sg.row(2)
	return ctx
}

// lookup returns the cached rows of each of t's words, computing (and
// caching) those not yet seen.
func (c *rowCache) lookup(t *tagger) []*wordRows {
	ents := make([]*wordRows, len(t.words))
	var miss []int
	c.mu.Lock()
	for i, w := range t.words {
		if e, ok := c.words[w]; ok {
			ents[i] = e
		} else {
			miss = append(miss, i)
		}
	}
	c.mu.Unlock()
	if len(miss) == 0 {
		return ents
	}
	for _, i := range miss {
		ents[i] = t.wordRows(i)
	}
	c.mu.Lock()
	if len(c.words)+len(miss) > maxCachedWords {
		clear(c.words)
	}
	for _, i := range miss {
		c.words[t.words[i]] = ents[i]
	}
	c.mu.Unlock()
	return ents
}

// wordRows computes the rows of word i (t.scores is scratch), asking the
// lexicon for its tags.
func (t *tagger) wordRows(i int) *wordRows {
	clear(t.scores)
	c := t.c
	w := strings.ToLower(t.words[i])
	wg, sg := c.byWord[w], c.bySuffix[suffixOf(w, 3)]
	t.addRow(c.b)       // b
	t.addRow(wg.row(0)) // w=
	t.feature("s1=", suffixOf(w, 1))
	t.feature("s2=", suffixOf(w, 2))
	t.addRow(sg.row(0)) // s3=
	t.feature("s4=", suffixOf(w, 4))
	t.feature("p1=", prefixOf(w, 1))
	t.feature("p3=", prefixOf(w, 3))
	t.buf = appendShape(append(t.buf[:0], "sh="...), t.words[i])
	t.add()
	r := &wordRows{prefix: append([]float32(nil), t.scores...), ctx: groupCtx(wg, sg), prev: c.prevWord[w]}
	if lex := t.m.lexicon; lex != nil {
		tags := t.lexTags(lex, t.words[i])
		t.buf = append(t.buf[:0], "lex="...)
		for k, p := range tags {
			if k > 0 {
				t.buf = append(t.buf, ',')
			}
			t.buf = append(t.buf, p...)
		}
		r.lex = t.appendRow(r.lex)
		for _, p := range tags {
			t.buf = append(append(t.buf[:0], "lx="...), p...)
			r.lex = t.appendRow(r.lex)
		}
	}
	return r
}

// appendRow appends the row of the feature in t.buf to rows if it has one.
func (t *tagger) appendRow(rows [][]float32) [][]float32 {
	if w, ok := t.m.Weights[string(t.buf)]; ok {
		rows = append(rows, w)
	}
	return rows
}
