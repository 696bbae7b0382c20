package pipeline

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/parmesan-mt/parmesan/fix"
	"github.com/parmesan-mt/parmesan/internal/pool"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// Tokenizer splits a segment into tokens as the scorer of the rewritten
// references does (for Meteor, meteor.Scorer.Tokenize).
type Tokenizer func(string) []string

// Rewriter paraphrases each reference toward the hypothesis being scored
// (package rewrite) and repairs its agreement (package fix). New builds
// one from a Config; the fields are exported for a rewriter assembled by
// hand (a test lexicon, say). A Rewriter is read only once in use and
// safe for concurrent use.
type Rewriter struct {
	// Language analyses (and, for fixing, generates) words.
	Language lemma.Language
	// Analysis names the analysis when Language is not the language's
	// model but lemma/fallback (stem:snowball-it, lower), for the
	// signature; "" for a model.
	Analysis string
	// Lexicon holds the allowed (reference, hypothesis) pairs.
	Lexicon rewrite.Lexicon
	// Fixer repairs agreement; nil keeps the unfixed rewrite.
	Fixer fix.Fixer
	// Guard holds the rewriter's precision filters (rewrite.DefaultGuard
	// of the language by default).
	Guard rewrite.Guard
	// Dictionary, when set, translates source words into the language of
	// the references: Prepare then needs the source sentences.
	Dictionary *paraphrase.Dictionary
	// Learned, with a Dictionary, adds the translations of a lexicon
	// learned from many translations to the grounding (New loads the
	// one shipped for the language pair, paraphrase/lexicon).
	Learned paraphrase.Translator
	// Senses and MinShared, with SourceLicensed, make a licensed pair
	// share MinShared source words in the dictionaries
	// (paraphrase.Grounder); nil checks the sentence's word only.
	Senses    *paraphrase.SenseIndex
	MinShared int
	// OnEvidence, with a Dictionary, drops a lexicon pair the source
	// does not support only on evidence against it
	// (paraphrase.Grounder.OnEvidence); New sets it.
	OnEvidence bool
	// GroundedPairs also uses the pairs the source grounds that the
	// lexicon lacks (rewrite.WithGroundedPairs).
	GroundedPairs bool
	// SourceLicensed, with a Dictionary, also uses the pairs the source
	// grounds that the lexicon lacks, keeping the grounding's filter on
	// the lexicon's (rewrite.WithSourceLicensed).
	SourceLicensed bool
	// Source analyses source sentences for dictionary lookup (by form and
	// lemma); nil looks words up by form only.
	Source lemma.Analyzer
	// Lang is the language the signature names (New fills it).
	Lang lang.Language
	// Sources are the resources the lexicon (and the grounding
	// dictionary) were read from, with content hashes, for the signature
	// (New fills it; set it when building a Lexicon by hand).
	Sources []ResourceUse
	// Tokenize splits references, hypotheses and sources as the scorer
	// does; nil is strings.Fields. The scorer sets it on its own copy
	// (WithTokenizer).
	Tokenize Tokenizer
	// Workers is the number of goroutines of Prepare and RewriteCorpus
	// (default GOMAXPROCS).
	Workers int
	// Progress, when set, is called by Prepare with the number of
	// segments analysed so far (monotonic, possibly concurrently).
	Progress func(done int)
}

// WithTokenizer returns a copy of r that splits text with tok and runs
// on workers goroutines, reporting Prepare's progress to progress (nil:
// none).
func (r *Rewriter) WithTokenizer(tok Tokenizer, workers int, progress func(done int)) *Rewriter {
	c := *r
	c.Tokenize, c.Workers, c.Progress = tok, workers, progress
	return &c
}

// analyze analyses a sentence for rewriting, with shared features where
// the language offers them (lemma.AnalyzeShared): the rewriter and the
// fixers only read a token's Feats.
func (r *Rewriter) analyze(toks []string) []lemma.Token {
	return lemma.AnalyzeShared(r.Language, toks)
}

