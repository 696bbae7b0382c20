package paraphrase

import (
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
)

// Dictionary maps source-language words (lower case) to their
// translations: single target-language words, lower case, as a bilingual
// dictionary lists them (FreeDict eng-ces, deu-eng). It grounds
// substitutions in the source sentence: a pair of target words is kept
// only when some source word translates to both. Safe for concurrent
// reads once built.
type Dictionary struct {
	m map[string]map[string]bool
	// packed, when set, holds the dictionary as UnmarshalDictionary read
	// it (m is then nil): entries are decoded when a word is looked up,
	// so a large dictionary costs one string and no per-word maps.
	packed *packedDict
	// sum is the SHA-256 (hex) of the dictd files read through the cache
	// (data.CachedSum), "" when unknown.
	sum string
}

// NewDictionary returns an empty dictionary.
func NewDictionary() *Dictionary { return &Dictionary{m: map[string]map[string]bool{}} }

// Len is the number of source words.
func (d *Dictionary) Len() int {
	if d.packed != nil {
		return d.packed.len()
	}
	return len(d.m)
}

// Add records a dictd entry. Targets are cleaned of FreeDict's notes
// ("[chem]", "<n>", "to " before English verbs, Czech reflexive "se"/"si");
// cross-references, notes, examples and multiword targets are skipped.
func (d *Dictionary) Add(t data.Translation) {
	head := strings.ToLower(strings.TrimSpace(t.Head))
	if head == "" {
		return
	}
	for _, x := range t.Targets {
		if w, ok := cleanTarget(x); ok {
			d.AddPair(head, w)
		}
	}
}

// AddPair records that source word src translates to target word tgt.
func (d *Dictionary) AddPair(src, tgt string) {
	src, tgt = strings.ToLower(src), strings.ToLower(tgt)
	if d.packed != nil {
		d.m, d.packed = d.packed.unpack(), nil
	}
	if d.m[src] == nil {
		d.m[src] = map[string]bool{}
	}
	d.m[src][tgt] = true
}

// cleanTarget turns one dictd translation into a single lower-case word.
// A change to what it returns must bump pivotSensesVersion.
func cleanTarget(x string) (string, bool) {
	x = strings.TrimSpace(x)
	if x == "" || containsByte(x, &cleanRefused) {
		return "", false
	}
	for strings.HasPrefix(x, "[") {
		i := strings.IndexByte(x, ']')
		if i < 0 {
			return "", false
		}
		x = strings.TrimSpace(x[i+1:])
	}
	if i := strings.IndexByte(x, '<'); i >= 0 {
		x = strings.TrimSpace(x[:i])
	}
	x = strings.ToLower(x)
	x = strings.TrimPrefix(x, "to ")
	x = strings.TrimSuffix(strings.TrimSuffix(x, " se"), " si")
	if x == "" || containsByte(x, &cleanSeparators) {
		return "", false
	}
	return x, true
}

// cleanRefused and cleanSeparators are cleanTarget's byte sets: markup
// that refuses a translation, and what makes it more than one word. A
// table is strings.ContainsAny's test without building the set per call
// (a first use of FreeDict deu-eng cleans 1.7 million translations).
var cleanRefused, cleanSeparators = byteSet("{}\":=()"), byteSet(" /;.!?")

// byteSet is the set of the bytes of an ASCII string.
func byteSet(s string) (t [256]bool) {
	for i := 0; i < len(s); i++ {
		t[s[i]] = true
	}
	return t
}

// containsByte reports whether x has a byte of the set t: for an ASCII
// set, strings.ContainsAny(x, set) (a byte of a multi-byte character is
// never ASCII).
func containsByte(x string, t *[256]bool) bool {
	for i := 0; i < len(x); i++ {
		if t[x[i]] {
			return true
		}
	}
	return false
}

// Translate returns the translations of a source word (by lower-case
// form), nil when unknown. The map is the dictionary's: read only.
func (d *Dictionary) Translate(word string) map[string]bool {
	if d.packed != nil {
		return d.packed.translate(strings.ToLower(word))
	}
	return d.m[strings.ToLower(word)]
}

// germanEndings are stripped from a German form that is not a head word
// itself (FreeDict deu-eng lists many inflected forms as heads; these
// cover the rest roughly).
var germanEndings = []string{"ern", "en", "em", "er", "es", "e", "n", "s", "st", "t", "et", "te", "ten"}

// Translator gives the translations of a source word (lower case): a
// Dictionary, or a learned lexicon's translations above a threshold
// (TranslationMap).
type Translator interface {
	Translate(word string) map[string]bool
}

