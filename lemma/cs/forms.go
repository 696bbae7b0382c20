package cs

import (
	"hash/maphash"
	"sync"
	"sync/atomic"
)

// formTable maps a form to its analysis (analysisOf), safe for
// concurrent use. It is the tagger's lookup for every token that is not
// one byte long, so it is built for hits: a hit reads one slot (a tag
// and a pointer, four to a cache line) and the analysis, which the
// tagger reads next anyway and which holds the form's key (a form of up
// to 16 bytes is its key: formKey), so no other memory is read. A longer
// form is compared with the analysis's copy (analysis.form). A
// map[string]*analysis read a control word, a slot with the key's
// header, the key's bytes elsewhere, then the analysis. The form is
// hashed once per lookup, and a form that misses keeps its key for the
// put.
//
// Readers take no lock: a table is published through an atomic pointer,
// and a slot's analysis (its key set) is stored before its tag, so a
// reader that sees the tag sees them. Puts take mu; a full table is
// replaced by one twice its size (filled from the slots' tags, no form
// rehashed), and, at maxCachedForms entries, by an empty one (as memo
// empties).
type formTable struct {
	tab atomic.Pointer[formSlots]
	mu  sync.Mutex
	n   int // entries in tab; under mu
}

// formSeed is formTable's hash seed.
var formSeed = maphash.MakeSeed()

// formKey is a form as formTable compares it: tag is the form's hash
// with its length plus one in the top byte (0xff for a form longer than
// 16 bytes), never 0; b holds a short form's bytes (zero padded,
// little-endian). Two forms of up to 16 bytes are equal exactly when
// their keys are: the tag gives the length, b the bytes.
type formKey struct {
	tag uint64
	b   [2]uint64
}

// keyOf returns the formKey of form. A short form's hash mixes its key's
// words (with formSeed's), which cost less to hash than the string.
func keyOf(form string) formKey {
	n := len(form)
	if n > 16 {
		h := maphash.String(formSeed, form)
		return formKey{tag: h | 0xff<<56}
	}
	var k formKey
	switch {
	case n == 16:
		k.b = [2]uint64{load8(form), load8(form[8:])}
	case n > 8: // the last eight bytes, less those in b[0]
		k.b = [2]uint64{load8(form), load8(form[n-8:]) >> (8 * (16 - n))}
	case n == 8:
		k.b[0] = load8(form)
	default:
		for i := 0; i < n; i++ {
			k.b[0] |= uint64(form[i]) << (8 * i)
		}
	}
	h := (k.b[0] ^ shortSeed) * 0x9e3779b97f4a7c15
	h = (h ^ h>>29 ^ k.b[1]) * 0xbf58476d1ce4e5b9
	h ^= h >> 32
	k.tag = h&^(0xff<<56) | uint64(n+1)<<56
	return k
}

// shortSeed seeds keyOf's hash of short forms.
var shortSeed = maphash.String(formSeed, "")

// load8 is the little-endian word of s's first eight bytes.
func load8(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// formSlots is an open-addressed hash table with linear probing (the
// tag's low bits): its length is a power of two, at least twice its
// entries'. A slot with tag 0 ends a probe.
type formSlots []formSlot

type formSlot struct {
	tag atomic.Uint64
	a   atomic.Pointer[analysis]
}

// get returns the analysis of form, whose key is k, or nil.
func (t *formTable) get(form string, k formKey) *analysis {
	p := t.tab.Load()
	if p == nil {
		return nil
	}
	s := *p
	mask := uint64(len(s) - 1)
	for i := k.tag & mask; ; i = (i + 1) & mask {
		tag := s[i].tag.Load()
		if tag == 0 {
			return nil
		}
		if tag != k.tag {
			continue
		}
		if a := s[i].a.Load(); a.key == k.b && (len(form) <= 16 || a.form == form) {
			return a
		}
	}
}

// put adds the analysis a of form (key k, which a holds, and a.form ==
// form) and returns the form's analysis: a, or the one a concurrent
// caller put first (an equal answer).
func (t *formTable) put(form string, k formKey, a *analysis, limit int) *analysis {
	t.mu.Lock()
	defer t.mu.Unlock()
	if b := t.get(form, k); b != nil {
		return b
	}
	p := t.tab.Load()
	switch {
	case p == nil || t.n >= limit:
		s := make(formSlots, 1024)
		p, t.n = &s, 0
		t.tab.Store(p)
	case 2*(t.n+1) > len(*p):
		s := make(formSlots, 2*len(*p))
		for i := range *p {
			if tag := (*p)[i].tag.Load(); tag != 0 {
				s.insert(tag, (*p)[i].a.Load())
			}
		}
		p = &s
		t.tab.Store(p)
	}
	p.insert(k.tag, a)
	t.n++
	return a
}

// insert stores a with tag in the first free slot of its probe; the
// table has one, and holds no entry of a's form. Under formTable.mu.
func (s formSlots) insert(tag uint64, a *analysis) {
	mask := uint64(len(s) - 1)
	i := tag & mask
	for s[i].tag.Load() != 0 {
		i = (i + 1) & mask
	}
	s[i].a.Store(a) // before the tag: a reader that sees the tag sees a
	s[i].tag.Store(tag)
}

// reset empties the table.
func (t *formTable) reset() {
	t.mu.Lock()
	t.tab.Store(nil)
	t.n = 0
	t.mu.Unlock()
}
