package main

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/parmesan-mt/parmesan/correlate/metaeval"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/tune"
)

// studySets are the study's rows: every shared set issue 24 names, and
// HUME en-de and en-ro (segment-level training data for the others).
// HUME en-pl has no references and cannot be scored. WMT22 ja-en, liv-en,
// ru-en, uk-en and zh-en are not rows: the English mined table
// (paraphrase/multi/multi-en.gz, a default English source) is mined from
// them, and a table is never judged on the sets it was mined from
// (docs/mining.md; TestMinedSetsDisjoint in paraphrase/multi).
var studySets = []evalSet{
	{"HUME en-cs", "hume-round2/hume2016.en-cs", seg},
	{"MQM TED zh-en", "mqm-ted2021/tedtalks2021.zh-en", seg},
	{"MQM TED en-de", "mqm-ted2021/tedtalks2021.en-de", seg},
	{"HUME en-de", "hume-round2/hume2016.en-de", seg},
	{"HUME en-ro", "hume-round2/hume2016.en-ro", seg},
	{"WMT23 en-cs", "wmt23-general/generaltest2023.en-cs", sys},
	{"WMT23 de-en", "wmt23-general/generaltest2023.de-en", sys},
	{"WMT23 en-de", "wmt23-general/generaltest2023.en-de", sys},
	{"WMT22 cs-en", "wmt22-general/generaltest2022.cs-en", sys},
	{"WMT22 de-en", "wmt22-general/generaltest2022.de-en", sys},
	{"WMT12 cs-en", "wmt12-news/newstest2012.cs-en", sys},
	{"WMT12 de-en", "wmt12-news/newstest2012.de-en", sys},
	{"WMT12 fr-en", "wmt12-news/newstest2012.fr-en", sys},
	{"WMT12 es-en", "wmt12-news/newstest2012.es-en", sys},
	{"WMT12 en-de", "wmt12-news/newstest2012.en-de", sys},
	{"WMT12 en-fr", "wmt12-news/newstest2012.en-fr", sys},
	{"WMT12 en-es", "wmt12-news/newstest2012.en-es", sys},
}

// The study's columns.
const (
	colCHRF        = "chrF"
	colMBLEU       = "m-BLEU"
	colMeteor      = "Meteor default"
	colMeteorTuned = "Meteor tuned"
	colMeteorLemma = "Meteor + lemma, tuned"
	colPaper       = "Parmesan (paper)"
	colWeighted    = "Parmesan weighted + tuned"
	colCHRFRw      = "chrF, rewritten refs"
	colMBLEURw     = "m-BLEU, rewritten refs"
	colCHRFTuned   = "chrF tuned"
	colCHRFRwTuned = "chrF, rewritten refs, tuned"
)

var studyColumns = []string{colCHRF, colCHRFTuned, colMBLEU, colMeteor, colMeteorTuned, colMeteorLemma, colPaper, colWeighted, colCHRFRw, colCHRFRwTuned, colMBLEURw}

// parmesanColumns are the columns that rewrite references.
var parmesanColumns = []string{colPaper, colWeighted, colCHRFRw, colCHRFRwTuned, colMBLEURw}

// baseColumn is each Parmesan column's metric on the original
// references: the gain of the rewriting is the difference. The weighted
// metric's is Meteor + lemma, tuned (its matchers without the rewriting),
// or tuned Meteor where the language has no lemmatizer (baseOf).
var baseColumn = map[string]string{colPaper: colMeteor, colWeighted: colMeteorLemma, colCHRFRw: colCHRF, colCHRFRwTuned: colCHRFTuned, colMBLEURw: colMBLEU}

// baseOf is the column of col's metric on the original references in row.
func baseOf(row *studyRow, col string) string {
	b := baseColumn[col]
	if _, na := row.na[b]; na && b == colMeteorLemma {
		return colMeteorTuned
	}
	return b
}

// startWeight is the rewritten-token module's weight the weighted
// metric's search starts from: 1, a rewritten word counting as its
// matcher's match (with exact matching, the paper's metric).
const startWeight = 1.0

