package cs

import (
	"slices"
	"strings"
	"sync"

	"github.com/parmesan-mt/parmesan/lemma"
)

// memo is a string-keyed cache safe for concurrent use, emptied when it
// reaches its limit.
type memo[V any] struct {
	mu sync.RWMutex // the workers read at once: most lookups find their form
	m  map[string]V
}

func (c *memo[V]) get(key string) (V, bool) {
	c.mu.RLock()
	v, ok := c.m[key]
	c.mu.RUnlock()
	return v, ok
}

func (c *memo[V]) put(key string, v V, limit int) {
	c.mu.Lock()
	if c.m == nil || len(c.m) >= limit {
		c.m = map[string]V{}
	}
	c.m[key] = v
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
