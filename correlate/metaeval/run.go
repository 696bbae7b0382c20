package metaeval

import (
	"context"
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/parmesan-mt/parmesan/correlate"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/internal/pool"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// Level is the granularity of a meta-evaluation.
type Level string

// The levels.
const (
	LevelSys Level = "sys" // one human and one metric score per system
	LevelSeg Level = "seg" // one per system and segment
)

// ParseLevel returns the Level named s ("system", "segment" also work).
func ParseLevel(s string) (Level, error) {
	switch strings.ToLower(s) {
	case "sys", "system":
		return LevelSys, nil
	case "seg", "segment":
		return LevelSeg, nil
	}
	return "", fmt.Errorf("metaeval: unknown level %q (sys, seg)", s)
}

// DefaultStats are the statistics reported beside the primary one.
var DefaultStats = map[Level][]correlate.Statistic{
	LevelSys: {correlate.StatPearson, correlate.StatSpearman, correlate.StatKendall, correlate.StatAccuracy},
	LevelSeg: {correlate.StatPearson, correlate.StatSpearman, correlate.StatKendall, correlate.StatAcc23},
}

// Options configure a meta-evaluation. Zero values take the defaults.
type Options struct {
	// Level is sys or seg; empty: seg when the human scores are per
	// segment, else sys.
	Level Level
	// Average is how segment-level matrices become vectors (default none).
	Average correlate.Average
	// Stat is the primary statistic: metrics are ranked by it, and it gets
	// the confidence interval and the significance tests (default pearson).
	Stat correlate.Statistic
	// Stats are further statistics reported (default DefaultStats[level]).
	// The WMT23 acc23 is always averaged by item at segment level, as WMT23
	// defines it.
	Stats []correlate.Statistic
	// IncludeHuman keeps human translations among the systems.
	IncludeHuman bool
	// IncludeOutliers keeps the set's outlier systems (EvalSet.Outliers).
	IncludeOutliers bool
	// Resample configures the bootstrap and the permutation test.
	Resample correlate.ResampleOptions
	// Cache stores per-segment statistics (zero value: no cache).
	Cache Cache
	// Scorer configures metrics computed by name.
	Scorer ScorerConfig
}

// Input is what a meta-evaluation correlates: human and metric scores of
// the same systems and items (segment level: items are segments; system
// level: one item), NaN where a human score is missing.
type Input struct {
	Level   Level
	Systems []string
	Human   [][]float64
	// HumanSys are system-level human scores for plots (NaN if unknown).
	HumanSys []float64
	Metrics  []MetricScores
	// Dropped lists every system left out for want of data (not the
	// human translations left out by choice), with the reason.
	Dropped []Dropped
	// Warnings are problems worked around, such as a cache that could
	// not be written.
	Warnings []string
	// Bounded are the warnings for segments a metric scored under a
	// budget (Meteor's alignment search, the rewriter's segment length,
	// TER's shift search), each a whole line naming the system file and
	// line, once each, whether the statistics were scored or cached.
	Bounded []string
	// Unavailable lists the metrics that could not be computed for want
	// of a resource (pipeline.Unavailable: the Parmesan rewrite of a
	// language whose thesaurus is not installed), with the reason; the
	// other metrics are correlated without them.
	Unavailable []UnavailableMetric
}

// UnavailableMetric is a metric left out of a meta-evaluation and why.
type UnavailableMetric struct {
	Metric string `json:"metric"`
	Reason string `json:"reason"`
}

// Dropped is a system left out of a meta-evaluation and why.
type Dropped struct {
	System string `json:"system"`
	Reason string `json:"reason"`
}

// MinSystems is the fewest systems correlated at system level: with two,
// every correlation is ±1.
const MinSystems = 3

// MetricScores are one metric's scores, higher is better (error rates are
// negated).
type MetricScores struct {
	Name      string
	Signature string
	Scores    [][]float64 // systems × items, like Input.Human
	Sys       []float64   // system scores (corpus level), for plots
	// Negated is true when the metric's own scores were negated.
	Negated bool
	// Cached counts the systems read from the cache.
	Cached int
}

func (o *Options) defaults(human *data.Scores) {
	if o.Level == "" {
		o.Level = LevelSys
		if human != nil && human.Level() == "seg" {
			o.Level = LevelSeg
		}
	}
	if o.Average == "" {
		o.Average = correlate.AverageNone
	}
	if o.Stat == "" {
		o.Stat = correlate.StatPearson
	}
	if o.Stats == nil {
		o.Stats = DefaultStats[o.Level]
	}
}

// FromSet scores the named metrics on an eval set (through the cache) and
// pairs them with the set's human scores.
func FromSet(set *data.EvalSet, metrics []string, o *Options) (*Input, error) {
	seg, sys := setScores(set)
	human := sys
	if o.Level == LevelSeg || (o.Level == "" && seg != nil) {
		human = seg
	}
	if human == nil {
		return nil, fmt.Errorf("metaeval: %s has no human scores (seg_scores.tsv, sys_scores.tsv)", set.Dir)
	}
	o.defaults(human)
	if o.Level == LevelSeg && seg == nil {
		return nil, fmt.Errorf("metaeval: %s has no segment-level human scores (seg_scores.tsv)", set.Dir)
	}
	if o.Level == LevelSys && sys == nil {
		return nil, fmt.Errorf("metaeval: %s has no system-level human scores (sys_scores.tsv)", set.Dir)
	}
	if o.Scorer.Lang == "" {
		o.Scorer.Lang = SetLanguage(set)
	}
	if err := checkNames(metrics); err != nil {
		return nil, err
	}
	hasOutput := func(s string) string {
		if set.Outliers[s] && !o.IncludeOutliers {
			return "an outlier system in mt-metrics-eval's meta-information (--include-outliers keeps it)"
		}
		if contains(set.Systems, s) {
			return ""
		}
		if s == set.RefName {
			return "the primary reference, scored against itself"
		}
		return "no output in " + set.SystemFile(s)
	}
	in, err := humanInput(o, seg, sys, set.Human, hasOutput, segIndices(seg))
	if err != nil {
		return nil, err
	}
	hyps := make([][]string, len(in.Systems))
	for s, name := range in.Systems {
		if hyps[s], err = set.SystemLines(name); err != nil {
			return nil, err
		}
	}
	refs := [][]string{set.Ref}
	// The Parmesan metrics and Meteor prepare each hypothesis once between
	// them (eval.Hypotheses); one of them alone keeps no tokens.
	scfg := o.Scorer
	if evalScored(metrics) > 1 {
		scfg.hyps = &eval.Hypotheses{}
	}
	early := scoreAhead(metrics, scfg, o.Cache, refs, hyps)
	defer early.wait()
	// The cache writes of the metric scored in turn before (nil: none)
	// run while the next metric scores (a Parmesan metric's 15 WMT23
	// systems take 40 ms to write, on one core). settle waits for them: a
	// failed write is warned of once and turns the cache off, as when
	// the writes ran in turn (the metrics scored meanwhile read the
	// cache still, and their writes are skipped).
	var writing chan error
	settle := func() {
		if writing == nil {
			return
		}
		if err := <-writing; err != nil {
			in.Warnings = append(in.Warnings, err.Error()+"; carrying on without the cache")
			o.Cache = Cache{}
		}
		writing = nil
	}
	defer settle()
	for k, name := range metrics {
		var (
			sc      Scorer
			stats   [][][]float64
			bounded [][]bound
			sig     string
			cached  int
			store   func() error
			err     error
		)
		f := early[k]
		if f != nil {
			settle() // f is taken only with the cache this loop would give it
		}
		if f != nil && o.Cache == f.cache {
			// Scored beside the metrics before it, with the cache this
			// loop would give it.
			<-f.done
			sc, stats, bounded, sig, cached, err = f.sc, f.stats, f.bounded, f.sig, f.cached, f.err
		} else if sc, err = NewScorer(name, scfg); err == nil {
			cache := o.Cache
			if stats, bounded, sig, cached, store, err = scoreUnstored(sc, cache, refs, hyps); err == nil {
				settle()
				if o.Cache == cache {
					ch := make(chan error, 1)
					writing = ch
					go func() { ch <- store() }()
				}
			}
		}
		// NewScorer's errors never wrap errCacheWrite (scoreCached's do).
		if errors.Is(err, errCacheWrite) {
			in.Warnings = append(in.Warnings, err.Error()+"; carrying on without the cache")
			o.Cache = Cache{}
			err = nil
		}
		if pipeline.Unavailable(err) {
			in.Unavailable = append(in.Unavailable, UnavailableMetric{name, err.Error()})
			continue
		}
		if err != nil {
			return nil, err
		}
		for s, bs := range bounded {
			for _, b := range bs {
				w := strings.ReplaceAll(b.Warning, wherePlaceholder, fmt.Sprintf("%s:%d", set.SystemFile(in.Systems[s]), b.Seg+1))
				if !slices.Contains(in.Bounded, w) {
					in.Bounded = append(in.Bounded, w)
				}
			}
		}
		m := MetricScores{Name: name, Signature: sig, Cached: cached, Negated: !sc.HigherIsBetter()}
		sign := 1.0
		if m.Negated {
			sign = -1
		}
		m.Sys = make([]float64, len(in.Systems))
		m.Scores = make([][]float64, len(in.Systems))
		for s := range in.Systems {
			m.Sys[s] = sign * sc.System(stats[s])
			if o.Level == LevelSys {
				m.Scores[s] = []float64{m.Sys[s]}
				continue
			}
			m.Scores[s] = make([]float64, len(in.items))
			for k, i := range in.items {
				m.Scores[s][k] = sign * sc.Segment(stats[s][i])
			}
		}
		in.Metrics = append(in.Metrics, m)
	}
	settle()
	return &in.Input, nil
}

// ahead holds the metrics scored ahead of their turn (scoreAhead), by
// their index in FromSet's list (nil: scored in turn).
type ahead []*aheadScore

// aheadScore is one metric scored ahead of its turn: scoreCached's
// results, once done is closed.
type aheadScore struct {
	cache   Cache // the cache it was scored with
	sc      Scorer
	done    chan struct{}
	stats   [][][]float64
	bounded [][]bound
	sig     string
	cached  int
	err     error
}

// scoreAhead starts scoring, one after the other on one goroutine, the
// metrics that share nothing with the others: the registry's metrics
// (chrF, BLEU, TER, …) whose scorer builds without an error. Their work
// fills the cores while the Meteor and Parmesan metrics, scored in turn,
// leave them idle (loading, preparing references, the ends of their
// worker runs). FromSet takes a result only when its turn comes with the
// cache it was scored with, so the metrics' results, warnings and errors
// are what scoring them in turn gives; a result it does not take is the
// same computation done again. A panic comes back as the metric's error
// (the project's pool).
func scoreAhead(metrics []string, cfg ScorerConfig, c Cache, refs, hyps [][]string) ahead {
	a := make(ahead, len(metrics))
	var todo []*aheadScore
	for k, name := range metrics {
		if evalScored([]string{name}) > 0 {
			continue
		}
		sc, err := NewScorer(name, cfg)
		if _, ok := sc.(*registryScorer); err != nil || !ok {
			continue
		}
		a[k] = &aheadScore{cache: c, sc: sc, done: make(chan struct{})}
		todo = append(todo, a[k])
	}
	if len(todo) == 0 {
		return a
	}
	go func() {
		for _, f := range todo {
			err := pool.Each(context.Background(), 1, pool.Options{Workers: 1}, func(int) error {
				f.stats, f.bounded, f.sig, f.cached, f.err = scoreBounded(f.sc, f.cache, refs, hyps)
				return nil
			})
			if err != nil {
				f.err = fmt.Errorf("metaeval: %s: %w", f.sc.Name(), err)
			}
			close(f.done)
		}
	}()
	return a
}

// wait returns once every metric scored ahead is done.
func (a ahead) wait() {
	for _, f := range a {
		if f != nil {
			<-f.done
		}
	}
}

// setScores converts the set's human scores to Scores (nil when absent).
func setScores(set *data.EvalSet) (seg, sys *data.Scores) {
	file := func(f, dflt string) string {
		if f != "" {
			return f
		}
		return filepath.Join(set.Dir, dflt)
	}
	if set.SegScores != nil {
		seg = &data.Scores{File: file(set.SegScoresFile, "seg_scores.tsv"), Seg: map[string]map[int]float64{}}
		for name, v := range set.SegScores {
			m := map[int]float64{}
			for i, x := range v {
				if !math.IsNaN(x) {
					m[i] = x
				}
			}
			seg.Seg[name] = m
		}
	}
	if set.SysScores != nil {
		sys = &data.Scores{File: file(set.SysScoresFile, "sys_scores.tsv"), Sys: set.SysScores}
	}
	return seg, sys
}

// SetLanguage is a set's target language: the one its layout names
// (mt-metrics-eval's language pair), else TargetLanguage of its directory.
func SetLanguage(set *data.EvalSet) string {
	if set.Lang != "" {
		return set.Lang
	}
	return TargetLanguage(set.Dir)
}

// TargetLanguage guesses a set's target language from its directory name
// (".../hume2016.en-cs" → "cs"); "en" when there is no pair
// (NamedTarget tells the two apart).
func TargetLanguage(dir string) string {
	if tgt, ok := NamedTarget(dir); ok {
		return tgt
	}
	return "en"
}

// NamedTarget returns the target language a set's directory name gives
// (".../hume2016.en-cs", "generaltest2023.en-cs/", "en-cs",
// "hume2016.en-cs.v2", or "." inside one of them → "cs"), and whether it
// gives one: the last dot-separated part of the name that is a language
// pair SRC-TRG of two codes the project knows as languages
// (lang.LookupTarget: cs, cz, de, zh, ja, …; not names), the target as
// its code. The name is the last element of the path made absolute, so
// a trailing separator or a relative "." or ".." names the directory it
// stands for.
func NamedTarget(dir string) (string, bool) {
	base := strings.TrimRight(dir, `/\`)
	if abs, err := filepath.Abs(dir); err == nil {
		base = abs
	}
	if i := strings.LastIndexAny(base, `/\`); i >= 0 {
		base = base[i+1:]
	}
	parts := strings.Split(base, ".")
	for i := len(parts) - 1; i >= 0; i-- {
		src, tgt, ok := strings.Cut(parts[i], "-")
		if !ok {
			continue
		}
		if _, ok := languageCode(src); !ok {
			continue
		}
		if l, ok := languageCode(tgt); ok {
			return l.Code, true
		}
	}
	return "", false
}

// languageCode is the language a code or Meteor's short name spells
// (cs, cz, zh; any case), not a name (czech) or anything else.
func languageCode(s string) (lang.Language, bool) {
	l, ok := lang.LookupTarget(s)
	if !ok || strings.ContainsAny(s, "-_") || strings.EqualFold(s, l.Name) {
		return lang.Language{}, false
	}
	return l, true
}

// scoreBounded returns each system's per-segment statistics and the
// segments its metric scored under a budget (a bounder's; none for other
// scorers), reading cached systems and scoring (and caching) the rest in
// one call. With the cache off every system is scored, and no key is
// built (a key stamps the metric's files and hashes the system's output).
func scoreBounded(sc Scorer, c Cache, refs [][]string, hyps [][]string) (stats [][][]float64, bounded [][]bound, sig string, cached int, err error) {
	stats, bounded, sig, cached, store, err := scoreUnstored(sc, c, refs, hyps)
	if err != nil {
		return nil, nil, "", 0, err
	}
	return stats, bounded, sig, cached, store()
}

// scoreUnstored is scoreBounded with the cache writes left to the caller:
// store writes the systems it scored (nil error when there is nothing to
// write) and may run on another goroutine once scoreUnstored returns.
// FromSet scores the next metric while it runs. Its error wraps
// errCacheWrite: the statistics are complete, and a failed write costs
// only the next run's time.
func scoreUnstored(sc Scorer, c Cache, refs [][]string, hyps [][]string) (stats [][][]float64, bounded [][]bound, sig string, cached int, store func() error, err error) {
	none := func() error { return nil }
	score := func(hyps [][]string) ([][][]float64, [][]bound, error) {
		if b, ok := sc.(bounder); ok {
			return b.StatsBounded(refs, hyps)
		}
		st, err := sc.Stats(refs, hyps)
		return st, make([][]bound, len(hyps)), err
	}
	if c.Dir == "" {
		if sig, err = sc.Signature(); err != nil {
			return nil, nil, "", 0, nil, err
		}
		if stats, bounded, err = score(hyps); err != nil {
			return nil, nil, "", 0, nil, err
		}
		return stats, bounded, sig, 0, none, nil
	}
	keyOf := newKeyer(sc.CacheKey(), refs)
	keys := make([]string, len(hyps))
	stats = make([][][]float64, len(hyps))
	bounded = make([][]bound, len(hyps))
	var missing []int
	for s, h := range hyps {
		keys[s] = keyOf(h)
		if e, ok := c.load(keys[s]); ok && len(e.Stats) == len(h) {
			stats[s], bounded[s], sig = e.Stats, e.Bounded, e.Signature
			cached++
			continue
		}
		missing = append(missing, s)
	}
	if len(missing) == 0 && sig != "" {
		return stats, bounded, sig, cached, none, nil
	}
	if sig, err = sc.Signature(); err != nil {
		return nil, nil, "", 0, nil, err
	}
	todo := make([][]string, len(missing))
	for k, s := range missing {
		todo[k] = hyps[s]
	}
	got, gotBounded, err := score(todo)
	if err != nil {
		return nil, nil, "", 0, nil, err
	}
	for k, s := range missing {
		stats[s], bounded[s] = got[k], gotBounded[k]
	}
	store = func() error {
		for k, s := range missing {
			if err := c.store(keys[s], entry{Signature: sig, Stats: got[k], Bounded: gotBounded[k]}); err != nil {
				return fmt.Errorf("%w: %w", errCacheWrite, err)
			}
		}
		return nil
	}
	return stats, bounded, sig, cached, store, nil
}

// evalScored counts the metrics NewScorer scores with an eval.Evaluator
// (evalScorer): Meteor, the Parmesan metrics and the tuned presets.
func evalScored(metrics []string) int {
	n := 0
	for _, m := range metrics {
		switch {
		case m == Meteor, m == MeteorExact, m == Parmesan, m == ParmesanUnfixed, strings.HasPrefix(m, TunedPrefix):
			n++
		}
	}
	return n
}

// input is an Input with the kept segment indices.
type input struct {
	Input
	items []int // segment index of each item column (segment level)
}

// errCacheWrite wraps a failure to write the statistics cache.
var errCacheWrite = errors.New("metaeval: cannot write the statistics cache")

// checkNames refuses two metrics of one name: their rows could not be
// told apart.
func checkNames(names []string) error {
	seen := map[string]bool{}
	for _, n := range names {
		if seen[n] {
			return fmt.Errorf("metaeval: metric %q given twice", n)
		}
		seen[n] = true
	}
	return nil
}

// segIndices lists, sorted, the segment indices with a human score: the
// items are built from them, never by counting up to the largest index.
func segIndices(seg *data.Scores) []int {
	if seg == nil {
		return nil
	}
	set := map[int]bool{}
	for _, m := range seg.Seg {
		for i := range m {
			set[i] = true
		}
	}
	out := make([]int, 0, len(set))
	for i := range set {
		out = append(out, i)
	}
	sort.Ints(out)
	return out
}

// humanInput builds the human matrix: systems that have human scores and
// the data missing reports nothing about (a reason otherwise, and the
// system is listed in Dropped), human translations left out unless asked;
// at segment level, columns for the segments (among segs, sorted) scored
// for at least one system.
func humanInput(o *Options, seg, sys *data.Scores, humanSys map[string]bool, missing func(string) string, segs []int) (*input, error) {
	in := &input{Input: Input{Level: o.Level}}
	src := sys
	if o.Level == LevelSeg {
		src = seg
	}
	var names []string
	if o.Level == LevelSeg {
		for n := range src.Seg {
			names = append(names, n)
		}
	} else {
		for n := range src.Sys {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		if humanSys[n] && !o.IncludeHuman {
			continue
		}
		if why := missing(n); why != "" {
			in.Dropped = append(in.Dropped, Dropped{System: n, Reason: why})
			continue
		}
		in.Systems = append(in.Systems, n)
	}
	need := 2
	if o.Level == LevelSys {
		need = MinSystems
	}
	if len(in.Systems) < need {
		var b strings.Builder
		for _, d := range in.Dropped {
			fmt.Fprintf(&b, "; dropped %q: %s", d.System, d.Reason)
		}
		return nil, fmt.Errorf("metaeval: %s: %d systems with human scores and outputs; need at least %d%s", src.File, len(in.Systems), need, b.String())
	}
	for _, n := range in.Systems {
		v := math.NaN()
		if sys != nil {
			if x, ok := sys.Sys[n]; ok {
				v = x
			}
		}
		if math.IsNaN(v) && seg != nil {
			var sum float64
			k := 0
			for _, x := range seg.Seg[n] {
				sum += x
				k++
			}
			if k > 0 {
				v = sum / float64(k)
			}
		}
		in.HumanSys = append(in.HumanSys, v)
	}
	if o.Level == LevelSys {
		for s := range in.Systems {
			in.Human = append(in.Human, []float64{in.HumanSys[s]})
		}
		return in, nil
	}
	for _, i := range segs {
		for _, n := range in.Systems {
			if _, ok := seg.Seg[n][i]; ok {
				in.items = append(in.items, i)
				break
			}
		}
	}
	for _, n := range in.Systems {
		row := make([]float64, len(in.items))
		for k, i := range in.items {
			row[k] = math.NaN()
			if v, ok := seg.Seg[n][i]; ok {
				row[k] = v
			}
		}
		in.Human = append(in.Human, row)
	}
	return in, nil
}

// FromScores pairs human scores with metric scores read from files (the
// same TSV layouts: system TAB score, or system TAB segment TAB score).
// Every system with human scores must have metric scores; segment-level
// metric scores must cover every scored segment.
func FromScores(human *data.Scores, metrics []NamedScores, humanSys map[string]bool, o *Options) (*Input, error) {
	o.defaults(human)
	if o.Level == LevelSeg && human.Level() != "seg" {
		return nil, fmt.Errorf("metaeval: %s holds system-level scores; segment level needs system TAB segment TAB score lines", human.File)
	}
	names := make([]string, len(metrics))
	for i, m := range metrics {
		names[i] = m.Name
	}
	if err := checkNames(names); err != nil {
		return nil, err
	}
	missing := func(s string) string {
		for _, m := range metrics {
			if o.Level == LevelSeg {
				if _, ok := m.Scores.Seg[s]; !ok {
					return "no segment scores in " + m.Scores.File
				}
			} else if _, ok := m.Scores.Sys[s]; !ok && len(m.Scores.Seg[s]) == 0 {
				return "no (finite) score in " + m.Scores.File
			}
		}
		return ""
	}
	var hs, hseg *data.Scores = human, nil
	if human.Level() == "seg" {
		hseg = human
		hs = nil
	}
	in, err := humanInput(o, hseg, hs, humanSys, missing, segIndices(hseg))
	if err != nil {
		return nil, err
	}
	// Metric scores of systems the human file does not have: a name that
	// differs by a space or a byte-order mark shows up here.
	for _, m := range metrics {
		var extra []string
		for s := range m.Scores.Sys {
			if !human.Has(s) && !humanSys[s] {
				extra = append(extra, s)
			}
		}
		for s := range m.Scores.Seg {
			if _, ok := m.Scores.Sys[s]; !ok && !human.Has(s) && !humanSys[s] {
				extra = append(extra, s)
			}
		}
		sort.Strings(extra)
		for _, s := range extra {
			in.Dropped = append(in.Dropped, Dropped{System: s, Reason: "scored in " + m.Scores.File + " but has no human score in " + human.File})
		}
	}
	for _, nm := range metrics {
		m := MetricScores{Name: nm.Name, Signature: "file:" + nm.Scores.File}
		m.Sys = make([]float64, len(in.Systems))
		for s, sys := range in.Systems {
			v, ok := nm.Scores.Sys[sys]
			if !ok { // system score = mean of segment scores
				var sum float64
				for _, x := range nm.Scores.Seg[sys] {
					sum += x
				}
				v = sum / float64(len(nm.Scores.Seg[sys]))
			}
			m.Sys[s] = v
			if o.Level == LevelSys {
				m.Scores = append(m.Scores, []float64{v})
				continue
			}
			row := make([]float64, len(in.items))
			for k, i := range in.items {
				x, ok := nm.Scores.Seg[sys][i]
				if !ok && !math.IsNaN(in.Human[s][k]) {
					return nil, fmt.Errorf("metaeval: %s: no score for system %s segment %d, which has a human score", nm.Scores.File, sys, i)
				}
				if !ok {
					x = math.NaN()
				}
				row[k] = x
			}
			m.Scores = append(m.Scores, row)
		}
		in.Metrics = append(in.Metrics, m)
	}
	return &in.Input, nil
}

// NamedScores are a metric's scores read from a file.
type NamedScores struct {
	Name   string
	Scores *data.Scores
}

// Report is a ranked meta-evaluation.
type Report struct {
	Level     Level               `json:"level"`
	Average   correlate.Average   `json:"average"`
	Stat      correlate.Statistic `json:"statistic"`
	Systems   []string            `json:"systems"`
	Items     int                 `json:"items"`
	Cells     int                 `json:"scored_cells"`
	Resamples int                 `json:"resamples"`
	Alpha     float64             `json:"alpha"`
	// Stats names the further statistics of every row, in order.
	Stats []correlate.Statistic `json:"statistics"`
	// HumanSys are the systems' human scores (plots).
	HumanSys []eval.Number `json:"human_system_scores"`
	Rows     []Row         `json:"metrics"`
	// Unavailable are the metrics asked for that could not be computed
	// (Input.Unavailable).
	Unavailable []UnavailableMetric `json:"unavailable,omitempty"`
}

// Row is one metric's line of a Report.
type Row struct {
	Rank      int         `json:"rank"`
	Metric    string      `json:"metric"`
	Signature string      `json:"signature"`
	Value     eval.Number `json:"value"`
	Lo        eval.Number `json:"ci_lo"`
	Hi        eval.Number `json:"ci_hi"`
	// P is the permutation test's p-value that the best metric is not
	// better than this one (NaN for the best).
	P eval.Number `json:"p_perm"`
	// Williams is Williams' one-sided p-value for the same question
	// (Pearson, flattened cells only; NaN otherwise).
	Williams eval.Number `json:"p_williams"`
	// Threshold is the tie threshold of acc23-style statistics.
	Threshold eval.Number   `json:"threshold,omitempty"`
	Others    []eval.Number `json:"statistics"`
	Sys       []eval.Number `json:"system_scores"`
	Negated   bool          `json:"negated,omitempty"`
	Cached    int           `json:"cached_systems"`
}

// Evaluate computes the report: every metric's primary statistic with its
// bootstrap interval, ranked (ties keep input order), and for every metric
// but the best the permutation test (and, for flattened Pearson, Williams'
// test) of the best against it, plus the further statistics.
func Evaluate(in *Input, o Options) (*Report, error) {
	if len(in.Metrics) == 0 {
		if len(in.Unavailable) > 0 {
			return nil, fmt.Errorf("metaeval: no metrics to correlate: %s", in.Unavailable[0].Reason)
		}
		return nil, errors.New("metaeval: no metrics to correlate")
	}
	o.Level = in.Level
	o.defaults(nil)
	r := &Report{Level: in.Level, Average: o.Average, Stat: o.Stat, Systems: in.Systems, Unavailable: in.Unavailable}
	if in.Level == LevelSys {
		r.Average = correlate.AverageNone
	}
	for _, st := range o.Stats { // the primary statistic has its own column
		if st != o.Stat {
			r.Stats = append(r.Stats, st)
		}
	}
	ro := o.Resample
	if ro.Resamples <= 0 {
		ro.Resamples = correlate.DefaultResamples
	}
	if ro.Alpha <= 0 || ro.Alpha >= 1 {
		ro.Alpha = correlate.DefaultAlpha
	}
	r.Resamples, r.Alpha = ro.Resamples, ro.Alpha
	if len(in.Human) > 0 {
		r.Items = len(in.Human[0])
	}
	for _, row := range in.Human {
		for _, v := range row {
			if !math.IsNaN(v) {
				r.Cells++
			}
		}
	}
	for _, v := range in.HumanSys {
		r.HumanSys = append(r.HumanSys, eval.Number(v))
	}
	avgFor := func(st correlate.Statistic) correlate.Average {
		if in.Level == LevelSeg && st == correlate.StatAcc23 {
			return correlate.AverageItem
		}
		return r.Average
	}
	for _, m := range in.Metrics {
		res, err := correlate.Correlate(o.Stat, avgFor(o.Stat), in.Human, m.Scores)
		if err != nil {
			return nil, err
		}
		iv, err := correlate.Bootstrap(o.Stat, avgFor(o.Stat), in.Human, m.Scores, ro)
		if err != nil {
			return nil, err
		}
		row := Row{Metric: m.Name, Signature: m.Signature, Value: eval.Number(res.Value), Lo: eval.Number(iv.Lo), Hi: eval.Number(iv.Hi),
			P: eval.Number(math.NaN()), Williams: eval.Number(math.NaN()), Negated: m.Negated, Cached: m.Cached}
		if res.Threshold != 0 {
			row.Threshold = eval.Number(res.Threshold)
		}
		for _, st := range r.Stats {
			v, err := correlate.Correlate(st, avgFor(st), in.Human, m.Scores)
			if err != nil {
				return nil, err
			}
			row.Others = append(row.Others, eval.Number(v.Value))
		}
		for _, v := range m.Sys {
			row.Sys = append(row.Sys, eval.Number(v))
		}
		r.Rows = append(r.Rows, row)
	}
	// Rank: NaN last, stable.
	idx := make([]int, len(r.Rows))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		va, vb := float64(r.Rows[idx[a]].Value), float64(r.Rows[idx[b]].Value)
		if math.IsNaN(vb) {
			return !math.IsNaN(va)
		}
		return va > vb
	})
	rows := make([]Row, len(idx))
	metrics := make([]MetricScores, len(idx))
	for k, i := range idx {
		rows[k], metrics[k] = r.Rows[i], in.Metrics[i]
		rows[k].Rank = k + 1
	}
	r.Rows = rows
	best := metrics[0]
	for k := 1; k < len(rows); k++ {
		c, err := correlate.Permute(o.Stat, avgFor(o.Stat), in.Human, best.Scores, metrics[k].Scores, ro)
		if err != nil {
			return nil, err
		}
		rows[k].P = eval.Number(c.P)
		if o.Stat == correlate.StatPearson && avgFor(o.Stat) == correlate.AverageNone {
			p, _, _, err := correlate.WilliamsTest(flat(in.Human), flat(best.Scores), flat(metrics[k].Scores))
			if err != nil {
				return nil, err
			}
			rows[k].Williams = eval.Number(p)
		}
	}
	return r, nil
}

func flat(m [][]float64) []float64 {
	var v []float64
	for _, r := range m {
		v = append(v, r...)
	}
	return v
}
