package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/eval"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/meteor"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/pipeline"
)

// rewriteFlags are shared by "rewrite" and "score --rewrite".
func rewriteFlags(forScore bool) []cli.Flag {
	f := []cli.Flag{
		&cli.StringSliceFlag{Name: "sources", Usage: "paraphrase sources: wordnet, mythes, mythes:FILE, multi (the embedded table mined from many translations: cs, en, de, ru, es), related (pairs used only where the two words are alone in one slot: en WordNet similar-to and hypernym pairs from wordnet-base, cs the thesaurus pairs the sense guard removes), table:PATH (default: en wordnet+multi+related, cs mythes+multi+related, others mythes)"},
		&cli.StringFlag{Name: "preset", Value: string(paraphrase.PresetDiffLemma), Usage: "filter for table sources: " + presetNames()},
		&cli.BoolFlag{Name: "no-fix", Usage: "do not repair agreement after rewriting"},
		&cli.StringFlag{Name: "source", Usage: "source `FILE` (one sentence per segment): drop a substitution the source gives evidence against (FreeDict and the learned lexicon), and pair a reference and a hypothesis word that one source word translates to"},
		&cli.StringFlag{Name: "source-lang", Value: "en", Usage: "language of --source (en, de, …)"},
		&cli.BoolFlag{Name: "no-source-lexicon", Usage: "with --source, ground in FreeDict alone, not also in the lexicon learned from many translations (en→cs, de→en)"},
		&cli.BoolFlag{Name: "no-source-licensed", Usage: "with --source, make no pair the thesauri lack (by default a reference word and a hypothesis word that one source word translates to are a pair; never into Czech, where such pairs were judged below the bar)"},
		&cli.BoolFlag{Name: "drop-unsupported", Usage: "with --source, drop every thesaurus pair that no source word translates to on both sides (by default only a pair the source gives evidence against is dropped)"},
		&cli.BoolFlag{Name: "no-sense-guard", Usage: "keep every MyThes pair (by default Czech pairs must share two English translations in FreeDict eng-ces, and Polish and Romanian pairs pass their thesaurus guard)"},
	}
	if forScore {
		f = append([]cli.Flag{&cli.BoolFlag{Name: "rewrite", Usage: "the Parmesan metric: rewrite each reference toward the hypothesis, repair agreement, then score (exact match only unless --modules)"}}, f...)
		f = append(f, &cli.Float64Flag{Name: "rewrite-weight", Usage: "score the rewritten words with the rewritten-token module's weight `W` (0 to 1) instead of as exact matches (unset: the paper's metric)"})
	}
	return f
}

// rewriter loads the rewriter the flags name, for l, the language of -l
// as eval.Resolve identified it (zero: unknown, said here).
func rewriter(c *cli.Context, l lang.Language) (*pipeline.Rewriter, error) {
	preset, err := paraphrase.ParsePreset(c.String("preset"))
	if err != nil {
		return nil, usageError("%v", err)
	}
	var sources []pipeline.Source
	for _, a := range c.StringSlice("sources") {
		src, err := pipeline.ParseSource(a)
		if err != nil {
			return nil, usageError("%v", err)
		}
		sources = append(sources, src)
	}
	cfg := pipeline.Config{Sources: sources, Preset: preset, NoFix: c.Bool("no-fix"), NoSenseGuard: c.Bool("no-sense-guard"),
		NoSourceLexicon: c.Bool("no-source-lexicon"), NoSourceLicensed: c.Bool("no-source-licensed"),
		DropUnsupported: c.Bool("drop-unsupported")}
	if cfg.Lang = l; l.IsZero() {
		_, err := lang.Parse(c.String("lang"))
		return nil, usageError("%s: %v", commandName(c), err)
	}
	if c.String("source") != "" {
		if cfg.SourceLang, err = lang.Parse(c.String("source-lang")); err != nil {
			return nil, usageError("%s: --source-lang: %v", commandName(c), err)
		}
		if cfg.SourceLang.Code == l.Code { // no dictionary translates a language into itself
			given := "--source-lang " + c.String("source-lang")
			if !c.IsSet("source-lang") {
				given = "the default of --source-lang"
			}
			return nil, usageError("%s: the source language is %s (%s), the same as the target language: --source grounds the rewrite in a translation's source text; give its language with --source-lang", commandName(c), cfg.SourceLang.Code, given)
		}
	}
	return pipeline.New(cfg)
}

