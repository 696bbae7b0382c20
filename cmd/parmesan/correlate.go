package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/correlate"
	"github.com/parmesan-mt/parmesan/correlate/metaeval"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric/meteorpp"
)

func correlateCommand() *cli.Command {
	return &cli.Command{
		Name:  "correlate",
		Usage: "correlate metric scores with human judgments (meta-evaluation, mt-metrics-eval's statistics)",
		Description: `Either --set DIR (the eval layout: ref.txt, sys/, human_systems.txt,
seg_scores.tsv, sys_scores.tsv; docs/eval-layout.md), or --mtme ROOT
--testset wmt23 --lp en-de (mt-metrics-eval's layout, also recognised
given to --set), with metrics computed by name (--metric
meteor,meteor-exact,parmesan,parmesan-unfixed or any registered metric), or
--human FILE with --scores NAME=FILE (system TAB score, or system TAB
segment TAB score; spaces instead of tabs work too; mt-metrics-eval's
NAME.seg.score and NAME.sys.score files are read by their names).

Metrics are ranked by --stat; each gets a bootstrap confidence interval, and
every metric but the best a p-value for "the best is better" (PERM-BOTH
permutation test; Williams' test too for flattened Pearson). Human
translations are left out unless --include-human. Per-segment statistics are
cached in correlate/ under $` + data.CacheEnv + ` (default ~/.cache/parmesan), keyed by
the metric's settings and the hashes of the inputs, so a second run is fast.

Statistics: pearson, spearman, kendall (τ_b), kendall-c (τ_c), tau23 and
accuracy (WMT23's τ and pairwise accuracy, ties counted), acc23 and tau23-opt
(the same with the metric tie threshold optimised; acc23 is WMT23's
segment-level statistic and is always averaged by item at segment level).`,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "set", Usage: "eval-set `DIR` (the project's layout, docs/eval-layout.md, or an mt-metrics-eval test set)"},
			&cli.StringSliceFlag{Name: "metric", Aliases: []string{"m"}, Usage: "metric `NAMES`, comma-separated or repeated (known: " + strings.Join(metaeval.MetricNames(), ", ") + "; NAME@parmesan scores a registered metric on rewritten references)"},
			&cli.StringSliceFlag{Name: "tuned", Usage: "tuned preset `NAMES` (" + strings.Join(tunedNames(), ", ") + "), each correlated as the metric " + metaeval.TunedPrefix + "NAME (Meteor or the weighted Parmesan metric with the preset's parameters)"},
			&cli.StringFlag{Name: "human", Usage: "human scores `FILE` (TSV), instead of --set"},
			&cli.StringSliceFlag{Name: "scores", Usage: "metric scores `NAME=FILE` (TSV), repeatable"},
			&cli.StringFlag{Name: "human-systems", Usage: "`FILE` listing human translations to leave out (with --human)"},
			&cli.StringFlag{Name: "level", Usage: "sys or seg (default: seg when segment-level human scores exist)"},
			&cli.StringFlag{Name: "average", Value: string(correlate.AverageNone), Usage: "segment level: none (flatten), item (per segment, then mean) or sys"},
			&cli.StringFlag{Name: "stat", Value: string(correlate.StatPearson), Usage: "ranking statistic: " + statNames()},
			&cli.StringFlag{Name: "stats", Usage: "further statistics to report, comma-separated (default per level)"},
			&cli.BoolFlag{Name: "include-human", Usage: "keep human translations among the systems"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "text", Usage: "output format: text, json or tsv"},
			&cli.StringFlag{Name: "plot", Usage: "write a scatter plot (metric vs human, one point per system, a panel per metric) to `FILE`.svg or .png"},
			&cli.IntFlag{Name: "resamples", Value: correlate.DefaultResamples, Usage: "bootstrap resamples and permutation trials", Action: atLeast("resamples", 1)},
			&cli.Uint64Flag{Name: "seed", Value: correlate.DefaultSeed, Usage: "random seed"},
			&cli.Float64Flag{Name: "alpha", Value: correlate.DefaultAlpha, Usage: "confidence intervals cover 1-alpha", Action: openUnit("alpha")},
			&cli.StringFlag{Name: "lang", Aliases: []string{"l"}, Usage: "target language (default: from the set's directory name, e.g. .en-cs → cs)"},
			&cli.StringFlag{Name: "resources", Usage: "Meteor resource `DIR` (default $" + meteor.ResourceEnv + ", else embedded)"},
			&cli.StringFlag{Name: "paraphrase-table", Aliases: []string{"a"}, Usage: "paraphrase `TABLE` for meteor"},
			&cli.StringFlag{Name: "copy-words", Usage: "meteor++: copy-word `FILE` (parmesan copywords extract), ner (named entities; ner:prose, ner:caps), or both (FILE,ner)"},
			&cli.Float64Flag{Name: "copy-x", Aliases: []string{"copy-k"}, Value: meteorpp.DefaultX, Usage: "meteor++: smoothing X of formulas 8–9 (--copy-k: deprecated alias)"},
			&cli.StringFlag{Name: "cache-dir", Usage: "statistics cache `DIR` (default " + defaultCacheDir() + ")"},
			&cli.BoolFlag{Name: "no-cache", Usage: "neither read nor write the statistics cache"},
			&cli.IntFlag{Name: "workers", Usage: "scoring goroutines (default: all CPUs)"},
			&cli.IntFlag{Name: "width", Value: 4, Usage: "decimal places in text output", Action: between("width", 0, 17)},
		}, mtmeFlags()...),
		Action: runCorrelate,
	}
}

