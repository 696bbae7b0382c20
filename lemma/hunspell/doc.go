// Package hunspell is the language-general morphology of parmesan: word
// analysis and generation over a system hunspell dictionary, whose part
// of speech and UD features are learned from a Universal Dependencies
// treebank, and a tagger (lemma/perceptron) trained on the same
// treebank with the dictionary as its lexicon. The languages lemma/de,
// lemma/pl, lemma/ru, lemma/ro, lemma/fr and lemma/es are this package with a Spec each;
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
//	l, err := hunspell.Load(de.Spec, dir) // dir from data.FindHunspell("de_DE", "hunspell-de-de")
//	toks := l.Analyze([]string{"Die", "Häuser", "sind", "alt", "."})
//	forms := l.Generate("Haus", "NOUN", lemma.Feats{"Case": "Nom", "Number": "Plur"}) // [Häuser]
//
// # Models
//
// What is learned from the treebank (the Tables and the taggers) is
// generated once, by go generate (Generate, Build; the command
// lemma/hunspell/gen), into a model file each language package embeds
// (Spec.Model): a versioned text header naming the treebank, its
// release and licence, the training file and dictionary with their
// SHA-256, and the generator's settings, then a compressed payload
// (model.go and docs/models.md describe the format). Load decodes it
// and reads only the system dictionary: no treebank is needed at run
// time. The Fingerprint names the dictionary and the model that acted
// by hashes of their bytes. A Language is immutable after loading and
// safe for concurrent use.
package hunspell
