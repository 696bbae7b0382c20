package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"
	"golang.org/x/term"

	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/meteor"
)

// Defaults of the score command's confidence options.
const (
	defaultResamples = 1000
	defaultTrials    = 10000
	defaultSeed      = 12345
)

func scoreCommand() *cli.Command {
	return &cli.Command{
		Name:      "score",
		Usage:     "score system outputs against references with Meteor (embedded English resources by default)",
		ArgsUsage: "[HYP ...]",
		Description: `Scores one or more systems. Hypotheses come from -i FILE, from the
positional arguments, or from standard input. References come from -r
FILE; without -r, "score REF... -i HYP" reads them as sacrebleu does. Every system must have as
many lines as each reference file. The corpus score is Meteor's system
score (aggregated statistics), not a mean of segment scores.

The signature printed with every score names all settings and resource
fingerprints that change the number.

` + cacheHelp,
		Flags: append([]cli.Flag{
			&cli.StringSliceFlag{Name: "ref", Aliases: []string{"r"}, Usage: "reference `FILE` (repeat for several references; as in sacrebleu, with -i the positional arguments are the references)"},
			&cli.StringSliceFlag{Name: "input", Aliases: []string{"i"}, Usage: "hypothesis `FILE` (repeatable; default: positional args or stdin)"},
			&cli.StringFlag{Name: "lang", Aliases: []string{"l"}, Value: eval.DefaultLanguage, Usage: "target language, any case, as a code, name, SRC-TRG pair or tag with a region (cs, Czech, en-cs, cs_CZ); Meteor knows en cz fr de es ru da fi hu it nl no pt ro se tr other (pl as other); BLEU picks sacrebleu's tokenizer for it (zh: zh; ja, ko: MeCab, which parmesan does not ship)"},
			&cli.StringFlag{Name: "task", Aliases: []string{"t"}, Usage: "parameter set: rank adq hter li tune util universal (default: the language's)"},
			&cli.StringFlag{Name: "modules", Aliases: []string{"m"}, Usage: "matchers, e.g. \"exact stem synonym paraphrase\" (default: the language's; paraphrase only with a table)"},
			&cli.StringFlag{Name: "weights", Aliases: []string{"w"}, Usage: "module weights, by position"},
			&cli.StringFlag{Name: "params", Aliases: []string{"p"}, Usage: "\"alpha beta gamma delta\" (the task's weights stay: unlike the jar's -p, which takes the adequacy task's, all 0 outside English)"},
			&cli.StringFlag{Name: "param-file", Usage: "parameter `FILE` written by parmesan tune (params, weights, modules; -p, -w, -m override it)"},
			tunedFlag(),
			&cli.BoolFlag{Name: "norm", Value: eval.DefaultOptions("").Meteor.Normalization == meteor.Norm, Usage: "tokenize and normalize (Meteor -norm), then lowercase"},
			&cli.BoolFlag{Name: "lower", Usage: "lowercase only (with --norm=false)"},
			&cli.BoolFlag{Name: "no-punct", Usage: "with --norm: drop punctuation"},
			&cli.BoolFlag{Name: "char", Usage: "character-based precision and recall (Meteor -ch)"},
			beamFlag(), budgetFlag(),
			&cli.StringFlag{Name: "paraphrase-table", Aliases: []string{"a"}, Usage: "paraphrase `TABLE` (Meteor format, gzip or compiled)"},
			&cli.StringFlag{Name: "resources", Usage: "`DIR` in Meteor's resource layout (default $" + meteor.ResourceEnv + ", else embedded)"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: string(eval.DefaultRenderOptions.Format), Usage: "output format: text, json or tsv"},
			&cli.BoolFlag{Name: "sentence", Usage: "per-segment scores"},
			&cli.BoolFlag{Name: "score-only", Aliases: []string{"b"}, Usage: "print only the score(s); with several systems each as SYSTEM<TAB>score"},
			&cli.IntFlag{Name: "width", Value: eval.DefaultRenderOptions.Width, Usage: "decimal places in text output (0 to 17)", Action: between("width", 0, 17)},
			&cli.BoolFlag{Name: "short", Usage: "short signature"},
			&cli.BoolFlag{Name: "confidence", Aliases: []string{"c"}, Usage: "bootstrap 95% confidence intervals; with several systems, paired tests against the first"},
			&cli.IntFlag{Name: "resamples", Value: defaultResamples, Usage: "bootstrap resamples", Action: atLeast("resamples", 1)},
			&cli.IntFlag{Name: "trials", Value: defaultTrials, Usage: "approximate-randomization trials", Action: atLeast("trials", 1)},
			&cli.Uint64Flag{Name: "seed", Value: defaultSeed, Usage: "random seed for resampling"},
			&cli.IntFlag{Name: "workers", Usage: "scoring goroutines (default 0: all CPUs)", Action: atLeast("workers", 0)},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "no progress bar"},
		}, append(rewriteFlags(true), metricFlags()...)...),
		Action: runScore,
	}
}

