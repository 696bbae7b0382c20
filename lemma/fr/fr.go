// Package fr is the French language of package lemma: the language-general
// hunspell morphology (lemma/hunspell) over the system dictionary
// fr_FR (Debian package hunspell-fr, read from /usr/share/hunspell at run time,
// never embedded) with the tables and taggers of model.pmod, embedded: learned from the dev
// split of UD French (UD_French-GSD) by go generate (lemma/hunspell/gen),
// under the treebank's licence (model.pmod's header and docs/models.md).
//
//	l, err := fr.New() // or lemma.New("fr") after importing this package
//
// Importing the package registers "fr" with package lemma.
package fr

import (
	_ "embed"

	"github.com/parmesan-mt/parmesan/lang"
	"github.com/parmesan-mt/parmesan/lemma/hunspell"
)

//go:generate go run ../hunspell/gen -lang fr -o model.pmod

// model is the model file of the language (hunspell.ReadModel).
//
//go:embed model.pmod
var model []byte

// Spec names the French resources.
var Spec = hunspell.Spec{Language: lang.French, Package: "hunspell-fr",
	Treebank: "UD_French-GSD", Train: "fr_gsd-ud-dev.conllu", Test: "fr_gsd-ud-test.conllu", Model: model}

// New loads (once: the embedded model and the dictionary data.FindHunspell finds) and returns the shared French
// language; importing the package registers it with package lemma.
var New = hunspell.Register(Spec)
