package meteor

import (
	"slices"
	"strings"
)

// morphRules are the detachment rules of the synonym module's Morph
// (spec §4.3), tried in this order.
var morphRules = [...][2]string{
	{"s", ""}, {"ses", "s"}, {"xes", "x"}, {"zes", "z"}, {"ches", "ch"}, {"shes", "sh"},
	{"men", "man"}, {"ies", "y"}, {"s", ""}, {"ies", "y"}, {"es", "e"}, {"es", ""},
	{"ed", "e"}, {"ed", ""}, {"ing", "e"}, {"ing", ""}, {"er", ""}, {"est", ""},
	{"er", "e"}, {"est", "e"},
}

// morph is the reference's WordNet-morphy-like base form guess without a
// part of speech. It returns "" when no rule yields a known word.
func morph(syn map[string][]int32, w string) string {
	if strings.HasSuffix(w, "ss") || utf16Len(w) <= 2 {
		return w
	}
	for _, r := range morphRules {
		if strings.HasSuffix(w, r[0]) {
			cand := w[:len(w)-len(r[0])] + r[1]
			if _, ok := syn[cand]; ok {
				return cand
			}
		}
	}
	return ""
}

// wordSets returns WordSets(w) = SynSets(w) ∪ StemSynSets(w) as a sorted
// set of synset ids (spec §4.3).
func wordSets(syn map[string][]int32, bases map[string][]string, w string) []int32 {
	var out []int32
	out = append(out, syn[w]...)
	if bs, ok := bases[w]; ok {
		for _, b := range bs {
			out = append(out, syn[b]...)
		}
	} else {
		out = append(out, syn[morph(syn, w)]...)
	}
	if len(out) == 0 {
		return nil
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// intersects reports whether two sorted sets share an element.
func intersects(a, b []int32) bool {
	if len(a) == 0 || len(b) == 0 || a[0] > b[len(b)-1] || b[0] > a[len(a)-1] {
		return false
	}
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] == b[j]:
			return true
		case a[i] < b[j]:
			i++
		default:
			j++
		}
	}
	return false
}
