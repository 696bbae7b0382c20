package paraphrase

import (
	"io"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
)

// The first use of a language builds its thesaurus index (thesaurusIndex)
// from the MyThes file. Through Sets (FromThesaurus, Symmetric, the sense
// guard's filter, WithLemmaKeys, NewIndex) that took most of a cold start's
// CPU: a map keyed by both strings of every pair, rebuilt at every step,
// and sorts comparing strings. buildThesaurusIndex makes the same index
// with every distinct word interned once: a pair is two word numbers in
// one uint64, the steps are passes over a slice of them, and the final
// order comes from one sort of the distinct words and one sort of the
// pairs as integers. TestBuildThesaurusIndexAsSets holds it to the Set
// path, byte for byte.

// wordTable numbers distinct strings in order of first appearance.
type wordTable struct {
	words []string
	ids   map[string]uint32
}

func newWordTable(n int) *wordTable {
	return &wordTable{words: make([]string, 0, n), ids: make(map[string]uint32, n)}
}

// id is the number of w, new when w was not seen.
func (t *wordTable) id(w string) uint32 {
	if i, ok := t.ids[w]; ok {
		return i
	}
	i := uint32(len(t.words))
	t.ids[w] = i
	t.words = append(t.words, w)
	return i
}

// idPair packs the pair (a, b) of word numbers (or ranks) in one uint64
// whose integer order is the order by a, then b.
func idPair(a, b uint32) uint64 { return uint64(a)<<32 | uint64(b) }

func pairIDs(p uint64) (a, b uint32) { return uint32(p >> 32), uint32(p) }

// sortedSet sorts the pairs ps, whose numbers are below n, and removes
// repeats: a counting sort by the first number, then a sort of each
// first number's seconds (faster than one sort of all the pairs).
func sortedSet(ps []uint64, n int) []uint64 {
	if len(ps) < 1<<12 {
		slices.Sort(ps)
		return slices.Compact(ps)
	}
	start := make([]uint32, n+1) // the pairs with first number a go to [start[a], start[a+1])
	for _, p := range ps {
		start[p>>32+1]++
	}
	for a := 1; a <= n; a++ {
		start[a] += start[a-1]
	}
	next := slices.Clone(start[:n])
	bs := make([]uint32, len(ps))
	for _, p := range ps {
		a := p >> 32
		bs[next[a]] = uint32(p)
		next[a]++
	}
	out := ps[:0]
	for a := range n {
		seg := bs[start[a]:start[a+1]]
		slices.Sort(seg)
		for i, b := range seg {
			if i == 0 || b != seg[i-1] {
				out = append(out, idPair(uint32(a), b))
			}
		}
	}
	return out
}

// normalized reports whether Normalize(s) == s: no leading, trailing or
// repeated space and no whitespace but ' ' (Normalize splits on what
// unicode.IsSpace calls a space).
func normalized(s string) bool {
	prevSpace := true // a leading space is not normalized
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c == ' ' {
				if prevSpace {
					return false
				}
				prevSpace = true
			} else if asciiSpace(c) {
				return false
			} else {
				prevSpace = false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if unicode.IsSpace(r) {
			return false
		}
		prevSpace = false
		i += n
	}
	return !prevSpace || s == ""
}

// asciiSpace reports whether unicode.IsSpace holds for the ASCII byte c.
func asciiSpace(c byte) bool {
	switch c {
	case '\t', '\n', '\v', '\f', '\r', ' ':
		return true
	}
	return false
}

// normalizeFast is Normalize without its copy when s is normalized.
func normalizeFast(s string) string {
	if normalized(s) {
		return s
	}
	return Normalize(s)
}

