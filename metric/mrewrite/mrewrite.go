package mrewrite

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/parmesan-mt/parmesan/internal/version"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
)

// Rewriter rewrites references toward hypotheses with one Meteor scorer.
type Rewriter struct {
	sc *meteor.Scorer
}

// New returns a Rewriter aligning with sc's language, matchers and
// resources.
func New(sc *meteor.Scorer) *Rewriter { return &Rewriter{sc: sc} }

// Scorer returns the Meteor scorer used for alignment.
func (r *Rewriter) Scorer() *meteor.Scorer { return r.sc }

// Result is one rewritten reference.
type Result struct {
	Text     string // the rewritten reference
	Replaced int    // reference words replaced by a different hypothesis word or phrase
	Matches  []meteor.Match
}

// Rewrite rewrites ref toward hyp.
func (r *Rewriter) Rewrite(hyp, ref string) Result {
	h := r.sc.Tokenize(hyp)
	return r.rewriteTokens(h, r.sc.LowerTokens(h), ref)
}

// RewriteAll rewrites every reference toward hyp (each aligned on its
// own), returning the new texts in order.
func (r *Rewriter) RewriteAll(hyp string, refs []string) []string {
	h := r.sc.Tokenize(hyp)
	hl := r.sc.LowerTokens(h)
	out := make([]string, len(refs))
	for i, ref := range refs {
		out[i] = r.rewriteTokens(h, hl, ref).Text
	}
	return out
}

func (r *Rewriter) rewriteTokens(h, hl []string, ref string) Result {
	rt := r.sc.Tokenize(ref)
	seg := r.sc.AlignTokens(hl, [][]string{r.sc.LowerTokens(rt)})
	res := Result{Text: ref, Matches: seg.Matches}
	type edit struct{ start, end int } // reference token span [start, end) → hyp words
	var edits []edit
	var hyps [][]string
	for _, m := range seg.Matches { // ascending by reference position, disjoint
		hw := h[m.HypStart : m.HypStart+m.HypLen]
		if !equal(hw, rt[m.RefStart:m.RefStart+m.RefLen]) {
			res.Replaced += m.RefLen
			edits = append(edits, edit{m.RefStart, m.RefStart + m.RefLen})
			hyps = append(hyps, hw)
		}
	}
	if len(edits) == 0 {
		return res
	}
	// Splice into the reference text when every token is found verbatim
	// in it, in order, separated by whitespace only (true unless the
	// normalizer rewrote characters): unmatched text keeps its spelling
	// and spacing, so a string metric's own tokenizer sees it unchanged.
	if spans, ok := locate(ref, rt); ok {
		var b strings.Builder
		last := 0
		for k, e := range edits {
			b.WriteString(ref[last:spans[e.start][0]])
			b.WriteString(strings.Join(hyps[k], " "))
			last = spans[e.end-1][1]
		}
		b.WriteString(ref[last:])
		res.Text = b.String()
		return res
	}
	out := make([]string, 0, len(rt)+4)
	next := 0
	for k, e := range edits {
		out = append(out, rt[next:e.start]...)
		out = append(out, hyps[k]...)
		next = e.end
	}
	res.Text = strings.Join(append(out, rt[next:]...), " ")
	return res
}

// locate finds each token of toks in text, in order. Between tokens it
// skips whitespace and punctuation the normalizer dropped (Czech and
// German hyphens inside words); a token not found verbatim may match
// where the two differ only in punctuation or symbols (see matchAt). It
// returns the byte spans, or false when some token cannot be placed.
func locate(text string, toks []string) ([][2]int, bool) {
	spans := make([][2]int, len(toks))
	at := 0
	for i, t := range toks {
		for {
			for at < len(text) {
				r, n := utf8.DecodeRuneInString(text[at:])
				if !unicode.IsSpace(r) {
					break
				}
				at += n
			}
			if end, ok := matchAt(text, at, t); ok {
				spans[i] = [2]int{at, end}
				at = end
				break
			}
			r, n := utf8.DecodeRuneInString(text[at:])
			if at >= len(text) || !isPunctOrSymbol(r) {
				return nil, false
			}
			at += n // a character the normalizer dropped
		}
	}
	return spans, true
}

// matchAt reports whether t is at text[at:] and where it ends: verbatim,
// or rune for rune where the two differ only in punctuation or symbols,
// skipping punctuation of the text that t lacks (the English normalizer
// writes U.S. as US).
func matchAt(text string, at int, t string) (int, bool) {
	if strings.HasPrefix(text[at:], t) {
		return at + len(t), true
	}
	end := at
	for _, want := range t {
		for {
			if end >= len(text) {
				return 0, false
			}
			got, n := utf8.DecodeRuneInString(text[end:])
			end += n
			if got == want || isPunctOrSymbol(got) && isPunctOrSymbol(want) {
				break
			}
			if !isPunctOrSymbol(got) || end-n == at {
				return 0, false
			}
		}
	}
	return end, true
}

func isPunctOrSymbol(r rune) bool { return unicode.IsPunct(r) || unicode.IsSymbol(r) }

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Fields are the signature fields naming the alignment: Meteor's
// version, language, normalization, matchers, the beam and the budget
// when not the default (spelled as Meteor's signature spells them), the
// non-breaking prefixes the normalizer splits on, and the fingerprints
// of the resources the matchers use (the Lemma module's lemmatizer
// included), and last the parmesan version (the aligner is parmesan's
// code, so a change in it would otherwise not show). Function words,
// weights and parameters change Meteor's score, not the alignment, and
// are not named.
func (r *Rewriter) Fields() []metric.Field {
	set := r.sc.Settings()
	fp := r.sc.Resources().Fingerprints
	ms := meteor.NewSignature(set, fp, 1) // its budget and lemmas, spelled once
	f := []metric.Field{
		{Key: "align", Short: "al", Value: "meteor-" + meteor.Version},
		{Key: "lang", Short: "l", Value: set.Lang.Code},
		{Key: "norm", Short: "n", Value: set.Normalization.String()},
		{Key: "mods", Short: "m", Value: meteor.JoinModules(set.Modules, "_", true)},
	}
	if set.Beam != meteor.DefaultBeam {
		f = append(f, metric.Field{Key: "beam", Short: "b", Value: strconv.Itoa(set.Beam)})
	}
	if ms.Budget != "" {
		f = append(f, metric.Field{Key: "budget", Short: "bu", Value: ms.Budget})
	}
	if fp.Prefixes != "" {
		f = append(f, metric.Field{Key: "nbp", Short: "nbp", Value: fp.Prefixes})
	}
	if ms.Lemmas != "" {
		f = append(f, metric.Field{Key: "lemmas", Short: "lm", Value: ms.Lemmas})
	}
	for _, m := range set.Modules {
		switch {
		case m == meteor.Synonym && fp.Synonyms != "":
			f = append(f, metric.Field{Key: "syn", Short: "sy", Value: fp.Synonyms})
		case m == meteor.Paraphrase && fp.Paraphrases != "":
			f = append(f, metric.Field{Key: "para", Short: "pa", Value: fp.Paraphrases})
		case m == meteor.Stem && fp.StemTable != "":
			f = append(f, metric.Field{Key: "stemtab", Short: "st", Value: fp.StemTable})
		}
	}
	return append(f, metric.Field{Key: "parmesan", Short: "pm", Value: version.Parmesan})
}
