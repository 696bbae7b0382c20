package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/paraphrase"
)

func tableCommand() *cli.Command {
	return &cli.Command{
		Name:  "table",
		Usage: "build, filter, inspect and compile paraphrase tables (Meteor format)",
		Subcommands: []*cli.Command{
			{
				Name:  "build",
				Usage: "build a table from a thesaurus, WordNet, a bilingual dictionary (pivot) or a phrase table (pivot)",
				Flags: []cli.Flag{
					&cli.StringFlag{Name: "thesaurus", Usage: "MyThes .dat `FILE` (e.g. " + data.MyThesDir + "/th_cs_CZ_v2.dat)"},
					&cli.BoolFlag{Name: "wordnet", Usage: "English WordNet synsets (embedded data, or --synonym-dir)"},
					&cli.StringFlag{Name: "synonym-dir", Usage: "Meteor synonym `DIR` for --wordnet"},
					&cli.StringFlag{Name: "dict", Usage: "dictd dictionary `NAME` (e.g. freedict-eng-ces: its .index and .dict.dz, looked for in --dict-dir, $" + data.DictDirEnv + ", then the system's usual places), pivoted through its head words"},
					&cli.StringFlag{Name: "phrase-table", Usage: "Moses phrase table `FILE` (gzip or plain, sorted by source), pivoted through its source side"},
					&cli.StringFlag{Name: "common-corpus", Usage: "`FILE` whose frequent words (rel. freq ≥ 0.001) may not make up a whole phrase (pivoting)"},
					&cli.Float64Flag{Name: "min-trans", Value: paraphrase.DefaultMinTransProb, Usage: "discard pivot instances below this probability"},
					&cli.Float64Flag{Name: "min-final", Value: paraphrase.DefaultMinFinalProb, Usage: "discard paraphrases whose summed probability is below this"},
					&cli.BoolFlag{Name: "keep-annotated", Usage: "thesaurus: keep \"(generic term)\"-style related words"},
					&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Required: true, Usage: "output `FILE` (gzip Meteor table)"},
				},
				Action: tableBuild,
			},
			{
				Name:      "filter",
				Usage:     "apply a Parmesan preset: " + presetNames(),
				ArgsUsage: "IN",
				Flags: []cli.Flag{
					&cli.StringFlag{Name: "preset", Required: true, Usage: "one of " + presetNames()},
					&cli.StringFlag{Name: "lang", Aliases: []string{"l"}, Value: "en", Usage: "language of the table (for lemmas and POS)"},
					&cli.StringFlag{Name: "corpus", Usage: "text `FILE` whose word forms the wordnet preset expands to"},
					&cli.BoolFlag{Name: "curated", Usage: "the input was built from a thesaurus or WordNet (the wordnet preset keeps only such pairs)"},
					&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Required: true, Usage: "output `FILE`"},
					&cli.StringFlag{Name: "format", Value: "text", Usage: "report format: text or json"},
				},
				Action: tableFilter,
			},
			{
				Name:      "stats",
				Usage:     "count records, phrases, one-word pairs (and per POS with --lang)",
				ArgsUsage: "FILE",
				Flags: []cli.Flag{
					&cli.StringFlag{Name: "lang", Aliases: []string{"l"}, Usage: "language, to count pairs per part of speech"},
					&cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"},
				},
				Action: tableStats,
			},
			{
				Name:      "merge",
				Usage:     "merge tables, weighting each by its corpus size (FILE or FILE:WEIGHT)",
				ArgsUsage: "IN[:WEIGHT] ...",
				Flags:     []cli.Flag{&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Required: true, Usage: "output `FILE`"}},
				Action:    tableMerge,
			},
			{
				Name:      "compile",
				Usage:     "compile a Meteor-format table into parmesan's memory-mapped form (loads in milliseconds; use it with -a)",
				ArgsUsage: "IN OUT",
				Action:    tableCompile,
			},
			{
				Name:      "restrict",
				Usage:     "keep records whose phrase occurs in a corpus (like Meteor's FilterParaphrase)",
				ArgsUsage: "IN",
				Flags: []cli.Flag{
					&cli.StringFlag{Name: "corpus", Required: true, Usage: "text `FILE` (normalized like Meteor -norm -noPunct, lowercased)"},
					&cli.StringFlag{Name: "lang", Aliases: []string{"l"}, Value: "en", Usage: "normalizer language"},
					&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Required: true, Usage: "output `FILE`"},
				},
				Action: tableRestrict,
			},
			tableMpedaCommand(),
			tableMultiCommand(),
			tableLexiconCommand(),
		},
	}
}