// thesaurusPairs reads a MyThes file as FromThesaurus does (the same
// words, the same head → synonym pairs after opt's guards), as numbered
// words and pairs of their numbers, each pair at least once, in no
// particular order.
func thesaurusPairs(r io.Reader, name string, opt ThesaurusOptions) (*wordTable, []uint64, error) {
	t := newWordTable(1 << 16)
	seen := make(map[string]uint32, 1<<16) // a word as written → the number of its normalised form
	low := func(x string) uint32 {
		if id, ok := seen[x]; ok {
			return id
		}
		y := normalizeFast(x)
		if opt.Lower {
			y = strings.ToLower(y)
		}
		id := t.id(y)
		seen[x] = id
		return id
	}
	guard := opt.guardKey() != ""
	var pairs, front []uint64
	var senses []int // by word number: the head's meaning lines
	err := data.ReadMyThes(r, name, func(e *data.ThesaurusEntry) error {
		head := low(e.Word)
		if guard {
			for int(head) >= len(senses) {
				senses = append(senses, 0)
			}
			senses[head] += len(e.Meanings)
		}
		for _, m := range e.Meanings {
			k := 0
			for i, w := range m.Synonyms {
				if opt.SkipAnnotated && m.Notes[i] != "" {
					continue
				}
				if id := low(w); t.words[id] != "" && id != head {
					pairs = append(pairs, idPair(head, id))
					if k++; k <= opt.Front {
						front = append(front, idPair(head, id))
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	if !guard {
		return t, pairs, nil
	}
	pairs = sortedSet(pairs, len(t.words))
	front = sortedSet(front, len(t.words))
	sensesOf := func(id uint32) int {
		if int(id) < len(senses) {
			return senses[id]
		}
		return 0 // no entry of its own
	}
	kept := pairs[:0:0]
	for _, p := range pairs {
		a, b := pairIDs(p)
		if opt.Polysemy > 0 && sensesOf(a) >= opt.Polysemy && sensesOf(b) >= opt.Polysemy {
			continue
		}
		if opt.Mutual || opt.Front > 0 {
			_, mutual := slices.BinarySearch(pairs, idPair(b, a))
			_, inFront := slices.BinarySearch(front, p)
			if !(opt.Mutual && mutual) && !(opt.Front > 0 && inFront) {
				continue
			}
		}
		kept = append(kept, p)
	}
	return t, kept, nil
}

// buildThesaurusIndex is NewIndex of FromThesaurus(r, name, opt), made
// Symmetric when symmetric, filtered by the predicate keep returns (nil
// keeps all; it is asked once per distinct pair) and passed through
// WithLemmaKeys with the analyser lemmaKeys returns (nil: not): the same
// index, without the Sets. keep and lemmaKeys are called after the file
// is read, in that order.
func buildThesaurusIndex(r io.Reader, name string, opt ThesaurusOptions, symmetric bool, keep func() (func(a, b string) bool, error), lemmaKeys func() (lemma.Analyzer, error)) (*Index, error) {
	t, ps, err := thesaurusPairs(r, name, opt)
	if err != nil {
		return nil, err
	}
	if symmetric {
		n := len(ps)
		ps = slices.Grow(ps, n)
		for _, p := range ps[:n] {
			a, b := pairIDs(p)
			ps = append(ps, idPair(b, a))
		}
	}
	if keep != nil {
		ok, err := keep()
		if err != nil {
			return nil, err
		}
		ps = sortedSet(ps, len(t.words))
		kept := ps[:0]
		for _, p := range ps {
			if a, b := pairIDs(p); ok(t.words[a], t.words[b]) {
				kept = append(kept, p)
			}
		}
		ps = kept
	}
	if lemmaKeys != nil {
		an, err := lemmaKeys()
		if err != nil {
			return nil, err
		}
		ps = withLemmaKeyIDs(t, sortedSet(ps, len(t.words)), an)
	}
	return indexOfIDs(t, ps), nil
}

// withLemmaKeyIDs is WithLemmaKeys on numbered pairs: each pair, then the
// versions of it with its multiword sides re-keyed by their lemmas.
func withLemmaKeyIDs(t *wordTable, ps []uint64, an lemma.Analyzer) []uint64 {
	const unknown = ^uint32(0)
	keyOf := make([]uint32, len(t.words))
	for i := range keyOf {
		keyOf[i] = unknown
	}
	rekey := func(id uint32) uint32 {
		if int(id) < len(keyOf) && keyOf[id] != unknown {
			return keyOf[id]
		}
		x := t.words[id]
		k := id
		if words := strings.Fields(x); len(words) >= 2 && strings.Contains(x, " ") {
			if toks := an.Analyze(words); len(toks) == len(words) {
				ls := make([]string, len(toks))
				for i, tok := range toks {
					ls[i] = strings.ToLower(tok.Lemma)
					if ls[i] == "" {
						ls[i] = strings.ToLower(tok.Form)
					}
				}
				k = t.id(strings.Join(ls, " "))
			}
		}
		if int(id) < len(keyOf) {
			keyOf[id] = k
		}
		return k
	}
	n := len(ps)
	for _, p := range ps[:n] {
		a, b := pairIDs(p)
		wa, wb := t.words[a], t.words[b]
		if wa != "" && wb != "" && !strings.Contains(wa, " ") && !strings.Contains(wb, " ") {
			continue // Pair.OneWord: both sides keep their keys
		}
		ka, kb := rekey(a), rekey(b)
		for _, q := range [3][2]uint32{{ka, b}, {a, kb}, {ka, kb}} {
			if q[0] != q[1] && (q[0] != a || q[1] != b) {
				ps = append(ps, idPair(q[0], q[1]))
			}
		}
	}
	return ps
}

// indexOfIDs is the Index of the numbered pairs (repeats merged), every
// pair's source SourceThesaurus.
func indexOfIDs(t *wordTable, ps []uint64) *Index {
	order := make([]uint32, len(t.words)) // word numbers in the words' byte order
	for i := range order {
		order[i] = uint32(i)
	}
	slices.SortFunc(order, func(x, y uint32) int { return strings.Compare(t.words[x], t.words[y]) })
	rank := make([]uint32, len(order))
	for r, id := range order {
		rank[id] = uint32(r)
	}
	for i, p := range ps {
		a, b := pairIDs(p)
		ps[i] = idPair(rank[a], rank[b])
	}
	ps = sortedSet(ps, len(rank))
	n := 0
	for _, p := range ps {
		a, b := pairIDs(p)
		n += len(t.words[order[a]]) + len(t.words[order[b]])
	}
	bld := newIndexBuilder(len(ps), n)
	for _, p := range ps {
		a, b := pairIDs(p)
		bld.add(t.words[order[a]], t.words[order[b]], SourceThesaurus)
	}
	return bld.index()
}
