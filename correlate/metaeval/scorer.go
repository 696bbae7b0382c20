package metaeval

import (
	"context"
	"fmt"
	"math"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/internal/pool"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/metric/bleu"
	"github.com/parmesan-mt/parmesan/metric/meteorpp"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// Names of the metrics this package builds itself; any other name is
// looked up in the metric registry (package metric).
const (
	Meteor          = "meteor"           // Meteor 1.5 with the language's default matchers
	MeteorExact     = "meteor-exact"     // Meteor, exact matching only
	Parmesan        = "parmesan"         // references rewritten toward each hypothesis, agreement repaired, Meteor exact
	ParmesanUnfixed = "parmesan-unfixed" // the same without agreement repair
	// TunedPrefix spells a shipped tuned preset as a metric: "tuned:NAME"
	// is Meteor or the weighted Parmesan metric with preset NAME
	// (eval.LookupTuned).
	TunedPrefix = "tuned:"
)

// MetricNames lists the names NewScorer accepts: this package's own and
// the registry's.
func MetricNames() []string {
	names := []string{Meteor, MeteorExact, Parmesan, ParmesanUnfixed}
	if all, err := eval.TunedPresets(); err == nil {
		for _, t := range all {
			names = append(names, TunedPrefix+t.Name)
		}
	}
	for _, n := range metric.Names() {
		if !contains(names, n) {
			names = append(names, n)
		}
	}
	return names
}

func contains(s []string, x string) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}

// ScorerConfig configures the metrics NewScorer builds.
type ScorerConfig struct {
	// Lang is the target language (Meteor's code or ISO: en, cs, de, …).
	Lang string
	// Resources is Meteor's resource directory (empty: embedded).
	Resources string
	// Paraphrases is a Meteor paraphrase table for "meteor" (optional).
	Paraphrases string
	// CopyWords are the copy words of "meteor++" (required for it): a
	// copy-word file, "ner", or both (meteorpp.ParseCopyWords).
	CopyWords string
	// CopyX is Meteor++'s X; nil means meteorpp.DefaultX.
	CopyX *float64
	// Workers is the number of scoring goroutines (default GOMAXPROCS).
	Workers int
	// hyps, when set, is shared by the scorers of one run that evaluate
	// with eval (FromSet sets it).
	hyps *eval.Hypotheses
}

// Scorer computes a metric's per-segment statistics for whole systems and
// turns them into segment and system scores. Scorers are safe for
// concurrent use.
type Scorer interface {
	// Name is the metric's name as given.
	Name() string
	// CacheKey names every setting and resource version that changes the
	// statistics, computed without loading resources.
	CacheKey() string
	// Signature is the metric's full signature (may load resources).
	Signature() (string, error)
	// Stats scores each system (hyps[s][i] is system s's segment i)
	// against refs (refs[k][i] is reference k of segment i).
	Stats(refs [][]string, hyps [][]string) ([][][]float64, error)
	// Segment scores one segment's statistics; System a system's.
	Segment(stats []float64) float64
	System(segs [][]float64) float64
	// HigherIsBetter is false for error rates.
	HigherIsBetter() bool
}

// bound is a segment that a metric scored under a budget (Meteor's
// alignment search, the rewriter's segment length, TER's shift search):
// Seg is 0-based and Warning is the metric's warning with
// wherePlaceholder standing for the segment's file:line, so that a
// cached system warns as a scored one does.
type bound struct {
	Seg     int
	Warning string
}

// wherePlaceholder stands for file:line in a bound's Warning.
const wherePlaceholder = "\x00"

// A bounder is a Scorer whose scoring has budgets: StatsBounded is Stats
// plus, per system, the segments scored under one, in segment order.
type bounder interface {
	StatsBounded(refs [][]string, hyps [][]string) ([][][]float64, [][]bound, error)
}