func statNames() string {
	var s []string
	for _, st := range correlate.Statistics {
		s = append(s, string(st))
	}
	return strings.Join(s, ", ")
}

func defaultCacheDir() string {
	if d := metaeval.DefaultCache().Dir; d != "" {
		return d
	}
	return "none"
}

func correlateOptions(c *cli.Context) (metaeval.Options, error) {
	var o metaeval.Options
	var err error
	if s := c.String("level"); s != "" {
		if o.Level, err = metaeval.ParseLevel(s); err != nil {
			return o, correlateUsage(err)
		}
	}
	if o.Average, err = correlate.ParseAverage(c.String("average")); err != nil {
		return o, correlateUsage(err)
	}
	if o.Stat, err = correlate.ParseStatistic(c.String("stat")); err != nil {
		return o, correlateUsage(err)
	}
	if s := c.String("stats"); s != "" {
		o.Stats = []correlate.Statistic{}
		for _, f := range splitList([]string{s}) {
			st, err := correlate.ParseStatistic(f)
			if err != nil {
				return o, correlateUsage(err)
			}
			o.Stats = append(o.Stats, st)
		}
	}
	o.IncludeHuman = c.Bool("include-human")
	o.IncludeOutliers = c.Bool("include-outliers")
	o.Resample = correlate.ResampleOptions{Resamples: c.Int("resamples"), Seed: c.Uint64("seed"), Alpha: c.Float64("alpha")}
	switch {
	case c.Bool("no-cache"):
	case c.String("cache-dir") != "":
		o.Cache = metaeval.Cache{Dir: c.String("cache-dir")}
	default:
		o.Cache = metaeval.DefaultCache()
	}
	code, err := targetCode(c)
	if err != nil {
		return o, correlateUsage(err)
	}
	o.Scorer = metaeval.ScorerConfig{Lang: code, Resources: resourceDir(c), Paraphrases: c.String("paraphrase-table"), CopyWords: c.String("copy-words"), Workers: c.Int("workers")}
	if c.IsSet("copy-x") {
		x := c.Float64("copy-x")
		o.Scorer.CopyX = &x
	}
	return o, nil
}

func splitList(vals []string) []string {
	var out []string
	for _, v := range vals {
		for _, f := range strings.Split(v, ",") {
			if f = strings.TrimSpace(f); f != "" {
				out = append(out, f)
			}
		}
	}
	return out
}