func presetNames() string {
	var s []string
	for _, p := range paraphrase.Presets {
		s = append(s, string(p))
	}
	return strings.Join(s, ", ")
}

func readTable(c *cli.Context, path string) (*paraphrase.Set, error) {
	r, done, err := openInput(c, path, "reading "+path)
	if err != nil {
		return nil, err
	}
	defer done()
	return paraphrase.FromMeteorTable(r, path)
}

// readCompiledTable reads the pairs of a compiled table, which keeps no
// probabilities (they are 0 in the set): enough for counting.
func readCompiledTable(path string) (*paraphrase.Set, error) {
	t, err := meteor.OpenCompiledParaphraseTable(path)
	if err != nil {
		return nil, err
	}
	defer t.Close()
	set := paraphrase.NewSet()
	err = t.Each(func(a, b string) error {
		set.Add(paraphrase.Pair{A: a, B: b, Source: paraphrase.SourceTable})
		return nil
	})
	return set, err
}

func tableBuild(c *cli.Context) error {
	if err := checkOutputs(c.String("output")); err != nil {
		return err
	}
	n := 0
	for _, f := range []string{"thesaurus", "dict", "phrase-table"} {
		if c.String(f) != "" {
			n++
		}
	}
	if c.Bool("wordnet") {
		n++
	}
	if n != 1 {
		return usageError("parmesan table build: give exactly one of --thesaurus, --wordnet, --dict, --phrase-table")
	}
	opt := paraphrase.PivotOptions{MinTransProb: c.Float64("min-trans"), MinFinalProb: c.Float64("min-final")}
	if p := c.String("common-corpus"); p != "" {
		lines, err := data.ReadLinesFile(p, c.App.Reader)
		if err != nil {
			return err
		}
		opt.Common = paraphrase.CommonWords(lines, paraphrase.DefaultMinRelFreq)
	}
	var set *paraphrase.Set
	var err error
	switch {
	case c.String("thesaurus") != "":
		p := c.String("thesaurus")
		f, err := data.OpenMyThes(p)
		if err != nil {
			return err
		}
		defer f.Close()
		set, err = paraphrase.FromThesaurus(f, p, paraphrase.ThesaurusOptions{Lower: true, SkipAnnotated: !c.Bool("keep-annotated")})
		if err != nil {
			return err
		}
	case c.Bool("wordnet"):
		var syn *data.Synonyms
		if d := c.String("synonym-dir"); d != "" {
			syn, err = data.LoadSynonymDir(d, "english")
		} else {
			syn, err = data.EnglishSynonyms()
		}
		if err != nil {
			return err
		}
		set = paraphrase.FromWordNet(syn)
	case c.String("dict") != "":
		dir, err := data.FindDictd(c.String("dict"))
		if err != nil {
			return err
		}
		ip, dp := data.DictdPaths(dir, c.String("dict"))
		idx, err := os.Open(ip)
		if err != nil {
			return err
		}
		defer idx.Close()
		body, err := data.OpenMaybeGzip(dp)
		if err != nil {
			return err
		}
		defer body.Close()
		var entries []data.Translation
		if err := data.ReadDictd(idx, ip, body, func(t data.Translation) error { entries = append(entries, t); return nil }); err != nil {
			return err
		}
		set = paraphrase.PivotDictionary(entries, opt, true)
	default:
		p := c.String("phrase-table")
		r, done, err := openInput(c, p, "pivoting "+p)
		if err != nil {
			return err
		}
		defer done()
		set, err = paraphrase.PivotPhraseTable(r, p, opt)
		if err != nil {
			return err
		}
	}
	if err := paraphrase.WriteMeteorFile(c.String("output"), set.Pairs()); err != nil {
		return err
	}
	reportWritten(c, c.String("output"))
	fmt.Fprintf(c.App.ErrWriter, "%s: %d records\n", c.String("output"), set.Len())
	return nil
}

