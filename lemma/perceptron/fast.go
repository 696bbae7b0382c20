package perceptron

import (
	"sort"
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
	scores []float32
	buf    []byte
	tags   []string
	c      *rowCache
	ents   []*wordRows // the cached rows of each word
}

func (m *Model) newTagger(words []string) *tagger {
	t := &tagger{m: m, words: words, scores: make([]float32, len(m.Labels)), buf: make([]byte, 0, 64)}
	t.c = m.rows()
	t.ents = t.c.lookup(t)
	return t
}

// add adds the weights of the feature in t.buf.
func (t *tagger) add() { t.addRow(t.m.Weights[string(t.buf)]) }

func (t *tagger) feature(parts ...string) {
	t.buf = t.buf[:0]
	for _, p := range parts {
		t.buf = append(t.buf, p...)
	}
	t.add()
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

// predict is m.predict(m.features(words, i, p1, p2, m.lexicon), scores), the
// previous labels given as indexes into m.Labels (-1: "<s>"). It adds the
// same weight rows in the same order, but finds most of them in the
// model's row cache (rows.go) instead of the weight map.
func (t *tagger) predict(i int, p1, p2 int) int {
	c := t.c
	copy(t.scores, t.ents[i].prefix)
	t.addCtx(i-1, ctxWordBefore)
	t.addCtx(i+1, ctxWordAfter)
	t.addCtx(i-2, ctxWord2Before)
	t.addCtx(i+2, ctxWord2After)
	t.addCtx(i-1, ctxSuffixBefore)
	t.addCtx(i+1, ctxSuffixAfter)
	t.addRow(c.tag1[p1+1])
	t.addRow(c.tag2[(p2+1)*(len(t.m.Labels)+1)+p1+1])
	if prev := t.ents[i].prev; prev != nil {
		t.addRow(prev[p1+1]) // t-1w=L|w
	}
	if i == 0 {
		t.addRow(c.first)
	}
	for _, r := range t.ents[i].lex {
		t.addRow(r)
	}
	best := 0
	for l := range t.scores {
		if t.scores[l] > t.scores[best] {
			best = l
		}
	}
	return best
}

// addRow adds a weight row (nil: the feature has none).
func (t *tagger) addRow(w []float32) {
	s := t.scores[:len(w)] // one bounds check per row, not per label
	for l, v := range w {
		s[l] += v
	}
}

// addCtx adds context row j of word k (of the sentence boundary's
// pseudo-word when k is outside the sentence).
func (t *tagger) addCtx(k, j int) {
	switch {
	case k < 0:
		t.addRow(t.c.bos[j])
	case k >= len(t.words):
		t.addRow(t.c.eos[j])
	default:
		t.addRow(t.ents[k].ctx[j])
	}
}

// label is the label with index l, "<s>" for -1.
func label(m *Model, l int) string {
	if l < 0 {
		return "<s>"
	}
	return m.Labels[l]
}

// Tags returns the labels Analyze gives tokens, without their lemmas and
// features (for a model whose labels are the values of one feature).
func (m *Model) Tags(tokens []string) []string {
	out := make([]string, len(tokens))
	t := m.newTagger(tokens)
	p1, p2 := -1, -1
	for i := range tokens {
		l := t.predict(i, p1, p2)
		out[i] = m.Labels[l]
		p2, p1 = p1, l
	}
	return out
}
