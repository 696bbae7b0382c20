package metaeval

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// runScorer is a registered metric on references rewritten toward each
// hypothesis (NAME@parmesan), scored by eval.Run as "parmesan score
// --metric NAME@parmesan" scores it: the language's Meteor normalization,
// the Parmesan rewriter of the language, exact matching.
type runScorer struct {
	name string
	spec eval.Spec
	cfg  ScorerConfig
	key  func() string // the cache key, stamped on first use (not with the cache off)
	mcfg func() (eval.MetricConfig, error)

	once sync.Once
	opts eval.Options
	mc   eval.MetricConfig
	m    metric.Metric // the base metric, for segment and system scores
	sig  string
	err  error
}

func newRunScorer(name string, cfg ScorerConfig) (Scorer, error) {
	spec, err := eval.ParseSpec(name)
	if err != nil {
		return nil, fmt.Errorf("metaeval: %w", err)
	}
	var extra []string
	mcfg := func() (eval.MetricConfig, error) { return eval.MetricConfig{}, nil }
	if spec.Metric == eval.MetricMeteorPP {
		if extra, mcfg, err = copyConfig(cfg); err != nil {
			return nil, err
		}
	}
	r := &runScorer{name: name, spec: spec, cfg: cfg, mcfg: mcfg}
	r.key = sync.OnceValue(func() string {
		parts := append(append([]string{"run", name, "lang=" + cfg.Lang}, resourceStamps(cfg)...), extra...)
		if l, ok := scorerLanguage(cfg.Lang); ok { // the rewriter's files (load's language)
			parts = append(parts, rewriterStamps(l)...)
		}
		return strings.Join(append(parts, executableStamp()), "|")
	})
	return r, nil
}

func (r *runScorer) Name() string     { return r.name }
func (r *runScorer) CacheKey() string { return r.key() }

// load builds the rewriter and the evaluator options once, and the base
// metric with the signature the rows carry.
func (r *runScorer) load() error {
	r.once.Do(func() {
		r.err = func() error {
			l := lang.English
			if r.cfg.Lang != "" {
				var err error
				if l, err = lang.Parse(r.cfg.Lang); err != nil {
					return err
				}
			}
			rw, err := pipeline.New(pipeline.Config{Lang: l})
			if err != nil {
				return err
			}
			if r.mc, err = r.mcfg(); err != nil {
				return err
			}
			r.opts = eval.Options{Meteor: meteor.Config{Language: r.cfg.Lang, Normalization: normalization(r.cfg.Lang)},
				Resources: meteor.ResourceFiles{Dir: r.cfg.Resources, Paraphrases: r.cfg.Paraphrases}, Workers: r.cfg.Workers, Rewrite: rw}
			ev, err := eval.NewEvaluator(r.opts)
			if err != nil {
				return err
			}
			ms, err := ev.NewMetrics([]string{r.spec.Metric}, r.mc, 1)
			if err != nil {
				return err
			}
			r.m, r.sig = ms[0], ev.MetricSignature(ms[0], true, 1)
			return nil
		}()
		if r.err != nil {
			r.err = fmt.Errorf("metaeval: %s: %w", r.name, r.err)
		}
	})
	return r.err
}

func (r *runScorer) Signature() (string, error) {
	if err := r.load(); err != nil {
		return "", err
	}
	return r.sig, nil
}

func (r *runScorer) HigherIsBetter() bool {
	if err := r.load(); err == nil {
		return r.m.HigherIsBetter()
	}
	return !strings.Contains(r.spec.Metric, "ter")
}

func (r *runScorer) Segment(s []float64) float64 {
	if err := r.load(); err != nil {
		return math.NaN()
	}
	return r.m.Sentence(metric.Stats(s)).Score
}

func (r *runScorer) System(segs [][]float64) float64 {
	if err := r.load(); err != nil {
		return math.NaN()
	}
	var t metric.Stats
	for _, s := range segs {
		r.m.Add(&t, metric.Stats(s))
	}
	return r.m.Corpus(t).Score
}

func (r *runScorer) Stats(refs [][]string, hyps [][]string) ([][][]float64, error) {
	st, _, err := r.StatsBounded(refs, hyps)
	return st, err
}

// StatsBounded scores every system through eval.Run (one row per system)
// and names the segments it reports bounded (the rewriter's budget, the
// metric's own).
func (r *runScorer) StatsBounded(refs [][]string, hyps [][]string) ([][][]float64, [][]bound, error) {
	if err := r.load(); err != nil {
		return nil, nil, err
	}
	systems := make([]eval.System, len(hyps))
	for s, h := range hyps {
		systems[s] = eval.System{Name: fmt.Sprint(s), Hyps: h}
	}
	res, err := eval.Run(context.Background(), eval.Corpus{Refs: refs}, systems, []string{r.name}, r.opts, eval.RunOptions{Metrics: r.mc})
	if err != nil {
		return nil, nil, fmt.Errorf("metaeval: %s: %w", r.name, err)
	}
	out := make([][][]float64, len(hyps))
	for s, row := range res.Results {
		out[s] = make([][]float64, len(row.Stats))
		for i, st := range row.Stats {
			out[s][i] = st
		}
	}
	bounded := make([][]bound, len(hyps))
	for _, b := range res.Bounded {
		s, err := strconv.Atoi(b.System)
		if err != nil || s < 0 || s >= len(hyps) {
			return nil, nil, fmt.Errorf("metaeval: %s: eval.Run reported a bounded segment of unknown system %q", r.name, b.System)
		}
		bounded[s] = append(bounded[s], bound{b.Segment - 1, b.Warning(wherePlaceholder)})
	}
	for _, bs := range bounded {
		slices.SortStableFunc(bs, func(a, b bound) int { return a.Seg - b.Seg })
	}
	return out, bounded, nil
}