// resourceDir is the Meteor resource directory of every command that
// scores (score, report, tune, correlate, copywords): --resources, else
// $PARMESAN_METEOR_RESOURCES, else "" (the embedded resources). The
// drop-in "parmesan meteor" reads the variable as the jar's -resources
// (meteor/jar).
func resourceDir(c *cli.Context) string {
	if dir := c.String("resources"); dir != "" {
		return dir
	}
	return os.Getenv(meteor.ResourceEnv)
}

// beamFlag and budgetFlag are the aligner's flags of every command that
// builds its evaluator with scoreOptions, which reads both: a command
// without one would align with 0 (no beam, no budget) and sign it as the
// default.
func beamFlag() cli.Flag {
	return &cli.IntFlag{Name: "beam", Value: meteor.DefaultBeam, Usage: "aligner beam size", Action: atLeast("beam", 0)}
}

func budgetFlag() cli.Flag {
	return &cli.IntFlag{Name: "max-segment-tokens", Value: meteor.DefaultMaxSegmentTokens, Action: atLeast("max-segment-tokens", 0), Usage: "alignment budget: longer segments are aligned with a bounded search and a warning (0 = no limit)"}
}

// scoreOptions are the evaluator's options the flags of score, report
// and tune give, with the decisions eval.Resolve took for -l (said on
// stderr once).
func scoreOptions(c *cli.Context) (eval.Options, eval.Target, error) {
	var o eval.Options
	rewriting := c.Bool("rewrite") || metricsRewrite(c)
	if c.String("source") != "" && !rewriting { // it would change nothing
		return o, eval.Target{}, usageError("parmesan %s: --source grounds the rewrite of the references: it needs --rewrite", c.Command.Name)
	}
	files := meteor.ResourceFiles{Dir: resourceDir(c), Paraphrases: c.String("paraphrase-table")}
	// With BLEU, chrF and TER alone, -l names the target language for
	// BLEU's tokenizer, as sacrebleu's does; Meteor, unused, keeps its
	// default.
	t, err := resolve(c, files, stringMetricsOnly(c))
	if err != nil {
		return o, t, err
	}
	sayWarnings(c, t)
	cfg := meteor.Config{Language: t.Meteor, Task: c.String("task"), CharBased: c.Bool("char")}
	norm := c.Bool("norm")
	if t.NormFallback {
		norm = false
		cfg.Normalization = t.Normalization
	}
	switch {
	case norm && c.Bool("no-punct"):
		cfg.Normalization = meteor.NormNoPunct
	case norm:
		cfg.Normalization = meteor.Norm
	case c.Bool("lower"):
		cfg.Normalization = meteor.LowerOnly
	}
	if b := c.Int("beam"); b == 0 {
		cfg.Beam = meteor.NoBeam
	} else {
		cfg.Beam = b
	}
	if n := c.Int("max-segment-tokens"); n == 0 {
		cfg.MaxSegmentTokens = meteor.NoSegmentLimit
	} else {
		cfg.MaxSegmentTokens = n
	}
	if s := c.String("params"); s != "" {
		p, err := parseFloats(s)
		if err != nil || len(p) != 4 {
			return o, t, usageError("parmesan score: --params wants 4 numbers, got %q", s)
		}
		cfg.Params = &meteor.Params{Alpha: p[0], Beta: p[1], Gamma: p[2], Delta: p[3]}
	}
	if s := c.String("weights"); s != "" {
		w, err := parseFloats(s)
		if err != nil {
			return o, t, usageError("parmesan score: --weights: %v", err)
		}
		cfg.Weights = w
	}
	if s := c.String("modules"); s != "" {
		if hint := metricFlagHint(s); hint != "" {
			return o, t, usageError("parmesan %s: -m is Meteor's matchers (--modules); %s", c.Command.Name, hint)
		}
		m, err := meteor.ParseModules(strings.ReplaceAll(s, ",", " "))
		if err != nil {
			return o, t, usageError("parmesan score: %v", err)
		}
		cfg.Modules = m
	}
	if err := applyParamFile(c.String("param-file"), &cfg, paramFileMetric(c, rewriting)); err != nil {
		return o, t, err
	}
	// -p (or a parameter file with params alone) replaces α β γ δ and
	// nothing else in parmesan's own commands: the jar's switch to the
	// custom task scored "-l cs -p" with the Czech defaults 0.0000. The
	// meteor drop-in keeps the jar's way. Resolve names a bad language.
	_ = cfg.KeepTaskWeights()
	settings, err := cfg.Resolve()
	if err != nil { // -l, -t, -m, -w given wrong: usage (exit 2)
		return o, t, usageError("%s: %v", commandName(c), err)
	}
	if !stringMetricsOnly(c) {
		zeroWeights(c, settings)
	}
	// Without -m (or a parameter file) the library's default modules apply
	// (eval.NewEvaluator), for the Parmesan metric too.
	// --tuned is checked before the rewriter loads its resources.
	tuned, err := tunedPreset(c, cfg)
	if err != nil {
		return o, t, err
	}
	o.Meteor, o.Resources, o.Workers = cfg, files, c.Int("workers")
	if rewriting {
		ro, err := rewriter(c, t.Language)
		if err != nil {
			return o, t, err
		}
		o.Rewrite, o.Weighted = ro, rewriteWeight(c)
	}
	if err := applyTuned(c, tuned, &o); err != nil {
		return o, t, err
	}
	return o, t, nil
}

