package cs

import (
	"strings"
	"sync"
	"sync/atomic"

	"github.com/parmesan-mt/parmesan/lemma"
)

// The rules ask of one word whether its form is its lemma's in many
// cells of the paradigm (a slot's noun in every case and number, an
// adjective slot in every case, number and gender), and the fifteen
// systems of a test set substitute the same reference words again and
// again: each question built a feature map and Generate's key from it
// and copied Generate's answer. A cellSet answers the questions about
// one word, each asked of Generate once per process.

// genderCells are the genders and animacies a gendered cellSet varies
// (fitsAdjectiveSlot's: animacy for masculine forms only, and always).
var genderCells = [4][2]string{{"Masc", "Anim"}, {"Masc", "Inan"}, {"Fem", ""}, {"Neut", ""}}

// numberIndex is the index of a number among Sing and Plur, or -1.
func numberIndex(n string) int {
	switch n {
	case "Sing":
		return 0
	case "Plur":
		return 1
	}
	return -1
}

// caseIndex is the index of a case among nounCases (the order of
// possCases too), or -1 (the vocative, none).
func caseIndex(c string) int {
	for i, x := range nounCases {
		if x == c {
			return i
		}
	}
	return -1
}

// genderIndex is the index of a gender and animacy among genderCells, or
// -1.
func genderIndex(g, a string) int {
	for i, x := range genderCells {
		if x[0] == g && x[1] == a {
			return i
		}
	}
	return -1
}

// cellSet is what realises answers for a form, a lemma, a part of
// speech and base features with the case and number (and, gendered, the
// gender and animacy) set to a cell's: bit i of val is the answer for
// cell i once bit i of known is set. Answers are filled in as asked, by
// any goroutine (two that ask at once both store the same answer); val's
// bit is set before known's.
type cellSet struct {
	form, lem, pos string
	base           lemma.Feats // read only
	gendered       bool
	known, val     atomic.Uint64
}

// cellCache holds a fixer's cellSets by form, lemma, part of speech,
// kind and features.
type cellCache struct {
	mu sync.Mutex
	m  map[string]*cellSet
}

// maxCellSets bounds a fixer's cellSets (a few hundred bytes each;
// WMT23 en-cs's fifteen systems ask about some 1,100 words); the cache
// is emptied when full.
const maxCellSets = 1 << 14

// cells returns the cellSet of a word (the form's own or another form,
// with its lemma, part of speech and features); gendered sets vary the
// gender and animacy too.
func (r *rules) cells(form, lem, pos string, base lemma.Feats, gendered bool) *cellSet {
	var b strings.Builder
	b.Grow(len(form) + len(lem) + len(pos) + 16*len(base) + 4)
	if gendered {
		b.WriteByte('g')
	} else {
		b.WriteByte('c')
	}
	b.WriteString(form)
	b.WriteByte(0)
	b.WriteString(lem)
	b.WriteByte(0)
	b.WriteString(pos)
	b.WriteByte(0)
	b.WriteString(base.String())
	key := b.String()
	c := &r.cellCache
	c.mu.Lock()
	defer c.mu.Unlock()
	if s, ok := c.m[key]; ok {
		return s
	}
	if c.m == nil || len(c.m) >= maxCellSets {
		c.m = map[string]*cellSet{}
	}
	s := &cellSet{form: form, lem: lem, pos: pos, base: base, gendered: gendered}
	c.m[key] = s
	return s
}

// realisesCN reports realises(form, lem, pos, base.With("Case", c,
// "Number", n)), through the word's cellSet when c and n are a noun case
// and a number.
func (r *rules) realisesCN(form, lem, pos string, base lemma.Feats, c, n string) bool {
	ci, ni := caseIndex(c), numberIndex(n)
	if ci < 0 || ni < 0 {
		return r.realises(form, lem, pos, base.With("Case", c, "Number", n))
	}
	return r.cells(form, lem, pos, base, false).has(r, ci, ni, 0)
}

// realisesCNGA reports realises(form, lem, pos, base.With("Case", c,
// "Number", n, "Gender", g, "Animacy", a)), through the word's gendered
// cellSet when the cell is one of its cells.
func (r *rules) realisesCNGA(form, lem, pos string, base lemma.Feats, c, n, g, a string) bool {
	ci, ni, gi := caseIndex(c), numberIndex(n), genderIndex(g, a)
	if ci < 0 || ni < 0 || gi < 0 {
		return r.realises(form, lem, pos, base.With("Case", c, "Number", n, "Gender", g, "Animacy", a))
	}
	return r.cells(form, lem, pos, base, true).has(r, ci, ni, gi)
}

// has reports whether the set's form realises its lemma in the cell of
// the case nounCases[ci], the number of index ni and, for a gendered
// set, genderCells[gi].
func (s *cellSet) has(r *rules, ci, ni, gi int) bool {
	bit := uint64(1) << ((gi*len(nounCases)+ci)*2 + ni)
	if s.known.Load()&bit != 0 {
		return s.val.Load()&bit != 0
	}
	c, n := nounCases[ci], [2]string{"Sing", "Plur"}[ni]
	var f lemma.Feats
	if s.gendered {
		g := genderCells[gi]
		f = s.base.With("Case", c, "Number", n, "Gender", g[0], "Animacy", g[1])
	} else {
		f = s.base.With("Case", c, "Number", n)
	}
	v := r.realises(s.form, s.lem, s.pos, f)
	if v {
		s.val.Or(bit)
	}
	s.known.Or(bit)
	return v
}
