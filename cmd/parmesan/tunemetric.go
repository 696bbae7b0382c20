package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric/bleu"
	"github.com/parmesan-mt/parmesan/metric/tokenize"
	"github.com/parmesan-mt/parmesan/tune"
)

// meteorTuneFlags are tune's flags that set Meteor's search or start,
// meaningless with --metric.
var meteorTuneFlags = []string{"alpha", "beta", "gamma", "delta", "weight-range", "params", "weights", "param-file", "tuned", "task", "rewrite-weight", "max-grid"}

// checkTuneMetricFlags refuses, before any work, an unknown --metric, a
// metric with nothing to tune, a bad --space and Meteor's flags with
// --metric.
func checkTuneMetricFlags(c *cli.Context) error {
	name := c.String("metric")
	if name == "" {
		if c.IsSet("space") {
			return usageError("parmesan tune: --space needs --metric (Meteor's ranges are --alpha, --beta, --gamma, --delta, --weight-range)")
		}
		return nil
	}
	f, _, err := tune.LookupFamily(name)
	if err != nil {
		return usageError("parmesan %v", err)
	}
	for _, fl := range meteorTuneFlags {
		if c.IsSet(fl) {
			return usageError("parmesan tune: --%s sets Meteor's tuning; with --metric %s the searched values are --space (%s)", fl, name, strings.Join(paramNames(f), ", "))
		}
	}
	sp, err := tune.ParseMetricSpace(f, c.String("space"))
	if err != nil {
		return usageError("parmesan %v", err)
	}
	if c.String("method") != string(tune.Grid) {
		if err := sp.HasDefaults(); err != nil {
			return usageError("parmesan %v", err)
		}
	}
	return nil
}

func paramNames(f *tune.Family) []string {
	var n []string
	for _, q := range f.Params {
		n = append(n, q.Name)
	}
	return n
}

// runTuneMetric is "parmesan tune --metric NAME": the metric's own
// settings searched from statistics collected once, BLEU's with the
// tokenizer eval.Resolve chose for the target language (t), as "score -l"
// does.
func runTuneMetric(c *cli.Context, set *data.EvalSet, co tune.CollectOptions, opts eval.Options, t eval.Target, obj tune.Objective, method tune.Method) error {
	f, spec, err := tune.LookupFamily(c.String("metric"))
	if err != nil {
		return usageError("parmesan %v", err)
	}
	spec.Rewritten = spec.Rewritten || c.Bool("rewrite")
	sp, err := tune.ParseMetricSpace(f, c.String("space"))
	if err != nil {
		return usageError("parmesan %v", err)
	}
	if !spec.Rewritten {
		opts.Rewrite, co.Sources = nil, nil
		if spec.Metric != eval.MetricMBLEU {
			opts.Meteor.Modules = []meteor.Module{meteor.Exact} // Meteor unused: load no matcher resources
		}
	}
	ev, err := eval.NewEvaluator(opts)
	if err != nil {
		return err
	}
	collectStart := time.Now()
	base := eval.MetricConfig{BLEU: bleu.Options{Tokenize: t.BLEUTokenizer}}
	d, err := tune.CollectMetric(ev, set, spec, base, sp, co)
	if err != nil {
		return err
	}
	collectTime := time.Since(collectStart)
	res, err := tune.TuneMetric(d, tune.MetricOptions{Objective: obj, Method: method, Space: sp,
		Folds: c.Int("folds"), LeaveOneSystemOut: c.Bool("loso"), Seed: c.Uint64("seed"), Workers: c.Int("workers")})
	if err != nil {
		return err
	}
	ms, err := ev.NewMetrics([]string{spec.Metric}, f.Config(d.Base, res.Best), 1)
	if err != nil {
		return err
	}
	sig := ev.MetricSignature(ms[0], spec.Rewritten, 1)
	display := ms[0].Corpus(nil).Name
	flags := append([]string{"--metric", spec.String()}, f.Flags(res.Best)...)
	if spec.Rewritten || spec.Metric == eval.MetricMBLEU || (spec.Metric == eval.MetricBLEU && t.BLEUTokenizer != tokenize.Default) {
		flags = append(flags, "-l", c.String("lang")) // BLEU: the language's tokenizer
	}
	for _, fl := range []string{"sources", "preset", "no-fix", "no-sense-guard", "source-lang", "no-source-lexicon", "no-source-licensed", "drop-unsupported", "norm", "lower", "no-punct", "modules", "paraphrase-table", "resources"} {
		if c.IsSet(fl) && spec.Rewritten {
			for _, v := range flagValues(c, fl) {
				flags = append(flags, "--"+fl+"="+v)
			}
		}
	}
	if out := c.String("output"); out != "" {
		err := data.WriteFileAtomic(out, func(w *bufio.Writer) error {
			fmt.Fprintf(w, "# parmesan tune --metric %s: %s on %s, %s search of %s\n", spec, res.Objective, setDisplayName(set), res.Method, sp)
			fmt.Fprintf(w, "# all data %s (defaults %s); held-out mean %s (defaults %s) over %d folds\n", f4(res.Value), f4(res.StartValue), f4(res.MeanTuned), f4(res.MeanDefault), len(res.Folds))
			fmt.Fprintf(w, "# %s %s\n", display, sig)
			fmt.Fprintf(w, "# parmesan score $(grep -v '^#' FILE) -r REF SYS…\n")
			_, err := fmt.Fprintln(w, strings.Join(flags, " "))
			return err
		})
		if err != nil {
			return err
		}
		reportWritten(c, out)
	}
	if c.String("format") == "json" {
		return writeTuneMetricJSON(c.App.Writer, res, f, spec, set.Dir, sp, display, sig, flags, collectTime)
	}
	return writeTuneMetricText(c.App.Writer, res, f, spec, setDisplayName(set), len(d.Systems), sp, display, sig, flags, collectTime)
}