func parseFloats(s string) ([]float64, error) {
	var out []float64
	for _, f := range strings.Fields(strings.ReplaceAll(s, ",", " ")) {
		x, err := strconv.ParseFloat(f, 64)
		if err != nil {
			return nil, fmt.Errorf("%q is not a number", f)
		}
		out = append(out, x)
	}
	return out, nil
}

func runScore(c *cli.Context) error {
	format, err := eval.ParseFormat(c.String("format"))
	if err != nil {
		return usageError("parmesan score: --format: %v", err)
	}
	refPaths, paths := c.StringSlice("ref"), systemPaths(c)
	if len(refPaths) == 0 {
		if len(c.StringSlice("input")) == 0 || c.NArg() == 0 {
			return usageError("parmesan score: no reference: give -r REF (sacrebleu's positional reference works with -i: parmesan score REF -i HYP)")
		}
		refPaths, paths = c.Args().Slice(), c.StringSlice("input") // sacrebleu's REF... -i HYP
	}
	hyps := stdinUse{"the hypotheses", paths}
	if len(paths) == 0 { // read below
		hyps = stdinUse{"the hypotheses (standard input when no file is given)", []string{"-"}}
	}
	if err := stdinOnce(c, stdinUse{"the references", refPaths}, hyps, stdinUse{"--source", []string{c.String("source")}}); err != nil {
		return err
	}
	if err := unusedMetricFlag(c); err != nil {
		return err
	}
	opts, target, err := scoreOptions(c)
	if err != nil {
		return err
	}
	if err := noteNotJar(c, opts); err != nil {
		return err
	}
	var refSets [][]string
	for _, p := range refPaths {
		lines, err := readInput(c, p)
		if err != nil {
			return err
		}
		if len(lines) == 0 { // as sacrebleu, which refuses an empty corpus; no score is NaN
			return fmt.Errorf("%s: no lines: an empty corpus has no score", p)
		}
		refSets = append(refSets, lines)
	}
	var systems []eval.System
	if len(paths) == 0 {
		paths = []string{"-"}
	}
	for _, p := range paths {
		lines, err := readInput(c, p)
		if err != nil {
			return err
		}
		name := p
		if p == "-" {
			name = "stdin"
		}
		if format == eval.FormatText {
			name = safeText(name) // a file name cannot drive the terminal
		}
		for k, r := range refSets {
			if len(r) != len(lines) {
				return fmt.Errorf("%s has %d lines but reference %s has %d: every system needs exactly one line per reference line",
					p, len(lines), refPaths[k], len(r))
			}
		}
		systems = append(systems, eval.System{Name: name, Hyps: lines})
	}
	var bar *stagedBar
	if !c.Bool("quiet") && !c.IsSet("metric") && showProgress(c.App.ErrWriter) && len(refSets[0])*(len(systems)+1) >= 2000 {
		bar = &stagedBar{w: c.App.ErrWriter}
		bar.stage("references", len(refSets[0]))
		opts.Progress = bar.set
	}
	var src []string
	if opts.Rewrite != nil {
		if src, err = sourceLines(c); err != nil {
			return err
		}
	}
	corpus := eval.Corpus{Refs: refSets, Sources: src, SourceName: c.String("source")}
	if c.IsSet("metric") {
		return runMetrics(c, opts, target, corpus, systems)
	}
	// Meteor (the Parmesan metric with --rewrite) through the one
	// orchestration, printed in score's own layout.
	names := []string{eval.MetricMeteor}
	if opts.Rewrite != nil {
		names = []string{eval.Parmesan}
	}
	ro := eval.RunOptions{Sentences: c.Bool("sentence"), Scoring: func(i int) {
		if bar != nil {
			if i == 0 {
				bar.stage("scoring", len(refSets[0])*len(systems)) // segments, all systems
			}
			bar.base = i * len(refSets[0])
		}
	}}
	if c.Bool("confidence") {
		ro.Confidence = &eval.ConfidenceOptions{Resamples: c.Int("resamples"), Trials: c.Int("trials"), Seed: c.Uint64("seed"), Workers: opts.Workers}
	}
	res, err := eval.Run(c.Context, corpus, systems, names, opts, ro)
	if err != nil {
		return err
	}
	if bar != nil {
		bar.finish()
	}
	for _, b := range res.Bounded {
		fmt.Fprintln(c.App.ErrWriter, b.Warning(fmt.Sprintf("%s:%d", b.System, b.Segment)))
	}
	return res.Render(c.App.Writer, eval.RenderOptions{Format: format, Width: c.Int("width"),
		ScoreOnly: c.Bool("score-only"), Sentence: c.Bool("sentence"), Short: c.Bool("short"), Meteor: true})
}