// collected is one set's statistics: Meteor's, Meteor + lemma's and the
// weighted Parmesan metric's per-segment statistics (for tuning and
// rescoring) and the matrices of the untuned metrics.
type collected struct {
	es   evalSet
	lang string
	j    *judged
	// meteor, lemma and weighted are tune.Collect's data (lemma nil when
	// parmesan has no lemmatizer for the language, noLemma says why;
	// weighted nil when the language cannot be rewritten, noRewrite says
	// why).
	meteor, lemma, weighted *tune.Data
	// mStart, lStart and wStart are the evaluators' default points
	// (tune's StartPoint of their settings).
	mStart, lStart, wStart tune.Point
	noLemma, noRewrite     string
	cols                   map[string][][]float64
	// chrf and chrfRw are chrF's statistics (collectCHRF) on the original
	// and on the rewritten references (chrfRw nil when the language
	// cannot be rewritten).
	chrf, chrfRw *tune.MetricData
}

// collect scores one set, once a run: a later call returns the same
// statistics (read only by the tables).
func collect(r *run, es evalSet) (*collected, error) {
	if c, ok := r.collected[es.dir]; ok {
		return c, nil
	}
	c, err := collectOnce(r, es)
	if err != nil {
		return nil, err
	}
	r.collected[es.dir] = c
	return c, nil
}

// collectOnce computes collect's statistics (or reads them from -memo).
func collectOnce(r *run, es evalSet) (*collected, error) {
	set, err := r.set(es.dir)
	if err != nil {
		return nil, err
	}
	c := &collected{es: es, lang: metaeval.TargetLanguage(set.Dir), cols: map[string][][]float64{}}
	if c.j, err = newJudged(set, es.level); err != nil {
		return nil, err
	}
	if !r.loadMemo(c) {
		if c, err = collectScores(c, set); err != nil {
			return nil, err
		}
		if err := r.storeMemo(c); err != nil {
			return nil, err
		}
	}
	// chrF and m-BLEU on the original references (no rewriting).
	ms, err := onReferences(c.j, c.lang, "", nil, nil, []string{eval.MetricCHRF, eval.MetricMBLEU})
	if err != nil {
		return nil, err
	}
	c.cols[colCHRF] = ms[eval.MetricCHRF+"/"+eval.RefsOriginal]
	c.cols[colMBLEU] = ms[eval.MetricMBLEU+"/"+eval.RefsOriginal]
	return c, nil
}

