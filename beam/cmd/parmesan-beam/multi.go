package main

import (
	"flag"
	"fmt"
	"sort"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/parmesan-mt/parmesan/beam/extract"
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma"
	"github.com/parmesan-mt/parmesan/paraphrase/multi"
	"github.com/parmesan-mt/parmesan/paraphrase/multi/align"
	"github.com/parmesan-mt/parmesan/rewrite"
)

// multiJob adds parmesan table multi's mining to s: the corpora named by
// the arguments are read here (a file that cannot be read or lines that
// do not match fail before the pipeline runs), their segments are mined
// by extract.Multi, and the table and the slot tier are written with
// their settings by extract.WriteTableHeader.
func multiJob(s beam.Scope) error {
	if *multiLang == "" {
		return &usageError{"multi: --lang is required"}
	}
	if flag.NArg() == 0 {
		return &usageError{"multi: want at least one test-set directory"}
	}
	for _, a := range flag.Args() {
		if strings.HasPrefix(a, "-") {
			return &usageError{fmt.Sprintf("multi: flag %s after the directories: flags go before them", a)}
		}
	}
	if err := multi.CheckFlags(map[string]int{"min-segments": *minSegments, "min-system-pairs": *minSystemPairs,
		"min-side-systems": *minSideSystems, "function-segments": *functionSegments, "phrase-segments": *phraseSegments,
		"max-phrase": *maxPhrase, "slot-min-segments": *slotMinSegments, "slot-min-side-systems": *slotMinSideSystem},
		map[string]float64{"min-same-pos": *minSamePOS, "min-morph": *minMorph, "slot-min-same-pos": *slotMinSamePOS,
			"slot-min-morph": *slotMinMorph, "slot-min-agreed": *slotMinAgreed}); err != nil {
		return &usageError{"multi: " + err.Error()}
	}
	if *ground {
		return &usageError{"multi: --ground is not available on Beam: grounding looks source words up in a dictionary, a function that does not travel to the workers; use parmesan table multi --ground"}
	}
	if *slotMinAgreed > 0 {
		return &usageError{"multi: --slot-min-agreed > 0 is not available on Beam: source agreement is a function that does not travel to the workers; use 0, or parmesan table multi"}
	}
	if *evidence != "" || *slotEvidence != "" {
		return &usageError{"multi: --evidence and --slot-evidence are not available on Beam; use parmesan table multi"}
	}
	if !strings.HasSuffix(*output, ".gz") || *slotOutput != "" && !strings.HasSuffix(*slotOutput, ".gz") {
		return &usageError{"multi: the tables are gzip-compressed with their settings in the header: name them .gz"}
	}
	if *slotOutput == *output {
		return &usageError{"multi: --slot-output is --output"}
	}
	l, err := lang.Parse(*multiLang)
	if err != nil {
		return &usageError{fmt.Sprintf("multi: %v", err)}
	}
	code := l.Code
	// The workers load the analyser and the aligner: a language without
	// them fails here rather than there.
	if _, err := lemma.New(code); err != nil {
		return fmt.Errorf("multi: %w", err)
	}
	if _, _, err := align.Meteor(code); err != nil {
		return fmt.Errorf("multi: %s: %w", code, err)
	}
	dirs, err := multi.CorpusDirs(flag.Args(), code)
	if err != nil {
		return fmt.Errorf("multi: %w", err)
	}
	var segs []multi.Segment
	var names []string
	for _, d := range dirs {
		corp, err := multi.ReadCorpus(d)
		if err != nil {
			return err
		}
		if corp.Tgt != "" && corp.Tgt != code {
			return &usageError{fmt.Sprintf("multi: %s translates into %s, not %s", d, corp.Tgt, code)}
		}
		segs = append(segs, corp.Segments()...)
		names = append(names, fmt.Sprintf("%s(%d×%d)", corp.Name, corp.Lines, len(corp.Systems)))
	}
	var closed []string
	for w := range rewrite.DefaultGuard(code).Closed {
		closed = append(closed, w)
	}
	sort.Strings(closed)
	o := extract.MultiOptions{Lang: code, MinSegments: *minSegments, MinSystemPairs: *minSystemPairs, MinSideSystems: *minSideSystems,
		MinSamePOS: multi.FlagShare(*minSamePOS), MinMorph: multi.FlagShare(*minMorph), FunctionSegments: *functionSegments, PhraseSegments: *phraseSegments,
		MaxPhrase: *maxPhrase, Closed: closed}
	if *slotOutput != "" {
		o.Slot = &multi.SlotOptions{MinSegments: *slotMinSegments, MinSideSystems: *slotMinSideSystem,
			MinSamePOS: *slotMinSamePOS, MinMorph: *slotMinMorph}
	}
	table, slot, stats := extract.Multi(s, beam.CreateList(s, segs), o)
	tableHeader, slotHeader := extract.MultiHeaders(s, stats, o, names)
	extract.WriteTableHeader(s, *output, table, tableHeader)
	if o.Slot != nil {
		extract.WriteTableHeader(s, *slotOutput, slot, slotHeader)
	}
	return nil
}