// resolve is eval.Resolve for the flags of c (-l, --norm, --tokenize),
// with the resources files: the one place a command decides the language
// identity, the normalization fallback for a language Meteor has no -norm
// normalizer for (Polish, Romanian, …; "score" and "rewrite" prepare its
// text alike), BLEU's tokenizer and the default modules. sayWarnings
// prints what it decided on stderr. stringOnly: only BLEU, chrF and TER
// are scored.
func resolve(c *cli.Context, files meteor.ResourceFiles, stringOnly bool) (eval.Target, error) {
	o := eval.ResolveOptions{NormChosen: !c.Bool("norm") || c.IsSet("norm"), StringMetricsOnly: stringOnly, Resources: files}
	if c.IsSet("tokenize") {
		o.Tokenize = c.String("tokenize")
	}
	t, err := eval.Resolve(c.String("lang"), o)
	if err != nil {
		return t, usageError("%s: %v", commandName(c), err)
	}
	return t, nil
}

// sayWarnings prints the warnings of t on stderr, once per command.
func sayWarnings(c *cli.Context, t eval.Target) {
	for _, w := range t.Warnings {
		fmt.Fprintf(c.App.ErrWriter, "parmesan %s: %s\n", c.Command.Name, w)
	}
}

// rewriteWeight is --rewrite-weight: the rewritten-token module, nil
// unless the flag is set.
func rewriteWeight(c *cli.Context) *meteor.Rewritten {
	if !c.IsSet("rewrite-weight") {
		return nil
	}
	return &meteor.Rewritten{Weight: c.Float64("rewrite-weight")}
}

// sourceLines reads --source, nil without it.
func sourceLines(c *cli.Context) ([]string, error) {
	if p := c.String("source"); p != "" {
		return readInput(c, p)
	}
	return nil, nil
}

// prepareReferences prepares the reference sets, grounded in --source
// when it is given (an error then names the source file).
func prepareReferences(c *cli.Context, ev *eval.Evaluator, sets [][]string, src []string) (*eval.References, error) {
	refs, err := ev.PrepareReferences(sets, src)
	if err != nil && src != nil {
		return nil, fmt.Errorf("%s: %w", c.String("source"), err)
	}
	return refs, err
}

func rewriteCommand() *cli.Command {
	return &cli.Command{
		Name:  "rewrite",
		Usage: "paraphrase references toward hypotheses (Parmesan) and repair agreement",
		Description: `Writes the new references, line-aligned with the input, as normalized
tokens joined by spaces; --log writes a JSON Lines record per segment with
the substitutions and the fixes. Both outputs are checked before the work
and replaced together, or neither is.

` + cacheHelp,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "ref", Aliases: []string{"r"}, Required: true, Usage: "reference `FILE`"},
			&cli.StringFlag{Name: "input", Aliases: []string{"i"}, Required: true, Usage: "hypothesis `FILE`"},
			&cli.StringFlag{Name: "lang", Aliases: []string{"l"}, Value: "en", Usage: "language (en, cs, …)"},
			&cli.BoolFlag{Name: "norm", Value: true, Usage: "tokenize like Meteor -norm before rewriting"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Required: true, Usage: "new reference `FILE`"},
			&cli.StringFlag{Name: "log", Usage: "JSON Lines `FILE` of substitutions and fixes"},
		}, rewriteFlags(false)...),
		Action: runRewrite,
	}
}

type logRecord struct {
	Segment int                `json:"segment"`
	Ref     string             `json:"ref"`
	Hyp     string             `json:"hyp"`
	Result  pipeline.Rewritten `json:"result"`
}

