package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lemma"
)

func lemmaCommand() *cli.Command {
	lang := &cli.StringFlag{Name: "lang", Aliases: []string{"l"}, Value: "en", Usage: "language code (" + strings.Join(lemma.Languages(), ", ") + ")"}
	return &cli.Command{
		Name:  "lemma",
		Usage: "lemmatize, tag and generate word forms",
		Subcommands: []*cli.Command{
			{
				Name:   "analyze",
				Usage:  "tokens on stdin (one sentence per line, space-separated) → CoNLL-U on stdout",
				Flags:  []cli.Flag{lang},
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
				Name:  "eval",
				Usage: "accuracy against a CoNLL-U file (gold tokenization)",
				Flags: []cli.Flag{lang,
					&cli.StringFlag{Name: "conllu", Required: true, Usage: "gold `FILE`"},
					&cli.StringFlag{Name: "format", Value: "text", Usage: "text or json"}},
				Action: lemmaEval,
			},
		},
	}
}

func lemmaAnalyze(c *cli.Context) error {
	l, err := lemma.New(c.String("lang"))
	if err != nil {
		return err
	}
	sc := bufio.NewScanner(c.App.Reader)
	sc.Buffer(make([]byte, 64*1024), data.MaxLineBytes)
	var sents []*data.ConlluSentence
	for sc.Scan() {
		toks := strings.Fields(sc.Text())
		s := &data.ConlluSentence{}
		for _, t := range l.Analyze(toks) {
			s.Words = append(s.Words, data.ConlluWord{Form: t.Form, Lemma: t.Lemma, UPOS: t.POS, Feats: t.Feats.String()})
		}
		sents = append(sents, s)
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("<stdin>:%d: %w", len(sents)+1, err)
	}
	return data.WriteConllu(c.App.Writer, sents)
}

func lemmaGenerate(c *cli.Context) error {
	if c.NArg() != 3 {
		return cli.Exit("parmesan lemma generate: want LEMMA UPOS FEATS", 2)
	}
	l, err := lemma.New(c.String("lang"))
	if err != nil {
		return err
	}
	f, err := lemma.ParseFeats(c.Args().Get(2))
	if err != nil {
		return cli.Exit(err.Error(), 2)
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
	l, err := lemma.New(c.String("lang"))
	if err != nil {
		return err
	}
	p := c.String("conllu")
	f, err := os.Open(p)
	if err != nil {
		return err
	}
	defer f.Close()
	s, err := lemma.Evaluate(l, data.NewConlluReader(f, p))
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
