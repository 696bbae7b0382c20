package mrewrite

import "strings"

// Splice carries a token-level rewrite back into running text: text's
// tokens are from (as a tokenizer such as Meteor's normalizer gave them),
// and to is the rewritten token sequence. The tokens that did not change
// (a longest common subsequence of from and to) keep their place and
// spelling in text; each changed region of text is replaced by the new
// tokens joined by spaces. ok is false when from cannot be located in
// text (see locate); callers then use strings.Join(to, " ").
//
// The Parmesan rewrite works on Meteor's normalized tokens; splicing its
// result into the reference keeps the reference's own tokenization for
// metrics that tokenize on their own (BLEU, chrF) or not at all (TER).
func Splice(text string, from, to []string) (string, bool) {
	if equal(from, to) {
		return text, true
	}
	spans, ok := locate(text, from)
	if !ok {
		return "", false
	}
	// LCS table over tokens (segments are short).
	n, m := len(from), len(to)
	l := make([]int32, (n+1)*(m+1))
	at := func(i, j int) *int32 { return &l[i*(m+1)+j] }
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if from[i] == to[j] {
				*at(i, j) = *at(i+1, j+1) + 1
			} else {
				*at(i, j) = max(*at(i+1, j), *at(i, j+1))
			}
		}
	}
	var b strings.Builder
	last := 0 // byte offset in text up to which text was copied
	i, j := 0, 0
	for i < n || j < m {
		if i < n && j < m && from[i] == to[j] {
			i, j = i+1, j+1
			continue
		}
		// a changed region: from[i:i2] becomes to[j:j2]
		i2, j2 := i, j
		for (i2 < n || j2 < m) && !(i2 < n && j2 < m && from[i2] == to[j2] && *at(i2, j2) == *at(i2+1, j2+1)+1) {
			if j2 >= m || i2 < n && *at(i2+1, j2) >= *at(i2, j2+1) {
				i2++
			} else {
				j2++
			}
		}
		repl := strings.Join(to[j:j2], " ")
		switch {
		case i2 > i: // replace text of from[i:i2]
			b.WriteString(text[last:spans[i][0]])
			b.WriteString(repl)
			last = spans[i2-1][1]
			if repl == "" { // a deletion: drop the space after it too
				last += len(text[last:]) - len(strings.TrimLeft(text[last:], " "))
			}
		case i < n: // insert before from[i]
			b.WriteString(text[last:spans[i][0]])
			b.WriteString(repl + " ")
			last = spans[i][0]
		default: // insert at the end
			b.WriteString(text[last:])
			b.WriteString(" " + repl)
			last = len(text)
		}
		i, j = i2, j2
	}
	b.WriteString(text[last:])
	return b.String(), true
}
