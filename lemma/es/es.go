// Package es is the Spanish language of package lemma: the language-general
// hunspell morphology (lemma/hunspell) over the system dictionary
// es_ES (Debian package hunspell-es, read from /usr/share/hunspell at run time,
// never embedded) with a tagger trained on the dev split of UD Spanish
// (UD_Spanish-GSD, found through data.UDDir) when first used and then kept in
// the compiled cache.
//
//	l, err := es.New() // or lemma.New("es") after importing this package
//
// Importing the package registers "es" with package lemma.
package es

import (
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
)

// Spec names the Spanish resources.
var Spec = hunspell.Spec{Language: lang.Spanish, Package: "hunspell-es",
	Treebank: "UD_Spanish-GSD", Train: "es_gsd-ud-dev.conllu", Test: "es_gsd-ud-test.conllu"}

// New loads (once, from data.HunspellDir) and returns the shared Spanish
// language; importing the package registers it with package lemma.
var New = hunspell.Register(Spec)
