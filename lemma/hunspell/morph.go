package hunspell

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
)

// ClosedPOS are the UD closed-class parts of speech whose words the
// morphology takes from the treebank.
var ClosedPOS = map[string]bool{"ADP": true, "AUX": true, "CCONJ": true, "DET": true, "PART": true, "PRON": true, "SCONJ": true}

// Tag is one learned reading: a part of speech, UD features (CoNLL-U
// spelling), how the lemma is made and how often the treebank showed it.
type Tag struct {
	POS, Feats string
	// Script turns the dictionary stem into the lemma ("n|suffix":
	// remove n runes, append suffix; "" keeps the stem). Closed-class
	// tags give the Lemma itself instead.
	Script string
	Lemma  string
	Form   string // closed-class and seen words: the spelling generation writes
	N      int
}

// Tables is what Learn derives from a treebank: tags by rule key (see
// Keys), and the closed-class words and the other words seen, each by
// lower-cased form.
type Tables struct {
	Rules  map[string][]Tag
	Closed map[string][]Tag
	Seen   map[string][]Tag
	// Ends are, by UPOS, the stem endings a lemma's scripts remove, as
	// "add|removed": a lemma ending in add may come from the dictionary
	// word that ends in removed instead ("|ă" of ADJ: hunspell-ro lists
	// the feminine regală, whose lemma is regal, as a word of its own).
	// Generation looks there only when the lemma's own stems give no form.
	Ends map[string][]string
}

// Morphology analyses and generates words of one language from a
// dictionary and learned Tables. Safe for concurrent use.
type Morphology struct {
	h      *data.Hunspell
	t      *Tables
	feats  map[string]lemma.Feats // parsed Tag.Feats
	fkey   map[string]string      // Tag.Feats → its parsed form's String, for telling readings apart
	gen    map[string][]seenForm  // lower-cased lemma\tPOS → the treebank's forms
	mu     sync.Mutex
	adds   []string                 // what scripts that strip nothing append ("0|e"), for stems of a lemma
	cands  map[string][]lemma.Token // Candidates' answers
	gcache map[string][]string      // Generate's answers
}

type seenForm struct {
	form string
	tag  Tag
}

// maxCached bounds each answer cache; a full cache is emptied.
const maxCached = 200000

// NewMorphology joins a dictionary with tables learned for it.
func NewMorphology(h *data.Hunspell, t *Tables) *Morphology {
	m := &Morphology{h: h, t: t, feats: map[string]lemma.Feats{}, fkey: map[string]string{}, gen: map[string][]seenForm{},
		cands: map[string][]lemma.Token{}, gcache: map[string][]string{}}
	parse := func(tags []Tag) {
		for _, g := range tags {
			if _, ok := m.feats[g.Feats]; !ok {
				f, err := lemma.ParseFeats(g.Feats)
				if err != nil {
					f = nil // Learn checked them; a damaged table reads as featureless
				}
				m.feats[g.Feats], m.fkey[g.Feats] = f, f.String()
			}
		}
	}
	adds := map[string]bool{}
	for _, tags := range t.Rules {
		parse(tags)
		for _, g := range tags {
			if add, ok := strings.CutPrefix(g.Script, "0|"); ok && add != "" {
				adds[add] = true
			}
		}
	}
	for a := range adds {
		m.adds = append(m.adds, a)
	}
	sort.Strings(m.adds)
	for _, words := range []map[string][]Tag{t.Closed, t.Seen} {
		forms := make([]string, 0, len(words))
		for form := range words {
			forms = append(forms, form)
		}
		sort.Strings(forms)
		for _, form := range forms {
			parse(words[form])
			for _, g := range words[form] {
				k := strings.ToLower(g.Lemma) + "\t" + g.POS
				m.gen[k] = append(m.gen[k], seenForm{g.Form, g})
			}
		}
	}
	for _, cf := range m.gen {
		slices.SortStableFunc(cf, func(a, b seenForm) int { return b.tag.N - a.tag.N })
	}
	return m
}

// Keys returns the lookup keys of an analysis, most specific first: the
// rule sequence (kind, class flag and .aff line of each rule), the same
// without prefixes, the ending the suffixes add, and the rules' class
// flags. A dictionary word
// without rules has its flag set, then "W".
func Keys(a data.Analysis) []string {
	if len(a.Rules) == 0 {
		return []string{"W:" + a.Flags, "W"}
	}
	var full, sfx, class strings.Builder
	for _, r := range a.Rules {
		kind := "S"
		if r.Prefix {
			kind = "P"
		}
		x := kind + r.Flag + ":" + strconv.Itoa(r.Line) + "+"
		full.WriteString(x)
		class.WriteString(kind + r.Flag + "+")
		if !r.Prefix {
			sfx.WriteString(x)
		}
	}
	keys := []string{"R:" + full.String()}
	if s := "R:" + sfx.String(); s != keys[0] && sfx.Len() > 0 {
		keys = append(keys, s)
	}
	return append(keys, "E:"+ending(a), "C:"+class.String())
}