// analyzerFor builds the lemma analyzer of a language for the filters.
func analyzerFor(lang string) (*paraphrase.Analyzer, error) {
	l, err := lemma.New(lang)
	if err != nil {
		return nil, err
	}
	return paraphrase.NewAnalyzer(l), nil
}

func tableFilter(c *cli.Context) error {
	if err := checkOutputs(c.String("output")); err != nil {
		return err
	}
	if c.NArg() != 1 {
		return usageError("parmesan table filter: want one input table")
	}
	preset, err := paraphrase.ParsePreset(c.String("preset"))
	if err != nil {
		return usageError("parmesan table filter: %v", err)
	}
	set, err := readTable(c, c.Args().First())
	if err != nil {
		return err
	}
	if c.Bool("curated") {
		cur := paraphrase.NewSet()
		for _, p := range set.Pairs() {
			p.Source = paraphrase.SourceThesaurus
			cur.Add(p)
		}
		set = cur
	}
	var opt paraphrase.FilterOptions
	if preset != paraphrase.PresetBasic && preset != paraphrase.PresetOneWord && preset != paraphrase.PresetNone {
		if opt.Analyzer, err = analyzerFor(c.String("lang")); err != nil {
			return err
		}
	}
	if p := c.String("corpus"); p != "" {
		lines, err := data.ReadLinesFile(p, c.App.Reader)
		if err != nil {
			return err
		}
		for _, l := range lines {
			opt.CorpusForms = append(opt.CorpusForms, strings.Fields(strings.ToLower(l))...)
		}
	}
	out, st, err := paraphrase.Filter(set, preset, opt)
	if err != nil {
		return err
	}
	if err := paraphrase.WriteMeteorFile(c.String("output"), out.Pairs()); err != nil {
		return err
	}
	reportWritten(c, c.String("output"))
	if c.String("format") == "json" {
		return writeJSON(c.App.Writer, st)
	}
	fmt.Fprintf(c.App.Writer, "preset %s: kept %d of %d records\n", st.Preset, st.Kept, st.In)
	return nil
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

func tableStats(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageError("parmesan table stats: want one table")
	}
	set, err := readTable(c, c.Args().First())
	if errors.Is(err, data.ErrCompiledTable) {
		set, err = readCompiledTable(c.Args().First())
	}
	if err != nil {
		return err
	}
	var an *paraphrase.Analyzer
	if l := c.String("lang"); l != "" {
		if an, err = analyzerFor(l); err != nil {
			return err
		}
	}
	st := paraphrase.Summarize(set, an)
	if c.String("format") == "json" {
		return writeJSON(c.App.Writer, st)
	}
	w := c.App.Writer
	fmt.Fprintf(w, "records:          %d\n", st.Records)
	fmt.Fprintf(w, "distinct phrases: %d\n", st.Phrases)
	fmt.Fprintf(w, "one-word records: %d (%.1f%%)\n", st.OneWordRecords, 100*st.OneWordShare)
	for _, k := range sortedKeys(st.PerSource) {
		fmt.Fprintf(w, "source %-11s %d\n", k+":", st.PerSource[k])
	}
	for _, k := range sortedKeys(st.PerPOS) {
		fmt.Fprintf(w, "POS %-14s %d\n", k+":", st.PerPOS[k])
	}
	return nil
}