// NewScorer returns the Scorer of metric name. Resources load lazily, on
// the first call that needs them, so that a run answered from the cache
// loads nothing.
func NewScorer(name string, cfg ScorerConfig) (Scorer, error) {
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.GOMAXPROCS(0)
	}
	switch name {
	case Meteor, MeteorExact, Parmesan, ParmesanUnfixed:
		return &evalScorer{name: name, cfg: cfg}, nil
	case eval.MetricMBLEU, eval.MetricMTER:
		// Aligned with a Meteor scorer of the language.
		return familyScorer(name, cfg, nil, func() (eval.MetricConfig, error) { return eval.MetricConfig{}, nil }), nil
	case eval.MetricMeteorPP:
		// The language's Meteor with the copy words.
		extra, mcfg, err := copyConfig(cfg)
		if err != nil {
			return nil, err
		}
		return familyScorer(name, cfg, extra, mcfg), nil
	}
	if preset, ok := strings.CutPrefix(name, TunedPrefix); ok {
		t, err := eval.LookupTuned(preset)
		if err != nil {
			return nil, fmt.Errorf("metaeval: %w", err)
		}
		return &evalScorer{name: name, cfg: cfg, tuned: t}, nil
	}
	if strings.HasSuffix(name, eval.OnParmesan) {
		return newRunScorer(name, cfg)
	}
	if !contains(metric.Names(), name) {
		return nil, fmt.Errorf("metaeval: unknown metric %q (known: %s)", name, strings.Join(MetricNames(), ", "))
	}
	opts, err := stringMetricOptions(name, cfg.Lang)
	if err != nil {
		return nil, fmt.Errorf("metaeval: %w", err)
	}
	m, err := metric.New(name, opts)
	if err != nil {
		return nil, fmt.Errorf("metaeval: %w", err)
	}
	r := &registryScorer{name: name, workers: cfg.Workers, key: sync.OnceValue(func() string {
		return "registry|" + name + "|" + m.Signature().String() + "|" + executableStamp()
	})}
	r.build = func() (metric.Metric, error) { return m, nil }
	return r, nil
}

// stringMetricOptions are the options of registered metric name for the
// target language: BLEU's tokenizer is eval.Resolve's choice for it, as
// "parmesan score -l" makes it (sacrebleu's: zh for Chinese, ja-mecab and
// ko-mecab, which BLEU refuses, for Japanese and Korean); nil, the
// metric's defaults, for the others and for no language. A language
// nothing knows is an error, for every metric.
func stringMetricOptions(name, language string) (any, error) {
	if language == "" {
		return nil, nil
	}
	t, err := eval.Resolve(language, eval.ResolveOptions{StringMetricsOnly: true})
	if err != nil {
		return nil, err
	}
	if name != bleu.Name {
		return nil, nil
	}
	return bleu.Options{Tokenize: t.BLEUTokenizer}, nil
}

// copyConfig is the metric configuration of meteor++ (cfg's copy words
// and X, loaded on first use) and the cache-key fields naming it.
func copyConfig(cfg ScorerConfig) ([]string, func() (eval.MetricConfig, error), error) {
	file, ents, err := meteorpp.ParseCopyWords(cfg.CopyWords)
	if err != nil {
		return nil, nil, fmt.Errorf("metaeval: %w", err)
	}
	x := float64(meteorpp.DefaultX)
	if cfg.CopyX != nil {
		x = *cfg.CopyX
	}
	extra := []string{"copy=" + data.Stamp(file), "ner=" + ents, "x=" + strconv.FormatFloat(x, 'g', -1, 64)}
	return extra, func() (eval.MetricConfig, error) {
		if file == "" && ents == "" {
			return eval.MetricConfig{}, fmt.Errorf("no copy words (--copy-words FILE, ner or FILE,ner)")
		}
		mc := eval.MetricConfig{CopyEntities: ents, CopyX: &x}
		if file != "" {
			mc.CopyWords, err = data.LoadCopyWords(file)
		}
		return mc, err
	}, nil
}

