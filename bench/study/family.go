package main

import (
	"fmt"
	"strings"

	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// familyMetrics are the family table's metrics, in its row order.
var familyMetrics = []struct{ name, label string }{
	{eval.MetricBLEU, "BLEU"},
	{eval.MetricCHRF, "chrF"},
	{eval.MetricTER, "TER"},
	{eval.MetricMBLEU, "m-BLEU"},
	{eval.MetricMTER, "m-TER"},
}

// familySets are the family table's columns.
var familySets = []evalSet{metaSets[0], metaSets[1], metaSets[3]}

// rewriteOptions are the Parmesan metric's rewrite options for a target
// language (the language's default sources, agreement repair on).
func rewriteOptions(code string) (*pipeline.Rewriter, error) {
	l, err := lang.Parse(code)
	if err != nil {
		return nil, fmt.Errorf("study: %w", err)
	}
	ro, err := pipeline.New(pipeline.Config{Lang: l})
	if err != nil {
		return nil, fmt.Errorf("study: rewriting %s: %w", code, err)
	}
	return ro, nil
}

// referenceEvaluator is the evaluator of the metric family: Meteor's
// exact matcher for alignment (with para's paraphrases for m-BLEU and
// m-TER), rewriting with ro when it is not nil.
func referenceEvaluator(lang, para string, ro *pipeline.Rewriter) (*eval.Evaluator, error) {
	ev, err := eval.NewEvaluator(eval.Options{Rewrite: ro, Resources: meteor.ResourceFiles{Paraphrases: para},
		Meteor: meteor.Config{Language: lang, Normalization: normalization(lang), Modules: []meteor.Module{meteor.Exact}}})
	if err != nil {
		return nil, fmt.Errorf("study: %w", err)
	}
	return ev, nil
}

// onReferences scores the metrics names on j's systems against the
// original references and against the references rewritten toward each
// system (one rewrite per system, shared by the metrics; package
// eval's ScoreMetrics; rw, when not nil, are the rewrites of every
// system, see rewriteSystems), and returns their matrices keyed
// "name/original" and "name/rewritten", error rates negated. para is the
// paraphrase table m-BLEU and m-TER align with ("" for none).
func onReferences(j *judged, lang, para string, ro *pipeline.Rewriter, rw map[string][][]pipeline.Rewritten, names []string) (map[string][][]float64, error) {
	ev, err := referenceEvaluator(lang, para, ro)
	if err != nil {
		return nil, err
	}
	refs, err := ev.PrepareReferences([][]string{j.set.Ref}, nil)
	if err != nil {
		return nil, fmt.Errorf("study: %w", err)
	}
	ms, err := ev.NewMetrics(names, eval.MetricConfig{}, 1)
	if err != nil {
		return nil, fmt.Errorf("study: %w", err)
	}
	systems := make([]eval.MetricSystem, len(j.systems))
	for s, n := range j.systems {
		lines, err := j.set.SystemLines(n)
		if err != nil {
			return nil, err
		}
		systems[s] = eval.MetricSystem{Name: n, Hyps: lines}
	}
	var rewrites [][][]pipeline.Rewritten
	if ro != nil && rw != nil {
		for _, s := range systems {
			r, ok := rw[s.Name]
			if !ok {
				return nil, fmt.Errorf("study: %s: system %s was not rewritten", j.set.Dir, s.Name)
			}
			rewrites = append(rewrites, r)
		}
	}
	res, err := ev.ScoreMetrics(ms, systems, refs, eval.MetricOptions{Both: true, Sentences: j.level == seg, Rewrites: rewrites})
	if err != nil {
		return nil, fmt.Errorf("study: %s: %w", j.set.Dir, err)
	}
	type key struct{ system, col string }
	segs := map[key][]float64{}
	total := map[key]float64{}
	sign := map[string]float64{}
	for _, m := range ms {
		sign[m.Name()] = 1
		if !m.HigherIsBetter() {
			sign[m.Name()] = -1
		}
	}
	for _, x := range res {
		k := key{x.System, x.Metric + "/" + x.References}
		s := sign[x.Metric]
		total[k] = s * x.Score
		v := make([]float64, len(x.Segments))
		for i, y := range x.Segments {
			v[i] = s * y
		}
		segs[k] = v
	}
	out := map[string][][]float64{}
	for _, n := range names {
		for _, kind := range []string{eval.RefsOriginal, eval.RefsRewritten} {
			col := n + "/" + kind
			if _, ok := total[key{j.systems[0], col}]; !ok {
				continue // no rewriting: original references only
			}
			out[col] = j.matrix(func(s string) []float64 { return segs[key{s, col}] }, func(s string) float64 { return total[key{s, col}] })
		}
	}
	return out, nil
}

// familyTable correlates the metric family on original and rewritten
// references.
func familyTable(r *run) (string, error) {
	cols := make([]map[string]corr, len(familySets))
	names := make([]string, len(familyMetrics))
	for i, m := range familyMetrics {
		names[i] = m.name
	}
	var heads []string
	for c, es := range familySets {
		set, lang, para, err := r.setWithTable(es)
		if err != nil {
			return "", err
		}
		ro, err := rewriteOptions(lang)
		if err != nil {
			return "", err
		}
		j, err := newJudged(set, es.level)
		if err != nil {
			return "", err
		}
		ms, err := onReferences(j, lang, para, ro, nil, names)
		if err != nil {
			return "", err
		}
		cols[c] = map[string]corr{}
		for k, m := range ms {
			if cols[c][k], err = correlateAll(j.human, m); err != nil {
				return "", err
			}
		}
		heads = append(heads, fmt.Sprintf("%s, %s (%d systems)", es.label, es.level, len(j.systems)))
		r.logf("family: %s done", es.label)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\n| metric | %s |\n|---|%s\n", generated("family"), strings.Join(heads, " | "), strings.Repeat("---|", len(familySets)))
	for _, m := range familyMetrics {
		for _, kind := range []string{eval.RefsOriginal, eval.RefsRewritten} {
			label := m.label
			if kind == eval.RefsRewritten {
				label += ", rewritten refs"
			}
			b.WriteString("| " + label + " |")
			for c := range familySets {
				x := cols[c][m.name+"/"+kind]
				fmt.Fprintf(&b, " %s (τ %s) |", withCI(x.r, x.rLo, x.rHi), f3(x.tau))
			}
			b.WriteString("\n")
		}
	}
	fmt.Fprintf(&b, "\nPearson r [95 %% bootstrap interval] (Kendall τ_b); TER and m-TER negated; %s.\n", resamplingNote())
	return b.String(), nil
}

// rewriteSystems rewrites the references toward each of j's systems
// once (with referenceEvaluator's evaluator), for the metrics scored on
// rewritten references to share.
func rewriteSystems(j *judged, lang string, ro *pipeline.Rewriter) (map[string][][]pipeline.Rewritten, error) {
	ev, err := referenceEvaluator(lang, "", ro)
	if err != nil {
		return nil, err
	}
	refs, err := ev.PrepareReferences([][]string{j.set.Ref}, nil)
	if err != nil {
		return nil, fmt.Errorf("study: %w", err)
	}
	out := map[string][][]pipeline.Rewritten{}
	for _, n := range j.systems {
		lines, err := j.set.SystemLines(n)
		if err != nil {
			return nil, err
		}
		if out[n], err = ev.RewriteCorpus(lines, refs); err != nil {
			return nil, fmt.Errorf("study: %s: %w", j.set.Dir, err)
		}
	}
	return out, nil
}
