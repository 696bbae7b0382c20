package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
	"github.com/parmesan-mt/parmesan/lemma/perceptron"
	"github.com/parmesan-mt/parmesan/meteor"
)

func lemmaCommand() *cli.Command {
	lang := &cli.StringFlag{Name: "lang", Aliases: []string{"l"}, Value: "en", Usage: "language code (" + strings.Join(lemma.Languages(), ", ") + ")"}
	model := &cli.StringFlag{Name: "model", Usage: "a model `FILE` from \"parmesan lemma train\" instead of the built-in analyzer (from \"lemma train --ship\": instead of the language's embedded model)"}
	return &cli.Command{
		Name:  "lemma",
		Usage: "lemmatize, tag and generate word forms",
		Subcommands: []*cli.Command{
			{
				Name:  "analyze",
				Usage: "sentences on stdin (one per line) → CoNLL-U on stdout",
				Flags: []cli.Flag{lang, model, &cli.StringFlag{Name: "tokenize", Value: "space",
					Usage: "how lines are split into tokens: space (already tokenized), meteor (the Meteor -norm tokenizer of --lang), uax29 (Unicode word boundaries), auto (meteor where --lang has a normalizer, else uax29)"}},
				Action: lemmaAnalyze,
			},
			{
				Name:      "generate",
				Usage:     "print the forms of LEMMA with UPOS and FEATS (e.g. klasický ADJ 'Case=Nom|Gender=Neut|Number=Sing')",
				ArgsUsage: "LEMMA UPOS FEATS",
				Flags:     []cli.Flag{lang},
				Action:    lemmaGenerate,
			},
			{
				Name:  "train",
				Usage: "train a tagger and lemmatizer from CoNLL-U files (any UD language)",
				Flags: []cli.Flag{lang,
					&cli.StringSliceFlag{Name: "conllu", Required: true, Usage: "training `FILE` (repeatable)"},
					&cli.IntFlag{Name: "iterations", Value: 5, Usage: "perceptron iterations", Action: atLeast("iterations", 1)},
					&cli.BoolFlag{Name: "lexicon", Usage: "use the language's dictionary analyzer (e.g. hunspell-cs) as features"},
					&cli.BoolFlag{Name: "ship", Usage: "for de, pl, ru, ro, fr, es: write a model file of the hunspell language (tables and taggers, as go generate makes the embedded ones; docs/models.md) from one --conllu FILE and the system dictionary; use it with --model"},
					&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Required: true, Usage: "model `FILE`"}},
				Action: lemmaTrain,
			},
			{
				Name:  "eval",
				Usage: "accuracy against a CoNLL-U file (gold tokenization)",
				Flags: []cli.Flag{lang, model,
					&cli.StringFlag{Name: "conllu", Required: true, Usage: "gold `FILE`"},
					&cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"}},
				Action: lemmaEval,
			},
		},
	}
}

// analyzerFrom returns the trained model named by the parent command's
// --model flag, or the registered analyzer of --lang.
func analyzerFrom(c *cli.Context) (lemma.Analyzer, error) {
	p := c.String("model")
	if p == "" {
		l, err := lemma.New(c.String("lang"))
		if errors.Is(err, lemma.ErrUnknownLanguage) { // the lemma commands have --model
			err = fmt.Errorf("%w; for another language train a model from UD treebanks with \"parmesan lemma train\" and pass it with --model", err)
		}
		return l, err
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, err
	}
	if bytes.HasPrefix(b, []byte(hunspell.ModelMagic+"\n")) {
		// A model of a hunspell language ("lemma train --ship"): it
		// replaces the embedded one.
		spec, ok := hunspell.SpecFor(c.String("lang"))
		if !ok {
			return nil, usageError("%s: a hunspell language model; --lang %q is none of those", p, c.String("lang"))
		}
		spec.Model = b
		dir, err := data.FindHunspell(spec.Locale, spec.Package)
		if err != nil {
			return nil, err
		}
		l, err := hunspell.Load(spec, dir)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		return l, nil
	}
	m, err := perceptron.Load(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p, err)
	}
	if l, err := lemma.New(c.String("lang")); err == nil {
		if lex, ok := l.(perceptron.CandidateSource); ok {
			m.SetLexicon(lex)
		}
	}
	return m, nil
}

func lemmaTrain(c *cli.Context) error {
	if err := checkOutputs(c.String("output")); err != nil {
		return err
	}
	if c.Bool("ship") {
		return lemmaTrainShip(c)
	}
	var sents []*data.CoNLLUSentence
	for _, p := range c.StringSlice("conllu") {
		f, err := os.Open(p)
		if err != nil {
			return err
		}
		r := data.NewCoNLLUReader(f, p)
		for {
			s, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				f.Close()
				return err
			}
			sents = append(sents, s)
		}
		f.Close()
	}
	opt := perceptron.TrainOptions{Iterations: c.Int("iterations")}
	if c.Bool("lexicon") {
		l, err := lemma.New(c.String("lang"))
		if err != nil {
			return err
		}
		lex, ok := l.(perceptron.CandidateSource)
		if !ok {
			return usageError("parmesan lemma train: the %s analyzer offers no lexicon", c.String("lang"))
		}
		opt.Lexicon = lex
	}
	m, err := perceptron.Train(sents, opt)
	if err != nil {
		return err
	}
	if err := writeAtomic(c.String("output"), func(w *bufio.Writer) error { return m.Save(w) }); err != nil {
		return err
	}
	reportWritten(c, c.String("output"))
	fmt.Fprintf(c.App.ErrWriter, "trained on %d sentences; model written to %s (use it with --model, and --lang for its lexicon)\n", len(sents), c.String("output"))
	return nil
}