// correlateUsage is err as a usage error (exit 2) with one prefix: the
// packages' own ("correlate: ", "metaeval: ", "parmesan: ") give way to
// "parmesan correlate: ".
func correlateUsage(err error) error {
	msg := err.Error()
	for _, p := range []string{"correlate: ", "metaeval: ", "parmesan: "} {
		msg = strings.TrimPrefix(msg, p)
	}
	return cli.Exit("parmesan correlate: "+msg, 2)
}

// checkCorrelateMetrics refuses, as usage errors (exit 2) before anything
// is read, metric names that metaeval does not know, a name given twice
// and meteor++ without copy words. NewScorer loads nothing.
func checkCorrelateMetrics(names []string, cfg metaeval.ScorerConfig) error {
	seen := map[string]bool{}
	for _, n := range names {
		if seen[n] {
			return cli.Exit(fmt.Sprintf("parmesan correlate: metric %q given twice", n), 2)
		}
		seen[n] = true
		if n == eval.MetricMeteorPP && strings.TrimSpace(cfg.CopyWords) == "" {
			return cli.Exit("parmesan correlate: meteor++ needs copy words (--copy-words FILE, ner or FILE,ner)", 2)
		}
		if _, err := metaeval.NewScorer(n, cfg); err != nil {
			return correlateUsage(err)
		}
	}
	return nil
}

func runCorrelate(c *cli.Context) error {
	format := c.String("format")
	if format != "text" && format != "json" && format != "tsv" {
		return cli.Exit(fmt.Sprintf("parmesan correlate: unknown --format %q (text, json, tsv)", format), 2)
	}
	plotExt := strings.ToLower(filepath.Ext(c.String("plot")))
	if c.String("plot") != "" && plotExt != ".svg" && plotExt != ".png" {
		return cli.Exit(fmt.Sprintf("parmesan correlate: --plot %s: the plot is .svg or .png", c.String("plot")), 2)
	}
	o, err := correlateOptions(c)
	if err != nil {
		return err
	}
	var in *metaeval.Input
	setName := ""
	switch {
	case (c.String("set") != "" || c.String("mtme") != "") && c.String("human") != "":
		return cli.Exit("parmesan correlate: give --set (or --mtme) or --human, not both", 2)
	case c.String("set") != "" || c.String("mtme") != "":
		metrics := splitList(c.StringSlice("metric"))
		for _, t := range splitList(c.StringSlice("tuned")) {
			metrics = append(metrics, metaeval.TunedPrefix+t)
			warnExperimentalName(c, t)
		}
		if len(metrics) == 0 {
			return cli.Exit("parmesan correlate: --set needs --metric NAMES (or --tuned NAMES)", 2)
		}
		if err := checkCorrelateMetrics(metrics, o.Scorer); err != nil {
			return err
		}
		set, err := readSet(c)
		if err != nil {
			return err
		}
		if err := setLanguage(c, set); err != nil {
			return err
		}
		if o.Scorer.Lang, err = targetCode(c); err != nil {
			return correlateUsage(err)
		}
		setName = setDisplayName(set)
		restore := batchGC()
		in, err = metaeval.FromSet(set, metrics, &o)
		restore()
		if err != nil {
			return err
		}
		saySetNotices(c, set)
		if o.Cache.Dir != "" {
			read := 0
			for _, m := range in.Metrics {
				read += m.Cached
			}
			fmt.Fprintf(c.App.ErrWriter, "parmesan correlate: %d of %d system scorings read from the cache %s\n", read, len(in.Metrics)*len(in.Systems), o.Cache.Dir)
		}
	case c.String("human") != "":
		if len(c.StringSlice("tuned")) > 0 || len(c.StringSlice("metric")) > 0 {
			return cli.Exit("parmesan correlate: --metric and --tuned compute scores: they need --set, not --human (which takes --scores NAME=FILE)", 2)
		}
		human, err := data.ReadScores(c.String("human"))
		if err != nil {
			return err
		}
		var named []metaeval.NamedScores
		for _, kv := range c.StringSlice("scores") {
			name, path, ok := strings.Cut(kv, "=")
			if !ok || name == "" || path == "" {
				return cli.Exit(fmt.Sprintf("parmesan correlate: --scores wants NAME=FILE, got %q", kv), 2)
			}
			s, err := data.ReadScores(path)
			if err != nil {
				return err
			}
			for _, n := range named {
				if n.Name == name {
					return cli.Exit(fmt.Sprintf("parmesan correlate: --scores names %q twice", name), 2)
				}
			}
			named = append(named, metaeval.NamedScores{Name: name, Scores: s})
		}
		if len(named) == 0 {
			return cli.Exit("parmesan correlate: --human needs --scores NAME=FILE", 2)
		}
		humanSys := map[string]bool{}
		if p := c.String("human-systems"); p != "" {
			lines, err := data.ReadLinesFile(p, nil)
			if err != nil {
				return err
			}
			for _, l := range lines {
				if l = strings.TrimSpace(l); l != "" {
					humanSys[l] = true
				}
			}
		}
		setName = filepath.Base(c.String("human"))
		if in, err = metaeval.FromScores(human, named, humanSys, &o); err != nil {
			return err
		}
	default:
		return cli.Exit("parmesan correlate: give --set DIR, --mtme ROOT or --human FILE", 2)
	}
	for _, w := range in.Warnings {
		fmt.Fprintln(c.App.ErrWriter, "parmesan correlate: warning: "+safeText(w))
	}
	for _, w := range in.Bounded {
		fmt.Fprintln(c.App.ErrWriter, safeText(w))
	}
	for _, d := range in.Dropped {
		fmt.Fprintf(c.App.ErrWriter, "parmesan correlate: dropped system %q: %s\n", d.System, safeText(d.Reason))
	}
	for _, u := range in.Unavailable {
		fmt.Fprintf(c.App.ErrWriter, "parmesan correlate: metric %q unavailable: %s\n", u.Metric, safeText(u.Reason))
	}
	rep, err := metaeval.Evaluate(in, o)
	if err != nil {
		return err
	}
	if p := c.String("plot"); p != "" {
		write := metaeval.WriteSVG
		if plotExt == ".png" {
			write = metaeval.WritePNG
		}
		if err := data.WriteFileAtomic(p, func(w *bufio.Writer) error { return write(w, rep) }); err != nil {
			return err
		}
		reportWritten(c, p)
	}
	return writeCorrelation(c.App.Writer, rep, setName, format, c.Int("width"))
}