// collectScores computes a set's statistics and matrices.
func collectScores(c *collected, set *data.EvalSet) (*collected, error) {
	mcfg := meteor.Config{Language: c.lang, Normalization: normalization(c.lang)}
	var err error
	if mcfg.Modules, err = eval.DefaultModules(mcfg, meteor.ResourceFiles{}); err != nil {
		return nil, fmt.Errorf("study: %w", err)
	}
	ev, err := eval.NewEvaluator(eval.Options{Meteor: mcfg})
	if err != nil {
		return nil, fmt.Errorf("study: %w", err)
	}
	if c.meteor, c.mStart, err = collectCanonical(ev, set, false); err != nil {
		return nil, err
	}
	if c.chrf, err = collectCHRF(c.lang, nil, nil, set); err != nil {
		return nil, err
	}
	// Meteor + lemma: the language's matchers and the lemma module, where
	// parmesan has a lemmatizer for the language.
	// English has a lemmatizer too, but its synonym module holds the
	// lemma's slot in the study's layout (and WordNet's synsets already
	// match base forms), so it keeps Meteor's matchers here.
	full := mcfg
	full.Modules = append(slices.Clip(mcfg.Modules), meteor.Lemma)
	if slices.Contains(mcfg.Modules, meteor.Synonym) {
		c.noLemma = "the synonym module holds the lemma's slot (" + c.lang + ")"
		full = mcfg
	} else if lev, err := eval.NewEvaluator(eval.Options{Meteor: full}); err != nil {
		c.noLemma = strings.TrimPrefix(err.Error(), "parmesan: ")
		full = mcfg
	} else if c.lemma, c.lStart, err = collectCanonical(lev, set, false); err != nil {
		return nil, err
	}
	ro, err := rewriteOptions(c.lang)
	if err != nil {
		c.noRewrite = err.Error()
		return c, nil
	}
	// The paper's metric (Meteor exact on the rewritten references),
	// chrF and m-BLEU on the rewritten references and chrF's statistics
	// there: one rewrite per system, shared.
	rw, err := rewriteSystems(c.j, c.lang, ro)
	if err != nil {
		return nil, err
	}
	ms, err := onReferences(c.j, c.lang, "", ro, rw, []string{eval.MetricMeteor, eval.MetricCHRF, eval.MetricMBLEU})
	if err != nil {
		return nil, err
	}
	c.cols[colPaper] = ms[eval.MetricMeteor+"/"+eval.RefsRewritten]
	c.cols[colCHRFRw] = ms[eval.MetricCHRF+"/"+eval.RefsRewritten]
	c.cols[colMBLEURw] = ms[eval.MetricMBLEU+"/"+eval.RefsRewritten]
	if c.chrfRw, err = collectCHRF(c.lang, ro, rw, set); err != nil {
		return nil, err
	}
	// The weighted metric: Parmesan's full matchers (the language's, the
	// lemma module where there is a lemmatizer) plus the rewritten-token
	// module.
	wev, err := eval.NewEvaluator(eval.Options{Meteor: full, Rewrite: ro, Weighted: &meteor.Rewritten{Weight: startWeight}})
	if err != nil {
		return nil, fmt.Errorf("study: %w", err)
	}
	if c.weighted, c.wStart, err = collectCanonical(wev, set, true); err != nil {
		return nil, err
	}
	return c, nil
}

// collectCanonical aligns every system of the set once with ev
// (tune.Collect, as "parmesan tune" does) and returns the statistics and
// the default point in the canonical layout.
func collectCanonical(ev *eval.Evaluator, set *data.EvalSet, weighted bool) (*tune.Data, tune.Point, error) {
	settings := ev.Scorer().Settings()
	d, err := tune.Collect(ev, set, tune.CollectOptions{})
	if err != nil {
		return nil, tune.Point{}, err
	}
	if d, err = canonical(d, settings.Modules); err != nil {
		return nil, tune.Point{}, err
	}
	p, err := canonicalPoint(settings, weighted)
	return d, p, err
}

// rescored is d's scores at point p arranged like j's human matrix:
// segment scores, or each system's corpus score from its summed
// statistics (as Meteor aggregates).
func rescored(j *judged, d *tune.Data, p tune.Point) [][]float64 {
	row := map[string]int{}
	for s, n := range d.Systems {
		row[n] = s
	}
	return j.matrix(func(n string) []float64 {
		st := d.Stats[row[n]]
		v := make([]float64, len(st))
		for i := range st {
			v[i] = tune.Rescore(&st[i], p.Params, p.Weights)
		}
		return v
	}, func(n string) float64 {
		t := total(d.Stats[row[n]])
		return tune.Rescore(&t, p.Params, p.Weights)
	})
}

func total(segs []meteor.Stats) meteor.Stats {
	var t meteor.Stats
	for i := range segs {
		t.Add(&segs[i])
	}
	return t
}

