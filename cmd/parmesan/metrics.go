package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric/bleu"
	"github.com/parmesan-mt/parmesan/metric/chrf"
	"github.com/parmesan-mt/parmesan/metric/meteorpp"
	"github.com/parmesan-mt/parmesan/metric/ter"
	"github.com/parmesan-mt/parmesan/metric/tokenize"
)

// metricFlags are the flags of "parmesan score --metric", spelled as
// sacrebleu spells them.
func metricFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "metric", Usage: "metrics, comma-separated: " + strings.Join(eval.MetricNames, ", ") + " (with --rewrite all score the rewritten references)"},
		&cli.BoolFlag{Name: "both", Usage: "with --rewrite and --metric: also score the original references"},
		&cli.StringFlag{Name: "tokenize", Aliases: []string{"tok"}, Value: tokenize.Default, Usage: "BLEU tokenizer: " + strings.Join(tokenize.Names(), ", ")},
		&cli.BoolFlag{Name: "lowercase", Aliases: []string{"lc"}, Usage: "case-insensitive BLEU (as in sacrebleu, -lc is BLEU's only)"},
		&cli.StringFlag{Name: "smooth-method", Value: bleu.DefaultSmooth, Usage: "BLEU smoothing: exp, floor, add-k, none"},
		&cli.Float64Flag{Name: "smooth-value", Usage: "BLEU smoothing value for floor (default 0.1) and add-k (default 1)"},
		&cli.IntFlag{Name: "bleu-max-order", Value: bleu.DefaultMaxOrder, Usage: "BLEU's largest n-gram order (the signature names it when not 4)"},
		&cli.IntFlag{Name: "chrf-char-order", Value: chrf.DefaultCharOrder, Usage: "chrF character n-gram order"},
		&cli.IntFlag{Name: "chrf-word-order", Value: chrf.DefaultWordOrder, Usage: "chrF word n-gram order (2: chrF++)"},
		&cli.IntFlag{Name: "chrf-beta", Value: chrf.DefaultBeta, Usage: "chrF recall weight β"},
		&cli.BoolFlag{Name: "chrf-whitespace", Usage: "keep whitespace in chrF character n-grams"},
		&cli.BoolFlag{Name: "chrf-lowercase", Usage: "case-insensitive chrF"},
		&cli.BoolFlag{Name: "chrf-eps-smoothing", Usage: "chrF++.py's ε smoothing instead of effective order"},
		&cli.BoolFlag{Name: "ter-case-sensitive", Usage: "case-sensitive TER"},
		&cli.BoolFlag{Name: "ter-normalized", Usage: "tercom's normalization for TER"},
		&cli.BoolFlag{Name: "ter-no-punct", Usage: "remove punctuation for TER"},
		&cli.BoolFlag{Name: "ter-asian-support", Usage: "TER's treatment of CJK characters"},
		&cli.StringFlag{Name: "copy-words", Usage: "meteor++: copy-word `FILE` (parmesan copywords extract), ner (named entities: prose's English model, capitalised words and numbers elsewhere; ner:prose, ner:caps), or both (FILE,ner)"},
		&cli.Float64Flag{Name: "copy-x", Aliases: []string{"copy-k"}, Value: meteorpp.DefaultX, Usage: "meteor++: smoothing X of P~ = (P·X + matched copy words)/(X + copy words), R~ likewise (--copy-k: deprecated alias)"},
	}
}

// metricFlagHint is the hint for a sacrebleu user who chose metrics with
// -m (sacrebleu's spelling of --metric): empty unless every name in v is
// a metric of the BLEU/chrF/TER family.
func metricFlagHint(v string) string {
	var names []string
	for _, n := range strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return r == ',' || r == ' ' }) {
		switch n {
		case eval.MetricBLEU, eval.MetricCHRF, eval.MetricTER:
		default:
			return ""
		}
		names = append(names, n)
	}
	if len(names) == 0 {
		return ""
	}
	return "to choose metrics as sacrebleu's -m does, use --metric " + strings.Join(names, ",")
}

// stringMetricsOnly reports whether only BLEU, chrF and TER are asked for
// (no Meteor, no rewrite): then -l is the target language of sacrebleu's
// tokenizer choice, not a Meteor language.
func stringMetricsOnly(c *cli.Context) bool {
	if !c.IsSet("metric") || c.Bool("rewrite") {
		return false
	}
	for _, n := range metricNames(c) {
		if n != eval.MetricBLEU && n != eval.MetricCHRF && n != eval.MetricTER {
			return false
		}
	}
	return true
}

// metricConfig maps the flags one to one onto the library's options, with
// BLEU's tokenizer as eval.Resolve chose it for -l and --tokenize.
func metricConfig(c *cli.Context, t eval.Target) eval.MetricConfig {
	return eval.MetricConfig{
		BLEU: bleu.Options{Tokenize: t.BLEUTokenizer, Lowercase: c.Bool("lowercase"),
			SmoothMethod: c.String("smooth-method"), SmoothValue: c.Float64("smooth-value"), MaxOrder: c.Int("bleu-max-order")},
		CHRF: chrf.Options{CharOrder: c.Int("chrf-char-order"), WordOrder: c.Int("chrf-word-order"), Beta: c.Int("chrf-beta"),
			Whitespace: c.Bool("chrf-whitespace"), Lowercase: c.Bool("chrf-lowercase"), EpsSmoothing: c.Bool("chrf-eps-smoothing")},
		TER: ter.Options{CaseSensitive: c.Bool("ter-case-sensitive"), Normalized: c.Bool("ter-normalized"),
			NoPunct: c.Bool("ter-no-punct"), AsianSupport: c.Bool("ter-asian-support"), MaxSegmentTokens: terBudget(c)},
	}
}

