package main

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/paraphrase/mpeda"
)

func tableMpedaCommand() *cli.Command {
	return &cli.Command{
		Name:  "mpeda",
		Usage: "build a domain paraphrase table from monolingual text (MPEDA: K-means documents, Moore–Lewis selection, term network, triangles)",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "domain", Required: true, Usage: "in-domain text `FILE` (gzip or plain, a sentence a line)"},
			&cli.StringFlag{Name: "general", Required: true, Usage: "general text `FILE` (gzip or plain, a sentence a line; read 3 times)"},
			&cli.BoolFlag{Name: "paper", Usage: "the paper's method and nothing else: K-means documents, document selection, triangle pos, and none of the seven thresholds it does not have (--min-count, --max-rel-freq, --min-cooc, --min-r, --max-related, --max-chunk-terms, --min-pos)"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Required: true, Usage: "output `FILE` (gzip Meteor table)"},
			&cli.StringFlag{Name: "compiled", Usage: "also write the compiled table to `FILE` (as parmesan table compile does)"},
			&cli.StringFlag{Name: "sub-corpus", Usage: "keep the selected documents in `FILE` (tokenized, documents separated by an empty line)"},
			&cli.StringFlag{Name: "sub-corpus-ids", Usage: "also write them to `FILE` as lines DOC<TAB>TOKENS (the input of parmesan-beam mpeda)"},
			&cli.StringFlag{Name: "lang", Aliases: []string{"l"}, Value: "en", Usage: "Meteor normalizer language for tokenizing (lower-cased, no punctuation), or \"none\" for white space"},
			&cli.Float64Flag{Name: "keep", Value: mpeda.DefaultKeep, Usage: "fraction of the general corpus kept by Moore–Lewis selection"},
			&cli.IntFlag{Name: "order", Value: mpeda.DefaultOrder, Usage: fmt.Sprintf("n-gram order of the modified Kneser–Ney language models (1..%d)", mpeda.MaxOrder)},
			&cli.IntFlag{Name: "doc-size", Value: mpeda.DefaultDocSize, Usage: "mean sentences per K-means document (1: every line its own document)"},
			&cli.StringFlag{Name: "select-unit", Value: string(mpeda.Documents), Usage: "unit of Moore–Lewis selection: documents (formula 8, the paper's) or sentences"},
			&cli.IntFlag{Name: "kmeans-block", Value: mpeda.DefaultKMeansBlock, Usage: "sentences clustered together by K-means (documents never span two blocks; bounds memory)"},
			&cli.IntFlag{Name: "phrase-len", Value: mpeda.DefaultPhraseLen, Usage: "phrase terms: runs of 2..N term words seen --phrase-min times are terms too (1: a term is a word)"},
			&cli.IntFlag{Name: "phrase-min", Value: mpeda.DefaultPhraseMin, Usage: "least count of a phrase term"},
			&cli.IntFlag{Name: "window", Value: mpeda.DefaultWindow, Usage: "co-occurrence window in tokens inside a document (0: the whole document)"},
			&cli.StringFlag{Name: "score", Value: string(mpeda.Triangles), Usage: "paraphrase score: triangles (formulas 4–6, the paper's) or chunk-dice (context n-gram Dice, not the paper's)"},
			&cli.IntFlag{Name: "chunk-len", Value: mpeda.DefaultChunkLen, Usage: "chunk-dice only: longest chunk context, in words"},
			&cli.IntFlag{Name: "min-count", Value: mpeda.DefaultMinCount, Usage: "least count of a term in the sub-corpus"},
			&cli.Float64Flag{Name: "max-rel-freq", Value: mpeda.DefaultMaxRelFreq, Usage: "words above this relative frequency are not terms (negative: no limit)"},
			&cli.IntFlag{Name: "min-cooc", Value: mpeda.DefaultMinCooc, Usage: "least co-occurrence count C(ti, tj) of an edge"},
			&cli.Float64Flag{Name: "min-r", Value: mpeda.DefaultMinR, Usage: "least correlation R of an edge (negative: none)"},
			&cli.IntFlag{Name: "max-related", Value: mpeda.DefaultMaxRelated, Usage: "edges kept per term, highest R (negative: all)"},
			&cli.IntFlag{Name: "max-chunk-terms", Value: mpeda.DefaultMaxChunkTerms, Usage: "chunk-dice only: chunks shared by more terms are ignored (negative: none)"},
			&cli.Float64Flag{Name: "min-pos", Value: mpeda.DefaultMinPos, Usage: "least pos of an output pair (negative: none)"},
			&cli.StringFlag{Name: "mem", Value: "2G", Usage: "memory `SIZE` for counts before spilling to disk (K, M, G, T suffixes; at least 1M)"},
			&cli.StringFlag{Name: "tmp", Usage: "`DIR` for spilled runs and the sub-corpus (default: the system's)"},
			&cli.IntFlag{Name: "workers", Aliases: []string{"j"}, Usage: "goroutines (default: all cores)"},
			&cli.Uint64Flag{Name: "seed", Usage: "seed of K-means"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "statistics on stdout: text or json"},
		},
		Action: tableMpeda,
	}
}