// pooled is the tuning data of several sets: one tune.Data whose rows
// are the sets' systems, set after set. A segment-level set's row holds
// its segments; a system-level set's row holds one "segment", the
// system's summed statistics with the system's human score, so that a
// segment-level objective over the row's items is the set's
// system-level correlation. Rows are padded with unjudged segments (NaN
// human score), which no objective reads. The objective is the mean over
// the sets of each set's Pearson r (items come in row order, so each
// set's items are consecutive).
func pooled(train []*collected, pick func(*collected) *tune.Data) (*tune.Data, tune.Statistic) {
	width := 1
	for _, c := range train {
		if c.es.level == seg {
			width = max(width, pick(c).Segments())
		}
	}
	d := &tune.Data{}
	var groups []int
	for _, c := range train {
		src := pick(c)
		n := 0
		for s, name := range src.Systems {
			st := make([]meteor.Stats, width)
			h := make([]float64, width)
			for i := range h {
				h[i] = math.NaN()
			}
			if c.es.level == seg {
				copy(st, src.Stats[s])
				copy(h, src.SegHuman[s])
			} else {
				st[0], h[0] = total(src.Stats[s]), src.SysHuman[s]
			}
			for _, v := range h {
				if !math.IsNaN(v) {
					n++
				}
			}
			d.Systems = append(d.Systems, c.es.label+"/"+name)
			d.Stats = append(d.Stats, st)
			d.SegHuman = append(d.SegHuman, h)
		}
		groups = append(groups, n)
	}
	stat := tune.MeanPearson(groups)
	return d, stat
}

// tuned tunes on the pooled training sets by hill climbing from start
// over tune's default space (α, γ, δ by 0.05 in [0, 1]; β by 0.1 in
// [0, 3]; every weight but the exact matcher's by 0.1 in [0, 1]): the
// same search, steps and training data for Meteor and the weighted
// Parmesan metric.
func tuned(train []*collected, pick func(*collected) *tune.Data, start tune.Point) (*tune.Result, error) {
	d, stat := pooled(train, pick)
	return tune.Tune(d, tune.Options{Objective: tune.Objective{Level: tune.Segment, Statistic: stat},
		Method: tune.Hill, Space: tune.DefaultSpace(len(start.Weights)), Start: start})
}

// trainingSets are the sets a set's parameters are tuned on (leave one
// set out): every other study set of the same level and target language;
// where there is none, every other set of the same level, whatever its
// target language (the statistics share one layout, see canonical).
func trainingSets(all []*collected, c *collected) []*collected {
	var same, level []*collected
	for _, o := range all {
		if o == c || o.es.level != c.es.level {
			continue
		}
		level = append(level, o)
		if o.lang == c.lang {
			same = append(same, o)
		}
	}
	if len(same) > 0 {
		return same
	}
	return level
}

// rewrittenSlot is the statistics slot of the rewritten-token module in
// the canonical layout: Paraphrase's, which the study never uses (no
// paraphrase table), so that matchers and module keep one slot each in
// every language.
const rewrittenSlot = int(meteor.Paraphrase)

// lemmaSlot is the lemma module's slot: Synonym's. A statistics line has
// four slots (meteor.MaxModules, Meteor 1.5's format), and no language
// has both matchers: synonyms are English's (WordNet), lemmas those of
// the languages parmesan lemmatizes (cs, de, pl, ru, ro). When sets of
// several languages are tuned together, the slot's one weight is the
// synonym weight of the English sets and the lemma weight of the others.
const lemmaSlot = int(meteor.Synonym)

// canonical moves d's per-stage statistics from the evaluator's layout
// (its modules in order, then the rewritten-token module) to one layout
// for every language: slot int(m) for matcher m (exact 0, stem 1,
// synonym 2), lemmaSlot for the lemma module and rewrittenSlot for the
// rewritten-token module. Scoring with the weights moved the same way
// (canonicalPoint) gives the same scores; sets of different languages
// can then be tuned together with one weight vector.
func canonical(d *tune.Data, mods []meteor.Module) (*tune.Data, error) {
	slots, err := canonicalSlots(mods)
	if err != nil {
		return nil, err
	}
	out := &tune.Data{Systems: d.Systems, SegHuman: d.SegHuman, SysHuman: d.SysHuman, Stats: make([][]meteor.Stats, len(d.Stats))}
	for s, row := range d.Stats {
		out.Stats[s] = make([]meteor.Stats, len(row))
		for i := range row {
			a, b := &row[i], &out.Stats[s][i]
			*b = *a
			b.TestContent, b.RefContent, b.TestFunction, b.RefFunction = [meteor.MaxModules]float64{}, [meteor.MaxModules]float64{}, [meteor.MaxModules]float64{}, [meteor.MaxModules]float64{}
			for from, to := range slots {
				b.TestContent[to], b.RefContent[to] = a.TestContent[from], a.RefContent[from]
				b.TestFunction[to], b.RefFunction[to] = a.TestFunction[from], a.RefFunction[from]
			}
		}
	}
	return out, nil
}

