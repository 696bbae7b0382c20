// Package paraphrase turns lexical resources into paraphrase pairs for
// Parmesan's targeted reference rewriting and for Meteor's paraphrase
// module. It sits between lemma (which it uses for parts of speech and
// lemmas) and rewrite; it does not import rewrite, fix or meteor.
//
// Sources: Meteor paraphrase tables (FromMeteorTable), WordNet synsets
// (FromWordNet), MyThes thesauri (FromThesaurus), and pivoting through a
// second language (Bannard & Callison-Burch 2005) over a Moses phrase
// table (PivotPhraseTable, streamed) or a bilingual dictionary
// (PivotDictionary). Filter applies the presets of Parmesan's Table 3
// (Barančíková 2014): basic, one-word, same-pos, diff-lemma, same-lemma,
// none, wordnet. WriteMeteorFile writes a table the scorer reads with -a.
//
// A WordNet pair holds only for the parts of speech of the synsets its
// words share (Pair.Only). SenseGuard keeps the thesaurus pairs whose
// words share at least two translations in a bilingual dictionary: the
// Czech thesaurus translates English synsets word by word and pairs
// translations of different senses of one English word.
//
// Slot-only evidence (Source.SlotOnly) licenses a substitution only where
// the two words are alone in one slot between aligned words, with one
// part of speech and agreeing features (the rewriter's slot rule); the
// reference word must be unmatched and the hypothesis word unused.
// Besides WordNet relations and the thesaurus pairs the sense guard
// doubts (SourceRelated) and the weaker mined tier (SourceMultiSlot), the
// English related source holds PivotRelated pairs (SourcePivotRelated):
// two words FreeDict deu-eng, read backwards, gives for at least two
// German head words, those being at least a tenth of the head words of
// the more polysemous of the two (Polysemy 10), and never a word with its
// own inflection (hook/hooks). One shared head is refused: it is the
// ambiguity a German–English system's output carries (Haushalt:
// budget/household). On the development sets (WMT22 de-en and cs-en,
// every system) the tier adds 555 substitutions; dev recall en 115 →
// 118 of 589 (docs/enrec14-2026-11-29.md).
//
//	pairs, err := paraphrase.FromThesaurus(r, path, paraphrase.ThesaurusOptions{Lower: true})
//	an := paraphrase.NewAnalyzer(czech)           // a lemma.Analyzer
//	kept, stats, err := paraphrase.Filter(pairs, paraphrase.PresetDiffLemma, paraphrase.FilterOptions{Analyzer: an})
//	err = paraphrase.WriteMeteorFile("cs.gz", kept.Pairs())
//
// A Set is not safe for concurrent modification; once built it may be
// read by many goroutines.
package paraphrase
