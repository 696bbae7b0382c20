package meteor

import (
	"slices"
	"strings"
)

// freeze turns the build state into the flat arrays; no record can be
// added afterwards. It is idempotent and safe for concurrent use.
func (t *ParaphraseTable) freeze() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.frozen {
		return
	}
	t.frozen = true
	bl := t.b
	t.b = nil
	if bl == nil {
		return
	}
	nv := len(bl.names)

	// Vocabulary in sorted order; rank maps build ids to final ids.
	order := make([]int32, nv)
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(x, y int32) int { return strings.Compare(bl.names[x], bl.names[y]) })
	rank := make([]int32, nv)
	t.words = make([]byte, 0, bl.vocabBytes)
	t.wordStart = make([]int32, nv+1)
	for r, id := range order {
		rank[id] = int32(r)
		t.words = append(t.words, bl.names[id]...)
		t.wordStart[r+1] = int32(len(t.words))
	}
	order = nil
	bl.vocab, bl.names = nil, nil
	t.slots = buildWordSlots(t)
	pool := &bl.pool
	pool.slots = nil
	for i, id := range pool.words {
		pool.words[i] = rank[id]
	}
	rank = nil

	// The trie over the distinct A-phrases, one level per pass.
	np := pool.len()
	isA := make([]bool, np)
	nA := 0
	for _, p := range bl.aPhr {
		if !isA[p] {
			isA[p] = true
			nA++
		}
	}
	cur := make([]trieEntry, 0, nA)
	for p, a := range isA {
		if a {
			cur = append(cur, trieEntry{int32(p), 0})
		}
	}
	isA = nil
	phraseNode := make([]int32, np)
	t.root = make([]int32, nv)
	for i := range t.root {
		t.root[i] = -1
	}
	edgeWord := []int32{-1}
	nchild := []int32{0}
	tmp := make([]trieEntry, len(cur))
	var count []int32
	parLo, parHi := int32(0), int32(1)
	for d := int32(0); len(cur) > 0; d++ {
		key := func(e trieEntry) int32 { return pool.words[pool.start[e.p]+d] }
		count = sortLevel(cur, tmp[:len(cur)], key, nv, parLo, parHi, count)
		next := cur[:0]
		prevPar, prevW, node := int32(-1), int32(-1), int32(-1)
		for _, e := range cur {
			w := key(e)
			if e.par != prevPar || w != prevW {
				node = int32(len(edgeWord))
				edgeWord = append(edgeWord, w)
				nchild = append(nchild, 0)
				nchild[e.par]++
				if d == 0 {
					t.root[w] = node
				}
				prevPar, prevW = e.par, w
			}
			if pool.start[e.p+1]-pool.start[e.p] == d+1 {
				phraseNode[e.p] = node
			} else {
				next = append(next, trieEntry{e.p, node})
			}
		}
		parLo, parHi = parHi, int32(len(edgeWord))
		cur = next
	}
	cur, tmp, count = nil, nil, nil
	nn := len(edgeWord)
	t.edgeWord = slices.Clip(edgeWord)
	t.childStart = make([]int32, nn+1)
	t.childStart[0] = 1
	for n, c := range nchild {
		t.childStart[n+1] = t.childStart[n] + c
	}
	nchild = nil

	// Records grouped by node, file order within a node (a stable
	// counting sort), as B-phrase ids.
	t.recStart = make([]int32, nn+1)
	for _, p := range bl.aPhr {
		t.recStart[phraseNode[p]+1]++
	}
	for n := 0; n < nn; n++ {
		t.recStart[n+1] += t.recStart[n]
	}
	fill := slices.Clone(t.recStart[:nn])
	t.recPhr = make([]int32, len(bl.aPhr))
	for r, p := range bl.aPhr {
		n := phraseNode[p]
		t.recPhr[fill[n]] = bl.bPhr[r]
		fill[n]++
	}
	fill, phraseNode = nil, nil
	bl.aPhr, bl.bPhr = nil, nil

	// Keep only the B-phrases, numbered in the order the records use them.
	newID := make([]int32, np)
	for i := range newID {
		newID[i] = -1
	}
	t.phrStart = []int32{0}
	t.phrWords = nil
	for i, p := range t.recPhr {
		if newID[p] < 0 {
			newID[p] = int32(len(t.phrStart) - 1)
			t.phrWords = append(t.phrWords, pool.phrase(p)...)
			t.phrStart = append(t.phrStart, int32(len(t.phrWords)))
		}
		t.recPhr[i] = newID[p]
	}
	t.phrStart, t.phrWords = slices.Clip(t.phrStart), slices.Clip(t.phrWords)
}

// trieEntry is a distinct A-phrase and the trie node of its prefix.
type trieEntry struct{ p, par int32 }

// sortLevel sorts the entries of one trie level by (parent node, word),
// stably: entries arrive grouped by parent (parents in [parLo, parHi)).
// Large levels take two counting sorts (by word, then by parent), small
// ones a comparison sort. count is a reusable buffer.
func sortLevel(cur, tmp []trieEntry, key func(trieEntry) int32, nv int, parLo, parHi int32, count []int32) []int32 {
	if len(cur)*8 < nv {
		slices.SortStableFunc(cur, func(x, y trieEntry) int {
			if x.par != y.par {
				return int(x.par - y.par)
			}
			return int(key(x) - key(y))
		})
		return count
	}
	count = countingSort(cur, tmp, func(e trieEntry) int32 { return key(e) }, nv, count)
	if parHi-parLo == 1 {
		copy(cur, tmp)
		return count
	}
	return countingSort(tmp, cur, func(e trieEntry) int32 { return e.par - parLo }, int(parHi-parLo), count)
}

// countingSort stably sorts src into dst by key in [0, n).
func countingSort(src, dst []trieEntry, key func(trieEntry) int32, n int, count []int32) []int32 {
	if cap(count) < n+1 {
		count = make([]int32, n+1)
	}
	count = count[:n+1]
	clear(count)
	for _, e := range src {
		count[key(e)+1]++
	}
	for i := 1; i <= n; i++ {
		count[i] += count[i-1]
	}
	for _, e := range src {
		k := key(e)
		dst[count[k]] = e
		count[k]++
	}
	return count
}

// buildWordSlots builds the vocabulary hash table of a table whose words
// and wordStart are set.
func buildWordSlots(t *ParaphraseTable) []int32 {
	nv := len(t.wordStart) - 1
	size := 2
	for size < 2*nv {
		size *= 2
	}
	slots := make([]int32, size)
	for i := range slots {
		slots[i] = -1
	}
	mask := uint32(size - 1)
	for id := 0; id < nv; id++ {
		i := wordHash(t.word(int32(id))) & mask
		for slots[i] >= 0 {
			i = (i + 1) & mask
		}
		slots[i] = int32(id)
	}
	return slots
}