// canonicalSlots maps each evaluator slot (the modules, then the
// rewritten-token module) to its canonical slot.
func canonicalSlots(mods []meteor.Module) ([]int, error) {
	var slots []int
	for _, m := range mods {
		if m == meteor.Paraphrase {
			return nil, fmt.Errorf("study: the paraphrase matcher has no slot of its own in the study's layout")
		}
		if m == meteor.Lemma && slices.Contains(mods, meteor.Synonym) {
			return nil, fmt.Errorf("study: the lemma and synonym matchers share a slot in the study's layout")
		}
		slots = append(slots, slot(m))
	}
	return append(slots, rewrittenSlot), nil
}

// slot is matcher m's canonical slot.
func slot(m meteor.Module) int {
	if m == meteor.Lemma {
		return lemmaSlot
	}
	return int(m)
}

// canonicalPoint is the default point of the settings in the canonical
// layout: the language's parameters and module weights; the weight of a
// matcher the language lacks (it scores nothing in that language's sets,
// but does in other languages' when they are tuned together) is
// English's, and the rewritten-token module's is startWeight. Meteor's
// point has the three matcher slots, the weighted metric's all four.
// The lemma module's weight (slot lemmaSlot) is the one the language's
// settings give it.
func canonicalPoint(set meteor.Settings, weighted bool) (tune.Point, error) {
	en, err := meteor.Config{Language: "en"}.Resolve()
	if err != nil {
		return tune.Point{}, fmt.Errorf("study: %w", err)
	}
	w := make([]float64, rewrittenSlot)
	for i, m := range en.Modules {
		if int(m) < len(w) {
			w[m] = en.Weights[i]
		}
	}
	for i, m := range set.Modules {
		if slot(m) < len(w) && i < len(set.Weights) {
			w[slot(m)] = set.Weights[i]
		}
	}
	if weighted {
		w = append(w, startWeight)
	}
	return tune.Point{Params: set.Params, Weights: w}, nil
}

// studyRow is one set's figures.
type studyRow struct {
	c       *collected
	corr    map[string]corr
	na      map[string]string // column → why it has no figure
	train   []string
	mPoint  tune.Point
	lPoint  tune.Point
	wPoint  tune.Point
	mPoints int64
	lPoints int64
	wPoints int64
	// cPoint and rPoint are tuned chrF's settings on the original and on
	// the rewritten references.
	cPoint, rPoint   tune.MetricPoint
	cPoints, rPoints int64
}

// r is the row's Pearson r in column col (NaN when it has none).
func (row *studyRow) r(col string) float64 {
	if x, ok := row.corr[col]; ok {
		return x.r
	}
	return math.NaN()
}

