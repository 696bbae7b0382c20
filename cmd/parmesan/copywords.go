package main

import (
	"fmt"
	"math"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
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
				&cli.StringSliceFlag{Name: "set", Usage: "evaluation set `DIR` (../shared/eval layout; repeatable): hypotheses with a good human score, each paired with its references"},
				&cli.Float64Flag{Name: "min-human", Value: meteorpp.DefaultMinHuman, Usage: "with --set: the least human segment score of a hypothesis used as a paraphrase, on --human-scale (the paper: 0.8 on normalised DA; min–max 0.8 is HUME ≥ 0.81, MQM ≥ −5)"},
				&cli.StringFlag{Name: "human-scale", Value: meteorpp.ScaleMinMax, Usage: "with --set: minmax (scores normalised to [0, 1] by the set's least and greatest) or raw"},
				&cli.BoolFlag{Name: "ref-pairs", Usage: "with --set: also pair the references of one segment with each other (an extension; named in the signature)"},
				&cli.IntFlag{Name: "c", Value: meteorpp.DefaultMinCount, Usage: "F: least number of pairs C(w) a copy word occurs in"},
				&cli.Float64Flag{Name: "p", Value: meteorpp.DefaultMinProb, Usage: "P: least p_w = C(co_w)/C(w), the share of its pairs with the word on both sides"},
				&cli.StringFlag{Name: "lang", Aliases: []string{"l"}, Value: eval.DefaultLanguage, Usage: "language (Meteor's tokenization and function words)"},
				&cli.StringFlag{Name: "resources", Usage: "Meteor resource `DIR` (function words; default: embedded)"},
				&cli.BoolFlag{Name: "skip-function-words", Usage: "never take function words and punctuation as copy words (an extension; named in the signature)"},
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
	if v := c.Float64("min-human"); math.IsNaN(v) || math.IsInf(v, 0) {
		return usageError("parmesan copywords extract: --min-human %v is not a finite number", v)
	}
	set, err := meteor.Config{Language: c.String("lang"), Normalization: meteor.Norm, Modules: []meteor.Module{meteor.Exact}}.Resolve()
	if err != nil {
		return usageError("parmesan copywords extract: %v", err)
	}
	res, err := meteor.LoadResources(set, meteor.ResourceFiles{Dir: resourceDir(c)})
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
			SetOptions: meteorpp.SetOptions{MinHuman: c.Float64("min-human"), Scale: c.String("human-scale"), RefPairs: c.Bool("ref-pairs")}})
	}
	o := meteorpp.ExtractOptions{MinCount: c.Int("c"), MinProb: c.Float64("p"), SkipFunctionWords: c.Bool("skip-function-words")}
	cw, n, err := meteorpp.ExtractFrom(sc, src, o)
	if err != nil {
		return usageError("parmesan copywords extract: %v", err)
	}
	header := fmt.Sprintf("parmesan copywords extract: lang=%s pairs=%d words=%d", set.Lang.Code, n, cw.Len())
	if err := data.WriteCopyWords(c.String("output"), cw, header); err != nil {
		return err
	}
	reportWritten(c, c.String("output"))
	fmt.Fprintf(c.App.ErrWriter, "%s: %d copy words from %d pairs\n", c.String("output"), cw.Len(), n)
	return nil
}
