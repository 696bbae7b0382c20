// Package ru is the Russian language of package lemma: the language-general
// hunspell morphology (lemma/hunspell) over the system dictionary
// ru_RU (Debian package hunspell-ru, read from /usr/share/hunspell at run time,
// never embedded) with a tagger trained on the dev split of UD Russian
// (UD_Russian-GSD, found through data.UDDir) when first used and then kept in
// the compiled cache.
//
//	l, err := ru.New() // or lemma.New("ru") after importing this package
//
// Importing the package registers "ru" with package lemma.
package ru

import (
	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
)

// Spec names the Russian resources.
var Spec = hunspell.Spec{Language: lang.Russian, Package: "hunspell-ru",
	Treebank: "UD_Russian-GSD", Train: "ru_gsd-ud-dev.conllu", Test: "ru_gsd-ud-test.conllu", LemmaByGender: true}

// New loads (once, from data.HunspellDir) and returns the shared Russian
// language; importing the package registers it with package lemma.
var New = hunspell.Register(Spec)
