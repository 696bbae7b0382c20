package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase"
	"github.com/parmesan-mt/parmesan/paraphrase/lexicon"
	"github.com/parmesan-mt/parmesan/paraphrase/mpeda"
	"github.com/parmesan-mt/parmesan/paraphrase/multi"
	"github.com/parmesan-mt/parmesan/paraphrase/multi/align"
	"github.com/parmesan-mt/parmesan/pipeline"
	"github.com/parmesan-mt/parmesan/rewrite"
)

func tableMultiCommand() *cli.Command {
	d, s := multi.DefaultOptions, multi.DefaultSlot
	return &cli.Command{
		Name:  "multi",
		Usage: "mine a table from many translations of the same sources (one slot differs in the same context)",
		ArgsUsage: "DIR ...  (a test set with src.txt, refs/*.txt, sys/*.txt, named <set>.<src>-<tgt>, or in the evaluation layout " +
			"with ref.txt and human_systems.txt; a directory of such sets gives those into --lang)",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "lang", Aliases: []string{"l"}, Required: true, Usage: "language of the translations (lemma code: cs, en, de, ru, es)"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Required: true, Usage: "output `FILE` (gzip Meteor table; the thresholds, grounding, analysers, parmesan version, corpora and counts in its gzip header comment and in FILE.settings)"},
			&cli.StringFlag{Name: "evidence", Usage: "also write the kept pairs' evidence as TSV to `FILE`"},
			&cli.IntFlag{Name: "min-segments", Value: d.MinSegments, Usage: "distinct segments a pair must be seen in"},
			&cli.IntFlag{Name: "min-system-pairs", Value: d.MinSystemPairs, Usage: "distinct pairs of translations showing a pair"},
			&cli.IntFlag{Name: "min-side-systems", Value: d.MinSideSystems, Usage: "distinct systems that wrote each side of a pair"},
			&cli.Float64Flag{Name: "min-same-pos", Value: d.MinSamePOS, Usage: "share of observations with the same part of speech"},
			&cli.Float64Flag{Name: "min-morph", Value: d.MinMorph, Usage: "share of observations whose morphology agrees"},
			&cli.IntFlag{Name: "function-segments", Value: d.FunctionSegments, Usage: "distinct segments for a pair of closed-class words"},
			&cli.IntFlag{Name: "phrase-segments", Value: d.PhraseSegments, Usage: "distinct segments for a phrase pair"},
			&cli.IntFlag{Name: "max-phrase", Value: d.MaxPhrase, Usage: "longest slot in words"},
			&cli.BoolFlag{Name: "ground", Usage: "also keep a one-word pair seen in one segment when a source word of it translates to both words (the FreeDict dictionary from the sets' source language, when installed; off by default: of 50 such Czech pairs read, about a third were a wrong sense of an ambiguous English word, akcie/zásoba, barva/lak)"},
			&cli.StringFlag{Name: "slot-output", Usage: "also write the slot-only tier to `FILE` (gzip Meteor table, settings as for --output): one-word pairs the thresholds above drop but the --slot-* ones keep"},
			&cli.StringFlag{Name: "slot-evidence", Usage: "also write the slot tier's evidence as TSV to `FILE`"},
			&cli.IntFlag{Name: "slot-min-segments", Value: s.MinSegments, Usage: "slot tier: distinct segments"},
			&cli.IntFlag{Name: "slot-min-side-systems", Value: s.MinSideSystems, Usage: "slot tier: distinct systems that wrote each side"},
			&cli.Float64Flag{Name: "slot-min-same-pos", Value: s.MinSamePOS, Usage: "slot tier: share of observations with the same part of speech"},
			&cli.Float64Flag{Name: "slot-min-morph", Value: s.MinMorph, Usage: "slot tier: share of observations whose morphology agrees"},
			&cli.Float64Flag{Name: "slot-min-agreed", Value: s.MinAgreed, Usage: "slot tier: share of segments in which one source word translates to both words (the embedded lexicon learned from the sets' source language; needs one)"},
			&cli.BoolFlag{Name: "slot-agree-dict", Usage: "slot tier: the FreeDict dictionary (when installed) translates source words too, beside the lexicon"},
			&cli.IntFlag{Name: "workers", Aliases: []string{"j"}, Usage: "goroutines (default: all cores)"},
		},
		Action: tableMulti,
	}
}