// studyTable runs the study.
func studyTable(r *run) (string, error) {
	var all []*collected
	for _, es := range studySets {
		if r.only != nil && !r.only[es.label] {
			continue
		}
		start := time.Now()
		c, err := collect(r, es)
		if err != nil {
			return "", err
		}
		all = append(all, c)
		r.logf("study: %s collected in %.0f s", es.label, time.Since(start).Seconds())
	}
	var rows []*studyRow
	for _, c := range all {
		row := &studyRow{c: c, corr: map[string]corr{}, na: map[string]string{}}
		for col, m := range c.cols {
			x, err := correlateAll(c.j.human, m)
			if err != nil {
				return "", err
			}
			row.corr[col] = x
		}
		mStart := c.mStart
		var err error
		if row.corr[colMeteor], err = correlateAll(c.j.human, rescored(c.j, c.meteor, mStart)); err != nil {
			return "", err
		}
		train := trainingSets(all, c)
		for _, t := range train {
			row.train = append(row.train, t.es.label)
		}
		if len(train) == 0 { // only with -sets
			for _, col := range []string{colMeteorTuned, colMeteorLemma, colWeighted, colCHRFTuned, colCHRFRwTuned} {
				row.na[col] = "no training set"
			}
			rows = append(rows, row)
			continue
		}
		res, err := tuned(train, func(x *collected) *tune.Data { return x.meteor }, mStart)
		if err != nil {
			return "", fmt.Errorf("study: tuning Meteor for %s: %w", c.es.label, err)
		}
		row.mPoint, row.mPoints = res.Best, res.Evaluated
		if row.corr[colMeteorTuned], err = correlateAll(c.j.human, rescored(c.j, c.meteor, res.Best)); err != nil {
			return "", err
		}
		if row.cPoint, row.cPoints, err = row.tuneCHRF(train, c.chrf, colCHRFTuned); err != nil {
			return "", err
		}
		if c.lemma == nil {
			row.na[colMeteorLemma] = c.noLemma
		} else {
			// Trained on the other sets' Meteor + lemma, or their Meteor
			// where they have no lemmatizer.
			res, err := tuned(train, lemmaOrMeteor, c.lStart)
			if err != nil {
				return "", fmt.Errorf("study: tuning Meteor + lemma for %s: %w", c.es.label, err)
			}
			row.lPoint, row.lPoints = res.Best, res.Evaluated
			if row.corr[colMeteorLemma], err = correlateAll(c.j.human, rescored(c.j, c.lemma, res.Best)); err != nil {
				return "", err
			}
		}
		if c.weighted == nil {
			for _, col := range parmesanColumns {
				row.na[col] = c.noRewrite
			}
			rows = append(rows, row)
			continue
		}
		var wtrain []*collected
		for _, t := range train {
			if t.weighted != nil {
				wtrain = append(wtrain, t)
			}
		}
		wStart := c.wStart
		if len(wtrain) == 0 {
			row.na[colWeighted], row.na[colCHRFRwTuned] = "no training set can be rewritten", "no training set can be rewritten"
		} else {
			res, err := tuned(wtrain, func(x *collected) *tune.Data { return x.weighted }, wStart)
			if err != nil {
				return "", fmt.Errorf("study: tuning Parmesan for %s: %w", c.es.label, err)
			}
			row.wPoint, row.wPoints = res.Best, res.Evaluated
			if row.corr[colWeighted], err = correlateAll(c.j.human, rescored(c.j, c.weighted, res.Best)); err != nil {
				return "", err
			}
			if row.rPoint, row.rPoints, err = row.tuneCHRF(wtrain, c.chrfRw, colCHRFRwTuned); err != nil {
				return "", err
			}
		}
		rows = append(rows, row)
	}
	return renderStudy(rows), nil
}

// lemmaOrMeteor is a set's Meteor + lemma statistics, or its Meteor
// statistics where the language has no lemmatizer.
func lemmaOrMeteor(c *collected) *tune.Data {
	if c.lemma != nil {
		return c.lemma
	}
	return c.meteor
}