func runRewrite(c *cli.Context) error {
	// Every output is created (as a temporary file) before the work, so an
	// unwritable path fails at once, and all are committed together; none
	// may be an input.
	if err := outputIsInput(c, "output", "log"); err != nil {
		return err
	}
	if err := stdinOnce(c, stdinUse{"the reference", []string{c.String("ref")}}, stdinUse{"the hypotheses", []string{c.String("input")}}, stdinUse{"--source", []string{c.String("source")}}); err != nil {
		return err
	}
	outs, err := createOutputs(c.String("output"), c.String("log"))
	if err != nil {
		return err
	}
	defer abortAll(outs)
	refs, err := readInput(c, c.String("ref"))
	if err != nil {
		return err
	}
	hyps, err := readInput(c, c.String("input"))
	if err != nil {
		return err
	}
	if len(refs) != len(hyps) {
		return fmt.Errorf("%s has %d lines but %s has %d", c.String("input"), len(hyps), c.String("ref"), len(refs))
	}
	t, err := resolve(c, meteor.ResourceFiles{}, false)
	if err != nil {
		return err
	}
	ro, err := rewriter(c, t.Language)
	if err != nil {
		return err
	}
	src, err := sourceLines(c)
	if err != nil {
		return err
	}
	opts := eval.Options{Rewrite: ro, Meteor: meteor.Config{Language: t.Meteor, Modules: []meteor.Module{meteor.Exact}}}
	sayWarnings(c, t)
	if t.NormFallback || c.Bool("norm") {
		opts.Meteor.Normalization = t.Normalization
	}
	ev, err := eval.NewEvaluator(opts)
	if err != nil {
		return err
	}
	prepared, err := prepareReferences(c, ev, [][]string{refs}, src)
	if err != nil {
		return err
	}
	out, err := ev.RewriteCorpus(hyps, prepared)
	if err != nil {
		return err
	}
	var subs, fixes int
	w := outs[0].Writer
	for i, seg := range out {
		if seg[0].Bounded {
			fmt.Fprintln(c.App.ErrWriter, pipeline.BoundedWarning(fmt.Sprintf("%s:%d", c.String("input"), i+1)))
		}
		w.WriteString(seg[0].Text)
		w.WriteByte('\n')
		subs += len(seg[0].Subs)
		fixes += len(seg[0].Edits)
	}
	if len(outs) > 1 {
		enc := json.NewEncoder(outs[1].Writer)
		for i, seg := range out {
			if err := enc.Encode(logRecord{Segment: i + 1, Ref: refs[i], Hyp: hyps[i], Result: seg[0]}); err != nil {
				return err
			}
		}
	}
	if err := data.CommitAll(outs...); err != nil {
		return err
	}
	reportWritten(c, c.String("output"), c.String("log"))
	fmt.Fprintf(c.App.ErrWriter, "%d segments, %d substitutions (%.2f per segment), %d fixes\n", len(out), subs, float64(subs)/float64(max(1, len(out))), fixes)
	return nil
}

// createOutputs starts an atomic write of every non-empty path, checking
// that each can be written; on error none is left behind.
func createOutputs(paths ...string) ([]*data.AtomicFile, error) {
	var outs []*data.AtomicFile
	for i, p := range paths {
		if p == "" {
			continue
		}
		if err := sameOutput(paths[:i], p); err != nil {
			abortAll(outs)
			return nil, err
		}
		a, err := data.CreateAtomic(p)
		if err != nil {
			abortAll(outs)
			return nil, err
		}
		outs = append(outs, a)
	}
	return outs, nil
}

// checkOutputs fails at once, before any work, when one of paths cannot
// be written (the files are written atomically later).
func checkOutputs(paths ...string) error {
	for i, p := range paths {
		if p == "" {
			continue
		}
		if err := sameOutput(paths[:i], p); err != nil {
			return err
		}
		if err := data.CheckWritable(p); err != nil {
			return err
		}
	}
	return nil
}

// sameOutput refuses an output path that names the same file as an
// earlier one, however the two are spelled (out.txt, ./out.txt).
func sameOutput(earlier []string, p string) error {
	abs := func(p string) string {
		if a, err := filepath.Abs(p); err == nil {
			return a
		}
		return p
	}
	for _, q := range earlier {
		if q == "" {
			continue
		}
		same := abs(q) == abs(p)
		if st1, err := os.Stat(q); err == nil {
			if st2, err := os.Stat(p); err == nil && os.SameFile(st1, st2) {
				same = true
			}
		}
		if same {
			return usageError("parmesan: %s given for two outputs", p)
		}
	}
	return nil
}

// abortAll discards the outputs not committed.
func abortAll(outs []*data.AtomicFile) {
	for _, a := range outs {
		a.Abort()
	}
}

// writeAtomic writes a file through a temporary name renamed on success.
var writeAtomic = data.WriteFileAtomic
