package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/correlate"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/tune"
)

func tuneCommand() *cli.Command {
	return &cli.Command{
		Name:  "tune",
		Usage: "tune Meteor's α β γ δ and module weights to human judgments (grid or hill climbing, cross-validated)",
		Description: `Aligns every system of an evaluation set once (--set DIR, the layout of
shared/eval: ref.txt, sys/, seg_scores.tsv, sys_scores.tsv,
human_systems.txt), then rescores the cached statistics for every
candidate setting and keeps the one whose scores correlate best with the
human scores. With --rewrite it tunes the Parmesan metric (statistics of
the rewritten references).

Prints the tuned -p and -w with, for --folds K (default 5), the held-out
correlation of each fold next to that of the starting parameters (the
language's defaults, or --param-file/-p/-w, or a shipped --tuned preset); -o writes a parameter file
that "parmesan score --param-file" and "parmesan meteor --param-file"
read. Ranges are MIN:MAX:STEP.

With --metric NAME (chrf, bleu, m-bleu, each also NAME@parmesan) it tunes
that metric's own settings instead (chrF's β, orders and ε smoothing;
BLEU's order and smoothing) over --space, and prints the "parmesan score"
flags of the tuned metric; -o writes them.`,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "set", Usage: "evaluation `DIR` (the project's layout, docs/eval-layout.md, or an mt-metrics-eval test set); or --mtme ROOT"},
			&cli.StringFlag{Name: "level", Usage: "segment or system (default: segment when the set has segment scores)"},
			&cli.StringFlag{Name: "stat", Value: "pearson", Usage: "objective: pearson, spearman, kendall, kendall-c, tau23, accuracy (pairwise, system level), acc23, tau23-opt"},
			&cli.StringFlag{Name: "average", Value: "none", Usage: "segment level: none (all judged pairs), item (per segment across systems, then the mean) or sys (per system, then the mean)"},
			&cli.StringFlag{Name: "method", Value: string(tune.Grid), Usage: "grid, hill or grid+hill"},
			&cli.IntFlag{Name: "folds", Value: 5, Usage: "k-fold cross-validation over segments (0: none)", Action: atLeast("folds", 0)},
			&cli.BoolFlag{Name: "loso", Usage: "leave one system out instead of k folds (segment level)"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "fold assignment seed"},
			&cli.StringFlag{Name: "alpha", Usage: "α range (default " + rangeString(tune.DefaultUnitRange) + ")"},
			&cli.StringFlag{Name: "beta", Usage: "β range (default " + rangeString(tune.DefaultBetaRange) + ")"},
			&cli.StringFlag{Name: "gamma", Usage: "γ range (default " + rangeString(tune.DefaultUnitRange) + ")"},
			&cli.StringFlag{Name: "delta", Usage: "δ range (default " + rangeString(tune.DefaultUnitRange) + ")"},
			&cli.StringFlag{Name: "weight-range", Usage: "range of the second and later module weights (default " + rangeString(tune.DefaultWeightRange) + "; the first is 1)"},
			&cli.BoolFlag{Name: "include-human", Usage: "keep the systems listed in human_systems.txt"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write the tuned parameter `FILE`"},
			&cli.Float64Flag{Name: "max-grid", Value: tune.DefaultMaxGrid, Usage: "refuse a grid of more points than this"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "text", Usage: "text or json"},
			&cli.StringFlag{Name: "lang", Aliases: []string{"l"}, Value: "en", Usage: "language"},
			&cli.StringFlag{Name: "task", Aliases: []string{"t"}, Usage: "parameter set the search starts from"},
			&cli.StringFlag{Name: "modules", Aliases: []string{"m"}, Usage: "matchers (default: the language's; paraphrase only with a table)"},
			&cli.StringFlag{Name: "weights", Aliases: []string{"w"}, Usage: "starting module weights"},
			&cli.StringFlag{Name: "params", Aliases: []string{"p"}, Usage: "starting \"alpha beta gamma delta\""},
			&cli.StringFlag{Name: "param-file", Usage: "starting parameter `FILE`"},
			tunedFlag(),
			&cli.BoolFlag{Name: "norm", Value: true, Usage: "tokenize and normalize (Meteor -norm)"},
			&cli.BoolFlag{Name: "lower", Usage: "lowercase only (with --norm=false)"},
			&cli.BoolFlag{Name: "no-punct", Usage: "with --norm: drop punctuation"},
			&cli.BoolFlag{Name: "char", Usage: "character-based precision and recall"},
			beamFlag(), budgetFlag(),
			&cli.StringFlag{Name: "paraphrase-table", Aliases: []string{"a"}, Usage: "paraphrase `TABLE`"},
			&cli.StringFlag{Name: "resources", Usage: "Meteor resource `DIR`"},
			&cli.IntFlag{Name: "workers", Usage: "goroutines (default: all CPUs)"},
			&cli.StringFlag{Name: "metric", Usage: "tune this metric's own settings instead of Meteor's: " + strings.Join(tune.FamilyNames(), ", ") + ", each also NAME@parmesan (rewritten references; or --rewrite)"},
			&cli.StringFlag{Name: "space", Usage: "with --metric: searched values, e.g. \"beta=1:10,15,20 char-order=1:10 word-order=0:3 eps=no,yes\" (default: each parameter's default space)"},
		}, append(rewriteFlags(true), mtmeFlags()...)...),
		Action: runTune,
	}
}

