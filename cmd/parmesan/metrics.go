package main

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan"
	"github.com/parmesan-mt/parmesan/data"
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
		&cli.StringFlag{Name: "metric", Usage: "metrics, comma-separated: " + strings.Join(parmesan.MetricNames, ", ") + " (with --rewrite all score the rewritten references)"},
		&cli.BoolFlag{Name: "both", Usage: "with --rewrite and --metric: also score the original references"},
		&cli.StringFlag{Name: "tokenize", Aliases: []string{"tok"}, Value: tokenize.Default, Usage: "BLEU tokenizer: " + strings.Join(tokenize.Names(), ", ")},
		&cli.BoolFlag{Name: "lowercase", Aliases: []string{"lc"}, Usage: "case-insensitive BLEU (as in sacrebleu, -lc is BLEU's only)"},
		&cli.StringFlag{Name: "smooth-method", Value: bleu.DefaultSmooth, Usage: "BLEU smoothing: exp, floor, add-k, none"},
		&cli.Float64Flag{Name: "smooth-value", Usage: "BLEU smoothing value for floor (default 0.1) and add-k (default 1)"},
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
		case parmesan.MetricBLEU, parmesan.MetricCHRF, parmesan.MetricTER:
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
		if n != parmesan.MetricBLEU && n != parmesan.MetricCHRF && n != parmesan.MetricTER {
			return false
		}
	}
	return true
}

// bleuTokenizer is --tokenize when given, else sacrebleu's choice for the
// target language (-l zh or -l en-zh: zh; ja: ja-mecab), else 13a.
func bleuTokenizer(c *cli.Context) string {
	if c.IsSet("tokenize") {
		return c.String("tokenize")
	}
	lang := c.String("lang")
	if p := strings.Split(lang, "-"); len(p) == 2 { // sacrebleu's SRC-TRG pair
		lang = p[1]
	}
	switch lang {
	case "zh":
		return tokenize.NameZh
	case "ja":
		return "ja-mecab"
	}
	return c.String("tokenize")
}

