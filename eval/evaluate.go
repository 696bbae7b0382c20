package eval

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"

	"github.com/parmesan-mt/parmesan/internal/pool"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// Options configure an Evaluator.
type Options struct {
	// Meteor is the scorer configuration (language, task, modules, ...).
	Meteor meteor.Config
	// Resources say where resource files come from; empty fields fall
	// back to the embedded defaults.
	Resources meteor.ResourceFiles
	// Workers is the number of scoring goroutines (default GOMAXPROCS).
	Workers int
	// Rewrite, when set, makes the evaluator the Parmesan metric:
	// references are rewritten toward each hypothesis before scoring
	// (the evaluator uses a copy that tokenizes as its scorer does).
	Rewrite *pipeline.Rewriter
	// Weighted, when set with Rewrite, scores the matches over rewritten
	// words (the substituted words and the words the agreement repair
	// changed) with the rewritten-token module's weight (meteor.Rewritten)
	// instead of their matcher's; nil is the paper's metric, where a
	// substituted word is an exact match. The module's words fill the
	// stage slot after the evaluator's matchers (so at most three
	// matchers), and the weights gain the module's weight there: corpus
	// scores, bootstrap and tuning see it as one more module weight. The
	// best of several references is still chosen by the unweighted score.
	Weighted *meteor.Rewritten
	// Progress, when set, is called from scoring goroutines with the
	// number of segments done so far (monotonic, possibly concurrently).
	Progress func(done int)
	// Confidence, when set, makes Evaluate and EvaluateStream add
	// bootstrap intervals and paired tests against the first system.
	Confidence *ConfidenceOptions
	// Segments makes Evaluate and EvaluateStream include segment scores
	// in the report.
	Segments bool
	// Hypotheses, when set, shares the preparation of hypotheses with the
	// other evaluators given the same value (see Hypotheses).
	Hypotheses *Hypotheses
}

// Evaluator scores systems against references with one configuration.
// It is safe for concurrent use; the references are prepared once per
// corpus (PrepareReferences) and reused for every system.
type Evaluator struct {
	opts Options
	sc   *meteor.Scorer
	// rw is opts.Rewrite tokenizing as sc does; nil without rewriting.
	rw *pipeline.Rewriter
	// rwSlot is the stage slot of the rewritten-token module
	// (Options.Weighted), -1 without it.
	rwSlot int
	// prep is sc.Preparation(), made once (it keys every hypothesis
	// prepared).
	prep string
	// alignKey names the scorer for the alignments shared through
	// Options.Hypotheses ("" when not shared: alignKey).
	alignKey string
}

// NewEvaluator loads the resources and builds the scorer. Without
// explicit modules (opts.Meteor.Modules nil) it uses the library's
// defaults, the same as "parmesan score": exact matching for the
// Parmesan metric (opts.Rewrite set: the rewrite has done the
// paraphrasing), otherwise the language's modules, with the paraphrase
// module only when a paraphrase table is available (DefaultModules).
func NewEvaluator(opts Options) (*Evaluator, error) {
	if opts.Meteor.Modules == nil {
		var err error
		if opts.Meteor.Modules, err = defaultModules(opts); err != nil {
			return nil, err
		}
	}
	set, err := opts.Meteor.Resolve()
	if err != nil {
		return nil, err
	}
	res, err := meteor.LoadResources(set, opts.Resources)
	if err != nil {
		return nil, err
	}
	if err := lemmaResources(opts.Meteor.Language, set.Modules, res); err != nil {
		return nil, err
	}
	if err := mpedaProvenance(opts.Resources.Paraphrases, set.Modules, res); err != nil {
		return nil, err
	}
	slot := -1
	if opts.Rewrite != nil && opts.Weighted != nil {
		if err := opts.Weighted.Validate(); err != nil {
			return nil, err
		}
		slot = len(set.Modules)
		if slot >= meteor.MaxModules {
			return nil, fmt.Errorf("parmesan: the %s module needs a free stage slot; %d matchers use all %d", meteor.RewrittenName, slot, meteor.MaxModules)
		}
		w := make([]float64, slot, slot+1)
		copy(w, set.Weights)
		set.Weights = append(w, opts.Weighted.Weight)
	}
	sc, err := meteor.NewWithSettings(set, res)
	if err != nil {
		return nil, err
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.GOMAXPROCS(0)
	}
	e := &Evaluator{opts: opts, sc: sc, rwSlot: slot, prep: sc.Preparation()}
	e.alignKey = alignKey(e)
	if opts.Rewrite != nil {
		e.rw = opts.Rewrite.WithTokenizer(sc.Tokenize, opts.Workers, opts.Progress)
	}
	return e, nil
}

