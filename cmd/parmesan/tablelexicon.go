package main

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"time"
	"unicode"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/internal/pool"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase/lexicon"
	"github.com/parmesan-mt/parmesan/paraphrase/multi"
	"github.com/parmesan-mt/parmesan/paraphrase/multi/align"
)

func tableLexiconCommand() *cli.Command {
	d := lexicon.DefaultOptions
	return &cli.Command{
		Name:  "lexicon",
		Usage: "learn a bilingual lexicon p(target lemma | source word) from many translations (IBM Model 1), for source grounding",
		ArgsUsage: "DIR ...  (test sets with src.txt, refs/*.txt, sys/*.txt named <set>.<a>-<b>, or a directory of them; " +
			"a set translating --target into --source is read against its direction)",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "source", Aliases: []string{"s"}, Required: true, Usage: "source language (en, de)"},
			&cli.StringFlag{Name: "lang", Aliases: []string{"l"}, Required: true, Usage: "target language (cs, en)"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Required: true, Usage: "output `FILE` (gzip TSV source, target, probability; settings in the gzip header comment)"},
			&cli.IntFlag{Name: "iterations", Value: d.Iterations, Usage: "EM iterations"},
			&cli.IntFlag{Name: "min-segments", Value: d.MinSegments, Usage: "distinct lines a pair must co-occur in"},
			&cli.Float64Flag{Name: "min-p", Value: d.MinP, Usage: "keep translations at least this probable"},
			&cli.IntFlag{Name: "top", Value: d.TopK, Usage: "keep at most this many translations per source word"},
			&cli.IntFlag{Name: "workers", Aliases: []string{"j"}, Usage: "goroutines analysing text (default: all cores)"},
		},
		Action: tableLexicon,
	}
}

// contentTarget are the target parts of speech the lexicon explains:
// those the rewriter substitutes.
var contentTarget = map[string]bool{"NOUN": true, "VERB": true, "ADJ": true, "ADV": true}

func tableLexicon(c *cli.Context) error {
	out := c.String("output")
	if err := checkOutputs(out); err != nil {
		return err
	}
	if c.NArg() == 0 {
		return usageError("parmesan table lexicon: want at least one test-set directory")
	}
	sl, err := lang.Parse(c.String("source"))
	if err != nil {
		return usageError("parmesan table lexicon: --source: %v", err)
	}
	tl, err := lang.Parse(c.String("lang"))
	if err != nil {
		return usageError("parmesan table lexicon: --lang: %v", err)
	}
	// Sets from the source into the target (read along), then from the
	// target into the source (read against); a set is read only in the
	// direction its name gives (multi.Direction), so a test set named as
	// an argument, which multi.CorpusDirs gives into either language, is
	// read once.
	var dirs []string
	var reversed []bool
	for _, code := range []string{tl.Code, sl.Code} {
		ds, err := multi.CorpusDirs(c.Args().Slice(), code)
		if err != nil {
			continue
		}
		want := [2]string{sl.Code, tl.Code}
		if code == sl.Code {
			want = [2]string{tl.Code, sl.Code}
		}
		for _, d := range ds {
			if src, tgt := multi.Direction(d); src == want[0] && tgt == want[1] {
				dirs = append(dirs, d)
				reversed = append(reversed, code == sl.Code)
			}
		}
	}
	san, err := lemma.New(sl.Code)
	if err != nil {
		return err
	}
	tan, err := lemma.New(tl.Code)
	if err != nil {
		return err
	}
	_, stok, err := align.Meteor(sl.Code)
	if err != nil {
		return err
	}
	_, ttok, err := align.Meteor(tl.Code)
	if err != nil {
		return err
	}
	start := time.Now()
	workers := c.Int("workers")
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var segs []lexicon.Segment
	var names []string
	line := 0
	for k, d := range dirs {
		corp, err := multi.ReadCorpus(d)
		if err != nil {
			return err
		}
		names = append(names, fmt.Sprintf("%s(%d×%d)", corp.Name, corp.Lines, len(corp.Systems)))
		got, err := lexiconSegments(c.Context, corp, reversed[k], line, san, tan, stok, ttok, workers)
		if err != nil {
			return err
		}
		segs = append(segs, got...)
		line += corp.Lines
	}
	if len(names) == 0 {
		return usageError("parmesan table lexicon: no test set between %s and %s among %s", sl.Code, tl.Code, strings.Join(c.Args().Slice(), " "))
	}
	opt := lexicon.Options{Iterations: c.Int("iterations"), MinSegments: c.Int("min-segments"), MinP: c.Float64("min-p"), TopK: c.Int("top")}
	lex, st, err := lexicon.Train(c.Context, segs, opt)
	if err != nil {
		return err
	}
	if st.Kept == 0 {
		return fmt.Errorf("parmesan table lexicon: no translation passed the thresholds; nothing written")
	}
	settings := fmt.Sprintf("method:lexicon|pair:%s-%s|model:%s|targets:NOUN+VERB+ADJ+ADV-lemmas|corpora:%s|lines:%d|sentence-pairs:%d|source-words:%d|target-lemmas:%d|modelled:%d|kept:%d|licence:derived from WMT test sets, research use per WMT's terms",
		sl.Code, tl.Code, opt, strings.Join(names, ","), st.Segments, st.Sentences, st.SourceWords, st.Targets, st.Modelled, st.Kept)
	if err := lexicon.Write(out, lex, settings); err != nil {
		return err
	}
	reportWritten(c, out)
	fmt.Fprintf(c.App.ErrWriter, "%s\n%s: %d entries for %d source words in %.1fs\n", settings, out, st.Kept, lex.Len(), time.Since(start).Seconds())
	return nil
}

// lexiconSegments turns a test set into training segments: the source
// words are lower-case lemmas of letter-bearing tokens, the targets the
// lower-case lemmas of content words. Read against its direction
// (reversed), every translation of a line is a source sentence whose
// one translation is the line's source text.
func lexiconSegments(ctx context.Context, corp *multi.Corpus, reversed bool, base int,
	san, tan lemma.Analyzer, stok, ttok func(string) []string, workers int) ([]lexicon.Segment, error) {
	srcWords := func(s string) []string {
		var out []string
		for _, t := range san.Analyze(stok(s)) {
			if strings.IndexFunc(t.Form, unicode.IsLetter) >= 0 {
				out = append(out, strings.ToLower(t.Lemma))
			}
		}
		return out
	}
	tgtWords := func(s string) []string {
		var out []string
		for _, t := range tan.Analyze(ttok(s)) {
			if contentTarget[t.POS] {
				out = append(out, strings.ToLower(t.Lemma))
			}
		}
		return out
	}
	per := make([][]lexicon.Segment, corp.Lines)
	err := pool.Each(ctx, corp.Lines, pool.Options{Workers: workers, Block: 16}, func(i int) error {
		if !reversed {
			s := lexicon.Segment{ID: base + i, Source: srcWords(corp.Source[i])}
			for k := range corp.Texts {
				s.Translations = append(s.Translations, tgtWords(corp.Texts[k][i]))
			}
			per[i] = []lexicon.Segment{s}
			return nil
		}
		tgt := [][]string{tgtWords(corp.Source[i])}
		for k := range corp.Texts {
			per[i] = append(per[i], lexicon.Segment{ID: base + i, Source: srcWords(corp.Texts[k][i]), Translations: tgt})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	var segs []lexicon.Segment
	for _, s := range per {
		segs = append(segs, s...)
	}
	return segs, nil
}
