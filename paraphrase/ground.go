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
}

// NewDictionary returns an empty dictionary.
func NewDictionary() *Dictionary { return &Dictionary{m: map[string]map[string]bool{}} }

// Len is the number of source words.
func (d *Dictionary) Len() int { return len(d.m) }

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
	if d.m[src] == nil {
		d.m[src] = map[string]bool{}
	}
	d.m[src][tgt] = true
}

// cleanTarget turns one dictd translation into a single lower-case word.
func cleanTarget(x string) (string, bool) {
	x = strings.TrimSpace(x)
	if x == "" || strings.ContainsAny(x, "{}\":=()") {
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
	if x == "" || strings.ContainsAny(x, " /;.!?") {
		return "", false
	}
	return x, true
}

// Translate returns the translations of a source word (by lower-case
// form), nil when unknown.
func (d *Dictionary) Translate(word string) map[string]bool { return d.m[strings.ToLower(word)] }

// germanEndings are stripped from a German form that is not a head word
// itself (FreeDict deu-eng lists many inflected forms as heads; these
// cover the rest roughly).
var germanEndings = []string{"ern", "en", "em", "er", "es", "e", "n", "s", "st", "t", "et", "te", "ten"}

// Ground returns the grounding of one analysed source sentence: each
// source word is looked up by form and by lemma, and, for a form the
// dictionary lacks, by the form less a common inflectional ending.
func (d *Dictionary) Ground(src []lemma.Token) *Grounding {
	g := &Grounding{}
	for _, t := range src {
		seen := map[string]bool{}
		var tr []map[string]bool
		look := func(w string) {
			w = strings.ToLower(w)
			if w == "" || seen[w] {
				return
			}
			seen[w] = true
			if m := d.m[w]; m != nil {
				tr = append(tr, m)
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
	words [][]map[string]bool
}

// Supports reports whether one source word translates to both a and b.
func (g *Grounding) Supports(a, b string) bool {
	for _, w := range g.words {
		hasA, hasB := false, false
		for _, m := range w {
			hasA = hasA || m[a]
			hasB = hasB || m[b]
		}
		if hasA && hasB {
			return true
		}
	}
	return false
}
