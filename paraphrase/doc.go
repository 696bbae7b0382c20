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
//	pairs, err := paraphrase.FromThesaurus(r, path, paraphrase.ThesaurusOptions{Lower: true})
//	an := paraphrase.NewAnalyzer(czech)           // a lemma.Analyzer
//	kept, stats, err := paraphrase.Filter(pairs, paraphrase.PresetDiffLemma, paraphrase.FilterOptions{Analyzer: an})
//	err = paraphrase.WriteMeteorFile("cs.gz", kept.Pairs())
//
// A Set is not safe for concurrent modification; once built it may be
// read by many goroutines.
package paraphrase