// terBudget maps --max-segment-tokens (0 = no limit; Meteor's flag) onto
// TER's budget.
func terBudget(c *cli.Context) int {
	if !c.IsSet("max-segment-tokens") {
		return 0 // ter.DefaultMaxSegmentTokens
	}
	if n := c.Int("max-segment-tokens"); n > 0 {
		return n
	}
	return ter.NoSegmentLimit
}

// loadMetricConfig is metricConfig with the files it names read
// (--copy-words).
func loadMetricConfig(c *cli.Context, t eval.Target) (eval.MetricConfig, error) {
	cfg := metricConfig(c, t)
	file, ents, err := meteorpp.ParseCopyWords(c.String("copy-words"))
	if err != nil {
		return cfg, usageError("%v", err)
	}
	if file != "" {
		if cfg.CopyWords, err = data.LoadCopyWords(file); err != nil {
			return cfg, err
		}
	}
	x := c.Float64("copy-x")
	cfg.CopyEntities, cfg.CopyX = ents, &x
	return cfg, nil
}

// metricReport is the JSON output of "parmesan score --metric".
type metricReport = eval.Result

// metricNames splits --metric at commas.
func metricNames(c *cli.Context) []string {
	var names []string
	for _, n := range strings.Split(c.String("metric"), ",") {
		if n = strings.TrimSpace(n); n != "" {
			names = append(names, n)
		}
	}
	return names
}

// metricSpecs are the metrics --metric names, on the references
// --rewrite and --both say (eval.ExpandSpecs).
func metricSpecs(c *cli.Context) ([]string, error) {
	names := metricNames(c)
	if len(names) == 0 {
		return nil, cli.Exit("parmesan score: --metric names no metric (known: "+strings.Join(eval.MetricNames, ", ")+")", 2)
	}
	specs, err := eval.ExpandSpecs(names, c.Bool("rewrite"), c.Bool("both"))
	if err != nil {
		return nil, cli.Exit(err.Error(), 2)
	}
	return specs, nil
}

// metricsRewrite reports whether --metric names a metric on rewritten
// references (NAME@parmesan, parmesan): the rewriter is then loaded
// without --rewrite.
func metricsRewrite(c *cli.Context) bool {
	if !c.IsSet("metric") {
		return false
	}
	specs, err := eval.ParseSpecs(metricNames(c))
	return err == nil && eval.Rewrites(specs)
}

// meteorSettingFlags are score's flags that set how Meteor matches and
// weighs (--tuned is refused by tunedPreset).
var meteorSettingFlags = []string{"modules", "weights", "params", "param-file", "task"}

func runMetrics(c *cli.Context, opts eval.Options, t eval.Target, corpus eval.Corpus, systems []eval.System) error {
	names, err := metricSpecs(c)
	if err != nil {
		return err
	}
	if !eval.NeedsMeteor(names) {
		// None of the metrics aligns with Meteor: its settings would change
		// nothing, so giving them is a mistake to report, not to ignore.
		for _, f := range meteorSettingFlags {
			if c.IsSet(f) {
				return usageError("%s: --%s sets Meteor's matching, which none of the metrics (%s) uses", commandName(c), f, strings.Join(names, ","))
			}
		}
	}
	cfg, err := loadMetricConfig(c, t)
	if err != nil {
		return err
	}
	ro := eval.RunOptions{Metrics: cfg, Sentences: c.Bool("sentence")}
	if c.Bool("confidence") {
		ro.Confidence = &eval.ConfidenceOptions{Resamples: c.Int("resamples"), Trials: c.Int("trials"), Seed: c.Uint64("seed"), Workers: opts.Workers}
	}
	if opts.Rewrite != nil && !c.IsSet("modules") && slices.Contains(names, eval.MetricMeteor) && !defaultIsExact(opts) {
		// One evaluator scores both kinds of references with the Parmesan
		// metric's matchers (exact): say so, since plain "score" uses the
		// language's (the signature's mods field shows it too).
		fmt.Fprintf(c.App.ErrWriter, "parmesan score: with --rewrite, Meteor on the original references uses the Parmesan metric's matchers (exact only), not the language's defaults: run without --rewrite, or give -m, for those\n")
	}
	res, err := eval.Run(c.Context, corpus, systems, names, opts, ro)
	var ce *eval.ConfigError
	if errors.As(err, &ce) {
		return cli.Exit(err.Error(), 2)
	}
	if err != nil {
		return err
	}
	for _, b := range res.Bounded {
		fmt.Fprintln(c.App.ErrWriter, b.Warning(fmt.Sprintf("%s:%d", safeText(b.System), b.Segment)))
	}
	return res.Render(c.App.Writer, eval.RenderOptions{Format: eval.Format(c.String("format")), Width: c.Int("width"),
		ScoreOnly: c.Bool("score-only"), Sentence: c.Bool("sentence"), Short: c.Bool("short")})
}

// defaultIsExact reports whether the language's default Meteor matchers
// (with the resources given) are exact matching alone, as the Parmesan
// metric's are (Czech without a paraphrase table).
func defaultIsExact(opts eval.Options) bool {
	mods, err := eval.DefaultModules(opts.Meteor, opts.Resources)
	return err == nil && slices.Equal(mods, []meteor.Module{meteor.Exact})
}