func writeCorrelation(w io.Writer, r *metaeval.Report, setName, format string, width int) error {
	num := func(v float64) string {
		if math.IsNaN(v) {
			return "-"
		}
		return strconv.FormatFloat(v, 'f', width, 64)
	}
	pval := func(v float64) string {
		if math.IsNaN(v) {
			return "-"
		}
		return strconv.FormatFloat(v, 'f', 3, 64)
	}
	switch format {
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(r)
	case "tsv":
		hdr := []string{"rank", "metric", string(r.Stat), "ci_lo", "ci_hi", "p_perm", "p_williams"}
		for _, st := range r.Stats {
			hdr = append(hdr, string(st))
		}
		fmt.Fprintln(w, strings.Join(append(hdr, "signature"), "\t"))
		for _, row := range r.Rows {
			f := []string{strconv.Itoa(row.Rank), row.Metric, full(row.Value), full(row.Lo), full(row.Hi), full(row.P), full(row.Williams)}
			for _, v := range row.Others {
				f = append(f, full(v))
			}
			fmt.Fprintln(w, strings.Join(append(f, row.Signature), "\t"))
		}
		return nil
	}
	setName = safeText(setName) // text: names cannot drive the terminal
	unit := "systems"
	if r.Level == metaeval.LevelSeg {
		unit = "segments"
	}
	lvl := "system level"
	shape := fmt.Sprintf("%d systems", len(r.Systems))
	if r.Level == metaeval.LevelSeg {
		lvl = "segment level, averaged " + string(r.Average)
		shape = fmt.Sprintf("%d systems × %d segments, %d scored", len(r.Systems), r.Items, r.Cells)
	}
	fmt.Fprintf(w, "%s: %s, %s\n", setName, lvl, shape)
	fmt.Fprintf(w, "%.0f%% CI: %d bootstrap resamples of %s; p: is the best metric better? (permutation, %d trials", 100*(1-r.Alpha), r.Resamples, unit, r.Resamples)
	if r.Stat == correlate.StatPearson && r.Average == correlate.AverageNone {
		fmt.Fprint(w, "; Williams")
	}
	fmt.Fprintln(w, ")")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	label := func(st correlate.Statistic) string {
		if r.Level == metaeval.LevelSeg && st == correlate.StatAcc23 && r.Average != correlate.AverageItem {
			return string(st) + "(item)" // WMT23 averages acc23 by item
		}
		return string(st)
	}
	hdr := []string{"rank", "metric", label(r.Stat), fmt.Sprintf("%.0f%% CI", 100*(1-r.Alpha)), "p(perm)"}
	williams := r.Stat == correlate.StatPearson && r.Average == correlate.AverageNone
	if williams {
		hdr = append(hdr, "p(Williams)")
	}
	for _, st := range r.Stats {
		hdr = append(hdr, label(st))
	}
	fmt.Fprintln(tw, strings.Join(hdr, "\t"))
	for _, row := range r.Rows {
		name := safeText(row.Metric)
		if row.Negated {
			name += " (negated)"
		}
		f := []string{strconv.Itoa(row.Rank), name, num(float64(row.Value)), "[" + num(float64(row.Lo)) + ", " + num(float64(row.Hi)) + "]", pval(float64(row.P))}
		if williams {
			f = append(f, pval(float64(row.Williams)))
		}
		for _, v := range row.Others {
			f = append(f, num(float64(v)))
		}
		fmt.Fprintln(tw, strings.Join(f, "\t"))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, row := range r.Rows {
		fmt.Fprintf(w, "%s: %s\n", safeText(row.Metric), safeText(row.Signature))
	}
	for _, u := range r.Unavailable {
		fmt.Fprintf(w, "%s: n/a: %s\n", safeText(u.Metric), safeText(u.Reason))
	}
	return nil
}

func full[T ~float64](v T) string {
	if math.IsNaN(float64(v)) {
		return "nan"
	}
	return strconv.FormatFloat(float64(v), 'g', -1, 64)
}

// mtmeFlags choose a set in mt-metrics-eval's layout (correlate, tune,
// report).
func mtmeFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "mtme", Usage: "mt-metrics-eval data `ROOT` (its layout: <testset>/sources/<lp>.txt, references/, system-outputs/, human-scores/, documents/), instead of --set"},
		&cli.StringFlag{Name: "testset", Usage: "mt-metrics-eval test set `NAME` under --mtme (e.g. wmt23; default: the only one)"},
		&cli.StringFlag{Name: "lp", Usage: "mt-metrics-eval language `PAIR` (e.g. en-de; default: the only one)"},
		&cli.StringFlag{Name: "human-score", Usage: "mt-metrics-eval human-score `NAME` (mqm, da-sqm, wmt-z, esa, …; default: mt-metrics-eval's standard one for the test set and pair)"},
		&cli.StringFlag{Name: "primary-ref", Usage: "mt-metrics-eval primary reference `NAME` (default: the standard one, mostly refA); the other references are human translations among the systems"},
		&cli.BoolFlag{Name: "include-outliers", Usage: "keep the systems mt-metrics-eval's meta-information marks as outliers"},
	}
}