func lemmaAnalyze(c *cli.Context) error {
	l, err := analyzerFrom(c)
	if err != nil {
		return err
	}
	split, err := tokenizer(c.String("tokenize"), c.String("lang"))
	if err != nil {
		return err
	}
	sc := bufio.NewScanner(c.App.Reader)
	sc.Buffer(make([]byte, 64*1024), data.MaxLineBytes)
	out := bufio.NewWriter(c.App.Writer)
	n := 0
	for sc.Scan() {
		n++
		// sent_id keeps output sentences aligned with input lines, also
		// for an empty line (a sentence without words).
		s := &data.CoNLLUSentence{Comments: []string{"# sent_id = " + strconv.Itoa(n), strings.TrimSpace("# text = " + strings.Join(strings.Fields(sc.Text()), " "))}}
		for _, t := range l.Analyze(split(sc.Text())) {
			s.Words = append(s.Words, data.CoNLLUWord{Form: t.Form, Lemma: t.Lemma, UPOS: t.POS, XPOS: t.XPOS, Feats: t.Feats.String()})
		}
		// One sentence at a time: the output streams.
		if err := data.WriteConllu(out, []*data.CoNLLUSentence{s}); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		out.Flush()
		return fmt.Errorf("<stdin>:%d: %w", n+1, err)
	}
	return out.Flush()
}

// tokenizer returns the line splitter named by --tokenize.
func tokenizer(name, lang string) (func(string) []string, error) {
	meteorTok := func() (func(string) []string, error) {
		l, err := meteor.LookupLanguage(lang)
		if err != nil {
			return nil, err
		}
		p, err := data.DefaultPrefixes(l.Name)
		if err != nil {
			return nil, err
		}
		n, err := meteor.NewNormalizer(l.Name, p)
		if err != nil {
			return nil, err
		}
		return func(s string) []string { return strings.Fields(n.Normalize(s, true)) }, nil
	}
	switch name {
	case "space":
		return strings.Fields, nil
	case "uax29":
		return lemma.Tokenize, nil
	case "meteor":
		return meteorTok()
	case "auto":
		if f, err := meteorTok(); err == nil {
			return f, nil
		}
		return lemma.Tokenize, nil
	}
	return nil, usageError("parmesan lemma analyze: --tokenize: want space, meteor, uax29 or auto, not %q", name)
}

func lemmaGenerate(c *cli.Context) error {
	if c.NArg() != 3 {
		return usageError("parmesan lemma generate: want LEMMA UPOS FEATS")
	}
	l, err := lemma.New(c.String("lang"))
	if err != nil {
		return err
	}
	f, err := lemma.ParseFeats(c.Args().Get(2))
	if err != nil {
		return usageError("parmesan lemma generate: %v", err)
	}
	forms := l.Generate(c.Args().Get(0), c.Args().Get(1), f)
	if len(forms) == 0 {
		return cli.Exit("parmesan lemma generate: no form known", 1)
	}
	for _, x := range forms {
		fmt.Fprintln(c.App.Writer, x)
	}
	return nil
}

func lemmaEval(c *cli.Context) error {
	l, err := analyzerFrom(c)
	if err != nil {
		return err
	}
	p := c.String("conllu")
	f, err := os.Open(p)
	if err != nil {
		return err
	}
	defer f.Close()
	s, err := lemma.Evaluate(l, data.NewCoNLLUReader(f, p))
	if err != nil {
		return err
	}
	if c.String("format") == "json" {
		return writeJSON(c.App.Writer, s)
	}
	fmt.Fprintf(c.App.Writer, "tokens %d\nlemma  %.4f (case-insensitive %.4f)\nUPOS   %.4f\nfeats  %.4f\n", s.Tokens, s.Lemma, s.LemmaCI, s.UPOS, s.Feats)
	for _, k := range []string{"Gender", "Number", "Case"} {
		if v, ok := s.PerFeature[k]; ok {
			fmt.Fprintf(c.App.Writer, "%-6s %.4f\n", k, v)
		}
	}
	return nil
}

// lemmaTrainShip writes a hunspell language's model file trained on one
// CoNLL-U file (lemma train --ship): the way to train on another
// treebank than the one the embedded model comes from.
func lemmaTrainShip(c *cli.Context) error {
	spec, ok := hunspell.SpecFor(c.String("lang"))
	if !ok {
		return usageError("parmesan lemma train --ship: --lang %q is not a hunspell language (de, pl, ru, ro, fr, es)", c.String("lang"))
	}
	files := c.StringSlice("conllu")
	if len(files) != 1 || c.IsSet("iterations") || c.IsSet("lexicon") {
		return usageError("parmesan lemma train --ship: one --conllu FILE, and neither --iterations nor --lexicon (the model's settings are fixed)")
	}
	train := files[0]
	dir, err := data.FindHunspell(spec.Locale, spec.Package)
	if err != nil {
		return err
	}
	// The provenance a UD treebank directory states; another file's is
	// unknown.
	prov := hunspell.Provenance{Release: "unknown", Licence: "unknown"}
	if rel, lic, err := data.UDProvenance(filepath.Dir(train)); err == nil {
		prov = hunspell.Provenance{Release: rel, Licence: lic}
	}
	spec.Treebank = filepath.Base(filepath.Dir(train))
	b, err := hunspell.Build(spec, dir, train, prov)
	if err != nil {
		return err
	}
	if err := writeAtomic(c.String("output"), func(w *bufio.Writer) error { _, err := w.Write(b); return err }); err != nil {
		return err
	}
	reportWritten(c, c.String("output"))
	return nil
}