// familyScorer is a metric of the family built by an evaluator of the
// language and resources (package parmesan's NewMetrics) with the
// MetricConfig mcfg returns, keyed by that configuration and the stamps
// of any further file it reads (extra).
func familyScorer(name string, cfg ScorerConfig, extra []string, mcfg func() (eval.MetricConfig, error)) *registryScorer {
	r := &registryScorer{name: name, workers: cfg.Workers, key: sync.OnceValue(func() string {
		key := append(append([]string{"family", name, "lang=" + cfg.Lang}, resourceStamps(cfg)...), extra...)
		return strings.Join(append(key, executableStamp()), "|")
	})}
	r.build = func() (metric.Metric, error) {
		mc, err := mcfg()
		if err != nil {
			return nil, err
		}
		ev, err := eval.NewEvaluator(eval.Options{Meteor: meteor.Config{Language: cfg.Lang, Normalization: normalization(cfg.Lang)},
			Resources: meteor.ResourceFiles{Dir: cfg.Resources, Paraphrases: cfg.Paraphrases}, Workers: cfg.Workers})
		if err != nil {
			return nil, err
		}
		ms, err := ev.NewMetrics([]string{name}, mc, 1)
		if err != nil {
			return nil, err
		}
		return ms[0], nil
	}
	return r
}

// executableStamp identifies the running program for cache keys
// (data.ExecutableStamp); tests point it at another file.
var executableStamp = data.ExecutableStamp

// registryScorer adapts a metric.Metric, built on first use.
type registryScorer struct {
	name    string
	key     func() string // the cache key, stamped on first use (not with the cache off)
	workers int
	build   func() (metric.Metric, error)

	once sync.Once
	m    metric.Metric
	err  error
}

func (r *registryScorer) metric() (metric.Metric, error) {
	r.once.Do(func() {
		r.m, r.err = r.build()
		if r.err != nil {
			r.err = fmt.Errorf("metaeval: %s: %w", r.name, r.err)
		}
	})
	return r.m, r.err
}

func (r *registryScorer) Name() string     { return r.name }
func (r *registryScorer) CacheKey() string { return r.key() }
func (r *registryScorer) Signature() (string, error) {
	m, err := r.metric()
	if err != nil {
		return "", err
	}
	return m.Signature().String(), nil
}

// HigherIsBetter asks the metric; TER-like names are error rates even
// when the metric fails to build (the failure is reported by Stats).
func (r *registryScorer) HigherIsBetter() bool {
	if m, err := r.metric(); err == nil {
		return m.HigherIsBetter()
	}
	return !strings.Contains(r.name, "ter")
}

func (r *registryScorer) Segment(s []float64) float64 {
	m, err := r.metric()
	if err != nil {
		return math.NaN()
	}
	return m.Sentence(metric.Stats(s)).Score
}

func (r *registryScorer) System(segs [][]float64) float64 {
	m, err := r.metric()
	if err != nil {
		return math.NaN()
	}
	var t metric.Stats
	for _, s := range segs {
		m.Add(&t, metric.Stats(s))
	}
	return m.Corpus(t).Score
}

func (r *registryScorer) Stats(refs [][]string, hyps [][]string) ([][][]float64, error) {
	st, _, err := r.StatsBounded(refs, hyps)
	return st, err
}

// StatsBounded scores each segment on the project's worker pool: a metric
// that fails or panics fails the scoring (the first error, a panic as
// *pool.PanicError), with no statistics returned. A metric with a length
// budget (TER, m-TER) names the segments over it.
func (r *registryScorer) StatsBounded(refs [][]string, hyps [][]string) ([][][]float64, [][]bound, error) {
	m, err := r.metric()
	if err != nil {
		return nil, nil, err
	}
	budget, _ := m.(eval.Budgeted)
	bounded := make([][]bound, len(hyps))
	out := make([][][]float64, len(hyps))
	for s, h := range hyps {
		out[s] = make([][]float64, len(h))
		err := pool.Each(context.Background(), len(h), pool.Options{Workers: r.workers, Block: 16}, func(i int) error {
			rs := make([]string, len(refs))
			for k := range refs {
				rs[k] = refs[k][i]
			}
			st, err := m.Stats(h[i], rs)
			if err != nil {
				return fmt.Errorf("segment %d: %w", i+1, err)
			}
			out[s][i] = st
			return nil
		})
		if err != nil {
			return nil, nil, fmt.Errorf("metaeval: %s: %w", r.name, err)
		}
		if budget == nil {
			continue
		}
		rs := make([]string, len(refs))
		for i := range h {
			for k := range refs {
				rs[k] = refs[k][i]
			}
			if budget.OverBudget(h[i], rs) {
				bounded[s] = append(bounded[s], bound{i, budget.BoundedWarning(wherePlaceholder)})
			}
		}
	}
	return out, bounded, nil
}

