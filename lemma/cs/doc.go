// Package cs analyses and generates Czech words from the system's
// hunspell-cs dictionary, read at run time from where data.FindHunspell
// finds it ($PARMESAN_DICT_DIR, --dict-dir, then the system's usual
// places: /usr/share/hunspell on Debian). It is GPL and never embedded;
// install it with apt-get install hunspell-cs.
// It is the Czech language of package lemma, which the paraphrase and fix
// stages use to lemmatize, tag and re-inflect words: after a reference word
// is replaced by a hypothesis synonym, agreement is repaired by generating
// the form of a neighbour that matches the new word ("Už místo je
// klasická" → "Už místo je klasické").
//
// # Analysis
//
// A word's readings come from three sources: a hand-written table of
// function words (pronouns, determiners, numerals, prepositions with the
// cases they govern, conjunctions, forms of být); Czech declension
// paradigms (žena, růže, píseň, kost, hrad, stroj, pán, muž, předseda,
// město, moře, kuře, stavení, muzeum; vůz, nůž, bůh, kůň for the nouns
// whose ů shortens to o, which hunspell-cs lists without a flag, form by
// form; hard mladý and soft jarní adjectives) applied to every stem the
// word may have; and the
// dictionary's affix rules, looked up without expansion
// (data.Hunspell.Lookup). hunspell-cs's flags are paradigm classes shared
// between parts of speech (lookup.go explains how a stem's shape and a
// rule's added string become a part of speech, a lemma and UD features).
//
// The tagger (tagger.go) chooses one reading per word left to right with a
// few rules: prepositions take the case the following noun phrase can
// realise, adjectives and determiners agree with their noun, predicative
// adjectives with the subject, a genitive follows a noun, an accusative a
// verb whose subject was seen, a genitive without a preposition needs a
// noun, a count or quantity word, a genitive verb or a genitive modifier or
// conjunct before it and a locative a preposition or a locative modifier or
// conjunct ("ale skutečností je": instrumental singular, not genitive
// plural), and unknown words are guessed from their endings and capitalisation. On UD
// Czech-PUD (test) with the system dictionary only it reaches lemma 0.943,
// UPOS 0.952, Case 0.819, Gender 0.791 and Number 0.846 (issue #34;
// FicTree dev: Case 0.800, Number 0.891). Participles in -la and -ly get one
// gender/number combination, the one that agrees with the subject,
// because agreement repair needs it. The Czech treebanks differ here:
// FicTree writes such participles single-valued like this package, PUD
// syncretic (Gender=Fem,Neut|Number=Plur,Sing) and counts the choice as
// wrong. Writing PUD's values would raise PUD Gender to 0.836 and Number
// to 0.865 and lower them on CAC and FicTree dev by 0.03 (measured).
//
// # Generation
//
// Generate returns the forms of a lemma that realise UD features, most
// likely first: the dictionary's own forms of the lemma (its affix
// expansion analysed back), then paradigm forms, keeping those the
// dictionary accepts. For 93 % of the NOUN/ADJ/DET/PRON/VERB tokens of
// Czech-PUD whose lemma is a dictionary word, the attested form is among
// those generated (the first one in 90 %).
//
// # Meteor's lemma module
//
// Lemma gives a word's lemma out of context (the tagger's choice for the
// word alone, cached per word), making a Czech a meteor.Lemmatizer:
// "-m \"exact lemma\" -l cs" matches inflected forms of one lemma (hradu,
// hradech). Fingerprint names what the lemmas come from
// (hunspell-cs_CZ+lemma/cs#HASH: the dictionary's bytes, and this
// package's tables, versioned with parmesan) for the signature.
//
// The light Czech stemmer of Dolamic and Savoy is stem.Czech (package
// stem), which Meteor's stem module uses without this package.
//
// # Usage
//
//	c, err := cs.New() // or lemma.New("cs") after importing this package
//	if err != nil {
//		return err // names the missing file and the Debian package
//	}
//	toks := c.Analyze([]string{"Už", "poloha", "je", "klasická", "."})
//	forms := c.Generate("klasický", "ADJ", lemma.Feats{"Case": "Nom", "Gender": "Neut", "Number": "Sing"})
//	// forms == []string{"klasické"}
//
// A Czech value is immutable after loading and safe for concurrent use.
// Importing the package registers "cs" with package lemma.
package cs
