package eval

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/internal/version"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/bleu"
	"github.com/parmesan-mt/parmesan/metric/chrf"
	"github.com/parmesan-mt/parmesan/metric/mbleu"
	"github.com/parmesan-mt/parmesan/metric/meteorpp"
	"github.com/parmesan-mt/parmesan/metric/mrewrite"
	"github.com/parmesan-mt/parmesan/metric/mter"
	"github.com/parmesan-mt/parmesan/metric/ter"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// Metric names accepted by NewMetrics.
const (
	MetricMeteor = "meteor"
	MetricBLEU   = bleu.Name
	MetricCHRF   = chrf.Name
	MetricTER    = ter.Name
	MetricMBLEU  = mbleu.Name
	MetricMTER   = mter.Name
	// MetricMeteorPP is Meteor++ (package metric/meteorpp): the
	// evaluator's Meteor with precision and recall smoothed by the copy
	// words each side keeps (formulas 8–9); it needs MetricConfig.CopyWords.
	MetricMeteorPP = meteorpp.Name
)

// MetricNames lists the metrics of the family, in their usual order.
var MetricNames = []string{MetricMeteor, MetricBLEU, MetricCHRF, MetricTER, MetricMBLEU, MetricMTER, MetricMeteorPP}

// ErrUnknownMetric is wrapped by NewMetrics for a name it does not know.
var ErrUnknownMetric = errors.New("parmesan: unknown metric")

// MetricConfig configures the metric family beside Meteor. The zero value
// is sacrebleu's defaults for BLEU, chrF and TER, and the language's
// default matchers for the m-BLEU/m-TER alignment.
type MetricConfig struct {
	BLEU bleu.Options
	CHRF chrf.Options
	TER  ter.Options
	// AlignModules are the Meteor matchers of the m-BLEU and m-TER
	// alignment; nil means the language's defaults (paraphrase only when
	// a table is available), whatever the evaluator's own modules are.
	AlignModules []meteor.Module
	// CopyWords are Meteor++'s copy words (data.LoadCopyWords); required
	// for meteor++ only.
	CopyWords *data.CopyWords
	// CopyEntities makes named entities Meteor++ copy words: "" (none),
	// meteorpp.NER (the language's recogniser), "prose" or "caps"
	// (meteorpp.NewRecognizer).
	CopyEntities string
	// CopyX is Meteor++'s smoothing X; nil means meteorpp.DefaultX.
	CopyX *float64
}

// NewMetrics builds the named metrics for nrefs references per segment,
// each through the metric registry (package metric), with the options
// MetricConfig holds for it. "meteor" is the evaluator's own scorer (with
// rewriting, the Parmesan metric's Meteor); m-bleu and m-ter align with a
// Meteor scorer of the evaluator's language and resources and
// cfg.AlignModules; any other registered metric gets its defaults.
func (e *Evaluator) NewMetrics(names []string, cfg MetricConfig, nrefs int) ([]metric.Metric, error) {
	cfg.BLEU.NRefs, cfg.CHRF.NRefs, cfg.TER.NRefs = nrefs, nrefs, nrefs
	var rw *mrewrite.Rewriter
	rewriter := func() (*mrewrite.Rewriter, error) {
		if rw != nil {
			return rw, nil
		}
		sc, err := e.alignScorer(cfg.AlignModules)
		if err != nil {
			return nil, err
		}
		rw = mrewrite.New(sc)
		return rw, nil
	}
	registered := metric.Names()
	var out []metric.Metric
	for _, n := range names {
		if !slices.Contains(registered, n) {
			return nil, fmt.Errorf("%w %q (known: %s)", ErrUnknownMetric, n, strings.Join(MetricNames, ", "))
		}
		opts, err := e.metricOptions(n, cfg, nrefs, rewriter)
		var m metric.Metric
		if err == nil {
			m, err = metric.New(n, opts)
		}
		if err != nil {
			return nil, fmt.Errorf("parmesan: metric %s: %w", n, err)
		}
		out = append(out, m)
	}
	return out, nil
}