// Scorer returns the underlying Meteor scorer.
func (e *Evaluator) Scorer() *meteor.Scorer { return e.sc }

// Signature describes the evaluator's settings for nrefs references:
// Meteor's (meteor.Scorer.Signature), or, when the evaluator rewrites,
// the Parmesan metric's (meteor.Signature.OnRewritten).
func (e *Evaluator) Signature(nrefs int) meteor.Signature {
	sig := e.sc.Signature(nrefs)
	if e.rw != nil {
		sig = sig.OnRewritten(e.rewriteSettings())
	}
	return sig
}

// References are reference translations prepared (normalized and
// tokenized) once for a corpus.
type References struct {
	n       int                // references per segment
	tokens  [][][]string       // [segment][ref] tokens
	raw     [][]string         // [segment][ref] text
	prep    string             // how tokens were prepared (Evaluator.prepKey)
	rewrite *pipeline.Prepared // the rewriter's preparation, when rewriting
	// forms are, when rewriting, each reference's words as a rewrite that
	// changes nothing returns them (pipeline.Prepared.Forms), where their
	// lower-casing is the reference's tokens (else nil): such a rewritten
	// reference is aligned as tokens[i][k], without lower-casing it again
	// (rewrittenTokens).
	forms [][][]string

	memoMu sync.Mutex
	memos  map[*Evaluator]*segmentMemo // rewriting evaluators' segment results
}

// Len is the number of segments.
func (r *References) Len() int { return len(r.raw) }

// Count is the number of references per segment.
func (r *References) Count() int { return r.n }

// Text returns the reference texts of segment i.
func (r *References) Text(i int) []string { return r.raw[i] }

// Tokens returns the prepared (normalized, tokenized) references of
// segment i, as Meteor aligns hypotheses against them; read only. It is
// nil for references from textReferences, which are not prepared.
func (r *References) Tokens(i int) [][]string {
	if r.tokens == nil {
		return nil
	}
	return r.tokens[i]
}

// PrepareReferences prepares reference sets: sets[k][i] is reference k of
// segment i. All sets must have the same length. When the evaluator
// rewrites, the rewriter prepares them too (pipeline.Rewriter.Prepare),
// grounding segment i in sources[i] when it has a dictionary: a
// dictionary without sources is an error wrapping ErrNoSources, and
// sources without a rewriting dictionary an error too. Without
// rewriting, sources must be nil.
func (e *Evaluator) PrepareReferences(sets [][]string, sources []string) (*References, error) {
	if len(sets) == 0 {
		return nil, fmt.Errorf("parmesan: no references")
	}
	n := len(sets[0])
	for k, s := range sets {
		if len(s) != n {
			return nil, fmt.Errorf("parmesan: reference set %d has %d segments, reference set 1 has %d", k+1, len(s), n)
		}
	}
	r := &References{n: len(sets), tokens: make([][][]string, n), raw: make([][]string, n), prep: e.prepKey()}
	// Progress counts each segment once: when rewriting, in the
	// rewriter's analysis (the slow pass, which reports to the same
	// callback), else in the tokenization here.
	progress := e.opts.Progress
	if e.rw != nil {
		progress = nil
	}
	// When rewriting, each reference is split once (Tokenize) for the
	// rewriter and for the scorer, whose prepared tokens are the words
	// lower-cased (meteor.Scorer.Tokenize), as references does for
	// hypotheses. The prepared tokens go through Options.Hypotheses as a
	// hypothesis's do: the evaluators of a run (correlate's Parmesan
	// metric, then Meteor) prepare each reference once between them.
	var words [][][]string
	if e.rw != nil {
		words = make([][][]string, n)
	}
	err := e.each(n, progress, func(i int) {
		r.tokens[i] = make([][]string, len(sets))
		r.raw[i] = make([]string, len(sets))
		if words != nil {
			words[i] = make([][]string, len(sets))
		}
		for k := range sets {
			text := sets[k][i]
			r.raw[i][k] = text
			if words == nil {
				r.tokens[i][k] = e.prepareHyp(text)
				continue
			}
			w := e.sc.Tokenize(text)
			words[i][k] = w
			r.tokens[i][k] = e.prepareWords(text, w)
		}
	})
	if err != nil {
		return nil, err
	}
	if e.rw != nil {
		if r.rewrite, err = e.rw.PrepareTokens(r.raw, words, sources); err != nil {
			return nil, err
		}
		r.forms = make([][][]string, n)
		if err = e.each(n, nil, func(i int) { r.forms[i] = e.formsOf(r, i) }); err != nil {
			return nil, err
		}
	} else if sources != nil {
		return nil, fmt.Errorf("parmesan: source grounding needs Options.Rewrite with a Dictionary")
	}
	return r, nil
}