// showProgress reports whether progress bars go to w (a terminal); tests
// replace it.
var showProgress = isTerminal

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

func fmtScore(x float64, width int) string { return strconv.FormatFloat(x, 'f', width, 64) }

func g(x float64) string {
	if math.IsNaN(x) {
		return "NaN"
	}
	return strconv.FormatFloat(x, 'g', -1, 64)
}

func fmtNaN(x float64, width int) string {
	if math.IsNaN(x) {
		return "NaN"
	}
	return fmtScore(x, width)
}

// noteNotJar says once on stderr when the Meteor scores cannot be the
// reference jar's (eval.CompareWithJar), as parmesan meteor does.
func noteNotJar(c *cli.Context, o eval.Options) error {
	scored := !c.IsSet("metric")
	for _, n := range metricNames(c) {
		base, _, _ := strings.Cut(strings.ToLower(n), "@")
		scored = scored || strings.Contains(base, "meteor") || base == "parmesan" || strings.HasPrefix(base, "tuned:")
	}
	if !scored {
		return nil
	}
	diff, err := eval.CompareWithJar(o.Meteor, o.Resources)
	if err != nil {
		return usageError("%s: %v", commandName(c), err)
	}
	if o.Rewrite != nil && o.Meteor.Modules == nil {
		diff.ParaphraseOff = false // the Parmesan metric matches exactly on rewritten references
	}
	if diff.Any() {
		fmt.Fprintln(c.App.ErrWriter, "parmesan "+c.Command.Name+": "+diff.String())
	}
	return nil
}