// metricOptions are the registry options of metric name: its part of cfg,
// and the evaluator's Meteor scorer for the metrics built on it; nil (the
// metric's defaults) for a metric cfg does not configure.
func (e *Evaluator) metricOptions(name string, cfg MetricConfig, nrefs int, rewriter func() (*mrewrite.Rewriter, error)) (any, error) {
	switch name {
	case MetricMeteor:
		return meteor.MetricOptions{Scorer: e.sc, NRefs: nrefs}, nil
	case MetricMeteorPP:
		if cfg.CopyWords == nil && cfg.CopyEntities == "" {
			return nil, errors.New("no copy words (a copy-word file from parmesan copywords extract, or ner)")
		}
		var ents *meteorpp.Entities
		if cfg.CopyEntities != "" {
			rec, err := meteorpp.NewRecognizer(cfg.CopyEntities, e.sc.Settings().Lang.Short)
			if err != nil {
				return nil, err
			}
			ents = meteorpp.NewEntities(rec, e.sc.Resources().FunctionWords)
		}
		return meteorpp.Options{Scorer: e.sc, CopyWords: cfg.CopyWords, Entities: ents, X: cfg.CopyX, NRefs: nrefs}, nil
	case MetricBLEU:
		return cfg.BLEU, nil
	case MetricCHRF:
		return cfg.CHRF, nil
	case MetricTER:
		return cfg.TER, nil
	case MetricMBLEU:
		r, err := rewriter()
		return mbleu.Options{Rewriter: r, BLEU: cfg.BLEU}, err
	case MetricMTER:
		r, err := rewriter()
		return mter.Options{Rewriter: r, TER: cfg.TER}, err
	}
	return nil, nil
}

// alignScorer is the Meteor scorer of the m-rewrite: the evaluator's
// configuration with mods (nil: the language's default matchers).
func (e *Evaluator) alignScorer(mods []meteor.Module) (*meteor.Scorer, error) {
	cfg := e.opts.Meteor
	cfg.Modules, cfg.Weights = nil, nil // the language's matchers, not the evaluator's
	if mods == nil {
		var err error
		if mods, err = DefaultModules(cfg, e.opts.Resources); err != nil {
			return nil, err
		}
	}
	if slices.Equal(mods, e.sc.Settings().Modules) {
		return e.sc, nil
	}
	cfg.Modules = mods
	set, err := cfg.Resolve()
	if err != nil {
		return nil, err
	}
	res, err := meteor.LoadResources(set, e.opts.Resources)
	if err != nil {
		return nil, err
	}
	return meteor.NewWithSettings(set, res)
}

// MetricSystem is one system's hypotheses for ScoreMetrics (the System
// of Evaluate).
type MetricSystem = System

// MetricOptions control ScoreMetrics.
type MetricOptions struct {
	// Both also scores the original references when the evaluator
	// rewrites (without rewriting only the originals are scored).
	Both bool
	// Sentences keeps every segment's score.
	Sentences bool
	// Confidence, when set, adds bootstrap intervals and, from the second
	// system on, paired tests against the first (per metric and kind of
	// reference), resampling the cached statistics.
	Confidence *ConfidenceOptions
	// Rewrites, when the evaluator rewrites, are the rewritten references
	// of each system (in the order of the systems, as RewriteCorpus
	// returns them), for a caller that already rewrote them and keeps
	// them; nil rewrites here.
	Rewrites [][][]pipeline.Rewritten

	scoring func(i int) // RunOptions.Scoring
}

// Kinds of references a MetricResult was scored against.
const (
	RefsOriginal  = "original"
	RefsRewritten = "rewritten"
)

// MetricResult is one system's score under one metric and one kind of
// reference: one record of "parmesan score --metric".
type MetricResult struct {
	System     string        `json:"system"`
	Metric     string        `json:"metric"`     // registered name (bleu, chrf, meteor, …)
	References string        `json:"references"` // original or rewritten
	Name       string        `json:"name"`       // display name (BLEU, chrF2++, Meteor, …)
	Score      float64       `json:"score"`
	Parts      []metric.Part `json:"parts,omitempty"`
	Verbose    string        `json:"verbose,omitempty"`
	Signature  string        `json:"signature"`
	// SacreBLEU is sacrebleu's own signature for BLEU, chrF and TER on
	// original references (the same settings give the same number there).
	SacreBLEU  string              `json:"sacrebleu_signature,omitempty"`
	Short      string              `json:"signature_short"`
	Segments   []float64           `json:"segment_scores,omitempty"`
	Confidence *ConfidenceInterval `json:"confidence,omitempty"`
	Paired     *Paired             `json:"paired,omitempty"`
	// Rewrite counts what the rewrite did to the system's references, on
	// rewritten references.
	Rewrite *RewriteSummary `json:"rewrite,omitempty"`
	Stats   []metric.Stats  `json:"-"` // per-segment statistics

	bounded []int // Meteor's segments (0-based) aligned under its budget
}