func tableMulti(c *cli.Context) error {
	out := c.String("output")
	slotOut := c.String("slot-output")
	if err := checkOutputs(out, c.String("evidence"), slotOut, c.String("slot-evidence")); err != nil {
		return err
	}
	if c.NArg() == 0 {
		return usageError("parmesan table multi: want at least one test-set directory")
	}
	if err := checkThresholds(c); err != nil {
		return err
	}
	l, err := lang.Parse(c.String("lang"))
	if err != nil {
		return usageError("parmesan table multi: %v", err)
	}
	code := l.Code
	dirs, err := multi.CorpusDirs(c.Args().Slice(), code)
	if err != nil {
		return fmt.Errorf("parmesan table multi: %w", err)
	}
	an, err := lemma.New(code)
	if err != nil {
		return err
	}
	align, tok, err := align.Meteor(code)
	if err != nil {
		return err
	}
	opt := multi.Options{
		MinSegments: c.Int("min-segments"), MinSystemPairs: c.Int("min-system-pairs"), MinSideSystems: c.Int("min-side-systems"),
		MinSamePOS: multi.FlagShare(c.Float64("min-same-pos")), MinMorph: multi.FlagShare(c.Float64("min-morph")),
		FunctionSegments: c.Int("function-segments"), PhraseSegments: c.Int("phrase-segments"),
		MaxPhrase: c.Int("max-phrase"), Workers: c.Int("workers"),
		Closed:           rewrite.DefaultGuard(code).Closed,
		NegationPrefixes: multi.NegationPrefixesFor(code),
	}
	var segs []multi.Segment
	var names []string
	srcs := map[string]bool{}
	for _, d := range dirs {
		corp, err := multi.ReadCorpus(d)
		if err != nil {
			return err
		}
		if corp.Tgt != "" && corp.Tgt != code {
			return usageError("parmesan table multi: %s translates into %s, not %s", d, corp.Tgt, code)
		}
		segs = append(segs, corp.Segments()...)
		srcs[corp.Src] = true
		names = append(names, fmt.Sprintf("%s(%d×%d)", corp.Name, corp.Lines, len(corp.Systems)))
	}
	// The sets' one source language (grounding and agreement read it).
	srcCode := ""
	if len(srcs) == 1 {
		for sc := range srcs {
			srcCode = sc
		}
	}
	// The FreeDict dictionary from the source language, loaded once for
	// the grounding and the agreement.
	var dict *paraphrase.Dictionary
	var dictName string
	var dictErr error
	dictRead := false
	freeDict := func() error {
		if !dictRead {
			dictRead = true
			dict, dictName, dictErr = multiDictionary(srcCode, l)
		}
		return dictErr
	}
	ground := "off"
	if c.Bool("ground") && srcCode != "" {
		if err := freeDict(); err != nil {
			return err
		}
		if dict != nil {
			opt.Ground = func(toks []lemma.Token) multi.Supporter { return dict.Ground(toks) }
			ground = dictName
		}
	}
	agreeName := "off"
	if slotOut != "" {
		opt.Slot = &multi.SlotOptions{MinSegments: c.Int("slot-min-segments"), MinSideSystems: c.Int("slot-min-side-systems"),
			MinSamePOS: c.Float64("slot-min-same-pos"), MinMorph: c.Float64("slot-min-morph"), MinAgreed: c.Float64("slot-min-agreed")}
		// Agreement is computed when the tier asks for it or its
		// evidence is written (a column of the TSV), whenever a lexicon
		// ships for the sets' one source language.
		if srcCode != "" && (opt.Slot.MinAgreed > 0 || c.String("slot-evidence") != "") {
			var d *paraphrase.Dictionary
			if c.Bool("slot-agree-dict") {
				if err := freeDict(); err != nil {
					return err
				}
				d = dict
			}
			if opt.Agree, agreeName, err = multiAgree(srcCode, l, d, dictName); err != nil {
				return err
			}
		}
		if opt.Slot.MinAgreed > 0 && opt.Agree == nil {
			return usageError("parmesan table multi: --slot-min-agreed needs sets of one source language with an embedded lexicon into %s (paraphrase/lexicon); use --slot-min-agreed 0", code)
		}
	}
	sourceLemma := "" // the source's analyser, when grounding or agreement reads it
	if opt.Ground != nil || opt.Agree != nil {
		opt.SourceTokens, sourceLemma = sourceTokens(srcCode)
	}
	// What a table is mined with besides its thresholds, so that its
	// settings let it be rebuilt: the analyser of the translations (and
	// of the sources, when they are read) and parmesan's version (the
	// miner, the aligner and an analysis whose rules are parmesan's own,
	// lemma/cs).
	analysers := func(readsSource bool) string {
		if !readsSource {
			return multi.Analysers(multi.AnalyserName(an, code), "")
		}
		return multi.Analysers(multi.AnalyserName(an, code), sourceLemma)
	}
	start := time.Now()
	res, err := multi.Mine(c.Context, segs, an, tok, align, opt)
	if err != nil {
		return err
	}
	st := res.Stats
	if st.Kept == 0 {
		return fmt.Errorf("parmesan table multi: no pair passed the thresholds (%d candidates in %d segments); nothing written", st.Candidates, st.Segments)
	}
	settings := multi.TableSettings(code, res.Options.String(), ground, analysers(opt.Ground != nil), strings.Join(names, ","), st)
	if err := paraphrase.WriteMeteorFileComment(out, res.Pairs(), multi.Comment(settings)); err != nil {
		return err
	}
	if err := mpeda.WriteSettings(out, settings); err != nil { // the sidecar table mpeda writes too
		return err
	}
	if p := c.String("evidence"); p != "" {
		if err := writeAtomic(p, func(w *bufio.Writer) error { return multi.WriteEvidence(w, res.Evidence) }); err != nil {
			return err
		}
	}
	written := []string{out, out + mpeda.SettingsSuffix}
	if slotOut != "" {
		if st.SlotKept == 0 {
			return fmt.Errorf("parmesan table multi: no pair passed the slot thresholds; %s not written", slotOut)
		}
		if opt.Slot.MinAgreed == 0 {
			agreeName = "off" // recorded in the evidence only
		}
		// The tier is what the table's thresholds drop, so the table's
		// grounding (which keeps pairs in the table) shapes it too.
		slotSettings := multi.SlotSettings(code, res.Options.String(), opt.Slot.String(), ground, agreeName, analysers(opt.Ground != nil || agreeName != "off"), strings.Join(names, ","), st)
		if err := paraphrase.WriteMeteorFileComment(slotOut, res.SlotPairs(), multi.Comment(slotSettings)); err != nil {
			return err
		}
		if err := mpeda.WriteSettings(slotOut, slotSettings); err != nil {
			return err
		}
		if p := c.String("slot-evidence"); p != "" {
			if err := writeAtomic(p, func(w *bufio.Writer) error { return multi.WriteEvidence(w, res.Slot) }); err != nil {
				return err
			}
		}
		written = append(written, slotOut, slotOut+mpeda.SettingsSuffix)
		fmt.Fprintf(c.App.ErrWriter, "%s\n", slotSettings)
	}
	reportWritten(c, written...)
	fmt.Fprintf(c.App.ErrWriter, "%s\n%s: %d pairs in %.1fs\n", settings, out, 2*st.Kept, time.Since(start).Seconds())
	return nil
}