// SystemScore is one system's per-segment and corpus results.
type SystemScore struct {
	Name     string
	Segments []meteor.Stats   // per-segment statistics of the best reference
	Metrics  []meteor.Metrics // per-segment metrics
	Total    meteor.Stats     // aggregated as the reference does
	Corpus   meteor.Metrics   // corpus-level metrics (Corpus.Score is the system score)
	// Rewritten holds, when rewriting, the references each segment was
	// scored against.
	Rewritten [][]pipeline.Rewritten
	// Bounded lists the segments (0-based) aligned under the alignment
	// budget (meteor.Segment.Bounded), for a warning naming file:line.
	Bounded []int
}

// ScoreSystem scores one system's hypotheses (one per segment).
func (e *Evaluator) ScoreSystem(name string, hyps []string, refs *References) (*SystemScore, error) {
	s, err := e.ScoreSystems([]string{name}, [][]string{hyps}, refs)
	if err != nil {
		return nil, err
	}
	return s[0], nil
}

// ScoreSystems scores several systems on the same references: system k is
// named names[k], with hypotheses hyps[k] (one per segment). The result
// of each is ScoreSystem's; the workers take the segments of every
// system in one run, system after system, so that none waits for the
// last segments of a system before starting the next. Progress counts
// the segments of every system (a hypothesis that an earlier system of
// the call also gave is counted when the run ends).
func (e *Evaluator) ScoreSystems(names []string, hyps [][]string, refs *References) ([]*SystemScore, error) {
	return e.scoreSystems(names, hyps, refs, true)
}

// ScoreSystemsOnce is ScoreSystems for references that no later call
// scores (correlate prepares them for one call): a rewriting evaluator
// keeps no results on refs for later calls (its segment memo), only
// within the call, where a hypothesis that several systems give is
// scored once. On WMT23 en-cs the memo's copies of 23,000 results
// were 7 MB of fresh heap that nothing read (issue #37).
func (e *Evaluator) ScoreSystemsOnce(names []string, hyps [][]string, refs *References) ([]*SystemScore, error) {
	return e.scoreSystems(names, hyps, refs, false)
}