func rangeString(r tune.Range) string {
	return strconv.FormatFloat(r.Min, 'g', -1, 64) + ":" + strconv.FormatFloat(r.Max, 'g', -1, 64) + ":" + strconv.FormatFloat(r.Step, 'g', -1, 64)
}

func parseRange(flag, s string, def tune.Range) (tune.Range, error) {
	if s == "" {
		return def, nil
	}
	name := flag
	if flag == "weight-range" {
		name = "weight"
	}
	r, err := tune.ParseRange(name, s)
	if err != nil {
		return def, cli.Exit(fmt.Sprintf("parmesan tune: --%s: %v", flag, err), 2)
	}
	return r, nil
}

func runTune(c *cli.Context) error {
	format := c.String("format")
	if format != "text" && format != "json" {
		return cli.Exit(fmt.Sprintf("parmesan tune: unknown --format %q (text, json)", format), 2)
	}
	stat, err := tune.LookupStatistic(c.String("stat"))
	if err != nil {
		return cli.Exit(err.Error(), 2)
	}
	avg, err := correlate.ParseAverage(c.String("average"))
	if err != nil {
		return cli.Exit(err.Error(), 2)
	}
	method, err := tune.ParseMethod(c.String("method"))
	if err != nil {
		return cli.Exit(err.Error(), 2)
	}
	if err := checkTuneMetricFlags(c); err != nil {
		return err
	}
	if err := outputIsInput(c, "output"); err != nil {
		return err
	}
	if out := c.String("output"); out != "" {
		if err := data.CheckWritable(out); err != nil { // can it be written? before the search
			return fmt.Errorf("parmesan tune: -o: %w", err)
		}
	}
	if c.String("set") == "" && c.String("mtme") == "" {
		return usageError("parmesan tune: give --set DIR or --mtme ROOT")
	}
	if c.String("output") != "" && c.Int("folds") == 0 && !c.Bool("loso") {
		// A parameter file states its held-out estimate; --folds 0 has none
		// (it wrote "held-out mean NaN").
		return usageError("parmesan tune: -o writes the parameters with their held-out estimate, which --folds 0 does not compute: give --folds K (K ≥ 2) or --loso")
	}
	set, err := readSet(c)
	if err != nil {
		return err
	}
	defer saySetNotices(c, set) // the systems are read as the work goes
	if err := setLanguage(c, set); err != nil {
		return err
	}
	level := tune.Segment
	if s := c.String("level"); s != "" {
		if level, err = tune.ParseLevel(s); err != nil {
			return cli.Exit(err.Error(), 2)
		}
	} else if set.SegScores == nil {
		level = tune.System
	}
	co := tune.CollectOptions{IncludeHuman: c.Bool("include-human"), IncludeOutliers: c.Bool("include-outliers")}
	if p := c.String("source"); p != "" && c.Bool("rewrite") { // the dictionary is loaded with --rewrite only
		if co.Sources, err = readInput(c, p); err != nil {
			return err
		}
		if len(co.Sources) != len(set.Ref) {
			return fmt.Errorf("%s has %d lines but %s has %d: every segment needs one source sentence",
				p, len(co.Sources), "the reference", len(set.Ref))
		}
	}
	opts, target, err := scoreOptions(c)
	if err != nil {
		return err
	}
	if c.String("metric") != "" {
		return runTuneMetric(c, set, co, opts, target, tune.Objective{Level: level, Statistic: stat, Average: avg}, method)
	}
	ev, err := eval.NewEvaluator(opts)
	if err != nil {
		return err
	}
	settings := ev.Scorer().Settings()
	start := tune.StartPoint(settings)
	space := tune.DefaultSpace(len(start.Weights))
	for _, r := range []struct {
		flag string
		dst  *tune.Range
	}{{"alpha", &space.Alpha}, {"beta", &space.Beta}, {"gamma", &space.Gamma}, {"delta", &space.Delta}} {
		if *r.dst, err = parseRange(r.flag, c.String(r.flag), *r.dst); err != nil {
			return err
		}
	}
	if len(space.Weights) > 1 {
		wr, err := parseRange("weight-range", c.String("weight-range"), tune.DefaultWeightRange)
		if err != nil {
			return err
		}
		for i := 1; i < len(space.Weights); i++ {
			space.Weights[i] = wr
		}
	}
	alignStart := time.Now()
	d, err := tune.Collect(ev, set, co)
	if err != nil {
		return err
	}
	alignTime := time.Since(alignStart)
	res, err := tune.Tune(d, tune.Options{
		Objective: tune.Objective{Level: level, Statistic: stat, Average: avg}, Method: method, Space: space, Start: start,
		Folds: c.Int("folds"), LeaveOneSystemOut: c.Bool("loso"), Seed: c.Uint64("seed"), Workers: c.Int("workers"), MaxGrid: c.Float64("max-grid"),
	})
	if err != nil {
		return err
	}
	sig := ev.Signature(1).String()
	if out := c.String("output"); out != "" {
		pf := tune.ParamFile(res.Best, settings,
			fmt.Sprintf("parmesan tune: %s on %s, %s search", res.Objective, setDisplayName(set), res.Method),
			fmt.Sprintf("all data %.4f (start %.4f); held-out mean %.4f (start %.4f) over %d folds", res.Value, res.StartValue, res.MeanTuned, res.MeanDefault, len(res.Folds)),
			"statistics aligned with: "+sig)
		pf.Metric = meteor.MetricMeteor
		if opts.Rewrite != nil {
			pf.Metric = meteor.MetricParmesan
		}
		if err := meteor.WriteParamFile(out, pf); err != nil {
			return err
		}
		reportWritten(c, out)
	}
	if format == "json" {
		return writeTuneJSON(c.App.Writer, res, set.Dir, space, sig, alignTime)
	}
	return writeTuneText(c.App.Writer, res, setDisplayName(set), len(d.Systems), space, sig, alignTime)
}