// evalScorer is Meteor or the Parmesan metric through eval.Evaluator.
type evalScorer struct {
	name string
	cfg  ScorerConfig
	// tuned is the preset of a "tuned:NAME" metric (nil otherwise).
	tuned *eval.Tuned

	once sync.Once
	ev   *eval.Evaluator
	err  error

	setOnce sync.Once
	set     meteor.Settings
	setErr  error
}

func (e *evalScorer) Name() string         { return e.name }
func (e *evalScorer) HigherIsBetter() bool { return true }

func (e *evalScorer) rewrite() bool {
	return e.name == Parmesan || e.name == ParmesanUnfixed || (e.tuned != nil && e.tuned.Metric == eval.TunedParmesan)
}

// language is the language of the references, resolved once from the
// configuration's spelling (English when unset).
func (e *evalScorer) language() (lang.Language, error) {
	if e.cfg.Lang == "" {
		return lang.English, nil
	}
	return lang.Parse(e.cfg.Lang)
}

// CacheKey lists the configuration and stamps the files it reads: Meteor's
// resource directory (every file in it) and table, the system files the
// Parmesan rewriter loads (rewriterStamps), and the executable (embedded
// resources, code).
func (e *evalScorer) CacheKey() string {
	parts := append([]string{"eval", e.name, "lang=" + e.cfg.Lang}, resourceStamps(e.cfg)...)
	parts = append(parts, executableStamp())
	if t := e.tuned; t != nil { // the preset's values, not only its name
		parts = append(parts, fmt.Sprintf("tuned=%s/%s/%v/%v/%v/%v", t.Provenance(), t.Metric, t.Modules, t.Params, t.Weights, t.RewriteWeight))
	}
	if e.rewrite() {
		if l, ok := scorerLanguage(e.cfg.Lang); ok {
			parts = append(parts, rewriterStamps(l)...)
		}
	}
	return strings.Join(parts, "|")
}

// rewriterStamps stamps the system files the Parmesan rewriter of l
// reads (pipeline.New with the language's default sources), where the
// one lookup finds them now ($PARMESAN_DICT_DIR and --dict-dir, then the
// system's usual places): the hunspell .aff and .dic of l.Locale (the
// analyzer; Czech's analysis store is keyed by their contents), the
// language's MyThes thesaurus (.dat, and its .idx, which the parser does
// not read but an upgrade replaces with it), the FreeDict dictionary
// from English (.index and .dict.dz: the Czech sense guard and related
// source) and, for English, the WordNet files of the related source
// (pipeline.WordNetDir). A file found nowhere is stamped absent by the
// name looked for, so that installing it changes the key. What else the
// rewriter reads (lemma models, mined and learned tables, the embedded
// WordNet) is in the executable, which every key stamps. A file listed
// here that the language does not read only costs a re-score when it
// changes.
func rewriterStamps(l lang.Language) []string {
	paths, missing := rewriterInputs(l)
	out := make([]string, 0, len(paths)+len(missing))
	for _, p := range paths {
		out = append(out, data.Stamp(p))
	}
	for _, m := range missing {
		out = append(out, m+":absent")
	}
	return out
}

// rewriterInputs lists the files of rewriterStamps that the lookup finds
// (paths) and the names of those it finds nowhere (missing).
func rewriterInputs(l lang.Language) (paths, missing []string) {
	found := func(dir string, err error, names ...string) {
		for _, n := range names {
			if err != nil {
				missing = append(missing, n)
			} else {
				paths = append(paths, filepath.Join(dir, n))
			}
		}
	}
	if l.Locale != "" {
		dir, err := data.FindHunspell(l.Locale, "")
		aff, dic := data.HunspellPaths("", l.Locale)
		found(dir, err, aff, dic)
		th := data.MyThesFile{File: data.MyThesPath("", l.Locale)}
		if f, ok := data.MyThesFor(l.Code); ok {
			th = f
		}
		dir, err = data.FindMyThes(th.File, th.Package)
		found(dir, err, th.File, strings.TrimSuffix(th.File, ".dat")+".idx")
	}
	if name := pipeline.DictionaryName(lang.English, l); name != "" && l != lang.English {
		dir, err := data.FindDictd(name)
		idx, dict := data.DictdPaths("", name)
		found(dir, err, idx, dict)
	}
	paths = append(paths, pipeline.HomonymInputs(l)...) // the homonym check of the weak noun pairs (Czech)
	if l == lang.English {
		paths = append(paths, paraphrase.WordNetFiles(pipeline.WordNetDir)...)
		if name := pipeline.PivotRelatedDict; name != "" { // the related source's pivot
			dir, err := data.FindDictd(name)
			idx, dict := data.DictdPaths("", name)
			found(dir, err, idx, dict)
		}
	}
	return paths, missing
}

