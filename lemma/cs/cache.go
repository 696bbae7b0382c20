package cs

import (
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/parmesan-mt/parmesan/lemma"
)

// memo is a string-keyed cache safe for concurrent use, emptied when it
// reaches its limit. Most lookups find their key, and the workers look up
// at once, so a hit reads a published map without a lock or any other
// write to memory the workers share: read, which is never written once
// published. Entries put since are in dirty, under mu; a lookup that
// misses read takes mu, and when such lookups have cost as much as
// copying the entries would, dirty is merged into a new read map (as
// sync.Map promotes its dirty map), so the copies cost a constant per
// locked lookup.
type memo[V any] struct {
	read   atomic.Pointer[map[string]V] // never written once stored
	mu     sync.Mutex
	dirty  map[string]V // put since read was stored; not in read
	misses int          // lookups under mu since read was stored
}

func (c *memo[V]) get(key string) (V, bool) {
	if r := c.read.Load(); r != nil {
		if v, ok := (*r)[key]; ok {
			return v, true
		}
	}
	c.mu.Lock()
	v, ok := c.dirty[key]
	c.misses++
	if len(c.dirty) > 0 && c.misses >= c.lenLocked() {
		c.promoteLocked()
	}
	c.mu.Unlock()
	return v, ok
}

// lenLocked is the number of entries (read's and dirty's); c.mu held.
func (c *memo[V]) lenLocked() int {
	n := len(c.dirty)
	if r := c.read.Load(); r != nil {
		n += len(*r)
	}
	return n
}

// promoteLocked stores a new read map holding read's and dirty's
// entries; c.mu held.
func (c *memo[V]) promoteLocked() {
	m := make(map[string]V, c.lenLocked())
	if r := c.read.Load(); r != nil {
		for k, v := range *r {
			m[k] = v
		}
	}
	for k, v := range c.dirty {
		m[k] = v
	}
	c.read.Store(&m)
	c.dirty, c.misses = nil, 0
}

func (c *memo[V]) put(key string, v V, limit int) {
	c.mu.Lock()
	if c.lenLocked() >= limit {
		c.resetLocked()
	}
	if r := c.read.Load(); r != nil {
		if _, ok := (*r)[key]; ok {
			c.mu.Unlock() // put by a concurrent caller: an equal answer
			return
		}
	}
	if c.dirty == nil {
		c.dirty = map[string]V{}
	}
	c.dirty[key] = v
	c.mu.Unlock()
}

// resetLocked empties the memo; c.mu held.
func (c *memo[V]) resetLocked() {
	c.read.Store(nil)
	c.dirty, c.misses = nil, 0
}

// reset empties the memo.
func (c *memo[V]) reset() {
	c.mu.Lock()
	c.resetLocked()
	c.mu.Unlock()
}

// genCache memoises Generate: agreement repair asks for the same
// (lemma, part of speech, features) many times (an adjective slot is
// tried in every case, number and gender), and each answer is a pure
// function of the dictionary (and this code: the answers are kept across
// processes with the analyses, store.go).
type genCache = memo[[]string]

// maxCachedGenerations bounds the Generate cache; it is emptied when full.
const maxCachedGenerations = 200000

// Generate returns the forms realising a lemma with features: nouns and
// adjectives from the paradigm tables, verbs' l-participles and present
// tense from the infinitive, "být" from its table. The slice is the
// caller's.
func (c *Czech) Generate(lem, pos string, f lemma.Feats) []string {
	key := genKey(lem, pos, f)
	out, ok := c.gcache.get(key)
	if ok {
		return slices.Clone(out)
	}
	if out, ok = c.store.generated(key); !ok { // answered by an earlier process (store.go)
		out = slices.Clip(c.generate(lem, pos, f))
		c.store.addGenerated(key, out)
	}
	c.gcache.put(key, out, maxCachedGenerations)
	return slices.Clone(out)
}

// genKey is Generate's memo key: the lemma, the part of speech and the
// features as Feats.String spells them.
func genKey(lem, pos string, f lemma.Feats) string {
	var b strings.Builder
	b.Grow(len(lem) + len(pos) + 16*len(f))
	b.WriteString(lem)
	b.WriteByte(0)
	b.WriteString(pos)
	b.WriteByte(0)
	b.WriteString(f.String())
	return b.String()
}

// formFilter selects the forms a paradigm function builds readings for:
// want == "" keeps every form, else only want (case-insensitively with
// fold). Analysis needs the readings of one form out of a paradigm's
// dozens, and building the others' feature maps was most of its cost.
type formFilter struct {
	want string
	fold bool
}

var anyForm formFilter

func (k formFilter) ok(form string) bool {
	return k.want == "" || form == k.want || k.fold && strings.EqualFold(form, k.want)
}

// join returns stem+end and whether k keeps it; buf is scratch, so the
// forms k rejects, most of a paradigm, cost no allocation.
func (k formFilter) join(buf []byte, stem, end string) (string, bool) {
	b := append(append(buf, stem...), end...)
	if !k.ok(string(b)) {
		return "", false
	}
	return string(b), true
}

// maxCachedCandidates bounds the candidates cache; it is emptied when
// full.
const maxCachedCandidates = 8192

// candidatesCached is candidates memoised per lemma, part of speech and
// degree: repairing agreement generates one lemma in many cases, numbers
// and genders, and the candidates (a paradigm, the dictionary's forms)
// depend on none of them. The readings are shared (read only) and the
// slice is clipped, so appending to it copies.
func (c *Czech) candidatesCached(lem, pos string, degree bool) []reading {
	key := lem + "\x00" + pos
	if degree {
		key += "\x00degree"
	}
	rs, ok := c.ccache.get(key)
	if ok {
		return rs
	}
	rs = slices.Clip(c.candidates(lem, pos, degree))
	c.ccache.put(key, rs, maxCachedCandidates)
	return rs
}

// maxCachedAdjectives bounds the adjForms cache (a lemma's 56 readings
// take about 20 kB); it is emptied when full.
const maxCachedAdjectives = 4096

// adjFormsCached is adjForms memoised per lemma: repairing an adjective
// generates it in every case, number and gender. The readings are shared
// (read only) and the slice is clipped, so appending to it copies.
func (c *Czech) adjFormsCached(lem string) []reading {
	rs, ok := c.acache.get(lem)
	if ok {
		return rs
	}
	rs = slices.Clip(adjForms(lem))
	c.acache.put(lem, rs, maxCachedAdjectives)
	return rs
}
