// Package fr is the French language of package lemma: the language-general
// hunspell morphology (lemma/hunspell) over the system dictionary
// fr_FR (Debian package hunspell-fr, read from /usr/share/hunspell at run time,
// never embedded) with a tagger trained on the dev split of UD French
// (UD_French-GSD, found through data.UDDir) when first used and then kept in
// the compiled cache.
//
//	l, err := fr.New() // or lemma.New("fr") after importing this package
//
// Importing the package registers "fr" with package lemma.
package fr

import (
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
)

// Spec names the French resources.
var Spec = hunspell.Spec{Language: lang.French, Package: "hunspell-fr",
	Treebank: "UD_French-GSD", Train: "fr_gsd-ud-dev.conllu", Test: "fr_gsd-ud-test.conllu"}

// New loads (once, from data.HunspellDir) and returns the shared French
// language; importing the package registers it with package lemma.
var New = hunspell.Register(Spec)
