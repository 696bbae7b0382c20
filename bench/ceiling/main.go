// Command ceiling measures the recall ceiling of issue #34: of the
// substitutions the readers of the judged rounds 1–4 listed
// (docs/recall-2026-11-28{,b,c}/, docs/recall-2026-11-29/; development
// data), how many are available in some paraphrase resource on this
// machine at all, whatever the rewriter's guards would do.
//
//	mine:    go run ./ceiling mine -l cs -max-phrase 3 -o /tmp/ceiling/cs-cand3.tsv ../../shared/corpora/multi-translation
//	         writes every candidate pair the miner sees (multi.SegmentEvidence
//	         summed, no threshold at all) as evidence TSV;
//	measure: go run ./ceiling measure -docs ../docs -raw cs:cli3=/tmp/….tsv … [-items FILE]
//	         prints the tables of docs/ceiling-2026-11-29.md.
//
// The rule, decided by program and never by eye:
//
//   - Items are the rows of the rounds' hits files (first five columns;
//     round 1's hits.tsv holds both languages). An item "ref → hyp" loses
//     its occurrence mark ("(2nd)") and the reader's ellipses; each side
//     is read twice, without the parenthesised context words and with
//     them, and either reading may match.
//   - A side is tokenized with Meteor's tokenizer of the language (as the
//     miner and the rewriter split text) and lower-cased. It is looked up
//     under its lower-case words, and under the lemmas and rewrite keys
//     (the lower-case lemma, "ne" before a negated Czech form's) of its
//     words, word by word, analysed by the project's analyser (lemma/cs,
//     lemma/en) in the segment's REF (or HYP) when its words are found
//     there, and analysed alone besides.
//   - (a) shipped: the lexicon pipeline.New builds for the language by
//     default (cs: MyThes cs with its sense guard, multi-cs, multi-cs-slot,
//     related; en: WordNet, multi-en, related) asked with Lookup in either
//     direction and for any part of speech, or a closed-class group
//     (paraphrase.ClosedEquivalent with the words' parts of speech,
//     paraphrase.ClosedPhrases).
//   - (b) raw: a candidate pair of an evidence TSV of the mining (either
//     `parmesan table multi` with its lowest thresholds, or this command's
//     mine, with none), under its keys, and for phrase pairs under the
//     keys of its sides' words analysed alone. A candidate seen in one
//     segment, or one of whose sides one system alone wrote, is weak.
//   - (c) pivot: one head word of a FreeDict dictionary into the language
//     translates to both sides (cs: eng-ces; en: deu-eng; ces-eng is not
//     installed); English also: WordNet 3.0 in /usr/share/wordnet relates
//     them by synonymy, similar-to, hypernymy or hyponymy (one step) or
//     derivation.
//   - The ceiling is the union of (a), (b) and (c) over the items. An
//     item whose two sides share a lemma or rewrite key (one lemma up to
//     negation: tag V, mostly) asks no source, since no paraphrase
//     resource is needed (or could help) there; it is counted beside the
//     union. An item whose side has no word left is unmatched and counted
//     as not covered.
//
// Every source is asked for the pair in either direction and with no
// guard: the figures are what a rewriter with perfect guards could
// reach, not what one does.
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: ceiling mine|measure …")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "mine":
		err = mineAll(os.Args[2:])
	case "measure":
		err = measure(os.Args[2:])
	default:
		err = fmt.Errorf("ceiling: unknown command %q (mine, measure)", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