// scoreSystems is ScoreSystems, keeping the segment memo on refs when
// keep is set. Within the call, a system's hypothesis that an earlier
// system gave for the segment takes that system's result (the memo's
// rule: a result depends on the hypothesis text only), copied after the
// workers are done.
func (e *Evaluator) scoreSystems(names []string, hyps [][]string, refs *References, keep bool) ([]*SystemScore, error) {
	if len(names) != len(hyps) {
		return nil, fmt.Errorf("parmesan: %d system names for %d systems", len(names), len(hyps))
	}
	n := refs.Len()
	for k, h := range hyps {
		if len(h) != n {
			return nil, fmt.Errorf("parmesan: system %s has %d segments, the references have %d", names[k], len(h), n)
		}
	}
	if err := e.checkReferences(refs); err != nil {
		return nil, err
	}
	out := make([]*SystemScore, len(hyps))
	bounded := make([][]bool, len(hyps))
	for k := range hyps {
		out[k] = &SystemScore{Name: names[k], Segments: make([]meteor.Stats, n), Metrics: make([]meteor.Metrics, n)}
		if e.rw != nil {
			out[k].Rewritten = make([][]pipeline.Rewritten, n)
		}
		bounded[k] = make([]bool, n)
	}
	var memo *segmentMemo
	if keep {
		memo = e.segmentMemo(refs)
	}
	todo, same := e.repeats(hyps, n)
	count := len(hyps) * n
	if todo != nil {
		count = len(todo)
	}
	progress := e.opts.Progress
	err := e.each(count, progress, func(x int) {
		if todo != nil {
			x = todo[x]
		}
		k, i := x/n, x%n
		hyp, s := hyps[k][i], out[k]
		r, ok := memo.get(i, hyp)
		if !ok {
			r = e.scoreShared(hyp, refs, i)
			memo.put(i, hyp, r)
		}
		s.Segments[i], s.Metrics[i], bounded[k][i] = r.stats, r.metrics, r.bounded
		if s.Rewritten != nil {
			if memo != nil {
				r.rw = slices.Clone(r.rw) // the memo's is shared
			}
			s.Rewritten[i] = r.rw
		}
	})
	if err != nil {
		return nil, err
	}
	for _, d := range same {
		k, i := d.x/n, d.x%n
		s, f := out[k], out[d.from]
		s.Segments[i], s.Metrics[i], bounded[k][i] = f.Segments[i], f.Metrics[i], bounded[d.from][i]
		if s.Rewritten != nil {
			s.Rewritten[i] = slices.Clone(f.Rewritten[i])
		}
	}
	if len(same) > 0 && progress != nil {
		progress(len(hyps) * n)
	}
	for k, s := range out {
		for i, b := range bounded[k] {
			if b {
				s.Bounded = append(s.Bounded, i)
			}
		}
		s.Total = meteor.Aggregate(s.Segments)
		s.Corpus = e.sc.Compute(s.Total)
	}
	return out, nil
}

// repeat is a pair (system, segment) numbered system*n+segment whose
// hypothesis system from gave first.
type repeat struct{ x, from int }

// repeats splits the pairs (system k, segment i), numbered k*n+i, into
// those to score (todo, in order) and those whose hypothesis an earlier
// system gave for the segment (same). Only a rewriting evaluator keeps
// results per hypothesis (segmentMemo): Meteor scores every pair, as
// before (todo nil: a pair is cheap, and the alignments shared through
// Options.Hypotheses already cover repeats).
func (e *Evaluator) repeats(hyps [][]string, n int) (todo []int, same []repeat) {
	if e.rw == nil {
		return nil, nil
	}
	todo = make([]int, 0, len(hyps)*n)
	for k, h := range hyps {
		for i, hyp := range h {
			from := -1
			for j := range k {
				if hyps[j][i] == hyp {
					from = j
					break
				}
			}
			if from < 0 {
				todo = append(todo, k*n+i)
			} else {
				same = append(same, repeat{k*n + i, from})
			}
		}
	}
	return todo, same
}