func f4(x float64) string {
	if math.IsNaN(x) {
		return "NaN"
	}
	return strconv.FormatFloat(x, 'f', 4, 64)
}

func writeTuneText(w io.Writer, r *tune.Result, dir string, systems int, sp tune.Space, sig string, align time.Duration) error {
	if r.Objective.Level == tune.System {
		fmt.Fprintf(w, "%s on %s: %d systems with human scores\n", r.Objective, filepath.Base(dir), r.Items)
	} else {
		fmt.Fprintf(w, "%s on %s: %d systems, %d judged segments\n", r.Objective, filepath.Base(dir), systems, r.Items)
	}
	search := string(r.Method)
	if r.Method != tune.Hill {
		search += fmt.Sprintf(" of %.0f points", sp.Size())
	}
	fmt.Fprintf(w, "alignment %.1fs (once); search %s on all data %.2fs; %d points evaluated in all, %.1fs\n",
		align.Seconds(), search, r.SearchTime.Seconds(), r.Evaluated, r.Elapsed.Seconds())
	fmt.Fprintf(w, "start  %s\t%s = %s\n", r.Start, r.Objective.Statistic.Name, f4(r.StartValue))
	fmt.Fprintf(w, "tuned  %s\t%s = %s\n", r.Best, r.Objective.Statistic.Name, f4(r.Value))
	if len(r.Folds) > 0 {
		fmt.Fprintf(w, "\ncross-validation (%d folds; held-out %s):\n", len(r.Folds), r.Objective.Statistic.Name)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "fold\ttrain\ttest\ttrain value\theld-out tuned\theld-out start\ttuned parameters")
		for _, f := range r.Folds {
			fmt.Fprintf(tw, "%s\t%d\t%d\t%s\t%s\t%s\t%s\n", f.Name, f.Train, f.Test, f4(f.TrainValue), f4(f.Tuned), f4(f.Default), f.Best)
		}
		fmt.Fprintf(tw, "mean\t\t\t\t%s\t%s\t\n", f4(r.MeanTuned), f4(r.MeanDefault))
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintln(w, sig)
	return err
}

type tuneJSONFold struct {
	Name         string  `json:"fold"`
	Train        int     `json:"train"`
	Test         int     `json:"test"`
	Params       string  `json:"params"`
	Weights      string  `json:"weights"`
	TrainValue   jsonNum `json:"train_value"`
	HeldOutTuned jsonNum `json:"heldout_tuned"`
	HeldOutStart jsonNum `json:"heldout_start"`
}