// minMem is the least --mem of table mpeda: below it the counts spill a
// run file every few entries (--mem 1 made 268,833 files and took 192 s
// instead of 0.4 s).
const minMem = 1 << 20

// maxSize bounds parseSize (1 EiB): larger values overflow int64.
const maxSize = 1 << 60

// parseSize reads a byte count with an optional K, M, G or T suffix
// (powers of 1024): a finite positive number up to 1 EiB.
func parseSize(s string) (int64, error) {
	mult := int64(1)
	t := strings.ToUpper(strings.TrimSuffix(strings.TrimSpace(s), "B"))
	if t != "" {
		if i := strings.IndexByte("KMGT", t[len(t)-1]); i >= 0 {
			mult = int64(1) << (10 * (i + 1))
			t = t[:len(t)-1]
		}
	}
	x, err := strconv.ParseFloat(t, 64)
	if err != nil || !(x > 0) || math.IsInf(x, 0) {
		return 0, fmt.Errorf("bad size %q (want e.g. 512M or 2G)", s)
	}
	if x*float64(mult) > maxSize {
		return 0, fmt.Errorf("size %q is more than 1 EiB", s)
	}
	return int64(x * float64(mult)), nil
}

func tableMpeda(c *cli.Context) error {
	if err := checkOutputs(c.String("output")); err != nil {
		return err
	}
	for _, f := range []string{"compiled", "sub-corpus", "sub-corpus-ids"} { // every output, before the work
		if p := c.String(f); p != "" {
			if err := checkOutputs(p); err != nil {
				return err
			}
		}
	}
	mem, err := parseSize(c.String("mem"))
	if err != nil {
		return usageError("parmesan table mpeda: --mem: %v", err)
	}
	if mem < minMem {
		return usageError("parmesan table mpeda: --mem %s is below the floor of 1M (counts would spill a file every few entries)", c.String("mem"))
	}
	if k := c.Float64("keep"); k <= 0 || k > 1 {
		return usageError("parmesan table mpeda: --keep %g is not in (0, 1]", k)
	}
	if o := c.Int("order"); o < 1 || o > mpeda.MaxOrder {
		return usageError("parmesan table mpeda: --order %d is not in 1..%d", o, mpeda.MaxOrder)
	}
	if d := c.Int("doc-size"); d < 1 {
		return usageError("parmesan table mpeda: --doc-size %d is not positive", d)
	}
	if c.Int("phrase-len") < 1 || c.Int("phrase-len") > mpeda.MaxPhraseLen || c.Int("phrase-min") < 1 || c.Int("kmeans-block") < 1 {
		return usageError("parmesan table mpeda: --phrase-len must be in 1..%d, --phrase-min and --kmeans-block positive", mpeda.MaxPhraseLen)
	}
	if w := c.Int("window"); w < 0 {
		return usageError("parmesan table mpeda: --window %d is negative", w)
	}
	if u := mpeda.Unit(c.String("select-unit")); u != mpeda.Documents && u != mpeda.Sentences {
		return usageError("parmesan table mpeda: --select-unit %q is not documents or sentences", u)
	}
	if s := mpeda.Score(c.String("score")); s != mpeda.Triangles && s != mpeda.ChunkDice {
		return usageError("parmesan table mpeda: --score %q is not triangles or chunk-dice", s)
	}
	if c.Bool("paper") {
		for _, f := range []string{"min-count", "max-rel-freq", "min-cooc", "min-r", "max-related", "max-chunk-terms", "min-pos", "score", "select-unit", "chunk-len"} {
			if c.IsSet(f) {
				return usageError("parmesan table mpeda: --%s is not part of the paper's method (--paper)", f)
			}
		}
	}
	opt := mpeda.Options{
		Paper: c.Bool("paper"), DocSize: c.Int("doc-size"), Unit: mpeda.Unit(c.String("select-unit")),
		Score: mpeda.Score(c.String("score")), Seed: c.Uint64("seed"),
		KMeansBlock: c.Int("kmeans-block"), PhraseLen: c.Int("phrase-len"), PhraseMin: c.Int("phrase-min"),
		Keep: c.Float64("keep"), Order: c.Int("order"), Window: c.Int("window"), ChunkLen: c.Int("chunk-len"),
		MinCount: c.Int("min-count"), MaxRelFreq: c.Float64("max-rel-freq"), MinCooc: c.Int("min-cooc"),
		MinR: c.Float64("min-r"), MaxRelated: c.Int("max-related"), MaxChunkTerms: c.Int("max-chunk-terms"),
		MinPos: c.Float64("min-pos"), Mem: mem, TempDir: c.String("tmp"), Workers: c.Int("workers"),
		SubCorpus: c.String("sub-corpus"), SubCorpusIDs: c.String("sub-corpus-ids"),
		Log: func(msg string) { fmt.Fprintln(c.App.ErrWriter, msg) },
	}
	if lang := c.String("lang"); lang != "none" {
		sc, err := meteor.New(meteor.Config{Language: lang, Normalization: meteor.NormNoPunct, Modules: []meteor.Module{meteor.Exact}}, corpusResources(lang))
		if err != nil {
			return err
		}
		opt.Tokenize, opt.TokenizerName = sc.Prepare, "meteor-"+lang+"-nopunct"
	}
	input := func(path, what string) mpeda.Input {
		pass := 0
		return mpeda.Input{Name: path, Open: func() (io.ReadCloser, error) {
			pass++
			r, done, err := openInput(c, path, fmt.Sprintf("%s (pass %d)", what, pass))
			if err != nil {
				return nil, err
			}
			return readCloser{r, done}, nil
		}}
	}
	// SIGINT and SIGTERM cancel the work; the handler removes the spilled
	// runs once the goroutines writing them have stopped.
	ctx, done := interruptible(c.Context)
	defer done()
	pairs, st, err := mpeda.Build(ctx, input(c.String("domain"), "domain"), input(c.String("general"), "general"), opt)
	if err != nil {
		return err
	}
	if len(pairs) == 0 {
		return fmt.Errorf("parmesan table mpeda: no pair passed the thresholds (%d candidates; see --min-pos, --min-r, --min-count); nothing written", st.Extract.Candidates)
	}
	if err := paraphrase.WriteMeteorFile(c.String("output"), pairs); err != nil {
		return err
	}
	if p := c.String("compiled"); p != "" {
		if _, err := compileTable(c.String("output"), p); err != nil {
			return err
		}
	}
	for _, p := range []string{c.String("output"), c.String("compiled")} { // beside each table: its settings
		if p != "" {
			if err := mpeda.WriteSettings(p, mpeda.Settings(opt)); err != nil {
				return err
			}
			reportWritten(c, p, p+mpeda.SettingsSuffix)
		}
	}
	if c.String("format") == "json" {
		return writeJSON(c.App.Writer, st)
	}
	w := c.App.Writer
	fmt.Fprintf(w, "documents:  %d of %d (K-means, --doc-size %d)\n", st.Select.SelectedDocs, st.Select.Documents, c.Int("doc-size"))
	fmt.Fprintf(w, "selected:   %d of %d general sentences (%d tokens), H_ref − H_train ≤ %.4f\n",
		st.Select.Selected, st.Select.GeneralSentences, st.Select.SelectedTokens, st.Select.Threshold)
	fmt.Fprintf(w, "terms:      %d of %d types\n", st.Extract.Terms, st.Extract.Types)
	fmt.Fprintf(w, "network:    %d co-occurring pairs in %d documents, %d edges\n", st.Extract.CoocPairs, st.Extract.Units, st.Extract.Candidates)
	if opt.WithDefaults().Score == mpeda.Triangles {
		fmt.Fprintf(w, "triangles:  %d\n", st.Extract.Triangles)
	} else {
		fmt.Fprintf(w, "chunks:     %d (%d too generic)\n", st.Extract.Chunks, st.Extract.Generic)
	}
	fmt.Fprintf(w, "pairs:      %d records in %s\n", len(pairs), c.String("output"))
	fmt.Fprintf(w, "spills:     %d runs\n", st.Extract.Spills)
	return nil
}

type readCloser struct {
	io.Reader
	done func()
}

func (r readCloser) Close() error { r.done(); return nil }
