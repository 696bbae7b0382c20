package perceptron

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// TagLister is a CandidateSource that also lists the labels (UPOS) of a
// form's candidates, sorted and without repeats, without copying the
// candidates: the tagger's lexicon features need no more. Analyze uses
// it when the lexicon has it.
type TagLister interface {
	CandidateTags(form string) []string
}

// tagger scores the tokens of one sentence as predict(features(…))
// does, feature by feature in the same order (so the float32 sums are
// the same), but looks each feature up from a reused buffer instead of
// building its string: tagging allocates nothing per feature.
type tagger struct {
	m      *Model
	words  []string // the sentence
	low    []string // its lower-cased words
	scores []float32
	buf    []byte
	tags   []string
}

func (m *Model) newTagger(words []string) *tagger {
	t := &tagger{m: m, words: words, low: make([]string, len(words)), scores: make([]float32, len(m.Labels)), buf: make([]byte, 0, 64)}
	for i, w := range words {
		t.low[i] = strings.ToLower(w)
	}
	return t
}

// add adds the weights of the feature in t.buf.
func (t *tagger) add() {
	if w, ok := t.m.Weights[string(t.buf)]; ok {
		for l, v := range w {
			t.scores[l] += v
		}
	}
}

func (t *tagger) feature(parts ...string) {
	t.buf = t.buf[:0]
	for _, p := range parts {
		t.buf = append(t.buf, p...)
	}
	t.add()
}

func (t *tagger) get(k int) string {
	if k < 0 {
		return "<s>"
	}
	if k >= len(t.words) {
		return "</s>"
	}
	return t.low[k]
}

// suffixOf and prefixOf are suffix and prefix without a rune slice (the
// same strings for valid UTF-8; anything else goes the slow way, whose
// replacement characters they must reproduce).
func suffixOf(w string, n int) string {
	if !utf8.ValidString(w) {
		return suffix(w, n)
	}
	end := len(w)
	for k := 0; k < n; k++ {
		if end == 0 {
			return w
		}
		_, size := utf8.DecodeLastRuneInString(w[:end])
		end -= size
	}
	return w[end:]
}

func prefixOf(w string, n int) string {
	if !utf8.ValidString(w) {
		return prefix(w, n)
	}
	end := 0
	for k := 0; k < n; k++ {
		if end == len(w) {
			return w
		}
		_, size := utf8.DecodeRuneInString(w[end:])
		end += size
	}
	return w[:end]
}

// appendShape appends shape(w).
func appendShape(b []byte, w string) []byte {
	last := rune(0)
	for _, r := range w {
		c := 'x'
		switch {
		case unicode.IsUpper(r):
			c = 'X'
		case unicode.IsDigit(r):
			c = 'd'
		case !unicode.IsLetter(r):
			c = r
		}
		if c != last {
			b = utf8.AppendRune(b, c)
			last = c
		}
	}
	return b
}

// lexTags are the sorted labels of the lexicon's candidates for form,
// without repeats (features' lex and lx features).
func (t *tagger) lexTags(lex CandidateSource, form string) []string {
	if tl, ok := lex.(TagLister); ok {
		return tl.CandidateTags(form)
	}
	t.tags = t.tags[:0]
	for _, c := range lex.Candidates(form) {
		t.tags = append(t.tags, c.POS)
	}
	sort.Strings(t.tags)
	return dedup(t.tags)
}

// predict is m.predict(m.features(words, i, p1, p2, lex), scores).
func (t *tagger) predict(i int, p1, p2 string, lex CandidateSource) int {
	for l := range t.scores {
		t.scores[l] = 0
	}
	w := t.low[i]
	t.feature("b")
	t.feature("w=", w)
	t.feature("s1=", suffixOf(w, 1))
	t.feature("s2=", suffixOf(w, 2))
	t.feature("s3=", suffixOf(w, 3))
	t.feature("s4=", suffixOf(w, 4))
	t.feature("p1=", prefixOf(w, 1))
	t.feature("p3=", prefixOf(w, 3))
	t.buf = appendShape(append(t.buf[:0], "sh="...), t.words[i])
	t.add()
	t.feature("w-1=", t.get(i-1))
	t.feature("w+1=", t.get(i+1))
	t.feature("w-2=", t.get(i-2))
	t.feature("w+2=", t.get(i+2))
	t.feature("s3-1=", suffixOf(t.get(i-1), 3))
	t.feature("s3+1=", suffixOf(t.get(i+1), 3))
	t.feature("t-1=", p1)
	t.feature("t-2=", p2, "|", p1)
	t.feature("t-1w=", p1, "|", w)
	if i == 0 {
		t.feature("first")
	}
	if lex != nil {
		tags := t.lexTags(lex, t.words[i])
		t.buf = append(t.buf[:0], "lex="...)
		for k, p := range tags {
			if k > 0 {
				t.buf = append(t.buf, ',')
			}
			t.buf = append(t.buf, p...)
		}
		t.add()
		for _, p := range tags {
			t.feature("lx=", p)
		}
	}
	best := 0
	for l := range t.scores {
		if t.scores[l] > t.scores[best] {
			best = l
		}
	}
	return best
}

// Tags returns the labels Analyze gives tokens, without their lemmas and
// features (for a model whose labels are the values of one feature).
func (m *Model) Tags(tokens []string) []string {
	out := make([]string, len(tokens))
	t := m.newTagger(tokens)
	p1, p2 := "<s>", "<s>"
	for i := range tokens {
		label := m.Labels[t.predict(i, p1, p2, m.lexicon)]
		out[i] = label
		p2, p1 = p1, label
	}
	return out
}