// ScoreMetrics scores every system with every metric. When the evaluator
// rewrites (Options.Rewrite), each system's references are rewritten
// toward its hypotheses once and every metric scores them; with o.Both
// the original references are scored as well. Results are ordered by
// system, then reference kind (original first), then metric. It is Run's
// scoring with the specs the flags --rewrite and --both name.
func (e *Evaluator) ScoreMetrics(ms []metric.Metric, systems []MetricSystem, refs *References, o MetricOptions) ([]MetricResult, error) {
	var specs []scored
	for _, kind := range e.kinds(o.Both) {
		for _, m := range ms {
			specs = append(specs, scored{m, kind == RefsRewritten})
		}
	}
	return e.scoreSpecs(specs, systems, refs, o)
}

// kinds are the kinds of references ScoreMetrics scores.
func (e *Evaluator) kinds(both bool) []string {
	switch {
	case e.rw == nil:
		return []string{RefsOriginal}
	case both:
		return []string{RefsOriginal, RefsRewritten}
	}
	return []string{RefsRewritten}
}

// scored is a metric on one kind of references.
type scored struct {
	m         metric.Metric
	rewritten bool
}

// scoreSpecs scores every system with every spec, system by system and,
// within a system, in the order of the specs; each system's references
// are rewritten once when a spec needs them rewritten.
func (e *Evaluator) scoreSpecs(specs []scored, systems []MetricSystem, refs *References, o MetricOptions) ([]MetricResult, error) {
	rewriting := slices.ContainsFunc(specs, func(s scored) bool { return s.rewritten })
	if rewriting {
		if e.rw == nil {
			return nil, fmt.Errorf("parmesan: rewritten references need a rewriter (Options.Rewrite)")
		}
		if err := e.checkGrounded(refs); err != nil {
			return nil, err
		}
	}
	own := slices.IndexFunc(specs, func(s scored) bool { return e.ownMeteor(s, refs, o) })
	var out []MetricResult
	for si, s := range systems {
		if len(s.Hyps) != refs.Len() {
			return nil, fmt.Errorf("parmesan: system %s has %d segments, the references have %d", s.Name, len(s.Hyps), refs.Len())
		}
		if o.scoring != nil {
			o.scoring(si)
		}
		var ss *SystemScore
		if own >= 0 {
			var err error
			if ss, err = e.ScoreSystem(s.Name, s.Hyps, refs); err != nil {
				return nil, err
			}
		}
		var rw [][]pipeline.Rewritten
		var texts [][]string
		if rewriting {
			var err error
			if ss != nil && ss.Rewritten != nil {
				rw = ss.Rewritten // rewritten once, by ScoreSystem
			} else if rw, err = e.systemRewrites(o.Rewrites, si, s, len(systems), refs); err != nil {
				return nil, err
			}
			if texts, err = e.rewrittenTexts(refs, rw); err != nil {
				return nil, err
			}
		}
		for j, sp := range specs {
			if j == own {
				out = append(out, e.meteorRow(ss, refs.Count(), o.Sentences))
				continue
			}
			kind := RefsOriginal
			if sp.rewritten {
				kind = RefsRewritten
			}
			r, err := e.scoreMetric(sp.m, s, refs, kind, rw, texts, o.Sentences)
			if err != nil {
				return nil, err
			}
			out = append(out, r)
		}
	}
	if o.Confidence != nil {
		ms := make([]metric.Metric, len(specs))
		for i, sp := range specs {
			ms[i] = sp.m
		}
		if err := addMetricConfidence(out, ms, *o.Confidence); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// ownMeteor reports whether spec s is the evaluator's own Meteor on the
// references the evaluator scores (original without a rewriter, rewritten
// with one: Evaluator.ScoreSystem's, the Parmesan metric), on references
// prepared here and rewritten here: ScoreSystem then scores it, sharing
// its memo of segments and its budget warnings.
func (e *Evaluator) ownMeteor(s scored, refs *References, o MetricOptions) bool {
	p, ok := s.m.(metric.Preparer)
	return ok && s.m.Name() == MetricMeteor && p.Preparation() == e.prepKey() && refs.tokens != nil &&
		s.rewritten == (e.rw != nil) && o.Rewrites == nil && (e.rw == nil || refs.rewrite != nil)
}

// meteorRow is the row of a system ScoreSystem scored: Meteor, or the
// Parmesan metric when the evaluator rewrites (nrefs per segment).
func (e *Evaluator) meteorRow(s *SystemScore, nrefs int, sentences bool) MetricResult {
	sig := e.Signature(nrefs)
	name, kind := "Meteor", RefsOriginal
	if e.rw != nil {
		name, kind = "Parmesan", RefsRewritten
	}
	c := s.Corpus
	r := MetricResult{System: s.Name, Metric: MetricMeteor, References: kind, Name: name, Score: c.Score,
		Parts: []metric.Part{{Name: "precision", Value: c.Precision}, {Name: "recall", Value: c.Recall},
			{Name: "fmean", Value: c.FMean}, {Name: "frag_penalty", Value: c.Penalty}},
		Signature: sig.String(), Short: sig.Short(), Stats: make([]metric.Stats, len(s.Segments)), bounded: s.Bounded}
	for i, st := range s.Segments {
		r.Stats[i] = st.Flat()
	}
	if s.Rewritten != nil {
		r.Rewrite = rewriteSummary(s.Rewritten)
	}
	if sentences {
		r.Segments = make([]float64, len(s.Metrics))
		for i, m := range s.Metrics {
			r.Segments[i] = m.Score
		}
	}
	return r
}

// systemRewrites are the rewritten references of system si: given
// (rewrites, checked against the references) or rewritten here.
func (e *Evaluator) systemRewrites(rewrites [][][]pipeline.Rewritten, si int, s MetricSystem, nsys int, refs *References) ([][]pipeline.Rewritten, error) {
	switch {
	case rewrites == nil:
		return e.RewriteCorpus(s.Hyps, refs)
	case len(rewrites) != nsys:
		return nil, fmt.Errorf("parmesan: %d rewrites for %d systems", len(rewrites), nsys)
	case len(rewrites[si]) != refs.Len():
		return nil, fmt.Errorf("parmesan: system %s has %d rewritten segments, the references have %d", s.Name, len(rewrites[si]), refs.Len())
	}
	for i, r := range rewrites[si] {
		if len(r) != refs.Count() {
			return nil, fmt.Errorf("parmesan: system %s, segment %d: %d rewritten references, want %d", s.Name, i+1, len(r), refs.Count())
		}
	}
	return rewrites[si], nil
}

// rewrittenTexts splices each rewritten reference into the original
// reference text (mrewrite.Splice), so that string metrics see the
// reference's own tokenization around the replaced words rather than
// Meteor's normalized tokens; where that fails, the rewritten tokens
// joined by spaces.
func (e *Evaluator) rewrittenTexts(refs *References, rw [][]pipeline.Rewritten) ([][]string, error) {
	out := make([][]string, len(rw))
	err := e.parallel(len(rw), func(i int) {
		out[i] = make([]string, len(rw[i]))
		for k, r := range rw[i] {
			raw := refs.raw[i][k]
			if t, ok := mrewrite.Splice(raw, e.sc.Tokenize(raw), r.Tokens); ok {
				out[i][k] = t
			} else {
				out[i][k] = r.Text
			}
		}
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

func (e *Evaluator) scoreMetric(m metric.Metric, s MetricSystem, refs *References, kind string, rw [][]pipeline.Rewritten, texts [][]string, sentences bool) (MetricResult, error) {
	n := len(s.Hyps)
	stats := make([]metric.Stats, n)
	errs := make([]error, n)
	// A metric that scores prepared tokens as the evaluator prepares them
	// scores the references prepared once (original) or the rewrite's
	// tokens (rewritten) instead of preparing text again.
	p, prepared := m.(metric.Preparer)
	prepared = prepared && p.Preparation() == e.prepKey()
	isMeteor := m.Name() == MetricMeteor // on rewritten references, the Parmesan metric
	err := e.parallel(n, func(i int) {
		switch {
		case prepared && kind == RefsRewritten && isMeteor && e.rwSlot >= 0:
			st := e.weightedStats(e.sc.AlignTokens(p.Prepare(s.Hyps[i]), e.RewrittenTokens(rw[i])), rw[i])
			stats[i] = st.Flat()
		case prepared && kind == RefsRewritten && isMeteor:
			stats[i] = p.StatsText(s.Hyps[i], p.Prepare(s.Hyps[i]), texts[i], e.RewrittenTokens(rw[i]))
		case prepared && kind != RefsRewritten && refs.tokens != nil:
			stats[i] = p.StatsText(s.Hyps[i], p.Prepare(s.Hyps[i]), refs.raw[i], refs.tokens[i])
		case kind == RefsRewritten:
			stats[i], errs[i] = m.Stats(s.Hyps[i], texts[i])
		default:
			stats[i], errs[i] = m.Stats(s.Hyps[i], refs.raw[i])
		}
	})
	if err != nil { // a panic in the metric: the statistics are incomplete
		return MetricResult{}, fmt.Errorf("parmesan: system %s, %s: %w", s.Name, m.Name(), err)
	}
	for i, err := range errs {
		if err != nil {
			return MetricResult{}, fmt.Errorf("parmesan: system %s, segment %d, %s: %w", s.Name, i+1, m.Name(), err)
		}
	}
	sc := m.Corpus(metric.Aggregate(m, stats))
	r := MetricResult{System: s.Name, Metric: m.Name(), References: kind, Name: sc.Name, Score: sc.Score,
		Parts: sc.Parts, Verbose: sc.Verbose, Stats: stats}
	if kind == RefsRewritten {
		r.Rewrite = rewriteSummary(rw)
	}
	sig, name, sacre := e.rowSignature(m, kind == RefsRewritten, refs.Count())
	if name != "" {
		r.Name = name
	}
	r.SacreBLEU = sacre
	if r.Name == "" {
		r.Name = strings.ToUpper(m.Name())
	}
	r.Signature, r.Short = sig.String(), sig.Short()
	if sentences {
		r.Segments = make([]float64, n)
		for i, st := range stats {
			r.Segments[i] = m.Sentence(st).Score
		}
	}
	return r, nil
}

// rowSignature is the signature of m's rows on original or rewritten
// references (nrefs per segment): the metric's own, the Parmesan metric's
// for Meteor on rewritten references (with its display name), or the
// metric's with the rewrite field; and sacrebleu's signature for BLEU,
// chrF and TER on original references.
func (e *Evaluator) rowSignature(m metric.Metric, rewritten bool, nrefs int) (sig metric.Signature, name, sacre string) {
	sig = m.Signature()
	p, prepared := m.(metric.Preparer)
	prepared = prepared && p.Preparation() == e.prepKey()
	switch {
	case m.Name() == MetricMeteor && prepared:
		if rewritten {
			return e.Signature(nrefs).MetricSignature(), "Parmesan", ""
		}
	case rewritten:
		// The rewriter's settings without the rewritten-token module
		// (rewriteSettings' module=), which weighs the evaluator's own
		// Meteor alone (scoreMetric), not this metric.
		sig = withRewrite(sig, e.rw.Settings()+","+e.rewriteTokenization())
	case m.Name() == MetricBLEU || m.Name() == MetricCHRF || m.Name() == MetricTER:
		sacre = sig.Sacre(false)
	}
	return sig, "", sacre
}

// MetricSignature is the signature of m's scores on original or
// rewritten references (nrefs per segment), as Run's rows carry it.
func (e *Evaluator) MetricSignature(m metric.Metric, rewritten bool, nrefs int) string {
	sig, _, _ := e.rowSignature(m, rewritten, nrefs)
	return sig.String()
}

// rewriteTokenization names the tokenization the rewriter works on
// (Meteor's: the language's normalizer, the normalization, and the
// non-breaking prefixes it splits on), which changes the rewritten
// references a string metric scores: tok=en/norm+nbp#fingerprint.
func (e *Evaluator) rewriteTokenization() string {
	set := e.sc.Settings()
	v := "tok=" + set.Lang.Code + "/" + set.Normalization.String()
	if fp := e.sc.Resources().Fingerprints.Prefixes; fp != "" {
		v += "+nbp#" + fp
	}
	return v
}

// withRewrite adds the rewrite settings to a signature, and the parmesan
// version (the rewriter's code) unless the signature names it already
// (Meteor's), before its version field.
func withRewrite(s metric.Signature, rw string) metric.Signature {
	add := []metric.Field{{Key: "rewrite", Short: "rw", Value: rw}}
	if _, ok := s.Get("parmesan"); !ok {
		add = append(add, metric.Field{Key: "parmesan", Short: "pm", Value: version.Parmesan})
	}
	out := metric.Signature{Metric: s.Metric}
	n := len(s.Fields)
	if n > 0 && s.Fields[n-1].Key == "version" {
		out.Fields = append(append(append(out.Fields, s.Fields[:n-1]...), add...), s.Fields[n-1])
	} else {
		out.Fields = append(append(out.Fields, s.Fields...), add...)
	}
	return out
}

// resampled adapts a metric.Metric to package signif.
type resampled struct{ m metric.Metric }

func (r resampled) Add(acc, seg *metric.Stats)      { r.m.Add(acc, *seg) }
func (r resampled) Score(acc *metric.Stats) float64 { return r.m.Corpus(*acc).Score }

// addMetricConfidence fills intervals and paired tests; results come in
// blocks of len(ms) per system, result i scored by ms[i%len(ms)].
func addMetricConfidence(res []MetricResult, ms []metric.Metric, o ConfidenceOptions) error {
	block := len(ms)
	for i := range res {
		m := resampled{ms[i%len(ms)]}
		var base []metric.Stats
		var baseName string
		if i >= block {
			base, baseName = res[i%block].Stats, res[i%block].System
		}
		var err error
		if res[i].Confidence, res[i].Paired, err = confidence[metric.Stats](m, res[i].Stats, base, baseName, o); err != nil {
			if base != nil {
				return fmt.Errorf("parmesan: %s vs %s, %s: %w", res[i].System, baseName, res[i].Metric, err)
			}
			return fmt.Errorf("parmesan: %s, %s: %w", res[i].System, res[i].Metric, err)
		}
	}
	// sacrebleu's signature names the resampling after nrefs (its
	// metrics/base.py order: nrefs, bs, ar, seed); ar when paired
	// approximate-randomization tests ran.
	if len(res) == 0 {
		return nil
	}
	ci := res[0].Confidence // the settings used, defaults applied
	add := []string{fmt.Sprintf("bs:%d", ci.Resamples)}
	if len(res) > block {
		add = append(add, fmt.Sprintf("ar:%d", res[block].Paired.Trials))
	}
	add = append(add, fmt.Sprintf("seed:%d", ci.Seed))
	for i := range res {
		if res[i].SacreBLEU != "" {
			res[i].SacreBLEU = afterNrefs(res[i].SacreBLEU, add)
		}
	}
	return nil
}

// afterNrefs inserts fields into a sacrebleu signature after its nrefs
// field (first when it has none).
func afterNrefs(sig string, fields []string) string {
	parts := strings.Split(sig, "|")
	at := 0
	for i, p := range parts {
		if strings.HasPrefix(p, "nrefs:") {
			at = i + 1
			break
		}
	}
	out := append(append(append([]string(nil), parts[:at]...), fields...), parts[at:]...)
	return strings.Join(out, "|")
}

// textReferences keeps reference sets as text only, without Meteor's
// preparation, for ScoreMetrics runs that neither rewrite nor need
// prepared tokens (a "meteor" metric then prepares each reference as it
// scores). sets[k][i] is reference k of segment i.
func (e *Evaluator) textReferences(sets [][]string) (*References, error) {
	if len(sets) == 0 {
		return nil, fmt.Errorf("parmesan: no references")
	}
	n := len(sets[0])
	r := &References{n: len(sets), raw: make([][]string, n)}
	for k, s := range sets {
		if len(s) != n {
			return nil, fmt.Errorf("parmesan: reference set %d has %d segments, reference set 1 has %d", k+1, len(s), n)
		}
	}
	for i := range r.raw {
		r.raw[i] = make([]string, len(sets))
		for k := range sets {
			r.raw[i][k] = sets[k][i]
		}
	}
	return r, nil
}

// textOnly are the metrics that score text alone, without the evaluator's
// Meteor scorer.
var textOnly = []string{MetricBLEU, MetricCHRF, MetricTER}

// needsMeteor reports whether the named metrics may use the evaluator's
// Meteor scorer: every metric but BLEU, chrF and TER does (meteor,
// meteor++ on its alignment, the alignment of m-bleu and m-ter, and any
// other registered metric, to be safe). When none does and references are
// not rewritten, an Evaluator needs no matcher resources. The list is
// what a metric is not, so that a metric added later cannot be scored
// with other matchers than the configuration's depending on which other
// metrics are asked for (issue #38: meteor++ alone was scored with exact
// matching only).
func needsMeteor(names []string) bool {
	for _, n := range names {
		if !slices.Contains(textOnly, n) {
			return true
		}
	}
	return false
}

// NeedsMeteor reports whether any of the metric specs (ParseSpec) scores
// with Meteor's configuration (modules, weights, parameters): a metric on
// rewritten references, or one that aligns with Meteor. When none does,
// the Meteor settings a caller was given change nothing.
func NeedsMeteor(names []string) bool {
	specs, err := ParseSpecs(names)
	if err != nil {
		return true
	}
	if Rewrites(specs) {
		return true
	}
	bases := make([]string, len(specs))
	for i, s := range specs {
		bases[i] = s.Metric
	}
	return needsMeteor(bases)
}