// metricConfig maps the flags one to one onto the library's options.
func metricConfig(c *cli.Context) parmesan.MetricConfig {
	return parmesan.MetricConfig{
		BLEU: bleu.Options{Tokenize: bleuTokenizer(c), Lowercase: c.Bool("lowercase"),
			SmoothMethod: c.String("smooth-method"), SmoothValue: c.Float64("smooth-value")},
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

// budgeted is a metric with a length budget (TER, m-TER).
type budgeted interface {
	OverBudget(hyp string, refs []string) bool
	BoundedWarning(where string) string
}

// loadMetricConfig is metricConfig with the files it names read
// (--copy-words).
func loadMetricConfig(c *cli.Context) (parmesan.MetricConfig, error) {
	cfg := metricConfig(c)
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
type metricReport struct {
	Segments   int                     `json:"segments"`
	References int                     `json:"references"`
	Results    []parmesan.MetricResult `json:"results"`
}

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

func runMetrics(c *cli.Context, ev *parmesan.Evaluator, refs *parmesan.References, systems []system, workers int) error {
	names := metricNames(c)
	if len(names) == 0 {
		return cli.Exit("parmesan score: --metric names no metric (known: "+strings.Join(parmesan.MetricNames, ", ")+")", 2)
	}
	cfg, err := loadMetricConfig(c)
	if err != nil {
		return err
	}
	ms, err := ev.NewMetrics(names, cfg, refs.Count())
	if err != nil {
		return cli.Exit(err.Error(), 2)
	}
	o := parmesan.MetricOptions{Both: c.Bool("both"), Sentences: c.Bool("sentence")}
	if c.Bool("confidence") {
		o.Confidence = &parmesan.ConfidenceOptions{Resamples: c.Int("resamples"), Trials: c.Int("trials"), Seed: c.Uint64("seed"), Workers: workers}
	}
	in := make([]parmesan.MetricSystem, len(systems))
	for i, s := range systems {
		in[i] = parmesan.MetricSystem{Name: s.name, Hyps: s.lines}
	}
	res, err := ev.ScoreMetrics(ms, in, refs, o)
	if err != nil {
		return err
	}
	for _, m := range ms {
		if b, ok := m.(budgeted); ok {
			for _, s := range systems {
				for i, h := range s.lines {
					if b.OverBudget(h, refs.Text(i)) {
						fmt.Fprintln(c.App.ErrWriter, b.BoundedWarning(fmt.Sprintf("%s:%d", safeText(s.name), i+1)))
					}
				}
			}
		}
	}
	return writeMetrics(c.App.Writer, metricReport{Segments: refs.Len(), References: refs.Count(), Results: res},
		c.String("format"), c.Bool("score-only"), c.Bool("sentence"), c.Int("width"), c.Bool("short"))
}

func writeMetrics(w io.Writer, r metricReport, format string, scoreOnly, sentence bool, width int, short bool) error {
	sig := func(m parmesan.MetricResult) string {
		if short {
			return m.Short
		}
		return m.Signature
	}
	switch format {
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(r)
	case "tsv":
		if sentence {
			fmt.Fprintln(w, "system\treferences\tmetric\tsegment\tscore")
			for _, m := range r.Results {
				for i, x := range m.Segments {
					fmt.Fprintf(w, "%s\t%s\t%s\t%d\t%s\n", m.System, m.References, m.Metric, i+1, g(x))
				}
			}
			return nil
		}
		fmt.Fprintln(w, "system\treferences\tmetric\tname\tscore\tci_low\tci_high\tp_bootstrap\tp_approx_rand\tsignature")
		for _, m := range r.Results {
			lo, hi, pb, pa := "", "", "", ""
			if m.Confidence != nil {
				lo, hi = g(m.Confidence.Low), g(m.Confidence.High)
			}
			if m.Paired != nil {
				pb, pa = g(m.Paired.PBootstrap), g(m.Paired.PApproxRand)
			}
			fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", m.System, m.References, m.Metric, m.Name, g(m.Score), lo, hi, pb, pa, sig(m))
		}
		return nil
	}
	if sentence {
		for _, m := range r.Results {
			for _, x := range m.Segments {
				fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", m.System, m.References, m.Metric, fmtScore(x, width))
			}
		}
		if scoreOnly {
			return nil
		}
	}
	if scoreOnly {
		// Several systems or reference sets (--both): each score is named.
		systems, refsets := map[string]bool{}, map[string]bool{}
		for _, m := range r.Results {
			systems[m.System], refsets[m.References] = true, true
		}
		for _, m := range r.Results {
			if len(systems) > 1 {
				fmt.Fprintf(w, "%s\t", m.System)
			}
			if len(refsets) > 1 {
				fmt.Fprintf(w, "%s\t", m.References)
			}
			fmt.Fprintln(w, fmtScore(m.Score, width))
		}
		return nil
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	var sigs []string
	seen := map[string]bool{}
	for _, m := range r.Results {
		line := fmt.Sprintf("%s = %s", m.Name, fmtNaN(m.Score, width))
		if m.Confidence != nil {
			line += fmt.Sprintf(" (μ = %s, 95%% CI [%s, %s])", fmtScore(m.Confidence.Mean, width),
				fmtScore(m.Confidence.Low, width), fmtScore(m.Confidence.High, width))
		}
		if m.Verbose != "" {
			line += " " + m.Verbose
		}
		if m.Paired != nil {
			line += fmt.Sprintf("\tvs %s: Δ = %+.*f, p(boot) = %.4f, p(AR) = %.4f", filepath.Base(m.Paired.Baseline), width, m.Paired.Delta, m.Paired.PBootstrap, m.Paired.PApproxRand)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\n", filepath.Base(m.System), m.References, line)
		if s := sig(m); !seen[s] {
			seen[s] = true
			sigs = append(sigs, s)
			if m.SacreBLEU != "" {
				sigs = append(sigs, "  sacrebleu: "+m.SacreBLEU)
			}
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, s := range sigs {
		if _, err := fmt.Fprintln(w, s); err != nil {
			return err
		}
	}
	return nil
}