// renderStudy writes the study's tables: Pearson, Kendall, the target
// check and the tuning protocol.
func renderStudy(rows []*studyRow) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\n", generated("study"))
	for _, t := range []struct {
		title string
		cell  func(corr) string
	}{
		{"Pearson r [95 % bootstrap interval]", func(x corr) string { return withCI(x.r, x.rLo, x.rHi) }},
		{"Kendall τ_b [95 % bootstrap interval]", func(x corr) string { return withCI(x.tau, x.tauLo, x.tauHi) }},
	} {
		fmt.Fprintf(&b, "%s:\n\n| set, level (systems) | %s |\n|---|%s\n", t.title, strings.Join(studyColumns, " | "), strings.Repeat("---|", len(studyColumns)))
		for _, row := range rows {
			fmt.Fprintf(&b, "| %s |", setLabel(row.c))
			for _, col := range studyColumns {
				if _, ok := row.na[col]; ok {
					b.WriteString(" n/a |")
					continue
				}
				x, ok := row.corr[col]
				if !ok {
					b.WriteString(" – |")
					continue
				}
				fmt.Fprintf(&b, " %s |", t.cell(x))
			}
			b.WriteString("\n")
		}
		b.WriteString("\n")
	}
	b.WriteString("Target check (Pearson r): the weighted metric and the best Parmesan column (the paper's metric, weighted + tuned, chrF, tuned chrF or m-BLEU on rewritten references) against tuned Meteor; the best column's metric on the original references (Meteor default for the paper's metric; Meteor + lemma, tuned, for the weighted one, or tuned Meteor where the language has no lemmatizer; chrF tuned for tuned chrF on rewritten references), so that what the rewriting adds shows; chrF:\n\n")
	b.WriteString("| set, level | tuned Meteor | weighted + tuned | Δ | best Parmesan | Δ vs tuned Meteor | same metric, original refs | Δ from rewriting | chrF | Δ best vs chrF |\n|---|---|---|---|---|---|---|---|---|---|\n")
	for _, row := range rows {
		m := row.r(colMeteorTuned)
		best, bestCol := math.NaN(), ""
		for _, col := range parmesanColumns {
			if x, ok := row.corr[col]; ok && !(x.r <= best) {
				best, bestCol = x.r, col
			}
		}
		ch := row.r(colCHRF)
		if bestCol == "" {
			fmt.Fprintf(&b, "| %s | %s | n/a | – | n/a | – | – | – | %s | – |\n", setLabel(row.c), f3(m), f3(ch))
			continue
		}
		w := row.r(colWeighted)
		base := row.r(baseOf(row, bestCol))
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s (%s) | %s | %s | %s | %s | %s |\n", setLabel(row.c), f3(m), f3(w), delta(w-m),
			f3(best), bestCol, delta(best-m), f3(base), delta(best-base), f3(ch), delta(best-ch))
	}
	b.WriteString("\nTuning (leave one set out): each set's Meteor, weighted-Parmesan and chrF parameters are tuned on the sets listed, never on the set itself; objective: the mean over those sets of each set's Pearson r at its own level; search: hill climbing (package tune, `parmesan tune --method hill`) from the reported language's default parameters and weights (the rewritten-token module from weight 1; a matcher the language lacks from its English weight) over tune's default grid steps (α, γ, δ by 0.05 in [0, 1]; β by 0.1 in [0, 3]; module weights by 0.1 in [0, 1], exact fixed at 1), the same search for both metrics. chrF tuned and chrF, rewritten refs, tuned are tuned on the same sets with the same objective (package tune's PoolMetric and TuneMetric, `parmesan tune --metric chrf|chrf@parmesan --method hill`): hill climbing from sacrebleu's defaults (β 2, character order 6, word order 0, no ε smoothing) over tune's default chrF space (" + chrfSpaceNote() + "), each step one value up or down one parameter, from statistics collected once per set at character order 10 and word order 3 (on the original references, and on the references rewritten toward each system) and re-projected; the rewritten variant is tuned on the training sets that can be rewritten. Training sets: the other sets of the same level and target language, else all other sets of the same level; statistics of all languages share one weight layout (exact, stem, synonym or lemma, rewritten), so sets of several languages are tuned together. Definitions: Meteor default and Meteor tuned use Meteor's matchers for the language as Parmesan ships them (no paraphrase tables); Meteor + lemma, tuned adds the lemma module (words whose out-of-context lemmas are equal match, with their own weight) where Parmesan has a lemmatizer for the language (cs, de, pl, ru, ro, fr, es), tuned the same way, without rewriting; Parmesan weighted + tuned uses Parmesan's full matchers, Meteor's + the lemma module where there is one + the rewritten-token module, on the rewritten references, tuned the same way; the paper's metric matches exactly on the rewritten references; chrF and m-BLEU (aligned with exact matching) use sacrebleu's defaults; chrF tuned is chrF on the original references with the β, character and word orders and ε smoothing tuned on the training sets' original references; chrF, rewritten refs, tuned is chrF on the rewritten references with its own settings, tuned on the training sets' rewritten references. Meteor + lemma and weighted + tuned are tuned on the other sets' Meteor + lemma and weighted statistics, which are Meteor's matchers alone in a language without a lemmatizer. Statistics have four slots (Meteor 1.5's format), and no language has both synonym and lemma matchers, so the lemma module takes the synonym's slot: weights below are exact, stem, synonym or lemma[, rewritten], and when languages are tuned together the third weight is English's synonym weight and the others' lemma weight.\n\n")
	b.WriteString("| set | matchers (+ lemma) | tuned on | Meteor tuned (points evaluated) | Meteor + lemma, tuned | Parmesan weighted tuned | chrF tuned | chrF, rewritten refs, tuned |\n|---|---|---|---|---|---|---|---|\n")
	point := func(p tune.Point, n int64) string {
		if n == 0 {
			return "n/a"
		}
		return fmt.Sprintf("`%s` (%d)", p, n)
	}
	for _, row := range rows {
		m := matchers(row.c.lang)
		if row.c.lemma != nil {
			m += " (+ lemma)"
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %s | %s |\n", row.c.es.label, m, strings.Join(row.train, ", "), point(row.mPoint, row.mPoints), point(row.lPoint, row.lPoints), point(row.wPoint, row.wPoints),
			chrfPoint(row.cPoint, row.cPoints), chrfPoint(row.rPoint, row.rPoints))
	}
	b.WriteString("\n")
	var reasons []string
	noLemma := map[string][]string{} // reason → sets
	for _, row := range rows {
		if why := row.c.noLemma; why != "" {
			if noLemma[why] == nil {
				reasons = append(reasons, why)
			}
			noLemma[why] = append(noLemma[why], row.c.es.label)
		}
	}
	for _, why := range reasons {
		fmt.Fprintf(&b, "Meteor + lemma n/a on %s: %s.\n", strings.Join(noLemma[why], ", "), why)
	}
	for _, row := range rows {
		if row.c.noRewrite != "" {
			fmt.Fprintf(&b, "n/a on %s: %s.\n", row.c.es.label, row.c.noRewrite)
		}
	}
	fmt.Fprintf(&b, "\nIntervals: %s. Human translations left out.\n", resamplingNote())
	return b.String()
}

