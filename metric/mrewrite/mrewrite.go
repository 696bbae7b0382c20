// Package mrewrite is the reference rewrite behind m-BLEU and m-TER
// (Agarwal & Lavie 2008, §3): align the hypothesis with a reference using
// Meteor's matchers (exact, stem, synonym, paraphrase, as configured for
// the language), then replace every matched reference word, or phrase,
// with the hypothesis word or phrase it is aligned to. A string metric
// scored on the new reference then credits stem, synonym and paraphrase
// matches as if they were exact, while the word order and the unmatched
// words of the reference are kept.
//
// Alignment works on Meteor's tokens (its normalizer when the scorer
// normalizes, lowercased for matching); the replacements keep the
// hypothesis words' original case, and the rewritten reference is those
// tokens joined by spaces. When the alignment changes no word (every
// match already identical), the reference text is returned unchanged, so
// m-BLEU equals BLEU on segments without flexible matches.
//
// Package meteor does not import this package; metric/mbleu and
// metric/ter do. A Rewriter is safe for concurrent use.
package mrewrite

import (
	"strings"

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
	out := make([]string, 0, len(rt)+4)
	next := 0
	for _, m := range seg.Matches { // ascending by reference position, disjoint
		out = append(out, rt[next:m.RefStart]...)
		hw := h[m.HypStart : m.HypStart+m.HypLen]
		rw := rt[m.RefStart : m.RefStart+m.RefLen]
		if !equal(hw, rw) {
			res.Replaced += m.RefLen
		}
		out = append(out, hw...)
		next = m.RefStart + m.RefLen
	}
	out = append(out, rt[next:]...)
	if res.Replaced > 0 {
		res.Text = strings.Join(out, " ")
	}
	return res
}

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
// version, language, normalization, matchers, and the fingerprints of
// the resources the matchers use.
func (r *Rewriter) Fields() []metric.Field {
	set := r.sc.Settings()
	fp := r.sc.Resources().Fingerprints
	mods := make([]string, len(set.Modules))
	for i, m := range set.Modules {
		mods[i] = m.Short()
	}
	f := []metric.Field{
		{Key: "align", Short: "al", Value: "meteor-" + meteor.Version},
		{Key: "lang", Short: "l", Value: set.Lang.Short},
		{Key: "norm", Short: "n", Value: set.Normalization.String()},
		{Key: "mods", Short: "m", Value: strings.Join(mods, "_")},
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
	return f
}