// TranslationMap is a Translator over a map from lower-case source words
// to their translations (lexicon.Lexicon.Translations).
type TranslationMap map[string]map[string]bool

// Translate returns the translations of a word (by lower-case form).
func (m TranslationMap) Translate(word string) map[string]bool { return m[strings.ToLower(word)] }

// Ground returns the grounding of one analysed source sentence in the
// dictionary alone.
func (d *Dictionary) Ground(src []lemma.Token) *Grounding {
	return Grounder{Translators: []Translator{d}}.Ground(src)
}

// Map returns the dictionary's translations (read only). For a
// dictionary decoded from the cache every call builds the whole map.
func (d *Dictionary) Map() TranslationMap {
	if d.packed != nil {
		return d.packed.unpack()
	}
	return d.m
}

// Grounder grounds source sentences in several translators at once: a
// source word translates to what any of them lists (FreeDict and the
// lexicon learned from many translations, package paraphrase/lexicon).
type Grounder struct {
	Translators []Translator
	// Senses, when set, is the translators inverted; a pair the source
	// licenses (Grounding.Licenses) must then share MinShared source
	// words in it, not only the one in the sentence: two senses of one
	// ambiguous source word (bed: záhon, lůžko; Tor: gate, goal) share
	// that word alone.
	Senses    *SenseIndex
	MinShared int
	// OnEvidence drops a lexicon pair the sentence does not support only
	// on evidence against it (Grounding.Against); without it the
	// dictionary's silence drops the pair, as grounding first did.
	OnEvidence bool
}

// Ground returns the grounding of one analysed source sentence: each
// source word is looked up by form and by lemma in every translator,
// and, for a form none knows, by the form less a common inflectional
// ending.
func (gr Grounder) Ground(src []lemma.Token) *Grounding {
	g := &Grounding{senses: gr.Senses, minShared: gr.MinShared, onEvidence: gr.OnEvidence}
	for _, t := range src {
		seen := map[string]bool{}
		var tr []map[string]bool
		look := func(w string) {
			w = strings.ToLower(w)
			if w == "" || seen[w] {
				return
			}
			seen[w] = true
			for _, x := range gr.Translators {
				if m := x.Translate(w); m != nil {
					tr = append(tr, m)
				}
			}
		}
		look(t.Form)
		look(t.Lemma)
		if len(tr) == 0 {
			low := strings.ToLower(t.Form)
			for _, e := range germanEndings {
				if s, ok := strings.CutSuffix(low, e); ok && len([]rune(s)) >= 3 {
					look(s)
				}
			}
		}
		if len(tr) > 0 {
			g.words = append(g.words, tr)
		}
	}
	return g
}

// Grounding is the translations of one source sentence's words
// (rewrite.Grounding).
type Grounding struct {
	words      [][]map[string]bool
	senses     *SenseIndex
	minShared  int
	onEvidence bool
}

// has reports whether source word w (an index of g.words) translates to a.
func (g *Grounding) has(w int, a string) bool {
	for _, m := range g.words[w] {
		if m[a] {
			return true
		}
	}
	return false
}

// Supports reports whether one source word translates to both a and b.
func (g *Grounding) Supports(a, b string) bool {
	for w := range g.words {
		if g.has(w, a) && g.has(w, b) {
			return true
		}
	}
	return false
}

// Licenses reports whether the source licenses a pair no lexicon has:
// one source word translates to both, and, with a SenseIndex, the two
// share at least MinShared source words in the whole dictionaries.
func (g *Grounding) Licenses(a, b string) bool {
	return g.Supports(a, b) && (g.senses == nil || g.senses.Shared(a, b) >= g.minShared)
}

// Against reports evidence against replacing reference word r by
// hypothesis word h (lower-case lemmas; hyp holds the hypothesis's):
// a source word that translates to r, not to h, is rendered in the
// hypothesis by another of its translations, so h does not stand for
// what r translates there. The dictionary's mere silence about a pair
// is no evidence against it. Grounded without Grounder.OnEvidence, every
// pair the sentence does not support counts as contradicted.
func (g *Grounding) Against(r, h string, hyp []string) bool {
	if !g.onEvidence {
		return !g.Supports(r, h)
	}
	for w := range g.words {
		if !g.has(w, r) || g.has(w, h) {
			continue
		}
		for _, x := range hyp {
			if x != h && x != r && g.has(w, x) {
				return true
			}
		}
	}
	return false
}