func sortedKeys(m map[string]int) []string {
	var k []string
	for x := range m {
		k = append(k, x)
	}
	sort.Strings(k)
	return k
}

func tableMerge(c *cli.Context) error {
	if err := checkOutputs(c.String("output")); err != nil {
		return err
	}
	if c.NArg() < 1 {
		return usageError("parmesan table merge: want at least one table")
	}
	var sets []*paraphrase.Set
	var weights []float64
	for _, a := range c.Args().Slice() {
		path, w := a, 1.0
		if i := strings.LastIndexByte(a, ':'); i > 0 {
			if x, err := strconv.ParseFloat(a[i+1:], 64); err == nil {
				path, w = a[:i], x
			}
		}
		s, err := readTable(c, path)
		if err != nil {
			return err
		}
		sets, weights = append(sets, s), append(weights, w)
	}
	m, err := paraphrase.Merge(sets, weights)
	if err != nil {
		return err
	}
	return writeMeteorTable(c, m.Pairs())
}

func tableRestrict(c *cli.Context) error {
	if err := checkOutputs(c.String("output")); err != nil {
		return err
	}
	if c.NArg() != 1 {
		return usageError("parmesan table restrict: want one input table")
	}
	set, err := readTable(c, c.Args().First())
	if err != nil {
		return err
	}
	lines, err := data.ReadLinesFile(c.String("corpus"), c.App.Reader)
	if err != nil {
		return err
	}
	sc, err := meteor.New(meteor.Config{Language: c.String("lang"), Normalization: meteor.NormNoPunct, Modules: []meteor.Module{meteor.Exact}}, corpusResources(c.String("lang")))
	if err != nil {
		return err
	}
	corpus := make([][]string, len(lines))
	for i, l := range lines {
		corpus[i] = sc.Prepare(l)
	}
	out := paraphrase.Restrict(set, corpus)
	if out.Len() == 0 { // a table of no record, which every consumer rejects
		return fmt.Errorf("parmesan table restrict: kept 0 of %d records: no phrase pair of %s occurs in %s; nothing written",
			set.Len(), c.Args().First(), c.String("corpus"))
	}
	fmt.Fprintf(c.App.ErrWriter, "kept %d of %d records\n", out.Len(), set.Len())
	return writeMeteorTable(c, out.Pairs())
}

// corpusResources returns the embedded normalizer resources of a language.
func corpusResources(lang string) *meteor.Resources {
	res := &meteor.Resources{}
	if l, err := meteor.LookupLanguage(lang); err == nil {
		res.Prefixes, _ = data.DefaultPrefixes(l.Name)
	}
	return res
}

func tableCompile(c *cli.Context) error {
	if err := checkOutputs(c.Args().Get(1)); err != nil {
		return err
	}
	if c.NArg() != 2 {
		return usageError("parmesan table compile: want IN and OUT")
	}
	t, err := compileTable(c.Args().Get(0), c.Args().Get(1))
	if err != nil {
		return err
	}
	reportWritten(c, c.Args().Get(1))
	fmt.Fprintf(c.App.ErrWriter, "%s: %d records, %d words\n", c.Args().Get(1), t.Records, t.VocabSize())
	return nil
}

// compileTable compiles the Meteor-format table in into out.
func compileTable(in, out string) (*meteor.ParaphraseTable, error) {
	t, err := meteor.LoadParaphraseTable(in)
	if err != nil {
		return nil, err
	}
	err = writeAtomic(out, func(w *bufio.Writer) error { return meteor.CompileParaphraseTable(t, w) })
	return t, err
}

// writeMeteorTable writes pairs to the --output table and says where.
func writeMeteorTable(c *cli.Context, pairs []paraphrase.Pair) error {
	if err := paraphrase.WriteMeteorFile(c.String("output"), pairs); err != nil {
		return err
	}
	reportWritten(c, c.String("output"))
	return nil
}