func setLabel(c *collected) string {
	if c.es.level == seg {
		return fmt.Sprintf("%s, segment (%d × %d)", c.es.label, len(c.j.systems), len(c.j.items))
	}
	return fmt.Sprintf("%s, system (%d)", c.es.label, len(c.j.systems))
}

// normalization is Meteor's -norm where the language has a normalizer,
// else lower-casing only (Romanian: Meteor 1.5 scores it on the set's own
// tokens), as correlate/metaeval scores it.
func normalization(lang string) meteor.Normalization {
	t, _ := eval.Resolve(lang, eval.ResolveOptions{Tokenized: true})
	return t.Normalization
}

// matchers names the language's default matchers without paraphrase
// tables (those of Meteor default and of the weighted metric).
func matchers(lang string) string {
	mods, err := eval.DefaultModules(meteor.Config{Language: lang, Normalization: normalization(lang)}, meteor.ResourceFiles{})
	if err != nil {
		return "?"
	}
	names := make([]string, len(mods))
	for i, m := range mods {
		names[i] = m.String()
	}
	return strings.Join(names, "+")
}

// delta prints a difference of correlations with its sign ("+0.012").
func delta(x float64) string {
	if math.IsNaN(x) {
		return "–"
	}
	s := strconv.FormatFloat(x, 'f', 3, 64)
	if s == "-0.000" {
		s = "0.000"
	}
	if x >= 0 || s == "0.000" {
		return "+" + strings.TrimPrefix(s, "+")
	}
	return s
}