// scorerLanguage is the language a scorer configured with code rewrites
// (English when unset), and whether code names one.
func scorerLanguage(code string) (lang.Language, bool) {
	if code == "" {
		return lang.English, true
	}
	return lang.Lookup(code)
}

// resourceStamps stamps Meteor's resource directory (or jar) and
// paraphrase table: every file under the directory, so that editing one
// (a tuning or ablation run) changes the key.
func resourceStamps(cfg ScorerConfig) []string {
	res, para := "res=embedded", "para=none"
	if cfg.Resources != "" {
		res = "res=" + data.Stamp(cfg.Resources)
	}
	if cfg.Paraphrases != "" {
		para = "para=" + data.Stamp(cfg.Paraphrases)
	}
	return []string{res, para}
}

// meteorConfig is the Meteor configuration of the metric; resolving it
// loads nothing.
func (e *evalScorer) meteorConfig() (meteor.Config, meteor.ResourceFiles, error) {
	cfg := meteor.Config{Language: e.cfg.Lang, Normalization: normalization(e.cfg.Lang)}
	files := meteor.ResourceFiles{Dir: e.cfg.Resources, Paraphrases: e.cfg.Paraphrases}
	if e.tuned != nil {
		cfg, err := e.tuned.Config(cfg)
		if err != nil {
			return cfg, files, fmt.Errorf("metaeval: %s: %w", e.name, err)
		}
		return cfg, files, nil
	}
	if e.name == Meteor {
		mods, err := eval.DefaultModules(cfg, files)
		if err != nil {
			return cfg, files, fmt.Errorf("metaeval: %s: %w", e.name, err)
		}
		cfg.Modules = mods
	} else {
		cfg.Modules = []meteor.Module{meteor.Exact}
	}
	return cfg, files, nil
}

// settings resolves the scoring parameters once (cheap: no resources).
func (e *evalScorer) settings() (meteor.Settings, error) {
	e.setOnce.Do(func() {
		cfg, _, err := e.meteorConfig()
		if err != nil {
			e.setErr = err
			return
		}
		e.set, e.setErr = cfg.Resolve()
		if e.setErr == nil && e.weighted() != nil {
			// The rewritten-token module's weight follows the matchers'
			// (as eval.NewEvaluator scores it).
			w := make([]float64, len(e.set.Modules), len(e.set.Modules)+1)
			copy(w, e.set.Weights)
			e.set.Weights = append(w, e.weighted().Weight)
		}
	})
	return e.set, e.setErr
}

func (e *evalScorer) load() (*eval.Evaluator, error) {
	e.once.Do(func() {
		cfg, files, err := e.meteorConfig()
		if err != nil {
			e.err = err
			return
		}
		o := eval.Options{Meteor: cfg, Resources: files, Workers: e.cfg.Workers, Hypotheses: e.cfg.hyps}
		if e.rewrite() {
			l, err := e.language()
			var ro *pipeline.Rewriter
			if err == nil {
				ro, err = pipeline.New(pipeline.Config{Lang: l, NoFix: e.name == ParmesanUnfixed})
			}
			if err != nil {
				e.err = fmt.Errorf("metaeval: %s: %w", e.name, err)
				return
			}
			o.Rewrite, o.Weighted = ro, e.weighted()
		}
		e.ev, e.err = eval.NewEvaluator(o)
		if e.err != nil {
			e.err = fmt.Errorf("metaeval: %s: %w", e.name, e.err)
		}
	})
	return e.ev, e.err
}