// multiAgree returns the source agreement of the slot tier: a source
// segment's analysis looked up in the embedded lexicon learned from many
// translations (paraphrase/lexicon, translations of probability at least
// pipeline.GroundMinP) and, when dict is not nil, in the FreeDict
// dictionary dict (named dictName), with their names#hashes; nil and
// "off" when no lexicon ships for src → tgt.
func multiAgree(src string, tgt lang.Language, dict *paraphrase.Dictionary, dictName string) (func([]lemma.Token) multi.Supporter, string, error) {
	gz, name, ok := lexicon.Embedded(src, tgt.Code)
	if !ok {
		return nil, "off", nil
	}
	lex, _, err := lexicon.Read(bytes.NewReader(gz), "embedded "+name)
	if err != nil {
		return nil, "", err
	}
	gr := paraphrase.Grounder{Translators: []paraphrase.Translator{paraphrase.TranslationMap(lex.Translations(pipeline.GroundMinP))}}
	name += "#" + data.HashBytes(gz)
	if dict != nil {
		gr.Translators = append(gr.Translators, dict)
		name += "+" + dictName
	}
	return func(toks []lemma.Token) multi.Supporter { return gr.Ground(toks) }, name, nil
}

// sourceTokens returns how a source segment in language code is read for
// grounding (multi.Options.SourceTokens): tokenized as Meteor normalizes
// that language (else at spaces) and analysed where parmesan has an
// analyser (else forms only), and the analyser's name for the settings
// (analyserName; "forms" when there is none).
func sourceTokens(code string) (func(string) []lemma.Token, string) {
	an, err := lemma.New(code)
	if err != nil {
		an = nil
	}
	_, tok, err := align.Meteor(code)
	if err != nil {
		tok = strings.Fields
	}
	name := "forms"
	if an != nil {
		name = multi.AnalyserName(an, code)
	}
	return func(s string) []lemma.Token {
		words := tok(s)
		if an != nil {
			return an.Analyze(words)
		}
		toks := make([]lemma.Token, 0, len(words))
		for _, w := range words {
			toks = append(toks, lemma.Token{Form: w})
		}
		return toks
	}, name
}