// ending is what the analysis's suffixes add to the stem (as spelled in
// the form), whatever their classes: "-ele", "-ami".
func ending(a data.Analysis) string {
	e := ""
	for _, r := range a.Rules {
		if !r.Prefix {
			e = strings.TrimSuffix(e, r.Strip) + r.Add
		}
	}
	return e
}

// base is the word an analysis's lemma is made from: the stem with the
// prefixes applied (a negated adjective's lemma keeps its prefix).
func base(a data.Analysis) string {
	b := a.Stem
	for _, r := range a.Rules {
		if r.Prefix && strings.HasPrefix(b, r.Strip) {
			b = r.Add + b[len(r.Strip):]
		}
	}
	return b
}

// variants are the spellings of a form the dictionary is asked about:
// the form, and its lower-cased spelling when different (sentence-initial
// words).
func variants(form string) []string {
	if low := strings.ToLower(form); low != form {
		return []string{form, low}
	}
	return []string{form}
}

// analyses returns the dictionary analyses of form and its variants.
func (m *Morphology) analyses(form string) []data.Analysis {
	var out []data.Analysis
	for _, v := range variants(form) {
		out = append(out, m.h.Lookup(v)...)
	}
	return out
}

// Known reports whether the dictionary or the closed classes know form.
func (m *Morphology) Known(form string) bool {
	if _, ok := m.t.Closed[strings.ToLower(form)]; ok {
		return true
	}
	for _, v := range variants(form) {
		if len(m.h.Homonyms(v)) > 0 || len(m.h.Lookup(v)) > 0 {
			return true
		}
	}
	return false
}

// Attested returns the readings the treebank gave form (lower-cased) as a
// word of an open class: the seen words Candidates leaves out, so that
// a form a lemma's generation takes from the treebank ("sala" of sală,
// which hunspell-ro lists without affixes) can be read back.
func (m *Morphology) Attested(form string) []lemma.Token {
	tags := m.t.Seen[strings.ToLower(form)]
	out := make([]lemma.Token, 0, len(tags))
	for _, g := range tags {
		out = append(out, lemma.Token{Form: form, Lemma: g.Lemma, POS: g.POS, Feats: m.feats[g.Feats].Clone()})
	}
	return out
}

// minShare is the least share of its key's count a tag needs to be a
// reading (the most frequent tag of a key always is one).
const minShare = 0.05

// Candidates returns the readings of a form out of context, most
// probable first: closed-class words as the treebank spelled them, then
// each dictionary analysis with the tags learned for its rules.
func (m *Morphology) Candidates(form string) []lemma.Token {
	return clone(m.readings(form))
}

// readings is Candidates without the copy: the cached slice, read only.
func (m *Morphology) readings(form string) []lemma.Token {
	m.mu.Lock()
	c, ok := m.cands[form]
	m.mu.Unlock()
	if ok {
		return c
	}
	c = m.candidates(form)
	m.mu.Lock()
	if len(m.cands) >= maxCached {
		clear(m.cands)
	}
	m.cands[form] = c
	m.mu.Unlock()
	return c
}

// CandidateTags lists the parts of speech of form's candidates, sorted,
// without repeats (perceptron.TagLister: the tagger's lexicon features
// without copying the candidates).
func (m *Morphology) CandidateTags(form string) []string {
	return sortedTags(m.readings(form), func(t *lemma.Token) string { return t.POS })
}

