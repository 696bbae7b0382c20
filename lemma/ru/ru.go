// Package ru is the Russian language of package lemma: the language-general
// hunspell morphology (lemma/hunspell) over the system dictionary
// ru_RU (Debian package hunspell-ru, read from /usr/share/hunspell at run time,
// never embedded) with the tables and taggers of model.pmod, embedded: learned from the dev
// split of UD Russian (UD_Russian-GSD) by go generate (lemma/hunspell/gen),
// under the treebank's licence (model.pmod's header and docs/models.md).
//
//	l, err := ru.New() // or lemma.New("ru") after importing this package
//
// Importing the package registers "ru" with package lemma.
package ru

import (
	_ "embed"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
)

//go:generate go run ../hunspell/gen -lang ru -o model.pmod

// model is the model file of the language (hunspell.ReadModel).
//
//go:embed model.pmod
var model []byte

// Spec names the Russian resources.
var Spec = hunspell.Spec{Language: lang.Russian, Package: "hunspell-ru",
	Treebank: "UD_Russian-GSD", Train: "ru_gsd-ud-dev.conllu", Test: "ru_gsd-ud-test.conllu", Model: model, LemmaByGender: true}

// New loads (once: the embedded model and the dictionary data.FindHunspell finds) and returns the shared Russian
// language; importing the package registers it with package lemma.
var New = hunspell.Register(Spec)
