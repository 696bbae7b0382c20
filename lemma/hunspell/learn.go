package hunspell

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
)

// maxScriptStrip bounds the edit scripts Learn accepts between a
// dictionary stem and a gold lemma: a stem that needs more than this many
// runes replaced is another word, not the lemma's stem.
const maxScriptStrip = 3

// plausible reports whether a stem may be the dictionary's spelling of
// a gold lemma, by the script between them.
func plausible(stem, lem, script string) bool {
	if script == "" {
		return true
	}
	n, add, _ := strings.Cut(script, "|")
	return len(n) == 1 && n[0]-'0' <= maxScriptStrip && utf8.RuneCountInString(add) <= maxScriptStrip+1 &&
		utf8.RuneCountInString(stem) > 2 && utf8.RuneCountInString(lem) > 1
}

// Learn counts, over the words of a treebank, the tags of the dictionary
// analyses that yield each word's gold lemma (see the package comment),
// and collects the closed-class words and the other words seen. A malformed FEATS column is an
// error naming the file position.
func Learn(h *data.Hunspell, sents []*data.CoNLLUSentence, name string) (*Tables, error) {
	rules := map[string]map[Tag]int{}
	closed, seen := map[string]map[Tag]int{}, map[string]map[Tag]int{}
	ends := map[string]map[string]int{} // UPOS → stem ending → count
	inc := func(m map[string]map[Tag]int, k string, t Tag) {
		if m[k] == nil {
			m[k] = map[Tag]int{}
		}
		m[k][t]++
	}
	for _, s := range sents {
		for _, w := range s.Words {
			f, err := lemma.ParseFeats(w.Feats)
			if err != nil {
				return nil, fmt.Errorf("lemma/hunspell: %s:%d: %w", name, w.Line, err)
			}
			feats := f.String()
			low := strings.ToLower(w.Form)
			spelled := low // as generation writes it: lower case unless the lemma is capitalised
			if r, _ := utf8.DecodeRuneInString(w.Lemma); unicode.IsUpper(r) {
				spelled = w.Form
			}
			t := Tag{POS: w.UPOS, Feats: feats, Lemma: w.Lemma, Form: spelled}
			if ClosedPOS[w.UPOS] {
				inc(closed, low, t)
				continue
			}
			inc(seen, low, t)
			for _, v := range variants(w.Form) {
				for _, a := range h.Lookup(v) {
					b := base(a)
					sc := editScript(b, w.Lemma)
					if !plausible(b, w.Lemma, sc) {
						continue
					}
					for _, k := range Keys(a) {
						inc(rules, k, Tag{POS: w.UPOS, Feats: feats, Script: sc})
					}
					if e, ok := stemEnd(b, sc); ok {
						if ends[w.UPOS] == nil {
							ends[w.UPOS] = map[string]int{}
						}
						ends[w.UPOS][e]++
					}
				}
			}
		}
	}
	es := map[string][]string{}
	for pos, m := range ends {
		for e, n := range m {
			if n >= minEndCount {
				es[pos] = append(es[pos], e)
			}
		}
		slices.Sort(es[pos])
	}
	return &Tables{Rules: sorted(rules), Closed: sorted(closed), Seen: sorted(seen), Ends: es}, nil
}

// minEndCount is how many treebank words of a part of speech must show a
// stem ending (see Tables.Ends) for generation to look for stems by it:
// the endings of spurious analyses are seen less often (Romanian-RRT dev:
// "|ă" of adjectives 537 times, "|e", mare from maree, 25).
const minEndCount = 100

// stemEnd is what a script that removes runes from a stem takes off and
// puts on, as "add|removed" (regală → regal: "|ă"); ok false for a
// script that removes nothing.
func stemEnd(stem, script string) (string, bool) {
	ns, add, ok := strings.Cut(script, "|")
	if !ok || ns == "0" || ns == "" {
		return "", false
	}
	n := int(ns[0] - '0')
	r := []rune(strings.ToLower(stem))
	if n <= 0 || n > len(r) {
		return "", false
	}
	return add + "|" + string(r[len(r)-n:]), true
}

// sorted turns tag counts into lists, most frequent first (ties in a
// fixed order, so learning is deterministic).
func sorted(m map[string]map[Tag]int) map[string][]Tag {
	out := make(map[string][]Tag, len(m))
	for k, counts := range m {
		tags := make([]Tag, 0, len(counts))
		for t, n := range counts {
			t.N = n
			tags = append(tags, t)
		}
		slices.SortFunc(tags, func(a, b Tag) int {
			if a.N != b.N {
				return b.N - a.N
			}
			return strings.Compare(a.POS+"\t"+a.Feats+"\t"+a.Script+"\t"+a.Lemma+"\t"+a.Form, b.POS+"\t"+b.Feats+"\t"+b.Script+"\t"+b.Lemma+"\t"+b.Form)
		})
		out[k] = tags
	}
	return out
}
