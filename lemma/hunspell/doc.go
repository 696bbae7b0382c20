// Package hunspell is the language-general morphology of parmesan: word
// analysis and generation over a system hunspell dictionary, whose part
// of speech and UD features are learned from a Universal Dependencies
// treebank, and a tagger (lemma/perceptron) trained on the same
// treebank with the dictionary as its lexicon. The languages lemma/de,
// lemma/pl, lemma/ru and lemma/ro are this package with a Spec each;
// lemma/cs keeps its hand-written Czech analysis.
//
// A hunspell dictionary says how a form decomposes (data.Hunspell.Lookup:
// a stem and the affix rules that make the form) but not what the rules
// mean. Learn reads a treebank and, for every word whose gold lemma the
// dictionary's stem yields, counts the word's UPOS and FEATS under the
// rules that made it: the exact rule sequence, the rule sequence without
// prefixes, and the rules' classes (backing off in that order when a
// rule was never seen). A stem that differs from the treebank's lemma
// (hunspell-ro lists "merg", UD writes "merge") is bridged by an edit
// script learned with the tag. Words of the closed classes (ADP, AUX,
// CCONJ, DET, PART, PRON, SCONJ) are taken from the treebank as they are,
// since dictionaries describe them poorly.
//
// The tagger chooses the part of speech; the lemma and features follow
// from the word as the treebank showed it or, for a new word, from its
// dictionary reading with that part of speech. Case, Gender and Number,
// which a form alone leaves ambiguous, have taggers of their own (one
// perceptron each, with the dictionary's values of the feature as its
// lexicon), so that "dem alten Haus" reads as dative throughout.
//
// Analysis of a form out of context (Candidates) lists these readings,
// most probable first; Generate goes the other way, expanding the
// lemma's dictionary stem (data.Hunspell.Expand) and keeping the forms
// whose learned tags realise the requested features. Compounding
// (hunspell-de) is not implemented: a compound the word list lacks has
// no dictionary reading and is left to the tagger's edit scripts.
//
//	l, err := hunspell.Load(hunspell.Spec{Language: lang.German, Package: "hunspell-de-de",
//		Treebank: "UD_German-GSD", Train: "de_gsd-ud-dev.conllu"}, data.HunspellDir)
//	toks := l.Analyze([]string{"Die", "Häuser", "sind", "alt", "."})
//	forms := l.Generate("Haus", "NOUN", lemma.Feats{"Case": "Nom", "Number": "Plur"}) // [Häuser]
//
// Loading trains the tagger on the treebank's training split (seconds);
// the result is kept in the compiled cache (data.Cached) keyed by the
// contents of the dictionary and the treebank, so later runs only decode
// it. A Language is immutable after loading and safe for concurrent use.
package hunspell