// weighted is the rewritten-token module of a tuned Parmesan preset,
// nil for every other metric.
func (e *evalScorer) weighted() *meteor.Rewritten {
	if e.tuned == nil || e.tuned.Metric != eval.TunedParmesan {
		return nil
	}
	return &meteor.Rewritten{Weight: e.tuned.RewriteWeight}
}

func (e *evalScorer) Signature() (string, error) {
	ev, err := e.load()
	if err != nil {
		return "", err
	}
	return ev.Signature(1).String(), nil
}

func (e *evalScorer) Stats(refs [][]string, hyps [][]string) ([][][]float64, error) {
	st, _, err := e.StatsBounded(refs, hyps)
	return st, err
}

// StatsBounded scores every system in one run of the workers and names
// the segments Meteor aligned under its budget or the rewriter left as
// written (over its segment budget).
func (e *evalScorer) StatsBounded(refs [][]string, hyps [][]string) ([][][]float64, [][]bound, error) {
	ev, err := e.load()
	if err != nil {
		return nil, nil, err
	}
	prepared, err := ev.PrepareReferences(refs, nil)
	if err != nil {
		return nil, nil, err
	}
	names := make([]string, len(hyps))
	for s := range hyps {
		names[s] = fmt.Sprint(s)
	}
	// One run of the workers for every system (no wait between them); the
	// references serve this call only.
	scores, err := ev.ScoreSystemsOnce(names, hyps, prepared)
	if err != nil {
		return nil, nil, err
	}
	out := make([][][]float64, len(hyps))
	bounded := make([][]bound, len(hyps))
	for s, sc := range scores {
		out[s] = make([][]float64, len(sc.Segments))
		for i := range sc.Segments {
			out[s][i] = packMeteor(&sc.Segments[i])
		}
		meteorBounded := sc.Bounded
		for i := range sc.Segments {
			if len(meteorBounded) > 0 && meteorBounded[0] == i {
				bounded[s] = append(bounded[s], bound{i, ev.Scorer().BoundedWarning(wherePlaceholder)})
				meteorBounded = meteorBounded[1:]
			}
			if sc.Rewritten != nil && slices.ContainsFunc(sc.Rewritten[i], func(r pipeline.Rewritten) bool { return r.Bounded }) {
				bounded[s] = append(bounded[s], bound{i, pipeline.BoundedWarning(wherePlaceholder)})
			}
		}
	}
	// The analyses for the next run (lemma/cs keeps them in the cache
	// directory): a failed write costs only that run's time.
	_ = ev.SaveAnalyses()
	return out, bounded, nil
}

// Segment is Meteor's segment score of the statistics (NaN if the
// configuration does not resolve, which Stats would have reported).
func (e *evalScorer) Segment(s []float64) float64 {
	set, err := e.settings()
	if err != nil {
		return math.NaN()
	}
	st := unpackMeteor(s)
	return st.Compute(set.Params, set.Weights).Score
}

// System aggregates as Meteor does (a perfect segment adds no chunks) and
// scores the total.
func (e *evalScorer) System(segs [][]float64) float64 {
	set, err := e.settings()
	if err != nil {
		return math.NaN()
	}
	var t meteor.Stats
	for _, s := range segs {
		st := unpackMeteor(s)
		t.Add(&st)
	}
	return t.Compute(set.Params, set.Weights).Score
}

// packMeteor flattens Meteor's statistics, field by field in declaration
// order (meteor.Stats.Flat; encoding/binary's layout of the struct, which
// the cached entries were first written in).
func packMeteor(s *meteor.Stats) []float64 { return s.Flat() }

// unpackMeteor is the inverse of packMeteor; a vector of another length
// gives zero statistics.
func unpackMeteor(v []float64) meteor.Stats {
	s, _ := meteor.StatsFromFlat(v)
	return s
}

// normalization is eval.Resolve's normalization for a set's language:
// Meteor's -norm where the language has a normalizer, else lower-casing
// only (Romanian, Polish as "other": Meteor 1.5 scores them on the set's
// own tokens).
func normalization(lang string) meteor.Normalization {
	t, _ := eval.Resolve(lang, eval.ResolveOptions{Tokenized: true})
	return t.Normalization
}