// scoreShared is scoreSegment for ScoreSystem, which keeps the statistics
// only: with Options.Hypotheses an alignment with the segment's original
// references (the plain scorer's, or the rewriting evaluator's when the
// rewriting left every reference as it was) is made once for all the
// evaluators with the same scorer (Hypotheses).
func (e *Evaluator) scoreShared(hyp string, refs *References, i int) memoEntry {
	if e.alignKey == "" {
		seg, rw := e.scoreSegment(hyp, refs, i)
		return memoEntry{seg.Stats, seg.Metrics, seg.Bounded, rw}
	}
	ht, rt, rw := e.references(hyp, refs, i)
	align := func() aligned {
		seg := e.sc.AlignTokens(ht(), rt)
		return aligned{seg.Stats, seg.Metrics, seg.Bounded}
	}
	var a aligned
	if sameTokens(rt, refs.tokens[i]) {
		a = e.opts.Hypotheses.align(alignedKey{e.alignKey, hyp, refsKey(refs.raw[i])}, align)
	} else {
		a = align()
	}
	return memoEntry{a.stats, a.metrics, a.bounded, rw}
}

// sameTokens reports whether two segments' references have the same
// tokens.
func sameTokens(a, b [][]string) bool {
	return slices.EqualFunc(a, b, slices.Equal)
}

// references returns the references hyp is aligned with in segment i:
// rewritten toward it when the evaluator rewrites (the rewritten
// references are returned too, nil otherwise); and a function that
// returns the hypothesis's prepared tokens (prepareHyp). The rewriter
// splits the hypothesis with the scorer's Tokenize, whose lower-cased
// words are Prepare's tokens (meteor.Scorer.Tokenize): the text is
// normalized and split once for both.
func (e *Evaluator) references(hyp string, refs *References, i int) (func() []string, [][]string, []pipeline.Rewritten) {
	if e.rw == nil {
		return func() []string { return e.prepareHyp(hyp) }, refs.tokens[i], nil
	}
	words := e.sc.Tokenize(hyp)
	rw := e.rw.RewriteTokens(words, refs.rewrite, i)
	ht := func() []string { return e.prepareWords(hyp, words) }
	return ht, e.rewrittenTokens(rw, refs, i), rw
}

// formsOf is References.forms of segment i of r, whose rewrite is
// prepared.
func (e *Evaluator) formsOf(r *References, i int) [][]string {
	out := make([][]string, r.n)
	for k := range out {
		if f := r.rewrite.Forms(i, k); slices.Equal(e.sc.LowerTokens(f), r.tokens[i][k]) {
			out[k] = f
		}
	}
	return out
}

// rewrittenTokens is RewrittenTokens of segment i's rewritten references:
// a reference the rewrite left as it was (References.forms) is its
// prepared tokens, and a rewritten one with as many words takes the
// prepared token of each word it left in place (LowerTokens lowers each
// token alone, and References.forms holds only words whose lowered
// tokens are the prepared ones).
func (e *Evaluator) rewrittenTokens(rw []pipeline.Rewritten, refs *References, i int) [][]string {
	rt := make([][]string, len(rw))
	for k := range rw {
		var forms []string
		if refs.forms != nil {
			forms = refs.forms[i][k]
		}
		switch toks := rw[k].Tokens; {
		case forms == nil || len(toks) != len(forms):
			rt[k] = e.sc.LowerTokens(toks)
		case slices.Equal(toks, forms):
			rt[k] = refs.tokens[i][k]
		default:
			rt[k] = e.lowerChanged(toks, forms, refs.tokens[i][k])
		}
	}
	return rt
}

// lowerChanged is LowerTokens of toks, a rewrite of the words forms whose
// lowered tokens are prepared (as many of each): a word left in place
// takes its prepared token, and only the changed ones are lowered.
func (e *Evaluator) lowerChanged(toks, forms, prepared []string) []string {
	out := make([]string, len(toks))
	for j, t := range toks {
		if t == forms[j] {
			out[j] = prepared[j]
			continue
		}
		out[j] = e.sc.LowerTokens(toks[j : j+1])[0]
	}
	return out
}

// scoreSegment scores hypothesis hyp of segment i against its references,
// rewritten toward it first when the evaluator rewrites (the rewritten
// references are returned, nil otherwise).
func (e *Evaluator) scoreSegment(hyp string, refs *References, i int) (meteor.Segment, []pipeline.Rewritten) {
	ht, rt, rw := e.references(hyp, refs, i)
	seg := e.sc.AlignTokens(ht(), rt)
	if e.rwSlot >= 0 {
		seg.Stats = e.weightedStats(seg, rw)
		seg.Metrics = e.sc.Compute(seg.Stats)
	}
	return seg, rw
}