// readSet reads the evaluation set named by --set (the project's layout
// or an mt-metrics-eval tree, told apart by its directories) or --mtme.
func readSet(c *cli.Context) (*data.EvalSet, error) {
	cmd := commandName(c)
	dir, root := c.String("set"), c.String("mtme")
	if dir != "" && root != "" {
		return nil, usageError("%s: give --set DIR or --mtme ROOT, not both", cmd)
	}
	o := data.MTMEOptions{TestSet: c.String("testset"), LP: c.String("lp"), HumanScore: c.String("human-score"), Ref: c.String("primary-ref")}
	if root == "" && data.IsMTME(dir) {
		root = dir
	}
	if root == "" {
		for _, f := range []string{"testset", "lp", "human-score", "primary-ref"} {
			if c.IsSet(f) {
				return nil, usageError("%s: --%s applies to mt-metrics-eval's layout, and %s is in the project's (ref.txt, sys/)", cmd, f, dir)
			}
		}
		return data.ReadEvalSet(dir)
	}
	set, err := data.ReadMTME(root, o)
	if err != nil {
		return nil, err
	}
	var refs []string
	if names, _, err := set.References(); err == nil {
		refs = names
	}
	scores := []string{}
	for _, f := range []string{set.SegScoresFile, set.SysScoresFile} {
		if f != "" {
			scores = append(scores, filepath.Base(f))
		}
	}
	fmt.Fprintf(c.App.ErrWriter, "%s: mt-metrics-eval %s: references %s (primary %s), human scores %s\n",
		cmd, safeText(set.Name), safeText(strings.Join(refs, ", ")), safeText(set.RefName), safeText(strings.Join(scores, ", ")))
	return set, nil
}