// flagValues are the values of a flag as given (a list flag's each).
func flagValues(c *cli.Context, name string) []string {
	if v := c.StringSlice(name); len(v) > 0 {
		return v
	}
	return []string{fmt.Sprint(c.Value(name))}
}

func writeTuneMetricText(w io.Writer, r *tune.MetricResult, f *tune.Family, spec eval.Spec, dir string, systems int, sp tune.MetricSpace, display, sig string, flags []string, collect time.Duration) error {
	if r.Objective.Level == tune.System {
		fmt.Fprintf(w, "%s, %s on %s: %d systems with human scores\n", spec, r.Objective, filepath.Base(dir), r.Items)
	} else {
		fmt.Fprintf(w, "%s, %s on %s: %d systems, %d judged segments\n", spec, r.Objective, filepath.Base(dir), systems, r.Items)
	}
	search := string(r.Method)
	if r.Method != tune.Hill {
		search += fmt.Sprintf(" of %.0f points", sp.Size())
	}
	fmt.Fprintf(w, "statistics %.1fs (once); search %s (%s) on all data %.2fs; %d points evaluated in all, %.1fs\n",
		collect.Seconds(), search, sp, r.SearchTime.Seconds(), r.Evaluated, r.Elapsed.Seconds())
	fmt.Fprintf(w, "default  %s\t%s = %s\n", f.String(r.Start), r.Objective.Statistic.Name, f4(r.StartValue))
	fmt.Fprintf(w, "tuned    %s\t%s = %s\n", f.String(r.Best), r.Objective.Statistic.Name, f4(r.Value))
	if len(r.Folds) > 0 {
		fmt.Fprintf(w, "\ncross-validation (%d folds; held-out %s):\n", len(r.Folds), r.Objective.Statistic.Name)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "fold\ttrain\ttest\ttrain value\theld-out tuned\theld-out default\ttuned settings")
		for _, fo := range r.Folds {
			fmt.Fprintf(tw, "%s\t%d\t%d\t%s\t%s\t%s\t%s\n", fo.Name, fo.Train, fo.Test, f4(fo.TrainValue), f4(fo.Tuned), f4(fo.Default), f.String(fo.Best))
		}
		fmt.Fprintf(tw, "mean\t\t\t\t%s\t%s\t\n", f4(r.MeanTuned), f4(r.MeanDefault))
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	fmt.Fprintf(w, "\ntuned: %s %s\n", display, sig)
	_, err := fmt.Fprintf(w, "score: parmesan score %s\n", strings.Join(flags, " "))
	return err
}

func writeTuneMetricJSON(w io.Writer, r *tune.MetricResult, f *tune.Family, spec eval.Spec, dir string, sp tune.MetricSpace, display, sig string, flags []string, collect time.Duration) error {
	type fold struct {
		Name         string  `json:"fold"`
		Train        int     `json:"train"`
		Test         int     `json:"test"`
		Settings     string  `json:"settings"`
		TrainValue   jsonNum `json:"train_value"`
		HeldOutTuned jsonNum `json:"heldout_tuned"`
		HeldOutStart jsonNum `json:"heldout_default"`
	}
	out := struct {
		Set            string   `json:"set"`
		Metric         string   `json:"metric"`
		Objective      string   `json:"objective"`
		Method         string   `json:"method"`
		Space          string   `json:"space"`
		Points         float64  `json:"grid_points"`
		Items          int      `json:"items"`
		Settings       string   `json:"settings"`
		Value          jsonNum  `json:"value"`
		Default        string   `json:"default_settings"`
		DefaultValue   jsonNum  `json:"default_value"`
		Folds          []fold   `json:"folds,omitempty"`
		MeanTuned      jsonNum  `json:"heldout_mean_tuned"`
		MeanDefault    jsonNum  `json:"heldout_mean_default"`
		Evaluated      int64    `json:"points_evaluated"`
		CollectSeconds float64  `json:"statistics_seconds"`
		SearchSeconds  float64  `json:"search_seconds"`
		TotalSeconds   float64  `json:"tune_seconds"`
		Name           string   `json:"name"`
		Signature      string   `json:"signature"`
		ScoreFlags     []string `json:"score_flags"`
	}{Set: dir, Metric: spec.String(), Objective: r.Objective.String(), Method: string(r.Method), Space: sp.String(), Points: sp.Size(),
		Items: r.Items, Settings: f.String(r.Best), Value: jsonNum(r.Value), Default: f.String(r.Start), DefaultValue: jsonNum(r.StartValue),
		MeanTuned: jsonNum(r.MeanTuned), MeanDefault: jsonNum(r.MeanDefault), Evaluated: r.Evaluated,
		CollectSeconds: collect.Seconds(), SearchSeconds: r.SearchTime.Seconds(), TotalSeconds: r.Elapsed.Seconds(),
		Name: display, Signature: sig, ScoreFlags: flags}
	for _, fo := range r.Folds {
		out.Folds = append(out.Folds, fold{fo.Name, fo.Train, fo.Test, f.String(fo.Best), jsonNum(fo.TrainValue), jsonNum(fo.Tuned), jsonNum(fo.Default)})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