// jsonNum encodes NaN as null.
type jsonNum float64

func (x jsonNum) MarshalJSON() ([]byte, error) {
	if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
		return []byte("null"), nil
	}
	return strconv.AppendFloat(nil, float64(x), 'g', -1, 64), nil
}

func writeTuneJSON(w io.Writer, r *tune.Result, dir string, sp tune.Space, sig string, align time.Duration) error {
	out := struct {
		Set           string         `json:"set"`
		Objective     string         `json:"objective"`
		Method        string         `json:"method"`
		GridPoints    float64        `json:"grid_points,omitempty"`
		Items         int            `json:"items"`
		Params        string         `json:"params"`
		Weights       string         `json:"weights"`
		Value         jsonNum        `json:"value"`
		StartParams   string         `json:"start_params"`
		StartWeights  string         `json:"start_weights"`
		StartValue    jsonNum        `json:"start_value"`
		Folds         []tuneJSONFold `json:"folds,omitempty"`
		MeanTuned     jsonNum        `json:"heldout_mean_tuned"`
		MeanStart     jsonNum        `json:"heldout_mean_start"`
		Evaluated     int64          `json:"points_evaluated"`
		AlignSeconds  float64        `json:"align_seconds"`
		SearchSeconds float64        `json:"search_seconds"`
		TotalSeconds  float64        `json:"tune_seconds"`
		Signature     string         `json:"signature"`
	}{Set: dir, Objective: r.Objective.String(), Method: string(r.Method), Items: r.Items,
		Params: r.Best.ParamsString(), Weights: r.Best.WeightsString(), Value: jsonNum(r.Value),
		StartParams: r.Start.ParamsString(), StartWeights: r.Start.WeightsString(), StartValue: jsonNum(r.StartValue),
		MeanTuned: jsonNum(r.MeanTuned), MeanStart: jsonNum(r.MeanDefault), Evaluated: r.Evaluated,
		AlignSeconds: align.Seconds(), SearchSeconds: r.SearchTime.Seconds(), TotalSeconds: r.Elapsed.Seconds(), Signature: sig}
	if r.Method != tune.Hill {
		out.GridPoints = sp.Size()
	}
	for _, f := range r.Folds {
		out.Folds = append(out.Folds, tuneJSONFold{f.Name, f.Train, f.Test, f.Best.ParamsString(), f.Best.WeightsString(),
			jsonNum(f.TrainValue), jsonNum(f.Tuned), jsonNum(f.Default)})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// cutParamFile removes "--param-file FILE" (or -param-file) from
// reference-style arguments and returns the file name.
func cutParamFile(args []string) ([]string, string, error) {
	var out []string
	file := ""
	for i := 0; i < len(args); i++ {
		a := args[i]
		if v, ok := strings.CutPrefix(a, "--param-file="); ok {
			file = v
			continue
		}
		if a == "--param-file" || a == "-param-file" {
			if i+1 >= len(args) {
				return nil, "", fmt.Errorf("meteor: option %s needs an argument", a)
			}
			file = args[i+1]
			i++
			continue
		}
		out = append(out, a)
	}
	return out, file, nil
}

// applyParamFile fills the unset parameters, weights and modules of cfg
// from a parameter file ("" = none). A file tuned with another
// normalization, or (metric not "") for another metric, is refused,
// naming the file.
func applyParamFile(path string, cfg *meteor.Config, metric string) error {
	if path == "" {
		return nil
	}
	pf, err := meteor.ReadParamFile(path)
	if err != nil {
		return err
	}
	if metric != "" {
		if err := pf.CheckMetric(metric == meteor.MetricParmesan); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
	}
	if err := pf.Apply(cfg); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// zeroWeights warns when every module weight is 0 (e.g. -l cs -t adq:
// the jar has adequacy weights for English only), which scores every
// segment 0.
func zeroWeights(c *cli.Context, s meteor.Settings) {
	for _, w := range s.Weights {
		if w != 0 {
			return
		}
	}
	fmt.Fprintf(c.App.ErrWriter, "parmesan %s: warning: every Meteor module weight is 0 (task %s for %s): every Meteor score is 0; give -w or another -t\n",
		c.Command.Name, s.Task, s.Lang.Name)
}

// paramFileMetric is the metric a parameter file must have been tuned
// for: the Parmesan metric's when the references are rewritten, plain
// Meteor's otherwise; tune's --param-file is only where the search
// starts, so any file does there ("").
func paramFileMetric(c *cli.Context, rewriting bool) string {
	switch {
	case c.Command.Name == "tune":
		return ""
	case rewriting:
		return meteor.MetricParmesan
	}
	return meteor.MetricMeteor
}
