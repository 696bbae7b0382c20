package parmesan

import (
	"fmt"
	"strings"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// RewriteOptions turn an Evaluator into the Parmesan metric: each
// reference is paraphrased toward the hypothesis being scored (package
// rewrite), its agreement repaired (package fix), and the result scored.
type RewriteOptions struct {
	// Language analyses (and, for fixing, generates) words.
	Language lemma.Language
	// Lexicon holds the allowed (reference, hypothesis) pairs.
	Lexicon rewrite.Lexicon
	// Fixer repairs agreement; nil scores the unfixed rewrite.
	Fixer fix.Fixer
	// Guard holds the rewriter's precision filters (rewrite.DefaultGuard
	// of the language by default).
	Guard rewrite.Guard
	// Dictionary, when set, translates source words into the language of
	// the references; see Evaluator.GroundReferences.
	Dictionary *paraphrase.Dictionary
	// GroundedPairs also uses the pairs the source grounds that the
	// lexicon lacks (rewrite.WithGroundedPairs).
	GroundedPairs bool
	// Source analyses source sentences for dictionary lookup (by form and
	// lemma); nil looks words up by form only.
	Source lemma.Analyzer
	// Lang is the language code the signature names (NewRewriteOptions
	// fills it).
	Lang string
	// Sources are the resources the lexicon (and the grounding
	// dictionary) were read from, with content hashes, for the signature
	// (NewRewriteOptions fills it; set it when building a Lexicon by hand).
	Sources []ResourceUse
	// Weighted, when set, scores the matches over rewritten words (the
	// substituted words and the words the agreement repair changed) with
	// the rewritten-token module's weight (meteor.Rewritten) instead of
	// their matcher's; nil is the paper's metric, where a substituted word
	// is an exact match. The module's words fill the stage slot after the
	// evaluator's matchers (so at most three matchers), and the weights
	// gain the module's weight there: corpus scores, bootstrap and tuning
	// see it as one more module weight. The best of several references is
	// still chosen by the unweighted score.
	Weighted *meteor.Rewritten
}

// Rewritten is one reference after rewriting and fixing.
type Rewritten struct {
	Tokens  []string               `json:"-"`
	Text    string                 `json:"text"`
	Unfixed string                 `json:"unfixed,omitempty"`
	Subs    []rewrite.Substitution `json:"substitutions"`
	Edits   []fix.Edit             `json:"fixes"`
}

// rewriteSettings is the signature's rewrite field, built from the typed
// options: lang=en,src=wordnet#1a2b3c4d,fix=yes (the hashes are those of
// the bytes read, so two dictionary versions never share a signature).
func (o *RewriteOptions) rewriteSettings() string {
	var b strings.Builder
	if o.Lang != "" {
		b.WriteString("lang=" + o.Lang + ",")
	}
	var src, ground []string
	for _, u := range o.Sources {
		if strings.HasPrefix(u.Name, "freedict-") {
			ground = append(ground, u.String())
		} else {
			src = append(src, u.String())
		}
	}
	if len(src) > 0 {
		b.WriteString("src=" + strings.Join(src, "+") + ",")
	}
	if len(ground) > 0 {
		b.WriteString("ground=" + strings.Join(ground, "+") + ",")
	}
	if o.Fixer != nil {
		b.WriteString("fix=yes")
	} else {
		b.WriteString("fix=no")
	}
	if o.Weighted != nil {
		b.WriteString(",module=" + o.Weighted.String())
	}
	return b.String()
}

// analysedRefs caches the lemma analysis of each reference.
func (e *Evaluator) analyseReferences(r *References) error {
	if e.opts.Rewrite == nil {
		return nil
	}
	r.analysed = make([][][]lemma.Token, r.Len())
	return e.parallel(r.Len(), func(i int) {
		r.analysed[i] = make([][]lemma.Token, r.n)
		for k, text := range r.raw[i] {
			r.analysed[i][k] = e.opts.Rewrite.Language.Analyze(e.sc.Tokenize(text))
		}
	})
}

// rewriteSegment rewrites every reference of segment i toward hyp.
func (e *Evaluator) rewriteSegment(hyp []lemma.Token, refs *References, i int) []Rewritten {
	o := e.opts.Rewrite
	opts := []rewrite.Option{rewrite.WithGuard(o.Guard)}
	if o.GroundedPairs {
		opts = append(opts, rewrite.WithGroundedPairs())
	}
	rw := rewrite.New(o.Language, o.Lexicon, opts...)
	var g rewrite.Grounding
	if refs.grounds != nil {
		g = refs.grounds[i]
	}
	out := make([]Rewritten, refs.n)
	for k := range out {
		res := rw.RewriteGrounded(hyp, refs.analysed[i][k], g)
		r := Rewritten{Tokens: res.Tokens, Subs: res.Subs}
		if o.Fixer != nil && len(res.Subs) > 0 {
			r.Unfixed = strings.Join(res.Tokens, " ")
			r.Tokens, r.Edits = o.Fixer.Fix(&res)
		}
		r.Text = strings.Join(r.Tokens, " ")
		out[k] = r
	}
	return out
}

// GroundReferences attaches the source sentences (one per segment) to
// prepared references: from then on a substitution is made only when some
// source word translates to both the reference word and the hypothesis
// word (Options.Rewrite.Dictionary). Without a dictionary it is an error.
func (e *Evaluator) GroundReferences(r *References, src []string) error {
	o := e.opts.Rewrite
	if o == nil || o.Dictionary == nil {
		return fmt.Errorf("parmesan: source grounding needs Options.Rewrite with a Dictionary")
	}
	if len(src) != r.Len() {
		return fmt.Errorf("parmesan: %d source sentences but %d reference segments", len(src), r.Len())
	}
	r.grounds = make([]rewrite.Grounding, len(src))
	r.forgetSegments() // scored before grounding: those results no longer hold
	e.parallel(len(src), func(i int) {
		toks := e.sc.Tokenize(src[i])
		var an []lemma.Token
		if o.Source != nil {
			an = o.Source.Analyze(toks)
		} else {
			an = make([]lemma.Token, len(toks))
			for k, w := range toks {
				an[k] = lemma.Token{Form: w, Lemma: w}
			}
		}
		r.grounds[i] = o.Dictionary.Ground(an)
	})
	return nil
}

// RewriteCorpus rewrites the references toward each hypothesis and
// returns, per segment, the rewritten references (the "parmesan rewrite"
// command). It needs Options.Rewrite.
func (e *Evaluator) RewriteCorpus(hyps []string, refs *References) ([][]Rewritten, error) {
	if e.opts.Rewrite == nil {
		return nil, fmt.Errorf("parmesan: RewriteCorpus needs Options.Rewrite")
	}
	if len(hyps) != refs.Len() {
		return nil, fmt.Errorf("parmesan: %d hypotheses but %d reference segments", len(hyps), refs.Len())
	}
	if err := e.checkReferences(refs); err != nil {
		return nil, err
	}
	out := make([][]Rewritten, len(hyps))
	err := e.parallel(len(hyps), func(i int) {
		h := e.opts.Rewrite.Language.Analyze(e.sc.Tokenize(hyps[i]))
		out[i] = e.rewriteSegment(h, refs, i)
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// grounding is one segment's source grounding.
type grounding = rewrite.Grounding

// rewrittenMarks marks the reference tokens a rewrite put in place: its
// substitutions and the fixer's edits.
func rewrittenMarks(rw Rewritten, n int) []bool {
	marks := make([]bool, n)
	for _, s := range rw.Subs {
		if s.Pos >= 0 && s.Pos < n {
			marks[s.Pos] = true
		}
	}
	for _, e := range rw.Edits {
		if e.Pos >= 0 && e.Pos < n {
			marks[e.Pos] = true
		}
	}
	return marks
}