// RewrittenTokens returns a segment's rewritten references as Meteor
// aligns hypotheses against them (the tokens lower-cased as the scorer
// prepares text).
func (e *Evaluator) RewrittenTokens(rw []pipeline.Rewritten) [][]string {
	rt := make([][]string, len(rw))
	for k := range rw {
		rt[k] = e.sc.LowerTokens(rw[k].Tokens)
	}
	return rt
}

// parallel runs fn(i) for i in [0, n) on the evaluator's workers (the
// project's worker pool), in blocks, reporting progress. A panic in fn
// comes back as an error.
func (e *Evaluator) parallel(n int, fn func(i int)) error {
	return e.each(n, e.opts.Progress, fn)
}

// each is parallel reporting to progress (nil: not counted).
func (e *Evaluator) each(n int, progress func(int), fn func(i int)) error {
	err := pool.Each(context.Background(), n, pool.Options{Workers: e.opts.Workers, Block: 64, Progress: progress},
		func(i int) error { fn(i); return nil })
	if err != nil {
		return fmt.Errorf("parmesan: %w", err)
	}
	return nil
}

// ErrReferences is wrapped by the scoring methods for references that
// the evaluator cannot use: prepared by an evaluator with another
// language or normalization, or without the analysis rewriting needs.
var ErrReferences = errors.New("parmesan: references not prepared for this evaluator")

// prepKey names what reference preparation depends on: the scorer's
// Preparation, as metric.Preparer compares it.
func (e *Evaluator) prepKey() string { return e.prep }

// checkReferences reports references that e did not prepare the way it
// needs (they would score wrongly, or not at all).
func (e *Evaluator) checkReferences(r *References) error {
	if r == nil || r.tokens == nil {
		return fmt.Errorf("%w: prepare them with PrepareReferences", ErrReferences)
	}
	if r.prep != e.prepKey() {
		return fmt.Errorf("%w: prepared as %s, this evaluator needs %s (call PrepareReferences on it)", ErrReferences, r.prep, e.prepKey())
	}
	if e.rw != nil && r.rewrite == nil {
		return fmt.Errorf("%w: rewriting needs references analysed by PrepareReferences of a rewriting evaluator", ErrReferences)
	}
	return e.checkGrounded(r)
}

// checkGrounded reports references that a grounding evaluator would score
// ungrounded: its rewriter carries a dictionary, so its signature names it.
func (e *Evaluator) checkGrounded(r *References) error {
	if e.rw != nil && e.rw.Dictionary != nil && (r.rewrite == nil || !r.rewrite.Grounded()) {
		return fmt.Errorf("%w: the rewriter carries a grounding dictionary; prepare the references with their source sentences, or drop the dictionary", ErrNoSources)
	}
	return nil
}

// ErrNoSources is wrapped when a rewriter carries a grounding dictionary
// (pipeline.Rewriter.Dictionary) but the references were prepared without
// source sentences: scoring them would ignore the dictionary while the
// signature names it. It is pipeline.ErrNoSources.
var ErrNoSources = pipeline.ErrNoSources

// analysisSaver is an analyzer that keeps its out-of-context analyses
// across processes (lemma/cs: Czech.SaveAnalyses).
type analysisSaver interface{ SaveAnalyses() error }

// SaveAnalyses asks the rewriter's analyzer, when it keeps analyses
// across processes (lemma/cs), to write those computed so far to the
// cache directory, so that the next run reads them instead of analysing
// every form again (issue #37). It does nothing for an evaluator that
// does not rewrite or an analyzer without such a cache. An error costs
// only the next run's time: callers may ignore it.
func (e *Evaluator) SaveAnalyses() error {
	if e.rw == nil {
		return nil
	}
	if s, ok := e.rw.Language.(analysisSaver); ok {
		return s.SaveAnalyses()
	}
	return nil
}
