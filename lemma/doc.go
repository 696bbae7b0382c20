// Package lemma is parmesan's vocabulary for morphological analysis and
// generation: Token (form, lemma, UD part of speech, UD features),
// Analyzer (context-aware tagging of a tokenized sentence), Generator
// (lemma + features → word forms) and a registry of languages by code.
// Language packages register themselves when imported: lemma/en
// (embedded English resources), lemma/cs (the system's hunspell-cs), and
// lemma/de, lemma/pl, lemma/ru, lemma/ro (lemma/hunspell: the system's
// hunspell dictionary with tags and a tagger learned from a UD treebank).
//
//	import _ "github.com/parmesan-mt/parmesan/lemma/en"
//	en, err := lemma.New("en")
//	toks := en.Analyze([]string{"The", "children", "ran", "."})
//	forms := en.Generate("child", "NOUN", lemma.Feats{"Number": "Plur"}) // [children]
//
// Analyzers take tokens. For the scoring pipeline these are the Meteor
// scorer's own tokens; Tokenize splits raw text by Unicode word
// boundaries (UAX #29) for languages and inputs the Meteor normalizer does
// not cover.
//
// Evaluate measures an analyzer against a CoNLL-U treebank (gold
// tokenization). lemma/perceptron trains an analyzer for any UD language
// from CoNLL-U files; lemma/lemmatest holds the checks every analyzer's
// tests should run.
package lemma