// multiDictionary returns the FreeDict dictionary from the source
// language src into tgt, through data's compiled cache, and its
// name#hash; nil and "" when the source language is unknown or the
// dictionary is not installed.
func multiDictionary(src string, tgt lang.Language) (*paraphrase.Dictionary, string, error) {
	sl, err := lang.Parse(src)
	if err != nil {
		return nil, "", nil
	}
	name := pipeline.DictionaryName(sl, tgt)
	if name == "" {
		return nil, "", nil
	}
	ip, dp := data.DictdPaths(data.DictdDir, name)
	if _, err := os.Stat(ip); err != nil {
		return nil, "", nil
	}
	d, hash, err := paraphrase.ReadDictionaryCachedHash(ip, dp)
	if err != nil {
		return nil, "", err
	}
	return d, name + "#" + hash, nil
}

// checkThresholds refuses a count below 1 or a share outside [0, 1]
// before anything is read.
func checkThresholds(c *cli.Context) error {
	counts, shares := map[string]int{}, map[string]float64{}
	for _, name := range []string{"min-segments", "min-system-pairs", "min-side-systems", "function-segments",
		"phrase-segments", "max-phrase", "slot-min-segments", "slot-min-side-systems"} {
		counts[name] = c.Int(name)
	}
	for _, name := range []string{"min-same-pos", "min-morph", "slot-min-same-pos", "slot-min-morph", "slot-min-agreed"} {
		shares[name] = c.Float64(name)
	}
	if err := multi.CheckFlags(counts, shares); err != nil {
		return usageError("parmesan table multi: %v", err)
	}
	return nil
}