// setDisplayName is the name a table or page gives the set: its
// mt-metrics-eval name, else its directory's (of the absolute path, so
// that "--set ." names the directory, not ".").
func setDisplayName(set *data.EvalSet) string {
	if set.Name != "" {
		return set.Name
	}
	dir := set.Dir
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	return filepath.Base(dir)
}

// targetCode is --lang in the project's spelling (cs_CZ, en-cs, Czech →
// cs), as every metric reads it (lang.ParseTarget); "" when not given.
func targetCode(c *cli.Context) (string, error) {
	s := c.String("lang")
	if s == "" {
		return "", nil
	}
	l, err := lang.ParseTarget(s)
	if err != nil {
		return "", err
	}
	return l.Code, nil
}

// setLanguage gives --lang, when the command line does not, the set's
// target language: the one its layout names (mt-metrics-eval's language
// pair), else the one its directory name gives (.en-cs → cs). A set that
// names none is scored as English, and the command says so.
func setLanguage(c *cli.Context, set *data.EvalSet) error {
	if c.IsSet("lang") {
		return nil
	}
	lang := set.Lang
	if lang == "" {
		var ok bool
		if lang, ok = metaeval.NamedTarget(set.Dir); !ok {
			fmt.Fprintf(c.App.ErrWriter, "%s: %s names no language pair (such as .en-cs); scoring it as English: give --lang for another target language\n", commandName(c), safeText(setDisplayName(set)))
			lang = "en"
		}
	}
	return c.Set("lang", lang)
}

// batchGCPercent is the garbage collector's target (GOGC) while correlate
// scores a set. Scoring keeps a large heap alive (the dictionaries, the
// lexicons, the analyses: about 170 MB for the Czech Parmesan metric) and
// allocates several times as much garbage; at Go's default of 100 every
// cycle marks the whole live heap again: on WMT23 en-cs 11-12 cycles
// and about 0.5 s, a tenth of the run's CPU time (gctrace). A batch run
// that ends when the set is scored trades memory for it: the heap may
// grow to (1 + batchGCPercent/100) times the live heap before a cycle
// (there: 6-7 cycles, about 0.3 s, peak RSS 370 → 410-440 MB; see
// docs/speedcs6-2026-11-29.md).
const batchGCPercent = 200

// batchGC sets the garbage collector's target to batchGCPercent for a
// batch run, unless the user chose one (GOGC in the environment), and
// returns the function that restores the previous target.
func batchGC() func() {
	if _, ok := os.LookupEnv("GOGC"); ok {
		return func() {}
	}
	old := debug.SetGCPercent(batchGCPercent)
	return func() { debug.SetGCPercent(old) }
}
