package main

import (
	"fmt"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan"
	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/metric/meteorpp"
)

func copywordsCommand() *cli.Command {
	return &cli.Command{
		Name:  "copywords",
		Usage: "Meteor++ copy knowledge: words a paraphrase almost always copies",
		Subcommands: []*cli.Command{{
			Name:  "extract",
			Usage: "extract copy words from paraphrase pairs (TSV files and/or evaluation sets)",
			Flags: []cli.Flag{
				&cli.StringSliceFlag{Name: "pairs", Usage: "paraphrase pairs `FILE`, one pair per line as sentence<TAB>paraphrase (repeatable, - for stdin)"},
				&cli.StringSliceFlag{Name: "set", Usage: "evaluation set `DIR` (../shared/eval layout; repeatable): good hypotheses with their references, and reference pairs"},
				&cli.Float64Flag{Name: "min-human", Usage: "with --set: the least human segment score of a hypothesis used as a paraphrase"},
				&cli.BoolFlag{Name: "no-ref-pairs", Usage: "with --set: do not pair the references of one segment with each other"},
				&cli.IntFlag{Name: "c", Value: meteorpp.DefaultMinCount, Usage: "least number of sentences a copy word occurs in"},
				&cli.Float64Flag{Name: "p", Value: meteorpp.DefaultMinProb, Usage: "least probability that a word on one side occurs on the other"},
				&cli.StringFlag{Name: "lang", Aliases: []string{"l"}, Value: parmesan.DefaultLanguage, Usage: "language (Meteor's tokenization and function words)"},
				&cli.StringFlag{Name: "resources", Usage: "Meteor resource `DIR` (function words; default: embedded)"},
				&cli.BoolFlag{Name: "keep-function-words", Usage: "let function words and punctuation be copy words"},
				&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Required: true, Usage: "output copy-word `FILE`"},
			},
			Action: copywordsExtract,
		}},
	}
}

func copywordsExtract(c *cli.Context) error {
	if len(c.StringSlice("pairs")) == 0 && len(c.StringSlice("set")) == 0 {
		return usageError("parmesan copywords extract: give --pairs FILE or --set DIR")
	}
	if len(c.StringSlice("set")) > 0 && !c.IsSet("min-human") {
		return usageError("parmesan copywords extract: --set needs --min-human (the least human score of a good hypothesis)")
	}
	set, err := meteor.Config{Language: c.String("lang"), Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}.Resolve()
	if err != nil {
		return usageError("parmesan copywords extract: %v", err)
	}
	dir := c.String("resources")
	if dir == "" {
		dir = os.Getenv(meteor.ResourceEnv)
	}
	res, err := meteor.LoadResources(set, meteor.ResourceFiles{Dir: dir})
	if err != nil {
		return err
	}
	sc, err := meteor.NewWithSettings(set, res)
	if err != nil {
		return err
	}
	var src meteorpp.Sources
	for _, p := range c.StringSlice("pairs") {
		ps, err := data.LoadSentencePairs(p, c.App.Reader)
		if err != nil {
			return err
		}
		src.Pairs = append(src.Pairs, ps...)
	}
	for _, d := range c.StringSlice("set") {
		es, err := data.ReadEvalSet(d)
		if err != nil {
			return err
		}
		_, refs, err := es.References()
		if err != nil {
			return err
		}
		src.Sets = append(src.Sets, meteorpp.SetSource{Set: es, Refs: refs,
			SetOptions: meteorpp.SetOptions{MinHuman: c.Float64("min-human"), NoRefPairs: c.Bool("no-ref-pairs")}})
	}
	o := meteorpp.ExtractOptions{MinCount: c.Int("c"), MinProb: c.Float64("p")}
	cw, n, err := meteorpp.ExtractFrom(sc, src, o, c.Bool("keep-function-words"))
	if err != nil {
		return usageError("parmesan copywords extract: %v", err)
	}
	header := fmt.Sprintf("parmesan copywords extract: c=%d p=%g lang=%s pairs=%d words=%d", o.MinCount, o.MinProb, set.Lang.Code, n, cw.Len())
	if err := data.WriteCopyWords(c.String("output"), cw, header); err != nil {
		return err
	}
	fmt.Fprintf(c.App.ErrWriter, "%s: %d copy words from %d pairs\n", c.String("output"), cw.Len(), n)
	return nil
}