// sortedTags is label of each token, sorted, without repeats.
func sortedTags(ts []lemma.Token, label func(*lemma.Token) string) []string {
	out := make([]string, 0, len(ts))
	for i := range ts {
		out = append(out, label(&ts[i]))
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// sharedReadings is the morphology as the part-of-speech tagger's lexicon
// at run time: Candidates answers with the cached readings themselves,
// their Feats shared with the cache (the tagger keeps the one reading
// whose part of speech it chose; Language.tagFeatures copies its Feats
// before the token is returned).
type sharedReadings struct{ m *Morphology }

func (s sharedReadings) Candidates(form string) []lemma.Token { return s.m.readings(form) }

// CandidateTags is Morphology.CandidateTags (perceptron.TagLister).
func (s sharedReadings) CandidateTags(form string) []string { return s.m.CandidateTags(form) }

func clone(ts []lemma.Token) []lemma.Token {
	out := make([]lemma.Token, len(ts))
	for i, t := range ts {
		t.Feats = t.Feats.Clone()
		out[i] = t
	}
	return out
}

func (m *Morphology) candidates(form string) []lemma.Token {
	type scored struct {
		t lemma.Token
		p float64
		n int
	}
	var all []scored
	seen := map[string]bool{}
	add := func(t lemma.Token, feats string, p float64, n int) {
		k := t.Lemma + "\t" + t.POS + "\t" + m.fkey[feats] // fkey[feats] is t.Feats.String()
		if seen[k] {
			return
		}
		seen[k] = true
		all = append(all, scored{t, p, n})
	}
	if tags := m.t.Closed[strings.ToLower(form)]; len(tags) > 0 {
		total := 0
		for _, g := range tags {
			total += g.N
		}
		for _, g := range tags {
			add(lemma.Token{Form: form, Lemma: g.Lemma, POS: g.POS, Feats: m.feats[g.Feats]}, g.Feats, 1+float64(g.N)/float64(total), g.N)
		}
	}
	// Seen words are left out: as the tagger's lexicon on its own
	// training sentences they would give every word its gold tag, and
	// the tagger would learn to trust the lexicon more than it should
	// (UD dev → test UPOS fell from 0.922 to 0.910 on German, 0.940 to
	// 0.913 on Russian when they were in).
	analyses := m.analyses(form)
	for _, a := range analyses {
		tags, total, _ := m.tagsOf(a)
		for i, g := range tags {
			p := float64(g.N) / float64(total)
			if i > 0 && p < minShare {
				break
			}
			if ClosedPOS[g.POS] {
				continue // the closed classes come from the treebank
			}
			add(lemma.Token{Form: form, Lemma: applyScript(base(a), g.Script), POS: g.POS, Feats: m.feats[g.Feats]}, g.Feats, p, g.N)
		}
	}
	sort.SliceStable(all, func(i, j int) bool {
		if all[i].p != all[j].p {
			return all[i].p > all[j].p
		}
		return all[i].n > all[j].n
	})
	out := make([]lemma.Token, len(all))
	for i, s := range all {
		out[i] = s.t
	}
	return out
}

// tagsOf returns the tags of the most specific key of a that has any,
// with their total count and the key's level (0: the exact rules).
func (m *Morphology) tagsOf(a data.Analysis) ([]Tag, int, int) {
	for level, k := range Keys(a) {
		if tags := m.t.Rules[k]; len(tags) > 0 {
			total := 0
			for _, g := range tags {
				total += g.N
			}
			return tags, total, level
		}
	}
	return nil, 0, 0
}

// inflectional are the features Generate matches.
var inflectional = []string{"Case", "Number", "Gender", "Animacy", "Person", "Tense", "Mood", "VerbForm", "Degree", "Definite", "Aspect", "Voice"}

// match reports whether tag features t realise the requested features f
// (every inflectional feature f sets, t has with the same value), and
// whether they agree exactly on the inflectional features.
func match(t, f lemma.Feats) (ok, exact bool) {
	exact = true
	for _, k := range inflectional {
		if v := f[k]; v != "" && t[k] != v {
			return false, false
		}
		if f[k] != t[k] {
			exact = false
		}
	}
	return true, exact
}

// Generate returns the forms of a lemma with a part of speech that
// realise the given features, exact matches first, then by how often the
// treebank showed each form's tag; nil when none is known.
func (m *Morphology) Generate(lem, pos string, feats lemma.Feats) []string {
	key := lem + "\t" + pos + "\t" + feats.String()
	m.mu.Lock()
	c, ok := m.gcache[key]
	m.mu.Unlock()
	if ok {
		return slices.Clone(c)
	}
	c = m.generate(lem, pos, feats)
	m.mu.Lock()
	if len(m.gcache) >= maxCached {
		clear(m.gcache)
	}
	m.gcache[key] = c
	m.mu.Unlock()
	return slices.Clone(c)
}

// genCand is a form generate found.
type genCand struct {
	form  string
	exact bool
	level int     // -1: the treebank's own form; else the key level of its tag
	p     float64 // the tag's share of its key (or of the lemma's forms)
}

func (m *Morphology) generate(lem, pos string, feats lemma.Feats) []string {
	var cs []genCand
	seen := m.gen[strings.ToLower(lem)+"\t"+pos]
	total := 0
	for _, sf := range seen {
		total += sf.tag.N
	}
	for _, sf := range seen {
		if ok, exact := match(m.feats[sf.tag.Feats], feats); ok {
			cs = append(cs, genCand{sf.form, exact, -1, float64(sf.tag.N) / float64(total)})
		}
	}
	if !ClosedPOS[pos] {
		m.expand(&cs, lem, pos, feats, m.stems(lem))
		if len(cs) == 0 {
			// only then the dictionary words a learned script removes an
			// ending from (regal: regală), which may be other words
			// (mare: maree)
			m.expand(&cs, lem, pos, feats, m.endStems(lem, pos))
		}
	}
	sort.SliceStable(cs, func(i, j int) bool {
		a, b := cs[i], cs[j]
		switch {
		case a.exact != b.exact:
			return a.exact
		case a.level != b.level:
			return a.level < b.level
		}
		return a.p > b.p
	})
	var out []string
	for _, c := range cs {
		if !slices.Contains(out, c.form) {
			out = append(out, c.form)
		}
	}
	return out
}

// expand adds to cs the forms of the dictionary stems whose learned tags
// have part of speech pos, make the lemma lem and realise feats.
func (m *Morphology) expand(cs *[]genCand, lem, pos string, feats lemma.Feats, stems []string) {
	for _, stem := range stems {
		for _, fl := range m.h.Homonyms(stem) {
			for _, e := range m.h.Expand(stem, fl) {
				if strings.HasPrefix(e.Form, "-") || strings.HasSuffix(e.Form, "-") {
					continue // compound parts (hunspell-de)
				}
				a := data.Analysis{Stem: stem, Flags: fl, Rules: e.Rules}
				tags, n, level := m.tagsOf(a)
				for i, g := range tags {
					p := float64(g.N) / float64(n)
					if i > 0 && p < minShare {
						break
					}
					if g.POS != pos || !strings.EqualFold(applyScript(base(a), g.Script), lem) {
						continue
					}
					if ok, exact := match(m.feats[g.Feats], feats); ok {
						*cs = append(*cs, genCand{e.Form, exact, level, p})
					}
				}
			}
		}
	}
}

// endStems returns the dictionary words that are the lemma with an
// ending a learned script of part of speech pos removes put back (Tables.Ends: regal →
// regală), in sorted order, leaving out the lemma's own stems.
func (m *Morphology) endStems(lem, pos string) []string {
	own := m.stems(lem)
	set := map[string]bool{}
	for _, v := range variants(lem) {
		for _, e := range m.t.Ends[pos] {
			add, removed, _ := strings.Cut(e, "|")
			if s, ok := strings.CutSuffix(v, add); ok && s != "" && !slices.Contains(own, s+removed) && len(m.h.Homonyms(s+removed)) > 0 {
				set[s+removed] = true
			}
		}
	}
	out := make([]string, 0, len(set))
	for s := range set {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// stems returns the dictionary stems a lemma's forms may come from, in
// sorted order: the lemma as a dictionary word (capitalised only when
// the lower-case spelling is none), the stems of its own analyses, and
// the lemma without what a learned script appends (merge → merg).
func (m *Morphology) stems(lem string) []string {
	set := map[string]bool{}
	try := func(v string) {
		if len(m.h.Homonyms(v)) > 0 {
			set[v] = true
		}
		for _, a := range m.h.Lookup(v) {
			if len(a.Rules) == 0 || !a.Rules[len(a.Rules)-1].Prefix {
				set[a.Stem] = true
			}
		}
		for _, add := range m.adds {
			if s, ok := strings.CutSuffix(v, add); ok && s != "" && len(m.h.Homonyms(s)) > 0 {
				set[s] = true
			}
		}
	}
	for _, v := range variants(lem) {
		try(v)
	}
	if len(set) == 0 {
		try(capitalize(lem))
	}
	out := make([]string, 0, len(set))
	for s := range set {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// editScript is the script turning stem into lem ("n|suffix" on
// lower-cased runes; "" when they are equal ignoring case).
func editScript(stem, lem string) string {
	s, l := []rune(strings.ToLower(stem)), []rune(strings.ToLower(lem))
	k := 0
	for k < len(s) && k < len(l) && s[k] == l[k] {
		k++
	}
	if k == len(s) && k == len(l) {
		return ""
	}
	return strconv.Itoa(len(s)-k) + "|" + string(l[k:])
}

// applyScript applies an edit script to a stem, keeping the stem's
// spelling where the script leaves it.
func applyScript(stem, script string) string {
	if script == "" {
		return stem
	}
	ns, add, ok := strings.Cut(script, "|")
	n, err := strconv.Atoi(ns)
	r := []rune(stem)
	if !ok || err != nil || n > len(r) {
		return stem
	}
	return string(r[:len(r)-n]) + add
}
