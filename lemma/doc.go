// Package lemma is parmesan's vocabulary for morphological analysis and
// generation: Token (form, lemma, UD part of speech, UD features),
// Analyzer (context-aware tagging of a tokenized sentence), Generator
// (lemma + features → word forms) and a registry of languages by code.
// Language packages register themselves when imported: lemma/en
// (embedded English resources) and lemma/cs (the system's hunspell-cs).
//
//	import _ "github.com/parmesan-mt/parmesan/lemma/en"
//	en, err := lemma.New("en")
//	toks := en.Analyze([]string{"The", "children", "ran", "."})
//	forms := en.Generate("child", "NOUN", lemma.Feats{"Number": "Plur"}) // [children]
//
// Evaluate measures an analyzer against a CoNLL-U treebank.
package lemma