// sharedAnalyzerTo is a lemma.SharedAnalyzer that can write a sentence's
// tokens into an array the caller reuses (lemma/cs:
// Czech.AnalyzeSharedTo).
type sharedAnalyzerTo interface {
	AnalyzeSharedTo(dst []lemma.Token, tokens []string) []lemma.Token
}

// hypTokens holds arrays for the hypotheses' analyses: RewriteTokens
// reads a hypothesis's analysis only while it rewrites (no Rewritten
// keeps it: its substitutions and edits hold strings), so the next
// hypothesis may reuse the array.
var hypTokens = sync.Pool{New: func() any { return new([]lemma.Token) }}

// analyzeHyp is analyze for a hypothesis that RewriteTokens reads until
// it calls releaseHyp, in an array of hypTokens where the analyzer can
// write into one (buf; nil otherwise).
func (r *Rewriter) analyzeHyp(toks []string) (h []lemma.Token, buf *[]lemma.Token) {
	s, ok := r.Language.(sharedAnalyzerTo)
	if !ok {
		return r.analyze(toks), nil
	}
	buf = hypTokens.Get().(*[]lemma.Token)
	return s.AnalyzeSharedTo(*buf, toks), buf
}

// releaseHyp gives the array of analysis h back to hypTokens (nothing
// for a nil buf).
func releaseHyp(h []lemma.Token, buf *[]lemma.Token) {
	if buf == nil {
		return
	}
	clear(h) // the pool keeps no strings or maps alive
	*buf = h[:0]
	hypTokens.Put(buf)
}

func (r *Rewriter) tokenize(s string) []string {
	if r.Tokenize == nil {
		return strings.Fields(s)
	}
	return r.Tokenize(s)
}

// Rewritten is one reference after rewriting and fixing.
type Rewritten struct {
	Tokens  []string               `json:"-"` // the words of the rewritten reference (rewrite.Flatten)
	Text    string                 `json:"text"`
	Unfixed string                 `json:"unfixed,omitempty"`
	Subs    []rewrite.Substitution `json:"substitutions"`
	Edits   []fix.Edit             `json:"fixes"`
	// Bounded: the segment was over the rewriting budget
	// (rewrite.MaxSegmentTokens) and the reference is as written.
	Bounded bool `json:"bounded,omitempty"`
}

// BoundedWarning is the warning for a segment over the rewriting budget
// (Rewritten.Bounded); where names it (file:line).
func BoundedWarning(where string) string {
	return fmt.Sprintf("%s: warning: segment over the rewriting budget (max segment tokens %d) was not rewritten: its reference is left as written", where, rewrite.MaxSegmentTokens)
}

// Marks marks the first n tokens of Tokens that a rewrite put in place:
// its substitutions (every word of a phrase substitution's hypothesis
// span) and the fixer's edits. Subs and Edits give reference positions;
// a phrase substitution shifts the later ones (rewrite.FlatIndex).
func (rw Rewritten) Marks(n int) []bool {
	marks := make([]bool, n)
	at := rewrite.FlatIndex(rw.Subs)
	mark := func(k int) {
		if k >= 0 && k < n {
			marks[k] = true
		}
	}
	for _, s := range rw.Subs {
		for k := range s.HypSpan() {
			mark(at(s.Pos) + k)
		}
	}
	for _, e := range rw.Edits {
		mark(at(e.Pos))
	}
	return marks
}

