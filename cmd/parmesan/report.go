package main

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/report"
)

// reportSkipped are score's flags that shape its text output, which the
// report has no use for.
var reportSkipped = []string{"format", "sentence", "score-only", "width", "short", "confidence", "quiet"}

func reportCommand() *cli.Command {
	var flags []cli.Flag
	for _, f := range scoreCommand().Flags {
		name := f.Names()[0]
		switch {
		case slices.Contains(reportSkipped, name):
			continue
		case name == "ref":
			f = &cli.StringSliceFlag{Name: "ref", Aliases: []string{"r"}, Usage: "reference `FILE` (repeat for several references; not with --set)"}
		case name == "input":
			f = &cli.StringSliceFlag{Name: "input", Aliases: []string{"i"}, Usage: "hypothesis `FILE` (repeatable; or positional arguments; - is standard input)"}
		case name == "metric":
			f = &cli.StringFlag{Name: "metric", Usage: "metrics, comma-separated: " + strings.Join(eval.MetricNames, ", ") + " (default " + strings.Join(report.DefaultMetrics, ",") + ")"}
		case name == "trials":
			f = &cli.IntFlag{Name: "trials", Value: report.DefaultConfidence.Trials, Usage: "approximate-randomization trials", Action: atLeast("trials", 1)}
		}
		flags = append(flags, f)
	}
	flags = append(flags,
		&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Required: true, Usage: "HTML `FILE` to write"},
		&cli.StringFlag{Name: "set", Usage: "evaluation-set `DIR` (ref.txt, sys/*.txt, human scores, src.txt; or an mt-metrics-eval test set) instead of -r and files"},
		&cli.StringFlag{Name: "baseline", Usage: "`SYSTEM` the others are tested against (default: the first)"},
		&cli.StringFlag{Name: "title", Usage: "page title"},
	)
	flags = append(flags, mtmeFlags()...)
	return &cli.Command{
		Name:      "report",
		Usage:     "write an HTML report: scores with confidence, plots, segment browser, alignments and rewrites",
		ArgsUsage: "[HYP ...]",
		Description: `Scores the systems as "parmesan score --metric M --confidence" does
(default metrics: ` + strings.Join(report.DefaultMetrics, ",") + `; ` + fmt.Sprint(report.DefaultConfidence.Trials) + ` approximate-randomization
trials) and writes one self-contained HTML file (no network access):
the summary with bootstrap intervals, paired p-values against the
baseline and signatures; histograms and a per-segment difference plot;
a sortable, filterable segment browser; each segment's Meteor alignment
and, with --rewrite, the reference's substitutions and agreement fixes.
With --set DIR the human scores are shown against every metric.
System names are the file names without ".txt".`,
		Flags:  flags,
		Action: runReport,
	}
}

func runReport(c *cli.Context) error {
	out := c.String("output")
	if err := outputIsInput(c, "output"); err != nil {
		return err
	}
	if err := stdinOnce(c, stdinUse{"the references", c.StringSlice("ref")}, stdinUse{"the hypotheses", systemPaths(c)}, stdinUse{"--source", []string{c.String("source")}}); err != nil {
		return err
	}
	if err := checkOutputs(out); err != nil {
		return err
	}
	in, err := reportInput(c)
	if err != nil {
		return err
	}
	opts, target, err := scoreOptions(c)
	if err != nil {
		return err
	}
	mcfg, err := loadMetricConfig(c, target)
	if err != nil {
		return err
	}
	ro := report.Options{Evaluator: opts, Metrics: metricNames(c), MetricConfig: mcfg, Baseline: c.String("baseline"),
		Confidence: eval.ConfidenceOptions{Resamples: c.Int("resamples"), Trials: c.Int("trials"), Seed: c.Uint64("seed"), Workers: opts.Workers}}
	d, err := report.Build(in, ro)
	if errors.Is(err, report.ErrInput) || errors.Is(err, eval.ErrUnknownMetric) {
		return cli.Exit(err.Error(), exitUsage)
	}
	if err != nil {
		return err
	}
	if err := d.WriteFile(out); err != nil {
		return err
	}
	reportWritten(c, out)
	return nil
}

// reportInput reads the references, systems (and, with --set, sources
// and human scores); --source, when given, is the source text shown and
// used for grounding (in place of a set's src.txt).
func reportInput(c *cli.Context) (report.Input, error) {
	in, err := readReportInput(c)
	if err != nil {
		return in, err
	}
	if p := c.String("source"); p != "" {
		src, err := readInput(c, p)
		if err != nil {
			return in, err
		}
		if len(src) != len(in.Refs[0]) {
			return in, fmt.Errorf("%s has %d lines but the reference has %d", p, len(src), len(in.Refs[0]))
		}
		in.Sources = src
	}
	return in, nil
}

func readReportInput(c *cli.Context) (report.Input, error) {
	in := report.Input{Title: c.String("title")}
	paths := systemPaths(c)
	if dir := c.String("set") + c.String("mtme"); dir != "" {
		if len(c.StringSlice("ref")) > 0 || len(paths) > 0 {
			return in, usageError("parmesan report: --set reads the references and systems from %s; give no -r or system files", dir)
		}
		set, err := readSet(c)
		if err != nil {
			return in, err
		}
		if err := setLanguage(c, set); err != nil {
			return in, err
		}
		in.Refs = [][]string{set.Ref}
		for _, s := range set.Systems {
			if set.Outliers[s] && !c.Bool("include-outliers") {
				continue
			}
			lines, err := set.SystemLines(s)
			if err != nil {
				return in, err
			}
			in.Systems = append(in.Systems, eval.System{Name: s, Hyps: lines})
		}
		if in.Sources, err = set.SourceLines(); err != nil {
			return in, err
		}
		saySetNotices(c, set)
		if set.SegScores != nil || set.SysScores != nil {
			in.Human = &report.Human{Seg: set.SegScores, Sys: set.SysScores, Translations: set.Human}
		}
		if in.Title == "" {
			in.Title = setDisplayName(set)
		}
		return in, nil
	}
	refPaths := c.StringSlice("ref")
	if len(refPaths) == 0 {
		return in, usageError("parmesan report: give references (-r FILE) and system files, or --set DIR")
	}
	if len(paths) == 0 {
		return in, usageError("parmesan report: no system files")
	}
	for _, p := range refPaths {
		lines, err := readInput(c, p)
		if err != nil {
			return in, err
		}
		if len(in.Refs) > 0 && len(lines) != len(in.Refs[0]) {
			return in, fmt.Errorf("%s has %d lines but reference %s has %d", p, len(lines), refPaths[0], len(in.Refs[0]))
		}
		in.Refs = append(in.Refs, lines)
	}
	names := systemNames(paths)
	for k, p := range paths {
		lines, err := readInput(c, p)
		if err != nil {
			return in, err
		}
		if len(lines) != len(in.Refs[0]) {
			return in, fmt.Errorf("%s has %d lines but reference %s has %d: every system needs exactly one line per reference line",
				p, len(lines), refPaths[0], len(in.Refs[0]))
		}
		in.Systems = append(in.Systems, eval.System{Name: names[k], Hyps: lines})
	}
	return in, nil
}

// systemNames names systems by their file names without ".txt", or by
// their paths when two file names are the same.
func systemNames(paths []string) []string {
	names := make([]string, len(paths))
	seen := map[string]bool{}
	for k, p := range paths {
		names[k] = strings.TrimSuffix(filepath.Base(p), ".txt")
		if seen[names[k]] {
			return slices.Clone(paths)
		}
		seen[names[k]] = true
	}
	return names
}