// Settings is the signature's rewrite field, built from what New loaded:
// lang=en,src=wordnet#1a2b3c4d,fix=yes; for a language whose analyzer
// names its resources (a Fingerprint method: the dictionary and model
// that acted) lang=de,lemma=hunspell-de_DE#…+model-de#…,src=…; and for a language without a
// model lang=it,lemma=stem:snowball-it,closed=ref-freq>0.001,src=mythes-it_IT#…,fix=no
// (the fallback leaves the references' frequent words alone:
// Prepared's guard) (the hashes are those of the
// bytes read, so two dictionary versions never share a signature).
func (r *Rewriter) Settings() string {
	var b strings.Builder
	if !r.Lang.IsZero() {
		b.WriteString("lang=" + r.Lang.Code + ",")
	}
	if r.Analysis != "" {
		fmt.Fprintf(&b, "lemma=%s,closed=ref-freq>%g,", r.Analysis, FallbackFrequency)
	} else if fp := lemma.Fingerprint(r.Language); fp != "" {
		b.WriteString("lemma=" + fp + ",")
	}
	var src, ground []string
	for _, u := range r.Sources {
		if strings.HasPrefix(u.Name, "freedict-") || strings.HasPrefix(u.Name, "lex-") {
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
	if r.Dictionary != nil {
		// The source words are looked up by their lemmas too: the
		// analyser that made them changes which pairs are grounded.
		b.WriteString("srclemma=" + sourceAnalysis(r.Source) + ",")
	}
	if r.OnEvidence && r.Dictionary != nil {
		b.WriteString("ground-drop=evidence,")
	}
	if r.GroundedPairs {
		b.WriteString("ground-pairs=yes,")
	}
	if r.SourceLicensed {
		b.WriteString("licensed=source")
		if r.Senses != nil {
			fmt.Fprintf(&b, "-shared%d", r.MinShared)
		}
		b.WriteString(",")
	}
	if r.Fixer != nil {
		b.WriteString("fix=yes")
	} else {
		b.WriteString("fix=no")
	}
	return b.String()
}

// sourceAnalysis names the source analyser for the signature: its
// Fingerprint, its type for one without, or "forms" when the source
// language has none (source words are looked up as written).
func sourceAnalysis(a lemma.Analyzer) string {
	if a == nil {
		return "forms"
	}
	if fp := lemma.Fingerprint(a); fp != "" {
		return fp
	}
	return fmt.Sprintf("%T", a)
}

// ErrNoSources is wrapped when a rewriter with a grounding dictionary
// (Rewriter.Dictionary) prepares references without source sentences:
// rewriting them would ignore the dictionary while the signature names it.
var ErrNoSources = errors.New("parmesan: dictionary without sources")

// Prepared are a corpus's references as the rewriter needs them:
// analysed once, and grounded in the source sentences when the rewriter
// has a dictionary. Read only once built.
type Prepared struct {
	n        int
	analysed [][][]lemma.Token // [segment][ref]
	// forms and texts are each reference's words (Forms) and their text:
	// a rewrite that changes no word returns them (read only).
	forms   [][][]string
	texts   [][]string
	grounds []rewrite.Grounding // [segment], with a dictionary
	guard   *rewrite.Guard      // the fallback's: r.Guard + the references' frequent words
	// refs are the references prepared for rewriting with the guard
	// they were prepared with ([segment][ref]): every hypothesis of a
	// segment is rewritten against them (rewrite.Rewriter.RewritePrepared,
	// which prepares them again for a rewriter with another guard).
	refs [][]*rewrite.Reference
	// built is the rewriter RewriteTokens last built for these
	// references (rewriterFor).
	built atomic.Pointer[builtRewriter]
}

// FallbackFrequency is the relative frequency in the references above
// which the fallback analysis (no parts of speech) leaves a word alone:
// Meteor's rule for its function-word lists (spec §12). A word is
// frequent only if it also occurs at least FallbackMinCount times, so
// that a handful of segments does not close every word.
const (
	FallbackFrequency = 0.001
	FallbackMinCount  = 3
)

// frequentClosed is r.Guard with the words of the prepared references
// whose relative frequency exceeds FallbackFrequency (lower-cased) added
// to its closed class: without parts of speech they stand for the
// function words (de, la, nous, dans) a thesaurus also lists.
func (r *Rewriter) frequentClosed(p *Prepared) *rewrite.Guard {
	count := map[string]int{}
	total := 0
	for _, seg := range p.analysed {
		for _, ref := range seg {
			for _, t := range ref {
				count[strings.ToLower(t.Form)]++
				total++
			}
		}
	}
	g := r.Guard
	g.Closed = make(map[string]bool, len(r.Guard.Closed))
	for w := range r.Guard.Closed {
		g.Closed[w] = true
	}
	for w, c := range count {
		if c >= FallbackMinCount && float64(c) > FallbackFrequency*float64(total) {
			g.Closed[w] = true
		}
	}
	return &g
}

// Len is the number of segments.
func (p *Prepared) Len() int { return len(p.analysed) }

// Count is the number of references per segment.
func (p *Prepared) Count() int { return p.n }

// Forms returns the words of reference k of segment i as the rewriter
// analysed them (rewrite.Flatten of the tokens' forms): the Tokens of a
// Rewritten that changed no word. The slice is shared: read only.
func (p *Prepared) Forms(i, k int) []string { return p.forms[i][k] }

// formsOf is Forms of an analysed reference.
func formsOf(ref []lemma.Token) []string {
	f := make([]string, len(ref))
	for j, t := range ref {
		f[j] = t.Form
	}
	return slices.Clip(rewrite.Flatten(f))
}

// Grounded reports whether the references are grounded in sources.
func (p *Prepared) Grounded() bool { return p.grounds != nil }

// Prepare analyses the references (refs[i][k] is reference k of segment
// i; every segment has the same number) and, when the rewriter has a
// dictionary, grounds segment i in sources[i]: a thesaurus pair is then
// dropped when the source gives evidence against it (every pair no source
// word translates to on both sides without OnEvidence), and a slot pair
// (variant, closed equivalent) or phrase pair on evidence against it
// only; constructions are not grounded (rewrite.Rewriter.RewriteGrounded).
// A dictionary without sources is an error
// wrapping ErrNoSources, and sources without a dictionary an error too.
func (r *Rewriter) Prepare(refs [][]string, sources []string) (*Prepared, error) {
	return r.prepare(refs, nil, sources)
}

// PrepareTokens is Prepare of references already split into words as
// the rewriter's Tokenize splits them: words[i][k] are the words of
// refs[i][k] (a caller that needs the words itself, as eval's scorer
// does, splits each reference once). The words are read only.
func (r *Rewriter) PrepareTokens(refs [][]string, words [][][]string, sources []string) (*Prepared, error) {
	if len(words) != len(refs) {
		return nil, fmt.Errorf("parmesan: %d segments of words for %d reference segments", len(words), len(refs))
	}
	return r.prepare(refs, words, sources)
}

// prepare is Prepare, taking each reference's words from words when it
// is not nil.
func (r *Rewriter) prepare(refs [][]string, words [][][]string, sources []string) (*Prepared, error) {
	switch {
	case r.Dictionary != nil && sources == nil:
		return nil, fmt.Errorf("%w: the rewriter has a grounding dictionary; give the source sentences, or drop the dictionary", ErrNoSources)
	case r.Dictionary == nil && sources != nil:
		return nil, fmt.Errorf("parmesan: source grounding needs a rewriter with a dictionary (Config.SourceLang)")
	case sources != nil && len(sources) != len(refs):
		return nil, fmt.Errorf("parmesan: %d source sentences but %d reference segments", len(sources), len(refs))
	}
	n := 0
	if len(refs) > 0 {
		n = len(refs[0])
	}
	p := &Prepared{n: n, analysed: make([][][]lemma.Token, len(refs)), forms: make([][][]string, len(refs)), texts: make([][]string, len(refs))}
	err := r.parallel(len(refs), r.Progress, func(i int) {
		p.analysed[i] = make([][]lemma.Token, len(refs[i]))
		p.forms[i], p.texts[i] = make([][]string, len(refs[i])), make([]string, len(refs[i]))
		for k, text := range refs[i] {
			var toks []string
			if words != nil && k < len(words[i]) {
				toks = words[i][k]
			} else {
				toks = r.tokenize(text)
			}
			p.analysed[i][k] = r.analyze(toks)
			p.forms[i][k] = formsOf(p.analysed[i][k])
			p.texts[i][k] = strings.Join(p.forms[i][k], " ")
		}
	})
	if err != nil {
		return nil, err
	}
	if r.Analysis != "" {
		p.guard = r.frequentClosed(p)
	}
	rw := r.rewriter(p)
	p.refs = make([][]*rewrite.Reference, len(refs))
	err = r.parallel(len(refs), nil, func(i int) {
		p.refs[i] = make([]*rewrite.Reference, len(p.analysed[i]))
		for k, ref := range p.analysed[i] {
			p.refs[i][k] = rw.Prepare(ref)
		}
	})
	if err != nil {
		return nil, err
	}
	if sources == nil {
		return p, nil
	}
	grounds := make([]rewrite.Grounding, len(sources))
	gr := paraphrase.Grounder{Translators: []paraphrase.Translator{r.Dictionary}, Senses: r.Senses, MinShared: r.MinShared, OnEvidence: r.OnEvidence}
	if r.Learned != nil {
		gr.Translators = append(gr.Translators, r.Learned)
	}
	err = r.parallel(len(sources), r.Progress, func(i int) {
		toks := r.tokenize(sources[i])
		var an []lemma.Token
		if r.Source != nil {
			an = r.Source.Analyze(toks)
		} else {
			an = make([]lemma.Token, len(toks))
			for k, w := range toks {
				an[k] = lemma.Token{Form: w, Lemma: w}
			}
		}
		grounds[i] = sourceGrounding{gr.Ground(an), toks}
	})
	if err != nil {
		return nil, err
	}
	p.grounds = grounds
	return p, nil
}

// sourceGrounding is a source sentence's grounding with its words, which
// the rewriter compares with a name the hypothesis spells otherwise than
// the reference (rewrite.Rewriter's slot pairs).
type sourceGrounding struct {
	*paraphrase.Grounding
	forms []string
}

// SourceForms returns the source sentence's tokens (read only).
func (s sourceGrounding) SourceForms() []string { return s.forms }

// rewriterKey is what rewriter builds a rewrite.Rewriter from, as
// bytes: the analyser's and the lexicon's interface words (their dynamic
// type and pointer), the guard's bytes (the same maps, strings and
// settings) and the options. Equal keys build the same rewriter; a field
// of r changed since (a test turns SourceLicensed off between Rewrites)
// makes another key.
type rewriterKey struct {
	lang, lex          [2]unsafe.Pointer
	guard              [unsafe.Sizeof(rewrite.Guard{})]byte
	grounded, licensed bool
}

// builtRewriter is a rewriter with the key it was built from.
type builtRewriter struct {
	key rewriterKey
	rw  *rewrite.Rewriter
}

// guardOf is the guard of r's rewriter for the references p: the
// fallback's when p has one.
func (r *Rewriter) guardOf(p *Prepared) *rewrite.Guard {
	if p.guard != nil {
		return p.guard
	}
	return &r.Guard
}

// keyOf is the rewriterKey of r's rewriter for p.
func (r *Rewriter) keyOf(p *Prepared) rewriterKey {
	return rewriterKey{
		lang:     *(*[2]unsafe.Pointer)(unsafe.Pointer(&r.Language)),
		lex:      *(*[2]unsafe.Pointer)(unsafe.Pointer(&r.Lexicon)),
		guard:    *(*[unsafe.Sizeof(rewrite.Guard{})]byte)(unsafe.Pointer(r.guardOf(p))),
		grounded: r.GroundedPairs,
		licensed: r.SourceLicensed,
	}
}

// rewriterFor is rewriter(p), built once for every hypothesis rewritten
// against p while r's fields stay as they are (the last one built is
// kept in p, with its key; the key's guard bytes hide its maps from the
// collector, and the kept rewriter holds them).
func (r *Rewriter) rewriterFor(p *Prepared) *rewrite.Rewriter {
	k := r.keyOf(p)
	if b := p.built.Load(); b != nil && b.key == k {
		return b.rw
	}
	rw := r.rewriter(p)
	p.built.Store(&builtRewriter{k, rw})
	return rw
}

// rewriter is the rewriter of r for the references p.
func (r *Rewriter) rewriter(p *Prepared) *rewrite.Rewriter {
	guard := *r.guardOf(p)
	opts := []rewrite.Option{rewrite.WithGuard(guard)}
	if r.GroundedPairs {
		opts = append(opts, rewrite.WithGroundedPairs())
	}
	if r.SourceLicensed {
		opts = append(opts, rewrite.WithSourceLicensed())
	}
	return rewrite.New(r.Language, r.Lexicon, opts...)
}

// Rewrite rewrites every reference of segment i of p toward hyp.
func (r *Rewriter) Rewrite(hyp string, p *Prepared, i int) []Rewritten {
	return r.RewriteTokens(r.tokenize(hyp), p, i)
}

// RewriteTokens is Rewrite of a hypothesis already split into words as
// the rewriter's Tokenize splits it (a caller that needs the words
// itself, as eval's scorer does, splits the text once). The words are
// read only.
func (r *Rewriter) RewriteTokens(toks []string, p *Prepared, i int) []Rewritten {
	h, buf := r.analyzeHyp(toks)
	defer releaseHyp(h, buf)
	rw := r.rewriterFor(p)
	var g rewrite.Grounding
	if p.grounds != nil {
		g = p.grounds[i]
	}
	out := make([]Rewritten, len(p.analysed[i]))
	for k := range out {
		res := rw.RewritePrepared(h, p.refs[i][k], g)
		if len(res.Subs) == 0 && slices.EqualFunc(res.Tokens, p.analysed[i][k], func(s string, t lemma.Token) bool { return s == t.Form }) { // unchanged
			// No word rewritten (and so none repaired): the reference's
			// words and text, made once (Prepare).
			out[k] = Rewritten{Tokens: p.forms[i][k], Text: p.texts[i][k], Subs: res.Subs, Bounded: res.Bounded}
			continue
		}
		o := Rewritten{Tokens: res.Tokens, Subs: res.Subs, Bounded: res.Bounded}
		if r.Fixer != nil && len(res.Subs) > 0 {
			o.Unfixed = strings.Join(flatten(res.Tokens), " ") // rewrite.Join
			o.Tokens, o.Edits = r.Fixer.Fix(&res)
		}
		// A phrase substitution leaves its span's words in one token and
		// "" after it (rewrite.Result); the output is the words.
		o.Tokens = flatten(o.Tokens)
		o.Text = strings.Join(o.Tokens, " ")
		out[k] = o
	}
	return out
}

// flatten is rewrite.Flatten, which copies the tokens, without the copy
// when no token is empty or holds a space (Flatten's two cases): such
// tokens are the words as they are. The tokens are RewritePrepared's or
// the fixer's, which nothing else keeps. Nil flattens to an empty slice,
// as Flatten's.
func flatten(toks []string) []string {
	if toks == nil {
		return rewrite.Flatten(toks)
	}
	for _, t := range toks {
		if t == "" || strings.Contains(t, " ") {
			return rewrite.Flatten(toks)
		}
	}
	return toks
}

// RewriteCorpus rewrites the references toward each hypothesis and
// returns, per segment, the rewritten references (the "parmesan rewrite"
// command).
func (r *Rewriter) RewriteCorpus(hyps []string, p *Prepared) ([][]Rewritten, error) {
	if len(hyps) != p.Len() {
		return nil, fmt.Errorf("parmesan: %d hypotheses but %d reference segments", len(hyps), p.Len())
	}
	out := make([][]Rewritten, len(hyps))
	err := r.parallel(len(hyps), nil, func(i int) { out[i] = r.Rewrite(hyps[i], p, i) })
	if err != nil {
		return nil, err
	}
	return out, nil
}

// parallel runs fn(i) for i in [0, n) on the rewriter's workers (the
// project's worker pool), in blocks; a panic in fn comes back as an error.
func (r *Rewriter) parallel(n int, progress func(int), fn func(i int)) error {
	err := pool.Each(context.Background(), n, pool.Options{Workers: r.Workers, Block: 64, Progress: progress},
		func(i int) error { fn(i); return nil })
	if err != nil {
		return fmt.Errorf("parmesan: %w", err)
	}
	return nil
}
